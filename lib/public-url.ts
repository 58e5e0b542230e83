/**
 * PUBLIC_URL's origin, when it is set: the address the world reaches this service by,
 * which the owner's own browser may not use (an internal host, a port behind the proxy).
 */
export function configuredPublicOrigin(): string | undefined {
  const configured = process.env.PUBLIC_URL?.trim();
  if (!configured) return undefined;
  try {
    return new URL(configured).origin;
  } catch {
    return undefined;
  }
}

/**
 * The origin the URLs we hand out name (uploads, files, the widget): PUBLIC_URL behind a
 * proxy, else the host the caller reached (the Host header: Next builds request.url on
 * "localhost" whatever it was).
 */
export function publicOrigin(request: Request): string {
  const configured = configuredPublicOrigin();
  if (configured) return configured;
  const url = new URL(request.url);
  const host = request.headers.get("host");
  return host ? `${url.protocol}//${host}` : url.origin;
}
