import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { addChatbotInput } from "@/lib/chatbots/schema";
import { createChatbot } from "@/lib/chatbots/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "apiKey", body: addChatbotInput, handle: createChatbot }),
});
