import type { Database } from "@/db/client";
import type { Chatbot } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { clientAsk } from "@/lib/chat/ask";
import { forbidden } from "@/lib/errors";
import { widgetConfig } from "./config";
import type { SessionKeyAskInput } from "./schema";
import { checkWidgetAskType, openWidgetSession } from "./service";
import type { TokenSession } from "./tokens";
import type { OriginalWidgetConfig } from "./types";

// The original service's public widget channel, on our own: Chatbot/GetConfig is Widget/Config
// and Widget/Session in one call, and Chat/Ask is Widget/Ask with the session named by its key.

/** A new visitor session (within SESSIONS_PER_ADDRESS_PER_HOUR) and what the widget shows. */
export async function originalWidgetConfig(db: Database, chatbot: Chatbot, visitorAddress: string, origin: string): Promise<OriginalWidgetConfig> {
  // The session first: past the per-address cap, nothing else is worth reading.
  const session = await openWidgetSession(db, chatbot, {}, visitorAddress);
  return { ...(await widgetConfig(db, chatbot, origin)), SessionID: session.SessionID, SessionKey: session.Token };
}

export interface SessionKeyAsk {
  db: Database;
  chatbot: Chatbot;
  workspace: WorkspaceRef;
  request: Request;
  input: SessionKeyAskInput;
  session: TokenSession;
  visitorAddress: string;
}

/**
 * A visitor's question in the session of their key: the body's sessionID must be that
 * session. Limited and shaped as Widget/Ask, but its stream is exactly ClientAsk's
 * documented one (no listing cards: the original's readers know nothing of them).
 */
export function askWithSessionKey({ db, chatbot, workspace, request, input, session, visitorAddress }: SessionKeyAsk, stream: boolean) {
  if (input.sessionID !== session.sessionId) throw forbidden("This session key is not for that sessionID: send the SessionID that came with it");
  checkWidgetAskType(chatbot, input.chatAskType);
  return clientAsk({ db, workspace, input: { ...input, stream, listingCards: false }, request }, { addressHash: visitorAddress });
}
