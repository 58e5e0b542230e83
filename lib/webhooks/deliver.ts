import { and, asc, eq, inArray, lte, min, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { chatbots, listings, outbox, users } from "@/db/schema";
import { type WebhookDelivery, type WebhookEndpoint, webhookDeliveries, webhookEndpoints } from "@/db/schema-integrations";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { type PostedResponse, postGuarded } from "@/lib/net/post";
import { unseal } from "@/lib/secrets/sealed";
import { followUpBossEvent, followUpBossHeaders, followUpBossSource } from "./followupboss";
import { secretContext, signatureHeaders, signingSecrets } from "./secret";

export interface WebhookPolicy {
  /** Waits after each failed attempt: the Standard Webhooks schedule, 8 attempts over about 28 hours. */
  schedule: number[];
  /** Each wait is moved by up to this share either way, so that retries of many messages spread out. */
  jitter: number;
  /** How long a claim holds a delivery: a sender killed mid-send gives it back after this. */
  leaseMs: number;
  timeoutMs: number;
  /** The longest Retry-After honoured. */
  maxRetryAfterMs: number;
  batchSize: number;
  maxBatches: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const DEFAULT_WEBHOOK_POLICY: WebhookPolicy = {
  schedule: [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR],
  jitter: 0.1,
  leaseMs: MINUTE,
  timeoutMs: 10 * SECOND,
  maxRetryAfterMs: 24 * HOUR,
  batchSize: 20,
  maxBatches: 5,
};

export interface WebhookRunReport {
  delivered: number;
  retrying: number;
  failed: number;
  /** When the next pending delivery is due, from the run's end (null: none pending). */
  nextDueInMs: number | null;
}

/** One attempt's outcome. */
interface Outcome {
  status: number | null;
  error: string | null;
  delivered: boolean;
  /** The endpoint is gone for good (410): turn it off. */
  gone?: boolean;
  retryAfterMs?: number;
}

/** Retry-After in seconds or as an HTTP date, as a wait from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | string[] | undefined, now: Date): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d{1,10}$/.test(text)) return Number(text) * SECOND;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now.getTime());
}

/** The wait after failed attempt number `attempts` (1-based), jittered; null once the schedule is used up. */
export function backoffAfter(attempts: number, policy: WebhookPolicy, random = Math.random): number | null {
  const base = policy.schedule[attempts - 1];
  if (base === undefined) return null;
  return Math.round(base * (1 + policy.jitter * (2 * random() - 1)));
}

async function claim(db: Database, now: Date, policy: WebhookPolicy): Promise<WebhookDelivery[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, "pending"), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(policy.batchSize)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + policy.leaseMs), lastAttemptAt: now })
    // Checked again on the row itself: a row another sender claimed meanwhile is no longer due.
    .where(and(inArray(webhookDeliveries.id, due), eq(webhookDeliveries.status, "pending"), lte(webhookDeliveries.nextAttemptAt, now)))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

const describe = (error: unknown) => (error instanceof AppError ? error.message : "The request failed").slice(0, 500);

function outcomeOf(response: PostedResponse, kind: WebhookEndpoint["kind"], now: Date): Outcome {
  const { status } = response;
  if (status >= 200 && status <= 299) return { status, error: null, delivered: true };
  if (status >= 300 && status <= 399) return { status, error: `Redirects are not followed (answered ${status})`, delivered: false };
  if (status === 410 && kind === "webhook") return { status, error: "The receiver answered 410 Gone", delivered: false, gone: true };
  const body = response.bytes.toString("utf8", 0, Math.min(response.bytes.length, 300)).replace(/\s+/g, " ").trim();
  return { status, error: `Answered ${status}${body ? `: ${body}` : ""}`, delivered: false, retryAfterMs: retryAfterMs(response.headers["retry-after"], now) };
}

/** What a Follow Up Boss delivery posts: the event's body for FUB, with the listing it is about. */
async function followUpBossBody(db: Database, delivery: WebhookDelivery) {
  const [bot] = await db.select({ name: chatbots.Name, domains: chatbots.Domains }).from(chatbots).where(eq(chatbots.id, delivery.chatbotId));
  const listingId = (JSON.parse(delivery.payload) as { data?: { lead?: { Listing?: { ID?: number } | null } } }).data?.lead?.Listing?.ID;
  const [listing] = listingId
    ? await db
        .select()
        .from(listings)
        .where(and(eq(listings.chatbotId, delivery.chatbotId), eq(listings.id, listingId)))
    : [];
  return followUpBossEvent(delivery.payload, followUpBossSource(bot?.domains ?? "", bot?.name ?? ""), listing ?? null);
}

/** One attempt of one delivery to its endpoint. */
export async function attempt(db: Database, delivery: WebhookDelivery, endpoint: WebhookEndpoint, now: Date, policy: WebhookPolicy): Promise<Outcome> {
  let body = delivery.payload;
  let headers: Record<string, string>;
  if (endpoint.kind === "followupboss") {
    const apiKey = unseal(endpoint.secretSealed, secretContext(endpoint.chatbotId));
    if (apiKey === null) return { status: null, error: "The stored API key cannot be opened: was SECRETS_KEY changed?", delivered: false };
    const event = await followUpBossBody(db, delivery);
    if (!event) return { status: null, error: null, delivered: true };
    body = JSON.stringify(event);
    headers = followUpBossHeaders(apiKey);
  } else {
    const secrets = signingSecrets(endpoint, now);
    if (secrets === null) return { status: null, error: "The signing secret cannot be opened: was SECRETS_KEY changed?", delivered: false };
    headers = signatureHeaders(delivery.messageId, body, secrets, now);
  }
  try {
    const response = await postGuarded(endpoint.url, {
      body,
      timeoutMs: policy.timeoutMs,
      headers: { "content-type": "application/json", "user-agent": "Casabot-Webhooks/1.0", ...headers },
    });
    return outcomeOf(response, endpoint.kind, now);
  } catch (error) {
    return { status: null, error: describe(error), delivered: false };
  }
}

/** Turns an endpoint off, fails what it still had to send, and tells the workspace's owners by mail. */
async function disableEndpoint(db: Database, endpoint: WebhookEndpoint, reason: string, now: Date) {
  await db.transaction(async (tx) => {
    const [turnedOff] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: reason, disabledAt: now, updatedAt: now })
      .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
      .returning({ id: webhookEndpoints.id });
    if (!turnedOff) return;
    await tx
      .update(webhookDeliveries)
      .set({ status: "failed", lastError: `Not sent: the endpoint was turned off (${reason})` })
      .where(and(eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.status, "pending")));
    const [bot] = await tx.select({ name: chatbots.Name, workspaceId: chatbots.workspaceId }).from(chatbots).where(eq(chatbots.id, endpoint.chatbotId));
    if (!bot) return;
    const owners = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.workspaceId, bot.workspaceId), eq(users.role, "owner")));
    const what = endpoint.kind === "followupboss" ? "Follow Up Boss" : `the webhook endpoint ${endpoint.url}`;
    if (owners.length > 0)
      await tx.insert(outbox).values(
        owners.map(({ email }) => ({
          chatbotId: endpoint.chatbotId,
          kind: "endpoint-disabled",
          to: email,
          subject: `${bot.name}: ${endpoint.kind === "followupboss" ? "Follow Up Boss" : "a webhook endpoint"} was turned off`,
          body: `Casabot stopped sending ${bot.name}'s events to ${what}.\n\nWhy: ${reason}\n\nEvents are not queued for it while it is off. Fix the receiver, then turn it back on in the chatbot's Integrations page, where the failed deliveries can be sent again.\n`,
        })),
      );
  });
  log.warn("webhook endpoint disabled", { endpointId: endpoint.id, chatbotId: endpoint.chatbotId, reason });
}

/** Records an attempt's outcome: delivered, or due again after the backoff (or Retry-After), or failed once the schedule is used up. */
export async function settle(db: Database, delivery: WebhookDelivery, endpoint: WebhookEndpoint, outcome: Outcome, now: Date, policy: WebhookPolicy) {
  const recorded = { lastStatus: outcome.status, lastError: outcome.error, lastAttemptAt: now };
  if (outcome.delivered) {
    await db
      .update(webhookDeliveries)
      .set({ ...recorded, status: "delivered", deliveredAt: now })
      .where(eq(webhookDeliveries.id, delivery.id));
    return "delivered" as const;
  }
  if (outcome.gone) {
    await db
      .update(webhookDeliveries)
      .set({ ...recorded, status: "failed" })
      .where(eq(webhookDeliveries.id, delivery.id));
    await disableEndpoint(db, endpoint, "the receiver answered 410 Gone", now);
    return "failed" as const;
  }
  const wait = backoffAfter(delivery.attempts, policy);
  if (wait === null) {
    await db
      .update(webhookDeliveries)
      .set({ ...recorded, status: "failed" })
      .where(eq(webhookDeliveries.id, delivery.id));
    await disableEndpoint(db, endpoint, `every attempt to send ${delivery.eventType} ${delivery.messageId} failed for a day (last: ${outcome.error})`, now);
    return "failed" as const;
  }
  const honoured = Math.max(wait, Math.min(outcome.retryAfterMs ?? 0, policy.maxRetryAfterMs));
  await db
    .update(webhookDeliveries)
    .set({ ...recorded, nextAttemptAt: new Date(now.getTime() + honoured) })
    .where(eq(webhookDeliveries.id, delivery.id));
  return "retrying" as const;
}

/**
 * Sends the due deliveries: claims a batch (FOR UPDATE SKIP LOCKED and a lease, so several
 * servers share the work and a killed one loses nothing), tries each once, records the outcome.
 * Deliveries of an endpoint that was turned off are failed without a request.
 */
export async function deliverDueWebhooks({
  db,
  now = () => new Date(),
  policy = DEFAULT_WEBHOOK_POLICY,
}: {
  db: Database;
  now?: () => Date;
  policy?: WebhookPolicy;
}): Promise<WebhookRunReport> {
  const report: WebhookRunReport = { delivered: 0, retrying: 0, failed: 0, nextDueInMs: null };
  for (let batch = 0; batch < policy.maxBatches; batch++) {
    const claimed = await claim(db, now(), policy);
    if (claimed.length === 0) break;
    const endpoints = new Map(
      (
        await db
          .select()
          .from(webhookEndpoints)
          .where(inArray(webhookEndpoints.id, [...new Set(claimed.map((row) => row.endpointId))]))
      ).map((endpoint) => [endpoint.id, endpoint]),
    );
    // Endpoints side by side; one endpoint's deliveries in order, so that once it answers 410
    // the rest of its batch is failed unsent rather than posted to a receiver that is gone.
    const byEndpoint = new Map<number, WebhookDelivery[]>();
    for (const delivery of claimed) byEndpoint.set(delivery.endpointId, [...(byEndpoint.get(delivery.endpointId) ?? []), delivery]);
    await Promise.all(
      [...byEndpoint].map(async ([endpointId, deliveries]) => {
        const endpoint = endpoints.get(endpointId);
        for (const delivery of deliveries) {
          if (!endpoint?.enabled) {
            await db
              .update(webhookDeliveries)
              .set({ status: "failed", lastError: "Not sent: the endpoint is turned off" })
              .where(eq(webhookDeliveries.id, delivery.id));
            report.failed++;
            continue;
          }
          const at = now();
          const outcome = await attempt(db, delivery, endpoint, at, policy);
          report[await settle(db, delivery, endpoint, outcome, at, policy)]++;
          if (outcome.gone || (!outcome.delivered && delivery.attempts > policy.schedule.length)) endpoint.enabled = false;
        }
      }),
    );
    if (claimed.length < policy.batchSize) break;
  }
  const [next] = await db
    .select({ at: min(webhookDeliveries.nextAttemptAt) })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, "pending"));
  report.nextDueInMs = next?.at ? new Date(next.at).getTime() - now().getTime() : null;
  return report;
}
