import { and, asc, desc, eq, ne, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { chatMessages, leads } from "@/db/schema";
import { showingRequests } from "@/db/schema-integrations";
import { chatbotCities } from "@/lib/ai/concierge-model";
import { withoutContact } from "@/lib/ai/concierge/contact";
import { readCriteria } from "@/lib/ai/concierge/criteria";
import { fold } from "@/lib/ai/concierge/text";
import type { SearchFilters } from "@/lib/ai/concierge/types";
import {
  asksAboutPreApproval,
  fromCriteria,
  mergeQualification,
  type Qualification,
  type QualifyingQuestion,
  readQualification,
  readStatements,
} from "./qualification";
import { scoreLead } from "./score";

/** The visitor's messages read for a lead, newest last: a conversation's first 60 questions at most. */
const READ_MESSAGES = 60;
/** The listings a lead keeps as viewed: the first ones the conversation's answers named. */
const VIEWED = 20;

/**
 * A lead's qualification brought up to date from its conversation: the last search's criteria,
 * every visitor message read for statements (the answer to the question just asked read as
 * such), what was stored before, and the listings its answers named; then its score by the
 * rules of score.ts. Returns whether anything changed, for lead.updated.
 */
export async function qualifyLead(
  db: Database,
  leadId: number,
  context: { criteria?: SearchFilters; answer?: string; asked?: QualifyingQuestion },
): Promise<{ qualification: Qualification; score: string; changed: boolean } | null> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) return null;
  const stored = readQualification(lead.qualification);
  const stated = lead.sessionId ? await statedInConversation(db, lead.chatbotId, lead.sessionId) : [];
  const answered = context.answer ? [readStatements(context.answer, context.asked)] : [];
  const qualification = mergeQualification(stored, ...stated, fromCriteria(context.criteria), ...answered);
  const viewed = lead.sessionId
    ? rowsOf<{ id: unknown }>(
        await db.execute(sql`
          select distinct (jsonb_array_elements_text(m.listing_ids))::bigint as id
          from ${chatMessages} m
          where m.session_id = ${lead.sessionId} and jsonb_typeof(m.listing_ids) = 'array'
          limit ${VIEWED}
        `),
      )
    : [];
  const [showing] = await db.select({ id: showingRequests.id }).from(showingRequests).where(eq(showingRequests.leadId, leadId)).limit(1);
  const { score } = scoreLead({ reachable: Boolean(lead.email || lead.phone), showingRequested: Boolean(showing), qualification });
  const listingsViewed = viewed.map((row) => Number(row.id)).filter(Number.isFinite);
  const changed = JSON.stringify(qualification) !== JSON.stringify(stored) || score !== lead.score;
  await db
    .update(leads)
    .set({ qualification, score, listingsViewed, ...(changed ? { updatedAt: new Date() } : {}) })
    .where(eq(leads.id, leadId));
  return { qualification, score, changed };
}

/**
 * What each of a conversation's visitor messages states of the search, oldest first: its own search
 * words (a city, a budget, rooms, to buy or rent), read as the concierge reads a search ("pre-approved
 * up to 425k, San Antonio, 4 bed" says as much as the search it may never have run), and its
 * statements of plans.
 */
async function statedInConversation(db: Database, chatbotId: string, sessionId: number): Promise<Qualification[]> {
  const messages = await db
    .select({ content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.role, "question")))
    .orderBy(asc(chatMessages.id))
    .limit(READ_MESSAGES);
  const cities = messages.length > 0 ? await chatbotCities(db, chatbotId) : [];
  return messages.map((message, index) => {
    // "¿Es necesario estar preaprobado?" then "sí, ya tenemos": the yes answers the visitor's own question.
    const previous = messages[index - 1];
    const asked = previous && asksAboutPreApproval(previous.content) ? "financing" : undefined;
    // Without the contact it leaves: "210-555-0178" holds no budget.
    const words = withoutContact(message.content, fold(message.content));
    const { place, ...filters } = readCriteria(fold(words), { cities, french: false }).filters;
    // A place that is no city of the chatbot's is an area only when written as a name ("in Hyde Park"): "is that a
    // problem", "los próximos meses" and "c'est fait" name none.
    const named = place && !filters.city && writtenAsName(message.content, place) ? { place } : {};
    return mergeQualification(fromCriteria({ ...filters, ...named }), readStatements(message.content, asked));
  });
}

/** Whether every word of `place` (folded) is written with a capital in `text`: a name, not a common word. */
function writtenAsName(text: string, place: string): boolean {
  const capitalised = new Set((text.match(/\p{Lu}[\p{L}'-]*/gu) ?? []).map((word) => fold(word)));
  return place.split(" ").every((word) => capitalised.has(word));
}

/**
 * What a conversation states of the visitor's search, whether or not they left a contact: the
 * conversation view shows it, and the lead recorded later starts from the same reading.
 */
export async function conversationQualification(db: Database, chatbotId: string, sessionId: number): Promise<Qualification> {
  return mergeQualification(...(await statedInConversation(db, chatbotId, sessionId)));
}

/** The session's latest lead with a way to reach the visitor, if any. */
export async function reachableLead(db: Database, sessionId: number) {
  const [lead] = await db
    .select({ id: leads.id, name: leads.name, email: leads.email, phone: leads.phone, chatbotId: leads.chatbotId })
    .from(leads)
    .where(and(eq(leads.sessionId, sessionId), eq(leads.type, "Lead"), or(ne(leads.email, ""), ne(leads.phone, ""))))
    .orderBy(desc(leads.id))
    .limit(1);
  return lead;
}
