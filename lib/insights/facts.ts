import { sureLanguage } from "@/lib/ai/concierge/language";
import type { Language, SearchFilters } from "@/lib/ai/concierge/types";
import { searchFiltersSchema } from "@/lib/ai/tool-schemas";
import { answerListingIds } from "@/lib/chat/cards";
import { questionTerms } from "./terms";

// What Insights records of a question, read from how it was answered: the tools the model called
// (the concierge calls the same tools as a provider's model, so one reading serves both), their
// results, and what the concierge says of itself in its metadata.

/** What a question asked for, as the Insights page groups it. */
export const INTENTS = ["search", "count", "listing", "compare", "coverage", "knowledge", "contact", "human", "chat", "offtopic", "other"] as const;
export type QuestionIntent = (typeof INTENTS)[number];

/** The tools that say what a question was, in the order that wins when an answer called several. */
const TOOL_INTENTS: [string, QuestionIntent][] = [
  ["request_human", "human"],
  ["record_lead", "contact"],
  ["request_showing", "contact"],
  ["compare_listings", "compare"],
  ["get_listing", "listing"],
  ["search_listings", "search"],
  ["count_listings", "count"],
  ["list_coverage", "coverage"],
  ["searchKnowledge", "knowledge"],
];

/** The concierge's own reading of a message it answered without a tool. */
const CONCIERGE_INTENTS: Record<string, QuestionIntent> = {
  greeting: "chat",
  about: "chat",
  thanks: "chat",
  goodbye: "chat",
  human: "human",
  lead: "contact",
  viewing: "contact",
  offtopic: "offtopic",
  unknown: "other",
  beyond: "other",
  search: "search",
  count: "count",
  listing: "listing",
  compare: "compare",
  coverage: "coverage",
};

const LANGUAGE_CODES: Record<Language, string> = { English: "en", Spanish: "es", French: "fr" };

export interface ToolCallTrace {
  toolName: string;
  input: unknown;
}

/** How an answer came about: what the AI SDK reports of its steps. */
export interface AnswerTrace {
  toolCalls: readonly ToolCallTrace[];
  toolOutputs: readonly unknown[];
  metadata: unknown;
}

export interface QuestionFacts {
  intent: QuestionIntent;
  criteria: SearchFilters | null;
  listingIds: number[];
  language: string;
  terms: string[];
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

const parsedInput = (input: unknown) => {
  if (typeof input !== "string") return input;
  try {
    return JSON.parse(input);
  } catch {
    return undefined;
  }
};

/** The filters of the answer's last search or count, as the tools validated them; null when it searched nothing. */
function searchCriteria(calls: readonly ToolCallTrace[]): SearchFilters | null {
  const searches = calls.filter((call) => call.toolName === "search_listings" || call.toolName === "count_listings");
  const last = searches.at(-1);
  if (!last) return null;
  const parsed = searchFiltersSchema.safeParse(record(parsedInput(last.input))?.filters);
  return parsed.success ? parsed.data : null;
}

/** The listings a visitor asked about one by one: get_listing's and compare_listings' results. */
function viewedIds(outputs: readonly unknown[]): number[] {
  const ids: number[] = [];
  for (const output of outputs) {
    const result = record(output);
    const found = result?.kind === "listing" ? [result.listing] : result?.kind === "compare" && Array.isArray(result.listings) ? result.listings : [];
    for (const listing of found) {
      const id = record(listing)?.id;
      if (typeof id === "number" && Number.isSafeInteger(id) && id > 0) ids.push(id);
    }
  }
  return ids;
}

function intentOf(trace: AnswerTrace): QuestionIntent {
  const own = record(record(trace.metadata)?.casabot)?.intent;
  const read = typeof own === "string" ? CONCIERGE_INTENTS[own] : undefined;
  // The concierge looks a message's unknown words up in the knowledge too: off topic it still is.
  if (read === "offtopic") return read;
  const called = new Set(trace.toolCalls.map((call) => call.toolName));
  const byTool = TOOL_INTENTS.find(([tool]) => called.has(tool));
  if (byTool) return byTool[1];
  if (read) return read;
  return called.has("no_answer") ? "other" : "chat";
}

/** The visitor's language: as the concierge read it, else as eld is sure of, else "other". */
function languageOf(question: string, metadata: unknown): string {
  const said = record(record(metadata)?.casabot)?.language;
  const language = typeof said === "string" && said in LANGUAGE_CODES ? (said as Language) : sureLanguage(question);
  return language ? LANGUAGE_CODES[language] : "other";
}

export function questionFacts(question: string, trace: AnswerTrace): QuestionFacts {
  const intent = intentOf(trace);
  const criteria = searchCriteria(trace.toolCalls);
  const listingIds = answerListingIds(trace.metadata, trace.toolOutputs);
  const language = languageOf(question, trace.metadata);
  return { intent, criteria, listingIds, language, terms: questionTerms({ intent, language, criteria, listingIds, viewedIds: viewedIds(trace.toolOutputs) }) };
}
