// The cross-language synonym map of real-estate features. A feature has an id (what
// ListingFilters.features holds) and the words for it in each language, folded (lower case,
// no accents), with common regional variants. Visitors' words are read with it (parse), and
// listings' text is searched with it (search: every word of every language, because an owner
// in Madrid writes "jardín" where a buyer types "garden").
//
// STARTER SET: the understanding side owns this file and grows it to dozens of features.

export interface Feature {
  id: string;
  words: { en: readonly string[]; es: readonly string[]; fr: readonly string[] };
}

export const FEATURES: readonly Feature[] = [
  { id: "pool", words: { en: ["pool", "pools", "swimming pool"], es: ["piscina", "piscinas", "alberca"], fr: ["piscine", "piscines"] } },
  { id: "garage", words: { en: ["garage", "garages"], es: ["garaje", "garajes", "cochera"], fr: ["garage", "garages"] } },
  { id: "garden", words: { en: ["garden", "yard", "backyard", "back yard"], es: ["jardin", "jardines", "patio trasero"], fr: ["jardin", "jardins"] } },
  { id: "sea_view", words: { en: ["sea view", "ocean view", "ocean views", "sea views", "water view"], es: ["vista al mar", "vistas al mar", "vista al oceano"], fr: ["vue sur la mer", "vue mer", "vue sur mer"] } },
];

const BY_ID = new Map(FEATURES.map((feature) => [feature.id, feature]));

/** Every word for a feature, in every language, without repeats; empty for an unknown id. */
export function featureWords(id: string): string[] {
  const feature = BY_ID.get(id);
  return feature ? [...new Set([...feature.words.en, ...feature.words.es, ...feature.words.fr])] : [];
}

export function isFeature(id: string): boolean {
  return BY_ID.has(id);
}
