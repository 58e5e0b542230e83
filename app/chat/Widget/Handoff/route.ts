import { route } from "@/lib/api/route";
import { widgetHandoff } from "@/lib/widget/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Widget/Handoff", ({ db, chatbot, input, session, visitorAddress }) =>
  widgetHandoff(db, chatbot, session.sessionId, visitorAddress, input),
);
