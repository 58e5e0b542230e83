import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { sessionList, sessionListInput } from "@/lib/chat/conversations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "apiKey", body: sessionListInput, handle: sessionList }),
});
