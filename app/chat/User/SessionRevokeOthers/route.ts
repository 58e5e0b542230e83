import { route } from "@/lib/api/route";
import { revokeOtherSessions } from "@/lib/auth/team";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("User/SessionRevokeOthers", revokeOtherSessions);
