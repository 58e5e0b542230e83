import { route } from "@/lib/api/route";
import { inviteMember } from "@/lib/auth/invitations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Workspace/MemberInvite", inviteMember);
