import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { type WebhookDelivery, webhookDeliveries, webhookEndpoints } from "@/db/schema-integrations";
import { attempt, DEFAULT_WEBHOOK_POLICY, settle } from "./deliver";

/**
 * One attempt of one pending delivery, now, for the owner waiting on a button (Test, Replay):
 * claimed like the sender claims (so a run elsewhere cannot send it at the same moment), then
 * settled as usual (`retry`), or, for a test event, delivered or failed after this one attempt.
 * Returns the delivery as it ends, or null when someone else held it.
 */
export async function sendNow(db: Database, deliveryId: number, { retry }: { retry: boolean }): Promise<WebhookDelivery | null> {
  const policy = DEFAULT_WEBHOOK_POLICY;
  const now = new Date();
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + policy.leaseMs), lastAttemptAt: now })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, "pending")))
    .returning();
  if (!claimed) return null;
  const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, claimed.endpointId));
  if (!endpoint) return null;
  const outcome = await attempt(db, claimed, endpoint, now, policy);
  if (retry) await settle(db, claimed, endpoint, outcome, now, policy);
  else
    await db
      .update(webhookDeliveries)
      .set({ lastStatus: outcome.status, lastError: outcome.error, ...(outcome.delivered ? { status: "delivered", deliveredAt: now } : { status: "failed" }) })
      .where(eq(webhookDeliveries.id, claimed.id));
  const [ended] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, claimed.id));
  return ended ?? null;
}
