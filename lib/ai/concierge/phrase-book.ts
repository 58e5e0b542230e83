import type { ListingQuestion, ListingSort } from "./types";

// The shape of a language's phrases: every word the concierge says comes from one of these.

/** A listing's facts, already formatted for the answer's language. */
export interface Facts {
  place: string;
  fullAddress: string;
  price: string | null;
  forRent: boolean;
  bedrooms: number;
  bathrooms: string;
  area: string | null;
  lot: string | null;
  yearBuilt: number;
  parkingSpots: number;
  hoa: string | null;
  tours: string | null;
  url: string;
  status: string;
  description: string;
  features: string;
  daysOnMarket: number;
}

export interface CountSubject {
  saleType?: "for_sale" | "for_rent";
  city?: string;
  /** Criteria beyond city and sale type were given. */
  narrowed: boolean;
}

export interface PhraseBook {
  locale: string;
  money: (amount: string, symbol: string) => string;
  perMonth: string;
  priceOnRequest: string;
  beds: (count: number) => string;
  baths: (count: number, text: string) => string;
  areaUnits: { "Square Feet": string; "Square Meters": string };
  statusTags: Record<string, string>;
  found: (total: number, shown: number, sort: ListingSort) => string;
  askMore: (shown: number) => string;
  none: (suggestions: string[]) => string;
  suggestions: { price: string; rooms: string; city: string; musts: string };
  count: (total: number, subject: CountSubject) => string;
  notFound: (reference: string) => string;
  details: (facts: Facts) => string[];
  answer: Record<ListingQuestion, (facts: Facts) => string>;
  greeting: string;
  thanks: string;
  human: string;
  lead: (name: string | undefined, recorded: boolean) => string;
  unknown: string;
  files: string;
}

export const list = (items: string[], or: string) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} ${or} ${items.at(-1)}`);
export const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

