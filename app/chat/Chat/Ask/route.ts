import { routeMethods } from "@/lib/api/endpoint";
import { sessionKeyEndpoint } from "@/lib/api/session-key-endpoint";
import { acceptsEventStream, streamInBodyOrAccept } from "@/lib/api/stream-request";
import { originalWidgetPreflight } from "@/lib/api/widget-endpoint";
import { askWithSessionKey } from "@/lib/widget/original";
import { sessionKeyAskInput } from "@/lib/widget/schema";

// The original widget's question: the visitor's SessionKey in chatrobot-sessionkey, streamed for Accept: text/event-stream.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: sessionKeyEndpoint({
    body: sessionKeyAskInput,
    streams: streamInBodyOrAccept,
    handle: (context) => askWithSessionKey(context, context.input.stream || acceptsEventStream(context.request)),
  }),
  OPTIONS: originalWidgetPreflight,
});
