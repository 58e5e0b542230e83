import { isIP } from "node:net";
import { networkInterfaces } from "node:os";
import type { Database } from "@/db/client";
import { outbox } from "@/db/schema";
import { unavailable } from "@/lib/errors";
import { configuredPublicOrigin } from "@/lib/public-url";

/**
 * The origin the links in account mails point at. The Host header is the caller's to
 * choose, so a reset asked for with `Host: evil.example` would mail the victim a genuine
 * link to the attacker's site, token and all. Only PUBLIC_URL is trusted, or a Host that
 * names this machine itself (localhost or one of its own addresses, as in development).
 */
export function mailLinkOrigin(request: Request): string | null {
  const configured = configuredPublicOrigin();
  if (configured) return configured;
  const host = request.headers.get("host");
  if (!host) return null;
  let url: URL;
  try {
    url = new URL(`${new URL(request.url).protocol}//${host}`);
  } catch {
    return null;
  }
  return isThisMachine(url.hostname) ? url.origin : null;
}

/** The same, for a mail that cannot go out without its link: a clear 503 naming the setting. */
export function requireMailLinkOrigin(request: Request): string {
  const origin = mailLinkOrigin(request);
  if (!origin) throw unavailable("This server cannot mail links until its administrator sets PUBLIC_URL");
  return origin;
}

function isThisMachine(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  if (!isIP(name)) return false;
  const own = Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((entry) => entry.address.toLowerCase()));
  return own.includes(name) || name.startsWith("127.");
}

/** Queues a mail to an account's owner in the outbox (no chatbot: it shows on no Mail page). */
export async function queueAccountMail(db: Database, mail: { kind: string; to: string; subject: string; body: string }) {
  await db.insert(outbox).values({ chatbotId: null, ...mail });
}
