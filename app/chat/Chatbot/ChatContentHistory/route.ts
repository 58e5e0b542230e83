import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { chatContentHistory } from "@/lib/chat/reports";
import { historyInput } from "@/lib/chat/schema";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "apiKey", body: historyInput, handle: chatContentHistory }),
});
