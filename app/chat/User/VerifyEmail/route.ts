import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { verifyEmailInput } from "@/lib/auth/schema";
import { confirmEmail } from "@/lib/auth/verification";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "public", body: verifyEmailInput, handle: confirmEmail }),
});
