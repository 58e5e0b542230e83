import { factValueName } from "./extension-match";
import { bareFeatureName, featureName, negatedFeatureName } from "./feature-names";
import { formatMoney, formatNumber, kindGender, kindName, SQFT_PER_SQM, unitName } from "./format";
import type { Bound, Gender, PhraseBook, RangeField, Subject } from "./phrase-book";
import type { ConciergeListing, SearchFilters, Range, Relaxation } from "./types";

// What a search or a count asked for, in words: the noun ("houses", "pisos"), then what
// narrows it ("for sale in Austin with a pool up to $500,000"). Sentences in the phrase books
// put these parts together; this file only decides which parts there are and formats them.

const RANGE_FIELDS: RangeField[] = ["bedrooms", "bathrooms", "area", "lotArea", "parkingSpots", "yearBuilt", "hoa", "daysOnMarket", "price"];
/** Rooms read best right after the city, before the features. */
const ROOMS: RangeField[] = ["bedrooms", "bathrooms"];

/** How money and areas in the criteria are written: the visitor's currency, else the listings'; the listings' area unit. */
export interface CriteriaContext {
  currency?: string;
  areaUnit: string;
}

export function criteriaContext(book: PhraseBook, filters: SearchFilters, listings: ConciergeListing[]): CriteriaContext {
  const first = listings[0];
  return {
    currency: filters.currency ?? first?.currencySymbol,
    areaUnit: first?.areaUnit ?? (book.language === "English" ? "Square Feet" : "Square Meters"),
  };
}

function bound(book: PhraseBook, field: RangeField, range: Range, context: CriteriaContext, forRent: boolean): Bound {
  const plain = (value: number) => formatNumber(book, value);
  if (field === "price" || field === "hoa") {
    const monthly = field === "hoa" || forRent;
    return { ...range, show: (value) => `${formatMoney(book, value, context.currency)}${monthly ? book.perMonth : ""}` };
  }
  if (field === "area" || field === "lotArea") {
    // Filters hold square feet; a listing in m² is asked about in m².
    const toUnit = (value: number) => (context.areaUnit === "Square Meters" ? Math.round(value / SQFT_PER_SQM) : Math.round(value));
    return { min: range.min, max: range.max, show: (value) => `${plain(toUnit(value))} ${unitName(book, context.areaUnit)}` };
  }
  return { ...range, show: plain };
}

const hasRange = (range: Range | undefined): range is Range => Boolean(range && (range.min !== undefined || range.max !== undefined));

function nounOf(book: PhraseBook, filters: SearchFilters): { one: string; many: string; gender: Gender } {
  const kinds = [...new Set(filters.kinds ?? [])];
  if (kinds.length === 0) return book.homes;
  const genders = kinds.map((kind) => kindGender(book, kind));
  return {
    one: kinds.map((kind) => kindName(book, kind)).join(` ${book.or} `),
    many: kinds.map((kind) => kindName(book, kind, true)).join(` ${book.or} `),
    gender: genders.every((gender) => gender === "f") ? "f" : "m",
  };
}

/** The city, or the cities any of which will do: "Madrid o Málaga". */
function cityNames(book: PhraseBook, filters: SearchFilters): string {
  const cities = [...new Set([filters.city ?? "", ...(filters.cities ?? [])].filter(Boolean))];
  return cities.length <= 1 ? cities.join("") : `${cities.slice(0, -1).join(", ")} ${book.or} ${cities.at(-1)}`;
}

/** A place as the visitor named it, folded by the reader: each word capitalised ("san antonio" is "San Antonio"). */
const placeName = (place: string) => place.replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());

/** The qualifiers of the criteria, in the answer's order. */
function qualifiers(book: PhraseBook, filters: SearchFilters, context: CriteriaContext, gender: Gender, plural: boolean): string[] {
  const parts: string[] = [];
  if (filters.saleType) parts.push(book.saleType[filters.saleType]);
  if (filters.availability) parts.push(book.availability(filters.availability, gender, plural));
  // A neighbourhood of a city the chatbot has reads "in Hyde Park, Austin"; a place of its own "in Boise".
  const place = filters.place ? placeName(filters.place) : undefined;
  if (filters.city) parts.push(book.inCity(place ? `${place}, ${cityNames(book, filters)}` : cityNames(book, filters)));
  else if (place) parts.push(book.inCity(place));
  if (filters.postalCode) parts.push(book.inCity(filters.postalCode));
  if (filters.ids?.length) parts.push(book.amongShown(gender));
  const ranges = (fields: RangeField[]) => {
    for (const field of fields) {
      const range = filters[field];
      if (hasRange(range)) parts.push(book.range(field, bound(book, field, range, context, filters.saleType === "for_rent")));
    }
  };
  ranges(ROOMS);
  if (filters.excludedKinds?.length && !filters.kinds?.length) parts.push(book.notKinds(filters.excludedKinds.map((kind) => kindName(book, kind, true))));
  if (filters.features?.length) parts.push(book.withFeatures(filters.features.map((id) => featureName(id, book.language))));
  for (const group of filters.anyFeatures ?? []) if (group.length) parts.push(book.withAnyFeatures(group.map((id) => featureName(id, book.language))));
  const excluded = filters.excludedFeatures ?? [];
  if (excluded.length)
    parts.push(
      book.withoutFeatures(
        excluded.map((id) => negatedFeatureName(id, book.language)),
        excluded.map((id) => bareFeatureName(id, book.language)),
      ),
    );
  ranges(RANGE_FIELDS.filter((field) => !ROOMS.includes(field)));
  if (filters.tours) parts.push(book.tours[filters.tours]);
  // An owner's fact and its value ("energy rating B") reads as a feature; other words as words of the listing.
  const texts = filters.text ?? [];
  const facts = texts.map((text) => factValueName(text, book.language)).filter((name): name is string => name !== undefined);
  if (facts.length) parts.push(book.withFeatures(facts));
  const words = texts.filter((text) => factValueName(text, book.language) === undefined);
  if (words.length) parts.push(book.mentioning(words.slice(0, 3)));
  return parts.filter(Boolean);
}

/** No bedroom asked of an apartment (or of any home): studios, named by their noun rather than "0 bedrooms". */
function asksStudios(filters: SearchFilters): boolean {
  const bedrooms = filters.bedrooms;
  if (bedrooms?.max !== 0 || (bedrooms.min ?? 0) !== 0) return false;
  return (filters.kinds ?? ["apartment"]).every((kind) => kind === "apartment" || kind === "condo");
}

/** The criteria as a subject for a sentence; `plural` picks the agreement of the qualifiers. */
export function subjectOf(book: PhraseBook, filters: SearchFilters, context: CriteriaContext, plural = true): Subject {
  if (asksStudios(filters)) {
    const { bedrooms: _studio, kinds: _apartments, ...rest } = filters;
    const parts = qualifiers(book, rest, context, book.studios.gender, plural);
    return { ...book.studios, rest: parts.length ? ` ${parts.join(" ")}` : "" };
  }
  const noun = nounOf(book, filters);
  const parts = qualifiers(book, filters, context, noun.gender, plural);
  return { ...noun, rest: parts.length ? ` ${parts.join(" ")}` : "" };
}

/** What the nearest relaxation changed, as phrases: "without the pool", "up to $625,000", "in other cities". */
export function relaxationParts(book: PhraseBook, relaxation: Relaxation, asked: SearchFilters, context: CriteriaContext): string[] {
  const relaxed = relaxation.filters;
  const parts: string[] = [];
  for (const key of relaxation.dropped) {
    if (key === "features" || key === "anyFeatures") {
      const kept = new Set([...(relaxed.features ?? []), ...(relaxed.anyFeatures ?? []).flat()]);
      const lost = [...new Set([...(asked.features ?? []), ...(asked.anyFeatures ?? []).flat()])].filter((id) => !kept.has(id));
      parts.push(lost.length ? book.relaxDropped.features(lost.map((id) => bareFeatureName(id, book.language))) : book.relaxDropped.other);
    } else if (key === "excludedFeatures") parts.push(book.relaxDropped.excludedFeatures);
    else if (key === "city" || key === "cities") parts.push(relaxed.city ? book.inCity(cityNames(book, relaxed)) : book.relaxDropped.city);
    else if (key === "kinds" || key === "excludedKinds") parts.push(book.relaxDropped.kinds);
    else if (key === "saleType") parts.push(book.relaxDropped.saleType(relaxed.saleType));
    else if (key === "availability") parts.push(book.relaxDropped.availability);
    else if ((RANGE_FIELDS as string[]).includes(key)) {
      const field = key as RangeField;
      const range = relaxed[field];
      parts.push(hasRange(range) ? book.range(field, bound(book, field, range, context, relaxed.saleType === "for_rent")) : book.relaxDropped.range(field));
    } else parts.push(book.relaxDropped.other);
  }
  return [...new Set(parts)];
}
