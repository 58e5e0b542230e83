/**
 * Whether a request's Origin is this site: PUBLIC_URL's origin when it is set, else
 * the host the request was sent to. A request with no Origin is not from our pages
 * (browsers send one with every POST), so it is not "own" either.
 */
export function isOwnOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  const configured = process.env.PUBLIC_URL?.trim();
  if (configured) return new URL(configured).origin === new URL(origin).origin;
  const requestHost = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host");
  return requestHost !== null && requestHost.toLowerCase() === host.toLowerCase();
}

/** Refuses what a browser sent from another site; clients that send no Origin (curl, servers) pass. */
export function isCrossSiteBrowserRequest(request: Request): boolean {
  return request.headers.get("origin") !== null && !isOwnOrigin(request);
}
