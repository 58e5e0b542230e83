import { isIP } from "node:net";
import { networkInterfaces } from "node:os";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { outbox } from "@/db/schema";
import { unavailable } from "@/lib/errors";
import { configuredPublicOrigin } from "@/lib/public-url";
import { TOKEN_LIFETIME_MS, type TokenPurpose } from "./account-tokens";
import { issueKey } from "./keys";
import { assertMailAllowed } from "./mail-throttle";
import type { accountEmailInput } from "./schema";

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

/** What asks for a mailed link (ForgotPassword, ResendVerification): an address, and who asks. */
export interface LinkRequest {
  db: Database;
  input: z.output<typeof accountEmailInput>;
  request: Request;
  client?: string;
}

/** The mail of each link, by its purpose: the outbox kind and subject, and the text around the link. */
export interface LinkMail {
  purpose: TokenPurpose;
  kind: "password_reset" | "verify_email";
  subject: string;
  /** The mail's text around the link, whose token this adds to the origin's page. */
  body: (origin: string, token: string) => string;
  /** Only to an account still waiting to be confirmed. */
  unconfirmedOnly?: boolean;
}

/**
 * Mails a single-use link to the account with the address asked for, if there is one. The
 * statements are the same either way (each selects the account, and writes a row only when there
 * is one), so neither the reply nor its timing says whether it exists. The throttle's count is
 * written in the same transaction as the link, so an address without an account commits a write
 * too, and costs the same to answer.
 */
export async function mailLinkToAccount({ db, input, request, client }: LinkRequest, mail: LinkMail): Promise<void> {
  const origin = requireMailLinkOrigin(request);
  const key = issueKey(mail.purpose);
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS[mail.purpose]).toISOString();
  const body = mail.body(origin, key.token);
  // Literals from closed unions (the column types are enums), not visitor text.
  const purpose = sql.raw(`'${mail.purpose}'`);
  const kind = sql.raw(`'${mail.kind}'`);
  const waiting = mail.unconfirmedOnly ? sql` and u.email_verified_at is null` : sql``;
  await db.transaction(async (tx) => {
    await assertMailAllowed(tx, { email: input.Email, client });
    await tx.execute(sql`
      insert into account_tokens (id, user_id, purpose, secret_hash, expires_at)
      select ${key.keyId}, u.id, ${purpose}, ${key.hash}, ${expiresAt}::timestamptz from users u where u.email = ${input.Email}${waiting}`);
    await tx.execute(sql`
      insert into outbox (chatbot_id, kind, "to", subject, body)
      select null, ${kind}, u.email, ${mail.subject}, ${body} from users u where u.email = ${input.Email}${waiting}`);
  });
}
