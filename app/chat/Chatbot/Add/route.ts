import { route } from "@/lib/api/route";
import { createChatbot } from "@/lib/chatbots/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/Add", createChatbot);
