import { route } from "@/lib/api/route";
import { leadList } from "@/lib/chat/reports";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/LeadList", leadList);
