import ipaddr from "ipaddr.js";
import { AppError, type ErrorKind } from "@/lib/errors";

// The rules of outbound URLs that need no network, apart from lib/net/address.ts (which
// resolves names) so that the dashboard's forms validate a URL with the server's own schema.

/** Why a URL was not fetched, for callers that show or count refusals (the AppError's `data.reason`). */
export type FetchRefusal =
  | "badUrl"
  | "badScheme"
  | "credentials"
  | "badPort"
  | "unresolved"
  | "privateAddress"
  | "robots"
  | "tooManyRedirects"
  | "redirectLoop"
  | "httpStatus"
  | "tooLarge"
  | "timeout"
  | "unsupportedType"
  | "network"
  | "offSite";

export const refusal = (kind: ErrorKind, reason: FetchRefusal, message: string) => new AppError(kind, message, { data: { reason } });

/** The refusal reason an error carries, when it is one of ours. */
export const refusalOf = (error: unknown): FetchRefusal | undefined => {
  const data = error instanceof AppError ? (error.data as { reason?: FetchRefusal } | null) : null;
  return data?.reason;
};

/** Longer URLs are refused: they bound the robots.txt matcher's cost and no real page needs more. */
export const MAX_URL_LENGTH = 2048;
export const DEFAULT_PORTS = new Set([80, 443]);

/**
 * Loopback is reachable only for tests: the variable AND a non-production NODE_ENV (lib/config.ts
 * also refuses to start production with the variable). Read at each call so tests can toggle it.
 */
export const loopbackAllowed = () => process.env.KNOWLEDGE_FETCH_ALLOW_LOOPBACK?.trim() === "1" && process.env.NODE_ENV !== "production";

/** The URL, checked for what can be seen without the network: scheme, credentials, length. */
export function checkUrl(raw: string): URL {
  if (raw.length > MAX_URL_LENGTH) throw refusal("invalidInput", "badUrl", `The URL is longer than ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refusal("invalidInput", "badUrl", "This is not a valid URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refusal("invalidInput", "badScheme", "Only http and https URLs can be fetched");
  if (url.username || url.password) throw refusal("invalidInput", "credentials", "URLs with a user name or password are not fetched");
  return url;
}

export const portOf = (url: URL) => (url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80);

/**
 * Public unicast only. An IPv4-mapped IPv6 address (::ffff:0:0/96) is judged as the IPv4 address
 * it carries; the rest of ::/96 (IPv4-compatible, `[::127.0.0.1]`, which some stacks still route
 * to the IPv4 address) is refused whatever it carries, but for :: and ::1, judged as themselves.
 * Judged by the address's groups, not its spelling.
 */
export function addressRange(address: string): string {
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv4") return parsed.range();
  const v6 = parsed as ipaddr.IPv6;
  const [a, b, c, d, e, f, g, h] = v6.parts;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0) {
    if (f === 0xffff) return v6.toIPv4Address().range();
    if (f === 0 && !(g === 0 && h! <= 1)) return "ipv4Compatible";
  }
  return v6.range();
}

/**
 * What can be said of a URL an owner gives for outbound calls (a webhook endpoint) before any
 * lookup: a reason it will never be called, or null. Names that only mean this machine or its
 * network (localhost, .local, .internal), literal addresses that are not public, ports other
 * than 80 and 443, and plain http outside the test setting are refused up front; the address a
 * name resolves to is vetted again at every call (vetHost).
 */
export function staticRefusal(raw: string, { httpsOnly = true } = {}): string | null {
  let url: URL;
  try {
    url = checkUrl(raw);
  } catch (error) {
    return (error as Error).message;
  }
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const loopback = loopbackAllowed();
  if (ipaddr.isValid(host)) {
    const range = addressRange(host);
    if (range !== "unicast" && !(loopback && range === "loopback")) return `${host} is not a public address`;
  } else if (!loopback && (host === "localhost" || /\.(localhost|local|internal|lan|home\.arpa)$/.test(host) || !host.includes(".")))
    return `${host} is not a public host name`;
  if (!loopback && !DEFAULT_PORTS.has(portOf(url))) return "only the standard ports 80 and 443 are called";
  if (httpsOnly && !loopback && url.protocol !== "https:") return "must be an https URL";
  return null;
}
