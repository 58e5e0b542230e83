import { route } from "@/lib/api/route";
import { widgetUploadUrl } from "@/lib/widget/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Widget/UploadUrl", ({ db, chatbot, workspace, input, request, session, visitorAddress }) =>
  widgetUploadUrl(db, { chatbot, workspace, sessionId: session.sessionId, visitorAddress }, input, request),
);
