import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { leadList, leadListInput } from "@/lib/chat/reports";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "apiKey", body: leadListInput, handle: leadList }),
});
