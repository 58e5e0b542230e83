import { tool, zodSchema } from "ai";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/db/client";
import { type Chatbot, knowledgeChunks } from "@/db/schema";
import { recordHandoff, recordLead } from "@/lib/chat/leads";
import { nextQuestion } from "@/lib/leads/qualification";
import { qualifyLead, reachableLead } from "@/lib/leads/qualify";
import { afterEvents, emitLeadEvent } from "@/lib/webhooks/events";
import { isAppError } from "@/lib/errors";
import { errorFields, log } from "@/lib/log";
import { searchPassages } from "@/lib/knowledge/search";
import { admitHandoff } from "@/lib/widget/limits";
import type { ConciergeResult } from "./concierge/results";
import { nextState } from "./concierge/state";
import type { ConciergeListing, ConversationState, Intent, ListingRef, SearchFilters } from "./concierge/types";
import { compareListings, countListings, findListing, listCoverage, searchListings, searchSimilar } from "./concierge/search";
import { requestShowing } from "./showing-tool";
import { alertFilters, alertLanguage } from "@/lib/alerts/criteria";
import { detectLanguage } from "./concierge/language";
import { alertSummaryFor, saveAlert } from "@/lib/alerts/service";
import {
  compareInputSchema,
  countInputSchema,
  getListingInputSchema,
  knowledgeInputSchema,
  leadInputSchema,
  qualifyInputSchema,
  searchInputSchema,
  showingInputSchema,
  alertInputSchema,
} from "./tool-schemas";
import type { KnowledgePassage } from "./concierge/knowledge";

/** The session's conversation state, shared by the tools of one answer (and ask.ts, which saves the language). */
export interface Conversation {
  state: ConversationState;
}

interface ToolScope {
  db: Database;
  chatbot: Chatbot;
  sessionId: number;
  /** The visitor's message, kept with a lead or handoff. */
  question: string;
  /** A widget visitor's address hash: their handoffs count against the widget's limits. */
  visitorAddress?: string;
  /** Whether the chatbot has any knowledge, when the caller knows already (undefined: the tool finds out). */
  knowledge?: boolean;
  /** The session's state as loaded before the answer; each listing tool sets the next one. */
  conversation?: Conversation;
  /** Where the links of a visitor's alert mails point (lib/auth/account-mail.ts mailLinkOrigin); null: no alerts from this request. */
  linkOrigin?: string | null;
}

/**
 * The tools' inputs, wrapped once per process: each request's tools are new (bound to its chatbot), but
 * their JSON Schema, which a model is sent, is then turned out of zod once (2.5 ms an ask otherwise).
 */
const INPUTS = {
  search: zodSchema(searchInputSchema),
  count: zodSchema(countInputSchema),
  getListing: zodSchema(getListingInputSchema),
  compare: zodSchema(compareInputSchema),
  knowledge: zodSchema(knowledgeInputSchema),
  lead: zodSchema(leadInputSchema),
  showing: zodSchema(showingInputSchema),
  alert: zodSchema(alertInputSchema),
  qualify: zodSchema(qualifyInputSchema),
  none: zodSchema(z.object({})),
};

/** Whether a chatbot has any searchable passage. */
async function hasKnowledge(db: Database, chatbotId: string): Promise<boolean> {
  const [row] = await db.select({ id: knowledgeChunks.id }).from(knowledgeChunks).where(eq(knowledgeChunks.chatbotId, chatbotId)).limit(1);
  return Boolean(row);
}

/** How many passages searchKnowledge returns. */
const PASSAGES = 5;

/** How many listings of the state get_conversation_state describes. */
const SUMMARISED = 10;

/** A listing in a line of facts, for a model resolving "the second one". */
function summary(listing: ConciergeListing) {
  const { id, mlsNumber, address, city, price, currencySymbol, saleType, bedrooms, bathrooms, kind, propertyType, status } = listing;
  return { id, mlsNumber, address, city, price, currencySymbol, saleType, bedrooms, bathrooms, kind, propertyType, status };
}

const refText = (ref: ListingRef) => ("id" in ref ? `#${ref.id}` : "mlsNumber" in ref ? ref.mlsNumber : ref.address);

/**
 * The tools every model gets, the concierge and providers' models alike. Each is bound
 * to one chatbot: nothing a model asks for can reach another chatbot's listings. The
 * listing tools keep the session's next conversation state in `conversation`, which the
 * answer's save stores.
 */
export function chatTools({
  db,
  chatbot,
  sessionId,
  question,
  visitorAddress,
  knowledge,
  conversation = { state: { results: [], focus: [] } },
  linkOrigin = null,
}: ToolScope) {
  const chatbotId = chatbot.id;

  /** The conversation's next state, kept for the answer's save (lib/chat/answers.ts saveAnswer), which stores it. */
  function remember<R extends ConciergeResult>(intent: Intent, result: R): R {
    conversation.state = nextState(conversation.state, intent, result, conversation.state.language);
    return result;
  }

  /**
   * A visitor who left a contact and searches again ("we're pre-approved btw, looking to buy up to 575k"):
   * their lead follows what they say. Asked only once a lead was recorded in the conversation (its
   * qualifying state is kept), so a search of anyone else costs no query more.
   */
  async function followLead(criteria: SearchFilters | undefined) {
    if (!conversation.state.qualify) return;
    const lead = await reachableLead(db, sessionId);
    if (!lead) return;
    const queued = await db.transaction(async (tx) => {
      const qualified = await qualifyLead(tx, lead.id, { criteria });
      return qualified?.changed ? await emitLeadEvent(tx, chatbotId, "lead.updated", lead.id, { Changes: ["Qualification"] }) : 0;
    });
    afterEvents(queued);
  }

  async function summaries(ids: number[]) {
    const found = await Promise.all(ids.slice(0, SUMMARISED).map((id) => findListing({ db, chatbotId, ref: { id } })));
    return found.flatMap((listing) => (listing ? [summary(listing)] : []));
  }

  return {
    search_listings: tool({
      description:
        "Search this agency's listings with any filters and an order. Returns how many match and the first `limit` in that order; when nothing matches, the cities covered and the nearest relaxation with its count.",
      inputSchema: INPUTS.search,
      execute: async ({ filters: asked, sort, limit, offset }) => {
        // "Anything similar?": the listing's own city, kind and sale type, it left out.
        const { filters, found } =
          asked.similarTo === undefined
            ? { filters: asked, found: await searchListings({ db, chatbotId, filters: asked, sort, limit, offset }) }
            : await searchSimilar({ db, chatbotId, filters: asked, sort, limit, offset });
        // The answer does not wait on the lead's fate: a failure to follow it is logged, the search still answered.
        await followLead(filters).catch((error: unknown) => log.warn("lead not followed", { sessionId, ...errorFields(error) }));
        return remember(
          { kind: "search", filters, sort, limit, ...(offset ? { offset } : {}) },
          { kind: "search" as const, ...found, ...(asked.similarTo === undefined ? {} : { filters }) },
        );
      },
    }),
    count_listings: tool({
      description: "Count this agency's listings that match the filters (when nothing matches: the cities covered and the nearest relaxation).",
      inputSchema: INPUTS.count,
      execute: async ({ filters }) => remember({ kind: "count", filters }, { kind: "count" as const, ...(await countListings({ db, chatbotId, filters })) }),
    }),
    get_listing: tool({
      description:
        "Every fact of one listing (its ExtensionColumn facts included), by id, MLS number, street address, or a name of its own (its building, its street without a number, its neighbourhood), whatever its status.",
      inputSchema: INPUTS.getListing,
      execute: async ({ listing }) =>
        remember({ kind: "listing", listing }, { kind: "listing" as const, listing: await findListing({ db, chatbotId, ref: listing }) }),
    }),
    compare_listings: tool({
      description: "Two or three listings side by side, by id, MLS number or street address; `missing` names the references that matched nothing.",
      inputSchema: INPUTS.compare,
      execute: async ({ listings }) =>
        remember({ kind: "compare", listings }, { kind: "compare" as const, ...(await compareListings({ db, chatbotId, refs: listings })) }),
    }),
    list_coverage: tool({
      description: "The cities this agency has homes on the market in, with how many in each.",
      inputSchema: INPUTS.none,
      execute: async () => ({ kind: "coverage" as const, cities: await listCoverage({ db, chatbotId }) }),
    }),
    get_conversation_state: tool({
      description:
        'What this conversation has looked at so far: the last search\'s criteria, the listings last shown in order (results: "the second one" is results[1]) and the ones in focus ("it", "them"). Use it for follow-ups before searching again.',
      inputSchema: INPUTS.none,
      execute: async () => {
        const { criteria, results, focus, language } = conversation.state;
        return {
          kind: "state" as const,
          criteria: criteria ?? null,
          results: await summaries(results),
          focus: await summaries(focus),
          language: language ?? null,
        };
      },
    }),
    request_human: tool({
      description: "The visitor wants to talk to a person (an agent, a broker, a realtor): notify the agency's agents.",
      inputSchema: INPUTS.none,
      execute: async () => {
        if (!visitorAddress) {
          afterEvents(await recordHandoff(db, chatbot, sessionId, question));
          return { kind: "human" as const, message: chatbot.TalkToHumanResponseMessage };
        }
        try {
          await admitHandoff({ db, chatbot, sessionId, visitorAddress, message: question, contact: {} });
        } catch (error) {
          // Over the widget's handoff limits, the answer says so rather than failing.
          if (isAppError(error, "rateLimited")) return { kind: "human" as const, message: error.message };
          throw error;
        }
        return { kind: "human" as const, message: chatbot.TalkToHumanResponseMessage };
      },
    }),
    searchKnowledge: tool({
      description:
        "Search this agency's own knowledge (its FAQ, documents and web pages: fees, office hours, buying and renting, closing, maintenance…) for passages about the visitor's question. Returns the best passages with their source (title, url), best first; an empty list when nothing is close.",
      inputSchema: INPUTS.knowledge,
      execute: async ({ query }) => {
        // A chatbot known to have no knowledge (the ask's admission says) is not searched: nothing would be found.
        const { passages } = knowledge === false ? { passages: [] } : await searchPassages(db, chatbotId, query, PASSAGES);
        return {
          kind: "knowledge" as const,
          // Whether the agency has written anything at all: with nothing, a question is not understood rather than unknown to it.
          hasKnowledge: passages.length > 0 || (knowledge ?? (await hasKnowledge(db, chatbotId))),
          passages: passages.map(
            (passage): KnowledgePassage => ({
              sourceId: passage.SourceID,
              kind: passage.Kind,
              title: passage.Title,
              url: passage.Url,
              heading: passage.Heading,
              text: passage.Content,
              answer: passage.Answer,
              score: passage.Score,
            }),
          ),
        };
      },
    }),
    no_answer: tool({
      description: "Call this when you cannot answer the visitor from the tool results or your instructions, before saying so.",
      inputSchema: INPUTS.none,
      execute: async () => ({ kind: "none" as const }),
    }),
    request_showing: tool({
      description:
        "The visitor wants to see a home in person: pass the home (or omit it for the one the conversation is about), their words about when ('Saturday afternoon'), and their name, e-mail or phone when they gave them. With a contact (given now or earlier in the conversation) the request goes to the agent with the times read in the agency's time zone; without one, ask for it. When the agency has a booking page, offer its link instead. When the visitor moves a visit already sent in this conversation ('actually make it Sunday, same time'), call it again with change: true and their new words.",
      inputSchema: INPUTS.showing,
      execute: async ({ listing: named, when, change, described, ...contact }) => {
        const focus = conversation.state.focus;
        const pending = conversation.state.showing;
        // Only the request this conversation sent can be moved, whatever a model passes.
        const booked = change ? conversation.state.booked : undefined;
        // A home described, not named: the one listing its words find (two or more, or none: not this way).
        const found = !named && !booked && described ? await searchListings({ db, chatbotId, filters: described, limit: 2 }) : undefined;
        const describedRef: ListingRef | undefined = found?.total === 1 && found.listings[0] ? { id: found.listings[0].id } : undefined;
        const ref: ListingRef | undefined =
          named ??
          describedRef ??
          (booked?.listingId ? { id: booked.listingId } : focus.length === 1 ? { id: focus[0]! } : pending?.listingId ? { id: pending.listingId } : undefined);
        const listing = ref ? await findListing({ db, chatbotId, ref }) : null;
        const result = await requestShowing({
          db,
          chatbot,
          sessionId,
          question,
          listing,
          when: when ?? question,
          contact,
          language: conversation.state.language,
          criteria: conversation.state.criteria?.filters,
          asked: conversation.state.qualify?.askedAll ?? [],
          askedDay: conversation.state.showing?.askedDay ?? false,
          ...(booked && { moving: booked.id }),
        });
        return remember(contact.email || contact.phone ? { kind: "lead", ...contact, viewing: true } : { kind: "viewing" }, result);
      },
    }),
    save_search_alert: tool({
      description:
        "The visitor wants to be told when a home like the ones searched for comes on the market ('let me know when something like this comes up'): save the search for their e-mail. A confirmation link is mailed to them; after they confirm, they get at most one mail a day with new or newly cheaper matches, each with an unsubscribe link. Without an e-mail, ask for one (and call again with it).",
      inputSchema: INPUTS.alert,
      execute: async ({ email, phone, name, filters }) => {
        const wanted = filters ?? conversation.state.alert?.filters ?? conversation.state.criteria?.filters;
        // A number left with no e-mail ("avísenme cuando salga algo, soy Carmen 425-555-0108"): a lead the agent can call.
        const lead = !email?.trim() && phone?.trim() ? { name: name?.trim() ?? "" } : undefined;
        if (lead) await recordLead(db, chatbot, sessionId, { name: lead.name, phone: phone!.trim() }, question, wanted);
        // The mails are written in the language of this message (the state's is the last one's until the answer is saved).
        const language = alertLanguage(detectLanguage(question, conversation.state.language ?? "English"));
        const intent: Intent = { kind: "alert", ...(email && { email }), ...(name && { name }), ...(wanted && { filters: wanted }) };
        if (!email?.trim()) {
          // Nothing searched yet: what to watch for comes first; with a search, the e-mail to send it to.
          const watched = wanted ? alertFilters(wanted) : null;
          if (!watched) return remember(intent, { kind: "alert" as const, saved: false, reason: "criteria" as const, ...(lead && { lead }) });
          return remember(intent, {
            kind: "alert" as const,
            saved: false,
            reason: "email" as const,
            summary: await alertSummaryFor(db, chatbotId, watched, language),
            ...(lead && { lead }),
          });
        }
        const result = await saveAlert({ db, chatbot, sessionId, email, name, filters: wanted, language, linkOrigin });
        return remember(intent, { kind: "alert" as const, ...result });
      },
    }),
    update_lead: tool({
      description:
        "When the visitor says something of their plans (when they mean to move, how they will pay: pre-approved, cash or a mortgage, whether they must sell a home first): add it to their lead. Returns the next question worth asking, if any: ask at most one per reply. Before they left a contact it returns kept: the plans stay with the conversation; thank them and go on helping, and never say anything failed.",
      inputSchema: INPUTS.qualify,
      execute: async ({ answer, asked }) => {
        const lead = await reachableLead(db, sessionId);
        // No contact yet: nothing to update, and nothing lost: the lead recorded later reads the conversation.
        if (!lead) return remember({ kind: "qualify", answer, ...(asked && { asked }) }, { kind: "qualify" as const, updated: false, kept: true });
        const { qualified, queued } = await db.transaction(async (tx) => {
          const qualified = await qualifyLead(tx, lead.id, { criteria: conversation.state.criteria?.filters, answer, asked });
          const queued = qualified?.changed ? await emitLeadEvent(tx, chatbotId, "lead.updated", lead.id, { Changes: ["Qualification"] }) : 0;
          return { qualified, queued };
        });
        afterEvents(queued);
        const next = qualified ? nextQuestion(qualified.qualification, conversation.state.qualify?.askedAll ?? []) : undefined;
        return remember({ kind: "qualify", answer, ...(asked && { asked }) }, { kind: "qualify" as const, updated: Boolean(qualified), ...(next && { next }) });
      },
    }),
    record_lead: tool({
      description: "Record the visitor's contact details (name, e-mail, phone), and the listing they are interested in if any, so an agent can follow up.",
      inputSchema: INPUTS.lead,
      execute: async ({ listing: named, ...contact }) => {
        const recorded = Boolean(contact.email?.trim() || contact.phone?.trim());
        if (!recorded) return { kind: "lead" as const, recorded };
        // The lead keeps the listing in its message, where the agent reads it: the one named, or the one the conversation is about.
        const focus = conversation.state.focus;
        const ref: ListingRef | undefined = named ?? (focus.length === 1 ? { id: focus[0]! } : undefined);
        const listing = ref ? await findListing({ db, chatbotId, ref }) : null;
        const about = listing
          ? `Listing: MLS ${listing.mlsNumber}, ${[listing.address, listing.city].filter(Boolean).join(", ")}`
          : ref
            ? `Listing: ${refText(ref)}`
            : "";
        const { qualification } = await recordLead(
          db,
          chatbot,
          sessionId,
          contact,
          [question, about].filter(Boolean).join("\n"),
          conversation.state.criteria?.filters,
        );
        const next = nextQuestion(qualification, conversation.state.qualify?.askedAll ?? []);
        return remember({ kind: "lead", ...contact }, { kind: "lead" as const, recorded, ...(next && { next }) });
      },
    }),
  };
}

export type ChatTools = ReturnType<typeof chatTools>;
