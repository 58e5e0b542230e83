import type { Database } from "@/db/client";
import { workspaceForApiKey, workspaceForSessionKey } from "@/lib/auth/credentials";
import type { Principal } from "@/lib/auth/principal";
import { ownerForSessionToken, sessionTokenFromCookies } from "@/lib/auth/sessions";
import { forbidden, notAuthenticated } from "@/lib/errors";
import { ORIGINAL_METHOD_HEADER } from "@/lib/runtime-contract.mjs";
import { isOwnOrigin } from "./origin";

/**
 * Which credential an endpoint takes:
 * - `apiKey`: the secret API key in `Authorization` (raw or `Bearer <key>`), or a
 *   signed-in owner's session cookie (the dashboard calls the same handlers);
 * - `apiKeyOrSessionKey`: those, or the workspace session key in `chatrobot-sessionkey`
 *   (spec section 5);
 * - `owner`: only a signed-in owner's session (sign-out, keys and members).
 */
export type AuthMode = "apiKey" | "apiKeyOrSessionKey" | "owner";

export const SESSION_KEY_HEADER = "chatrobot-sessionkey";

function bearerToken(header: string): string {
  const match = /^bearer\s+(.+)$/i.exec(header);
  return (match ? match[1]! : header).trim();
}

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/** The method the client used: a GET that carried a body reaches routes as a marked POST. */
export function originalMethod(request: Request): string {
  return request.headers.get(ORIGINAL_METHOD_HEADER) === "GET" ? "GET" : request.method;
}

export async function authenticate(db: Database, request: Request, mode: AuthMode): Promise<Principal> {
  const authorization = request.headers.get("authorization")?.trim();
  // A credential that is present but wrong is refused, even if another one would pass.
  if (authorization) {
    const workspace = await workspaceForApiKey(db, bearerToken(authorization));
    if (!workspace) throw notAuthenticated("Invalid API key");
    if (mode === "owner") throw forbidden("This endpoint takes a signed-in owner's session, not an API key");
    return { kind: "apiKey", workspace };
  }
  const sessionKey = request.headers.get(SESSION_KEY_HEADER)?.trim();
  if (mode === "apiKeyOrSessionKey" && sessionKey) {
    const workspace = await workspaceForSessionKey(db, sessionKey);
    if (!workspace) throw notAuthenticated("Invalid session key");
    return { kind: "sessionKey", workspace };
  }
  const token = sessionTokenFromCookies(request.headers.get("cookie"));
  if (token) {
    const owner = await ownerForSessionToken(db, token);
    if (!owner) throw notAuthenticated("Your sign-in has expired: sign in again");
    // The cookie goes with every request the browser makes here, whoever's page made it:
    // a request that changes something must come from our own pages.
    if (!SAFE_METHODS.has(originalMethod(request)) && !isOwnOrigin(request)) {
      throw forbidden("Cross-origin request refused: a signed-in session works only from this site's own pages");
    }
    return { kind: "owner", ...owner };
  }
  throw notAuthenticated(
    mode === "owner"
      ? "Sign in first: this endpoint takes a signed-in owner's session"
      : mode === "apiKey"
        ? "Missing API key: send it in the Authorization header"
        : `Missing credential: send the API key in the Authorization header or the session key in the ${SESSION_KEY_HEADER} header`,
  );
}
