import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { rotateSessionKey } from "@/lib/auth/workspaces";
import { emptyInput } from "@/lib/validation/fields";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({
    auth: "owner",
    body: emptyInput,
    handle: async ({ db, workspace }) => {
      const { sessionKey } = await rotateSessionKey({ db, workspaceId: workspace.id });
      return { SessionKey: sessionKey };
    },
  }),
});
