import { route } from "@/lib/api/route";
import { createSession } from "@/lib/chat/sessions";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/GetSession", ({ db, workspace, input }) =>
  createSession({ db, workspace, serialNumber: input.serialNumber }),
);
