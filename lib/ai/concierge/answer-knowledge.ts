import { composeAnswer } from "./compose";
import { bestPassage, knowledgeWords, namesAgencyTopic, passageQuote, sourceName, sourceOf } from "./knowledge";
import { phrasesFor } from "./phrases";
import type { AnswerSettings, ComposedAnswer, ConciergeResult } from "./results";
import type { Intent, Language } from "./types";

// An answer that had searchKnowledge's passages to go on, alone or next to a listing tool's
// result ("what are your fees, and do you have 3-bed homes in Austin?"). The knowledge part
// is given only when a passage covers the question's words (knowledge.ts); otherwise the
// answer is exactly the one the listing result or the intent would have had, except that a
// question about the agency nothing covers is answered "I don't have that information".

type KnowledgeResult = Extract<ConciergeResult, { kind: "knowledge" }>;

const SMALL_TALK: readonly Intent["kind"][] = ["greeting", "thanks", "about", "goodbye"];

/** Filters that make a search a listing question: more than "for sale", a kind or a place ("do you charge a commission when I buy a house?"). */
export const WEAK_FILTERS: ReadonlySet<string> = new Set(["saleType", "availability", "kinds", "place", "placeIsTown"]);

/** Whether an intent's listing part is a real listing question, answered next to the knowledge part (a handoff's message too). */
export function listingFilters(intent: Intent): boolean {
  if (intent.kind === "search" || intent.kind === "count")
    return Object.keys(intent.filters ?? {}).some((key) => !WEAK_FILTERS.has(key)) || ("sort" in intent && Boolean(intent.sort));
  return intent.kind === "coverage" || intent.kind === "listing" || intent.kind === "compare" || intent.kind === "human";
}

/** A search for nothing but a place that is none of the chatbot's cities, which found nothing. */
function misreadPlace(intent: Intent, result: ConciergeResult | undefined): boolean {
  if ((intent.kind !== "search" && intent.kind !== "count") || !intent.filters?.place) return false;
  return (result?.kind === "search" || result?.kind === "count") && !(result.total > 0) && Object.keys(intent.filters).every((key) => WEAK_FILTERS.has(key));
}

export function composeWithKnowledge({
  intent,
  question,
  listingResult,
  listingAsked,
  knowledge,
  language,
  settings,
}: {
  intent: Intent;
  /** The part of the visitor's message looked up in the knowledge. */
  question: string;
  /** The listing tool's result (or the handoff's) when one was called with searchKnowledge. */
  listingResult: ConciergeResult | undefined;
  /** Whether the listing result answers a part of the question of its own, said after the knowledge part; else it is the fallback. */
  listingAsked: boolean;
  knowledge: KnowledgeResult;
  language: Language;
  settings: AnswerSettings;
}): ComposedAnswer {
  const book = phrasesFor(language);
  const asked = knowledgeWords(question, settings.cities ?? []);
  const passages = Array.isArray(knowledge.passages) ? knowledge.passages : [];
  const best = bestPassage(asked, passages);
  const listingPart = listingResult && listingAsked ? composeAnswer({ intent, result: listingResult, language, settings }) : undefined;
  if (best) {
    const source = sourceOf(best);
    const text = book.knowledge(passageQuote(asked, best), sourceName(source));
    return {
      text: listingPart ? `${text}\n\n${listingPart.text}` : text,
      noAnswer: false,
      listingIds: listingPart?.listingIds ?? [],
      language: book.language,
      sources: [source],
    };
  }
  if (listingPart) return listingPart;
  // "Qui a fondé l'agence ?" read as homes in a place "Fonde": a question about the agency, not a search that found nothing.
  if (misreadPlace(intent, listingResult) && namesAgencyTopic(asked))
    return { text: book.noInformation, noAnswer: true, listingIds: [], language: book.language };
  if (listingResult) return composeAnswer({ intent, result: listingResult, language, settings });
  // Small talk and off-topic questions are answered as they always were.
  if (intent.kind === "offtopic" || SMALL_TALK.includes(intent.kind)) return composeAnswer({ intent, result: { kind: "none" }, language, settings });
  // A question of a chatbot that has knowledge, or about the agency, that nothing answers: say so honestly. With no knowledge, anything else reads as not understood, as before.
  if (knowledge.hasKnowledge || passages.length > 0 || namesAgencyTopic(asked))
    return { text: book.noInformation, noAnswer: true, listingIds: [], language: book.language };
  return composeAnswer({ intent: { kind: "unknown" }, result: { kind: "none" }, language, settings });
}
