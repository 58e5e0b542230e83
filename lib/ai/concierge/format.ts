import { KINDS } from "./kinds";
import { fold, hasAny } from "./text";
import type { Gender, PhraseBook } from "./phrase-book";
import type { ConciergeListing, PropertyKind, SortField } from "./types";

// Listings' facts written for an answer's language: numbers and money in the language's
// style with the listing's own currency, areas in the listing's own unit, and the compact
// line every answer names a listing with:
//
//   1. 4100 Congress Ave, Austin — $450,000 · 3 bd · 2 ba · house · MLS TX1001
//
// Zero values are left out: a listing with no parking says nothing about parking.

export const SEPARATOR = " · ";
export const PLACE_SEPARATOR = " — ";
export const SQFT_PER_SQM = 10.7639;

/** ISO codes owners or visitors may give instead of a symbol. */
const SYMBOLS: Record<string, string> = { USD: "$", EUR: "€", GBP: "£", CAD: "$", MXN: "$", AUD: "$", CHF: "CHF", JPY: "¥" };
const SPACES = /[\u00a0\u202f]/g;

/** Grouped for the language with plain spaces; money shows cents only when there are some. */
export function formatNumber(book: PhraseBook, value: number, money = false): string {
  const cents = money && !Number.isInteger(value) ? 2 : 0;
  return new Intl.NumberFormat(book.locale, { minimumFractionDigits: cents, maximumFractionDigits: money ? cents : 2 }).format(value).replace(SPACES, " ");
}

export function formatMoney(book: PhraseBook, value: number, currency: string | undefined): string {
  const code = (currency ?? "").trim();
  const symbol = SYMBOLS[code.toUpperCase()] ?? code;
  const amount = formatNumber(book, value, true);
  if (!symbol) return amount;
  // A symbol ending in a slash ("S/", "B/.") opens the amount, as Peru and Panama write it: "S/ 4,200/month", not "4,200 S//month".
  if (/\/\.?$/u.test(symbol)) return `${symbol} ${amount}`;
  return symbol.length > 1 ? `${amount} ${symbol}` : book.money(amount, symbol);
}

export function priceText(book: PhraseBook, listing: ConciergeListing): string | null {
  if (listing.price === null || listing.price === undefined || !(listing.price > 0)) return null;
  const money = formatMoney(book, listing.price, listing.currencySymbol);
  return listing.saleType === "for_rent" ? `${money}${book.perMonth}` : money;
}

export function unitName(book: PhraseBook, unit: string): string {
  return book.areaUnits[unit as keyof PhraseBook["areaUnits"]] ?? (unit?.trim() || book.areaUnits["Square Feet"]);
}

export function areaText(book: PhraseBook, value: number, unit: string): string | null {
  return value > 0 ? `${formatNumber(book, Math.round(value))} ${unitName(book, unit)}` : null;
}

/** Square feet in an acre, square metres in a hectare. */
const SQFT_PER_ACRE = 43_560;
const SQM_PER_HECTARE = 10_000;

/**
 * A lot's size, with acres or hectares beside it once it is big enough to be told that way ("104,544 sq ft (2.4 acres)",
 * "12 000 m² (1,2 ha)"): a visitor asking in acres gets acres.
 */
export function lotText(book: PhraseBook, value: number, unit: string): string | null {
  const area = areaText(book, value, unit);
  if (!area) return null;
  if (unit === "Square Meters")
    return value >= SQM_PER_HECTARE / 2 ? `${area} (${formatNumber(book, Math.round((value / SQM_PER_HECTARE) * 100) / 100)} ha)` : area;
  return value >= SQFT_PER_ACRE / 4 ? `${area} (${formatNumber(book, Math.round((value / SQFT_PER_ACRE) * 100) / 100)} acres)` : area;
}

/** An area with its value in the other unit system beside it, when the visitor asked in that one ("104,544 sq ft (9,712 m²)"). */
export function inAskedUnit(book: PhraseBook, text: string, value: number, unit: string, asked: "metric" | "imperial" | undefined): string {
  const metric = unit === "Square Meters";
  if (!asked || asked === (metric ? "metric" : "imperial") || !(value > 0)) return text;
  const other = metric ? value * SQFT_PER_SQM : value / SQFT_PER_SQM;
  return `${text} (${formatNumber(book, Math.round(other))} ${unitName(book, metric ? "Square Feet" : "Square Meters")})`;
}

/** Square feet, whatever unit the listing is in, for comparing areas. */
export function inSquareFeet(value: number, unit: string): number {
  return unit === "Square Meters" ? value * SQFT_PER_SQM : value;
}

/** Kinds written alike in the three languages, shown as the owner typed them: a "Duplex" is no "immeuble de rapport". */
const SAME_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set(["duplex", "triplex", "loft", "penthouse", "chalet", "villa", "bungalow"]);

/** The listing's kind as a card names it: the owner's own word when every language writes it so, else the kind's name. */
export function listingKindName(book: PhraseBook, listing: Pick<ConciergeListing, "kind" | "propertyType">): string {
  const typed = listing.propertyType.trim().toLowerCase();
  return SAME_IN_EVERY_LANGUAGE.has(typed) ? typed : kindName(book, listing.kind);
}

export function kindName(book: PhraseBook, kind: PropertyKind, many = false): string {
  const entry = KINDS.find((item) => item.kind === kind) ?? KINDS.find((item) => item.kind === "other")!;
  return entry.names[book.language][many ? 1 : 0];
}

export function kindGender(book: PhraseBook, kind: PropertyKind): Gender {
  return book.kindGender[kind] ?? book.homes.gender;
}

/** The gender that agrees with several listings' nouns: feminine only when every one is (Spanish and French). */
export function listingsGender(book: PhraseBook, listings: readonly ConciergeListing[]): Gender {
  if (listings.length === 0) return book.homes.gender;
  return listings.every((listing) => kindGender(book, listing.kind) === "f") ? "f" : "m";
}

/** "4100 Congress Ave, Austin": how answers name a listing. */
export function placeOf(listing: ConciergeListing): string {
  return [listing.address, listing.city].filter(Boolean).join(", ") || `MLS ${listing.mlsNumber}`;
}

export function fullAddress(listing: ConciergeListing): string {
  const street = [listing.address, listing.location && listing.location !== listing.city ? listing.location : "", listing.city].filter(Boolean).join(", ");
  return [street, [listing.state, listing.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ") || `MLS ${listing.mlsNumber}`;
}

/** Extra facts a line shows because the visitor asked about them (area, year, parking…). */
export type ExtraFact = "area" | "lotArea" | "yearBuilt" | "parkingSpots" | "hoa" | "daysOnMarket" | "pricePerArea";

export function extraFact(book: PhraseBook, listing: ConciergeListing, fact: ExtraFact): string | null {
  switch (fact) {
    case "area":
      return areaText(book, listing.buildingArea, listing.areaUnit);
    case "lotArea": {
      const lot = areaText(book, listing.lotArea, listing.areaUnit);
      return lot && book.line.lot(lot);
    }
    case "yearBuilt":
      return listing.yearBuilt > 0 ? book.line.built(listing.yearBuilt) : null;
    case "parkingSpots":
      return listing.parkingSpots > 0 ? book.line.parking(listing.parkingSpots) : null;
    case "hoa":
      return listing.hoaMonth && listing.hoaMonth > 0 ? book.line.hoa(formatMoney(book, listing.hoaMonth, listing.currencySymbol)) : null;
    case "daysOnMarket":
      return listing.daysOnMarket > 0 ? book.line.days(listing.daysOnMarket) : null;
    case "pricePerArea": {
      if (!(listing.price && listing.price > 0)) return null;
      if (listing.buildingArea > 0)
        return book.line.perArea(formatMoney(book, listing.price / listing.buildingArea, listing.currencySymbol), unitName(book, listing.areaUnit));
      // A plot has no building: its price for its land, by the acre or the hectare once it is that big.
      if (listing.kind !== "land" || !(listing.lotArea > 0)) return null;
      const metric = listing.areaUnit === "Square Meters";
      const big = listing.lotArea >= (metric ? SQM_PER_HECTARE : SQFT_PER_ACRE);
      const per = big ? listing.price / (listing.lotArea / (metric ? SQM_PER_HECTARE : SQFT_PER_ACRE)) : listing.price / listing.lotArea;
      return book.line.perArea(
        formatMoney(book, per, listing.currencySymbol),
        big ? book.largeUnit[metric ? "hectare" : "acre"] : unitName(book, listing.areaUnit),
      );
    }
  }
}

/** The extra facts a sort or a filter names. */
export function extrasFor(fields: (SortField | string)[]): ExtraFact[] {
  const wanted: ExtraFact[] = ["area", "lotArea", "yearBuilt", "parkingSpots", "hoa", "daysOnMarket", "pricePerArea"];
  return wanted.filter((fact) => fields.includes(fact));
}

/** One listing as a compact line: place — price · beds · baths · kind · extras · status · MLS. */
export function listingLine(book: PhraseBook, listing: ConciergeListing, { position, extras = [] }: { position?: number; extras?: ExtraFact[] } = {}): string {
  const studio = listing.bedrooms === 0 && (listing.kind === "apartment" || listing.kind === "condo");
  const facts = [
    priceText(book, listing) ?? book.priceOnRequest,
    listing.bedrooms > 0 ? book.line.beds(listing.bedrooms) : studio ? book.line.studio : null,
    listing.bathrooms > 0 ? book.line.baths(formatNumber(book, listing.bathrooms), listing.bathrooms) : null,
    listingKindName(book, listing),
    ...extras.map((fact) => extraFact(book, listing, fact)),
    withMarketDate(book.statusTag(listing.status, kindGender(book, listing.kind)), listing, false),
    listing.mlsNumber ? `MLS ${listing.mlsNumber}` : null,
  ].filter((fact): fact is string => Boolean(fact));
  return `${position === undefined ? "" : `${position}. `}${placeOf(listing)}${PLACE_SEPARATOR}${facts.join(SEPARATOR)}`;
}

const TAGS = /<[^>]*>/g;
const ENTITIES: Record<string, string> = { "&nbsp;": " ", "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const ENTITY = /&(?:nbsp|amp|lt|gt|quot|#39);/g;
const BLANKS = /\s+/g;
const SCRIPTS = /<(script|style)\b[^>]*>[^<]*<\/\1>/gi;

/** Up to `max` characters of plain text, cut at a word; owners sometimes paste HTML. */
export function snippet(text: string, max: number): string {
  const flat = (text ?? "")
    .slice(0, 20_000)
    .replace(SCRIPTS, " ")
    .replace(TAGS, " ")
    .replace(ENTITY, (entity) => ENTITIES[entity] ?? " ")
    .replace(BLANKS, " ")
    .trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/** Keys of the owner's pair that says when a home comes on the market ("Coming to market", "Mise en vente", "Salida al mercado"). */
// biome-ignore format: one language a line.
const MARKET_DATE_KEYS = [
  "coming to market", "on market", "on the market", "to market", "list date", "listing date", "hits the market", "goes live",
  "salida al mercado", "sale al mercado", "a la venta", "en venta desde", "fecha de salida", "fecha de publicacion", "lanzamiento",
  "mise en vente", "mise sur le marche", "en vente le", "en vente a partir", "date de mise en vente", "commercialisation",
];

/** When a home that is not on the market yet comes on it, as the owner gives it; else undefined. */
export function marketDate(listing: Pick<ConciergeListing, "status" | "extension">): { Key: string; value: string } | undefined {
  if (listing.status !== "ComingSoon" && listing.status !== "PreOnMarket") return undefined;
  const pair = (listing.extension ?? []).find((entry) => hasAny(fold(String(entry.Key ?? "")), MARKET_DATE_KEYS));
  return pair ? { Key: String(pair.Key), value: String(pair.value) } : undefined;
}

/** A coming-soon status with its date ("coming soon (Thursday, January 14, 2027)"; as a sentence, with its key). */
export function withMarketDate(text: string | null, listing: Pick<ConciergeListing, "status" | "extension">, sentence = true): string | null {
  const date = marketDate(listing);
  if (!text || !date) return text;
  const said = sentence ? `${snippet(date.Key, 40)}: ${snippet(date.value, 60)}` : snippet(date.value, 60);
  return text.replace(/[.!]?$/u, (end) => ` (${said})${end}`);
}
