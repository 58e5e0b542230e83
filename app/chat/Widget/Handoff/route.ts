import { routeMethods } from "@/lib/api/endpoint";
import { widgetEndpoint, widgetPreflight } from "@/lib/api/widget-endpoint";
import { widgetHandoffInput } from "@/lib/widget/schema";
import { widgetHandoff } from "@/lib/widget/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: widgetEndpoint({
    token: true,
    body: widgetHandoffInput,
    handle: ({ db, chatbot, input, session, visitorAddress }) => widgetHandoff(db, chatbot, session.sessionId, visitorAddress, input),
  }),
  OPTIONS: widgetPreflight,
});
