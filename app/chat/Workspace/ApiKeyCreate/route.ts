import { route } from "@/lib/api/route";
import { createApiKey } from "@/lib/auth/workspaces";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Workspace/ApiKeyCreate", async ({ db, workspace, input }) => {
  const { id, apiKey } = await createApiKey({ db, workspaceId: workspace.id, name: input.Name });
  return { ID: id, Name: input.Name, ApiKey: apiKey };
});
