import { route } from "@/lib/api/route";
import { listChatbots } from "@/lib/chatbots/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/List", listChatbots);
