import { and, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { chatbots } from "@/db/schema";
import { WEBHOOK_EVENTS, type WebhookDelivery, type WebhookEndpoint, webhookDeliveries, webhookEndpoints } from "@/db/schema-integrations";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { requireChatbot } from "@/lib/chatbots/service";
import { conflict, notFound } from "@/lib/errors";
import { eventBody, newMessageId } from "./events";
import { FOLLOWUPBOSS_EVENTS, followUpBossBase } from "./followupboss";
import { checkFollowUpBoss } from "./followupboss-check";
import { kickDeliveries } from "./kick";
import { sealSecret, newSigningSecret, secretHint } from "./secret";
import { sendNow } from "./send-now";
import type {
  followUpBossInput,
  webhookCreateInput,
  webhookDeliveriesInput,
  webhookListInput,
  webhookRefInput,
  webhookReplayInput,
  webhookUpdateInput,
} from "./schema";

interface Scope {
  db: Database;
  workspace: WorkspaceRef;
}

/** How long the secret before a rotation still signs, so that receivers can switch over. */
export const ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;

export function endpointItem(endpoint: WebhookEndpoint) {
  return {
    ID: endpoint.id,
    SerialNumber: endpoint.chatbotId,
    Kind: endpoint.kind,
    Url: endpoint.url,
    Description: endpoint.description,
    Events: endpoint.events,
    SecretHint: endpoint.secretHint,
    Enabled: endpoint.enabled,
    DisabledReason: endpoint.disabledReason ?? "",
    DisabledAt: endpoint.disabledAt?.toISOString() ?? null,
    PreviousSecretValidUntil: endpoint.previousUntil && endpoint.previousUntil > new Date() ? endpoint.previousUntil.toISOString() : null,
    CreateTime: endpoint.createdAt.toISOString(),
    UpdatedAt: endpoint.updatedAt.toISOString(),
  };
}

export function deliveryItem(delivery: WebhookDelivery) {
  return {
    DeliveryID: delivery.id,
    EndpointID: delivery.endpointId,
    MessageID: delivery.messageId,
    EventType: delivery.eventType,
    Status: delivery.status,
    Attempts: delivery.attempts,
    LastStatus: delivery.lastStatus,
    LastError: delivery.lastError ?? "",
    Payload: delivery.payload,
    CreateTime: delivery.createdAt.toISOString(),
    LastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
    NextAttemptAt: delivery.status === "pending" ? delivery.nextAttemptAt.toISOString() : null,
    DeliveredAt: delivery.deliveredAt?.toISOString() ?? null,
  };
}

/** The endpoint, if its chatbot is the workspace's; another workspace's is not found. */
async function requireEndpoint(db: Database, workspace: WorkspaceRef, id: number): Promise<WebhookEndpoint> {
  const [row] = await db
    .select({ endpoint: webhookEndpoints })
    .from(webhookEndpoints)
    .innerJoin(chatbots, eq(chatbots.id, webhookEndpoints.chatbotId))
    .where(and(eq(webhookEndpoints.id, id), eq(chatbots.workspaceId, workspace.id)));
  if (!row) throw notFound("Webhook endpoint not found");
  return row.endpoint;
}

/** A new endpoint and its signing secret, shown this once. */
export async function webhookCreate({ db, workspace, input }: Scope & { input: z.output<typeof webhookCreateInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  const secret = newSigningSecret();
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({
      chatbotId,
      kind: "webhook",
      url: input.Url,
      description: input.Description ?? "",
      events: input.Events ?? [...WEBHOOK_EVENTS],
      secretSealed: sealSecret(secret, chatbotId),
      secretHint: secretHint(secret),
    })
    .returning();
  return { ...endpointItem(endpoint!), Secret: secret };
}

/** The chatbot's webhook endpoints and its Follow Up Boss connection, oldest first. */
export async function webhookList({ db, workspace, input }: Scope & { input: z.output<typeof webhookListInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  const rows = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.chatbotId, chatbotId)).orderBy(webhookEndpoints.id);
  return rows.map(endpointItem);
}

export async function webhookUpdate({ db, workspace, input }: Scope & { input: z.output<typeof webhookUpdateInput> }) {
  const endpoint = await requireEndpoint(db, workspace, input.ID);
  if (endpoint.kind === "followupboss" && (input.Url !== undefined || input.Events !== undefined))
    throw conflict("Follow Up Boss's URL and events are fixed: only Description and Enabled change");
  const [updated] = await db
    .update(webhookEndpoints)
    .set({
      ...(input.Url !== undefined ? { url: input.Url } : {}),
      ...(input.Events !== undefined ? { events: input.Events } : {}),
      ...(input.Description !== undefined ? { description: input.Description } : {}),
      // Turned on again: the reason we turned it off no longer stands.
      ...(input.Enabled !== undefined ? { enabled: input.Enabled, disabledReason: null, disabledAt: input.Enabled ? null : new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning();
  return endpointItem(updated!);
}

export async function webhookDelete({ db, workspace, input }: Scope & { input: z.output<typeof webhookRefInput> }) {
  const endpoint = await requireEndpoint(db, workspace, input.ID);
  const removed = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)).returning({ id: webhookEndpoints.id });
  return removed.length;
}

/**
 * A new signing secret, shown this once. The one it replaces still signs (a second signature
 * in webhook-signature) for ROTATION_GRACE_MS, so a receiver can switch without losing a message.
 */
export async function webhookRotateSecret({ db, workspace, input }: Scope & { input: z.output<typeof webhookRefInput> }) {
  const endpoint = await requireEndpoint(db, workspace, input.ID);
  if (endpoint.kind !== "webhook") throw conflict("Follow Up Boss has an API key, not a signing secret: connect again with the new key");
  const secret = newSigningSecret();
  const now = new Date();
  const [updated] = await db
    .update(webhookEndpoints)
    .set({
      secretSealed: sealSecret(secret, endpoint.chatbotId),
      secretHint: secretHint(secret),
      previousSecretSealed: endpoint.secretSealed,
      previousUntil: new Date(now.getTime() + ROTATION_GRACE_MS),
      updatedAt: now,
    })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning();
  return { ...endpointItem(updated!), Secret: secret };
}

/** A page of the endpoint's deliveries, newest first, with each one's last status and error. */
export async function webhookDeliveriesList({ db, workspace, input }: Scope & { input: z.output<typeof webhookDeliveriesInput> }) {
  const endpoint = await requireEndpoint(db, workspace, input.ID);
  const where = and(eq(webhookDeliveries.endpointId, endpoint.id), input.Status ? eq(webhookDeliveries.status, input.Status) : undefined);
  const [rows, [counted]] = await db.transaction(
    async (tx) =>
      [
        await tx
          .select()
          .from(webhookDeliveries)
          .where(where)
          .orderBy(desc(webhookDeliveries.id))
          .limit(input.PageSize)
          .offset((input.PageNumber - 1) * input.PageSize),
        await tx.select({ total: count() }).from(webhookDeliveries).where(where),
      ] as const,
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return { List: rows.map(deliveryItem), VirtualCount: counted?.total ?? 0 };
}

/**
 * Sends one delivery's message again, as a new delivery with the same webhook-id and body (a
 * receiver that has it drops it), tried at once and then on the usual schedule.
 */
export async function webhookReplay({ db, workspace, input }: Scope & { input: z.output<typeof webhookReplayInput> }) {
  const [row] = await db
    .select({ delivery: webhookDeliveries })
    .from(webhookDeliveries)
    .innerJoin(chatbots, eq(chatbots.id, webhookDeliveries.chatbotId))
    .where(and(eq(webhookDeliveries.id, input.DeliveryID), eq(chatbots.workspaceId, workspace.id)));
  if (!row) throw notFound("Delivery not found");
  const endpoint = await requireEndpoint(db, workspace, row.delivery.endpointId);
  if (!endpoint.enabled) throw conflict("The endpoint is turned off: turn it on before sending again");
  const [copy] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      chatbotId: endpoint.chatbotId,
      messageId: row.delivery.messageId,
      eventType: row.delivery.eventType,
      payload: row.delivery.payload,
    })
    .returning();
  const tried = await sendNow(db, copy!.id, { retry: true });
  kickDeliveries();
  return deliveryItem(tried ?? copy!);
}

/**
 * Sends a `webhook.test` event to a webhook endpoint at once (one attempt, no retries, the
 * endpoint never turned off for it), or checks Follow Up Boss's key with `GET /v1/identity`.
 */
export async function webhookTest({ db, workspace, input }: Scope & { input: z.output<typeof webhookRefInput> }) {
  const endpoint = await requireEndpoint(db, workspace, input.ID);
  if (endpoint.kind === "followupboss") {
    return { ...(await checkFollowUpBoss(endpoint)), Delivery: null };
  }
  const now = new Date();
  const [queued] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      chatbotId: endpoint.chatbotId,
      messageId: newMessageId(),
      eventType: "webhook.test",
      payload: eventBody("webhook.test", { SerialNumber: endpoint.chatbotId, EndpointID: endpoint.id, Message: "A test event sent from Casabot" }, now),
    })
    .returning();
  const tried = (await sendNow(db, queued!.id, { retry: false }))!;
  return { Ok: tried.status === "delivered", Status: tried.lastStatus, Message: tried.lastError ?? "Delivered", Delivery: deliveryItem(tried) };
}

/** Connects the chatbot to Follow Up Boss with an API key (sealed; never shown again), or replaces the key. */
export async function followUpBossConnect({ db, workspace, input }: Scope & { input: z.output<typeof followUpBossInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  const values = {
    url: `${followUpBossBase()}/v1/events`,
    events: [...FOLLOWUPBOSS_EVENTS],
    secretSealed: sealSecret(input.ApiKey, chatbotId),
    secretHint: secretHint(input.ApiKey),
    enabled: true,
    disabledReason: null,
    disabledAt: null,
    updatedAt: new Date(),
  };
  // One connection per chatbot (a partial unique index): connecting again replaces the key.
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({ chatbotId, kind: "followupboss", description: "Follow Up Boss", ...values })
    .onConflictDoUpdate({ target: webhookEndpoints.chatbotId, targetWhere: sql`${webhookEndpoints.kind} = 'followupboss'`, set: values })
    .returning();
  return endpointItem(endpoint!);
}
