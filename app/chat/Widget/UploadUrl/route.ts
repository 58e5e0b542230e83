import { routeMethods } from "@/lib/api/endpoint";
import { widgetEndpoint, widgetPreflight } from "@/lib/api/widget-endpoint";
import { getPreUploadUrlInput } from "@/lib/files/schema";
import { widgetUploadUrl } from "@/lib/widget/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: widgetEndpoint({
    token: true,
    body: getPreUploadUrlInput,
    handle: ({ db, chatbot, workspace, input, request, session, visitorAddress }) =>
      widgetUploadUrl(db, { chatbot, workspace, sessionId: session.sessionId, visitorAddress }, input, request),
  }),
  OPTIONS: widgetPreflight,
});
