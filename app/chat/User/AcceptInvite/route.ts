import { route } from "@/lib/api/route";
import { signedInResponse } from "@/lib/api/session-response";
import { acceptInvitation } from "@/lib/auth/invitations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("User/AcceptInvite", async ({ db, input, request }) => {
  const { data, session } = await acceptInvitation({ db, input, userAgent: request.headers.get("user-agent") ?? "" });
  return signedInResponse(request, data, session);
});
