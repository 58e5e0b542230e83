import { HOLDOUT_I } from "../fixtures/holdout-i";
import type { EvalListing } from "../fixtures/types";
import { others, priceOf } from "./derive";
import { count, hides, merge, NO_MATCH_WORDS, numberForms, says, shows } from "./expect";
import { ALL_STATUSES, over } from "./set";
import type { Expectation, LanguageCode } from "./types";

// What held-out set I (holdout-i.ts) shares across its languages: the fixture's helpers, its
// cities by name, and the expectations every language uses.

export const hi = over(HOLDOUT_I);
export const I = hi.mls;
export const ALL = hi.listings;

export const BOU = "Boulder";
export const HFX = "Halifax";
export const BTV = "Burlington";
export const SAF = "Santa Fe";
export const GRX = "Granada";
export const LSN = "Lausanne";

/** Every city the chatbot covers is named (asked for, or offered when a city is not covered). */
export const CITIES: Partial<Expectation> = { mustContain: HOLDOUT_I.cities.map((city) => [city]) };
export const NO = (lang: LanguageCode) => says(...NO_MATCH_WORDS[lang]);
/** No listing at all: small talk and questions beyond the data ask for none. */
export const NO_LISTINGS = hides(ALL);
/** A question the data cannot answer: the reply says so (noAnswer) rather than inventing. */
export const UNANSWERED: Partial<Expectation> = { noAnswer: true };

/** Listings of any status matching the criteria. */
export const allOf = (criteria: Parameters<typeof hi.find>[0] = {}) => hi.find({ ...criteria, statuses: ALL_STATUSES });

/** Listings of the given cities, whatever their status. */
export const cities = (...names: string[]) => names.flatMap((name) => hi.city(name));

/** Listings whose kind is not one of `kinds`. */
export const notKind = (listings: EvalListing[], ...kinds: string[]) => listings.filter((listing) => !kinds.includes(listing.kind));

/**
 * The right listings are shown and no other listing of `universe` is, except those in `alsoOk`
 * (what another reasonable reading of the question would also show).
 */
export const exact = (found: EvalListing[], universe: EvalListing[], alsoOk: EvalListing[] = []) =>
  merge(shows(found), hides(others(universe, [...found, ...alsoOk])));

/**
 * An amount in every usual writing: the groupings of numberForms, the Swiss apostrophe
 * ("1'690'000"), no-break spaces (as French formatting writes them) and millions with up to
 * three decimals ("1.675m", "1,675 million").
 */
export function amounts(n: number): string[] {
  const forms = new Set(numberForms(n));
  const digits = String(Math.round(n));
  const parts: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) parts.unshift(digits.slice(Math.max(0, end - 3), end));
  if (parts.length > 1) for (const separator of ["'", "\u00a0", "\u202f", "’"]) forms.add(parts.join(separator));
  if (n >= 1_000_000) {
    const millions = String(Number((n / 1_000_000).toFixed(3)));
    for (const decimal of [".", ","]) {
      const written = millions.replace(".", decimal);
      for (const suffix of ["m", " m", "M", " million", " millions", " mio", " millón", " millones"]) forms.add(`${written}${suffix}`);
    }
  }
  return [...forms];
}

/** The amount is stated. */
export const amount = (...values: number[]): Partial<Expectation> => ({ mustContain: [values.flatMap(amounts)] });

/** The listing's price is stated. */
export const priceIs = (listing: EvalListing) => amount(priceOf(listing));

/** A count that may be read two ways: either number is right. */
export function countOf(lang: LanguageCode, ...values: number[]): Partial<Expectation> {
  return { mustContain: [values.flatMap((n) => count(n, lang).mustContain![0]!)] };
}

/** Rentals around a monthly budget: those within 5 % must be shown, those beyond 25 % must not. */
export function around(listings: EvalListing[], target: number): { core: EvalListing[]; far: EvalListing[] } {
  const off = (listing: EvalListing) => Math.abs(priceOf(listing) - target) / target;
  return { core: listings.filter((listing) => off(listing) <= 0.05), far: listings.filter((listing) => off(listing) > 0.25) };
}

/** A derived ratio (price per m² or per sq ft), rounded, truncated or with one or two decimals. */
export function ratio(value: number): Partial<Expectation> {
  const forms = new Set<string>(amounts(Math.round(value)));
  for (const digits of [1, 2]) {
    const decimals = value.toFixed(digits).split(".")[1]!;
    for (const whole of amounts(Math.floor(value))) for (const point of [".", ","]) forms.add(`${whole}${point}${decimals}`);
  }
  return { mustContain: [[...forms]] };
}

/** An area in acres (43,560 sq ft each), as a decimal in either notation. */
export function acres(sqft: number): string[] {
  const value = sqft / 43560;
  const forms = new Set<string>();
  for (const digits of [1, 2]) {
    const written = String(Number(value.toFixed(digits)));
    forms.add(written);
    forms.add(written.replace(".", ","));
  }
  return [...forms];
}
