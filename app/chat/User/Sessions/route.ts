import { route } from "@/lib/api/route";
import { listSessions } from "@/lib/auth/team";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("User/Sessions", listSessions);
