import { envelopeResponse } from "@/lib/api/envelope";
import { CLIENT_ADDRESS_HEADER, processState } from "@/lib/runtime-contract.mjs";
import { forwardedAddress, proxyTrust } from "@/lib/proxy-trust";
import { clearedSessionCookie, servedOverHttps, sessionCookie } from "./sessions";

/**
 * The client's address for the throttles, or undefined when nothing trustworthy says it: the
 * trusted proxy's word (TRUST_PROXY), else the socket's peer. Never what a client claims, and
 * never a shared stand-in that would make every unknown client one.
 */
export function clientAddress(request: Request, env: Record<string, string | undefined> = process.env): string | undefined {
  const forwarded = forwardedAddress(request.headers, proxyTrust(env));
  if (forwarded) return forwarded;
  // Under another runner (next start, Vercel) nothing overwrites the header: it is the client's word.
  if (processState.setsClientAddress !== true) return undefined;
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || undefined;
}

/** The envelope of a sign-in or sign-up, carrying the new session cookie. */
export function signedInResponse(request: Request, data: unknown, session: { token: string; expiresAt: Date }): Response {
  return envelopeResponse(data, 200, "", { "set-cookie": sessionCookie(session.token, session.expiresAt, servedOverHttps(request)) });
}

export function signedOutResponse(request: Request): Response {
  return envelopeResponse(null, 200, "", { "set-cookie": clearedSessionCookie(servedOverHttps(request)) });
}
