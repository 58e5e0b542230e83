import { route } from "@/lib/api/route";
import { chatbotInsights } from "@/lib/insights/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/Insights", chatbotInsights);
