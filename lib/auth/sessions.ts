import { parseCookie, stringifySetCookie } from "cookie";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "@/db/client";
import { users, userSessions, workspaces } from "@/db/schema";
import type { UserRole } from "@/db/enums";
import type { WorkspaceRef } from "./credentials";
import { SESSION_COOKIE } from "./cookie-name";
import { issueKey, parseKey, secretMatches } from "./keys";

export { SESSION_COOKIE };

/** A sign-in lasts this long; signing out ends it at once. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface Owner {
  workspace: WorkspaceRef;
  user: { id: string; email: string };
  /** A member may use the dashboard but holds no keys and deletes nothing (issue 23 §6). */
  role: UserRole;
  sessionId: string;
}

/** How much of the User-Agent a session keeps: enough to tell browsers apart in the session list. */
export const USER_AGENT_MAX = 200;

export async function createUserSession(db: Database, userId: string, userAgent = "") {
  const key = issueKey("user");
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db.insert(userSessions).values({ id: key.keyId, secretHash: key.hash, userId, expiresAt, userAgent: userAgent.slice(0, USER_AGENT_MAX) });
  return { token: key.token, expiresAt };
}

/** The signed-in owner a session token stands for, or null when it is unknown, expired or signed out. */
export async function ownerForSessionToken(db: Database, token: string): Promise<Owner | null> {
  const parsed = parseKey("user", token);
  if (!parsed) return null;
  const [row] = await db
    .select({
      secretHash: userSessions.secretHash,
      userId: users.id,
      email: users.email,
      role: users.role,
      workspaceId: workspaces.id,
      workspaceName: workspaces.name,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .innerJoin(workspaces, eq(workspaces.id, users.workspaceId))
    .where(and(eq(userSessions.id, parsed.keyId), gt(userSessions.expiresAt, new Date())))
    .limit(1);
  if (!row || !secretMatches(parsed.secret, row.secretHash)) return null;
  return {
    workspace: { id: row.workspaceId, name: row.workspaceName },
    user: { id: row.userId, email: row.email },
    role: row.role,
    sessionId: parsed.keyId,
  };
}

export async function deleteUserSession(db: Database, sessionId: string) {
  await db.delete(userSessions).where(eq(userSessions.id, sessionId));
}

/** The session cookie's value in a Cookie header, if any. */
export function sessionTokenFromCookies(cookieHeader: string | null): string | undefined {
  if (!cookieHeader) return undefined;
  return parseCookie(cookieHeader)[SESSION_COOKIE] || undefined;
}

/**
 * Whether cookies should be marked Secure: when the site is served over https (PUBLIC_URL,
 * or the scheme a TLS-terminating proxy reports). A Secure cookie set over plain http
 * would be dropped by the browser, and sign-in would silently fail on http://localhost.
 */
export function servedOverHttps(request: Request): boolean {
  const configured = process.env.PUBLIC_URL?.trim();
  if (configured) return configured.toLowerCase().startsWith("https:");
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return (forwarded ?? new URL(request.url).protocol.replace(":", "")) === "https";
}

export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return stringifySetCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: "lax", secure, path: "/", expires: expiresAt });
}

export function clearedSessionCookie(secure: boolean): string {
  return stringifySetCookie(SESSION_COOKIE, "", { httpOnly: true, sameSite: "lax", secure, path: "/", expires: new Date(0) });
}
