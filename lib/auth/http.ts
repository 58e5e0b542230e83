import { envelopeResponse } from "@/lib/api/envelope";
import { clearedSessionCookie, servedOverHttps, sessionCookie } from "./sessions";

/**
 * The client's address for the sign-in throttle: set by scripts/server.mjs from the
 * socket (or X-Forwarded-For behind a trusted proxy), never taken from the client.
 */
export const CLIENT_ADDRESS_HEADER = "x-casabot-client-address";

export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || "unknown";
}

/** The envelope of a sign-in or sign-up, carrying the new session cookie. */
export function signedInResponse(request: Request, data: unknown, session: { token: string; expiresAt: Date }): Response {
  return envelopeResponse(data, 200, "", { "set-cookie": sessionCookie(session.token, session.expiresAt, servedOverHttps(request)) });
}

export function signedOutResponse(request: Request): Response {
  return envelopeResponse(null, 200, "", { "set-cookie": clearedSessionCookie(servedOverHttps(request)) });
}
