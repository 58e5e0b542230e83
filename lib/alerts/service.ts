import { envNumber } from "@/lib/config";
import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/db/client";
import { type Chatbot, listings, outbox } from "@/db/schema";
import { type SearchAlert, searchAlerts } from "@/db/schema-integrations";
import type { SearchFilters } from "@/lib/ai/concierge/types";
import { quietlyAllowed } from "@/lib/auth/mail-throttle";
import { recordLead } from "@/lib/chat/leads";
import { seal, unseal } from "@/lib/secrets/sealed";
import { reachableLead } from "@/lib/leads/qualify";
import { type AlertLanguage, alertFilters, alertSummary, criteriaKey } from "./criteria";
import { alertLinks, confirmationMail } from "./mails";

// Visitors' saved searches (issue 43): saved from a conversation with an address, confirmed by the
// link mailed to it (double opt-in), ended by the unsubscribe link of any of its mails. The link's
// token is kept only as its SHA-256, and looked up by it.

/** The most alerts one conversation may save: a visitor's few searches, not a way to mail strangers. */
export const ALERTS_PER_SESSION = 3;

const emailSchema = z.email().max(254);

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

const sealContext = (chatbotId: string) => `search-alert:${chatbotId}`;

/** The alert's link token, for a later mail's links; null when SECRETS_KEY changed since it was saved. */
export const alertToken = (alert: Pick<SearchAlert, "chatbotId" | "tokenSealed">) => unseal(alert.tokenSealed, sealContext(alert.chatbotId));

export type SaveAlertResult =
  | { saved: true; status: "pending" | "active"; summary: string; email: string }
  | { saved: false; reason: "email" | "criteria" | "limit" | "links"; summary?: string };

/**
 * Saves the conversation's search for `email` and mails the confirmation link; a search already
 * confirmed for that address is left as it is. The visitor becomes a lead of the conversation
 * (the one they already are, when they left this address), so the owner sees the saved search.
 * `linkOrigin` is where the mails' links point (lib/auth/account-mail.ts mailLinkOrigin): null
 * when this server cannot mail links it can vouch for.
 */
export async function saveAlert({
  db,
  chatbot,
  sessionId,
  email: given,
  name,
  filters: asked,
  language,
  linkOrigin,
}: {
  db: Database;
  chatbot: Chatbot;
  sessionId: number;
  email: string;
  name?: string;
  filters: SearchFilters | undefined;
  language: AlertLanguage;
  linkOrigin: string | null;
}): Promise<SaveAlertResult> {
  const email = given.trim().toLowerCase();
  if (!emailSchema.safeParse(email).success) return { saved: false, reason: "email" };
  const filters = asked ? alertFilters(asked) : null;
  if (!filters) return { saved: false, reason: "criteria" };
  const summary = await alertSummaryFor(db, chatbot.id, filters, language);
  if (!linkOrigin) return { saved: false, reason: "links", summary };
  const key = criteriaKey(filters);
  const [existing] = await db
    .select()
    .from(searchAlerts)
    .where(and(eq(searchAlerts.chatbotId, chatbot.id), eq(searchAlerts.email, email), eq(searchAlerts.criteriaKey, key)));
  if (existing?.status === "active") return { saved: true, status: "active", summary, email };
  if (!existing) {
    const [mine] = await db.select({ total: count() }).from(searchAlerts).where(eq(searchAlerts.sessionId, sessionId));
    if ((mine?.total ?? 0) >= ALERTS_PER_SESSION) return { saved: false, reason: "limit", summary };
  }
  const known = await reachableLead(db, sessionId);
  const leadId =
    known && known.email.toLowerCase() === email
      ? known.id
      : (await recordLead(db, chatbot, sessionId, { email, ...(name ? { name } : {}) }, `Saved search (alert): ${summary}`, filters)).leadId;
  // A confirmation goes to one address a few times an hour at most, whoever asks (mail-throttle.ts): past
  // that, a search waiting for confirmation keeps the link already mailed, and a new one is not saved.
  if (!(await quietlyAllowed(db, `alert:${email}`))) {
    return existing?.status === "pending" ? { saved: true, status: "pending", summary, email } : { saved: false, reason: "limit", summary };
  }
  const token = randomBytes(24).toString("base64url");
  const mail = confirmationMail(language, chatbot.Name, summary, alertLinks(linkOrigin, token));
  await db.transaction(async (tx) => {
    const values = {
      status: "pending" as const,
      tokenHash: tokenHash(token),
      tokenSealed: seal(token, sealContext(chatbot.id)),
      linkOrigin,
      language,
      summary,
      leadId,
      sessionId,
      unsubscribedAt: null,
    };
    if (existing) await tx.update(searchAlerts).set(values).where(eq(searchAlerts.id, existing.id));
    else await tx.insert(searchAlerts).values({ ...values, chatbotId: chatbot.id, email, filters: filters as Record<string, unknown>, criteriaKey: key });
    await tx.insert(outbox).values({ chatbotId: chatbot.id, kind: "alert-confirm", to: email, subject: mail.subject, body: mail.body, headers: mail.headers });
  });
  return { saved: true, status: "pending", summary, email };
}

/**
 * The search in words, its prices in the currency the visitor named or, when none, the chatbot's listings'
 * ("up to $600,000", not "up to 600,000").
 */
export async function alertSummaryFor(db: Database, chatbotId: string, filters: SearchFilters, language: AlertLanguage): Promise<string> {
  if (filters.currency || !filters.price) return alertSummary(filters, language);
  const [listing] = await db.select({ currency: listings.CurrencySymbol }).from(listings).where(eq(listings.chatbotId, chatbotId)).limit(1);
  return alertSummary(filters, language, listing?.currency);
}

/** What the confirmation and unsubscribe pages show of an alert: its words, its language, where it stands. */
export async function alertByToken(db: Database, token: string): Promise<Pick<SearchAlert, "id" | "summary" | "language" | "status" | "email"> | null> {
  if (!token || token.length > 100) return null;
  const [alert] = await db
    .select({ id: searchAlerts.id, summary: searchAlerts.summary, language: searchAlerts.language, status: searchAlerts.status, email: searchAlerts.email })
    .from(searchAlerts)
    .where(eq(searchAlerts.tokenHash, tokenHash(token)));
  return alert ?? null;
}

/**
 * Turns a pending alert on: homes listed or made cheaper from now on are its news. One confirmed
 * already stays as it is; one unsubscribed needs a new request (and a new link).
 */
export async function confirmAlert(db: Database, token: string, now = new Date()) {
  const alert = await alertByToken(db, token);
  if (!alert || alert.status !== "pending") return alert;
  const [done] = await db
    .update(searchAlerts)
    .set({ status: "active", confirmedAt: now, checkedThrough: now, nextCheckAt: new Date(now.getTime() + alertCheckMs()) })
    .where(and(eq(searchAlerts.id, alert.id), eq(searchAlerts.status, "pending")))
    .returning({ status: searchAlerts.status });
  return { ...alert, status: done?.status ?? alert.status };
}

/** Ends an alert, whatever it was; the link keeps answering (already unsubscribed). */
export async function unsubscribeAlert(db: Database, token: string, now = new Date()) {
  const alert = await alertByToken(db, token);
  if (!alert || alert.status === "unsubscribed") return alert;
  await db.update(searchAlerts).set({ status: "unsubscribed", unsubscribedAt: now }).where(eq(searchAlerts.id, alert.id));
  return { ...alert, status: "unsubscribed" as const };
}

/** How often an active alert is looked at when the last look found nothing (a mail waits a day): ALERT_CHECK_MINUTES, 15 by default. */
export const alertCheckMs = () => envNumber("ALERT_CHECK_MINUTES", 15) * 60_000;

/** What the leads inbox shows of a lead's saved search. */
export interface SavedSearchItem {
  Summary: string;
  Status: "pending" | "active" | "unsubscribed";
  LastSentAt: string | null;
  CreateTime: string;
}

/** The saved searches of these leads, newest first, for the leads inbox (the leads are the caller's workspace's). */
export async function alertsOfLeads(db: Database, leadIds: number[]): Promise<Map<number, SavedSearchItem[]>> {
  const byLead = new Map<number, SavedSearchItem[]>();
  if (leadIds.length === 0) return byLead;
  const rows = await db
    .select({
      leadId: searchAlerts.leadId,
      summary: searchAlerts.summary,
      status: searchAlerts.status,
      lastSentAt: searchAlerts.lastSentAt,
      createdAt: searchAlerts.createdAt,
    })
    .from(searchAlerts)
    .where(inArray(searchAlerts.leadId, leadIds))
    .orderBy(desc(searchAlerts.id));
  for (const row of rows) {
    if (row.leadId === null) continue;
    const item = { Summary: row.summary, Status: row.status, LastSentAt: row.lastSentAt?.toISOString() ?? null, CreateTime: row.createdAt.toISOString() };
    byLead.set(row.leadId, [...(byLead.get(row.leadId) ?? []), item]);
  }
  return byLead;
}
