import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { AppError } from "@/lib/errors";
import { addressRange, DEFAULT_PORTS, loopbackAllowed, portOf, refusal } from "./url-rules";

export { checkUrl, type FetchRefusal, loopbackAllowed, MAX_URL_LENGTH, portOf, refusal, refusalOf, staticRefusal } from "./url-rules";

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
