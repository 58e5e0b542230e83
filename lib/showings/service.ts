import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { type Chatbot, leads, outbox, users } from "@/db/schema";
import { type ProposedWindow, type ShowingRequest, showingRequests } from "@/db/schema-integrations";
import type { SearchFilters } from "@/lib/ai/concierge/types";
import type { Qualification } from "@/lib/leads/qualification";
import { qualifyLead } from "@/lib/leads/qualify";
import { instantRecipients } from "@/lib/chat/leads";
import { configuredPublicOrigin } from "@/lib/public-url";
import { emitEvent, emitLeadEvent } from "@/lib/webhooks/events";
import { inboxLeadById } from "@/lib/leads/inbox";
import { showingLanguage } from "./format";
import { showingItem } from "./items";
import { ownerRequestMail, type ShowingContact } from "./mails";

/** Who hears of a chatbot's showing requests: those told of its leads at once (instantRecipients), else the workspace's owners. */
export async function showingRecipients(db: Database, chatbot: Chatbot): Promise<string[]> {
  const listed = instantRecipients(chatbot);
  if (listed.length > 0) return listed;
  const owners = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.workspaceId, chatbot.workspaceId), eq(users.role, "owner")));
  return owners.map((owner) => owner.email);
}

export interface NewShowing {
  chatbot: Chatbot;
  sessionId: number;
  /** The visitor's lead: an existing one of the session, or the contact to record one with. */
  leadId?: number;
  contact: ShowingContact;
  listing: { id: number; address: string; mls: string } | null;
  proposed: ProposedWindow[];
  visitorWords: string;
  language: string | undefined;
  message: string;
  /** The conversation's last search, for the lead's qualification. */
  criteria?: SearchFilters;
}

/**
 * Records a visitor's showing request, in one transaction: their lead (when this message brought
 * the contact), the request, the events (lead.created, showing.requested) for webhooks and the
 * CRM, and the owner's mail with a tentative invitation. Returns it and how many deliveries were
 * queued (the caller kicks the sender after its commit).
 */
export async function recordShowing(db: Database, input: NewShowing): Promise<{ showing: ShowingRequest; queued: number; qualification: Qualification }> {
  const { chatbot } = input;
  return db.transaction(async (tx) => {
    let queued = 0;
    let leadId = input.leadId;
    if (leadId === undefined) {
      const [lead] = await tx
        .insert(leads)
        .values({ chatbotId: chatbot.id, sessionId: input.sessionId, type: "Lead", ...input.contact, message: input.message })
        .returning({ id: leads.id });
      leadId = lead!.id;
    }
    const [showing] = await tx
      .insert(showingRequests)
      .values({
        chatbotId: chatbot.id,
        leadId,
        sessionId: input.sessionId,
        listingId: input.listing?.id ?? null,
        listingAddress: input.listing?.address ?? "",
        listingMls: input.listing?.mls ?? "",
        proposed: input.proposed,
        visitorWords: input.visitorWords.slice(0, 500),
        language: showingLanguage(input.language),
      })
      .returning();
    // A showing asked for makes the lead hot (lib/leads/score.ts): brought up to date before any event carries it.
    const qualified = await qualifyLead(tx, leadId, { criteria: input.criteria });
    if (input.leadId === undefined) queued += await emitLeadEvent(tx, chatbot.id, "lead.created", leadId);
    queued += await announceShowing(tx, chatbot, showing!, leadId, input.contact, false);
    return { showing: showing!, queued, qualification: qualified?.qualification ?? {} };
  });
}

/**
 * The visitor moves the request this conversation sent ("actually make it Sunday, same time"): its
 * times replaced and waiting for the agent again (a time the agent set is cleared), the owners mailed
 * the change with the invitation updated (same UID, next SEQUENCE), and showing.requested sent again
 * with the new times. Null when the request is not this session's or the visitor had cancelled it.
 */
export async function changeShowing(
  db: Database,
  input: { chatbot: Chatbot; sessionId: number; showingId: number; proposed: ProposedWindow[]; visitorWords: string },
): Promise<{ showing: ShowingRequest; queued: number; contact: ShowingContact } | null> {
  const { chatbot } = input;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ showing: showingRequests, lead: leads })
      .from(showingRequests)
      .innerJoin(leads, eq(leads.id, showingRequests.leadId))
      .where(and(eq(showingRequests.id, input.showingId), eq(showingRequests.chatbotId, chatbot.id), eq(showingRequests.sessionId, input.sessionId)))
      .for("update", { of: showingRequests });
    if (!found || found.showing.status === "cancelled") return null;
    const [showing] = await tx
      .update(showingRequests)
      .set({
        proposed: input.proposed,
        visitorWords: input.visitorWords.slice(0, 500),
        status: "requested",
        scheduledStart: null,
        scheduledEnd: null,
        sequence: sql`${showingRequests.sequence} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(showingRequests.id, found.showing.id))
      .returning();
    const contact = { name: found.lead.name, email: found.lead.email, phone: found.lead.phone };
    const queued = await announceShowing(tx, chatbot, showing!, found.lead.id, contact, true);
    return { showing: showing!, queued, contact };
  });
}

/**
 * A request told, new or changed by the visitor: showing.requested for webhooks and the CRM, and the
 * owners' mail with the tentative invitation (a change says so, its invitation the next SEQUENCE).
 * Returns how many deliveries were queued.
 */
async function announceShowing(tx: Database, chatbot: Chatbot, showing: ShowingRequest, leadId: number, contact: ShowingContact, changed: boolean) {
  const queued = await emitEvent(tx, chatbot.id, "showing.requested", async () => ({
    lead: await inboxLeadById(tx, leadId),
    showing: showingItem(showing, chatbot.TimeZone),
  }));
  const owners = await showingRecipients(tx, chatbot);
  if (owners.length === 0) return queued;
  const mail = ownerRequestMail(showing, chatbot, contact, owners, `${configuredPublicOrigin() ?? ""}/leads?showing=${showing.id}`);
  await tx.insert(outbox).values(
    owners.map((to) => ({
      chatbotId: chatbot.id,
      kind: changed ? "showing-update" : "showing",
      to,
      replyTo: contact.email || null,
      subject: changed ? `Changed: ${mail.subject}` : mail.subject,
      body: changed ? `The visitor changed the times they offered.\n\n${mail.body}` : mail.body,
      ical: mail.ical,
    })),
  );
  return queued;
}
