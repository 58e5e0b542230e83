import { route } from "@/lib/api/route";
import { clientAddress, signedInResponse } from "@/lib/auth/http";
import { signIn } from "@/lib/auth/signin";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("User/SignIn", async ({ db, input, request }) => {
  const { user, session } = await signIn({ db, input, address: clientAddress(request) });
  return signedInResponse(request, { UserID: user.id, Email: user.email }, session);
});
