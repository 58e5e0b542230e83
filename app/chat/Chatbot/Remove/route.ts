import { route } from "@/lib/api/route";
import { removeChatbot } from "@/lib/chatbots/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/Remove", ({ db, workspace, input }) =>
  removeChatbot({ db, workspace, serialNumber: input.serialNumber }),
);
