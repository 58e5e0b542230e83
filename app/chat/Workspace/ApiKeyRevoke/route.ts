import { route } from "@/lib/api/route";
import { revokeApiKeyById } from "@/lib/auth/workspaces";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Workspace/ApiKeyRevoke", ({ db, workspace, input }) =>
  revokeApiKeyById({ db, workspace, id: input.ID }),
);
