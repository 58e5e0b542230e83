import { route } from "@/lib/api/route";
import { listMembers } from "@/lib/auth/workspaces";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Workspace/MemberList", listMembers);
