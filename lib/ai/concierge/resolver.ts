import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { listings } from "@/db/schema";
import { cityAliases } from "./city-aliases";
import { namesTax } from "./costs";
import { namesDeposit, namesFact } from "./extension-match";
import { definiteKinds, isArticle, namesKind, namesNarrowKind } from "./named-listing";
import { listingQuestion } from "./questions";
import { anyPhrase } from "./search-features";
import { isOrdinal } from "./references";
import { FEATURES } from "./features";
import { FEATURE_ONLY_WORDS, GRAMMAR, STOP_WORDS } from "./stop-words";
import { fold } from "./text";

// The listing resolver (issue 41): a home named by words of its own rather than by an MLS number,
// a numbered address or a position in the last list: "the adobe on Acequia Madre", "the Table Mesa
// ranch", "la maison de la rue des Carmes", "the two on Pearl St". The words the concierge reads
// as something else (kinds, features, cities, grammar: STOP_WORDS) are set aside; each remaining
// word is looked up in the chatbot's listings through full-text search (search_vector, the three
// languages' stems), and a word found in more than a few listings says nothing of which one is
// meant. Runs of such words name a listing when they are its name, not merely words of its text:
// words of its address, neighbourhood or facts; two or more words in a row in its description;
// or one proper noun of its description ("the Rosebank"). A lone word must also be placed as a
// name ("on Pearl", "at the Rosebank") or written as one (a capital): "a park nearby" names no
// listing on Park Avenue.

/** What tells apart the listings one name finds ("the one for sale on Chestnut Ridge"), and their addresses. */
export const namedListingSchema = z.object({
  id: z.number().int().positive(),
  address: z.string(),
  saleType: z.string(),
  status: z.string(),
  kind: z.string(),
});
export type NamedListing = z.infer<typeof namedListingSchema>;

/** A run of the message's words (as visitorText gives it) and the listings it names: one, or a few for "the two on Pearl St". */
export const namedSpanSchema = z.object({
  phrase: z.string(),
  listings: z.array(namedListingSchema),
  /** The words are a postal code of the listings' own ("X5004", "4020"): the homes there, not an MLS number. */
  postal: z.boolean().optional(),
});
export type NamedSpan = z.infer<typeof namedSpanSchema>;

/** The ids of the listings a name finds. */
export const idsOf = (span: NamedSpan) => span.listings.map((listing) => listing.id);

/** Words looked up per message, and how many listings a word may be in and still name one. */
const MAX_WORDS = 8;
const MAX_LISTINGS = 3;
const MIN_LENGTH = 3;
/** Letters, with inner apostrophes and hyphens: linear, no nesting. */
const WORD = /\p{L}[\p{L}\p{M}\p{N}'’-]*/gu;
/** A French or Italian elided article glued to the word: "l'adobe", "d'Acequia". */
const ELIDED = /^(?:l|d|qu)'/u;
/** Words after which a lone word is placed as a name: "on Pearl", "at the Rosebank", "calle Mayor", "rue des Carmes". */
// biome-ignore format: a table of words, one group a line.
const PLACING = new Set([
  "on", "at", "in", "near", "off", "by", "the", "of", "that", "this",
  "en", "de", "del", "al", "la", "el", "las", "los", "calle", "avenida", "paseo", "plaza", "barrio", "edificio", "urbanizacion", "ese", "esa", "este", "esta", "aquel", "aquella",
  "sur", "rue", "avenue", "boulevard", "place", "chemin", "quartier", "residence", "des", "du", "le", "les", "au", "aux", "a", "ce", "cet", "cette",
]);
/** Words after which feature words may be a place's name: "near Green Lake", "près de green lake", "cerca de Lake Hills". */
const NAMING_BEFORE = new Set(["near", "by", "off", "around", "pres", "cerca", "proche", "de", "du", "del", "al"]);
/** The features' own phrases ("lake view", "vue lac"): never a name. */
const FEATURE_PHRASES: ReadonlySet<string> = new Set(FEATURES.flatMap((feature) => [...feature.words.en, ...feature.words.es, ...feature.words.fr]));
/** A house number just before the words: "1440 Larkspur". */
const NUMBER_BEFORE = /(\d{1,6})\s*$/u;

interface Word {
  folded: string;
  /** Where it is in the message (visitorText). */
  start: number;
  end: number;
  capital: boolean;
  /** The folded word before it, "" at the start. */
  before: string;
  /** A street type follows it ("the lake st condo", "Pearl Street"): a street's name, looked up in addresses only. */
  street?: boolean;
  /** A word right after a house number ("8 birch", "118 caroline"): looked up in addresses only, a name only where the number starts one. */
  house?: boolean;
}

/** Street types written after a street's name. */
// biome-ignore format: a table of words.
const STREET_AFTER: ReadonlySet<string> = new Set(["st", "street", "ave", "avenue", "rd", "road", "blvd", "boulevard", "dr", "drive", "ln", "lane", "way", "ct", "court", "pl", "place", "ter", "terrace", "pkwy", "parkway", "hwy", "cir", "circle", "trl", "trail"]);

const GRAMMAR_WORDS: ReadonlySet<string> = new Set(GRAMMAR);
/** Words of a unit or a conversion asked ("a cuántos pies cuadrados equivale"), never a name. */
// biome-ignore format: a table of words.
const UNIT_WORDS: ReadonlySet<string> = new Set(["square", "cuadrados", "cuadrado", "carres", "carre", "equivale", "equivalen", "equivalent", "equivaut", "convert", "convertir", "converti", "ares",
  // Days and parts of them, written with a capital in English ("Saturday works for me"): when, not which home.
  "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "weekend", "tomorrow", "today", "tonight", "morning", "afternoon", "evening",
  "lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo", "finde", "manana", "tarde", "noche",
  "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "demain", "matin", "apres-midi", "soir", "soiree"]);

/** A word that asks for one of a listing's stored or derived facts ("fee", "price", "lot"); any other word may be an owner's fact's key. */
const asksAttribute = (word: string) => {
  const asked = listingQuestion(word);
  // A tax ("ibi", "taxes"), the deposit or a fact of known words ("fianza", "PEB") is an owner's fact, and asked as one: never a name.
  return asked !== undefined && (!("extension" in asked) || namesTax(word) || namesDeposit(word) || namesFact(word));
};

/** A word that may be part of a name beside a telling one ("hill" of "Mapleton Hill"): no grammar, no placing word. */
const nameLike = (word: Word | undefined) =>
  word !== undefined && word.folded.length >= MIN_LENGTH && !GRAMMAR_WORDS.has(word.folded) && !PLACING.has(word.folded);
/** Words after which a bare name is set against another: "compare Ercilla with…", "X vs Y", "X or Y". */
// biome-ignore format: a table of words, one group a line.
const SETTING_AGAINST = new Set([
  "compare", "vs", "versus", "or", "and", "with",
  "compara", "comparar", "con", "entre", "y", "o",
  "comparer", "compare", "avec", "et", "ou",
]);
/** Whether a word is placed as a name: after "on", "at the", "de la", or set against another. */
const placed = (word: Word) => PLACING.has(word.before) || SETTING_AGAINST.has(word.before);

/** Whether the text before a word ends a sentence (or is nothing): a capital there is no sign of a name. */
function startsSentence(text: string, at: number): boolean {
  let index = at - 1;
  while (index >= 0 && index > at - 8 && /\s/u.test(text.charAt(index))) index--;
  return index < 0 || ".!?¿¡:;\n".includes(text.charAt(index));
}

/**
 * The message's words that could be a listing's name (no grammar, kind, feature, city, ordinal or
 * question word) and, of them, whether any is worth a look in the listings: next to another such word,
 * placed as a name ("on", "at the"), written with a capital inside a sentence, or next to a word that
 * may be the rest of a name ("mapleton hill"). "Tell me about the second one" looks nothing up.
 */
function candidateWords(text: string, cities: readonly string[]): { words: Word[]; all: Word[]; worth: boolean } {
  const cityWords = new Set(cities.flatMap((city) => [...fold(city).split(" "), ...cityAliases(city).flatMap((alias) => alias.split(" "))]));
  const all: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const whole = fold(match[0]);
    const folded = whole.replace(ELIDED, "").replace(/'s$/u, "");
    // "d'Ouchy", "l'Estaque": the elided article places the word as a name, and the capital is the name's.
    const elided = folded.length < whole.length && ELIDED.test(whole);
    const capital = /^\p{Lu}/u.test(elided ? match[0].replace(/^\p{L}+['’]/u, "") : match[0]) && !startsSentence(text, match.index);
    const before = elided ? (whole.startsWith("l") ? "la" : "de") : (all.at(-1)?.folded ?? "");
    all.push({ folded, start: match.index, end: match.index + match[0].length, capital, before });
    if (all.length >= 200) break;
  }
  const candidate = (word: Word | undefined) =>
    word !== undefined &&
    word.folded.length >= MIN_LENGTH &&
    !STOP_WORDS.has(word.folded) &&
    !cityWords.has(word.folded) &&
    !PLACING.has(word.folded) &&
    !isOrdinal(word.folded) &&
    !UNIT_WORDS.has(word.folded) &&
    !asksAttribute(word.folded);
  const nameLike = (word: Word | undefined) =>
    word !== undefined && word.folded.length >= MIN_LENGTH && !GRAMMAR_WORDS.has(word.folded) && !PLACING.has(word.folded);
  // Words of a feature that are a place's name here: two or more in a row, written as a name or after "near", "près de",
  // "junto a" ("near Green Lake", "près de green lake"), and not a feature's own phrase ("lake view").
  const featureNamed = new Set<Word>();
  const nameWord = (word: Word | undefined) => word !== undefined && (FEATURE_ONLY_WORDS.has(word.folded) || candidate(word));
  for (let at = 0; at < all.length; at++) {
    const word = all[at]!;
    if (!nameWord(word)) continue;
    const opens = word.capital || NAMING_BEFORE.has(word.before) || (word.before === "a" && all[at - 2]?.folded === "junto");
    if (!opens) continue;
    let end = at;
    while (end - at < 3 && nameWord(all[end + 1]) && text.slice(all[end]!.end, all[end + 1]!.start).trim() === "") end++;
    const run = all.slice(at, end + 1);
    if (run.length >= 2 && run.some((each) => FEATURE_ONLY_WORDS.has(each.folded)) && !FEATURE_PHRASES.has(run.map((each) => each.folded).join(" ")))
      for (const each of run) if (!candidate(each)) featureNamed.add(each);
    at = end;
  }
  // "The lake st condo": a feature's word before a street type is the street's name.
  all.forEach((word, at) => {
    if (nameWord(word) && STREET_AFTER.has(all[at + 1]?.folded ?? "") && text.slice(word.end, all[at + 1]!.start).trim() === "") {
      word.street = true;
      if (!candidate(word)) featureNamed.add(word);
    }
  });
  // "8 birch", "118 caroline": a word after a house number may be the street's.
  for (const word of all) {
    if (!nameWord(word) || !NUMBER_BEFORE.test(text.slice(Math.max(0, word.start - 8), word.start))) continue;
    word.house = true;
    if (!candidate(word)) featureNamed.add(word);
  }
  const words = all.filter((word) => candidate(word) || featureNamed.has(word) || kindNamed(word)).slice(0, MAX_WORDS);
  const worth = words.some((word) => {
    const at = all.indexOf(word);
    return word.capital || word.street === true || placed(word) || nameLike(all[at - 1]) || nameLike(all[at + 1]);
  });
  return { words, all, worth };
}

/** What ends a name between two words: "dispo quand ? internet inclus ?". */
const PAUSE = /[.,;:!?¿¡()]/u;

/** A kind narrower than the kinds' names after a definite article ("the loft", "la villa"): a name when one listing alone is of it. */
const kindNamed = (word: Word) => isArticle(word.before) && namesNarrowKind(word.folded);

/** How far from the word a kind of home may be ("maison avec des sgraffites"), in words of the same clause. */
const KIND_REACH = 3;

/** Where a kind of home ("studio", "maison", "loft") is within KIND_REACH words of the word at `at`, with no pause between; -1 when none. */
function kindBeside(all: Word[], at: number, text: string): number {
  for (let other = Math.max(0, at - KIND_REACH); other <= Math.min(all.length - 1, at + KIND_REACH); other++) {
    if (other === at || !namesKind(all[other]!.folded)) continue;
    const [from, to] = other < at ? [all[other]!.end, all[at]!.start] : [all[at]!.end, all[other]!.start];
    if (!PAUSE.test(text.slice(from, to))) return other;
  }
  return -1;
}

interface Candidate {
  id: number;
  address: string;
  location: string;
  description: string;
  extension: unknown;
  saleType: string;
  status: string;
  kind: string;
  /** Its kind as the owner typed it ("Loft", "Villa"). */
  propertyType: string;
  city: string;
  /** Its name's words and its description's, read when first needed. */
  own?: Set<string>;
  words?: { folded: string; proper: boolean }[];
  /** Its description's words, hyphenated ones in their parts. */
  parts?: string[];
}

/** The folded words of what names a listing: its address, its neighbourhood, its facts' values. */
function nameWords(listing: Candidate): Set<string> {
  const values = Array.isArray(listing.extension)
    ? listing.extension.map((pair) => (pair && typeof pair === "object" && "value" in pair ? String(pair.value ?? "").slice(0, 80) : ""))
    : [];
  const own = new Set(fold([listing.address, listing.location, listing.propertyType].join(" ")).match(/\p{L}[\p{L}'-]*/gu) ?? []);
  // A fact's short value is a name ("Westminster Point", "Harrison Mill Lofts"); of a longer one, only the words written as
  // names, past its first: "the seller" names no home whose contract status says "seller accepting backup offers".
  for (const value of values) {
    const words = [...value.matchAll(WORD)].map((match) => match[0]);
    for (const [index, word] of words.entries()) if (words.length <= 3 || (index > 0 && /^\p{Lu}/u.test(word))) own.add(fold(word).replace(ELIDED, ""));
  }
  return own;
}

/** The description's words in order, folded, each with whether it is a proper noun (a capital, not after a sentence's end). */
function descriptionWords(description: string): { folded: string; proper: boolean }[] {
  const words: { folded: string; proper: boolean }[] = [];
  for (const match of description.slice(0, 3000).matchAll(WORD)) {
    const proper = /^\p{Lu}/u.test(match[0]) && !startsSentence(description, match.index);
    words.push({ folded: fold(match[0]).replace(ELIDED, ""), proper });
  }
  return words;
}

/** How a run of words names a listing, weakest first: a proper noun of its description, a phrase of it, its address or facts. */
enum Naming {
  None = 0,
  ProperNoun = 1,
  Phrase = 2,
  Address = 3,
}

/**
 * How well some words of the run, next to each other, are the listing's name: all words of its
 * address or facts, two or more in a row in its description, or one proper noun of its description.
 * Each part holds a telling word (one found in few listings) that found this listing.
 */
function naming(run: Word[], telling: ReadonlySet<Word>, listing: Candidate, shortest = 1, described = false): Naming {
  // Read once per listing and message.
  listing.own ??= nameWords(listing);
  listing.words ??= descriptionWords(listing.description);
  const own = listing.own;
  const description = listing.words;
  // A word of the description, or one part of a hyphenated one ("blue" of "haint-blue").
  const sameWord = (stored: string, word: string) => stored === word || stored.startsWith(`${word}-`) || stored.endsWith(`-${word}`);
  // The description's words with hyphenated ones in their parts: "triple decker" of "a triple-decker".
  listing.parts ??= description.flatMap((word) => word.folded.split("-").filter(Boolean));
  const parts = listing.parts;
  // The words in order, each next to the last or one word past it: "blue door" of "a haint-blue front door".
  const inDescription = (part: string[]) => {
    for (let index = 0; index < parts.length; index++) {
      if (parts[index] !== part[0]) continue;
      let at = index;
      const found = part.slice(1).every((word) => {
        const next = [at + 1, at + 2].find((candidate) => candidate < parts.length && parts[candidate] === word);
        if (next === undefined) return false;
        at = next;
        return true;
      });
      if (found) return true;
    }
    return false;
  };
  let best = Naming.None;
  for (let length = run.length; length >= shortest; length--)
    for (let first = 0; first + length <= run.length; first++) {
      const part = run.slice(first, first + length);
      if (!part.some((word) => telling.has(word))) continue;
      const folded = part.map((word) => word.folded);
      if (folded.every((word) => own.has(word))) return Naming.Address;
      if (length >= 2 && inDescription(folded)) best = Math.max(best, Naming.Phrase);
      if (length === 1 && description.some((word) => (word.proper || described) && sameWord(word.folded, folded[0]!))) best = Math.max(best, Naming.ProperNoun);
    }
  return best;
}

/**
 * Runs of candidate words next to each other in the message ("acequia madre", "mapleton hill victorian"), or
 * joined by one placing word inside a name ("Bassins à Flot", "Ribera de Deusto").
 */
function runs(words: Word[], all: Word[], text: string): Word[][] {
  const position = new Map(all.map((word, index) => [word, index]));
  const result: Word[][] = [];
  for (const word of words) {
    const last = result.at(-1);
    const previous = last?.at(-1);
    const gap = previous ? position.get(word)! - position.get(previous)! : 0;
    const paused = previous !== undefined && PAUSE.test(text.slice(previous.end, word.start));
    if (last && !paused && (gap === 1 || (gap === 2 && PLACING.has(all[position.get(word)! - 1]!.folded)))) last.push(word);
    else result.push([word]);
  }
  return result;
}

/**
 * The listings the message names by words of their own, one span per run of words that names one
 * to three listings. Empty when no word could be a name (one statement otherwise: each word's
 * listings, at most MAX_LISTINGS + 1, with what names them).
 */
export async function resolveNamedListings(db: Database, chatbotId: string, text: string, cities: readonly string[]): Promise<NamedSpan[]> {
  const postal = await postalSpans(db, chatbotId, text);
  const { words, all, worth } = candidateWords(text, cities);
  if (!worth) return postal;
  return [...postal, ...(await wordSpans(db, chatbotId, text, cities, words, all))];
}

/**
 * "Does the house have central air?", "y el piso, cuánto de comunidad?" after a few homes were listed: the one of them of
 * that kind, or the two or three of it. `shown`: the ids the last answer listed, in order. The phrase is the message's own words
 * (fold keeps the length of Latin text; other text names nothing here).
 */
export async function shownKindSpans(db: Database, chatbotId: string, text: string, shown: readonly number[]): Promise<NamedSpan[]> {
  const ids = shown.slice(0, 5);
  const folded = fold(text);
  if (ids.length < 2 || folded.length !== text.length) return [];
  const phrases = definiteKinds(folded).filter((phrase) => phrase.kinds.length > 0);
  if (phrases.length === 0) return [];
  const rows = rowsOf<{ id: unknown; address: string; sale_type: string; status: string; kind: string }>(
    await db.execute(sql`select l.id, l.address, l.sale_type, l.status, l.property_kind as kind from ${listings} as l
      where l.chatbot_id = ${chatbotId} and l.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  const spans: NamedSpan[] = [];
  for (const phrase of phrases) {
    // Two or three of that kind shown: each of them is answered ("does the condo have parking?" after two condos).
    const ofKind = rows.filter((row) => (phrase.kinds as readonly string[]).includes(row.kind));
    if (ofKind.length === 0 || ofKind.length > MAX_LISTINGS) continue;
    spans.push({
      phrase: text.slice(phrase.start, phrase.end),
      listings: ofKind.map((row) => ({ id: Number(row.id), address: row.address, saleType: row.sale_type, status: row.status, kind: row.kind })),
    });
  }
  return spans;
}

/** A postal code as visitors write one ("X5004", "4020", "02908", "B3H 1A1"), not glued to letters or digits. */
const POSTAL_TOKEN = /(?<![\p{L}\p{N}$€£-])(?:\p{L}?\d{4,5}(?:\p{L}{3})?|\p{L}\d\p{L}\s?\d\p{L}\d)(?![\p{L}\p{N}-])/gu;
/** Words before a number that make it an amount, a year or a size, never a postal code. */
const AMOUNT_BEFORE =
  /(?:under|over|below|above|less than|more than|max|min|budget|up to|after|before|since|built|from|between|and|to|menos de|mas de|hasta|desde|entre|antes de|despues de|moins de|plus de|jusqu'a|apres|avant|depuis|entre|annee|ano|en)\s*$/u;
/** What after a number makes it an amount or a size. */
const AMOUNT_AFTER =
  /^\s*(?:[$€£%/]|k\b|m\b|usd|eur|euros?|dollars?|pesos?|a month|al mes|par mois|per|por|par|sq|sf|m2|m²|ft|pies|metros|acres?|years?|anos|ans)/u;

/**
 * The listings a postal code in the message is theirs (one to three of them): "tienen algo en el X5004?", "il y a quoi à 4020 ?".
 * Only the chatbot's own codes count, so "under 2000" names nothing unless it is said as a place and some home has it.
 */
async function postalSpans(db: Database, chatbotId: string, text: string): Promise<NamedSpan[]> {
  const tokens: string[] = [];
  for (const match of text.matchAll(POSTAL_TOKEN)) {
    const before = fold(text.slice(Math.max(0, match.index - 16), match.index));
    const after = fold(text.slice(match.index + match[0].length, match.index + match[0].length + 12));
    if (AMOUNT_BEFORE.test(before) || AMOUNT_AFTER.test(after)) continue;
    tokens.push(match[0]);
    if (tokens.length >= 2) break;
  }
  const spans: NamedSpan[] = [];
  for (const token of tokens) {
    const key = token.replace(/\s+/gu, "").toUpperCase();
    const rows = rowsOf<{ id: unknown; address: string; sale_type: string; status: string; kind: string }>(
      await db.execute(sql`select l.id, l.address, l.sale_type, l.status, l.property_kind as kind from ${listings} as l
        where l.chatbot_id = ${chatbotId} and upper(replace(l.zip, ' ', '')) = ${key} limit ${MAX_LISTINGS + 1}`),
    );
    if (rows.length === 0 || rows.length > MAX_LISTINGS) continue;
    spans.push({
      phrase: token,
      postal: true,
      listings: rows.map((row) => ({ id: Number(row.id), address: row.address, saleType: row.sale_type, status: row.status, kind: row.kind })),
    });
  }
  return spans;
}

/** The listings the message names by runs of its words (see resolveNamedListings). */
async function wordSpans(db: Database, chatbotId: string, text: string, cities: readonly string[], words: Word[], all: Word[]): Promise<NamedSpan[]> {
  // A narrow kind after an article ("la villa") is found by its stems too ("ville"): only a listing whose type or description
  // has the word itself, or its plural, counts (the stems' index first, so the words of few listings are read).
  const looked = words
    .map((word) => {
      const letters = /^[\p{L}'-]+$/u.test(word.folded);
      // The address by the word itself (its trigram index): "8 birch" names 8 Birch Rd whatever its description says.
      const inAddress = letters ? sql`casabot_fold(${listings.Address}) ~ ${`(^|[^[:alpha:]])${word.folded}([^[:alpha:]]|$)`}` : null;
      if ((word.street || word.house) && inAddress) return { word, condition: inAddress };
      // A street's name alone ("le T3 Bossuet", "the raleigh house") is in the address, which the text index does not hold.
      const found = anyPhrase([word.folded]);
      const condition = found && inAddress && word.folded.length >= 4 ? sql`(${found} or ${inAddress})` : found;
      if (!condition || !kindNamed(word) || !letters) return { word, condition };
      const whole = `(^|[^[:alpha:]])${word.folded}s?([^[:alpha:]]|$)`;
      return { word, condition: sql`(${condition} and casabot_fold(${listings.PropertyType} || ' ' || left(${listings.Description}, 3000)) ~ ${whole})` };
    })
    .filter((entry) => entry.condition !== null);
  if (looked.length === 0) return [];
  const lookups = sql.join(
    looked.map(
      ({ condition }, index) =>
        sql`(${index}::int, array(select ${listings.id} from ${listings} where ${listings.chatbotId} = ${chatbotId} and ${condition} limit ${MAX_LISTINGS + 1}))`,
    ),
    sql`, `,
  );
  const rows = rowsOf<{
    word: number;
    id: unknown;
    address: string;
    location: string;
    description: string;
    extension: unknown;
    sale_type: string;
    status: string;
    kind: string;
    property_type: string | null;
    city: string | null;
  }>(
    await db.execute(sql`with found(word, ids) as (values ${lookups})
      select found.word, l.id, l.address, l.location, left(l.description, 3000) as description, l.extension_column as extension,
        l.sale_type, l.status, l.property_kind as kind, l.property_type, l.city
      from found cross join lateral unnest(found.ids) as hit(id)
      join ${listings} as l on l.chatbot_id = ${chatbotId} and l.id = hit.id`),
  );
  // Each word's listings; a word in more than MAX_LISTINGS listings says nothing of which one.
  const byWord = new Map<Word, Map<number, Candidate>>();
  const byId = new Map<number, Candidate>();
  for (const row of rows) {
    const word = looked[row.word]!.word;
    const found = byWord.get(word) ?? new Map<number, Candidate>();
    const id = Number(row.id);
    const listing = byId.get(id) ?? {
      id,
      address: row.address,
      location: row.location,
      description: row.description ?? "",
      extension: row.extension,
      saleType: row.sale_type,
      status: row.status,
      kind: row.kind,
      propertyType: row.property_type ?? "",
      city: row.city ?? "",
    };
    byId.set(id, listing);
    found.set(id, listing);
    byWord.set(word, found);
  }
  const telling = new Set(
    words.filter((word) => {
      const found = byWord.get(word);
      return found !== undefined && found.size <= MAX_LISTINGS;
    }),
  );
  const folded = ` ${all.map((word) => word.folded).join(" ")} `;
  const namedCities = cities.map((city) => fold(city).trim()).filter((city) => city !== "" && folded.includes(` ${city} `));
  const spans: NamedSpan[] = [];
  // A run whose words name no listing together is two names, or a name and the visitor's own words ("la résidence les
  // voiles samedi matin": "samedi" is in another home's open house): it is cut where a word shares no listing with those before.
  const common = (run: Word[]) => {
    const told = run.filter((word) => telling.has(word));
    return told.length === 0 || [...byWord.get(told[0]!)!.keys()].some((id) => told.every((word) => byWord.get(word)!.has(id)));
  };
  const cut = (run: Word[]) =>
    run.reduce<Word[][]>((parts, word) => {
      const last = parts.at(-1);
      if (last && common([...last, word])) last.push(word);
      else parts.push([word]);
      return parts;
    }, []);
  for (const candidates of runs(words, all, text).flatMap((run) => (common(run) ? [run] : cut(run)))) {
    const told = candidates.filter((word) => telling.has(word));
    if (told.length === 0) continue;
    // The run with its neighbours that may be part of a name: "Mapleton Hill", "Pearl St" name a listing with a word
    // of any kind but grammar ("with character" is no name).
    const first = all.indexOf(candidates[0]!);
    const last = all.indexOf(candidates.at(-1)!);
    // A pause ("dispo quand ? internet inclus ?") ends a name.
    const joined = (left: Word, right: Word) => !PAUSE.test(text.slice(left.end, right.start));
    const before = all[first - 1];
    const after = all[last + 1];
    const run = [
      ...(nameLike(before) && joined(before!, all[first]!) ? [before!] : []),
      ...all.slice(first, last + 1),
      ...(nameLike(after) && joined(all[last]!, after!) ? [after!] : []),
    ];
    // The listings every telling word of the run found, by how well the run names each; the best kind of naming wins.
    const shared = [...byWord.get(told[0]!)!.values()].filter((listing) => told.every((word) => byWord.get(word)!.has(listing.id)));
    // One word beside the kind of home it describes, found in one listing's text alone: "le studio ULB", "une maison avec des
    // sgraffites", "the fountain townhouse". A common word is in more listings than one, or is a feature's.
    const kindAt = candidates.length === 1 && shared.length === 1 ? kindBeside(all, all.indexOf(candidates[0]!), text) : -1;
    const described = candidates.length === 1 && shared.length === 1 && (kindNamed(candidates[0]!) || kindAt >= 0);
    // Described, not named, a home is in the city the message names, if it names one: "le bungalow à West Seattle" is no bungalow in Tacoma.
    const inPlace = (listing: Candidate) => !described || namedCities.length === 0 || namedCities.includes(fold(listing.city).trim());
    const scored = shared.filter(inPlace).map((listing) => ({ listing, naming: naming(run, telling, listing, 1, described) }));
    if (scored.length === 0) continue;
    const best = Math.max(...scored.map((entry) => entry.naming));
    if (best === Naming.None) continue;
    // A lone word names where it is placed as one ("on Pearl", "the Rosebank"), written with a capital, or
    // with its neighbour as the listing has them ("mapleton hill"): "a park nearby" names no listing on Park Avenue.
    // Words found in no listing ("inclus" of "internet inclus") leave the other alone.
    const found = candidates.filter((word) => byWord.has(word));
    // A word before a street type ("caroline st") is placed as a street's name.
    const lone = found.length === 1 && !found[0]!.capital && !placed(found[0]!) && !found[0]!.street && !described;
    // "118 caroline": a lone word after the number its address starts with is that address.
    const house = lone ? NUMBER_BEFORE.exec(text.slice(Math.max(0, found[0]!.start - 8), found[0]!.start)) : null;
    const atNumber = (listing: Candidate) => house !== null && fold(listing.address).trim().startsWith(`${house[1]} `);
    const named = scored
      .filter((entry) => entry.naming === best && (!lone || naming(run, telling, entry.listing, 2) !== Naming.None || atNumber(entry.listing)))
      .map((entry) => entry.listing);
    if (named.length === 0) continue;
    // A neighbour that is part of the name goes with it ("Quillmark Lofts", "Mapleton Hill"), as do the words
    // that placed it ("on", "at the", "de la") and a number that starts one of their addresses ("1440 Larkspur").
    const partOfName = (word: Word | undefined, pair: (word: Word) => Word[]) =>
      word !== undefined &&
      !PLACING.has(word.folded) &&
      !GRAMMAR_WORDS.has(word.folded) &&
      // A word that asks a fact ("cuadrados" of "pies cuadrados", "price") is the question, not the name.
      !asksAttribute(word.folded) &&
      named.every((listing) => naming(pair(word), telling, listing, 2) !== Naming.None);
    let from = partOfName(all[first - 1], (word) => [word, candidates[0]!]) ? first - 1 : first;
    let to = partOfName(all[last + 1], (word) => [candidates.at(-1)!, word]) || all[last]!.street ? last + 1 : last;
    // A home described by a word and the kind after it: the kind is part of the name ("the creek lot" asks nothing of a lot's size).
    if (described && kindAt === all.indexOf(candidates[0]!) + 1) {
      from = Math.min(from, kindAt);
      to = Math.max(to, kindAt);
    }
    const start = from;
    while (from > 0 && start - from < 2 && PLACING.has(all[from - 1]!.folded)) from--;
    // The gap between the words before the name and the name: "at 1440 Larkspur", "about 123 Main St".
    const gapStart = Math.max(all[start - 1]?.end ?? 0, all[start]!.start - 40);
    const number = NUMBER_BEFORE.exec(text.slice(gapStart, all[start]!.start));
    const numbered = number ? named.filter((listing) => fold(listing.address).trim().startsWith(number[1]!)) : [];
    const chosen = numbered.length > 0 ? numbered : named;
    spans.push({
      phrase: text.slice(from === start && number && numbered.length > 0 ? gapStart + number.index : all[from]!.start, all[to]!.end),
      listings: chosen.map(({ id, address, saleType, status, kind }) => ({ id, address, saleType, status, kind })),
    });
  }
  return spans;
}
