import { asc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { type Chatbot, chatMessages, leads, outbox } from "@/db/schema";
import { splitList } from "@/lib/validation/text";

interface Contact {
  name?: string;
  email?: string;
  phone?: string;
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
 * A visitor who asked for a person: recorded as a handoff, and a mail with the
 * conversation so far is queued in the outbox for TalkToHumanEmail (sent by the mailer).
 */
export async function recordHandoff(db: Database, chatbot: Chatbot, sessionId: number, message: string) {
  await db.transaction(async (tx) => {
    await tx.insert(leads).values({ chatbotId: chatbot.id, sessionId, type: "Handoff", message });
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
        subject: `${chatbot.Name}: a visitor asked to talk to a person (session ${sessionId})`,
        body: `A visitor of ${chatbot.Name} asked to talk to a person.\n\nConversation so far:\n${transcript}\n`,
      })),
    );
  });
}
