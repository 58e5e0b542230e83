import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { messageCount } from "@/lib/chat/reports";
import { messageCountInput } from "@/lib/chat/schema";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "apiKey", body: messageCountInput, handle: messageCount }),
});
