import { clearedSessionCookie, servedOverHttps, sessionCookie } from "@/lib/auth/sessions";
import { envelopeResponse } from "./envelope";

/** The envelope of a sign-in or sign-up, carrying the new session cookie. */
export function signedInResponse(request: Request, data: unknown, session: { token: string; expiresAt: Date }): Response {
  return envelopeResponse(data, 200, "", { "set-cookie": sessionCookie(session.token, session.expiresAt, servedOverHttps(request)) });
}

export function signedOutResponse(request: Request, data: unknown = null): Response {
  return envelopeResponse(data, 200, "", { "set-cookie": clearedSessionCookie(servedOverHttps(request)) });
}
