import { route } from "@/lib/api/route";
import { rotateSessionKey } from "@/lib/auth/workspaces";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Workspace/SessionKeyRotate", async ({ db, workspace }) => {
  const { sessionKey } = await rotateSessionKey({ db, workspaceId: workspace.id });
  return { SessionKey: sessionKey };
});
