import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { apiKeyCreateInput } from "@/lib/auth/schema";
import { createApiKey } from "@/lib/auth/workspaces";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({
    auth: "owner",
    body: apiKeyCreateInput,
    handle: async ({ db, workspace, input }) => {
      const { id, apiKey } = await createApiKey({ db, workspaceId: workspace.id, name: input.Name });
      return { ID: id, Name: input.Name, ApiKey: apiKey };
    },
  }),
});
