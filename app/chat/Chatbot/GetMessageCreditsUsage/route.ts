import { route } from "@/lib/api/route";
import { creditsUsage } from "@/lib/chat/reports";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/GetMessageCreditsUsage", creditsUsage);
