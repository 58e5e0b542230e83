import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { signedInResponse } from "@/lib/api/session-response";
import { clientAddress } from "@/lib/auth/http";
import { signInInput } from "@/lib/auth/schema";
import { signIn } from "@/lib/auth/signin";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({
    auth: "public",
    body: signInInput,
    handle: async ({ db, input, request }) => {
      const { user, session } = await signIn({ db, input, address: clientAddress(request) });
      return signedInResponse(request, { UserID: user.id, Email: user.email }, session);
    },
  }),
});
