import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { clientAddress } from "@/lib/auth/http";
import { accountEmailInput } from "@/lib/auth/schema";
import { resendVerification } from "@/lib/auth/verification";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({
    auth: "public",
    body: accountEmailInput,
    handle: ({ db, input, request }) => resendVerification({ db, input, request, client: clientAddress(request) }),
  }),
});
