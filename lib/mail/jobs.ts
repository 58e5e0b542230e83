import type { Database } from "@/db/client";
import { deleteOrphanFiles, SWEEP_MINUTE, sweepStoredFiles } from "@/lib/files/cleanup";
import { fileStorage, type FileStorage } from "@/lib/files/storage";
import { queueEndedConversations } from "@/lib/webhooks/conversations";
import { deliverDueWebhooks, type WebhookPolicy } from "@/lib/webhooks/deliver";
import { queueDueAlerts } from "@/lib/alerts/due";
import { queueDueDigests } from "./digests";
import { type DeliveryPolicy, deliverPending, type MailTransport, smtpTransportFromEnv } from "./sender";

export interface MailRunReport {
  /** Digest and alert mails queued by this run. */
  queued: number;
  /** False when SMTP_URL is unset: mails stay pending in the outbox. */
  smtp: boolean;
  sent: number;
  retrying: number;
  failed: number;
  /** Visitors' files no message used, and unfinished uploads, deleted after a day (lib/files/cleanup.ts). */
  filesDeleted: number;
  /** Stored objects whose file row was gone (a removed chatbot's or workspace's), removed by the hourly sweep. */
  filesSwept: number;
  /** Webhook and CRM deliveries (lib/webhooks): conversations announced as ended, and how the due deliveries went. */
  conversationsEnded: number;
  webhooks: { delivered: number; retrying: number; failed: number };
}

/**
 * One run of the mail job, as the in-process timer and /api/cron do it: announce the
 * conversations that ended and send the webhook and CRM deliveries that are due (those a kick
 * missed, and retries), queue the digests that are due, then send what is pending; and, as it
 * comes round every minute anyway, delete the files nobody used. Safe to run on several servers at once.
 */
export async function runMailJobs({
  db,
  now = () => new Date(),
  transport,
  policy,
  storage = fileStorage(),
  sweep,
  webhookPolicy,
}: {
  db: Database;
  now?: () => Date;
  /** Defaults to SMTP_URL's transport (closed after the run). */
  transport?: MailTransport | null;
  policy?: DeliveryPolicy;
  storage?: FileStorage;
  /** Whether to sweep storage for objects without a row; by default once an hour, in minute SWEEP_MINUTE. */
  sweep?: boolean;
  webhookPolicy?: WebhookPolicy;
}): Promise<MailRunReport> {
  const conversationsEnded = await queueEndedConversations({ db, now: now() });
  const { delivered, retrying, failed } = await deliverDueWebhooks({ db, now, policy: webhookPolicy });
  const hooks = { conversationsEnded, webhooks: { delivered, retrying, failed } };
  const filesDeleted = await deleteOrphanFiles({ db, storage, now: now() });
  const filesSwept = (sweep ?? now().getUTCMinutes() === SWEEP_MINUTE) ? await sweepStoredFiles({ db, storage, now: now() }) : 0;
  // Visitors' alerts: the day's new or cheaper homes for each saved search that is due.
  const queued = (await queueDueDigests({ db, now: now() })) + (await queueDueAlerts({ db, now: now() }));
  const own = transport === undefined ? smtpTransportFromEnv() : null;
  const sender = transport ?? own;
  if (!sender) return { queued, smtp: false, sent: 0, retrying: 0, failed: 0, filesDeleted, filesSwept, ...hooks };
  try {
    return { queued, smtp: true, ...(await deliverPending({ db, transport: sender, now, policy })), filesDeleted, filesSwept, ...hooks };
  } finally {
    own?.close();
  }
}
