import { findPlace } from "./city";
import { PROPERTY_TYPES } from "./property-types";
import { bathroomRange, bedroomRange, parkingRange, priceRange, type Scan, yearRange } from "./ranges";
import { alternation, bounded, fold, hasAny, wordsRegex } from "./text";
import type { ListingFilters, ListingSort } from "./types";
import * as vocab from "./vocab";

/** What one message says about the listings wanted, before the conversation is taken into account. */
export interface Criteria {
  filters: ListingFilters;
  sort?: ListingSort;
  /** "any cheaper?" / "anything bigger?": relative to the listings last shown. */
  cheaper: boolean;
  bigger: boolean;
  /** Names what is sought ("homes", "condos", "rentals"), so it starts a new search rather than refining one. */
  anchored: boolean;
  /** Asks for several listings ("the cheapest homes") rather than one ("the cheapest"). */
  plural: boolean;
}

const PLURAL = /(?<![\p{L}])(?:homes|houses|listings|properties|places|rentals|options|condos|apartments|townhouses|townhomes|ones|casas|pisos|apartamentos|departamentos|propiedades|viviendas|alquileres|maisons|appartements|biens|annonces|logements)(?![\p{L}])/u;
// Digits glued to a unit ("3br", "2ba", "500k") are read as a count and its unit.
const GLUED_UNIT = /(\d)(?=(?:br|brs|bd|bdr|bdrm|bdrms|bed|beds|bedrooms?|ba|bath|baths|bathrooms?|k|m|mm)(?![\p{L}]))/gu;

function cut(scan: Scan, words: readonly string[]): boolean {
  const regex = wordsRegex(words, "g");
  const found = regex.test(scan.text);
  if (found) scan.text = scan.text.replace(wordsRegex(words, "g"), " ; ");
  return found;
}

function firstOf<K extends string>(scan: Scan, table: Readonly<Record<K, readonly string[]>>): K | undefined {
  for (const key of Object.keys(table) as K[]) if (cut(scan, table[key])) return key;
  return undefined;
}

/** The property type named, by its longest matching phrase ("casa adosada" is a townhouse, "casa" a house). */
function propertyType(scan: Scan): string | undefined {
  let best: { type: string; phrase: string } | undefined;
  for (const entry of PROPERTY_TYPES) {
    const match = wordsRegex(entry.words).exec(scan.text);
    if (match && (!best || match[0].length > best.phrase.length)) best = { type: entry.type, phrase: match[0] };
  }
  if (best) cut(scan, PROPERTY_TYPES.find((entry) => entry.type === best.type)!.words);
  return best?.type;
}

const NEGATION = "(?:without|no|not|sin|sans|pas de)\\s+(?:a\\s+|an\\s+|un\\s+|una\\s+|une\\s+|de\\s+)?";

// "without a pool" asks for nothing the filters can express; it must not ask for a pool.
const NEGATED_FEATURES = vocab.FEATURES.map((feature) => new RegExp(bounded(NEGATION + alternation(feature.words)), "gu"));

function keywords(scan: Scan): string[] {
  const found: string[] = [];
  for (const [index, feature] of vocab.FEATURES.entries()) {
    scan.text = scan.text.replace(NEGATED_FEATURES[index]!, " ; ");
    if (cut(scan, feature.words)) found.push(feature.keyword);
  }
  return found;
}

/** Reads the listing criteria of one message. */
export function readCriteria(message: string, options: { cities?: readonly string[]; french?: boolean } = {}): Criteria {
  const folded = fold(message).replace(GLUED_UNIT, "$1 ");
  const scan: Scan = { text: folded };
  const filters: ListingFilters = {};

  const place = findPlace(message, options);
  if (place) scan.text = scan.text.replace(wordsRegex([fold(place.name)], "g"), " ; ");
  // Given the chatbot's cities, a place that is none of them is a neighbourhood or an area, which listings mention in their text.
  const area = place && options.cities && !place.known ? place.name : undefined;
  if (place && !area) filters.city = place.name;
  const tours = firstOf(scan, vocab.TOUR_WORDS);
  if (tours) filters.tours = tours;
  const yearBuilt = yearRange(scan);
  if (yearBuilt) filters.yearBuilt = yearBuilt;
  const bedrooms = bedroomRange(scan);
  if (bedrooms) filters.bedrooms = bedrooms;
  const bathrooms = bathroomRange(scan);
  if (bathrooms) filters.bathrooms = bathrooms;
  const parking = parkingRange(scan);
  if (parking.range) filters.parkingSpots = parking.range;
  const price = priceRange(scan);
  if (price.range) filters.price = price.range;

  const sortPhrase = Object.values(vocab.SORT_WORDS).flat().find((phrase) => hasAny(scan.text, [phrase]));
  let sort = firstOf(scan, vocab.SORT_WORDS);
  const cheaper = cut(scan, vocab.CHEAPER_WORDS);
  const cheap = cut(scan, vocab.CHEAP_WORDS);
  if (cheap && !sort) sort = "price_asc";
  const bigger = cut(scan, vocab.BIGGER_WORDS);
  const status = firstOf(scan, vocab.STATUS_WORDS);
  if (status) filters.status = status;

  const rent = cut(scan, vocab.RENT_WORDS) || (options.french === true && cut(scan, vocab.FRENCH_RENT_WORDS));
  const sale = cut(scan, vocab.SALE_WORDS);
  if (rent !== sale) filters.saleType = rent ? "for_rent" : "for_sale";
  else if (price.monthly) filters.saleType = "for_rent";
  // No one pays six figures a month: a price that size is a sale price.
  else if (!rent && Math.max(price.range?.min ?? 0, price.range?.max ?? 0) >= 100_000) filters.saleType = "for_sale";

  const type = propertyType(scan);
  if (type) filters.propertyType = type;
  const words = keywords(scan);
  if (parking.garage && !words.includes("garage")) words.push("garage");
  if (area) words.push(area);
  if (words.length > 0) filters.keywords = words;

  return {
    filters,
    sort,
    cheaper,
    bigger,
    anchored: type !== undefined || hasAny(folded, vocab.ANCHOR_WORDS),
    plural: cheap || PLURAL.test(folded) || (sortPhrase !== undefined && /^(?:los|las|les) /.test(sortPhrase)),
  };
}

export function hasCriteria(criteria: Criteria): boolean {
  return Object.keys(criteria.filters).length > 0 || criteria.sort !== undefined || criteria.cheaper || criteria.bigger;
}
