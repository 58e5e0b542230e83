import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { apiKeyRevokeInput } from "@/lib/auth/schema";
import { revokeApiKeyById } from "@/lib/auth/workspaces";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({
    auth: "owner",
    body: apiKeyRevokeInput,
    handle: ({ db, workspace, input }) => revokeApiKeyById({ db, workspace, id: input.ID }),
  }),
});
