import { routeMethods } from "@/lib/api/endpoint";
import { originalWidgetPreflight, widgetEndpoint } from "@/lib/api/widget-endpoint";
import { publicOrigin } from "@/lib/public-url";
import { originalWidgetConfig } from "@/lib/widget/original";
import { originalConfigInput } from "@/lib/widget/schema";

// The original widget's first call: no credential, the chatbot named in the body, judged by the page's Origin.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: widgetEndpoint({
    body: originalConfigInput,
    handle: ({ db, chatbot, request, visitorAddress }) => originalWidgetConfig(db, chatbot, visitorAddress, publicOrigin(request)),
  }),
  OPTIONS: originalWidgetPreflight,
});
