import { CLIENT_ADDRESS_HEADER, processState } from "@/lib/runtime-contract.mjs";
import { forwardedAddress, proxyTrust } from "@/lib/proxy-trust";

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
