import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { chatbotRefInput } from "@/lib/chatbots/schema";
import { removeChatbot } from "@/lib/chatbots/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({
    auth: "apiKey",
    body: chatbotRefInput,
    handle: ({ db, workspace, input }) => removeChatbot({ db, workspace, serialNumber: input.serialNumber }),
  }),
});
