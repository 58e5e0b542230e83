import { route } from "@/lib/api/route";
import { changePassword } from "@/lib/auth/team";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("User/ChangePassword", changePassword);
