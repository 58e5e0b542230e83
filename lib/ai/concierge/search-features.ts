import { type SQL, sql } from "drizzle-orm";
import { listings } from "@/db/schema";
import { featureWords } from "./features";
import { fold } from "./text";

// Features and words through the full-text index. A listing's search_vector holds its text in
// the casabot_en, casabot_es and casabot_fr configurations (migration 0010), so a query is run
// through the same three: "garden" finds "jardín" because the feature's words name it in every
// language, and each stemmer finds its language's plurals.

const CONFIGS = ["casabot_en", "casabot_es", "casabot_fr"] as const;
/** What a tsquery term may hold: letters and digits; anything else separates words. */
const NOT_A_WORD = /[^\p{L}\p{N}]+/u;
const MAX_PHRASES = 60;
const MAX_WORDS_PER_PHRASE = 6;

/** One phrase as tsquery text: its words in order ("sea <-> view"); empty when it has none. */
function phrase(words: string): string {
  return fold(words).slice(0, 120).split(NOT_A_WORD).filter(Boolean).slice(0, MAX_WORDS_PER_PHRASE).join(" <-> ");
}

/** Any of these phrases, in all three configurations; null when none has a word. */
export function anyPhrase(phrases: readonly string[]): SQL | null {
  const terms = [...new Set(phrases.slice(0, MAX_PHRASES).map(phrase).filter(Boolean))];
  if (terms.length === 0) return null;
  const text = terms.map((term) => `(${term})`).join(" | ");
  const queries = CONFIGS.map((config) => sql`to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${text})`);
  return sql`("listings"."search_vector" @@ (${sql.join(queries, sql` || `)}))`;
}

/** The listing names the feature (in any language, not negated); unknown ids match by their own words. */
export function hasFeature(id: string): SQL | null {
  const words = featureWords(id);
  return anyPhrase(words.length > 0 ? words : [id.replace(/_/g, " ")]);
}

/**
 * A word or phrase the visitor wants in the listing (a neighbourhood, a street, a school):
 * in its text, or, for a typo, close to a word of its address (pg_trgm word similarity).
 */
export function mentions(text: string): SQL | null {
  const query = anyPhrase([text]);
  const folded = fold(text).slice(0, 60);
  if (!query || folded.length < 4) return query;
  return sql`(${query} or ${folded} <% casabot_fold(${listings.Address}))`;
}
