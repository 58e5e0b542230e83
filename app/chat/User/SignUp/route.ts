import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { clientAddress } from "@/lib/auth/http";
import { signUpInput } from "@/lib/auth/schema";
import { signUp } from "@/lib/auth/signin";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "public", body: signUpInput, handle: ({ db, input, request }) => signUp({ db, input, request, address: clientAddress(request) }) }),
});
