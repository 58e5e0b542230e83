import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { webhookDeliveries, webhookEndpoints, type WebhookEvent } from "@/db/schema-integrations";
import { inboxLeadById } from "@/lib/leads/inbox";
import { kickMail } from "@/lib/mail/scheduler";
import { kickDeliveries } from "./kick";

/** A Standard Webhooks message ID: `msg_` and 24 random bytes, URL-safe. */
export const newMessageId = () => `msg_${randomBytes(18).toString("base64url")}`;

/** The envelope every event is sent in: `{type, timestamp, data}`, as the Standard Webhooks spec suggests. */
export const eventBody = (type: WebhookEvent, data: unknown, at: Date) => JSON.stringify({ type, timestamp: at.toISOString(), data });

/**
 * Queues an event for every enabled endpoint of the chatbot that asked for it, in the caller's
 * transaction: the event is sent if and only if what made it is committed. Returns how many
 * deliveries were queued; the caller kicks the sender once its transaction has committed
 * (`afterEvents`).
 */
export async function emitEvent(db: Database, chatbotId: string, type: WebhookEvent, data: () => Promise<unknown | null>, at = new Date()): Promise<number> {
  const targets = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.chatbotId, chatbotId), eq(webhookEndpoints.enabled, true), sql`${type} = any(${webhookEndpoints.events})`));
  if (targets.length === 0) return 0;
  // Built only when someone listens: a chatbot without endpoints pays one indexed select.
  const body = await data();
  if (body === null) return 0;
  const messageId = newMessageId();
  const payload = eventBody(type, body, at);
  await db.insert(webhookDeliveries).values(targets.map((target) => ({ endpointId: target.id, chatbotId, messageId, eventType: type, payload })));
  return targets.length;
}

/** A lead's event (lead.created, lead.updated, handoff.requested): the lead as the inbox shows it. */
export function emitLeadEvent(
  db: Database,
  chatbotId: string,
  type: "lead.created" | "lead.updated" | "handoff.requested",
  leadId: number,
  extra: object = {},
) {
  return emitEvent(db, chatbotId, type, async () => {
    const lead = await inboxLeadById(db, leadId);
    return lead && { ...extra, lead };
  });
}

/**
 * Call after the transaction that emitted events (and queued the owner's mails of a lead, a
 * handoff or a showing) has committed: the webhook sender and the mailer start at once.
 */
export function afterEvents(queued: number) {
  if (queued > 0) kickDeliveries();
  kickMail();
}
