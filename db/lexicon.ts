import { createHash } from "node:crypto";
import { z } from "zod";
import en from "../lexicon/kinds.en.json" with { type: "json" };
import es from "../lexicon/kinds.es.json" with { type: "json" };
import fr from "../lexicon/kinds.fr.json" with { type: "json" };

// The kinds of property, per language, as data (lexicon/kinds.*.json): the one source of the
// words visitors type for a kind (`words`), of the further words only owners write in a
// PropertyType (`stored`: "home", "unit", "residencia"), and of how an answer names a kind
// (`names`: singular, plural), with visitors' regional words (`regional`). The concierge reads visitors with `words`
// (lib/ai/concierge/kinds.ts); the database classifies each listing's PropertyType with the
// phrases of both (`kindPhrases`), which openDatabase writes into casabot_kind_words (migration
// 0036). Changing these files needs no migration: the next start writes the phrases again and
// re-classifies the listings whose kind changed (db/vocabulary.ts).

export const KIND_NAMES = ["house", "apartment", "condo", "townhouse", "multi_family", "land", "commercial", "mobile_home", "farm", "other"] as const;
export type KindName = (typeof KIND_NAMES)[number];

/**
 * When a PropertyType holds words of several kinds ("Condo/Townhouse", "Farm land", "Loft in a
 * converted warehouse"), the first of this order wins, once the words inside a longer phrase are
 * set aside ("duplex apartment" is an apartment, "mobile home" no house).
 */
export const STORED_KIND_ORDER: readonly KindName[] = ["mobile_home", "townhouse", "multi_family", "condo", "apartment", "farm", "land", "commercial", "house"];

/** casabot_fold's letters (migration 0026) and what it makes of them. */
const FOLDED_FROM = "áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçýÿœæ";
const FOLDED_TO = "aaaaaaaeeeeeiiiiiooooooouuuuuncyyoa";
const FOLDS = new Map([...FOLDED_FROM].map((letter, index) => [letter, FOLDED_TO[index]!]));

/** Lower case without accents, letter for letter as casabot_fold (migration 0026), so TypeScript and SQL split a type alike. */
export const foldWord = (text: string) => text.toLowerCase().replace(/[áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçýÿœæ]/gu, (letter) => FOLDS.get(letter) ?? letter);

/** A phrase's words as the database splits a folded PropertyType: runs of letters and digits. */
function tokens(text: string): string[] {
  return foldWord(text)
    .split(/[^a-z0-9*]+/u)
    .filter(Boolean);
}

/** A phrase of at most three words; a `*` at the end of a single word matches any word it begins ("prefab*": "prefabricada"). */
const phrase = z
  .string()
  .min(1)
  .max(60)
  .refine((value) => !value.includes("*") || /^[a-z0-9]+\*$/u.test(value), "a * ends a single word")
  .refine((value) => tokens(value).length <= 3, "at most three words");

const kindEntry = z.strictObject({
  names: z.tuple([z.string().min(1), z.string().min(1)]),
  words: z.array(phrase),
  stored: z.array(phrase),
  /**
   * Visitors' regional words for the kind ("triple decker", "casona", "dpto"), read as the kind of a
   * search but, unlike `words`, neither as a home's kind in its name nor as words no name holds.
   */
  regional: z.array(phrase).optional(),
  /** Words owners glue in front of the kind's one-word phrases ("mini", "micro": "Microstudio", "Miniapartamento"). */
  joined: z.array(z.string().regex(/^[a-z]+$/u)).optional(),
});

const kindsFile = z.strictObject({
  language: z.enum(["English", "Spanish", "French"]),
  kinds: z.strictObject(Object.fromEntries(KIND_NAMES.map((kind) => [kind, kindEntry])) as Record<KindName, typeof kindEntry>),
});

export type KindsFile = z.infer<typeof kindsFile>;

/** A kinds file read and checked; throws a ZodError naming what is wrong. */
export const parseKindsFile = (file: unknown): KindsFile => kindsFile.parse(file);

export const KIND_FILES: readonly KindsFile[] = [en, es, fr].map(parseKindsFile);

/** A word and its plural, as owners write it ("bureau", "bureaux"; "lote", "lotes"); short and plural words stay. */
function withPlural(word: string): string[] {
  if (word.length < 3 || /[sxz*]$/u.test(word)) return [word];
  return [word, word.endsWith("eau") ? `${word}x` : `${word}s`];
}

/** Every spelling of a phrase with each of its words singular or plural ("casa adosada": "casas adosadas", …). */
function spellings(text: string): string[] {
  return tokens(text).reduce<string[]>((done, word) => done.flatMap((start) => withPlural(word).map((form) => (start ? `${start} ${form}` : form))), [""]);
}

export interface KindPhrase {
  phrase: string;
  kind: KindName;
  /** Its kind's place in STORED_KIND_ORDER. */
  rank: number;
  /** Matches any word the phrase begins (written with a trailing `*`). */
  prefix: boolean;
}

/** The phrases the database classifies a PropertyType with, sorted and one row per phrase. */
export function kindPhrases(files: readonly KindsFile[] = KIND_FILES): KindPhrase[] {
  const rows = new Map<string, KindPhrase>();
  for (const kind of STORED_KIND_ORDER) {
    const rank = STORED_KIND_ORDER.indexOf(kind);
    for (const file of files) {
      const entry = file.kinds[kind];
      const written = [...entry.words, ...(entry.regional ?? []), ...entry.stored];
      const joined = written
        .filter((word) => !word.endsWith("*") && tokens(word).length === 1)
        .flatMap((word) => (entry.joined ?? []).map((start) => `${start}${foldWord(word)}`));
      for (const phrase of [...written, ...joined]) {
        for (const spelling of phrase.endsWith("*") ? [phrase] : spellings(phrase)) {
          const prefix = spelling.endsWith("*");
          const key = prefix ? spelling.slice(0, -1) : spelling;
          const id = `${prefix ? "*" : ""}${key}`;
          // A phrase written for two kinds keeps the first in the order.
          if (!rows.has(id)) rows.set(id, { phrase: key, kind, rank, prefix });
        }
      }
    }
  }
  return [...rows.values()].sort((a, b) => (a.phrase < b.phrase ? -1 : a.phrase > b.phrase ? 1 : Number(a.prefix) - Number(b.prefix)));
}

/** What identifies a vocabulary: a change of any phrase, kind or order changes it. */
export const vocabularyHash = (rows: readonly KindPhrase[]) => createHash("sha256").update(JSON.stringify(rows)).digest("hex");

/**
 * A PropertyType's kind, in TypeScript, by the same rule as casabot_property_kind: the phrases
 * found among its words, less those inside a longer phrase found, and of these the first kind
 * in STORED_KIND_ORDER; "other" when none.
 */
export function kindOfType(propertyType: string, rows: readonly KindPhrase[] = KIND_PHRASES): KindName {
  // As casabot_property_kind splits it: runs of a to z and digits.
  const words = foldWord(propertyType.slice(0, 500))
    .split(/[^a-z0-9]+/u)
    .filter(Boolean);
  const exact = exactIndex(rows);
  const found: { start: number; size: number; rank: number; kind: KindName }[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let size = 1; size <= 3 && start + size <= words.length; size++) {
      const hit = exact.get(words.slice(start, start + size).join(" "));
      if (hit) found.push({ start, size, rank: hit.rank, kind: hit.kind });
    }
    for (const row of rows) if (row.prefix && words[start]!.startsWith(row.phrase)) found.push({ start, size: 1, rank: row.rank, kind: row.kind });
  }
  const kept = found.filter(
    (hit) => !found.some((other) => other.size > hit.size && other.start <= hit.start && other.start + other.size >= hit.start + hit.size),
  );
  kept.sort((a, b) => a.rank - b.rank || a.start - b.start);
  return kept[0]?.kind ?? "other";
}

const exactIndexes = new WeakMap<readonly KindPhrase[], Map<string, KindPhrase>>();
function exactIndex(rows: readonly KindPhrase[]): Map<string, KindPhrase> {
  let index = exactIndexes.get(rows);
  if (!index) {
    index = new Map(rows.filter((row) => !row.prefix).map((row) => [row.phrase, row]));
    exactIndexes.set(rows, index);
  }
  return index;
}

export const KIND_PHRASES: readonly KindPhrase[] = kindPhrases();
