import type { QualifyingQuestion } from "@/lib/leads/qualification";
import type { KnowledgePassage, KnowledgeSource } from "./knowledge";
import type { ConciergeListing, Language, Relaxation, SearchFilters } from "./types";

/** What the tool behind an intent returned; the composer turns it into words. */
export type ConciergeResult =
  | {
      kind: "search";
      /** How many listings match in all. */
      total: number;
      /** The first matches, in the order asked for. */
      listings: ConciergeListing[];
      /** When nothing matched: the nearest relaxation that finds something, if any. */
      nearest?: Relaxation;
      /** When nothing matched: the cities the chatbot has available listings in, most listings first. */
      cities?: string[];
      /** The filters searched with, when the tool read them from a listing's (`similarTo`): what the answer says it looked for. */
      filters?: SearchFilters;
    }
  | { kind: "count"; total: number; nearest?: Relaxation; cities?: string[] }
  | { kind: "listing"; listing: ConciergeListing | null }
  /** Found ones in the order asked; `missing` are the references that matched nothing. */
  | { kind: "compare"; listings: ConciergeListing[]; missing: string[] }
  | { kind: "coverage"; cities: { city: string; total: number }[] }
  | { kind: "human"; message?: string }
  | { kind: "lead"; recorded: boolean; next?: QualifyingQuestion }
  /**
   * save_search_alert: the search saved for the visitor's e-mail (a confirmation link mailed, or already
   * confirmed), or why not: no e-mail yet or not a valid one, nothing to search by, too many for one
   * conversation, or no way to mail links this server can vouch for.
   */
  | {
      kind: "alert";
      saved: boolean;
      status?: "pending" | "active";
      reason?: "email" | "criteria" | "limit" | "links";
      summary?: string;
      email?: string;
      /** A phone number left with the request (no e-mail to send alerts to): kept as a lead for the agent. */
      lead?: { name: string };
    }
  /** update_lead: the visitor's plans added to their lead, and the next question worth asking. */
  /** kept: no lead yet (no contact left): the plans stay in the conversation, and the lead recorded later reads them. */
  | { kind: "qualify"; updated: boolean; kept?: boolean; next?: QualifyingQuestion }
  /**
   * request_showing: the home, the windows read from the visitor's words (ISO instants, shown in
   * `timeZone`), whether it was sent to the agent (a contact is known), or the agent's booking page.
   */
  | {
      kind: "showing";
      recorded: boolean;
      listing: { id: number; address: string; city: string } | null;
      times: { start: string; end: string; timed: boolean }[];
      timeZone: string;
      /** A time was given with no day ("at 3pm"). */
      dayMissing: boolean;
      /** What the visitor said of when, kept for the next turn. */
      when: string;
      /** The contact it was sent with. */
      contact?: { name: string; email: string; phone: string };
      booking?: string;
      next?: QualifyingQuestion;
      /** The request recorded (or moved), and its first window's hours in the agency's zone ("10:00 - 11:00"), for a later "same time". */
      showingId?: number;
      at?: string;
      /** The visitor moved the request they had sent: its times are replaced. */
      changed?: boolean;
      /** The home has sold, is off the market or under contract: no visit is asked for or sent. */
      unavailable?: "Sold" | "OffMarket" | "Pending" | "ComingSoon";
      /** The owner's facts of when it can be seen, or of its contract, quoted with that answer. */
      ownerSays?: { key: string; value: string }[];
    }
  /** The visitor sent files (images, audio, video), which the concierge cannot look at. */
  | { kind: "files"; files: string[] }
  /** searchKnowledge's passages for a question, best first. */
  | { kind: "knowledge"; passages: KnowledgePassage[]; hasKnowledge?: boolean }
  /** Greetings, thanks and messages not understood need no tool. */
  | { kind: "none" };

/** The settings of the chatbot that supply some answers word for word. */
export interface AnswerSettings {
  welcomeMessage: string;
  talkToHumanResponseMessage: string;
  /** The chatbot's cities, most listings first: the off-topic and not-understood replies suggest the first. */
  cities?: string[];
}

export interface ComposedAnswer {
  text: string;
  /** True when the concierge did not understand or could not answer the question. */
  noAnswer: boolean;
  /** The listings the answer names, in order: the widget and tester show them as cards. */
  listingIds: number[];
  language: Language;
  /** The knowledge sources the answer quotes (at most three). */
  sources?: KnowledgeSource[];
}
