import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { type Chatbot, chatMessages, leads, outbox } from "@/db/schema";
import type { SearchFilters } from "@/lib/ai/concierge/types";
import type { Qualification } from "@/lib/leads/qualification";
import { qualifyLead } from "@/lib/leads/qualify";
import { splitList } from "@/lib/validation/text";
import { afterEvents, emitLeadEvent } from "@/lib/webhooks/events";

interface Contact {
  name?: string;
  email?: string;
  phone?: string;
}

function contactLines(person: Required<Contact>): string {
  const lines = [
    ["Name", person.name],
    ["E-mail", person.email],
    ["Phone", person.phone],
  ].filter(([, value]) => value);
  return lines.length ? `${lines.map(([label, value]) => `${label}: ${value}`).join("\n")}\n\n` : "";
}

/**
 * A visitor who left an e-mail address or phone number, and its lead.created event for the
 * chatbot's webhooks and CRM (lib/webhooks), in one transaction; the sender is kicked once it commits.
 */
export async function recordLead(
  db: Database,
  chatbot: Chatbot,
  sessionId: number,
  contact: Contact,
  message: string,
  criteria?: SearchFilters,
): Promise<{ leadId: number; qualification: Qualification }> {
  const { queued, leadId, qualification } = await db.transaction(async (tx) => {
    // The same visitor adding another way to reach them ("and my cell, if easier"): their lead gains it, no second lead.
    const [earlier] = await tx
      .select({ id: leads.id, name: leads.name, email: leads.email, phone: leads.phone })
      .from(leads)
      .where(and(eq(leads.sessionId, sessionId), eq(leads.chatbotId, chatbot.id), eq(leads.type, "Lead")))
      .orderBy(desc(leads.id))
      .limit(1);
    const given = { name: contact.name?.trim() ?? "", email: contact.email?.trim() ?? "", phone: contact.phone?.trim() ?? "" };
    // Another address or number than the lead's is another person's ("and my colleague is bo@…"): a lead of its own.
    const digits = (phone: string) => phone.replace(/\D/g, "");
    const other =
      earlier !== undefined &&
      ((given.email !== "" && earlier.email !== "" && given.email.toLowerCase() !== earlier.email.toLowerCase()) ||
        (given.phone !== "" && earlier.phone !== "" && digits(given.phone) !== digits(earlier.phone)));
    if (earlier && (earlier.email || earlier.phone) && !other) {
      // Only what the lead lacks is filled in: nothing it holds is overwritten.
      const changes = {
        ...(given.name && !earlier.name && { name: given.name }),
        ...(given.email && !earlier.email && { email: given.email }),
        ...(given.phone && !earlier.phone && { phone: given.phone }),
      };
      const changed = Object.keys(changes).length > 0;
      if (changed) await tx.update(leads).set(changes).where(eq(leads.id, earlier.id));
      const qualified = await qualifyLead(tx, earlier.id, { criteria });
      const queued =
        changed || qualified?.changed
          ? await emitLeadEvent(tx, chatbot.id, "lead.updated", earlier.id, {
              Changes: [...(changed ? ["Contact"] : []), ...(qualified?.changed ? ["Qualification"] : [])],
            })
          : 0;
      return { queued, leadId: earlier.id, qualification: qualified?.qualification ?? {} };
    }
    const [lead] = await tx
      .insert(leads)
      .values({
        chatbotId: chatbot.id,
        sessionId,
        type: "Lead",
        name: contact.name ?? "",
        email: contact.email ?? "",
        phone: contact.phone ?? "",
        message,
      })
      .returning({ id: leads.id });
    const recipients = instantRecipients(chatbot);
    if (recipients.length > 0) {
      const person = { name: contact.name ?? "", email: contact.email ?? "", phone: contact.phone ?? "" };
      await tx.insert(outbox).values(
        recipients.map((to) => ({
          chatbotId: chatbot.id,
          kind: "lead",
          to,
          replyTo: person.email || null,
          subject: `${chatbot.Name}: a new lead${person.name ? ` from ${person.name}` : ""}`,
          body: `A visitor of ${chatbot.Name} left their contact.\n\n${contactLines(person)}${message ? `Their message: ${message}\n\n` : ""}The conversation and the lead are in the dashboard's Leads page.\n`,
        })),
      );
    }
    const qualified = await qualifyLead(tx, lead!.id, { criteria });
    return { queued: await emitLeadEvent(tx, chatbot.id, "lead.created", lead!.id), leadId: lead!.id, qualification: qualified?.qualification ?? {} };
  });
  afterEvents(queued);
  return { leadId, qualification };
}

/**
 * Who is told of a new lead at once, by mail: the hand-off addresses (the agents who answer
 * visitors), else the daily leads addresses. None: the dashboard's Leads page (and its
 * notifications) tells the owner, and the daily digest still lists the lead.
 */
export function instantRecipients(chatbot: Chatbot): string[] {
  const agents = splitList(chatbot.TalkToHumanEmail);
  return agents.length > 0 ? agents : splitList(chatbot.EmailForDailyLeads);
}

/**
 * A visitor who asked for a person: recorded as a handoff (and the contact they left, if
 * any, as a lead), and a mail with the conversation so far is queued in the outbox for
 * TalkToHumanEmail (sent by the mailer), with the events lead.created and handoff.requested
 * for the chatbot's webhooks and CRM. All of it or none. Returns how many deliveries were
 * queued: the caller kicks the sender (afterEvents) once its own transaction has committed.
 */
export async function recordHandoff(db: Database, chatbot: Chatbot, sessionId: number, message: string, contact: Contact = {}): Promise<number> {
  return db.transaction(async (tx) => {
    const person = { name: contact.name ?? "", email: contact.email ?? "", phone: contact.phone ?? "" };
    let queued = 0;
    if (person.email || person.phone) {
      const [lead] = await tx
        .insert(leads)
        .values({ chatbotId: chatbot.id, sessionId, type: "Lead", ...person, message })
        .returning({ id: leads.id });
      await qualifyLead(tx, lead!.id, {});
      queued += await emitLeadEvent(tx, chatbot.id, "lead.created", lead!.id);
    }
    const [handoff] = await tx
      .insert(leads)
      .values({ chatbotId: chatbot.id, sessionId, type: "Handoff", ...person, message })
      .returning({ id: leads.id });
    queued += await emitLeadEvent(tx, chatbot.id, "handoff.requested", handoff!.id);
    const recipients = splitList(chatbot.TalkToHumanEmail);
    if (recipients.length === 0) return queued;
    const conversation = await tx
      .select({ role: chatMessages.role, content: chatMessages.content, at: chatMessages.createdAt })
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId))
      .orderBy(asc(chatMessages.id));
    const transcript = conversation.map((turn) => `[${turn.at.toISOString()}] ${turn.role === "question" ? "Visitor" : "Bot"}: ${turn.content}`).join("\n");
    await tx.insert(outbox).values(
      recipients.map((to) => ({
        chatbotId: chatbot.id,
        kind: "handoff",
        to,
        replyTo: person.email || null,
        subject: `${chatbot.Name}: a visitor asked to talk to a person (session ${sessionId})`,
        body: `A visitor of ${chatbot.Name} asked to talk to a person.\n\n${contactLines(person)}${message ? `Their message: ${message}\n\n` : ""}Conversation so far:\n${transcript}\n`,
      })),
    );
    return queued;
  });
}
