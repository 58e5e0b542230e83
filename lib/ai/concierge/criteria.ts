import { findCity, placeAfterPreposition } from "./city";
import { FEATURES } from "./features";
import { KINDS } from "./kinds";
import { currencyOf, readCount, spellAmounts } from "./numbers";
import { areaRanges, bathroomRange, bedroomRange, daysOnMarketRange, hoaRange, parkingRange, priceRange, type Scan, yearRange } from "./ranges";
import { readAdjective, readOrder, readSuperlative } from "./sorts";
import { readAvailability } from "./status";
import { STOP_WORDS } from "./stop-words";
import { alternation, bounded, hasAny, wordsRegex } from "./text";
import type { ListingFilters, ListingSort, PropertyKind, SortField } from "./types";
import * as vocab from "./vocab";

/** What one message says about the listings wanted, before the conversation is taken into account. */
export interface Criteria {
  filters: ListingFilters;
  sort?: ListingSort;
  /** "cheaper ones?", "¿más grandes?": relative to the last search. */
  comparative?: { field: SortField; direction: "asc" | "desc" };
  /** Names what is sought ("homes", "condos", "rentals"), so it starts a new search rather than refining one. */
  anchored: boolean;
  /** Asks for several listings ("the cheapest homes") rather than one ("the cheapest"). */
  plural: boolean;
  /** The sort comes from a plain adjective ("cheap", "big"), not a superlative. */
  adjective: boolean;
  /** "The 5 cheapest", "top 4": how many listings are asked for (at most 5). */
  limit?: number;
  /** Words of the message that none of the above understood ("crime rate"). */
  unread: string[];
}

// Digits glued to a unit ("3br", "2ba", "500k", "120m2") are read as a number and its unit.
const GLUED_UNIT = /(\d)(?=(?:br|brs|bd|bdr|bdrm|bdrms|bed|beds|bedrooms?|ba|bath|baths|bathrooms?|k|mm|sqft|sf|m2|m²|ft2|hab|dorm|ch)(?![\p{L}]))/gu;
const WORDS = /[\p{L}][\p{L}'-]*/gu;
const HOW_MANY = /(?<![\p{L}\p{N}])(?:(?:top|first|los|las|les|the)\s+(\d{1,2}|two|three|four|five|dos|tres|cuatro|cinco|deux|trois|quatre|cinq)(?![\p{L}\p{N}])(?!\s*(?:bed|bath|hab|dorm|chamb|sal|ban|rec|car|parking|plaza|place))|(\d|two|three|four|five)\s+(?:cheapest|most|biggest|largest|newest|smallest|oldest|least|best|latest))/u;
const HYPHEN_UNIT = /(\d)-(?=\p{L})/gu;
const FRENCH_ROOMS = /(?<![\p{L}\p{N}])[tf]([1-6])(?![\p{L}\p{N}])/u;
/** Québec sizes count the rooms and half a bathroom: a "4 ½" has two bedrooms, a "3 et demi" one, a "1 1/2" none. */
const QUEBEC_ROOMS = /(?<![\p{L}\p{N}/.,])([1-9])\s*(?:pieces?\s*)?(?:1\/2|½|et\s+demie?)(?![\p{N}])(?!\s*(?:salles?|sdb|bath|baths|bathrooms?|ba|banos?|toilettes?|garages?|places?|acres?|ans|years?|km|mi|miles|blocks?|rues?|minutes?|heures?|hours?|m2|pi2|sqft|millions?|k)(?![\p{L}]))/u;
/** "Un 3 pièces" (France): the living room and two bedrooms. */
const FRENCH_PIECES = /(?<![\p{L}\p{N}/.,])([1-9])\s*pieces?(?![\p{L}])/u;

/** Kind words that mean something else in a visitor's sentence ("a lot of light", "local schools"). */
const NOT_KINDS_IN_QUESTIONS = new Set(["lot", "lots", "local", "locales", "solar", "solares", "studio", "studios", "estudio", "estudios", "studette", "monoambiente", "immeuble", "edificio", "copropriete", "commerce", "domaine", "nave", "office", "bureau", "t1", "t2", "t3", "t4", "t5", "f1", "f2", "f3", "f4", "f5", "boutique", "shop", "detached"]);

type Thing = { feature: string } | { kind: PropertyKind };
const THINGS = new Map<string, Thing>();
for (const feature of FEATURES) for (const word of [...feature.words.en, ...feature.words.es, ...feature.words.fr]) if (!THINGS.has(word)) THINGS.set(word, { feature: feature.id });
for (const entry of KINDS) for (const word of entry.words) if (!NOT_KINDS_IN_QUESTIONS.has(word) && !THINGS.has(word)) THINGS.set(word, { kind: entry.kind });
THINGS.set("office space", { kind: "commercial" });
THINGS.set("oficinas", { kind: "commercial" });
THINGS.set("un local", { kind: "commercial" });
THINGS.set("local comercial", { kind: "commercial" });
// Visitors' regional words for a kind ("depto", "apto", "casona"), until the SQL classifier reads them in stored types too.
const REGIONAL_KINDS: readonly [PropertyKind, readonly string[]][] = [
  ["apartment", ["deptos", "dpto", "dptos", "apto", "aptos", "apartaestudio", "apartaestudios", "departamentito", "pisito", "monoambientes"]],
  ["house", ["casas solas", "casita", "casitas", "casona", "casonas", "residencia", "residencias"]],
  ["townhouse", ["pareados", "casas pareadas", "casa en condominio", "casas en condominio"]],
];
for (const [kind, words] of REGIONAL_KINDS) for (const word of words) if (!THINGS.has(word)) THINGS.set(word, { kind });
for (const word of ["unfurnished", "sin amueblar", "sin muebles", "non meuble", "non meublee", "vide"]) THINGS.set(word, { feature: "!furnished" });

const NEGATION = "(?:without|no|not|w/o|doesn't|don't|doesnt|dont|sin|sans|pas de|pas d'|non|ni|nor)\\s+(?:(have|has|having|with|need|want|require|care about|tenga|tengan|tiene|tienen|con|quiero|necesito|avec)\\s+)?(?:(?:a|an|any|un|una|une|de|d'|el|la|le|les|del|ningun|ninguna|aucun|aucune)\\s+)?";
const THING = new RegExp(bounded(`(${NEGATION})?(${alternation([...THINGS.keys()])})`), "gu");
const INDIFFERENT = new Set(["need", "want", "require", "care about", "quiero", "necesito"]);
const CONTINUES_NEGATION = /^\s*(?:,|or|nor|ni|ou|o|and|y|et)\s*(?:(?:a|an|any|un|una|une|de|d'|el|la|le|les)\s+)?$/u;

/** The word right before a feature ("geothermal" in "geothermal heating"). */
const LAST_WORD = /(?<![\p{L}'-])(\p{L}[\p{L}-]*)\s+$/u;
/** Words before a feature that say nothing the search can check ("lovely garden", "private pool"). */
const QUALIFIERS_READ = new Set(["lovely", "beautiful", "gorgeous", "amazing", "private", "large", "huge", "spacious", "small", "little", "decent", "proper", "actual", "outdoor", "indoor", "real", "shared", "nice", "great", "excellent", "bonita", "bonito", "grande", "amplia", "amplio", "privada", "privado", "propia", "propio", "buena", "belle", "beau", "grand", "grande", "privee", "prive", "joli", "jolie", "spacieux", "spacieuse", "enough", "certain", "their", "which", "where", "there", "these", "those", "should", "would", "could", "really", "least", "minimum", "maximum", "double", "single"]);

function things(scan: Scan, filters: ListingFilters): void {
  const features = new Set<string>();
  const excluded = new Set<string>();
  const kinds = new Set<PropertyKind>();
  const qualifiers = new Set<string>();
  let negatedEnd = -1;
  let text = scan.text;
  for (const match of scan.text.matchAll(THING)) {
    text = text.replace(match[0], " ; ");
    // "I don't need a garage": neither asked for nor excluded.
    if (match[1] !== undefined && INDIFFERENT.has(match[2] ?? "")) continue;
    const thing = THINGS.get(match[3]!.replace(/\s+/g, " "))!;
    const negated = match[1] !== undefined || (negatedEnd >= 0 && CONTINUES_NEGATION.test(scan.text.slice(negatedEnd, match.index)));
    if ("kind" in thing) kinds.add(thing.kind);
    else if (thing.feature.startsWith("!")) excluded.add(thing.feature.slice(1));
    else if (negated) excluded.add(thing.feature);
    else {
      features.add(thing.feature);
      // "Geothermal heating", "saltwater pool": a qualifier the feature's words do not hold is wanted too.
      const qualifier = LAST_WORD.exec(scan.text.slice(Math.max(0, match.index - 40), match.index))?.[1];
      if (match[1] === undefined && qualifier && qualifier.length >= 5 && !STOP_WORDS.has(qualifier) && !QUALIFIERS_READ.has(qualifier)) qualifiers.add(qualifier);
    }
    negatedEnd = negated ? match.index + match[0].length : -1;
  }
  scan.text = text;
  if (kinds.size > 0) filters.kinds = [...kinds];
  if (features.size > 0) filters.features = [...features];
  if (excluded.size > 0) filters.excludedFeatures = [...excluded];
  if (qualifiers.size > 0) filters.text = [...qualifiers].slice(0, 2);
}

function cut(scan: Scan, words: readonly string[]): boolean {
  const found = wordsRegex(words).test(scan.text);
  if (found) scan.text = scan.text.replace(wordsRegex(words, "g"), " ; ");
  return found;
}

export interface ReadOptions {
  cities: readonly string[];
  french: boolean;
}

/** Reads the listing criteria of one folded message. */
export function readCriteria(folded: string, options: ReadOptions): Criteria {
  const scan: Scan = { text: spellAmounts(folded).replace(GLUED_UNIT, "$1 ").replace(HYPHEN_UNIT, "$1 ") };
  const many = HOW_MANY.exec(scan.text);
  const limit = many ? Math.min(5, Math.max(1, readCount(many[1] ?? many[2] ?? "") ?? 3)) : undefined;
  const filters: ListingFilters = {};

  const city = findCity(scan.text, options.cities, STOP_WORDS);
  if (city) {
    filters.city = city.city;
    scan.text = `${scan.text.slice(0, city.start)} ; ${scan.text.slice(city.end)}`;
  }
  // "Sorted by price", "from cheapest to most expensive": an order, read before any superlative in it.
  const order = readOrder(scan.text);
  if (order) scan.text = `${scan.text.slice(0, order.start)} ; ${scan.text.slice(order.end)}`;
  const superlatives = order ? {} : readSuperlative(scan.text);
  let sort = order?.sort ?? superlatives.superlative?.sort;
  if (superlatives.superlative) scan.text = `${scan.text.slice(0, superlatives.superlative.start)} ; ${scan.text.slice(superlatives.superlative.end)}`;
  // "Cheap condos", "casas grandes": an order, several listings, and no single answer.
  const adjective = sort || superlatives.comparative ? order : readAdjective(scan.text);
  if (adjective) {
    sort = adjective.sort;
    scan.text = `${scan.text.slice(0, adjective.start)} ; ${scan.text.slice(adjective.end)}`;
  }
  for (const [tour, words] of Object.entries(vocab.TOUR_WORDS)) if (cut(scan, words)) filters.tours = tour as ListingFilters["tours"];
  const daysOnMarket = daysOnMarketRange(scan);
  if (daysOnMarket) filters.daysOnMarket = daysOnMarket;
  const hoa = hoaRange(scan);
  if (hoa) filters.hoa = hoa;
  const areas = areaRanges(scan);
  if (areas.area) filters.area = areas.area;
  if (areas.lotArea) filters.lotArea = areas.lotArea;
  const yearBuilt = yearRange(scan);
  if (yearBuilt) filters.yearBuilt = yearBuilt;
  const quebec = QUEBEC_ROOMS.exec(scan.text);
  if (quebec) {
    const bedrooms = Math.max(0, Number(quebec[1]) - 2);
    filters.bedrooms = { min: bedrooms, max: bedrooms };
    scan.text = scan.text.replace(quebec[0], " ; ");
  }
  const pieces = FRENCH_PIECES.exec(scan.text);
  if (pieces) {
    const bedrooms = Math.max(0, Number(pieces[1]) - 1);
    filters.bedrooms = { min: bedrooms, max: bedrooms };
    scan.text = scan.text.replace(pieces[0], " ; ");
  }
  const rooms = FRENCH_ROOMS.exec(scan.text);
  if (rooms) {
    filters.bedrooms = { min: Number(rooms[1]) - 1, max: Number(rooms[1]) - 1 };
    filters.kinds = ["apartment"];
    scan.text = scan.text.replace(rooms[0], " ; ");
  }
  const bedrooms = bedroomRange(scan);
  if (bedrooms) filters.bedrooms = bedrooms;
  const bathrooms = bathroomRange(scan);
  if (bathrooms) filters.bathrooms = bathrooms;
  const parking = parkingRange(scan);
  if (parking.range) filters.parkingSpots = parking.range;
  const price = priceRange(scan);
  if (price.range) {
    filters.price = price.range;
    const currency = currencyOf(folded);
    if (currency) filters.currency = currency;
  }
  let comparative = superlatives.comparative;
  if (!sort && !comparative && cut(scan, vocab.CHEAPER_WORDS)) comparative = { field: "price", direction: "asc" };
  if (!sort && !comparative && cut(scan, vocab.BIGGER_WORDS)) comparative = { field: "area", direction: "desc" };

  const status = readAvailability(scan);
  if (status) filters.availability = status;
  const rent = cut(scan, vocab.RENT_WORDS) || (options.french && cut(scan, vocab.FRENCH_RENT_WORDS));
  const sale = cut(scan, vocab.SALE_WORDS);
  if (rent !== sale) filters.saleType = rent ? "for_rent" : "for_sale";
  else if (price.monthly) filters.saleType = "for_rent";
  // No one pays six figures a month: a price that size is a sale price.
  else if (!rent && Math.max(price.range?.min ?? 0, price.range?.max ?? 0) >= 100_000) filters.saleType = "for_sale";

  const kindsBefore = filters.kinds;
  things(scan, filters);
  if (kindsBefore && filters.kinds) filters.kinds = [...new Set([...kindsBefore, ...filters.kinds])];
  else if (kindsBefore) filters.kinds = kindsBefore;
  if (parking.garage) filters.features = [...new Set([...(filters.features ?? []), "garage"])];
  if (adjective && "garden" in adjective && adjective.garden) filters.features = [...new Set([...(filters.features ?? []), "garden"])];

  // A place that is no city of the chatbot's: a neighbourhood, a street, or a city it does not cover.
  const place = placeAfterPreposition(scan.text, STOP_WORDS);
  if (place) {
    filters.text = [...new Set([...(filters.text ?? []), place])];
    scan.text = scan.text.replace(place, " ; ");
  }
  const unread = (scan.text.match(WORDS) ?? []).filter((word) => word.length >= 3 && !STOP_WORDS.has(word));
  const anchored = filters.kinds !== undefined || hasAny(folded, vocab.ANCHOR_WORDS);
  const plural = superlatives.superlative?.plural === true || adjective !== undefined || hasAny(folded, vocab.PLURAL_WORDS);
  return { filters, ...(sort && { sort }), ...(comparative && { comparative }), anchored, plural, adjective: adjective !== undefined, unread, ...(limit && (sort || superlatives.comparative) && { limit }) };
}

export function hasFilters(filters: ListingFilters): boolean {
  return Object.keys(filters).length > 0;
}
