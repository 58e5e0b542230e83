import { route } from "@/lib/api/route";
import { confirmEmail } from "@/lib/auth/verification";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("User/VerifyEmail", confirmEmail);
