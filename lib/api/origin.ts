import { configuredPublicOrigin } from "@/lib/public-url";
import { forwardedSite, proxyTrust } from "@/lib/proxy-trust";

/**
 * This site's origin as the browser sees it: PUBLIC_URL's when it is set; else the scheme and
 * host the request came in by, as a trusted proxy reports them (TRUST_PROXY), else as they
 * reached this server. Without a trusted proxy a client's X-Forwarded-* say nothing.
 */
function siteOrigin(request: Request): string | undefined {
  const configured = configuredPublicOrigin();
  if (configured) return configured;
  const forwarded = forwardedSite(request.headers, proxyTrust());
  const host = forwarded.host || request.headers.get("host");
  const scheme = forwarded.proto || new URL(request.url).protocol.replace(":", "");
  if (!host) return undefined;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request's Origin is this site: the same scheme, host and port. A request with no
 * Origin is not from our pages (browsers send one with every POST), so it is not "own" either.
 */
export function isOwnOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return false;
  let claimed: string;
  try {
    claimed = new URL(origin).origin;
  } catch {
    return false;
  }
  const own = siteOrigin(request);
  return own !== undefined && claimed !== "null" && claimed === own;
}

/** Refuses what a browser sent from another site; clients that send no Origin (curl, servers) pass. */
export function isCrossSiteBrowserRequest(request: Request): boolean {
  return request.headers.get("origin") !== null && !isOwnOrigin(request);
}
