/**
 * What the service believes about the hop in front of it (TRUST_PROXY). Forwarded headers are
 * only as honest as whoever set them last: a client can send any X-Forwarded-* it likes, so they
 * are read only when the operator says a proxy in front sets them.
 *
 * - unset or `0`: no proxy; no forwarded header is read.
 * - `1`…`9`: that many proxies in front, each appending the address it saw to X-Forwarded-For.
 *   The client is the entry that many places from the right; anything left of it was written by
 *   the client itself. X-Forwarded-Host and X-Forwarded-Proto are the nearest proxy's.
 * - `vercel`: Vercel's edge, which overwrites `x-vercel-forwarded-for` with the client's
 *   address and sets X-Forwarded-Host and X-Forwarded-Proto.
 */
export type ProxyTrust = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "vercel" };

export const TRUST_PROXY_VALUES = /^([0-9]|vercel)$/;

export function proxyTrust(env: Record<string, string | undefined> = process.env): ProxyTrust {
  const value = env.TRUST_PROXY?.trim().toLowerCase() ?? "";
  if (value === "vercel") return { kind: "vercel" };
  const hops = /^[1-9]$/.test(value) ? Number(value) : 0;
  return hops > 0 ? { kind: "hops", hops } : { kind: "none" };
}

const entries = (value: string | null) =>
  (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The client's address as the trusted proxy reports it, if it does. */
export function forwardedAddress(headers: Headers, trust: ProxyTrust = proxyTrust()): string | undefined {
  if (trust.kind === "vercel") return entries(headers.get("x-vercel-forwarded-for"))[0];
  if (trust.kind === "none") return undefined;
  const chain = entries(headers.get("x-forwarded-for"));
  return chain[chain.length - trust.hops] ?? undefined;
}

/** The host and scheme the client used, as the trusted proxy reports them (the nearest proxy's word). */
export function forwardedSite(headers: Headers, trust: ProxyTrust = proxyTrust()): { host?: string; proto?: string } {
  if (trust.kind === "none") return {};
  const nearest = (name: string) => entries(headers.get(name)).at(-1);
  return { host: nearest("x-forwarded-host"), proto: nearest("x-forwarded-proto")?.toLowerCase() };
}
