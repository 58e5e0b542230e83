import { route } from "@/lib/api/route";
import { messageCount } from "@/lib/chat/reports";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/GetMessageCountByChatbot", messageCount);
