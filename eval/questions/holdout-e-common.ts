import { HOLDOUT_E } from "../fixtures/holdout-e";
import type { EvalListing } from "../fixtures/types";
import { others } from "./derive";
import { hides, merge, NO_MATCH_WORDS, oneOf, says, SHOWN, shows } from "./expect";
import { over } from "./set";
import type { Expectation, LanguageCode } from "./types";

// What held-out set E (holdout-e.ts) leans on: the fixture's helpers, its cities by name, and
// the expectations it repeats.

export const he = over(HOLDOUT_E);
export const E = (mls: string): EvalListing => {
  const listing = he.mls(mls);
  if (!listing) throw new Error(`no listing ${mls} in holdoute`);
  return listing;
};
export const ALL = he.listings;

export const SAV = "Savannah";
export const SPK = "Spokane";
export const MKE = "Milwaukee";
export const ABQ = "Albuquerque";
export const VLC = "València";
export const LYS = "Lyon";

/** Every city the chatbot covers is named (asked for, or offered when a city is not covered). */
export const CITIES: Partial<Expectation> = { mustContain: HOLDOUT_E.cities.map((city) => [city]) };
export const NO = (lang: LanguageCode) => says(...NO_MATCH_WORDS[lang]);

/**
 * The right listings are shown and no other listing of `universe` is, except the `lenient`
 * ones: listings a reasonable reading of the question may also offer (neither required nor
 * forbidden). When the lenient reading finds more than are shown, only some of `found` can be.
 */
export function allowing(found: EvalListing[], universe: readonly EvalListing[], lenient: readonly EvalListing[]): Expectation {
  const spared = new Set([...found, ...lenient]);
  return merge(spared.size > SHOWN ? oneOf(found) : shows(found), hides(others(universe, [...spared])));
}

/** Years built are 0 for land: superlatives over age leave those out. */
export const built = (listings: readonly EvalListing[]) => listings.filter((listing) => listing.fields.YearBuilt > 0);

/** MLS numbers, for reading. */
export const ids = (listings: readonly EvalListing[]) => listings.map((listing) => listing.fields.MLSNumber);
