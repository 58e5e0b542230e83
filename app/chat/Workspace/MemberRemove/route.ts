import { route } from "@/lib/api/route";
import { removeMember } from "@/lib/auth/team";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Workspace/MemberRemove", removeMember);
