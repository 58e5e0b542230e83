import type { PropertyKind } from "@/lib/ai/concierge/types";
import { AVAILABLE, type EvalListing, type EvalStatus, type FeatureLabel } from "../fixtures/types";

// Expected facts computed from the fixture data, under the product's rules (design.md):
// unset availability = Active, ComingSoon, PreOnMarket; default order days on market asc,
// then id desc; "newest" = days on market asc; "newest built" = year built desc.

export interface Criteria {
  city?: string;
  kinds?: PropertyKind[];
  sale?: "for_sale" | "for_rent";
  /** Unset = available. */
  statuses?: readonly EvalStatus[];
  has?: FeatureLabel[];
  lacks?: FeatureLabel[];
  beds?: [number, number];
  baths?: [number, number];
  price?: [number, number];
  /** Square feet. */
  sqft?: [number, number];
  currency?: string;
}

const within = (value: number, range?: [number, number]) => !range || (value >= range[0] && value <= range[1]);

export const priceOf = (listing: EvalListing) => listing.fields.SalePrice ?? listing.fields.RentPrice ?? 0;

export function matching(listings: readonly EvalListing[], criteria: Criteria = {}): EvalListing[] {
  const statuses = criteria.statuses ?? AVAILABLE;
  return listings.filter((listing) => {
    const f = listing.fields;
    return (
      statuses.includes(f.Status) &&
      (!criteria.city || f.City === criteria.city) &&
      (!criteria.kinds || criteria.kinds.includes(listing.kind)) &&
      (!criteria.sale || f.SaleType === criteria.sale) &&
      (!criteria.currency || f.CurrencySymbol === criteria.currency) &&
      (criteria.has ?? []).every((feature) => listing.has.includes(feature)) &&
      // "without X": a listing that does not say it has X (whether or not it says it lacks it).
      (criteria.lacks ?? []).every((feature) => !listing.has.includes(feature)) &&
      within(f.Bedrooms, criteria.beds) &&
      within(f.Bathrooms, criteria.baths) &&
      within(priceOf(listing), criteria.price) &&
      within(listing.sqft, criteria.sqft)
    );
  });
}

/** The product's default order: days on market asc, then id (creation) desc. */
export const defaultOrder = (listings: readonly EvalListing[]) =>
  [...listings].sort((a, b) => a.fields.DaysOnMarket - b.fields.DaysOnMarket || b.index - a.index);

type Key = (listing: EvalListing) => number;

/** The listings tied for the lowest (or highest) value of key: any of them is right. */
export function extreme(listings: readonly EvalListing[], key: Key, direction: "min" | "max"): EvalListing[] {
  if (listings.length === 0) throw new Error("extreme of no listings: the question has no answer");
  const values = listings.map(key);
  const best = direction === "min" ? Math.min(...values) : Math.max(...values);
  return listings.filter((listing) => key(listing) === best);
}

export const cheapest = (listings: readonly EvalListing[]) => extreme(listings, priceOf, "min");
export const priciest = (listings: readonly EvalListing[]) => extreme(listings, priceOf, "max");
export const biggest = (listings: readonly EvalListing[]) => extreme(listings, (l) => l.sqft, "max");
export const smallest = (listings: readonly EvalListing[]) => extreme(listings, (l) => l.sqft, "min");
export const mostBedrooms = (listings: readonly EvalListing[]) => extreme(listings, (l) => l.fields.Bedrooms, "max");
export const biggestLot = (listings: readonly EvalListing[]) => extreme(listings, (l) => l.fields.LotArea, "max");
export const newestBuilt = (listings: readonly EvalListing[]) => extreme(listings, (l) => l.fields.YearBuilt, "max");
export const oldestBuilt = (listings: readonly EvalListing[]) => extreme(listings, (l) => l.fields.YearBuilt, "min");
export const newestListed = (listings: readonly EvalListing[]) => extreme(listings, (l) => l.fields.DaysOnMarket, "min");

export function byMls(listings: readonly EvalListing[], mls: string): EvalListing {
  const found = listings.find((listing) => listing.fields.MLSNumber === mls);
  if (!found) throw new Error(`no listing ${mls} in the fixture`);
  return found;
}

/** A fact stored in ExtensionColumn under the owner's key. */
export function fact(listing: EvalListing, key: string): string {
  const pair = listing.fields.ExtensionColumn?.find((entry) => entry.Key === key);
  if (!pair) throw new Error(`${listing.fields.MLSNumber} has no ${key}`);
  return pair.value;
}

/** Listings of `all` that are not in `picked`: what an answer must not offer. */
export const others = (all: readonly EvalListing[], picked: readonly EvalListing[]) => all.filter((listing) => !picked.includes(listing));
