import { route } from "@/lib/api/route";
import { leadInbox } from "@/lib/leads/inbox";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Workspace/LeadInbox", leadInbox);
