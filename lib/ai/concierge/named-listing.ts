import { namesDeposit, namesFact } from "./extension-match";
import { KINDS } from "./kinds";
import { listingQuestion } from "./questions";
import { STOP_WORDS } from "./stop-words";
import { alternation, bounded, fold } from "./text";
import type { Intent, ListingQuestion, PropertyKind, SearchFilters } from "./types";
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
const NOT_A_NAME = new Set(["apto", "aptos", "luxe", "lujo", "luxury", "charme", "caractere", "standing", "prestige", "reve", "suenos", "dreams", "famille", "familia", "family", "vacances", "vacaciones", "vacation", "ville", "pueblo", "campo", "campagne", "plage", "playa", "montagne", "montana", "rapport", "renta", "location", "alquiler", "vente", "venta", "sale", "rent",
  // Units: "how big is the lot in acres".
  "acres", "acre", "hectares", "hectareas", "metres", "metros", "meters", "feet", "pies", "sqft", "m2"]);

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

/** The kinds' own names and the everyday words for a home ("house", "piso", "l'appart"): no home is named by them alone. */
// biome-ignore format: a table of words.
const GENERIC_KINDS = new Set([...KINDS.flatMap((entry) => Object.values(entry.names).flat()), "home", "flat", "apt", "appart", "apart", "piso", "departamento", "depa", "depto", "apartamento", "vivienda", "logement", "maison", "casa", "unit", "place"]);
/** Whether a folded word is one home's kind narrower than the kinds' own names ("loft", "villa", "penthouse", "chalet", "kot"). */
export const namesNarrowKind = (word: string) => {
  const bare = word.replace(/^(?:l|d)'/u, "");
  return SINGLE_KINDS.has(bare) && !GENERIC_KINDS.has(bare);
};

/** Whether a folded word names a kind of home, one or several ("maison", "lofts", "l'appart"). */
export const namesKind = (word: string) => KIND_SET.has(word.replace(/^(?:l|d)'/u, ""));

const DEMONSTRATIVE_KIND = new RegExp(
  bounded(`(?<![\\p{L}\\p{N}])(?:this|that|ce|cet|cette|este|esta|ese|esa|aquel|aquella)\\s+(?:${alternation(SINGULAR_KIND_WORDS)})(?![\\p{L}\\p{N}])`),
  "u",
);
/** Whether a folded message points at the home in view by a demonstrative and its kind: "this loft", "ce studio", "esa casona". */
export const namesDemonstrativeKind = (folded: string) => DEMONSTRATIVE_KIND.test(folded);

const DEFINITE_KIND_ALL = new RegExp(bounded(`(?<![\\p{L}\\p{N}])${DEFINITE}\\s*(${alternation(SINGULAR_KIND_WORDS)})(?![\\p{L}\\p{N}])`), "gu");
/** The kinds a folded message names by an article or a demonstrative ("the condo", "la maison"): each phrase, where it is, and its kinds. */
export function definiteKinds(folded: string): { start: number; end: number; kinds: PropertyKind[] }[] {
  return [...folded.matchAll(DEFINITE_KIND_ALL)].slice(0, 3).map((match) => {
    const word = match[1]!;
    const kinds = KINDS.filter((entry) => entry.words.includes(word)).map((entry) => entry.kind);
    return { start: match.index, end: match.index + match[0].length, kinds };
  });
}

/** Whether a folded message points at one home by a definite article and its kind alone ("does the house have a safe?", "¿el piso tiene ascensor?"). */
export const namesDefiniteKind = (folded: string) => DEFINITE_KIND.test(folded);
/** A word that names one home's kind ("townhouse", "duplex", "l'appart") or a definite article before a home ("el", "la", "the"). */
export const opensHome = (word: string) => SINGLE_KINDS.has(word.replace(/^(?:l|d)'/u, "")) || ARTICLES.has(word);
/** Whether words hold one home's kind ("the condo on pearl", "la casona colonial"), not an article alone ("the roof leaks"). */
export const holdsKind = (words: readonly string[]) => words.some((word) => SINGLE_KINDS.has(word.replace(/^(?:l|d)'/u, "")));

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
  // The place's name may stop short ("the bungalow near camels back park"): the rest of the description is not asked either.
  const described = findDescribedHome(rest);
  const end = described && described.start <= named.start && described.end > named.end ? described.end : named.end;
  const { question: asked, also } = questionsOf(`${rest.slice(0, named.start)} ; ${rest.slice(end)}`);
  if (!asked) return undefined;
  const filters = withoutAsked(filtersOf(rest), [asked, ...(also ?? [])]);
  // "Le terrain du 44300": a postal code of the chatbot's own is where it is (parse.ts writes "zip" before it), not a place's name.
  if (filters.postalCode === undefined && (!filters.city || fold(filters.city) !== named.place)) filters.place = named.place;
  // The home named is meant whatever its status ("la maison à Pully" under offer): its answer says the status.
  filters.availability = "any";
  return { kind: "search", filters, limit: SHOWN, question: asked, ...(also?.length && { also }) };
}

/** Kinds a visitor names one for the other: a condo is an apartment to most ("the apartment in Ouchy" is a condo there). */
const SAME_HOME: readonly (readonly PropertyKind[])[] = [["apartment", "condo"]];

/** The filters a message's words give, less what is asked of the listing they find: that finds nothing. */
function withoutAsked(given: SearchFilters, questions: ListingQuestion[]): SearchFilters {
  const filters: SearchFilters = { ...given };
  // One home named by its kind and place: the kinds it may be stored as.
  if (filters.kinds) filters.kinds = [...new Set(filters.kinds.flatMap((kind) => SAME_HOME.find((same) => same.includes(kind)) ?? [kind]))];
  // What is asked of the listing finds nothing: "est-il meublé ? et la caution ?" asks whether, of the one the name finds.
  for (const one of questions) {
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
  return filters;
}

// One home described, not named: "the lake view flat in Annecy-le-Vieux", "el piso con vista al lago en Annecy", "la maison
// avec panneaux solaires à Boise", "the dry creek lot". A definite article, the words before the kind, the kind, and what
// follows it up to a verb, a question word or a pause. Asked about ("does the lake view flat have parking?"), it is the
// listings those words find that are answered, not a list of homes that also have what is asked.

/** Words, and the punctuation that ends a description, of a folded message. Linear: one class, no nesting. */
const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'’-]*|[?,.;:!()]/gu;
/** Definite articles and demonstratives, as words ("l'" and "d'" are glued to the next word). */
const ARTICLES = new Set([
  "the",
  "this",
  "that",
  "el",
  "la",
  "le",
  "del",
  "al",
  "du",
  "au",
  "ce",
  "cet",
  "cette",
  "este",
  "esta",
  "ese",
  "esa",
  "aquel",
  "aquella",
]);
/** Whether a folded word is a definite article or a demonstrative: "the loft", "la villa", "ce penthouse". */
export const isArticle = (word: string) => ARTICLES.has(word);
const SINGLE_KINDS = new Set(SINGULAR_KIND_WORDS.filter((word) => !word.includes(" ")));
/** Where a description stops: verbs and question words of the three languages, "and" and "still". */
// biome-ignore format: a table of words, one language a line.
const DESCRIPTION_ENDS = new Set([
  "is", "isn't", "are", "was", "were", "be", "does", "doesn't", "do", "did", "has", "have", "had", "cost", "costs", "come", "comes", "include", "includes", "allow", "allows", "accept", "accepts", "take", "takes", "need", "needs", "got", "get", "still", "sell", "sold", "available", "listed", "what", "whats", "what's", "how", "which", "when", "where", "why", "who", "can", "could", "would", "will", "should", "and", "or", "but", "if", "please", "for", "i", "we", "you",
  "es", "son", "esta", "estan", "tiene", "tienen", "cuesta", "cuestan", "sale", "salen", "incluye", "incluyen", "acepta", "aceptan", "permite", "permiten", "sigue", "siguen", "queda", "quedan", "hay", "que", "cual", "cuales", "cuanto", "cuanta", "cuantos", "cuantas", "cuando", "donde", "como", "y", "o", "pero", "si", "todavia", "aun", "para", "por",
  "est", "sont", "ont", "coute", "coutent", "fait", "font", "inclut", "accepte", "reste", "combien", "quel", "quelle", "quels", "quelles", "quand", "comment", "pourquoi", "est-ce", "elle", "il", "c'est", "cest", "c'etait", "ca", "et", "ou", "mais", "encore", "toujours", "pour",
]);
/** After French "à" (folded "a"), these make it the verb "a": "la maison a une piscine". */
const AFTER_VERB_A = new Set([
  "un",
  "une",
  "des",
  "du",
  "le",
  "la",
  "les",
  "t-il",
  "t-elle",
  "combien",
  "quel",
  "quelle",
  "bien",
  "deja",
  "encore",
  "toujours",
]);
/** At most this many words before the kind, and after it. */
const BEFORE_KIND = 3;
const AFTER_KIND = 8;

/** Where a folded message describes one home by its kind and what sets it apart, or undefined (a bare "the house" is no description). */
export function findDescribedHome(folded: string): { start: number; end: number } | undefined {
  const tokens = [...folded.matchAll(TOKEN)].slice(0, 80).map((match) => ({ word: match[0], start: match.index, end: match.index + match[0].length }));
  const ends = (index: number) => {
    const word = tokens[index]!.word;
    // "est-il", "a-t-elle", "a-t-il": a verb with its pronoun.
    if (!/^\p{L}|^\p{N}/u.test(word) || DESCRIPTION_ENDS.has(word) || DESCRIPTION_ENDS.has(word.split("-")[0]!)) return true;
    if (/^a-t-/u.test(word)) return true;
    return word === "a" && AFTER_VERB_A.has(tokens[index + 1]?.word ?? "");
  };
  for (let kind = 0; kind < tokens.length; kind++) {
    const word = tokens[kind]!.word;
    const elided = /^(?:l|d)'/u.test(word);
    if (!SINGLE_KINDS.has(word.replace(/^(?:l|d)'/u, ""))) continue;
    let article = elided && word.startsWith("l") ? kind : -1;
    for (let before = kind - 1; article < 0 && before >= 0 && before >= kind - 1 - BEFORE_KIND; before--) {
      if (ARTICLES.has(tokens[before]!.word)) article = before;
      else if (ends(before) || SINGLE_KINDS.has(tokens[before]!.word)) break;
    }
    if (article < 0) continue;
    let last = kind;
    while (last + 1 < tokens.length && last + 1 <= kind + AFTER_KIND && !ends(last + 1)) last++;
    // Something beside the kind: words before it or after it (not only "the" and the kind, or "l'appart").
    const described = last > kind || (article < kind - 1 && !ARTICLES.has(tokens[kind - 1]!.word));
    if (described) return { start: tokens[article]!.start, end: tokens[last]!.end };
  }
  return undefined;
}

/** What may find the home described besides its kind: anything but its kind and whether it is for sale. */
/**
 * The filters of one home described, not named ("the townhouse with the rooftop deck", "la maison bleue avec le quai"):
 * its kind and what tells it apart, whatever its status; undefined when the words describe none.
 */
export function describedHome(rest: string, filtersOf: (words: string) => SearchFilters): SearchFilters | undefined {
  const described = findDescribedHome(rest);
  if (!described) return undefined;
  const filters = withoutAsked(filtersOf(rest.slice(described.start, described.end)), []);
  return FINDS(filters) ? { ...filters, availability: "any" } : undefined;
}

const FINDS = (filters: SearchFilters) =>
  Object.keys(filters).some((key) => key !== "kinds" && key !== "availability" && key !== "saleType" && !(key === "bedrooms" && filters.bedrooms?.max === 0));

/**
 * A question about the home a folded message describes ("does the lake view flat in annecy have parking? and the condo fees?"):
 * a search by the description's criteria, less what is asked, answering the question of what it finds; undefined when no
 * home is described or nothing is asked of it.
 */
export function askedOfDescribed(
  rest: string,
  filtersOf: (words: string) => SearchFilters,
  questionsOf: (words: string) => { question?: ListingQuestion; also?: ListingQuestion[] },
): Intent | undefined {
  const described = findDescribedHome(rest);
  if (!described) return undefined;
  const outside = `${rest.slice(0, described.start)} ; ${rest.slice(described.end)}`;
  const { question: asked, also } = questionsOf(outside);
  // An owner's fact only when named by its own words ("l'étiquette énergétique"), not any words left over ("i'm a light sleeper").
  if (!asked || ("extension" in asked && !namesFact(outside) && !namesDeposit(outside))) return undefined;
  const filters = withoutAsked(filtersOf(rest), [asked, ...(also ?? [])]);
  if (!FINDS(filters)) return undefined;
  filters.availability = "any";
  return { kind: "search", filters, limit: SHOWN, question: asked, ...(also?.length && { also }) };
}
