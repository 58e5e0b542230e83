import { routeMethods } from "@/lib/api/endpoint";
import { widgetEndpoint, widgetPreflight } from "@/lib/api/widget-endpoint";
import { publicOrigin } from "@/lib/public-url";
import { widgetConfig } from "@/lib/widget/config";
import { widgetConfigInput } from "@/lib/widget/schema";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: widgetEndpoint({ body: widgetConfigInput, handle: ({ db, chatbot, request }) => widgetConfig(db, chatbot, publicOrigin(request)) }),
  OPTIONS: widgetPreflight,
});
