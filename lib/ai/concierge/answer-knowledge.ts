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

/** Whether the listing part of an intent is a real listing question: more than "for sale" ("do you charge a commission when I buy?"). */
function asksListings(intent: Intent): boolean {
  if (intent.kind === "search" || intent.kind === "count") return Object.keys(intent.filters ?? {}).some((key) => key !== "saleType" && key !== "availability");
  return intent.kind === "coverage" || intent.kind === "listing" || intent.kind === "compare";
}

export function composeWithKnowledge({
  intent,
  question,
  listingResult,
  knowledge,
  language,
  settings,
}: {
  intent: Intent;
  question: string;
  /** The listing tool's result when one was called with searchKnowledge. */
  listingResult: ConciergeResult | undefined;
  knowledge: KnowledgeResult;
  language: Language;
  settings: AnswerSettings;
}): ComposedAnswer {
  const book = phrasesFor(language);
  const stems = knowledgeWords(question, settings.cities ?? []);
  const passages = Array.isArray(knowledge.passages) ? knowledge.passages : [];
  const best = bestPassage(stems, passages);
  const listingPart = listingResult && asksListings(intent) ? composeAnswer({ intent, result: listingResult, language, settings }) : undefined;
  if (best) {
    const source = sourceOf(best);
    const text = book.knowledge(passageQuote(stems, best), sourceName(source));
    return {
      text: listingPart ? `${text}\n\n${listingPart.text}` : text,
      noAnswer: false,
      listingIds: listingPart?.listingIds ?? [],
      language: book.language,
      sources: [source],
    };
  }
  if (listingPart) return listingPart;
  if (listingResult) return composeAnswer({ intent, result: listingResult, language, settings });
  // Small talk and off-topic questions are answered as they always were.
  if (intent.kind === "offtopic" || SMALL_TALK.includes(intent.kind)) return composeAnswer({ intent, result: { kind: "none" }, language, settings });
  // A question about the agency, or near something it wrote, that nothing answers: say so honestly. Anything else reads as not understood, as before.
  if (passages.length > 0 || namesAgencyTopic(stems)) return { text: book.noInformation, noAnswer: true, listingIds: [], language: book.language };
  return composeAnswer({ intent: { kind: "unknown" }, result: { kind: "none" }, language, settings });
}
