import { routeMethods } from "@/lib/api/endpoint";
import { widgetEndpoint, widgetPreflight } from "@/lib/api/widget-endpoint";
import { widgetSessionInput } from "@/lib/widget/schema";
import { openWidgetSession } from "@/lib/widget/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: widgetEndpoint({
    body: widgetSessionInput,
    handle: ({ db, chatbot, input, visitorAddress }) => openWidgetSession(db, chatbot, input, visitorAddress),
  }),
  OPTIONS: widgetPreflight,
});
