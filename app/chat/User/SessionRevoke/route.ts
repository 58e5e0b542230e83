import { route } from "@/lib/api/route";
import { signedOutResponse } from "@/lib/api/session-response";
import { revokeSession } from "@/lib/auth/team";

// Revoking the session the request came with signs out: the cookie goes too.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("User/SessionRevoke", async (context) => {
  const result = await revokeSession(context);
  return result.SignedOut ? signedOutResponse(context.request, result) : result;
});
