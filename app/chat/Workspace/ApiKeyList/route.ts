import { emptyInput } from "@/lib/chatbots/schema";
import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { listApiKeys } from "@/lib/auth/workspaces";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "owner", body: emptyInput, handle: listApiKeys }),
});
