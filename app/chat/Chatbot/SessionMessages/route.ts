import { route } from "@/lib/api/route";
import { sessionMessages } from "@/lib/chat/conversations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/SessionMessages", sessionMessages);
