import type { Database } from "@/db/client";
import { type WorkspaceRef, workspaceForApiKey, workspaceForSessionKey } from "@/lib/auth/credentials";
import { unauthorized } from "./errors";

/**
 * Which credential an endpoint takes (spec section 5): the secret API key in
 * `Authorization` (raw or `Bearer <key>`), or also the workspace session key in
 * `chatrobot-sessionkey`.
 */
export type AuthMode = "apiKey" | "apiKeyOrSessionKey";

export const SESSION_KEY_HEADER = "chatrobot-sessionkey";

function bearerToken(header: string): string {
  const match = /^bearer\s+(.+)$/i.exec(header);
  return (match ? match[1]! : header).trim();
}

export async function authenticate(db: Database, request: Request, mode: AuthMode): Promise<WorkspaceRef> {
  const authorization = request.headers.get("authorization")?.trim();
  // A credential that is present but wrong is refused, even if another one would pass.
  if (authorization) {
    const workspace = await workspaceForApiKey(db, bearerToken(authorization));
    if (!workspace) throw unauthorized("Invalid API key");
    return workspace;
  }
  const sessionKey = request.headers.get(SESSION_KEY_HEADER)?.trim();
  if (mode === "apiKeyOrSessionKey" && sessionKey) {
    const workspace = await workspaceForSessionKey(db, sessionKey);
    if (!workspace) throw unauthorized("Invalid session key");
    return workspace;
  }
  throw unauthorized(
    mode === "apiKey"
      ? "Missing API key: send it in the Authorization header"
      : `Missing credential: send the API key in the Authorization header or the session key in the ${SESSION_KEY_HEADER} header`,
  );
}
