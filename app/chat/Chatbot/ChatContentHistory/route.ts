import { route } from "@/lib/api/route";
import { chatContentHistory } from "@/lib/chat/reports";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/ChatContentHistory", chatContentHistory);
