import { hasAny, wordsRegex } from "./text";
import type { Language } from "./types";
import * as vocab from "./vocab";

// Messages about the conversation rather than listings: a request for a person, greetings,
// thanks and goodbyes, questions about something else entirely, and which cities are covered.

const ALL = (table: Record<Language, readonly string[]>) => [...table.English, ...table.Spanish, ...table.French];
const PERSONS = ALL(vocab.HUMAN_PERSONS);
// biome-ignore format: a table of words, one group a line.
const POLITE = ["please", "por favor", "s'il vous plait", "s'il te plait", "svp", "now", "right now", "ahora", "maintenant", "i want", "i need", "quiero", "necesito", "je veux", "je voudrais", "can i", "could i", "talk", "speak", "hablar", "parler", "to", "with", "a", "an", "un", "una", "une", "con", "avec", "el", "la", "le", "l'", "de", "real", "live"];
const LEFTOVER = /[\p{L}\p{N}]/u;

/** Whether the visitor asks for a person: "talk to an agent", "call me", "un asesor por favor", "quelqu'un ?". */
export function asksForHuman(folded: string): boolean {
  if (hasAny(folded, vocab.HUMAN_DIRECT)) return true;
  if (!hasAny(folded, PERSONS)) return false;
  if (hasAny(folded, vocab.HUMAN_VERBS)) return true;
  const rest = folded
    .replace(wordsRegex(PERSONS, "g"), " ")
    .replace(wordsRegex(POLITE, "g"), " ")
    .replace(wordsRegex(ALL(vocab.GREETING_WORDS), "g"), " ");
  return !LEFTOVER.test(rest);
}

const SMALL_TALK: readonly ["greeting" | "thanks" | "goodbye" | "about", Record<Language, readonly string[]>][] = [
  ["thanks", vocab.THANKS_WORDS],
  ["goodbye", vocab.GOODBYE_WORDS],
  ["about", vocab.ABOUT_WORDS],
  ["greeting", vocab.GREETING_WORDS],
];

/** Greeting, thanks or goodbye, and the language of the words that said it. */
export function smallTalk(folded: string): { kind: "greeting" | "thanks" | "goodbye" | "about"; language: Language } | undefined {
  for (const [kind, table] of SMALL_TALK) {
    for (const language of ["Spanish", "French", "English"] as const) if (hasAny(folded, table[language])) return { kind, language };
  }
  return undefined;
}

/** The language of the words for a person, for "agente" or "quelqu'un" alone. */
export function humanLanguage(folded: string): Language | undefined {
  return (["Spanish", "French", "English"] as const).find((language) => hasAny(folded, vocab.HUMAN_PERSONS[language]));
}

// Arithmetic ("what is 12*7", "2+2") is no question about homes; "3+ bedrooms" has no digit after the sign.
const ARITHMETIC =
  /\d\s*[+*×÷=^]\s*\d|\d\s*\/\s*\d+\s*=|(?<![\p{L}])(?:times|divided by|multiplied by|plus|minus|por|entre|mas|menos|fois|divise par)\s+\d+\s*(?:=|\?|$)/u;
const OPERATOR = /\d\s*[*×÷=^]\s*\d/u;
const ARITHMETIC_QUESTION = /(?<![\p{L}])(?:what is|what's|how much is|cuanto es|cuanto son|combien font|combien fait|calcul)/u;

/** "Celui qui est le moins cher", "qu'est-ce qui est en attente": a relative "qui est" (that is), not "who is". */
const RELATIVE_QUI =
  /(?<![\p{L}'-])(?:celui|celle|ceux|celles|ce|qu'est-ce|est-ce|lequel|laquelle|lesquels|lesquelles|maison|maisons|appartement|appartements|bien|biens|condo|condos|logement|logements|propriete|proprietes|annonce|annonces|terrain|terrains) qui (?:est|etait|sont)(?![\p{L}])/gu;

export function isOffTopic(folded: string): boolean {
  // "Enséñame el resto": the rest of the listings, not a "resto" (restaurant).
  const asked = folded.replace(RELATIVE_QUI, " ").replace(wordsRegex(vocab.MORE_WORDS, "g"), " ");
  if (hasAny(asked, vocab.OFFTOPIC_WORDS) && !hasAny(folded, vocab.HOME_WORDS)) return true;
  return ARITHMETIC.test(folded) && (ARITHMETIC_QUESTION.test(folded) || OPERATOR.test(folded));
}

export const asksCoverage = (folded: string) => hasAny(folded, vocab.COVERAGE_WORDS);

/** Asking to see a home in person; a virtual tour or an open house is a filter, not a visit. */
export function asksViewing(folded: string): boolean {
  if (hasAny(folded, vocab.TOUR_WORDS["3D"]) || hasAny(folded, vocab.TOUR_WORDS.OpenHouse)) return false;
  return hasAny(folded, vocab.VIEWING_WORDS);
}

/** Seeing one listing at a time ("see 88 Pearl St this weekend"): a viewing when a listing is named or in focus. */
export function asksViewingWhen(folded: string): boolean {
  return hasAny(folded, vocab.SEE_WORDS) && (hasAny(folded, vocab.WHEN_WORDS) || WEEKDAY_SHORT.test(folded) || CLOCK.test(folded));
}

/**
 * Weekdays cut short as visitors write them, where a day stands ("sat at 10", "thurs pm", "fri?"): "sat down" is no
 * Saturday, and "mon", "sun" and "wed" are other words too.
 */
const WEEKDAY_SHORT =
  /(?<![\p{L}])(?:tue|tues|thu|thur|thurs|fri|sat)(?:\.|\s*(?:at\s*)?\d|\s+(?:morning|afternoon|evening|night|am|pm|or|and|works?|ok)(?![\p{L}])|\s*[,?!]|\s*$)/u;
/** A clock time: "10am", "4 pm", "16h", "16h30", "a las 5", "at 3". Linear: no nesting. */
const CLOCK = /(?<![\p{L}\p{N}])(?:\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|h\d{0,2})|(?:at|a las|a la|vers) \d{1,2}(?::\d{2})?)(?![\p{L}\p{N}])/u;

const SMALL_TALK_WORDS = [...ALL(vocab.GREETING_WORDS), ...ALL(vocab.THANKS_WORDS), ...ALL(vocab.GOODBYE_WORDS), ...ALL(vocab.ABOUT_WORDS)];
// biome-ignore format: a table of words, one group a line.
const SMALL_TALK_FILLER = ["ok", "okay", "so much", "very much", "a lot", "again", "for your help", "for the help", "for the info", "for everything", "por tu ayuda", "por su ayuda", "por la informacion", "por todo", "pour votre aide", "pour l'info", "pour tout", "oh", "well", "bueno", "ah", "you", "to you", "too", "everyone", "all", "tout le monde", "a todos", "friend", "amigo", "ami", "madame", "monsieur", "senor", "senora", "sir", "there"];

/** Whether the message is only a greeting, thanks or goodbye, with nothing else asked. */
export function onlySmallTalk(folded: string): boolean {
  if (!smallTalk(folded)) return false;
  const rest = folded.replace(wordsRegex(SMALL_TALK_WORDS, "g"), " ").replace(wordsRegex(SMALL_TALK_FILLER, "g"), " ");
  return !LEFTOVER.test(rest);
}

/** The language of a short answer ("oui", "vale"), or of small talk, when eld cannot tell. */
export function wordsLanguage(folded: string): Language | undefined {
  const talk = smallTalk(folded);
  if (talk) return talk.language;
  return (["Spanish", "French", "English"] as const).find((language) => hasAny(folded, vocab.SHORT_ANSWERS[language])) ?? humanLanguage(folded);
}

/**
 * Asking to be told when a home like the ones searched for comes up: "set up an alert", or a request to be
 * told of something new ("let me know when something like this comes up", "avísame si sale algo así",
 * "prévenez-moi dès qu'un bien arrive"). "Let me know if it has a garage" is a question, not an alert.
 */
export const asksAlert = (folded: string) =>
  hasAny(folded, vocab.ALERT_WORDS) || (hasAny(folded, vocab.ALERT_TELL_WORDS) && hasAny(folded, vocab.ALERT_NEWS_WORDS));
