import { FACT_SEPARATOR, marker, PLACE_SEPARATOR } from "./marker";
import type { Facts, PhraseBook } from "./phrase-book";
import { phrasesFor } from "./phrases";
import type { AnswerSettings, ComposedAnswer, ConciergeResult } from "./results";
import type { ConciergeListing, Intent, ListingFilters } from "./types";

// Turns an intent and what its tool returned into a short plain-text answer. Listings are
// written in the fixed line form of marker.ts, which the parser reads back on later turns.

const MAX_SHOWN = 3;
const DESCRIPTION_LENGTH = 240;

/** Grouped for the language; money shows cents only when there are some, counts ("2.5" baths) as they are. */
function formatNumber(book: PhraseBook, value: number, money = false): string {
  const cents = money && !Number.isInteger(value) ? 2 : 0;
  return new Intl.NumberFormat(book.locale, { minimumFractionDigits: cents, maximumFractionDigits: money ? cents : 2 }).format(value);
}

function priceText(book: PhraseBook, listing: ConciergeListing): string | null {
  if (listing.price === null) return null;
  const money = book.money(formatNumber(book, listing.price, true), listing.currencySymbol);
  return listing.saleType === "for_rent" ? `${money}${book.perMonth}` : money;
}

function areaText(book: PhraseBook, value: number, unit: string): string | null {
  if (!(value > 0)) return null;
  return `${formatNumber(book, value)} ${book.areaUnits[unit as keyof PhraseBook["areaUnits"]] ?? unit}`;
}

/** Up to `max` characters, cut at a word; owners sometimes paste HTML into descriptions, and answers are plain text. */
function shorten(text: string, max: number): string {
  const flat = text.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, max).replace(/\s+\S*$/, "")}…`;
}

function factsOf(book: PhraseBook, listing: ConciergeListing): Facts {
  const hoa = listing.hoaMonth === null || listing.hoaMonth <= 0 ? null : book.money(formatNumber(book, listing.hoaMonth, true), listing.currencySymbol);
  const street = [listing.address, listing.city].filter(Boolean).join(", ");
  return {
    place: street || listing.propertyType,
    fullAddress: [street, [listing.state, listing.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ") || listing.propertyType,
    price: priceText(book, listing),
    forRent: listing.saleType === "for_rent",
    bedrooms: listing.bedrooms,
    bathrooms: formatNumber(book, listing.bathrooms),
    area: areaText(book, listing.buildingArea, listing.areaUnit),
    lot: areaText(book, listing.lotArea, listing.areaUnit),
    yearBuilt: listing.yearBuilt,
    parkingSpots: listing.parkingSpots,
    hoa,
    tours: listing.tours,
    url: listing.url,
    status: listing.status,
    description: shorten(listing.description, DESCRIPTION_LENGTH),
    features: listing.extension.map((pair) => `${pair.Key}: ${pair.value}`).join("; "),
    daysOnMarket: listing.daysOnMarket,
  };
}

/** One listing in the line form the parser reads back: place — price · beds · baths · … (MLS# …). */
function listingLine(book: PhraseBook, listing: ConciergeListing, position?: number): string {
  const facts = [
    priceText(book, listing) ?? book.priceOnRequest,
    book.beds(listing.bedrooms),
    book.baths(listing.bathrooms, formatNumber(book, listing.bathrooms)),
    listing.propertyType,
    book.statusTags[listing.status] ?? "",
    listing.url,
  ].filter(Boolean);
  const place = factsOf(book, listing).place;
  return `${position === undefined ? "" : `${position}. `}${place}${PLACE_SEPARATOR}${facts.join(FACT_SEPARATOR)} ${marker(listing.mlsNumber)}`;
}

function suggestions(book: PhraseBook, filters: ListingFilters): string[] {
  const found: string[] = [];
  if (filters.price) found.push(book.suggestions.price);
  if (filters.bedrooms || filters.bathrooms) found.push(book.suggestions.rooms);
  if (filters.city) found.push(book.suggestions.city);
  if (filters.keywords?.length || filters.propertyType || filters.parkingSpots || filters.yearBuilt || filters.tours || filters.status) found.push(book.suggestions.musts);
  return found;
}

function searchAnswer(book: PhraseBook, intent: Extract<Intent, { kind: "search" }>, total: number, listings: ConciergeListing[]): string {
  if (total === 0 || listings.length === 0) return book.none(suggestions(book, intent.filters));
  const shown = listings.slice(0, Math.min(MAX_SHOWN, intent.limit));
  return [
    book.found(total, shown.length, intent.sort),
    ...shown.map((listing, index) => listingLine(book, listing, index + 1)),
    book.askMore(shown.length),
  ].join("\n");
}

function listingAnswer(book: PhraseBook, intent: Extract<Intent, { kind: "listing" }>, listing: ConciergeListing | null): string {
  if (!listing) return book.notFound(intent.mlsNumber ?? intent.address ?? String(intent.listingId ?? ""));
  const facts = factsOf(book, listing);
  if (intent.question) return `${facts.place} ${marker(listing.mlsNumber)}: ${book.answer[intent.question](facts)}`;
  return [listingLine(book, listing), facts.description, book.details(facts).filter(Boolean).join(FACT_SEPARATOR)].filter(Boolean).join("\n");
}

const answered = (text: string): ComposedAnswer => ({ text, noAnswer: false });

/** The answer to an intent, from what its tool returned, in the requested language (English for any language without phrases). */
export function composeAnswer({ intent, result: given, language, settings }: { intent: Intent; result: ConciergeResult; language: string; settings: AnswerSettings }): ComposedAnswer {
  const book = phrasesFor(language);
  // Results cross the tool boundary as JSON; a missing one is treated as no result rather than a crash.
  const result: ConciergeResult = given ?? { kind: "none" };
  if (result.kind === "files") return { text: book.files, noAnswer: true };
  if (intent.kind === "greeting") return answered(settings.welcomeMessage.trim() || book.greeting);
  if (intent.kind === "thanks") return answered(book.thanks);
  if (intent.kind === "human") return answered(settings.talkToHumanResponseMessage.trim() || book.human);
  if (intent.kind === "lead") {
    const recorded = result.kind === "lead" && result.recorded;
    return { text: book.lead(intent.name, recorded), noAnswer: !recorded };
  }
  if (intent.kind === "search" && result.kind === "search") return answered(searchAnswer(book, intent, result.total, result.listings));
  if (intent.kind === "count" && result.kind === "count") {
    const { city, saleType, ...rest } = intent.filters;
    return answered(book.count(result.total, { city, saleType, narrowed: Object.keys(rest).length > 0 }));
  }
  if (intent.kind === "listing" && result.kind === "listing") return answered(listingAnswer(book, intent, result.listing));
  return { text: book.unknown, noAnswer: true };
}
