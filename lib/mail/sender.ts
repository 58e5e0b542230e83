import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { createTransport } from "nodemailer";
import type { Database } from "@/db/client";
import { outbox } from "@/db/schema";
import { log } from "@/lib/log";
import { htmlBody } from "./html";

/** What the sender needs of a nodemailer transporter (the tests hand in one for their own SMTP server). */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    replyTo?: string;
    subject: string;
    text: string;
    html: string;
    /** Headers of the mail's own (List-Unsubscribe on a visitor's alert). */
    headers?: Record<string, string>;
    /** A calendar invitation: nodemailer sends it as the text/calendar alternative and an .ics attachment. */
    icalEvent?: { method: string; filename: string; content: string };
  }): Promise<unknown>;
  close(): void;
}

export interface DeliveryPolicy {
  /** A mail that failed this many times is marked failed. */
  maxAttempts: number;
  /** Wait before the second attempt; doubled for each later one, up to maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
  /** How long a claim holds a mail: a sender that dies mid-send gives it back after this. */
  leaseMs: number;
  /** Mails claimed at a time, and claims per run (so one run ends, on a serverless host too). */
  batchSize: number;
  maxBatches: number;
}

// 8 attempts over about two hours: 1, 2, 4, 8, 16, 32 and 60 minutes apart.
export const DEFAULT_POLICY: DeliveryPolicy = {
  maxAttempts: 8,
  backoffMs: 60_000,
  maxBackoffMs: 60 * 60_000,
  leaseMs: 5 * 60_000,
  batchSize: 20,
  maxBatches: 5,
};

export const DEFAULT_FROM = "Casabot <casabot@localhost>";

/** Whether SMTP_URL names a server: without one, mails wait in the outbox. */
export const smtpConfigured = (env: NodeJS.ProcessEnv = process.env) => Boolean(env.SMTP_URL?.trim());

/** The SMTP transport SMTP_URL names (smtp://user:pass@host:587, smtps://… for TLS), or null when it is unset. */
export function smtpTransportFromEnv(env: NodeJS.ProcessEnv = process.env): MailTransport | null {
  const url = env.SMTP_URL?.trim();
  return url ? createSmtpTransport(url) : null;
}

export function createSmtpTransport(url: string): MailTransport {
  // Tighter than nodemailer's minutes-long defaults: a stalled server costs a retry, not the lease.
  return createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
}

/** The METHOD line of an iCalendar text ("REQUEST", "CANCEL"). */
function icalMethod(ical: string): string {
  for (const line of ical.split("\r\n")) if (line.startsWith("METHOD:")) return line.slice(7).trim();
  return "PUBLISH";
}

export function backoffAfter(attempts: number, policy: DeliveryPolicy): number {
  return Math.min(policy.maxBackoffMs, policy.backoffMs * 2 ** Math.max(0, attempts - 1));
}

/** A recipient the server refused for good (5xx to RCPT TO): trying again cannot help. */
function isPermanent(error: unknown): boolean {
  const { responseCode, command } = error as { responseCode?: number; command?: string };
  return typeof responseCode === "number" && responseCode >= 500 && command === "RCPT TO";
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1_000);
}

/**
 * Claims up to `limit` due mails in one statement: FOR UPDATE SKIP LOCKED leaves rows
 * another sender is claiming to it, and pushing next_attempt_at past the lease takes
 * them out of everyone's due list until this sender has settled them.
 */
async function claim(db: Database, now: Date, limit: number, policy: DeliveryPolicy) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + policy.leaseMs) })
    // Checked again on the row itself: a row another sender claimed meanwhile is no longer due.
    .where(and(inArray(outbox.id, due), eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends the outbox's due mails through `transport`, each marked sent, or set to be tried
 * again after an exponential backoff, or failed once it has used its attempts.
 */
export async function deliverPending({
  db,
  transport,
  from = process.env.MAIL_FROM?.trim() || DEFAULT_FROM,
  now = () => new Date(),
  policy = DEFAULT_POLICY,
}: {
  db: Database;
  transport: MailTransport;
  from?: string;
  now?: () => Date;
  policy?: DeliveryPolicy;
}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (let batch = 0; batch < policy.maxBatches; batch++) {
    const mails = await claim(db, now(), policy.batchSize, policy);
    for (const mail of mails) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.body,
          html: htmlBody(mail.body),
          ...(mail.headers ? { headers: mail.headers } : {}),
          ...(mail.ical ? { icalEvent: { method: icalMethod(mail.ical), filename: "invite.ics", content: mail.ical } } : {}),
        });
        await db.update(outbox).set({ status: "sent", sentAt: now() }).where(eq(outbox.id, mail.id));
        report.sent++;
      } catch (error) {
        const failed = mail.attempts >= policy.maxAttempts || isPermanent(error);
        const at = now();
        await db
          .update(outbox)
          .set(
            failed
              ? { status: "failed", lastError: describe(error) }
              : { lastError: describe(error), nextAttemptAt: new Date(at.getTime() + backoffAfter(mail.attempts, policy)) },
          )
          .where(eq(outbox.id, mail.id));
        // The SMTP codes only: the error's text can name the recipient.
        const { code, responseCode, command } = error as { code?: string; responseCode?: number; command?: string };
        log.warn(failed ? "mail failed" : "mail will be retried", { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, code, responseCode, command });
        report[failed ? "failed" : "retrying"]++;
      }
    }
    if (mails.length < policy.batchSize) break;
  }
  return report;
}
