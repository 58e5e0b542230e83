import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { sessionList } from "@/lib/chat/conversations";
import { sessionListInput } from "@/lib/chat/schema";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "apiKey", body: sessionListInput, handle: sessionList }),
});
