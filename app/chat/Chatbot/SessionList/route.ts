import { route } from "@/lib/api/route";
import { sessionList } from "@/lib/chat/conversations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/SessionList", sessionList);
