import { alternation, bounded, hasAny } from "./text";
import type { ListingSort, SortField } from "./types";

// Superlatives over every sortable field, in English, Spanish and French. English has its own
// superlative words ("cheapest"); Spanish and French build them from a comparative and an
// article ("el piso más barato", "la maison la plus chère"), so the same words without one
// are comparatives ("¿más baratas?"), read by the caller as a follow-up.

type Entry = readonly [SortField, "asc" | "desc", readonly string[]];

const SUPERLATIVES: readonly Entry[] = [
  ["pricePerArea", "asc", ["best value", "best deal", "cheapest per square foot", "lowest price per square foot", "lowest price per sqft", "cheapest per sqft", "lowest price per square meter", "cheapest per square meter", "mejor precio por metro", "precio por metro mas bajo", "mejor relacion calidad precio", "mas barato por metro", "meilleur rapport qualite prix", "prix au m2 le plus bas", "moins cher au m2", "moins cher au metre carre", "meilleur prix au metre carre", "mas barato por metro cuadrado", "mas barata por metro cuadrado", "mas baratos por metro cuadrado", "mas baratas por metro cuadrado", "mas barato por m2", "mas barata por m2", "precio por metro cuadrado mas bajo", "lowest price per square metre", "cheapest per square metre", "moins chere au metre carre", "moins chere au m2", "moins chers au m2", "moins cheres au m2", "prix au metre carre le plus bas"]],
  ["pricePerArea", "desc", ["highest price per square foot", "most expensive per square foot", "most expensive per sqft", "precio por metro mas alto", "plus cher au m2", "prix au m2 le plus eleve", "most expensive per square meter", "most expensive per square metre", "highest price per square meter", "mas caro por metro cuadrado", "mas cara por metro cuadrado", "mas caros por metro cuadrado", "mas caras por metro cuadrado", "mas caro por m2", "mas cara por m2", "mas caro por metro", "precio por metro cuadrado mas alto", "plus cher au metre carre", "plus chere au metre carre", "plus chers au metre carre", "plus cheres au metre carre", "plus chere au m2", "prix au metre carre le plus eleve"]],
  ["lotArea", "desc", ["biggest lot", "largest lot", "biggest yard", "largest yard", "biggest plot", "largest plot", "most land", "most acreage", "biggest garden", "largest garden", "biggest lot size", "largest lot size", "terreno mas grande", "mayor terreno", "mas terreno", "parcela mas grande", "jardin mas grande", "plus grand terrain", "terrain le plus grand", "plus grand jardin", "jardin le plus grand", "plus de terrain", "biggest parcel", "largest parcel", "biggest land", "largest land", "most acres", "largest grounds", "biggest grounds", "mayor parcela", "lote mas grande", "mayor lote", "terreno mas amplio", "mas superficie de terreno", "plus grande parcelle", "plus grand lot", "plus vaste terrain", "plus de superficie de terrain"]],
  ["lotArea", "asc", ["smallest lot", "smallest yard", "terreno mas pequeno", "plus petit terrain", "smallest plot", "smallest parcel", "smallest land", "least land", "smallest garden", "terreno mas chico", "lote mas chico", "lote mas pequeno", "parcela mas pequena", "parcela mas chica", "menos terreno", "menor terreno", "plus petite parcelle", "moins de terrain"]],
  ["yearBuilt", "desc", ["newest built", "newest construction", "most modern", "newest home", "newest homes", "newest house", "newest houses", "most recently built", "latest built", "newest building", "built most recently", "mas moderno", "mas moderna", "mas modernos", "mas modernas", "construccion mas reciente", "construida mas recientemente", "mas nueva", "mas nuevo", "mas nuevas", "mas nuevos", "plus moderne", "plus modernes", "construction la plus recente", "plus recemment construit", "plus recemment construite", "plus neuve", "plus neuf", "plus neuves", "plus neufs", "newest build", "newest builds", "most recent construction", "most recently constructed", "latest construction", "mas recientemente construido", "mas recientemente construida", "mas recientemente construidos", "mas recientemente construidas", "construido mas recientemente", "construidos mas recientemente", "construidas mas recientemente", "plus recemment bati", "plus recemment batie"]],
  ["yearBuilt", "asc", ["oldest", "oldest home", "oldest house", "oldest built", "most historic", "mas antiguo", "mas antigua", "mas antiguos", "mas antiguas", "mas viejo", "mas vieja", "mas viejos", "mas viejas", "plus ancien", "plus ancienne", "plus anciens", "plus anciennes", "plus vieux", "plus vieille", "plus vieilles", "oldest building", "oldest buildings", "oldest construction", "oldest build", "earliest built", "built the longest ago", "built longest ago", "construccion mas antigua", "de mayor antiguedad", "plus vieil", "plus vieux batiment"]],
  ["daysOnMarket", "desc", ["sitting the longest", "been sitting the longest", "sat the longest", "sitting longest", "unsold the longest", "longest unsold", "lleva mas tiempo sin venderse", "mas tiempo sin venderse", "sin venderse desde hace mas", "le plus longtemps en vente", "en vente depuis le plus longtemps", "invendu depuis le plus longtemps", "longest on the market", "longest on market", "oldest listing", "oldest listings", "most days on market", "on the market the longest", "mas tiempo en el mercado", "mas tiempo publicado", "depuis le plus longtemps", "plus longtemps sur le marche", "listed the longest", "listed longest", "listed longest ago", "longest listed", "on the market longest", "been listed the longest", "mas tiempo en venta", "mas tiempo a la venta", "mas tiempo publicado", "mas tiempo publicada", "mas tiempo anunciado", "mas tiempo anunciada", "mas dias en el mercado", "lleva mas tiempo", "le plus de jours sur le marche", "en vente depuis le plus longtemps", "en ligne depuis le plus longtemps"]],
  ["daysOnMarket", "asc", ["newest", "latest", "most recent", "most recently listed", "just listed", "newly listed", "new listings", "latest listings", "newest listings", "recently listed", "mas reciente", "mas recientes", "recien publicado", "recien publicada", "recien publicados", "recien publicadas", "ultimas publicaciones", "mas recientemente publicado", "ultimos anuncios", "plus recent", "plus recente", "plus recents", "plus recentes", "dernieres annonces", "nouveautes", "derniere annonce", "plus recemment", "nouvelles annonces", "lo ultimo", "lo ultimo que ha salido", "lo ultimo que salio", "lo ultimo que entro", "lo mas nuevo que ha salido", "lo que acaba de salir", "lo que acaba de entrar", "recien salido", "recien salida", "recien salidos", "recien salidas", "recien listado", "recien listada", "recien listados", "recien listadas", "recien llegados", "ultimas novedades", "novedades", "ultimos ingresos", "ultimas propiedades", "ultimos listados", "mas recientemente listado", "listed most recently", "posted most recently", "added most recently", "most recently posted", "most recently added", "newest on the market", "newest to the market", "newest to market", "latest to hit the market", "freshest", "freshest listing", "freshest listings", "mas recientemente", "publicado mas recientemente", "publicada mas recientemente", "publicados mas recientemente", "publicadas mas recientemente", "mas recientemente publicada", "mas recientemente publicados", "mas recientemente publicadas", "ultimo anuncio", "ultima publicacion", "ultimas publicaciones", "ultimos publicados", "ultimas publicadas", "plus recemment publie", "plus recemment publiee", "plus recemment publies", "plus recemment publiees", "plus recemment mis en ligne", "plus recemment mise en ligne", "plus nouvelle annonce", "plus recente annonce", "plus recentes annonces", "shortest time on the market", "on the market the shortest", "least time on the market", "fewest days on market", "fewest days on the market", "menos tiempo en el mercado", "menos tiempo publicado", "menos tiempo publicada", "menos tiempo a la venta", "menos tiempo en venta", "menos dias en el mercado", "depuis le moins longtemps", "le moins de jours sur le marche", "moins longtemps sur le marche"]],
  ["bedrooms", "desc", ["most bedrooms", "most rooms", "most beds", "mas habitaciones", "mas dormitorios", "mas recamaras", "mas cuartos", "plus de chambres", "plus de pieces", "plus de chambres a coucher", "le plus de chambres", "mayor numero de habitaciones", "mayor numero de dormitorios", "mas alcobas", "plus de chambres a coucher"]],
  ["bedrooms", "asc", ["fewest bedrooms", "least bedrooms", "menos habitaciones", "menos dormitorios", "moins de chambres", "fewest beds", "least rooms", "fewest rooms", "menos recamaras", "menos cuartos", "menos alcobas", "moins de pieces", "le moins de chambres"]],
  ["bathrooms", "desc", ["most bathrooms", "most baths", "mas banos", "plus de salles de bain", "plus de salles de bains", "most bathroom", "mayor numero de banos", "mas cuartos de bano", "plus de sdb", "plus de salles d'eau", "le plus de salles de bain", "le plus de salles de bains"]],
  ["bathrooms", "asc", ["fewest bathrooms", "menos banos", "moins de salles de bain", "least bathrooms", "fewest baths", "least baths", "menos cuartos de bano", "moins de salles de bains", "moins de sdb", "moins de salles d'eau"]],
  ["parkingSpots", "desc", ["most parking", "most parking spots", "most parking spaces", "most garage spaces", "biggest garage", "mas estacionamientos", "mas plazas de garaje", "mas aparcamiento", "mas cocheras", "plus de places de parking", "plus de stationnement", "plus de stationnements", "plus de places de stationnement", "plus de places", "plus de parkings", "plus de places de garage", "plus grand garage", "le plus de stationnement", "most parking space", "most garages", "mas plazas de estacionamiento", "mas cajones de estacionamiento", "mas lugares de estacionamiento"]],
  ["parkingSpots", "asc", ["least parking", "fewest parking spots", "fewest parking spaces", "fewest garage spaces", "least parking spaces", "menos estacionamientos", "menos estacionamiento", "menos plazas de garaje", "menos aparcamiento", "menos aparcamientos", "menos cocheras", "menos cajones de estacionamiento", "menos lugares de estacionamiento", "moins de stationnement", "moins de stationnements", "moins de places de parking", "moins de places de stationnement", "moins de parkings", "moins de places de garage", "le moins de stationnement"]],
  ["hoa", "asc", ["lowest hoa", "cheapest hoa", "lowest fees", "lowest hoa fees", "smallest hoa", "cuota mas baja", "menor cuota", "gastos de comunidad mas bajos", "charges les plus basses", "moins de charges", "lowest condo fees", "lowest association fees", "cheapest condo fees", "cuota de comunidad mas baja", "cuota de mantenimiento mas baja", "cuotas mas bajas", "gastos de comunidad mas bajos", "menores gastos de comunidad", "menos gastos de comunidad", "expensas mas bajas", "cuota de administracion mas baja", "frais de copropriete les plus bas", "charges de copropriete les plus basses", "frais de condo les plus bas", "moins de frais de copropriete", "charges les moins elevees"]],
  ["hoa", "desc", ["highest hoa", "highest fees", "highest hoa fees", "cuota mas alta", "charges les plus elevees", "highest condo fees", "highest association fees", "cuota de comunidad mas alta", "cuota de mantenimiento mas alta", "cuotas mas altas", "gastos de comunidad mas altos", "expensas mas altas", "cuota de administracion mas alta", "frais de copropriete les plus eleves", "charges de copropriete les plus elevees", "frais de condo les plus eleves", "plus de frais de copropriete", "charges les plus hautes"]],
  ["price", "asc", ["cheapest", "least expensive", "lowest price", "lowest priced", "most affordable", "lowest cost", "lowest rent", "best price", "mas barato", "mas barata", "mas baratos", "mas baratas", "mas economico", "mas economica", "mas economicos", "mas economicas", "menor precio", "precio mas bajo", "menos caro", "menos cara", "moins cher", "moins chere", "moins chers", "moins cheres", "plus abordable", "plus abordables", "prix le plus bas"]],
  ["price", "desc", ["most expensive", "priciest", "highest price", "highest priced", "most luxurious", "mas caro", "mas cara", "mas caros", "mas caras", "mayor precio", "precio mas alto", "mas lujoso", "mas lujosa", "plus cher", "plus chere", "plus chers", "plus cheres", "prix le plus eleve", "plus luxueux", "plus luxueuse"]],
  ["area", "desc", ["biggest", "largest", "most spacious", "most space", "most square feet", "roomiest", "mas grande", "mas grandes", "mas amplio", "mas amplia", "mas amplios", "mas amplias", "mas espacioso", "mas espaciosa", "mayor superficie", "mas metros", "plus grand", "plus grande", "plus grands", "plus grandes", "plus spacieux", "plus spacieuse", "plus vaste", "plus de surface", "mayor tamano", "largest square footage", "biggest square footage"]],
  ["area", "asc", ["smallest", "tiniest", "most compact", "mas pequeno", "mas pequena", "mas pequenos", "mas pequenas", "mas chico", "mas chica", "plus petit", "plus petite", "plus petits", "plus petites", "mas chicos", "mas chicas", "least space", "least square feet", "smallest square footage", "menos espacio", "menor superficie", "menos metros", "moins spacieux", "moins spacieuse", "moins de surface", "plus petite surface"]],
];

const FIELD_OF = new Map<string, { field: SortField; direction: "asc" | "desc" }>();
for (const [field, direction, words] of SUPERLATIVES) for (const word of words) if (!FIELD_OF.has(word)) FIELD_OF.set(word, { field, direction });

const ANY_SUPERLATIVE = new RegExp(bounded(alternation([...FIELD_OF.keys()])), "u");
/** Spanish and French comparatives need an article before them to be superlatives. */
const ROMANCE = /^(?:mas|menos|plus|moins|mayor|menor) /;
const ROMANCE_FIRST_WORD = /^(?:mas|menos|plus|moins|mayor|menor|mejor|meilleur) /;
const ARTICLE_BEFORE = /(?:^|[^\p{L}])(?:el|la|los|las|lo|le|les|l'|cual|cuales|quel|quelle|quels|quelles|lequel|laquelle|lesquels|lesquelles)(?:[^\p{L}]|$)/u;
const PLURAL_FORM = /(?:^|\s)(?:los|las|les)\s|(?:os|as|es|s)$/;
const NOUN_FIELDS = new Set<SortField>(["bedrooms", "bathrooms", "parkingSpots", "hoa", "lotArea"]);
const THAN = /^\s*(?:que|than)(?![\p{L}])(?!\s+(?:tienen|tienes|tiene|tengan|hay|haya|esta|este|estan|vous|tu|nous|il|on|j'ai|avez|existe|ofrecen|venden))/u;

export interface SortFound {
  sort: ListingSort;
  /** "los más baratos", "les plus chères": plural by its own form. */
  plural: boolean;
  start: number;
  end: number;
}

export interface ComparativeFound {
  field: SortField;
  direction: "asc" | "desc";
}

// The noun a superlative is about decides its field: "the largest lot", "la parcela más pequeña" are
// about the land; "the newest build", "l'immeuble le plus récent" about the year built; "the oldest
// listing", "los anuncios más nuevos", "l'annonce la plus ancienne" about the time on the market.
const LOT_NOUNS = ["lot", "lots", "yard", "yards", "plot", "plots", "parcel", "parcels", "land", "acreage", "grounds", "terreno", "terrenos", "parcela", "parcelas", "lote", "lotes", "solar", "solares", "terrain", "terrains", "parcelle", "parcelles"];
const BUILD_NOUNS = ["construction", "constructions", "build", "builds", "building", "buildings", "built", "construccion", "construcciones", "construido", "construida", "construidos", "construidas", "edificio", "edificios", "edificacion", "edificaciones", "immeuble", "immeubles", "batiment", "batiments", "bati", "batie", "construit", "construite", "construits", "construites"];
const LISTING_NOUNS = ["listing", "listings", "listed", "posted", "posting", "postings", "ad", "ads", "anuncio", "anuncios", "publicacion", "publicaciones", "publicado", "publicada", "publicados", "publicadas", "listado", "listados", "aviso", "avisos", "annonce", "annonces", "publie", "publiee", "publies", "publiees"];
const NOUN_FIELD = new Map<string, "lot" | "built" | "listed">([
  ...LOT_NOUNS.map((noun) => [noun, "lot"] as const),
  ...BUILD_NOUNS.map((noun) => [noun, "built"] as const),
  ...LISTING_NOUNS.map((noun) => [noun, "listed"] as const),
]);
const NOUN_ARTICLES = new Set(["the", "el", "la", "los", "las", "le", "les", "l'"]);
/** A word, with an elided article ("l'annonce") on its own. */
const NOUN_TOKENS = /l'|[\p{L}\p{N}][\p{L}\p{N}'-]*|[^\s\p{L}\p{N}]/gu;

/** The noun right before the superlative (an article may stand between: "terrain le plus grand") or right after it ("plus grand terrain"). */
function nounAround(before: string, after: string): { kind: "lot" | "built" | "listed"; start?: number; end?: number } | undefined {
  const left = [...before.slice(-60).matchAll(NOUN_TOKENS)];
  const offset = Math.max(0, before.length - 60);
  for (let index = left.length - 1, seen = 0; index >= 0 && seen < 2; index--, seen++) {
    const kind = NOUN_FIELD.get(left[index]![0]);
    if (kind) return { kind, start: offset + left[index]!.index };
    if (!NOUN_ARTICLES.has(left[index]![0])) break;
  }
  const right = after.slice(0, 40).match(NOUN_TOKENS) ?? [];
  const first = right[0] === "de" || right[0] === "of" ? 1 : 0;
  const kind = right[first] === undefined ? undefined : NOUN_FIELD.get(right[first]);
  if (kind) return { kind, end: after.indexOf(right[first]!) + right[first]!.length };
  return undefined;
}

function aboutNoun(found: ListingSort, kind: "lot" | "built" | "listed"): ListingSort {
  const newest = (found.field === "yearBuilt" && found.direction === "desc") || (found.field === "daysOnMarket" && found.direction === "asc");
  if (kind === "lot" && found.field === "area") return { field: "lotArea", direction: found.direction };
  if (kind === "built" && found.field === "daysOnMarket") return { field: "yearBuilt", direction: newest ? "desc" : "asc" };
  if (kind === "listed" && found.field === "yearBuilt") return { field: "daysOnMarket", direction: newest ? "asc" : "desc" };
  return found;
}

/** The superlative the folded text asks for, or a comparative ("más baratas?") when it has no article. */
export function readSuperlative(folded: string): { superlative?: SortFound; comparative?: ComparativeFound } {
  const match = ANY_SUPERLATIVE.exec(folded);
  if (!match) {
    const last = lastListed(folded, false);
    return last ? { superlative: { sort: { field: "daysOnMarket", direction: "asc" }, ...last } } : {};
  }
  const before = folded.slice(0, match.index);
  const after = folded.slice(match.index + match[0].length);
  const noun = nounAround(before, after);
  const read = FIELD_OF.get(match[0].replace(/\s+/g, " "))!;
  const found = noun ? aboutNoun(read, noun.kind) : read;
  // The noun goes with the superlative when it changed its field, so "terreno" is not read as land for sale too.
  const start = noun && found !== read && noun.start !== undefined ? noun.start : match.index;
  const end = match.index + match[0].length + (noun && found !== read && noun.end !== undefined ? noun.end : 0);
  const romance = ROMANCE.test(match[0]) && ROMANCE_FIRST_WORD.test(match[0]);
  if (romance && (!ARTICLE_BEFORE.test(before) || THAN.test(after))) return { comparative: found };
  const articleRight = /(?:los|las|les)\s*$/.test(before);
  const adjective = !NOUN_FIELDS.has(found.field);
  return { superlative: { sort: found, plural: romance && (articleRight || (adjective && PLURAL_FORM.test(match[0]))), start, end } };
}

const LAST = new Set(["last", "ultimo", "ultima", "ultimos", "ultimas", "dernier", "derniere", "derniers", "dernieres"]);
/** Words that can only mean put on the market, not a place in a list shown ("la dernière annonce publiée"). */
const PUBLISHED = new Set(["publicado", "publicada", "publicados", "publicadas", "publie", "publiee", "publies", "publiees", "mis", "mise", "mises", "ajoute", "ajoutee", "ajoutes", "ajoutees", "agregado", "agregada", "agregados", "agregadas", "subido", "subida", "subidos", "subidas"]);

/**
 * "La dernière annonce publiée", "el último anuncio", "the last house listed": the newest listing
 * rather than the last one shown, with where its "last" is. With listings shown only a word of
 * publishing says so; with none shown, a word of listing after "last" is enough.
 */
function lastListed(folded: string, shown: boolean): { start: number; end: number; plural: boolean } | undefined {
  const tokens = [...folded.matchAll(NOUN_TOKENS)];
  for (let index = 0; index < tokens.length; index++) {
    const last = tokens[index]!;
    if (!LAST.has(last[0])) continue;
    for (let next = index + 1; next < tokens.length && next <= index + 3; next++) {
      const token = tokens[next]![0];
      if (PUBLISHED.has(token) || (!shown && NOUN_FIELD.get(token) === "listed")) return { start: last.index, end: last.index + last[0].length, plural: last[0].endsWith("s") };
    }
  }
  return undefined;
}

export const asksLastListed = (folded: string, shown: boolean): boolean => lastListed(folded, shown) !== undefined;

/** Plain adjectives that ask for an order without a single answer: "cheap condos", "casas grandes". */
const ADJECTIVES: readonly Entry[] = [
  ["lotArea", "desc", ["big lot", "large lot", "big yard", "large yard", "big garden", "large garden", "big plot", "lots of land", "terreno grande", "gran terreno", "jardin grande", "gran jardin", "grand terrain", "grand jardin", "beaucoup de terrain"]],
  ["price", "asc", ["cheap", "inexpensive", "affordable", "budget-friendly", "budget friendly", "on a budget", "low budget", "low cost", "low-cost", "barato", "barata", "baratos", "baratas", "economico", "economica", "economicos", "economicas", "asequible", "asequibles", "pas cher", "pas chere", "pas chers", "pas cheres", "bon marche", "abordable", "abordables", "petit prix", "petits prix"]],
];
const ADJECTIVE_OF = new Map<string, { field: SortField; direction: "asc" | "desc" }>();
for (const [field, direction, words] of ADJECTIVES) for (const word of words) if (!ADJECTIVE_OF.has(word)) ADJECTIVE_OF.set(word, { field, direction });
const GARDEN = /yard|garden|jardin/u;
const HOW_BEFORE = /(?:how|que tan|qué tan|tan|so|too|not|no|pas|muy|very)\s*$/u;
const ANY_ADJECTIVE = new RegExp(bounded(alternation([...ADJECTIVE_OF.keys()])), "u");

/**
 * Adjectives that ask for an order only next to what they describe ("small houses", "casas
 * pequeñas", "petites maisons", "maisons anciennes", "anuncios recientes"): alone they say too
 * little ("a small dog", "petit budget").
 */
const NOUN_ADJECTIVES: readonly Entry[] = [
  ["area", "desc", ["big", "large", "spacious", "huge", "roomy", "grande", "grandes", "amplio", "amplia", "amplios", "amplias", "espacioso", "espaciosa", "espaciosos", "espaciosas", "grand", "grands", "spacieux", "spacieuse", "spacieuses", "vaste", "vastes"]],
  ["area", "asc", ["small", "smaller", "tiny", "compact", "pequeno", "pequena", "pequenos", "pequenas", "chico", "chica", "chicos", "chicas", "pequenito", "pequenita", "petit", "petite", "petits", "petites"]],
  ["price", "desc", ["expensive", "pricey", "luxury", "luxurious", "upscale", "high-end", "caro", "cara", "caros", "caras", "lujoso", "lujosa", "lujosos", "lujosas", "cher", "chere", "chers", "cheres", "luxueux", "luxueuse", "luxueuses"]],
  ["yearBuilt", "asc", ["old", "older", "historic", "antiguo", "antigua", "antiguos", "antiguas", "viejo", "vieja", "viejos", "viejas", "vieux", "vieil", "vieille", "vieilles", "ancien", "ancienne", "anciens", "anciennes"]],
];
const NOUN_ADJECTIVE_OF = new Map<string, ListingSort>();
for (const [field, direction, words] of NOUN_ADJECTIVES) for (const word of words) NOUN_ADJECTIVE_OF.set(word, { field, direction });
/** "Recent" orders listings by how new they are on the market, whatever the noun. */
const RECENT = new Set(["recent", "recents", "recente", "recentes", "reciente", "recientes"]);
const DESCRIBED = new Set([
  "home", "homes", "house", "houses", "listing", "listings", "property", "properties", "place", "places", "apartment", "apartments", "condo", "condos", "townhouse", "townhouses", "townhome", "townhomes", "flat", "flats", "unit", "units", "building", "buildings", "rental", "rentals",
  "casa", "casas", "piso", "pisos", "vivienda", "viviendas", "departamento", "departamentos", "apartamento", "apartamentos", "propiedad", "propiedades", "inmueble", "inmuebles", "anuncio", "anuncios", "chalet", "chalets", "depa", "depas", "edificio", "edificios",
  "maison", "maisons", "appartement", "appartements", "bien", "biens", "logement", "logements", "annonce", "annonces", "propriete", "proprietes", "immeuble", "immeubles", "studio", "studios",
  "something", "algo", "algun", "alguno", "alguna", "chose",
]);

function nounAdjective(folded: string): { sort: ListingSort; start: number; end: number } | undefined {
  const tokens = [...folded.matchAll(NOUN_TOKENS)];
  for (let index = 0; index < tokens.length; index++) {
    const word = tokens[index]![0];
    const sort = RECENT.has(word) ? ({ field: "daysOnMarket", direction: "asc" } as const) : NOUN_ADJECTIVE_OF.get(word);
    if (!sort) continue;
    const next = tokens[index + 1]?.[0];
    const previous = tokens[index - 1]?.[0];
    if (!(next !== undefined && DESCRIBED.has(next)) && !(previous !== undefined && DESCRIBED.has(previous))) continue;
    if (HOW_BEFORE.test(folded.slice(0, tokens[index]!.index))) continue;
    return { sort, start: tokens[index]!.index, end: tokens[index]!.index + word.length };
  }
  return undefined;
}

/** The order a plain adjective asks for ("cheap", "grandes", "petites maisons"), with where it is. */
export function readAdjective(folded: string): { sort: ListingSort; start: number; end: number; garden?: boolean } | undefined {
  const match = ANY_ADJECTIVE.exec(folded);
  // "How big is it?" asks for a size, not for big homes.
  if (!match || HOW_BEFORE.test(folded.slice(0, match.index))) return nounAdjective(folded);
  return { sort: ADJECTIVE_OF.get(match[0].replace(/\s+/g, " "))!, start: match.index, end: match.index + match[0].length, garden: GARDEN.test(match[0]) };
}

/** An order asked for outright ("sorted by price", "de menor a mayor precio"): several listings in that order. */
const ORDERS: readonly Entry[] = [
  ["price", "desc", ["high to low", "price high to low", "highest to lowest", "from most expensive", "de mayor a menor precio", "del mas caro al mas barato", "par prix decroissant", "du plus cher au moins cher", "prix decroissant"]],
  ["price", "asc", ["sorted by price", "sort by price", "sort them by price", "order by price", "ordered by price", "by price", "price low to high", "low to high", "lowest to highest", "from cheapest", "from cheapest to most expensive", "ordenados por precio", "ordenadas por precio", "ordenar por precio", "ordenalos por precio", "ordenalas por precio", "por precio", "de menor a mayor precio", "del mas barato al mas caro", "par prix", "trier par prix", "tries par prix", "triees par prix", "par prix croissant", "prix croissant", "du moins cher au plus cher"]],
  ["area", "desc", ["by size", "sorted by size", "por tamano", "par taille", "par surface", "by square footage", "by area", "by living area", "por superficie", "por metros", "por metros cuadrados", "par superficie", "par taille du logement"]],
  ["bedrooms", "desc", ["by bedrooms", "by number of bedrooms", "por habitaciones", "par nombre de chambres", "por numero de habitaciones", "por dormitorios", "por recamaras", "par chambres", "par nombre de pieces"]],
  ["yearBuilt", "desc", ["by year built", "by age", "por ano de construccion", "par annee de construction", "por antiguedad", "par age", "par anciennete"]],
  ["lotArea", "desc", ["by lot size", "by lot", "by land size", "by land", "by yard size", "por terreno", "por tamano del terreno", "por tamano de terreno", "por superficie del terreno", "por superficie de terreno", "par terrain", "par taille du terrain", "par taille de terrain", "par superficie du terrain", "par surface du terrain", "par surface de terrain"]],
  ["bathrooms", "desc", ["by bathrooms", "by baths", "by number of bathrooms", "by number of baths", "por banos", "por numero de banos", "par salles de bain", "par salles de bains", "par nombre de salles de bain", "par nombre de salles de bains"]],
  ["parkingSpots", "desc", ["by parking", "by parking spots", "por estacionamiento", "por estacionamientos", "por plazas de garaje", "par stationnement", "par places de parking"]],
  ["hoa", "asc", ["by hoa", "by hoa fee", "by hoa fees", "por cuota", "por gastos de comunidad", "par charges", "par frais de copropriete"]],
  ["pricePerArea", "asc", ["by price per square foot", "by price per sqft", "by price per square meter", "por precio por metro", "por precio por metro cuadrado", "par prix au m2", "par prix au metre carre"]],
  ["daysOnMarket", "asc", ["by date", "by date listed", "sorted by date", "por fecha", "par date", "by listing date", "by date posted", "por fecha de publicacion", "par date de publication", "par date de mise en ligne", "por novedad", "par nouveaute"]],
];
const ORDER_OF = new Map<string, { field: SortField; direction: "asc" | "desc" }>();
for (const [field, direction, words] of ORDERS) for (const word of words) if (!ORDER_OF.has(word)) ORDER_OF.set(word, { field, direction });
const ANY_ORDER = new RegExp(bounded(alternation([...ORDER_OF.keys()])), "u");

/** Words that say which way an order runs, whatever it is by ("sorted by size, descending", "par prix décroissant"). */
const DESCENDING = ["descending", "high to low", "highest first", "largest first", "biggest first", "most first", "decroissant", "decroissante", "decroissants", "par ordre decroissant", "en ordre decroissant", "du plus grand au plus petit", "descendente", "de mayor a menor", "del mayor al menor", "de mas a menos", "orden descendente"];
const ASCENDING = ["ascending", "low to high", "lowest first", "smallest first", "fewest first", "least first", "cheapest first", "croissant", "croissante", "croissants", "par ordre croissant", "en ordre croissant", "du plus petit au plus grand", "ascendente", "de menor a mayor", "del menor al mayor", "de menos a mas", "orden ascendente"];

/** The order a message asks for outright, with where it is. */
export function readOrder(folded: string): { sort: ListingSort; start: number; end: number } | undefined {
  const match = ANY_ORDER.exec(folded);
  if (!match) return undefined;
  const sort = ORDER_OF.get(match[0].replace(/\s+/g, " "))!;
  const direction = hasAny(folded, DESCENDING) ? "desc" : hasAny(folded, ASCENDING) ? "asc" : sort.direction;
  return { sort: { field: sort.field, direction }, start: match.index, end: match.index + match[0].length };
}
