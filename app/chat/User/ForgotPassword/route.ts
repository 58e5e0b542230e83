import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { clientAddress } from "@/lib/auth/http";
import { requestPasswordReset } from "@/lib/auth/reset";
import { accountEmailInput } from "@/lib/auth/schema";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({
    auth: "public",
    body: accountEmailInput,
    handle: ({ db, input, request }) => requestPasswordReset({ db, input, request, client: clientAddress(request) }),
  }),
});
