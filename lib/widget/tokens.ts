import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { chatSessions } from "@/db/schema";
import type { WidgetSession } from "./types";

/** A visitor's token asks for this long; then the widget renews it. */
export const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** An expired token still renews (for the same session) this long after it was issued. */
export const RENEW_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

const digest = (secret: string) => createHash("sha256").update(secret).digest();

/** `<sessionID>.<secret>`: the session is found by its ID, the secret compared by its hash. */
function parseToken(token: string): { sessionId: number; secret: string } | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  return match ? { sessionId: Number(match[1]), secret: match[2]! } : null;
}

/**
 * Gives the session a new token; the previous one stops working. With `replacing`, only
 * if the session still holds that token's hash, so two renewals of one token cannot both win.
 */
export async function issueToken(db: Database, sessionId: number, replacing?: string): Promise<WidgetSession | null> {
  const secret = randomBytes(32).toString("base64url");
  const issuedAt = new Date();
  const updated = await db
    .update(chatSessions)
    .set({ visitorTokenHash: digest(secret).toString("hex"), visitorTokenIssuedAt: issuedAt })
    .where(and(eq(chatSessions.id, sessionId), replacing ? eq(chatSessions.visitorTokenHash, replacing) : sql`true`))
    .returning({ id: chatSessions.id });
  if (updated.length === 0) return null;
  return { SessionID: sessionId, Token: `${sessionId}.${secret}`, ExpiresAt: new Date(issuedAt.getTime() + TOKEN_LIFETIME_MS).toISOString() };
}

export interface TokenSession {
  sessionId: number;
  tokenHash: string;
  issuedAt: Date;
}

/** A session found by its current token, of whichever chatbot, expired or not. */
export interface HeldSession extends TokenSession {
  chatbotId: string;
}

/**
 * The session whose current token this is (of `chatbotId` only, when given), however old
 * the token; otherwise null. Any token of another chatbot, an old token of the session, or
 * a guess compares the same way, in constant time.
 */
export async function sessionHoldingToken(db: Database, token: string, chatbotId?: string): Promise<HeldSession | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const [row] = await db
    .select({ hash: chatSessions.visitorTokenHash, issuedAt: chatSessions.visitorTokenIssuedAt, chatbotId: chatSessions.chatbotId })
    .from(chatSessions)
    .where(and(eq(chatSessions.id, parsed.sessionId), chatbotId === undefined ? sql`true` : eq(chatSessions.chatbotId, chatbotId)))
    .limit(1);
  const presented = digest(parsed.secret);
  const stored = Buffer.from(row?.hash ?? "", "hex");
  const matches = stored.length === presented.length && timingSafeEqual(stored, presented);
  if (!row?.hash || !row.issuedAt || !matches) return null;
  return { sessionId: parsed.sessionId, tokenHash: row.hash, issuedAt: row.issuedAt, chatbotId: row.chatbotId };
}

/** The token was issued `maxAgeMs` ago or longer. */
export const tokenExpired = (session: Pick<TokenSession, "issuedAt">, maxAgeMs = TOKEN_LIFETIME_MS) => Date.now() - session.issuedAt.getTime() >= maxAgeMs;

/**
 * The chatbot's session the token belongs to, if the token is its current one and was
 * issued less than `maxAgeMs` ago; otherwise null.
 */
export async function sessionForToken(db: Database, chatbotId: string, token: string, maxAgeMs = TOKEN_LIFETIME_MS): Promise<TokenSession | null> {
  const held = await sessionHoldingToken(db, token, chatbotId);
  if (!held || tokenExpired(held, maxAgeMs)) return null;
  return { sessionId: held.sessionId, tokenHash: held.tokenHash, issuedAt: held.issuedAt };
}
