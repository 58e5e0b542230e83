import { HOLDOUT_H } from "../fixtures/holdout-h";
import { hides, NO_MATCH_WORDS, says } from "./expect";
import { over } from "./set";
import type { Expectation, LanguageCode } from "./types";

// What set H (holdout-h.ts) shares across its languages: the fixture's helpers, its cities by
// name, and the expectations every language uses (every covered city named, a "none" answer,
// no listing offered where none was asked for).

export const hh = over(HOLDOUT_H);
export const H = hh.mls;
export const ALL = hh.listings;

export const PVD = "Providence";
export const CHA = "Chattanooga";
export const ANC = "Anchorage";
export const SRQ = "Sarasota";
export const ZGZ = "Zaragoza";
export const SXB = "Strasbourg";

/** Every city the chatbot covers is named (asked for, or offered when a city is not covered). */
export const CITIES: Partial<Expectation> = { mustContain: HOLDOUT_H.cities.map((city) => [city]) };
export const NO = (lang: LanguageCode) => says(...NO_MATCH_WORDS[lang]);
/** No listing at all: small talk and off-topic questions ask for none. */
export const NO_LISTINGS = hides(ALL);
