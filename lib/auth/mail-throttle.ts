import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { rateLimited } from "@/lib/errors";
import { rowsOf } from "@/db/rows";

// Requests that send mail to an address a caller types in. Counted for every address,
// whether it has an account or not, so the 429 tells nothing about who has one.
export const MAIL_THROTTLE = {
  windowMs: 60 * 60 * 1000,
  /** Mails one address can be sent in the window: enough to retry, too few to flood. */
  perEmail: 3,
  /** Requests one client may make in the window, across addresses. */
  perClient: 20,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Invitations carry a stranger's words from our address, so beyond the hourly limits above they
 * are counted for a day: per inviting account, and per invited address whoever invites it.
 */
export const INVITATION_THROTTLE = {
  windowMs: DAY_MS,
  /** Invitations one account may send in the window: a team's worth, too few to spray. */
  perInviter: 15,
  /** Invitations one address may receive in the window from every workspace: one and a resend. */
  perRecipient: 2,
};

/** Counts one request against the key and answers how many it has made in the current window. */
async function count(db: Database, key: string, windowMs = MAIL_THROTTLE.windowMs): Promise<number> {
  const windowSeconds = windowMs / 1000;
  const result: unknown = await db.execute(sql`
    insert into account_mail_throttle as t (key, requests, window_start)
    values (${key}, 1, now())
    on conflict (key) do update set
      requests = case when t.window_start < now() - make_interval(secs => ${windowSeconds}) then 1 else t.requests + 1 end,
      window_start = case when t.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else t.window_start end
    returning requests`);
  const rows = rowsOf<{ requests: unknown }>(result);
  return Number(rows[0]?.requests ?? 0);
}

/**
 * Refuses with 429 once the address or the client has asked too often in the window. With no
 * trustworthy client address only the address's count applies: strangers never share a bucket.
 */
export async function assertMailAllowed(db: Database, { email, client }: { email: string; client?: string }) {
  if (client !== undefined && (await count(db, `client:${client}`)) > MAIL_THROTTLE.perClient) throw tooMany();
  const byEmail = await count(db, `email:${email.toLowerCase()}`);
  if (byEmail > MAIL_THROTTLE.perEmail) throw tooMany();
}

/** Whether one more mail of this kind may go to the address now; never refuses the request itself. */
export async function quietlyAllowed(db: Database, key: string): Promise<boolean> {
  return (await count(db, key)) <= MAIL_THROTTLE.perEmail;
}

/** Refuses with 429 once the inviter, or the invited address, has had its invitations for the day. */
export async function assertInvitationAllowed(db: Database, { inviterId, email }: { inviterId: string; email: string }) {
  const { windowMs, perInviter, perRecipient } = INVITATION_THROTTLE;
  const refuse = (message: string) => rateLimited(`${message} today. Try again tomorrow.`, windowMs / 1000);
  if ((await count(db, `invites-by:${inviterId}`, windowMs)) > perInviter) throw refuse("Too many invitations from your account");
  if ((await count(db, `invites-to:${email.toLowerCase()}`, windowMs)) > perRecipient) throw refuse(`Too many invitations to ${email}`);
}

const tooMany = () => rateLimited("Too many requests for e-mails. Try again in an hour.", MAIL_THROTTLE.windowMs / 1000);
