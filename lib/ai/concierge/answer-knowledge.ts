import { composeAnswer } from "./compose";
import { asksTheAgency, bestPassage, knowledgeWords, namesAgencyTopic, passageQuote, sourceName, sourceOf, stem } from "./knowledge";
import { fold } from "./text";
import { phrasesFor } from "./phrases";
import type { AnswerSettings, ComposedAnswer, ConciergeResult } from "./results";
import { type Intent, type Language, WEAK_FILTERS } from "./types";

// An answer that had searchKnowledge's passages to go on, alone or next to a listing tool's
// result ("what are your fees, and do you have 3-bed homes in Austin?"). The knowledge part
// is given only when a passage covers the question's words (knowledge.ts); otherwise the
// answer is exactly the one the listing result or the intent would have had, except that a
// question about the agency nothing covers is answered "I don't have that information".

type KnowledgeResult = Extract<ConciergeResult, { kind: "knowledge" }>;

const SMALL_TALK: readonly Intent["kind"][] = ["greeting", "thanks", "about", "goodbye"];

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
  // The question asks the agency: every word that says what about counts, "pets" in "a deposit for pets" too.
  const asked = knowledgeWords(question, settings.cities ?? [], { topical: true });
  const passages = Array.isArray(knowledge.passages) ? knowledge.passages : [];
  const best = bestPassage(asked, passages);
  // "I like 4100 Congress Ave. How much is the earnest money?": the words the listing was asked
  // about were the agency question's, answered from the knowledge; the listing itself follows.
  const listingIntent: Intent =
    best && intent.kind === "listing" && intent.question && "extension" in intent.question ? { kind: "listing", listing: intent.listing } : intent;
  const listingPart = listingResult && listingAsked ? composeAnswer({ intent: listingIntent, result: listingResult, language, settings }) : undefined;
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
  // A question about the agency that reads as a search for little more than a kind or "for rent"
  // ("do you do short-term vacation rentals?", "do you handle commercial property?"): the homes
  // found are no answer to it. Said honestly, unless it only asked what the agency does and homes
  // of that kind were found.
  // Only of a chatbot that has knowledge: without any, the homes found are the best answer there is.
  const knows = knowledge.hasKnowledge || passages.length > 0;
  if (knows && !listingAsked && (listingResult?.kind === "search" || listingResult?.kind === "count")) {
    const found = listingResult.total > 0;
    if (namesAgencyTopic(asked) || (!found && asksTheAgency(question)))
      return { text: book.noInformation, noAnswer: true, listingIds: [], language: book.language };
  }
  if (listingResult) return composeAnswer({ intent, result: listingResult, language, settings });
  // Small talk and off-topic questions are answered as they always were.
  if (intent.kind === "offtopic" || intent.kind === "beyond" || intent.kind === "clarify" || SMALL_TALK.includes(intent.kind))
    return composeAnswer({ intent, result: { kind: "none" }, language, settings });
  // A question of a chatbot that has knowledge, or about the agency, that nothing answers: say so honestly. With no knowledge, anything else reads as not understood, as before.
  if (knowledge.hasKnowledge || passages.length > 0 || namesAgencyTopic(asked))
    return { text: book.noInformation, noAnswer: true, listingIds: [], language: book.language };
  return composeAnswer({ intent: { kind: "unknown" }, result: { kind: "none" }, language, settings });
}

/**
 * A question the owner answered in a Q&A though it reads as a listing search: "do you allow pets in
 * your rentals?" is a search for rentals with pets, yet the owner's Q&A "Do you allow pets in your
 * rentals?" is the answer. Such a Q&A answers only when the visitor asked it: nearly all the
 * visitor's words are in one of its phrasings and most of that phrasing's words are the visitor's
 * (asksTheSame). "3 bed homes in Austin" or "open houses this weekend" meet no Q&A that way. The
 * listings follow when there are any; when there are none, the Q&A alone. Undefined when no Q&A is
 * that close: the listing answer is given as it always was.
 */
export function composeListingQuestionAnswered({
  intent,
  question,
  listingResult,
  knowledge,
  language,
  settings,
}: {
  intent: Intent;
  question: string;
  listingResult: ConciergeResult | undefined;
  knowledge: KnowledgeResult;
  language: Language;
  settings: AnswerSettings;
}): ComposedAnswer | undefined {
  const passages = Array.isArray(knowledge.passages) ? knowledge.passages : [];
  const qa = passages.find(
    (passage) => passage.kind === "qa" && passage.answer?.trim() && phrasingsOf(passage).some((phrasing) => asksTheSame(question, phrasing)),
  );
  if (!qa?.answer) return undefined;
  const book = phrasesFor(language);
  const source = sourceOf(qa);
  const text = book.knowledge(passageQuote([], qa), sourceName(source));
  const found = (listingResult?.kind === "search" || listingResult?.kind === "count") && listingResult.total > 0;
  const listingPart = found ? composeAnswer({ intent, result: listingResult, language, settings }) : undefined;
  return {
    text: listingPart ? `${text}\n\n${listingPart.text}` : text,
    noAnswer: false,
    listingIds: listingPart?.listingIds ?? [],
    language: book.language,
    sources: [source],
  };
}

/** A Q&A passage's question and other phrasings: its heading, and its text's lines before the answer (lib/knowledge/service.ts qaChunk). */
function phrasingsOf(passage: { heading: string; text: string; answer: string | null }): string[] {
  const answer = passage.answer ?? "";
  const before = passage.text.endsWith(answer) ? passage.text.slice(0, passage.text.length - answer.length) : "";
  return [passage.heading, ...before.split("\n")].filter((line) => line.trim() !== "");
}

const QUESTION_WORD = /[\p{L}]{3,}/gu;
const questionStems = (text: string) => new Set((fold(text.slice(0, 500)).match(QUESTION_WORD) ?? []).map(stem));
const share = (of: Set<string>, within: Set<string>) => (of.size === 0 ? 0 : [...of].filter((word) => within.has(word)).length / of.size);

/** Whether two questions ask the same in the same words: at least three words, 80 % of the visitor's in the phrasing and 60 % of the phrasing's in the visitor's. */
export function asksTheSame(visitor: string, phrasing: string): boolean {
  const asked = questionStems(visitor);
  const written = questionStems(phrasing);
  return asked.size >= 3 && share(asked, written) >= 0.8 && share(written, asked) >= 0.6;
}
