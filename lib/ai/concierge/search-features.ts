import { type SQL, sql } from "drizzle-orm";
import { listings } from "@/db/schema";
import { featureNear, featureWordsByLanguage, VIEW_REACH, type ViewWords } from "./features";
import { factValueOf } from "./extension-match";
import { fold } from "./text";

// Features and words through the full-text index. A listing's search_vector holds its text in
// the casabot_en, casabot_es and casabot_fr configurations (migration 0010), so a query is run
// through the same three: "garden" finds "jardín" because the feature's words name it in every
// language, and each stemmer finds its language's plurals. Each configuration's stems carry a
// weight of their own (migration 0012) and a query only meets its own: English "pets" ('pet')
// never finds French "petit" (also 'pet').

// biome-ignore format: a table of words, one group a line.
const CONFIGS = ["casabot_en", "casabot_es", "casabot_fr"] as const;
/** What a tsquery term may hold: letters and digits; anything else separates words. */
const NOT_A_WORD = /[^\p{L}\p{N}]+/u;
const MAX_PHRASES = 60;
const MAX_WORDS_PER_PHRASE = 6;

/** A French elided article opening a phrase: "l'école", "d'Youville". Inside a phrase it stays, where its stop word keeps a word's place ("bord de l'eau"). */
const OPENING_ELISION = /^(?:qu|[cdjlmnst])'(?=\p{L})/u;

/** One phrase as the words a query is made of: folded, capped, an opening elision dropped ("l'école" is "école"), one space between words; empty when it has none. */
function phrase(words: string): string {
  return fold(words).trim().slice(0, 120).replace(OPENING_ELISION, "").split(NOT_A_WORD).filter(Boolean).slice(0, MAX_WORDS_PER_PHRASE).join(" ");
}

type Config = (typeof CONFIGS)[number];
const CONFIG_OF = { en: "casabot_en", es: "casabot_es", fr: "casabot_fr" } as const;

/** Any of these phrases in one configuration, matched against that configuration's stems only (casabot_language_query, migration 0012). */
function query(config: Config, terms: string[]): SQL {
  return sql.join(
    terms.map((term) => sql`casabot_language_query(${sql.raw(`'${config}'`)}::regconfig, ${term})`),
    sql` || `,
  );
}

/**
 * Phrases as one text-index condition. One word is looked for in all three configurations (each
 * stemmer finds its plurals); a phrase of several words only in its own language's, because
 * another language may drop a word of it as a stop word ("sea" is one in Spanish, which would
 * leave "view" alone). Phrases of no known language go to all three.
 */
function textCondition(byConfig: Map<Config, string[]>, more: SQL[] = []): SQL | null {
  const queries = [...byConfig].filter(([, terms]) => terms.length > 0).map(([config, terms]) => query(config, [...new Set(terms)].slice(0, MAX_PHRASES)));
  queries.push(...more);
  if (queries.length === 0) return null;
  return sql`("listings"."search_vector" @@ (${sql.join(queries, sql` || `)}))`;
}

function collect(phrases: readonly string[], own: Config[], byConfig: Map<Config, string[]>, ownOnly = false) {
  for (const text of phrases) {
    const term = phrase(text);
    if (!term) continue;
    for (const config of term.includes(" ") || ownOnly ? own : CONFIGS) byConfig.get(config)!.push(term);
  }
}

const emptyConfigs = () => new Map<Config, string[]>(CONFIGS.map((config) => [config, []]));

/** Any of these phrases, of any language, in all three configurations; null when none has a word. */
export function anyPhrase(phrases: readonly string[]): SQL | null {
  const byConfig = emptyConfigs();
  collect(phrases.slice(0, MAX_PHRASES), [...CONFIGS], byConfig);
  return textCondition(byConfig);
}

/**
 * The listing names the feature (in any language, not negated); unknown ids match by their own words.
 * A feature's words are stemmed by their own language only: the French stemmer would make "pets"
 * and "petit" one stem, the Spanish one "solar" (sun) and "solar" (a plot).
 */
export function hasFeature(id: string): SQL | null {
  const words = featureWordsByLanguage(id);
  if (!words) return anyPhrase([id.replace(/_/g, " ")]);
  const byConfig = emptyConfigs();
  for (const language of ["en", "es", "fr"] as const) collect(words[language], [CONFIG_OF[language]], byConfig, true);
  const near = featureNear(id);
  return textCondition(byConfig, near ? (["en", "es", "fr"] as const).map((language) => viewQuery(CONFIG_OF[language], near[language])) : []);
}

/**
 * A view word and what it looks at within a few words of each other, in one configuration: "vue
 * imprenable sur le lac" ('vu' <4> 'lac'), "lake and mountain views" ('lake' <3> 'view'). The words
 * are single words of no stop list, so neither side of a phrase operator is ever empty.
 */
function viewQuery(config: Config, { views, of }: ViewWords): SQL {
  const seen = sql`(${query(config, views.map(phrase).filter(Boolean))})`;
  const objects = sql`(${query(config, of.map(phrase).filter(Boolean))})`;
  const after = Array.from({ length: VIEW_REACH.after }, (_, index) => sql`tsquery_phrase(${seen}, ${objects}, ${sql.raw(String(index + 1))})`);
  const before = Array.from({ length: VIEW_REACH.before }, (_, index) => sql`tsquery_phrase(${objects}, ${seen}, ${sql.raw(String(index + 1))})`);
  return sql.join([...after, ...before], sql` || `);
}

/**
 * An energy rating's letter: a key of the rating in the text index, and the letter within a few
 * characters after it, in the description or a pair ('"Certificado energético", "value": "B"').
 */
function energyRating(keys: readonly string[], letter: string): SQL | null {
  const indexed = anyPhrase(keys);
  if (!indexed || !/^[a-g]$/.test(letter)) return null;
  const pattern = `(energ|dpe|epc)[^.;]{0,30}[^a-z0-9]${letter}([^a-z0-9+]|$)`;
  return sql`(${indexed} and casabot_fold(${listings.Description} || ' ' || coalesce(${listings.ExtensionColumn}::text, '')) ~ ${pattern})`;
}

/**
 * A word or phrase the visitor wants in the listing (a neighbourhood, a street, a school):
 * in its text, or, for a typo, close to a word of its address (pg_trgm word similarity).
 */
export function mentions(text: string, nearAddress = true): SQL | null {
  // An owner's fact and its value ("energy rating b", "orientacion sur"): under any of its keys, in any language.
  const fact = factValueOf(text);
  if (fact?.letter) return energyRating(fact.phrases, fact.letter);
  if (fact) return anyPhrase(fact.phrases);
  const condition = anyPhrase([text]);
  const folded = fold(text).slice(0, 60);
  if (!condition || folded.length < 4 || !nearAddress) return condition;
  return sql`(${condition} or ${folded} <% casabot_fold(${listings.Address}))`;
}
