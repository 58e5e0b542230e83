import { route } from "@/lib/api/route";
import { clientAddress } from "@/lib/auth/http";
import { resendVerification } from "@/lib/auth/verification";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("User/ResendVerification", ({ db, input, request }) =>
  resendVerification({ db, input, request, client: clientAddress(request) }),
);
