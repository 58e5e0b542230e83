import { cityAliases } from "./city-aliases";
import { FEATURES } from "./features";
import { KINDS } from "./kinds";
import { ASKING, BUY_OR_RENT_VERBS, CONCEPTS, KEPT, LISTING_TOO, PHRASES } from "./knowledge-words";
import { STOP_WORDS } from "./stop-words";
import { fold } from "./text";
import * as vocab from "./vocab";

// How the concierge reads a question against the agency's knowledge: the question's content
// words (grammar, listing vocabulary, greetings, cities and numbers taken out), each stemmed
// the same crude way as the passages' words, and the share of them a passage covers. A passage
// answers only when it covers more than half of them: one common word in common ("sell" in
// "do you sell cars?") is never enough. A table of the agency's topics in the three languages
// (knowledge-words.ts) lets a Spanish or French question reach an English passage
// ("honorarios" is "fees", "renuevo" a renewal) and the other way round.

/** A passage of searchKnowledge's result, as the tool returns it. */
export interface KnowledgePassage {
  sourceId: string;
  kind: "qa" | "document" | "url";
  title: string;
  url: string | null;
  heading: string;
  text: string;
  /** The Q&A's answer; null for a document or page passage. */
  answer: string | null;
  score: number;
}

/** What an answer from the knowledge names as its source (a type, not an interface: it is plain JSON in providerMetadata). */
export type KnowledgeSource = {
  ID: string;
  Kind: "qa" | "document" | "url";
  Title: string;
  Url: string | null;
};

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'-]*/gu;
const MAX_WORDS = 12;
const MIN_LETTERS = 3;
/** Words this long are matched with one typo. */
const TYPO_LETTERS = 5;
const STEM_LETTERS = 6;

/** A crude stem, the same for question and passage: plural, -ing, -ed, a final e, then at most six letters. */
export function stem(word: string): string {
  let w = word.replace(/['-]/g, "");
  if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  if (w.length > 4 && (w.endsWith("e") || w.endsWith("o") || w.endsWith("a"))) w = w.slice(0, -1);
  return w.slice(0, STEM_LETTERS);
}

// A stem may name more than one concept: "demande" is an application, "demandent" asks (both
// "demand"); either concept of a passage then covers the word.
const CONCEPT_OF = new Map<string, number[]>();
CONCEPTS.forEach((words, index) => {
  for (const word of words) {
    const concepts = CONCEPT_OF.get(stem(word)) ?? [];
    if (!concepts.includes(index)) CONCEPT_OF.set(stem(word), [...concepts, index]);
  }
});

const KEPT_SET = new Set(KEPT);
const ASKING_SET = new Set([...ASKING, ...BUY_OR_RENT_VERBS]);
const GREETINGS = new Set(
  [...Object.values(vocab.GREETING_WORDS), ...Object.values(vocab.THANKS_WORDS), ...Object.values(vocab.GOODBYE_WORDS)].flatMap((list) =>
    list.flatMap((entry) => entry.split(" ")),
  ),
);

const words = (folded: string) => folded.match(WORD) ?? [];

// Fixed strings between word boundaries: linear.
const PHRASE_WORD = new Map(PHRASES);
const PHRASE = new RegExp(`(?<![\\p{L}\\p{N}'-])(?:${PHRASES.map(([phrase]) => phrase).join("|")})(?![\\p{L}\\p{N}'-])`, "gu");
/** A folded text with its terms of several words as one ("fin de semana" is "weekend"). */
const joinPhrases = (folded: string) => folded.replace(PHRASE, (phrase) => PHRASE_WORD.get(phrase) ?? phrase);

// One-word names of features and kinds only: "primera" of "primera línea" (beachfront) is no feature alone.
const FEATURE_OR_KIND = new Set(
  [...FEATURES.flatMap((feature) => [...feature.words.en, ...feature.words.es, ...feature.words.fr]), ...KINDS.flatMap((entry) => entry.words)].filter(
    (entry) => !entry.includes(" "),
  ),
);
// Nor the words of a sale or a rental ("sale", "rent"): "how many homes for sale?" is a listing question.
const SALE_OR_RENT = new Set([...vocab.SALE_WORDS, ...vocab.RENT_WORDS, ...vocab.FRENCH_RENT_WORDS]);
// Nor a concept's word the listing vocabulary claims too ("days", "under agreement"): LISTING_TOO.
const CONCEPT_WORDS = new Set(CONCEPTS.flat().filter((word) => !FEATURE_OR_KIND.has(word) && !SALE_OR_RENT.has(word) && !LISTING_TOO.has(word)));
/** The kinds of a home any question about renting or buying names ("to rent an apartment"): no topic of their own. */
const HOMES = new Set(KINDS.filter((entry) => ["house", "apartment", "condo", "townhouse"].includes(entry.kind)).flatMap((entry) => entry.words));
/**
 * Listing words that still say what a question about the agency is about: a feature ("a deposit
 * for pets"), a kind that is no home ("commercial", "land"), a concept's word listings claim
 * ("years in business"). Left out of what decides whether the agency is asked at all, they
 * must be covered like any other word once it is: a passage about the security deposit does
 * not answer a question about a pet deposit.
 */
const TOPICAL_LISTING_WORDS = new Set([...[...FEATURE_OR_KIND].filter((word) => !HOMES.has(word)), ...LISTING_TOO]);

// "Do you offer property management?" asks about management; "how do I make an offer?" is about offers.
const ASKING_AFTER_YOU = new Set(["offer", "offers"]);
const YOU = new Set(["you", "u", "they", "agents", "agency"]);

/** A word without an elided article or pronoun before it ("l'agence", "qu'il") or a possessive after it. */
const bare = (word: string) => word.replace(/^(?:l|d|qu|j|n|s|c|m|t)'/, "").replace(/'s$/, "");

/**
 * The content words of a visitor's question, folded, at most MAX_WORDS: what a passage must
 * cover to answer it. Empty when the question is only about listings or small talk. Words of
 * the agency's topics stay even where the listing vocabulary claims them ("open", "first").
 * With `topical`, the listing words that say what about stay too (TOPICAL_LISTING_WORDS): the
 * words a passage must cover, once the question is known to ask the agency something.
 */
export function knowledgeWords(question: string, cities: readonly string[] = [], { topical = false }: { topical?: boolean } = {}): string[] {
  const folded = joinPhrases(fold(question.slice(0, 500)));
  const place = new Set(cities.flatMap((city) => [...words(fold(city)), ...cityAliases(city).flatMap((alias) => words(alias))]));
  const kept: string[] = [];
  // "prenez-vous", "faut-il": the parts, unless the whole is one of the agency's words ("first-time").
  const split = words(folded).flatMap((raw) => (raw.includes("-") && !CONCEPT_OF.has(stem(raw)) ? raw.split("-") : [raw]));
  for (const [index, raw] of split.entries()) {
    const word = bare(raw);
    if (word.length < MIN_LETTERS || /\d/.test(word) || place.has(word) || ASKING_SET.has(word) || GREETINGS.has(word)) continue;
    if (ASKING_AFTER_YOU.has(word) && YOU.has(split[index - 1] ?? "")) continue;
    if (STOP_WORDS.has(word) && !KEPT_SET.has(word) && !CONCEPT_WORDS.has(word) && !(topical && TOPICAL_LISTING_WORDS.has(word))) continue;
    if (!kept.some((known) => stem(known) === stem(word))) kept.push(word);
    if (kept.length === MAX_WORDS) break;
  }
  return kept;
}

// "Do you handle…", "¿trabajan con…?", "vous occupez-vous de…": a question about what the agency
// does, whatever it names ("commercial property", "terrenos"), not a search ("do you have…").
// Linear: fixed words between word boundaries.
const AGENCY_SERVICE =
  /(?<![\p{L}'-])(?:(?:do|does|can|will) (?:you|your (?:agency|company|team|firm|office))(?: guys| also| even)? (?:handle|deal|work|do|offer|manage|represent|sell|list|cover|specialize|take)|trabajan|manejan|gestionan|ofrecen|venden|se encargan|se ocupan|occupez|occupez-vous|travaillez|traitez|gerez|gerez-vous|proposez|proposez-vous|vendez|vendez-vous)(?![\p{L}'-])/u;

/** Whether a question asks what the agency does ("do you handle office space?"), not for homes. */
export const asksTheAgency = (question: string) => AGENCY_SERVICE.test(fold(question.slice(0, 500)));

/** Whether a question's words name an agency topic of the table (fees, hours, repairs…). */
export const namesAgencyTopic = (question: readonly string[]) => question.some((word) => CONCEPT_OF.has(stem(word)));

// The terms of several words that name a concept ("you need" is a requirement), by concept: a
// passage that says "to apply you need…" is found for "¿qué requisitos piden?".
const PHRASES_OF = new Map<number, string[]>();
for (const [phrase, word] of PHRASES)
  for (const concept of CONCEPT_OF.get(stem(word)) ?? []) PHRASES_OF.set(concept, [...(PHRASES_OF.get(concept) ?? []), phrase]);
const QUERY_PHRASES = 3;
// A concept's first words of different stems: "management, manage, managed" are one word to a
// search, "management, administracion, gestion, gerer" reach a passage in any of the three languages.
const QUERY_WORDS = CONCEPTS.map((words) => {
  const stems = new Set<string>();
  return words.filter((word) => stems.size < 4 && !stems.has(stem(word)) && Boolean(stems.add(stem(word))));
});

/** The words of other languages searchKnowledge should also look for: the concepts' words (and terms), for a question in one language and passages in another. */
export function knowledgeQuery(question: string, asked: readonly string[]): string {
  const extra = new Set<string>();
  for (const word of asked) {
    for (const concept of CONCEPT_OF.get(stem(word)) ?? []) {
      for (const word of QUERY_WORDS[concept]!) extra.add(word);
      for (const phrase of (PHRASES_OF.get(concept) ?? []).slice(0, QUERY_PHRASES)) extra.add(phrase);
    }
  }
  return [question.slice(0, 400), ...extra].join(" ").slice(0, 500);
}

/** Whether two words are one edit apart (a typo): linear, on words of bounded length. */
function oneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a[0] !== b[0]) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

interface PassageWords {
  stems: Set<string>;
  concepts: Set<number>;
  /** Its long words as written (folded), for typos. */
  long: Set<string>;
}

function passageWords(text: string): PassageWords {
  // "Gérez-vous…": the whole and its parts, as a question's words are read.
  const raw = words(joinPhrases(fold(text)))
    .flatMap((word) => (word.includes("-") ? [word, ...word.split("-")] : [word]))
    .map(bare);
  const stems = new Set(raw.map(stem));
  const concepts = new Set<number>();
  for (const stemmed of stems) for (const concept of CONCEPT_OF.get(stemmed) ?? []) concepts.add(concept);
  return { stems, concepts, long: new Set(raw.filter((word) => word.length >= TYPO_LETTERS)) };
}

/** How well a passage covers a word: 1 when it has the word (stemmed, or with a typo), CONCEPT_MATCH when only a word of the same concept ("lender" for "mortgage"), else 0. */
function covers(passage: PassageWords, word: string): number {
  const stemmed = stem(word);
  if (passage.stems.has(stemmed)) return 1;
  // A typo: "comission", "mantenimeinto". Only for words long enough that one edit still says which.
  if (word.length >= TYPO_LETTERS) for (const known of passage.long) if (oneEdit(word, known)) return 1;
  return (CONCEPT_OF.get(stemmed) ?? []).some((concept) => passage.concepts.has(concept)) ? CONCEPT_MATCH : 0;
}

const CONCEPT_MATCH = 0.75;

/** The share of the question's content words a text covers (0 when there are none), and the same weighing exact words above concepts. */
function measure(asked: readonly string[], text: string): { share: number; weight: number } {
  if (asked.length === 0) return { share: 0, weight: 0 };
  const passage = passageWords(text);
  const found = asked.map((word) => covers(passage, word));
  return { share: found.filter((value) => value > 0).length / asked.length, weight: found.reduce((sum, value) => sum + value, 0) / asked.length };
}

export const coverage = (asked: readonly string[], text: string) => measure(asked, text).share;

/** More than half of the question's words must be in a passage for it to answer. */
const RELEVANT = 0.5;

/**
 * What a passage says it is about: a Q&A's question (its title and heading) and other phrasings
 * (its text before the answer); a section's own heading, without the document's title, which names the whole
 * document ("Buyer's guide" is about no buyer more than any of its sections).
 */
function aboutOf(passage: KnowledgePassage): string {
  if (passage.kind === "qa") {
    const answer = passage.answer ?? "";
    return `${passage.title} ${passage.heading} ${passage.text.endsWith(answer) ? passage.text.slice(0, passage.text.length - answer.length) : ""}`;
  }
  const headings = passage.heading.split(" > ");
  return (headings.length > 1 && headings[0]?.trim() === passage.title.trim() ? headings.slice(1) : headings).join(" ");
}

/**
 * The passage that answers the question, if any: the best covered, then the one whose question
 * or heading covers most ("do you manage rentals for owners?" is the management Q&A's, not the
 * repairs Q&A's that mentions "the homes we manage"), then the one with more of the words
 * themselves (not only their concepts), then a Q&A (the owner's answer to a question) before a
 * document, the search's score breaking ties.
 */
export function bestPassage(asked: readonly string[], passages: readonly KnowledgePassage[]): KnowledgePassage | undefined {
  let best: { passage: KnowledgePassage; rank: number[] } | undefined;
  for (const passage of passages) {
    const { share, weight } = measure(asked, [passage.title, passage.heading, passage.text, passage.answer ?? ""].join(" "));
    if (!(share > RELEVANT)) continue;
    const rank = [share, coverage(asked, aboutOf(passage)), weight, passage.kind === "qa" ? 1 : 0, passage.score];
    if (!best || isBefore(rank, best.rank)) best = { passage, rank };
  }
  return best?.passage;
}

const isBefore = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
};

const MAX_QUOTE = 600;
const SENTENCES = 3;

/** What of a passage the answer quotes: a Q&A's answer; of a document, the sentences that say what was asked (at most three). */
export function passageQuote(asked: readonly string[], passage: KnowledgePassage): string {
  if (passage.answer?.trim()) return cut(passage.answer.trim());
  const sentences = passage.text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const relevant = sentences.filter((sentence) => coverage(asked, sentence) > 0).slice(0, SENTENCES);
  return cut((relevant.length > 0 ? relevant : sentences.slice(0, SENTENCES)).join(" "));
}

function cut(text: string): string {
  if (text.length <= MAX_QUOTE) return text;
  const end = text.lastIndexOf(" ", MAX_QUOTE);
  return `${text.slice(0, end > 0 ? end : MAX_QUOTE)}…`;
}

export const sourceOf = (passage: KnowledgePassage): KnowledgeSource => ({ ID: passage.sourceId, Kind: passage.kind, Title: passage.title, Url: passage.url });

/** How an answer names its source: the title, and a web page's address. */
export function sourceName(source: KnowledgeSource): string {
  const title = source.Title.trim();
  if (source.Kind === "url" && source.Url) return title ? `${title} (${source.Url})` : source.Url;
  return title || source.Url || "";
}
