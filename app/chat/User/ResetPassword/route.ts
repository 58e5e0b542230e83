import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { resetPassword } from "@/lib/auth/reset";
import { resetPasswordInput } from "@/lib/auth/schema";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "public", body: resetPasswordInput, handle: resetPassword }),
});
