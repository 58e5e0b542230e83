import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { signedOutResponse } from "@/lib/api/session-response";
import { deleteUserSession } from "@/lib/auth/sessions";
import { emptyInput } from "@/lib/validation/fields";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({
    auth: "owner",
    body: emptyInput,
    handle: async ({ db, principal, request }) => {
      if (principal.kind === "owner") await deleteUserSession(db, principal.sessionId);
      return signedOutResponse(request);
    },
  }),
});
