import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { chatContentHistory, historyInput } from "@/lib/chat/reports";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "apiKey", body: historyInput, handle: chatContentHistory }),
});
