import { KIND_FILES, KIND_NAMES } from "@/db/lexicon";
import type { Language, PropertyKind } from "./types";

// Canonical kinds of property and their words, from the lexicon's data (lexicon/kinds.*.json).
// `words` are what visitors type, folded (lower case, no accents), in any of the three languages;
// `names` are how an answer calls the kind in each language (singular, plural).
//
// The reader matches visitors' words with `words`. The database classifies stored PropertyType
// values with the same words and the owners' further ones (casabot_property_kind over the
// phrases db/vocabulary.ts writes at start; tests/db/concierge-search.test.ts checks every word
// classifies to its kind there); answers name kinds with `names`.

export interface KindEntry {
  kind: PropertyKind;
  words: readonly string[];
  names: Record<Language, readonly [string, string]>;
}

export const KINDS: readonly KindEntry[] = KIND_NAMES.map((kind) => {
  const names = (language: Language) => KIND_FILES.find((file) => file.language === language)!.kinds[kind].names;
  return { kind, words: [...new Set(KIND_FILES.flatMap((file) => file.kinds[kind].words))], names: { English: names("English"), Spanish: names("Spanish"), French: names("French") } };
});

/** Visitors' regional words for each kind ("triple decker", "casona"): a search's kind, never a home's name (db/lexicon.ts). */
export const REGIONAL_KINDS: readonly (readonly [PropertyKind, readonly string[]])[] = KIND_NAMES.map(
  (kind) => [kind, [...new Set(KIND_FILES.flatMap((file) => file.kinds[kind].regional ?? []))]] as const,
).filter(([, words]) => words.length > 0);
