import { route } from "@/lib/api/route";
import { chatbotOnboarding } from "@/lib/chatbots/onboarding";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/Onboarding", chatbotOnboarding);
