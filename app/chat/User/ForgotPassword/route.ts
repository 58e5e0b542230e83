import { route } from "@/lib/api/route";
import { clientAddress } from "@/lib/auth/http";
import { requestPasswordReset } from "@/lib/auth/reset";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("User/ForgotPassword", ({ db, input, request }) =>
  requestPasswordReset({ db, input, request, client: clientAddress(request) }),
);
