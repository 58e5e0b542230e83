import { forwardedAddress, proxyTrust } from "@/lib/server/proxy";

/**
 * The connection's peer address, put here by scripts/server.mjs for every request after it drops
 * whatever a client sent under this name. Under any other runner (next start, Vercel) nothing
 * overwrites it, so it is believed only when server.mjs says, in this process, that it sets it.
 */
export const CLIENT_ADDRESS_HEADER = "x-casabot-client-address";
const SERVER_SETS_ADDRESS = Symbol.for("casabot.setsClientAddress");

/**
 * The client's address for the throttles, or undefined when nothing trustworthy says it: the
 * trusted proxy's word (TRUST_PROXY), else the socket's peer. Never what a client claims, and
 * never a shared stand-in that would make every unknown client one.
 */
export function clientAddress(request: Request, env: Record<string, string | undefined> = process.env): string | undefined {
  const forwarded = forwardedAddress(request.headers, proxyTrust(env));
  if (forwarded) return forwarded;
  if ((globalThis as Record<symbol, unknown>)[SERVER_SETS_ADDRESS] !== true) return undefined;
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || undefined;
}
