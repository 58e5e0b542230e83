import { route } from "@/lib/api/route";
import { editChatbot } from "@/lib/chatbots/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/Edit", editChatbot);
