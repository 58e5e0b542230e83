import type { PhraseBook } from "./phrase-book";
import { english } from "./phrases-en";
import { spanish } from "./phrases-es";
import { french } from "./phrases-fr";

// Every word the concierge says, by language. To add a language, write one PhraseBook
// (phrases-en.ts is the model) and register it here under its name as AIResponseLanguage
// spells it ("German").
export const PHRASES: Readonly<Record<string, PhraseBook>> = { English: english, Spanish: spanish, French: french };

/** The phrase book for a response language by its English name, in any case; English for any other. */
export function phrasesFor(language: string): PhraseBook {
  const key = Object.keys(PHRASES).find(
    (name) =>
      name.toLowerCase() ===
      String(language ?? "")
        .trim()
        .toLowerCase(),
  );
  return PHRASES[key ?? "English"]!;
}
