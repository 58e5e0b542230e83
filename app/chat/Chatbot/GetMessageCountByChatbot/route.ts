import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { messageCount, messageCountInput } from "@/lib/chat/reports";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "apiKey", body: messageCountInput, handle: messageCount }),
});
