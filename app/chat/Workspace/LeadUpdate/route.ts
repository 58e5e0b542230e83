import { route } from "@/lib/api/route";
import { leadUpdate } from "@/lib/leads/inbox";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Workspace/LeadUpdate", leadUpdate);
