import { route } from "@/lib/api/route";
import { changeMemberRole } from "@/lib/auth/team";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Workspace/MemberRole", changeMemberRole);
