import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { clientAddress, signedInResponse } from "@/lib/auth/http";
import { signUpInput } from "@/lib/auth/schema";
import { signUp } from "@/lib/auth/signin";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({
    auth: "public",
    body: signUpInput,
    handle: async ({ db, input, request }) => {
      const { user, workspace, session } = await signUp({ db, input, address: clientAddress(request) });
      return signedInResponse(request, { UserID: user.id, Email: user.email, WorkspaceID: workspace.id, WorkspaceName: workspace.name }, session);
    },
  }),
});
