import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { listMembers } from "@/lib/auth/workspaces";
import { emptyInput } from "@/lib/validation/fields";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "owner", body: emptyInput, handle: listMembers }),
});
