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
