import { KINDS } from "./kinds";
import { listingQuestion } from "./questions";
import { STOP_WORDS } from "./stop-words";
import { alternation, bounded, fold } from "./text";
import type { Intent, SearchFilters, ListingQuestion } from "./types";
import { STUDIO_WORDS } from "./vocab";

// One listing named by its kind and where it is, with no address or MLS number: "le studio de
// Plainpalais", "el piso de Triana", "the condo in the Marigny", "la maison à Champel". A
// question about it ("c'est combien la garantie de loyer pour le studio de Plainpalais ?") is
// answered about the one listing those words find.

export interface NamedListing {
  /** The place's words ("plainpalais"), searched in the listings' text. */
  place: string;
  start: number;
  end: number;
}

/** A definite article or a demonstrative: "the condo", "le studio", "del piso", "cette maison". */
const DEFINITE = "(?:the|this|that|le|la|l'|ce|cet|cette|du|au|el|del|al|este|esta|ese|esa)";
/** Kind words long enough not to be grammar, and the French sizes ("le T4 de Monplaisir", "le F2 des Chartrons"). */
const KIND_WORDS = [...new Set([...KINDS.flatMap((entry) => entry.words), ...STUDIO_WORDS])].filter((word) => word.length >= 3 || /^[tf][1-9]$/u.test(word));
const KIND_SET = new Set(KIND_WORDS);
/** What joins the kind to its place: "de Plainpalais", "in the Marigny", "à Champel", "sur le Plateau", "near Uptown". */
const LINK =
  "(?:(?:de la|de|del|du|des|in the|in|on the|on|at|en la|en el|en|a|au|sur le|sur la|sur|near|pres de|cerca de|off)\\s+|(?:de l'|d'|pres de l'|pres d')\\s*)";
const NAMED = new RegExp(
  bounded(`${DEFINITE}\\s*(${alternation(KIND_WORDS)})\\s+${LINK}((?:la|le|les|el|los|las|the)\\s+)?(\\p{L}[\\p{L}'-]*(?:\\s+\\p{L}[\\p{L}'-]*){0,2})`),
  "u",
);

/** Words a place's name is not: a kind's, a feature's, grammar ("el piso de mis sueños", "la maison de 3 chambres", "le studio de luxe"). */
// biome-ignore format: a table of words, one group a line.
const NOT_A_NAME = new Set(["apto", "aptos", "luxe", "lujo", "luxury", "charme", "caractere", "standing", "prestige", "reve", "suenos", "dreams", "famille", "familia", "family", "vacances", "vacaciones", "vacation", "ville", "pueblo", "campo", "campagne", "plage", "playa", "montagne", "montana", "rapport", "renta", "location", "alquiler", "vente", "venta", "sale", "rent"]);

/** The one listing a folded message names by its kind and place, or undefined. */
export function findNamedListing(folded: string): NamedListing | undefined {
  const match = NAMED.exec(folded);
  if (!match) return undefined;
  // The name's words up to the first word that is no name ("de Triana con terraza", "in the Marigny please").
  const name: string[] = [];
  for (const word of match[3]!.split(/\s+/)) {
    if (word.split("-").some((part) => STOP_WORDS.has(part)) || NOT_A_NAME.has(word) || word.length < 3) break;
    name.push(word);
  }
  if (name.length === 0) return undefined;
  // "L'immeuble de l'appart vue lac", "el edificio del apto del piso 14": a kind after the link is the home itself, no place.
  if (KIND_SET.has(name[0]!.replace(/^(?:l|d)'/u, ""))) return undefined;
  const place = name.join(" ");
  const end = match.index + match[0].indexOf(match[3]!) + place.length;
  return { place, start: match.index, end };
}

/** Kind words in the singular: "the studio", "el apartaestudio", "le T3" name one home; "the lofts" several. */
const SINGULAR_KIND_WORDS = KIND_WORDS.filter((word) => !/(?:s|x)$/u.test(word) || /^(?:duplex|triplex|plex)$/u.test(word));
const DEFINITE_KIND = new RegExp(bounded(`(?<![\\p{L}\\p{N}])${DEFINITE}\\s*(?:${alternation(SINGULAR_KIND_WORDS)})(?![\\p{L}\\p{N}])`), "u");

/** Whether a folded message points at one home by a definite article and its kind alone ("does the house have a safe?", "¿el piso tiene ascensor?"). */
export const namesDefiniteKind = (folded: string) => DEFINITE_KIND.test(folded);

/** The few matches shown when the words find more than one listing. */
const SHOWN = 5;

/** The filters a question about a listing names as the thing asked, not as what finds the listing ("does the condo in X have a balcony?"). */
const ASKED_FILTERS: Partial<Record<Extract<ListingQuestion, { field: string }>["field"], (keyof SearchFilters)[]>> = {
  price: ["price", "currency"],
  bedrooms: ["bedrooms"],
  bathrooms: ["bathrooms"],
  area: ["area"],
  lotArea: ["lotArea"],
  yearBuilt: ["yearBuilt"],
  parkingSpots: ["parkingSpots"],
  hoa: ["hoa"],
  daysOnMarket: ["daysOnMarket"],
  tours: ["tours"],
  status: ["availability"],
  availableWhen: ["availability"],
};

/**
 * A question about the one listing a folded message names by its kind and place ("le studio de Plainpalais"): a search for it
 * by the message's criteria (read by `filtersOf`) but the thing asked, with the question; undefined when none is named or asked.
 */
export function askedOfNamed(
  rest: string,
  filtersOf: (words: string) => SearchFilters,
  questionsOf: (words: string) => { question?: ListingQuestion; also?: ListingQuestion[] } = (words) => ({ question: listingQuestion(words) }),
): Intent | undefined {
  const named = findNamedListing(rest);
  if (!named) return undefined;
  const { question: asked, also } = questionsOf(`${rest.slice(0, named.start)} ; ${rest.slice(named.end)}`);
  if (!asked) return undefined;
  const filters: SearchFilters = { ...filtersOf(rest) };
  // What is asked of the listing finds nothing: "est-il meublé ? et la caution ?" asks whether, of the one the name finds.
  for (const one of [asked, ...(also ?? [])]) {
    if ("feature" in one) {
      filters.features = filters.features?.filter((id) => id !== one.feature);
      filters.excludedFeatures = filters.excludedFeatures?.filter((id) => id !== one.feature);
      for (const key of ["features", "excludedFeatures", "anyFeatures"] as const) if (!filters[key]?.length) delete filters[key];
      // The words before the feature qualify it ("est-il meublé", "a heated pool"): they are asked about too.
      delete filters.text;
    }
    if ("field" in one) for (const key of ASKED_FILTERS[one.field] ?? []) delete filters[key];
    // The listing asked about is named, whatever its status: "is the condo in the Marigny still available?".
    if ("field" in one && (one.field === "status" || one.field === "availableWhen")) filters.availability = "any";
  }
  if (!filters.city || fold(filters.city) !== named.place) filters.place = named.place;
  return { kind: "search", filters, limit: SHOWN, question: asked, ...(also?.length && { also }) };
}
