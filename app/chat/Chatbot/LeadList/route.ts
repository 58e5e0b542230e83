import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { leadList } from "@/lib/chat/reports";
import { leadListInput } from "@/lib/chat/schema";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "apiKey", body: leadListInput, handle: leadList }),
});
