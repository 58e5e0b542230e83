import { route } from "@/lib/api/route";
import { getChatbot } from "@/lib/chatbots/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/Get", ({ db, workspace, input }) =>
  getChatbot({ db, workspace, serialNumber: input.serialNumber }),
);
