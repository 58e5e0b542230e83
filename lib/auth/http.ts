import ipaddr from "ipaddr.js";
import { CLIENT_ADDRESS_HEADER, processState } from "@/lib/runtime-contract.mjs";
import { forwardedAddress, proxyTrust } from "@/lib/proxy-trust";

/**
 * What the per-address limits count for an address: an IPv6 client by its /64, the block one
 * subscriber is given (else each of its 2^64 addresses would have a limit of its own), and an
 * IPv4-mapped address as the IPv4 address it carries. Anything else is counted as it is.
 */
export function addressGroup(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${new ipaddr.IPv6([...v6.parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
}

/**
 * The client's address for the throttles (grouped as addressGroup says), or undefined when
 * nothing trustworthy says it: the trusted proxy's word (TRUST_PROXY), else the socket's peer.
 * Never what a client claims, and never a shared stand-in that would make every unknown client one.
 */
export function clientAddress(request: Request, env: Record<string, string | undefined> = process.env): string | undefined {
  const address = forwardedAddress(request.headers, proxyTrust(env)) ?? socketAddress(request);
  return address === undefined ? undefined : addressGroup(address);
}

function socketAddress(request: Request): string | undefined {
  // Under another runner (next start, Vercel) nothing overwrites the header: it is the client's word.
  if (processState.setsClientAddress !== true) return undefined;
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || undefined;
}
