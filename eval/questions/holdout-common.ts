import { HOLDOUT } from "../fixtures/holdout";
import { NO_MATCH_WORDS, says } from "./expect";
import { over } from "./set";
import type { Expectation, LanguageCode } from "./types";

// What the held-out sets (holdout.ts, holdout-c.ts) share: the fixture's helpers, its cities
// by name, and the expectation that every covered city is named.

export const ho = over(HOLDOUT);
export const H = ho.mls;
export const ALL = ho.listings;

export const PDX = "Portland";
export const RAL = "Raleigh";
export const MSP = "Minneapolis";
export const SD = "San Diego";
export const BOG = "Bogotá";
export const BOD = "Bordeaux";

/** Every city the chatbot covers is named (asked for, or offered when a city is not covered). */
export const CITIES: Partial<Expectation> = { mustContain: HOLDOUT.cities.map((city) => [city]) };
export const NO = (lang: LanguageCode) => says(...NO_MATCH_WORDS[lang]);
