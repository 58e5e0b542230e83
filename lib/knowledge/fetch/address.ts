import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { AppError, type ErrorKind } from "@/lib/errors";

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
const DEFAULT_PORTS = new Set([80, 443]);

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
function addressRange(address: string): string {
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

export interface VettedAddress {
  address: string;
  family: 4 | 6;
}

const vetted = ({ address, family }: { address: string; family: number }): VettedAddress => ({ address, family: family === 6 ? 6 : 4 });

/**
 * Resolves the URL's host (every address, before any connection) and refuses it unless each
 * address is public unicast, or loopback under the test setting. Ports other than 80 and 443
 * are refused too (an open redirect must not reach a public host's admin port), except on
 * loopback under the test setting, where test servers listen on random ports. Returns every
 * address, all vetted, for the connection to pick from.
 */
export async function vetHost(url: URL, deadline: Promise<never>): Promise<VettedAddress[]> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await Promise.race([lookup(host, { all: true, verbatim: true }), deadline]);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw refusal("upstreamFailed", "unresolved", `The host ${host} could not be resolved`);
    }
  }
  if (addresses.length === 0) throw refusal("upstreamFailed", "unresolved", `The host ${host} could not be resolved`);
  const ranges = addresses.map(({ address }) => addressRange(address));
  const loopback = loopbackAllowed() && ranges.every((range) => range === "loopback");
  if (!loopback && ranges.some((range) => range !== "unicast"))
    throw refusal("forbidden", "privateAddress", `${host} is not a public address (${[...new Set(ranges)].join(", ")}); it is not fetched`);
  if (!loopback && !DEFAULT_PORTS.has(portOf(url))) throw refusal("invalidInput", "badPort", "Only the standard ports 80 and 443 are fetched");
  return addresses.map(vetted);
}
