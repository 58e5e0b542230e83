import { tool } from "ai";
import { z } from "zod";
import type { Database } from "@/db/client";
import type { Chatbot } from "@/db/schema";
import { recordHandoff, recordLead } from "@/lib/chat/leads";
import { ApiError } from "@/lib/api/errors";
import { admitHandoff } from "@/lib/widget/limits";
import { countListings, findListing, searchListings } from "./concierge/search";
import { countInputSchema, getListingInputSchema, leadInputSchema, searchInputSchema } from "./tool-schemas";

interface ToolScope {
  db: Database;
  chatbot: Chatbot;
  sessionId: number;
  /** The visitor's message, kept with a lead or handoff. */
  question: string;
  /** A widget visitor's address hash: their handoffs count against the widget's limits. */
  visitorAddress?: string;
}

/**
 * The tools every model gets, the concierge and providers' models alike. Each is bound
 * to one chatbot: nothing a model asks for can reach another chatbot's listings.
 */
export function chatTools({ db, chatbot, sessionId, question, visitorAddress }: ToolScope) {
  const chatbotId = chatbot.id;
  return {
    search_listings: tool({
      description: "Search this agency's listings. Returns how many match and the first few in the requested order.",
      inputSchema: searchInputSchema,
      execute: async ({ filters, sort, limit }) => ({ kind: "search" as const, ...(await searchListings({ db, chatbotId, filters, sort, limit })) }),
    }),
    count_listings: tool({
      description: "Count this agency's listings that match the filters.",
      inputSchema: countInputSchema,
      execute: async ({ filters }) => ({ kind: "count" as const, total: await countListings({ db, chatbotId, filters }) }),
    }),
    get_listing: tool({
      description: "Get one listing by its MLS number, street address or ID.",
      inputSchema: getListingInputSchema,
      execute: async (key) => ({ kind: "listing" as const, listing: await findListing({ db, chatbotId, ...key }) }),
    }),
    request_human: tool({
      description: "The visitor wants to talk to a person: notify the agency's agents.",
      inputSchema: z.object({}),
      execute: async () => {
        if (!visitorAddress) {
          await recordHandoff(db, chatbot, sessionId, question);
          return { kind: "human" as const, message: chatbot.TalkToHumanResponseMessage };
        }
        try {
          await admitHandoff({ db, chatbot, sessionId, visitorAddress, message: question, contact: {} });
        } catch (error) {
          // Over the widget's handoff limits, the answer says so rather than failing.
          if (error instanceof ApiError && error.status === 429) return { kind: "human" as const, message: error.message };
          throw error;
        }
        return { kind: "human" as const, message: chatbot.TalkToHumanResponseMessage };
      },
    }),
    no_answer: tool({
      description: "Call this when you cannot answer the visitor from the tool results or your instructions, before saying so.",
      inputSchema: z.object({}),
      execute: async () => ({ kind: "none" as const }),
    }),
    record_lead: tool({
      description: "Record the visitor's contact details (name, e-mail, phone) so an agent can follow up.",
      inputSchema: leadInputSchema,
      execute: async (contact) => {
        const recorded = Boolean(contact.email || contact.phone);
        if (recorded) await recordLead(db, chatbot, sessionId, contact, question);
        return { kind: "lead" as const, recorded };
      },
    }),
  };
}

export type ChatTools = ReturnType<typeof chatTools>;
