import { HOLDOUT_D } from "../fixtures/holdout-d";
import type { EvalListing } from "../fixtures/types";
import { defaultOrder, others } from "./derive";
import { count, hides, merge, NO_MATCH_WORDS, numberForms, oneOf, price, SHOWN, says, shows } from "./expect";
import { over } from "./set";
import type { Expectation, LanguageCode } from "./types";

// What held-out set D (holdout-d.ts) shares: the holdoutd fixture's helpers, its cities by
// name (with the names buyers use for them in other languages), and expectation shorthands
// for the readings a question allows.

export const hd = over(HOLDOUT_D);
export const D = hd.mls;
export const ALL = hd.listings;

export const PIT = "Pittsburgh";
export const NOL = "New Orleans";
export const TUC = "Tucson";
export const ASH = "Asheville";
export const SEV = "Sevilla";
export const GVA = "Genève";

/** A city's names as an answer may write them, in any of the three languages. */
const CITY_NAMES: Record<string, string[]> = {
  [PIT]: [PIT],
  [NOL]: [NOL, "Nouvelle-Orléans", "Nouvelle Orléans", "Nueva Orleans"],
  [TUC]: [TUC],
  [ASH]: [ASH],
  [SEV]: [SEV, "Seville", "Séville"],
  [GVA]: [GVA, "Geneva", "Ginebra", "Genf"],
};

/** Every city the chatbot covers is named (asked for, or offered when a city is not covered). */
export const CITIES: Partial<Expectation> = { mustContain: HOLDOUT_D.cities.map((city) => CITY_NAMES[city] ?? [city]) };
export const NO = (lang: LanguageCode) => says(...NO_MATCH_WORDS[lang]);

/** Every listing of these cities, whatever the status. */
export const cities = (...names: (string | undefined)[]) => [...new Set(names)].flatMap((name) => (name ? hd.city(name) : []));

/**
 * Two readings of a question: the `required` listings are shown, the `optional` ones (right
 * under one reasonable reading only) may be shown or not, and no other listing of `universe` is.
 */
export function loose(required: EvalListing[], optional: EvalListing[], universe: EvalListing[]): Expectation {
  return merge(shows(required), hides(others(universe, [...required, ...optional])));
}

/** "Show me more" after a search: one of the listings past the first page, in the default order. */
export function nextPage(found: EvalListing[]): Partial<Expectation> {
  const rest = defaultOrder(found).slice(SHOWN);
  if (rest.length === 0) throw new Error("nextPage(): the search has no second page");
  return oneOf(rest);
}

/** The first n listings of a search in the default order (what "the first two" points at). */
export const firstOf = (found: EvalListing[], n: number) => defaultOrder(found).slice(0, n);

/** A comparison names both listings and gives both prices. */
export const compared = (a: EvalListing, b: EvalListing) => merge(shows([a, b]), price(a), price(b));

/** A count that may be any of these numbers (the question allows more than one reading). */
export function countOf(ns: number[], lang: LanguageCode): Partial<Expectation> {
  return { mustContain: [ns.flatMap((n) => count(n, lang).mustContain![0]!)] };
}

/** A yes/no answer about a listing's feature, by what its text says. */
const YES: Record<LanguageCode, string[]> = { en: ["yes", "it does", "it has", "does have"], es: ["sí", "si", "cuenta con"], fr: ["oui"] };
const NOPE: Record<LanguageCode, string[]> = {
  en: ["no", "doesn't", "does not", "not", "isn't", "without"],
  es: ["no", "sin"],
  fr: ["non", "pas", "sans", "n'"],
};
export const yes = (lang: LanguageCode) => says(...YES[lang]);
export const nope = (lang: LanguageCode) => says(...NOPE[lang]);
/** Yes when the listing's text says it has the feature, no when it says it lacks it. */
export function answersFeature(listing: EvalListing, feature: EvalListing["has"][number], lang: LanguageCode): Partial<Expectation> {
  if (listing.has.includes(feature)) return yes(lang);
  if (listing.lacks.includes(feature)) return nope(lang);
  throw new Error(`${listing.fields.MLSNumber} says nothing about ${feature}: the question has no answer`);
}

/** A fact's number (e.g. "410" of "410 €/año") in every usual grouping. */
export function factNumber(value: string): Partial<Expectation> {
  const match = value.match(/\d[\d.,\s]*/);
  if (!match) throw new Error(`no number in "${value}"`);
  return { mustContain: [numberForms(Number(match[0].replace(/[.,\s]/g, "")))] };
}

/** The question is about homes nobody would take for land: land is neither required nor forbidden. */
export const notLand = (listings: EvalListing[]) => listings.filter((listing) => listing.kind !== "land");
export const onlyLand = (listings: EvalListing[]) => listings.filter((listing) => listing.kind === "land");
