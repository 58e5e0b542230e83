import type { z } from "zod";
import { clientAddress } from "@/lib/auth/http";
import { forbidden, notAuthenticated } from "@/lib/errors";
import { publicOrigin } from "@/lib/public-url";
import { getDb } from "@/lib/runtime/database";
import { parseInput } from "@/lib/validation/parse";
import { originAllowed } from "@/lib/widget/origins";
import { loadWidgetChatbot, visitorAddressOf } from "@/lib/widget/service";
import { sessionHoldingToken, tokenExpired, type TokenSession } from "@/lib/widget/tokens";
import { readJsonObject } from "./body";
import { SESSION_KEY_HEADER } from "./authenticate";
import type { RouteHandler } from "./endpoint";
import type { StreamRequest } from "./stream-request";
import { corsHeaders, REFUSED_ORIGIN, visitorRoute, type WidgetContext } from "./widget-endpoint";

const MISSING_KEY = `Missing session key: send the SessionKey from Chatbot/GetConfig in the ${SESSION_KEY_HEADER} header`;
const INVALID_KEY = "The session key is invalid or has expired: get a new one from Chatbot/GetConfig";

interface SessionKeySpec<S extends z.ZodType, Result> {
  body: S;
  /** How a request asks for a streamed answer (its refusals then say TaskCompleted). */
  streams?: StreamRequest;
  handle: (context: WidgetContext<z.output<S>, TokenSession>) => Promise<Result>;
}

/**
 * An endpoint of the original widget channel that a visitor calls with the SessionKey of
 * Chatbot/GetConfig in `chatrobot-sessionkey` (the token Widget/Session gives, which works
 * here too). The key names the session and so the chatbot; nothing else does. The
 * workspace's own session key is never looked for here, and the visitor's key is accepted
 * nowhere else but the Widget endpoints of its chatbot.
 */
export function sessionKeyEndpoint<S extends z.ZodType, Result>(spec: SessionKeySpec<S, Result>): RouteHandler {
  return visitorRoute(spec.streams, async (request, state) => {
    const db = await getDb();
    const key = request.headers.get(SESSION_KEY_HEADER)?.trim();
    if (!key) throw notAuthenticated(MISSING_KEY);
    const held = await sessionHoldingToken(db, key);
    if (!held) throw notAuthenticated(INVALID_KEY);
    // The page's origin is judged for the key's chatbot before anything else is done.
    const { chatbot, workspace } = await loadWidgetChatbot(db, held.chatbotId);
    const origin = request.headers.get("origin");
    if (!originAllowed(chatbot, origin, publicOrigin(request))) throw forbidden(REFUSED_ORIGIN);
    state.cors = corsHeaders(origin);
    // Told readably to an allowed page, which can then open a new session.
    if (tokenExpired(held)) throw notAuthenticated(INVALID_KEY);
    const body = (state.body = await readJsonObject(request));
    return spec.handle({
      db,
      chatbot,
      workspace,
      request,
      visitorAddress: visitorAddressOf(clientAddress(request)),
      input: parseInput(spec.body, body),
      session: { sessionId: held.sessionId, tokenHash: held.tokenHash, issuedAt: held.issuedAt },
    });
  });
}
