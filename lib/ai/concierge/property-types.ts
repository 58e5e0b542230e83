import { fold } from "./text";

// Owners spell property types their own way ("House", "Single-Family Home", "Townhome",
// "Condominium"), so a type asked for matches a family of spellings, not one string.
// `words` are what visitors type (folded); `patterns` are LIKE patterns over the lower-cased
// PropertyType column.

export interface PropertyTypeEntry {
  type: string;
  words: readonly string[];
  patterns: readonly string[];
}

// biome-ignore format: a table of words, one group a line.
export const PROPERTY_TYPES: readonly PropertyTypeEntry[] = [
  {
    type: "Single Family",
    words: ["single family", "single-family", "single family home", "single family homes", "house", "houses", "detached house", "detached", "villa", "villas", "casa", "casas", "chalet", "chalets", "maison", "maisons", "pavillon"],
    // "house" alone, not "%house", which would take townhouses in.
    patterns: ["single%family%", "house", "house %", "detached%", "villa%", "sfr"],
  },
  {
    type: "Townhouse",
    words: ["townhouse", "townhouses", "townhome", "townhomes", "town house", "town houses", "row house", "rowhouse", "casa adosada", "casas adosadas", "adosado", "adosada", "maison de ville", "maisons de ville", "maison mitoyenne", "maison en rangee", "maisons en rangee", "row houses"],
    patterns: ["town%", "row%"],
  },
  {
    type: "Condo",
    words: ["condo", "condos", "condominium", "condominiums", "condominio", "condominios"],
    patterns: ["condo%"],
  },
  {
    // A visitor who asks for an apartment to buy means a condo: both are flats.
    type: "Apartment",
    words: ["apartment", "apartments", "apt", "apts", "flat", "flats", "apartamento", "apartamentos", "departamento", "departamentos", "piso", "pisos", "appartement", "appartements", "appart", "apparts"],
    patterns: ["apartment%", "apt%", "flat%", "condo%"],
  },
  {
    type: "Multi-Family",
    words: ["multi-family", "multi family", "multifamily", "duplex", "duplexes", "triplex", "fourplex", "quadplex", "multifamiliar", "immeuble de rapport"],
    patterns: ["multi%", "duplex%", "triplex%", "fourplex%", "quadplex%"],
  },
];

/** The LIKE patterns for a property type as a filter names it; unknown types match as a contained word. */
export function propertyTypePatterns(propertyType: string): string[] {
  const wanted = fold(propertyType);
  const entry = PROPERTY_TYPES.find((candidate) => fold(candidate.type) === wanted || candidate.words.includes(wanted));
  if (entry) return [...entry.patterns];
  return [
    `%${propertyType
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, "\\$&")}%`,
  ];
}
