import { route } from "@/lib/api/route";
import { signedOutResponse } from "@/lib/api/session-response";
import { deleteUserSession } from "@/lib/auth/sessions";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("User/SignOut", async ({ db, principal, request }) => {
  if (principal.kind === "owner") await deleteUserSession(db, principal.sessionId);
  return signedOutResponse(request);
});
