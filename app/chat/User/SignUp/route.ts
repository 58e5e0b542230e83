import { route } from "@/lib/api/route";
import { clientAddress } from "@/lib/auth/http";
import { signUp } from "@/lib/auth/signin";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("User/SignUp", ({ db, input, request }) =>
  signUp({ db, input, request, address: clientAddress(request) }),
);
