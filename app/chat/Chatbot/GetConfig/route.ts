import { route } from "@/lib/api/route";
import { publicOrigin } from "@/lib/public-url";
import { originalWidgetConfig } from "@/lib/widget/original";

// The original widget's first call: no credential, the chatbot named in the body, judged by the page's Origin.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/GetConfig", ({ db, chatbot, request, visitorAddress }) =>
  originalWidgetConfig(db, chatbot, visitorAddress, publicOrigin(request)),
);
