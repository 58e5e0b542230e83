import type { Language, PropertyKind } from "./types";

// Canonical kinds of property and their words. `words` are what visitors type and what
// owners store in PropertyType, folded (lower case, no accents); `names` are how an answer
// calls the kind in each language (singular, plural).
//
// The reader matches visitors' words with `words`; the database classifies stored PropertyType
// values the same way (casabot_property_kind, migrations 0010, 0011, 0013, 0014, 0015, 0016 and 0035; tests/db/concierge-search.test.ts
// checks every word classifies to its kind there); answers name kinds with `names`.

export interface KindEntry {
  kind: PropertyKind;
  words: readonly string[];
  names: Record<Language, readonly [string, string]>;
}

export const KINDS: readonly KindEntry[] = [
  { kind: "house", words: ["house", "houses", "single family", "single-family", "single family home", "detached", "detached house", "bungalow", "cottage", "cabin", "villa", "villas", "casa", "casas", "chalet", "chalets", "casa independiente", "vivienda unifamiliar", "unifamiliar", "casa sola", "quinta", "maison", "maisons", "pavillon", "pavillons", "maison individuelle", "longere", "bastide", "chaumiere", "echoppe", "echoppes", "manoir", "chateau", "rambler", "ramblers", "craftsman", "split level", "split-level", "colonial", "victorian", "cape cod", "a-frame", "mansion", "mansions", "casa de campo", "casa campestre", "mansiones", "shotgun", "shotgun house", "camelback"], names: { English: ["house", "houses"], Spanish: ["casa", "casas"], French: ["maison", "maisons"] } },
  { kind: "apartment", words: ["apartment", "apartments", "apt", "flat", "flats", "studio", "studios", "loft", "lofts", "penthouse", "penthouses", "piso", "pisos", "apartamento", "apartamentos", "depa", "depas", "departamento", "departamentos", "depto", "deptos", "apartaestudio", "apartaestudios", "estudio", "estudios", "monoambiente", "minidepartamento", "minidepartamentos", "minidepa", "minidepas", "miniapartamento", "miniapartamentos", "atico", "aticos", "buhardilla", "duplex apartment", "appartement", "appartements", "appart", "studette", "garconniere", "maisonette", "attique", "f1", "f2", "f3", "f4", "f5", "t1", "t2", "t3", "t4", "t5"], names: { English: ["apartment", "apartments"], Spanish: ["piso", "pisos"], French: ["appartement", "appartements"] } },
  { kind: "condo", words: ["condo", "condos", "condominium", "condominiums", "co-op", "coop", "condominio", "condominios", "condo-hotel", "copropriete"], names: { English: ["condo", "condos"], Spanish: ["condominio", "condominios"], French: ["condo", "condos"] } },
  { kind: "townhouse", words: ["townhouse", "townhouses", "townhome", "townhomes", "row house", "rowhouse", "terraced house", "casa adosada", "casas adosadas", "adosado", "adosada", "adosados", "pareado", "casa pareada", "maison de ville", "maisons de ville", "maison mitoyenne", "mitoyenne", "maison en rangee", "maisons en rangee", "row houses", "brownstone", "brownstones"], names: { English: ["townhouse", "townhouses"], Spanish: ["casa adosada", "casas adosadas"], French: ["maison de ville", "maisons de ville"] } },
  { kind: "multi_family", words: ["multi-family", "multi family", "multifamily", "duplex", "duplexes", "triplex", "fourplex", "quadplex", "cuadruplex", "apartment building", "edificio", "multifamiliar", "immeuble", "immeuble de rapport", "double shotgun", "shotgun double", "two-family", "two family", "two-family home", "bifamiliar"], names: { English: ["multi-family home", "multi-family homes"], Spanish: ["vivienda multifamiliar", "viviendas multifamiliares"], French: ["immeuble de rapport", "immeubles de rapport"] } },
  { kind: "land", words: ["land", "lot", "lots", "vacant lot", "vacant land", "building lot", "acreage", "plot", "terreno", "terrenos", "tierra", "tierras", "solar", "solares", "parcela", "parcelas", "lote", "lotes", "terrain", "terrains", "terrain a batir", "parcelle"], names: { English: ["plot of land", "plots of land"], Spanish: ["terreno", "terrenos"], French: ["terrain", "terrains"] } },
  { kind: "commercial", words: ["commercial", "office", "offices", "office space", "retail", "retail space", "warehouse", "storefront", "shop", "local", "locales", "local comercial", "locales comerciales", "oficina", "oficinas", "nave", "nave industrial", "bodega comercial", "local commercial", "locaux", "bureau", "bureaux", "commerce", "entrepot", "boutique"], names: { English: ["commercial property", "commercial properties"], Spanish: ["local comercial", "locales comerciales"], French: ["local commercial", "locaux commerciaux"] } },
  { kind: "mobile_home", words: ["mobile home", "mobile homes", "manufactured", "manufactured home", "trailer", "casa movil", "casas moviles", "casa prefabricada", "mobil-home", "mobile-home", "maison mobile"], names: { English: ["mobile home", "mobile homes"], Spanish: ["casa móvil", "casas móviles"], French: ["maison mobile", "maisons mobiles"] } },
  { kind: "farm", words: ["farm", "farms", "ranch", "ranches", "farmhouse", "homestead", "finca", "fincas", "finca rustica", "fincas rusticas", "caserio", "caserios", "alqueria", "alquerias", "rancho", "ranchos", "hacienda", "cortijo", "masia", "granja", "chacra", "estancia", "ferme", "fermes", "fermette", "fermettes", "corps de ferme", "domaine", "exploitation agricole"], names: { English: ["farm", "farms"], Spanish: ["finca", "fincas"], French: ["ferme", "fermes"] } },
  { kind: "other", words: [], names: { English: ["property", "properties"], Spanish: ["propiedad", "propiedades"], French: ["bien", "biens"] } },
];
