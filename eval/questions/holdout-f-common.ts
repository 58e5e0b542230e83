import { HOLDOUT_F as FIXTURE } from "../fixtures/holdout-f";
import type { EvalListing, FeatureLabel } from "../fixtures/types";
import { byMls, type Criteria, others } from "./derive";
import { hides, merge, NO_MATCH_WORDS, price, says, shows } from "./expect";
import { over } from "./set";
import type { Expectation, LanguageCode } from "./types";

// What set F (holdout-f.ts) shares: the fixture's helpers, its cities by name, and
// expectations that accept every reasonable reading of a question.

export const hf = over(FIXTURE);
export const ALL = hf.listings;
/** A listing by MLS number (throws when the fixture has none). */
export const F = (mls: string) => byMls(ALL, mls);

export const SEA = "Seattle";
export const LOU = "Louisville";
export const OMA = "Omaha";
export const CHS = "Charleston";
export const BIO = "Bilbao";
export const BRU = "Bruxelles";

/** A city's other names in the visitor's languages (an answer may use any). */
const CITY_NAMES: Record<string, string[]> = { [BRU]: [BRU, "Brussels", "Bruselas", "Brussel"] };

/** Every city the chatbot covers is named (asked for, or offered when a city is not covered). */
export const CITIES: Partial<Expectation> = { mustContain: FIXTURE.cities.map((city) => CITY_NAMES[city] ?? [city]) };
export const NO = (lang: LanguageCode) => says(...NO_MATCH_WORDS[lang]);

/** Words that bring an off-topic chat back to homes. */
export const HOMES: Record<LanguageCode, string[]> = {
  en: ["home", "house", "propert", "listing", "real estate", "apartment", "rent"],
  es: ["vivienda", "casa", "propiedad", "inmueble", "inmobiliari", "piso", "alquil", "anuncio"],
  fr: ["logement", "maison", "bien", "immobili", "appartement", "annonce", "location"],
};

export const union = (...lists: EvalListing[][]) => [...new Set(lists.flat())];

/** The found listings are shown; listings of the universe outside found and alsoOk are not. */
export function exactlyOr(found: EvalListing[], universe: EvalListing[], alsoOk: EvalListing[]): Expectation {
  return merge(shows(found), hides(others(universe, [...found, ...alsoOk])));
}

/**
 * "Without X": the product's rule takes every listing that does not say it has X; a stricter
 * reading takes only those that say they lack it. The strict ones (or, when none says so, the
 * loose ones) must be shown, and nothing that says it has X.
 */
export function without(criteria: Criteria, feature: FeatureLabel, universe: EvalListing[]): Expectation {
  const loose = hf.find({ ...criteria, lacks: [...(criteria.lacks ?? []), feature] });
  const strict = loose.filter((listing) => listing.lacks.includes(feature));
  return exactlyOr(strict.length ? strict : loose, universe, loose);
}

/** Both listings named, each with its price. */
export const both = (a: EvalListing, b: EvalListing): Expectation => merge(shows([a, b]), price(a), price(b));
