import { PROPERTY_TYPES } from "./property-types";
import { escapeRegExp, fold, titleCase } from "./text";
import * as vocab from "./vocab";

// Which city a message names. With no list of the chatbot's cities, a city is read as the
// words after "in", "near", "en", "à"… up to the first word that is something else: a
// criterion, a number, a grammatical word, or punctuation.

const GRAMMAR = [
  "with", "without", "under", "below", "over", "above", "for", "that", "which", "between", "from", "and", "or", "near", "built", "having", "priced",
  "less", "more", "at", "to", "on", "by", "sorted", "ordered", "please", "thanks", "the", "a", "an", "my", "your", "our", "it", "them", "this", "that",
  "these", "those", "total", "general", "particular", "stock", "mind", "english", "spanish", "french", "any", "some", "is", "are", "up", "around",
  "about", "budget", "max", "min", "ideally", "preferably", "only", "area", "town", "city", "here", "there", "now", "today", "stock",
  "con", "sin", "para", "por", "que", "y", "o", "de", "del", "el", "la", "los", "las", "un", "una", "mi", "su", "menos", "mas", "entre", "hasta", "desde", "cerca", "venta",
  "avec", "sans", "pour", "sous", "moins", "plus", "et", "ou", "qui", "le", "les", "des", "du", "une", "mon", "ma", "vers", "autour",
];

const VOCAB_LISTS: readonly (readonly string[])[] = [
  vocab.SALE_WORDS, vocab.RENT_WORDS, vocab.FRENCH_RENT_WORDS, vocab.MONTHLY_WORDS, vocab.BED_WORDS, vocab.BATH_WORDS, vocab.STUDIO_WORDS,
  vocab.PARKING_WORDS, vocab.CHEAPER_WORDS, vocab.BIGGER_WORDS, vocab.COUNT_WORDS, vocab.SEARCH_WORDS, vocab.ANCHOR_WORDS,
  ...vocab.FEATURES.map((feature) => feature.words), ...PROPERTY_TYPES.map((entry) => entry.words),
  ...Object.values(vocab.STATUS_WORDS), ...Object.values(vocab.TOUR_WORDS), ...Object.values(vocab.SORT_WORDS),
];

/** Words that cannot be part of a city name: grammar, and every one-word entry of the vocabulary. */
const STOP = new Set([...GRAMMAR, ...VOCAB_LISTS.flatMap((list) => list.filter((entry) => !entry.includes(" ")))]);

const PREPOSITIONS = ["in", "near", "around", "close to", "en", "à", "dans", "cerca de", "près de", "pres de"];
/** Openings of a follow-up whose next words may be a bare city: "what about Denver?". */
const FOLLOW_UP_OPENINGS = ["what about", "how about", "and in", "and", "y en", "y", "que tal", "qué tal", "et à", "et a", "et en", "et"];

const alternatives = (phrases: readonly string[]) => phrases.map(escapeRegExp).join("|");
const openingPattern = (prepositions: readonly string[]) =>
  new RegExp(`^\\s*(?:${alternatives(FOLLOW_UP_OPENINGS)})\\s+(?:${alternatives(prepositions)}\\s+)?(.*)$`, "u");
const prepositionPattern = (prepositions: readonly string[]) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives(prepositions)})\\s+`, "gu");
const OPENING = openingPattern(PREPOSITIONS);
const FRENCH_OPENING = openingPattern([...PREPOSITIONS, "a"]);
const PREPOSITION = prepositionPattern(PREPOSITIONS);
const FRENCH_PREPOSITION = prepositionPattern([...PREPOSITIONS, "a"]);

const LETTER_WORD = /^[\p{L}][\p{L}.'-]*$/u;

/** The city-like words at the start of `tail`, or undefined when the first word cannot start a city. */
function cityAt(tail: string): string | undefined {
  const words: string[] = [];
  for (const raw of tail.split(/\s+/, 4)) {
    const ends = /[?!.,;:)]$/.test(raw);
    const word = raw.replace(/[?!.,;:()"]+/g, "");
    if (!LETTER_WORD.test(word) || STOP.has(fold(word))) break;
    words.push(word);
    if (ends) break;
  }
  return words.length > 0 ? titleCase(words.join(" ")) : undefined;
}

/** The place the message names, spelt as typed but capitalised, and whether it is one of the known cities; `french` lets a bare "a" stand for "à". */
export function findPlace(message: string, options: { cities?: readonly string[]; french?: boolean } = {}): { name: string; known: boolean } | undefined {
  const folded = fold(message);
  const known = (options.cities ?? [])
    .filter((city) => city.trim() !== "" && new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(fold(city))}(?![\\p{L}\\p{N}])`, "u").test(folded))
    .sort((a, b) => b.length - a.length)[0];
  if (known) return { name: known.trim(), known: true };

  const lower = message.toLowerCase().replace(/[¿¡]/g, " ").replace(/\s+/g, " ").trim();
  const start = (options.french ? FRENCH_OPENING : OPENING).exec(lower);
  if (start) {
    const city = cityAt(start[1]!);
    if (city) return { name: city, known: false };
  }
  // Only the first words after each preposition are read: capturing the rest of the text for each of many prepositions took quadratic time.
  const pattern = options.french ? FRENCH_PREPOSITION : PREPOSITION;
  for (let at = 0; at < lower.length; ) {
    pattern.lastIndex = at;
    const match = pattern.exec(lower);
    if (!match) break;
    const city = cityAt(lower.slice(match.index + match[0].length));
    if (city) return { name: city, known: false };
    // Try the next preposition after this one: "homes in the area near Austin".
    at = match.index + 1;
  }
  return undefined;
}
