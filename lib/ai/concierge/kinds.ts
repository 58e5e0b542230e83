import type { Language, PropertyKind } from "./types";

// Canonical kinds of property and their words. `words` are what visitors type and what
// owners store in PropertyType, folded (lower case, no accents); `names` are how an answer
// calls the kind in each language (singular, plural).
//
// STARTER SET: the understanding side grows the words; the search side classifies stored
// PropertyType values with them (kindOf), the compose side names kinds with `names`.

export interface KindEntry {
  kind: PropertyKind;
  words: readonly string[];
  names: Record<Language, readonly [string, string]>;
}

export const KINDS: readonly KindEntry[] = [
  { kind: "house", words: ["house", "houses", "single family", "casa", "casas", "chalet", "maison", "maisons", "villa"], names: { English: ["house", "houses"], Spanish: ["casa", "casas"], French: ["maison", "maisons"] } },
  { kind: "apartment", words: ["apartment", "apartments", "flat", "piso", "pisos", "apartamento", "departamento", "appartement", "appartements"], names: { English: ["apartment", "apartments"], Spanish: ["piso", "pisos"], French: ["appartement", "appartements"] } },
  { kind: "condo", words: ["condo", "condos", "condominium", "condominio"], names: { English: ["condo", "condos"], Spanish: ["condominio", "condominios"], French: ["condo", "condos"] } },
  { kind: "townhouse", words: ["townhouse", "townhome", "casa adosada", "adosado", "maison de ville"], names: { English: ["townhouse", "townhouses"], Spanish: ["casa adosada", "casas adosadas"], French: ["maison de ville", "maisons de ville"] } },
  { kind: "multi_family", words: ["multi-family", "multi family", "duplex", "triplex"], names: { English: ["multi-family home", "multi-family homes"], Spanish: ["vivienda multifamiliar", "viviendas multifamiliares"], French: ["immeuble de rapport", "immeubles de rapport"] } },
  { kind: "land", words: ["land", "lot", "terreno", "solar", "terrain"], names: { English: ["plot of land", "plots of land"], Spanish: ["terreno", "terrenos"], French: ["terrain", "terrains"] } },
  { kind: "commercial", words: ["commercial", "office", "retail", "local comercial", "local commercial"], names: { English: ["commercial property", "commercial properties"], Spanish: ["local comercial", "locales comerciales"], French: ["local commercial", "locaux commerciaux"] } },
  { kind: "mobile_home", words: ["mobile home", "manufactured"], names: { English: ["mobile home", "mobile homes"], Spanish: ["casa móvil", "casas móviles"], French: ["maison mobile", "maisons mobiles"] } },
  { kind: "farm", words: ["farm", "ranch", "finca", "rancho", "ferme"], names: { English: ["farm", "farms"], Spanish: ["finca", "fincas"], French: ["ferme", "fermes"] } },
  { kind: "other", words: [], names: { English: ["property", "properties"], Spanish: ["propiedad", "propiedades"], French: ["bien", "biens"] } },
];
