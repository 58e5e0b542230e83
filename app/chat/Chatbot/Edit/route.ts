import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { editChatbotInput } from "@/lib/chatbots/schema";
import { editChatbot } from "@/lib/chatbots/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "apiKey", body: editChatbotInput, handle: editChatbot }),
});
