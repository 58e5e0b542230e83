import { z } from "zod";
import en from "@/lexicon/features.en.json" with { type: "json" };
import es from "@/lexicon/features.es.json" with { type: "json" };
import fr from "@/lexicon/features.fr.json" with { type: "json" };

// The cross-language synonym map of real-estate features, as data: one file per language
// (lexicon/features.en.json, .es, .fr), checked by zod when loaded. A feature has an id (what
// SearchFilters.features holds) and the words for it in each language, folded (lower case,
// no accents), with common regional variants. Visitors' words are read with it (parse), and
// listings' text is searched with it (search: every word of every language, because an owner
// in Madrid writes "jardín" where a buyer types "garden"). Each language's FIRST word is its
// plain display form.

export interface Feature {
  id: string;
  words: { en: readonly string[]; es: readonly string[]; fr: readonly string[] };
}

/**
 * A view of something, with words between the view and what it looks at: "vue imprenable sur le lac",
 * "vistas despejadas al mar", "views out over the lake", "lake and mountain views". Per language: the
 * view's words and the words of what is seen, each one word (the text index stems them).
 */
export interface ViewWords {
  views: readonly string[];
  of: readonly string[];
}
export type Near = Record<keyof Feature["words"], ViewWords>;

/** Words a view's object may be from its view word, "vue … sur le lac" (view first), "lake and mountain views" (object first). */
export const VIEW_REACH = { after: 7, before: 3 } as const;

const words = z.array(z.string().min(1).max(60)).min(1);
const featuresFile = z.strictObject({
  language: z.enum(["English", "Spanish", "French"]),
  features: z.record(z.string().regex(/^[a-z_]+$/u), words),
  views: z.strictObject({ words, of: z.record(z.string(), words) }),
});
type FeaturesFile = z.infer<typeof featuresFile>;

/** The three languages' files (lexicon/features.*.json), checked: the same features in the same order, views of features only. */
export function readFeatureFiles(files: { en: unknown; es: unknown; fr: unknown }): Record<keyof Feature["words"], FeaturesFile> {
  const read = { en: featuresFile.parse(files.en), es: featuresFile.parse(files.es), fr: featuresFile.parse(files.fr) };
  const ids = Object.keys(read.en.features).join(",");
  for (const file of [read.es, read.fr]) {
    if (Object.keys(file.features).join(",") !== ids) throw new Error(`${file.language} features are not English's, in the same order`);
  }
  for (const file of [read.en, read.es, read.fr]) {
    const stray = Object.keys(file.views.of).find((id) => !(id in file.features));
    if (stray) throw new Error(`${file.language} names a view of no feature: ${stray}`);
  }
  return read;
}

const FILES = readFeatureFiles({ en, es, fr });

/** The view features by what is seen, in the three languages. */
const NEAR: Record<string, Near> = Object.fromEntries(
  Object.keys(FILES.en.views.of).map((id) => [
    id,
    {
      en: { views: FILES.en.views.words, of: FILES.en.views.of[id] ?? [] },
      es: { views: FILES.es.views.words, of: FILES.es.views.of[id] ?? [] },
      fr: { views: FILES.fr.views.words, of: FILES.fr.views.of[id] ?? [] },
    },
  ]),
);

/** A view feature's words around what it looks at; undefined for other features. */
export const featureNear = (id: string): Near | undefined => NEAR[id];

export const FEATURES: readonly Feature[] = Object.keys(FILES.en.features).map((id) => ({
  id,
  words: { en: FILES.en.features[id]!, es: FILES.es.features[id]!, fr: FILES.fr.features[id]! },
}));

const BY_ID = new Map(FEATURES.map((entry) => [entry.id, entry]));

/** Features that are a kind of another: a listing with underfloor heating has heating. */
const NARROWER: Record<string, readonly string[]> = { heating: ["underfloor_heating"] };

/** A feature's words in each language, with those of the features narrower than it; undefined for an unknown id. */
export function featureWordsByLanguage(id: string): Feature["words"] | undefined {
  const entry = BY_ID.get(id);
  if (!entry) return undefined;
  const narrower = (NARROWER[id] ?? []).flatMap((other) => BY_ID.get(other) ?? []);
  const merge = (language: keyof Feature["words"]) => [...new Set([...entry.words[language], ...narrower.flatMap((other) => other.words[language])])];
  return { en: merge("en"), es: merge("es"), fr: merge("fr") };
}

/** Every word for a feature (and the features narrower than it), in every language, without repeats; empty for an unknown id. */
export function featureWords(id: string): string[] {
  const words = featureWordsByLanguage(id);
  return words ? [...new Set([...words.en, ...words.es, ...words.fr])] : [];
}

export function isFeature(id: string): boolean {
  return BY_ID.has(id);
}
