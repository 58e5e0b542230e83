import { route } from "@/lib/api/route";
import { resetPassword } from "@/lib/auth/reset";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("User/ResetPassword", resetPassword);
