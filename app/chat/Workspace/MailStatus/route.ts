import { route } from "@/lib/api/route";
import { mailStatus } from "@/lib/leads/inbox";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Workspace/MailStatus", mailStatus);
