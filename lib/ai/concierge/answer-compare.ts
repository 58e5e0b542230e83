import { extraFact, type ExtraFact, formatMoney, formatNumber, inSquareFeet, listingLine, listingsGender, priceText, unitName } from "./format";
import type { PhraseBook } from "./phrase-book";
import type { ConciergeListing, SortField } from "./types";

// Two or three listings side by side, one line each with the facts compared, and on an
// aspect a verdict: "MLS TX1001 is larger: 2,100 sq ft vs 1,800 sq ft".

/** For each aspect: the value compared (null when not listed), and whether more is better. */
const ASPECTS: Record<SortField, { value: (listing: ConciergeListing) => number | null; more: boolean }> = {
  price: { value: (l) => (l.price && l.price > 0 ? l.price : null), more: false },
  // No bedroom is a studio's fact; a house's or a plot's says nothing.
  bedrooms: { value: (l) => (l.bedrooms > 0 || l.kind === "apartment" || l.kind === "condo" ? l.bedrooms : null), more: true },
  bathrooms: { value: (l) => l.bathrooms, more: true },
  area: { value: (l) => (l.buildingArea > 0 ? inSquareFeet(l.buildingArea, l.areaUnit) : null), more: true },
  lotArea: { value: (l) => (l.lotArea > 0 ? inSquareFeet(l.lotArea, l.areaUnit) : null), more: true },
  yearBuilt: { value: (l) => (l.yearBuilt > 0 ? l.yearBuilt : null), more: true },
  daysOnMarket: { value: (l) => l.daysOnMarket, more: false },
  parkingSpots: { value: (l) => l.parkingSpots, more: true },
  hoa: { value: (l) => l.hoaMonth ?? 0, more: false },
  pricePerArea: { value: (l) => (l.price && l.price > 0 && l.buildingArea > 0 ? l.price / inSquareFeet(l.buildingArea, l.areaUnit) : null), more: false },
};

/** An aspect's value as the answer shows it, in the listing's own currency and unit. */
function shown(book: PhraseBook, listing: ConciergeListing, aspect: SortField): string {
  switch (aspect) {
    case "price":
      return priceText(book, listing) ?? book.priceOnRequest;
    case "bedrooms":
      return listing.bedrooms > 0 ? book.line.beds(listing.bedrooms) : book.line.studio;
    case "bathrooms":
      return book.line.baths(formatNumber(book, listing.bathrooms), listing.bathrooms);
    case "area":
      return `${formatNumber(book, Math.round(listing.buildingArea))} ${unitName(book, listing.areaUnit)}`;
    case "hoa":
      return book.line.hoa(formatMoney(book, listing.hoaMonth ?? 0, listing.currencySymbol));
    case "daysOnMarket":
      return book.line.days(listing.daysOnMarket);
    case "parkingSpots":
      return book.line.parking(listing.parkingSpots);
    default:
      return extraFact(book, listing, aspect as ExtraFact) ?? "";
  }
}

const LINE_EXTRAS: ExtraFact[] = ["area", "yearBuilt", "parkingSpots", "hoa"];
/** Aspects whose fact the lines show only when compared on. */
const ASPECT_EXTRAS: SortField[] = ["lotArea", "daysOnMarket", "pricePerArea"];
const label = (listing: ConciergeListing) => (listing.mlsNumber ? `MLS ${listing.mlsNumber}` : listing.address);

function verdict(book: PhraseBook, listings: ConciergeListing[], aspect: SortField): string {
  const { value, more } = ASPECTS[aspect];
  const valued = listings
    .map((listing) => ({ listing, value: value(listing) }))
    .filter((entry): entry is { listing: ConciergeListing; value: number } => entry.value !== null);
  // A price to buy and a rent a month are no measure of each other, whole or per area.
  const mixed = (aspect === "price" || aspect === "pricePerArea") && new Set(listings.map((listing) => listing.saleType)).size > 1;
  if (mixed) return book.saleAndRent;
  if (valued.length < listings.length || valued.length < 2) return book.notComparable(aspect, listingsGender(book, listings));
  const best = valued.reduce((a, b) => ((more ? b.value > a.value : b.value < a.value) ? b : a));
  if (valued.every((entry) => Math.abs(entry.value - best.value) < 1e-9))
    return book.tie(aspect, shown(book, best.listing, aspect), listingsGender(book, listings));
  const ordered = [best, ...valued.filter((entry) => entry !== best)];
  const said = book.verdict(
    aspect,
    label(best.listing),
    ordered.map((entry) => shown(book, entry.listing, aspect)),
  );
  const apart = ordered.length === 2 ? difference(book, ordered[0]!.listing, ordered[1]!.listing, aspect) : undefined;
  return apart ? `${said} ${book.difference(apart)}` : said;
}

/** How far apart two listings are on an aspect, in the unit or currency both show it in; undefined when they differ in it. */
function difference(book: PhraseBook, a: ConciergeListing, b: ConciergeListing, aspect: SortField): string | undefined {
  switch (aspect) {
    case "price":
      return a.price && b.price && a.currencySymbol === b.currencySymbol && a.saleType === b.saleType
        ? formatMoney(book, Math.abs(a.price - b.price), a.currencySymbol)
        : undefined;
    case "hoa":
      return a.currencySymbol === b.currencySymbol ? formatMoney(book, Math.abs((a.hoaMonth ?? 0) - (b.hoaMonth ?? 0)), a.currencySymbol) : undefined;
    case "area":
      return a.areaUnit === b.areaUnit
        ? `${formatNumber(book, Math.round(Math.abs(a.buildingArea - b.buildingArea)))} ${unitName(book, a.areaUnit)}`
        : undefined;
    default:
      // Rooms and spaces: "5 bd vs 3 bd" says it.
      return undefined;
  }
}

export function compareAnswer(
  book: PhraseBook,
  listings: ConciergeListing[],
  missing: string[],
  aspect: SortField | undefined,
  others: readonly SortField[] = [],
): { text: string; noAnswer: boolean } {
  const aspects = aspect ? [aspect, ...others.filter((other) => other !== aspect)] : [];
  const extras = [...LINE_EXTRAS, ...(aspects.filter((one) => ASPECT_EXTRAS.includes(one)) as ExtraFact[])];
  const parts: string[] = [];
  if (missing.length) parts.push(book.compareMissing(missing));
  if (listings.length === 0) return { text: parts.join("\n") || book.notFound(""), noAnswer: true };
  if (listings.length >= 2) parts.push(book.compareIntro);
  parts.push(...listings.map((listing, index) => listingLine(book, listing, { position: index + 1, extras })));
  if (listings.length >= 2) for (const one of aspects) parts.push(verdict(book, listings, one));
  parts.push(listings.length >= 2 ? book.askNext(listingsGender(book, listings)) : book.listingAsk);
  return { text: parts.join("\n"), noAnswer: false };
}
