import { routeMethods } from "@/lib/api/endpoint";
import { streamInBodyOnly } from "@/lib/api/stream-request";
import { widgetEndpoint, widgetPreflight } from "@/lib/api/widget-endpoint";
import { clientAsk } from "@/lib/chat/ask";
import { widgetAskInput } from "@/lib/widget/schema";
import { checkWidgetAskType } from "@/lib/widget/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: widgetEndpoint({
    token: true,
    body: widgetAskInput,
    streams: streamInBodyOnly,
    handle: ({ db, chatbot, workspace, input, request, session, visitorAddress }) => {
      checkWidgetAskType(chatbot, input.chatAskType);
      return clientAsk({ db, workspace, input: { ...input, sessionID: session.sessionId, listingCards: true }, request }, { addressHash: visitorAddress });
    },
  }),
  OPTIONS: widgetPreflight,
});
