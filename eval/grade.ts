import { eld } from "eld/small";
import type { Expectation, LanguageCode, Question } from "./questions/types";

// Grading an answer by expected facts: text compared case- and accent-insensitively, numbers
// only as whole numbers ("12" is not found in "2012"), and the answer's language by eld over
// the answer with the listings' addresses, cities and MLS numbers taken out.

const COMBINING = /[\u0300-\u036f]/g;
const SPACES = /[\s\u00a0\u202f]+/g;
const NUMBER_LIKE = /^[\d][\d.,\s]*[km]?$/;
const DIGIT = /\d/;

export function fold(text: string): string {
  return text.normalize("NFKD").replace(COMBINING, "").replace(SPACES, " ").toLowerCase();
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const isWordChar = (char: string | undefined) => char !== undefined && WORD_CHAR.test(char);
/** Short needles ("C", "sur") and numbers must stand alone; longer words may be stems ("vendid"). */
const SHORT = 3;

/** Whether `needle` occurs in `haystack` (both folded); a number must stand alone ("12" is not in "2012" or "1.25"). */
export function includesFolded(haystack: string, needle: string): boolean {
  if (!needle) return false;
  const number = NUMBER_LIKE.test(needle);
  const whole = number || needle.trim().length <= SHORT;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    if (!whole) return true;
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    // A number continues through a separator followed by a digit: "1" is not in "1,500".
    const beforeJoined = isWordChar(before) || (number && (before === "," || before === ".") && DIGIT.test(haystack[at - 2] ?? ""));
    const afterJoined = isWordChar(after) || (number && (after === "," || after === ".") && DIGIT.test(haystack[at + needle.length + 1] ?? ""));
    const startsWord = isWordChar(needle[0]);
    const endsWord = isWordChar(needle[needle.length - 1]);
    if (!(startsWord && beforeJoined) && !(endsWord && afterJoined)) return true;
  }
  return false;
}

const ELD_CODES: LanguageCode[] = ["en", "es", "fr"];
const MIN_LETTERS = 12;
const LETTER = /\p{L}/gu;
const MLS_LIKE = /\b[A-Z]{2,5}\d{3,6}\b/g;
const NUMBERS = /[\d][\d.,]*/g;
const URLS = /https?:\/\/\S+/g;

/** The answer's language among en/es/fr, or null when too little text is left to tell. */
export function answerLanguage(text: string, names: readonly string[]): LanguageCode | null {
  let stripped = text.replace(URLS, " ").replace(MLS_LIKE, " ");
  const folded = fold(stripped);
  // Names (addresses, cities) are removed on the folded text, longest first.
  let plain = folded;
  for (const name of names) if (name.length > 3) plain = plain.split(name).join(" ");
  stripped = plain.replace(NUMBERS, " ");
  if ((stripped.match(LETTER) ?? []).length < MIN_LETTERS) return null;
  const scores = eld.detect(stripped).getScores();
  let best: LanguageCode | null = null;
  for (const code of ELD_CODES) if ((scores[code] ?? 0) > (best ? (scores[best] ?? 0) : 0)) best = code;
  return best;
}

export interface Answer {
  content: string;
  noAnswer: boolean;
  error?: string;
}

export interface Verdict {
  pass: boolean;
  failures: string[];
  language: LanguageCode | null;
}

/**
 * What no answer may hold (design.md, "Answers"): raw URLs, "(MLS# …)" markers, "newest
 * first", zero-valued facts. Checked on every graded answer.
 */
export const NEVER_IN_ANSWERS = [
  "http://",
  "https://",
  "(mls#",
  "newest first",
  " 0 parking",
  " 0 plaza",
  " 0 place",
  " 0 estacionamiento",
  " 0 stationnement",
  // A listing with no bedroom is a studio: never "0 bedrooms", "0 chambres", "0 habitaciones".
  " 0 bedroom",
  " 0 bd",
  " 0 chambre",
  " 0 ch.",
  " 0 habitacion",
  " 0 hab.",
  " 0 dormitorio",
  " 0 recamara",
];

export function grade(expectation: Expectation, lang: LanguageCode, answer: Answer, names: readonly string[]): Verdict {
  const failures: string[] = [];
  if (answer.error) failures.push(`error: ${answer.error}`);
  const text = fold(answer.content);
  for (const item of NEVER_IN_ANSWERS) if (includesFolded(text, item)) failures.push(`reading: contains "${item}"`);
  for (const anyOf of expectation.mustContain) {
    if (!anyOf.some((item) => includesFolded(text, fold(item)))) failures.push(`missing ${anyOf.slice(0, 4).join(" | ")}${anyOf.length > 4 ? " | …" : ""}`);
  }
  for (const item of expectation.mustNotContain) if (includesFolded(text, fold(item))) failures.push(`should not contain ${item}`);
  if (expectation.noAnswer !== undefined && answer.noAnswer !== expectation.noAnswer)
    failures.push(`noAnswer ${answer.noAnswer}, expected ${expectation.noAnswer}`);
  const expectedLanguage = expectation.language === undefined ? lang : expectation.language;
  const language = answerLanguage(answer.content, names);
  if (expectedLanguage && language && language !== expectedLanguage) failures.push(`language ${language}, expected ${expectedLanguage}`);
  return { pass: failures.length === 0, failures, language };
}

/** Grades a conversation: the last turn, and earlier turns that carry an expectation. */
export function gradeQuestion(question: Question, answers: Answer[], names: readonly string[]): Verdict {
  const last = grade(question, question.lang, answers[answers.length - 1] ?? { content: "", noAnswer: true, error: "no answer" }, names);
  const failures = [...last.failures];
  question.earlier?.forEach((expectation, turn) => {
    if (!expectation || !answers[turn]) return;
    for (const failure of grade(expectation, question.lang, answers[turn]!, names).failures) failures.push(`turn ${turn + 1}: ${failure}`);
  });
  return { pass: failures.length === 0, failures, language: last.language };
}
