import { forbidden, invalidInput, notAuthenticated } from "@/lib/errors";
import { currentRequestId } from "@/lib/log";
import type { z } from "zod";
import type { Database } from "@/db/client";
import type { Chatbot } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { clientAddress } from "@/lib/auth/http";
import { publicOrigin } from "@/lib/public-url";
import { getDb } from "@/lib/runtime/database";
import { bodyField } from "@/lib/validation/keys";
import { parseInput } from "@/lib/validation/parse";
import { originAllowed } from "@/lib/widget/origins";
import { widgetChatbotParam } from "@/lib/widget/schema";
import { loadWidgetChatbot, visitorAddressOf } from "@/lib/widget/service";
import { sessionForToken, type TokenSession } from "@/lib/widget/tokens";
import { readJsonObject } from "./body";
import { SESSION_KEY_HEADER } from "./authenticate";
import { errorResponse, type RouteHandler } from "./endpoint";
import { envelopeResponse } from "./envelope";
import { refusalFields, type StreamRequest } from "./stream-request";

/** What a Widget endpoint's handler gets: the chatbot (of any workspace), the visitor, maybe their session. */
export interface WidgetContext<Input, Session> {
  db: Database;
  chatbot: Chatbot;
  workspace: WorkspaceRef;
  input: Input;
  request: Request;
  /** SHA-256 digest of the visitor's address (lib/widget/service addressHash). */
  visitorAddress: string;
  session: Session;
}

type WidgetSpec<S extends z.ZodType, Result> = (
  | { token: true; body: S; handle: (context: WidgetContext<z.output<S>, TokenSession>) => Promise<Result> }
  | { token?: false; body: S; handle: (context: WidgetContext<z.output<S>, null>) => Promise<Result> }
) & {
  /** The endpoint can stream its answer: how a request asks for that (its refusals then say TaskCompleted). */
  streams?: StreamRequest;
};

const ALLOWED_HEADERS = "authorization, content-type";
export const REFUSED_ORIGIN = "This chatbot's widget is not enabled on this site";

/** CORS headers naming exactly this origin; none for a request that sent no Origin. */
export function corsHeaders(origin: string | null): Record<string, string> {
  if (!origin) return { vary: "Origin" };
  return { "access-control-allow-origin": origin, "access-control-expose-headers": "x-request-id, retry-after", vary: "Origin" };
}

/**
 * The chatbot the request names (query `serialNumber`, else the body's) and whether its
 * page may use the widget. A refused origin gets no CORS headers at all, so a browser
 * shows the page nothing.
 */
async function admit(db: Database, request: Request, bodySerial?: unknown) {
  const query = new URL(request.url).searchParams.get("serialNumber") ?? bodySerial;
  const parsed = widgetChatbotParam.safeParse(query);
  if (!parsed.success) throw invalidInput("serialNumber is required (in the query: ?serialNumber=<chatbot ID>) and must be a chatbot ID");
  const { chatbot, workspace } = await loadWidgetChatbot(db, parsed.data);
  const origin = request.headers.get("origin");
  if (!originAllowed(chatbot, origin, publicOrigin(request))) throw forbidden(REFUSED_ORIGIN);
  return { chatbot, workspace, cors: corsHeaders(origin) };
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const merged = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) merged.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged });
}

function bearer(request: Request): string | null {
  const header = request.headers.get("authorization")?.trim();
  if (!header) return null;
  return /^bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? header;
}

/** What a visitor endpoint learns as it goes: the CORS headers once the origin is judged, the body once read. */
export interface VisitorRequestState {
  cors: Record<string, string>;
  body?: Record<string, unknown>;
}

/**
 * The frame every visitor endpoint shares: its result as the envelope (or its own Response)
 * with the request ID and, once the page's origin is allowed, CORS headers; a refusal as the
 * error envelope, with TaskCompleted when the request asked for a stream.
 */
export function visitorRoute(streams: StreamRequest | undefined, run: (request: Request, state: VisitorRequestState) => Promise<unknown>): RouteHandler {
  return async (request) => {
    const requestId = currentRequestId();
    const state: VisitorRequestState = { cors: {} };
    try {
      const result = await run(request, state);
      const response = result instanceof Response ? result : envelopeResponse(result ?? null, 200, "");
      return withHeaders(response, { ...state.cors, "x-request-id": requestId });
    } catch (error) {
      return withHeaders(errorResponse(error, requestId, request, await refusalFields(streams, request, state.body)), state.cors);
    }
  };
}

/**
 * A public Widget endpoint: no workspace credential, CORS for the chatbot's allowed
 * origins (VerifyDomain), and with `token` the visitor's short-lived session token.
 */
export function widgetEndpoint<S extends z.ZodType, Result>(spec: WidgetSpec<S, Result>): RouteHandler {
  return visitorRoute(spec.streams, async (request, state) => {
    const db = await getDb();
    // The origin is judged before the body is read when the query names the chatbot.
    if (!new URL(request.url).searchParams.has("serialNumber")) state.body = await readJsonObject(request);
    const admitted = await admit(db, request, bodyField(state.body, "serialNumber"));
    state.cors = admitted.cors;
    const body = (state.body ??= await readJsonObject(request));
    const base = { db, chatbot: admitted.chatbot, workspace: admitted.workspace, request, visitorAddress: visitorAddressOf(clientAddress(request)) };
    if (!spec.token) return spec.handle({ ...base, input: parseInput(spec.body, body), session: null });
    const token = bearer(request);
    if (!token) throw notAuthenticated("Missing visitor token: send it as Authorization: Bearer <Token> (from Widget/Session)");
    const session = await sessionForToken(db, admitted.chatbot.id, token);
    if (!session) throw notAuthenticated("The visitor token is invalid or has expired: renew it with Widget/Session");
    return spec.handle({ ...base, input: parseInput(spec.body, body), session });
  });
}

function preflightResponse(cors: Record<string, string>, allowedHeaders: string): Response {
  return new Response(null, {
    status: 204,
    headers: { ...cors, "access-control-allow-methods": "POST, OPTIONS", "access-control-allow-headers": allowedHeaders, "access-control-max-age": "600" },
  });
}

/** The CORS preflight of a Widget endpoint: allowed only for the chatbot's allowed origins. */
export const widgetPreflight: RouteHandler = async (request) => {
  try {
    const { cors } = await admit(await getDb(), request);
    return preflightResponse(cors, ALLOWED_HEADERS);
  } catch (error) {
    return errorResponse(error, currentRequestId(), request);
  }
};

/**
 * The CORS preflight of the original widget's endpoints (Chatbot/GetConfig, Chat/Ask).
 * Their clients name the chatbot in the body or through the session key, and a preflight
 * carries neither: it is answered for any origin, and the request that follows is judged
 * before anything is done (refused, it gets a 403 without CORS headers, so the page reads
 * nothing). A preflight that names the chatbot in the query is judged as on Widget/*.
 */
export const originalWidgetPreflight: RouteHandler = async (request) => {
  try {
    const named = new URL(request.url).searchParams.has("serialNumber");
    const cors = named ? (await admit(await getDb(), request)).cors : corsHeaders(request.headers.get("origin"));
    return preflightResponse(cors, `${ALLOWED_HEADERS}, ${SESSION_KEY_HEADER}`);
  } catch (error) {
    return errorResponse(error, currentRequestId(), request);
  }
};
