import { route } from "@/lib/api/route";
import { listMembers } from "@/lib/auth/team";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Workspace/MemberList", listMembers);
