import { route } from "@/lib/api/route";
import { listInvitations } from "@/lib/auth/invitations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Workspace/InviteList", listInvitations);
