import { route } from "@/lib/api/route";
import { signedInResponse } from "@/lib/api/session-response";
import { clientAddress } from "@/lib/auth/http";
import { signIn } from "@/lib/auth/signin";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("User/SignIn", async ({ db, input, request }) => {
  const { user, session } = await signIn({ db, input, address: clientAddress(request), userAgent: request.headers.get("user-agent") ?? "" });
  return signedInResponse(request, { UserID: user.id, Email: user.email }, session);
});
