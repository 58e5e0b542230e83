import { route } from "@/lib/api/route";
import { complianceFlags } from "@/lib/fair-housing/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/ComplianceFlags", complianceFlags);
