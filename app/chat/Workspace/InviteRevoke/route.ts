import { route } from "@/lib/api/route";
import { revokeInvitation } from "@/lib/auth/invitations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Workspace/InviteRevoke", revokeInvitation);
