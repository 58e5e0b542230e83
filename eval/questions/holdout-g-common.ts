import { HOLDOUT_G } from "../fixtures/holdout-g";
import type { EvalListing } from "../fixtures/types";
import { others } from "./derive";
import { hides, merge, NO_MATCH_WORDS, says, shows } from "./expect";
import { over } from "./set";
import type { Expectation, LanguageCode } from "./types";

// What held-out set G (holdout-g.ts) shares: the fixture's helpers, its cities by name, and
// the expectations every language uses.

export const hg = over(HOLDOUT_G);
export const G = hg.mls;
export const ALL = hg.listings;

export const RIC = "Richmond";
export const TUL = "Tulsa";
export const MAD = "Madison";
export const HNL = "Honolulu";
export const LIM = "Lima";
export const NTE = "Nantes";

/** Every city the chatbot covers is named (asked for, or offered when a city is not covered). */
export const CITIES: Partial<Expectation> = { mustContain: HOLDOUT_G.cities.map((city) => [city]) };
export const NO = (lang: LanguageCode) => says(...NO_MATCH_WORDS[lang]);

/**
 * The right listings are shown and no other listing of `universe` is, except those in `alsoOk`
 * (what another reasonable reading of the question would also show).
 */
export const exact = (found: EvalListing[], universe: EvalListing[], alsoOk: EvalListing[] = []) =>
  merge(shows(found), hides(others(universe, [...found, ...alsoOk])));

/** No listing at all is named (small talk, off-topic, a city not covered). */
export const NONE: Partial<Expectation> = hides(ALL);

/** The answer is about homes (steers back), in any of the three languages. */
export const HOMES = says("home", "house", "propert", "listing", "real estate", "apartment", "casa", "vivienda", "propiedad", "inmueble", "departamento", "inmobiliari", "logement", "maison", "bien", "immobili", "appartement", "annonce");
