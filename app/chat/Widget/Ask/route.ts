import { route } from "@/lib/api/route";
import { clientAsk } from "@/lib/chat/ask";
import { checkWidgetAskType } from "@/lib/widget/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Widget/Ask", ({ db, chatbot, workspace, input, request, session, visitorAddress }) => {
  checkWidgetAskType(chatbot, input.chatAskType);
  return clientAsk({ db, workspace, input: { ...input, sessionID: session.sessionId, listingCards: true }, request }, { addressHash: visitorAddress });
});
