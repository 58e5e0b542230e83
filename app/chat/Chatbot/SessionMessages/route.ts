import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { sessionMessages, sessionMessagesInput } from "@/lib/chat/conversations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "apiKey", body: sessionMessagesInput, handle: sessionMessages }),
});
