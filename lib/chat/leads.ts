import { asc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { type Chatbot, chatMessages, leads, outbox } from "@/db/schema";
import { splitList } from "@/lib/validation/text";

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

/** A visitor who left an e-mail address or phone number. */
export async function recordLead(db: Database, chatbot: Chatbot, sessionId: number, contact: Contact, message: string) {
  await db.insert(leads).values({
    chatbotId: chatbot.id,
    sessionId,
    type: "Lead",
    name: contact.name ?? "",
    email: contact.email ?? "",
    phone: contact.phone ?? "",
    message,
  });
}

/**
 * A visitor who asked for a person: recorded as a handoff (and the contact they left, if
 * any, as a lead), and a mail with the conversation so far is queued in the outbox for
 * TalkToHumanEmail (sent by the mailer). All of it or none.
 */
export async function recordHandoff(db: Database, chatbot: Chatbot, sessionId: number, message: string, contact: Contact = {}) {
  await db.transaction(async (tx) => {
    const person = { name: contact.name ?? "", email: contact.email ?? "", phone: contact.phone ?? "" };
    if (person.email || person.phone) await tx.insert(leads).values({ chatbotId: chatbot.id, sessionId, type: "Lead", ...person, message });
    await tx.insert(leads).values({ chatbotId: chatbot.id, sessionId, type: "Handoff", ...person, message });
    const recipients = splitList(chatbot.TalkToHumanEmail);
    if (recipients.length === 0) return;
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
  });
}
