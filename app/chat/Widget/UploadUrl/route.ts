import { routeMethods } from "@/lib/api/endpoint";
import { widgetEndpoint, widgetPreflight } from "@/lib/api/widget-endpoint";
import { getPreUploadUrlInput } from "@/lib/files/schema";
import { createPreUpload } from "@/lib/files/service";
import { checkWidgetUpload } from "@/lib/widget/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: widgetEndpoint({
    token: true,
    body: getPreUploadUrlInput,
    handle: ({ db, chatbot, workspace, input, request, session }) => {
      checkWidgetUpload(chatbot);
      return createPreUpload({ db, workspace, input, request, chatSessionId: session.sessionId });
    },
  }),
  OPTIONS: widgetPreflight,
});
