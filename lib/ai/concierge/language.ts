import { eld } from "eld/small";
import type { Language } from "./types";

// The language of a visitor's message, by eld (a maintained n-gram detector) restricted to
// the three languages the concierge speaks. Short or unclear text ("ok", "TX1001", "2")
// says nothing by itself: the caller's fallback (the conversation's language) stands.

eld.setLanguageSubset(["en", "es", "fr"]);

const CODES: Record<string, Language> = { en: "English", es: "Spanish", fr: "French" };
/** Letters below which eld's guess is only taken when it calls itself reliable. */
const SHORT = 12;
const LETTERS = /\p{L}/gu;
// Words with digits or an "@" (MLS numbers, prices, e-mail addresses) say nothing about a language.
const NOT_LANGUAGE = /[\d@]/u;

/** The language of a message, or the fallback when the text is too short or unclear to tell. */
export function detectLanguage(text: string, fallback: Language = "English"): Language {
  return sureLanguage(text) ?? fallback;
}

/** The language eld is sure of, or undefined. */
export function sureLanguage(text: string): Language | undefined {
  const words = text
    .slice(0, 500)
    .split(" ")
    .filter((word) => !NOT_LANGUAGE.test(word))
    .join(" ");
  const letters = words.match(LETTERS)?.length ?? 0;
  if (letters < 3) return undefined;
  const result = eld.detect(words);
  const language = CODES[result.language];
  if (!language) return undefined;
  return result.isReliable() || letters >= SHORT ? language : undefined;
}
