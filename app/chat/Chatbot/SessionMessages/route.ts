import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { sessionMessages } from "@/lib/chat/conversations";
import { sessionMessagesInput } from "@/lib/chat/schema";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "apiKey", body: sessionMessagesInput, handle: sessionMessages }),
});
