import { type CityMatch, findCity, isCountry, placeAfterPreposition, writtenAsPlace } from "./city";
import { isKnownCity } from "./city-aliases";
import { readFactValue } from "./extension-match";
import { FEATURES } from "./features";
import { KINDS, REGIONAL_KINDS } from "./kinds";
import { currencyOf, readCount, spellAmounts } from "./numbers";
import { areaRanges, bathroomRange, bedroomRange, daysOnMarketRange, hoaRange, parkingRange, priceRange, type Scan, yearRange } from "./ranges";
import { readAdjective, readOrder, readSuperlative } from "./sorts";
import { readAvailability } from "./status";
import { STOP_WORDS } from "./stop-words";
import { alternation, bounded, hasAny, postalKey, wordsRegex } from "./text";
import type { SearchFilters, ListingSort, PropertyKind, SortField } from "./types";
import * as vocab from "./vocab";

/** What one message says about the listings wanted, before the conversation is taken into account. */
export interface Criteria {
  filters: SearchFilters;
  sort?: ListingSort;
  /** "cheaper ones?", "¿más grandes?": relative to the last search. */
  comparative?: { field: SortField; direction: "asc" | "desc" };
  /** Names what is sought ("homes", "condos", "rentals"), so it starts a new search rather than refining one. */
  anchored: boolean;
  /** Asks for several listings ("the cheapest homes") rather than one ("the cheapest"). */
  plural: boolean;
  /** The sort comes from a plain adjective ("cheap", "big"), not a superlative. */
  adjective: boolean;
  /** "The 5 cheapest", "top 4": how many listings are asked for (at most 5). */
  limit?: number;
  /** Words of the message that none of the above understood ("crime rate"). */
  unread: string[];
}

// Digits glued to a unit ("3br", "2ba", "500k", "120m2") are read as a number and its unit.
const GLUED_UNIT = /(\d)(?=(?:br|brs|bd|bdr|bdrm|bdrms|bed|beds|bedrooms?|ba|bath|baths|bathrooms?|k|mm|sqft|sf|m2|m²|ft2|hab|dorm|ch)(?![\p{L}]))/gu;
const WORDS = /[\p{L}][\p{L}'-]*/gu;
const HOW_MANY =
  /(?<![\p{L}\p{N}])(?:(?:top|first|los|las|les|the)\s+(\d{1,2}|two|three|four|five|dos|tres|cuatro|cinco|deux|trois|quatre|cinq)(?![\p{L}\p{N}])(?!\s*(?:bed|bath|hab|dorm|chamb|sal|ban|rec|car|parking|plaza|place))|(\d|two|three|four|five)\s+(?:cheapest|most|biggest|largest|newest|smallest|oldest|least|best|latest))/u;
const HYPHEN_UNIT = /(\d)-(?=\p{L})/gu;
const FRENCH_ROOMS = /(?<![\p{L}\p{N}])[tf]([1-6])(?![\p{L}\p{N}])/u;
/** Québec sizes count the rooms and half a bathroom: a "4 ½" has two bedrooms, a "3 et demi" one, a "1 1/2" none. */
const QUEBEC_ROOMS =
  /(?<![\p{L}\p{N}/.,])([1-9])\s*(?:pieces?\s*)?(?:1\/2|½|et\s+demie?)(?![\p{N}])(?!\s*(?:salles?|sdb|bath|baths|bathrooms?|ba|banos?|toilettes?|garages?|places?|acres?|ans|years?|km|mi|miles|blocks?|rues?|minutes?|heures?|hours?|m2|pi2|sqft|millions?|k)(?![\p{L}]))/u;
/** "Un 3 pièces" (France): the living room and two bedrooms. */
/** "T2 ou T3", "T3-T4", "du T2 au T4": either size, a range of bedrooms. */
const FRENCH_ROOMS_RANGE = /(?<![\p{L}\p{N}])(?:du\s+)?[tf]([1-6])\s*(?:(?:ou|-|\/|a|au|,)\s*)?(?:un\s+|une\s+|des\s+)?[tf]([1-6])(?![\p{L}\p{N}])/u;
const FRENCH_PIECES = /(?<![\p{L}\p{N}/.,])([1-9])\s*pieces?(?![\p{L}])/u;

/** Kind words that mean something else in a visitor's sentence ("a lot of light", "local schools"). */
// biome-ignore format: a table of words, one group a line.
const NOT_KINDS_IN_QUESTIONS = new Set(["lot", "lots", "local", "locales", "solar", "solares", "studio", "studios", "estudio", "estudios", "studette", "monoambiente", "immeuble", "edificio", "copropriete", "commerce", "domaine", "nave", "office", "bureau", "t1", "t2", "t3", "t4", "t5", "f1", "f2", "f3", "f4", "f5", "boutique", "shop", "detached"]);

/** The words of bike storage, read before parking spots: "bicycle parking" is no parking spot. */
const BIKE_WORDS = (() => {
  const bikes = FEATURES.find((feature) => feature.id === "bike_storage")!;
  return [...bikes.words.en, ...bikes.words.es, ...bikes.words.fr];
})();

type Thing = { feature: string } | { kind: PropertyKind };
const THINGS = new Map<string, Thing>();
for (const feature of FEATURES)
  for (const word of [...feature.words.en, ...feature.words.es, ...feature.words.fr]) if (!THINGS.has(word)) THINGS.set(word, { feature: feature.id });
for (const entry of KINDS) for (const word of entry.words) if (!NOT_KINDS_IN_QUESTIONS.has(word) && !THINGS.has(word)) THINGS.set(word, { kind: entry.kind });
THINGS.set("office space", { kind: "commercial" });
THINGS.set("oficinas", { kind: "commercial" });
THINGS.set("un local", { kind: "commercial" });
THINGS.set("local comercial", { kind: "commercial" });
// Visitors' regional words for a kind ("dpto", "casona", "triple decker"), from the lexicon (lexicon/kinds.*.json).
for (const [kind, words] of REGIONAL_KINDS) for (const word of words) if (!THINGS.has(word)) THINGS.set(word, { kind });
// A Belgian student room ("kot") is no kind of its own: the word is looked for in the listings' text, as the owner types it.
for (const word of ["kot", "kots"]) if (!THINGS.has(word)) THINGS.set(word, { feature: "kot" });
// Plurals visitors type of every kind word ("apparts", "bungalows", "haciendas", "ranchos"): a word alone gets its "s" (and "es" after l, n, r, z or ch).
for (const entry of KINDS) {
  for (const word of entry.words) {
    // "Immeubles de rapport", "casas de campo", "terrains à bâtir": a phrase with "de" or "a" takes its plural on its first word.
    const phrase = /^(\p{L}{4,})((?: de | a | d').+)$/u.exec(word);
    if (phrase && !/[sxz]$/.test(phrase[1]!)) {
      const plural = `${phrase[1]}s${phrase[2]}`;
      if (!THINGS.has(plural)) THINGS.set(plural, { kind: entry.kind });
    }
    if (word.includes(" ") || NOT_KINDS_IN_QUESTIONS.has(word) || /[sxz]$/.test(word) || word.length < 4) continue;
    for (const plural of [`${word}s`, ...(/(?:[lnr]|ch)$/.test(word) ? [`${word}es`] : [])]) if (!THINGS.has(plural)) THINGS.set(plural, { kind: entry.kind });
  }
}
for (const word of ["unfurnished", "sin amueblar", "sin muebles", "non meuble", "non meublee", "non meubles", "non meublees", "vide"])
  THINGS.set(word, { feature: "!furnished" });
// "Que no tenga muebles", "no furniture": furniture named on its own says a home is unfurnished when negated; "we're bringing our
// own furniture" asks for nothing (the "?" reads only a negation).
for (const word of ["muebles", "furniture", "mobiliario"]) if (!THINGS.has(word)) THINGS.set(word, { feature: "?furnished" });

/**
 * A negation before a thing: a word ("without", "sin", "sans", "pas de", "pas d'animaux" glued),
 * a French verb wrapped in "n'… pas" ("n'accepte pas les animaux", "qui n'a pas de garage"), then
 * maybe a verb ("doesn't allow", "que no admita", "donde no se permitan") and an article.
 */
const NEGATION =
  "(?:(?:without|no|not|neither|w/o|avoid|avoiding|eviter|evitant|evitez|evitar|evitando|evite|eviten|doesn't|don't|doesnt|dont|didn't|isn't|aren't|sin|nada de|sans|pas de|pas|non|ni|nor|except|excepto|salvo|sauf|other than|autre que|autres que|autre chose que|anything but)\\s+|pas d'\\s*|autre chose qu'\\s*|n'(?:a|ont|y a|accepte|acceptent|admet|admettent|autorise|autorisent|permet|permettent|est|etait|soit|soient)\\s+pas\\s+(?:de\\s+|d'\\s*)?|ne\\s+(?:possede|possedent|dispose|disposent|permet|permettent|accepte|acceptent|comprend|comprennent|soit|soient|sont|serait|seraient)\\s+pas\\s+(?:de\\s+|d'\\s*)?)" +
  "(?:(be|is|are|come|comes|come with|comes with|sea|sean|es|son|este|esten|esta|estan|venga|vengan|viene|vienen|soit|soient|est|sont|have|has|having|with|need|want|require|care about|allow|allows|allowing|accept|accepts|permit|permits|include|includes|tenga|tengan|tiene|tienen|con|quiero|necesito|avec|admite|admiten|admita|admitan|acepta|aceptan|acepte|acepten|permite|permiten|permita|permitan|incluye|incluya|haya|hay|se admiten|se admitan|se aceptan|se acepten|se permiten|se permitan)\\s+)?" +
  // "Que no esté en planta baja", "not on the ground floor": where the home is not.
  "(?:(?:en|on|in|au|dans)\\s+)?" +
  "(?:(?:a|an|any|un|una|une|de|el|la|le|les|del|los|las|ningun|ninguna|aucun|aucune|the)\\s+|(?:d'|l')\\s*)?";
const THING = new RegExp(bounded(`(${NEGATION})?(${alternation([...THINGS.keys()])})`), "gu");
const INDIFFERENT = new Set(["need", "want", "require", "care about", "quiero", "necesito"]);
/** What forbids the thing right before it: "pets not allowed", "mascotas no permitidas", "où les animaux ne sont pas acceptés". */
const FORBIDDEN_AFTER =
  /^\s*(?:(?:are|is|be|es|son|sean|sont|soient|est|estan|esten)\s+)?(?:not allowed|not permitted|not accepted|not welcome|aren't allowed|isn't allowed|aren't permitted|prohibited|forbidden|banned|no permitid[oa]s?|no admitid[oa]s?|no aceptad[oa]s?|no incluid[oa]s?|prohibid[oa]s?|no se admiten|no se aceptan|no se permiten|no estan permitid[oa]s|no son bienvenid[oa]s|interdits?|interdites?|non admis|non acceptes?|non autorises?|non permis|ne sont pas (?:acceptes|admis|autorises|permis|les bienvenus)|n'est pas (?:accepte|admis|autorise|permis)|pas acceptes?|pas admis)(?![\p{L}])/u;
/**
 * "Not a condo or a townhouse", "ni piso ni ático", "isn't a mobile home or raw land": a kind asked away with the one before
 * (one word may qualify it); "no condos, a house" wants the house.
 */
const KIND_CHAIN = /^\s*(?:or|nor|ni|ou|o)\s*(?:(?:a|an|any|un|una|une|de|d'|el|la|le|les)\s+)?(?:[\p{L}'-]+\s+)?$/u;
/**
 * A kind word that is the object of another verb or a verb itself, not what is sought: "a lot to build my house on",
 * "quiero construir mi casa", "pour y construire une maison", "a duplex to house hack". One adjective may come between.
 */
const NOT_SOUGHT_KIND =
  /(?:(?<![\p{L}])(?:build|building|construct|rebuild|construir|construirme|edificar|levantar|construire|batir|faire construire)\s+(?:(?:my|our|your|a|an|the|mi|mis|tu|su|nuestra|nuestro|una|un|la|el|ma|mon|notre|votre|une|la|le|sa|son)\s+)?(?:\p{L}+\s+)?|(?<![\p{L}])to\s+)$/u;
/** "With" right before a land word: the land is what a home has ("con terreno", "with some land", "avec un grand terrain"). */
const WITH_LAND =
  /(?<![\p{L}])(?:with|con|avec)\s+(?:(?:some|a|a bit of|plenty of|lots of|a lot of|a little|algo de|mucho|un|una|un poco de|bastante|du|de|d'|un peu de|beaucoup de|un grand|un gran|una gran|a big|a large|grand|gran|big|large)\s+)?$/u;
/**
 * What the visitor dislikes or fears is not wanted: "I hate stairs", "me dan miedo los ascensores", "j'ai horreur des piscines",
 * before the thing; "elevators scare me", "los ascensores me dan miedo", "les ascenseurs me font peur", after it.
 */
const DISLIKED_BEFORE =
  /(?<![\p{L}])(?:hate|hates|can'?t stand|afraid of|scared of|terrified of|fear|dislike|dislikes|don'?t like|do not like|allergic to|odio|odiamos|detesto|no me gustan?|no nos gustan?|me dan? miedo|nos dan? miedo|miedo a|miedo de|le tengo miedo a|alergic[oa] a|deteste|detestons|horreur des?|horreur du|peur des?|peur du|n'aime pas|n'aimons pas|allergiques? aux?)\s+(?:(?:the|all|los|las|el|la|les|le|la|l')\s*)?$/u;
const DISLIKED_AFTER =
  /^\s*(?:(?:scare|scares|frighten|frightens|terrify|terrifies)\s+(?:me|us)|(?:are|is)\s+(?:scary|a nightmare|terrifying)|(?:me|nos)\s+(?:dan|da)\s+miedo|(?:me|nos)\s+(?:aterran?|asustan?)|(?:me|nous)\s+(?:font|fait)\s+peur|(?:me|nous)\s+terrifient?)(?![\p{L}])/u;
const CONTINUES_NEGATION = /^\s*(?:,|or|nor|ni|ou|o|and|y|et)\s*(?:(?:a|an|any|un|una|une|de|d'|el|la|le|les)\s+)?$/u;

/**
 * Someone else's thing is what the visitor talks about, not what the home should have: "my neighbor's dogs
 * drive me nuts", "los perros del vecino", "le chien de mes voisins". Before the thing (English) or after it.
 */
const OTHERS_BEFORE = /(?<![\p{L}])(?:neighbou?rs?|neighbou?rs'|landlord|landlords|roommates?|coworkers?|co-workers?|boss)'s?\s+(?:(?:\p{L}+)\s+)?$/u;
const OTHERS_AFTER =
  /^\s*(?:de|del|de la|de los|de las|du|des|de mon|de ma|de mes|de mi|de mis|de nuestros?|de nos|de notre)\s+(?:(?:mi|mis|nuestros?|mon|ma|mes|nos|notre|el|la|los|las|les)\s+)?(?:vecin[oa]s?|voisins?|voisines?|casero|caseros|propietari[oa]s?|proprietaires?|companer[oa]s? de piso|colocataires?|coloc)(?![\p{L}])/u;

/** The word right before a feature ("geothermal" in "geothermal heating"). */
const LAST_WORD = /(?<![\p{L}'-])(\p{L}[\p{L}-]*)\s+$/u;
/** Words before a feature that say nothing the search can check ("lovely garden", "private pool"). */
// biome-ignore format: a table of words, one group a line.
const QUALIFIERS_READ = new Set(["lovely", "beautiful", "gorgeous", "amazing", "private", "large", "huge", "spacious", "small", "little", "decent", "proper", "actual", "outdoor", "indoor", "real", "shared", "nice", "great", "excellent", "bonita", "bonito", "grande", "amplia", "amplio", "privada", "privado", "propia", "propio", "buena", "belle", "beau", "grand", "grande", "privee", "prive", "joli", "jolie", "spacieux", "spacieuse", "enough", "certain", "their", "which", "where", "there", "these", "those", "should", "would", "could", "really", "least", "minimum", "maximum", "double", "single",
  // Verbs before the thing ("which of those takes dogs", "que acepte mascotas", "qui accepte les chiens").
  "takes", "taking", "accept", "accepts", "accepting", "allow", "allows", "allowing", "permit", "permits", "welcome", "welcomes", "include", "includes", "including", "offer", "offers", "offering", "feature", "features", "featuring", "comes", "boasts", "charge", "acepta", "aceptan", "acepte", "acepten", "admite", "admiten", "admita", "admitan", "permite", "permiten", "incluye", "incluyen", "ofrece", "ofrecen", "cuenta", "cuentan", "accepte", "acceptent", "admet", "admettent", "autorise", "autorisent", "permet", "permettent", "inclut", "incluent", "offre", "offrent", "possede", "possedent", "dispose", "disposent", "propose", "proposent"]);

/** What joins two things as alternatives: "a pool or a garden", "piscina o jardín", "piscine ou jardin". */
const OR_GAP =
  /^\s*(?:,\s*)?(?:or|o|u|ou|either|or else|o bien|ou bien)\s+(?:(?:a|an|any|un|una|une|de|el|la|le|les|des|du|del|some)\s+|(?:d'|l')\s*)?(?:(?:with|con|avec)\s+(?:(?:a|an|un|una|une|de|el|la|le|les|des|du)\s+)?)?$/u;
/** A comma between things of a list that an "or" may end ("a pool, a garden or a patio"). */
const LIST_GAP = /^\s*,\s*(?:(?:a|an|un|una|une|de|el|la|le|les|des|du)\s+|(?:d'|l')\s*)?$/u;

interface Wanted {
  id: string;
  start: number;
  end: number;
}

/** Wanted features joined by "or" (and the commas of their list), as groups of alternatives; the rest are all wanted. */
function alternatives(wanted: Wanted[], text: string): { all: string[]; groups: string[][] } {
  const all: string[] = [];
  const groups: string[][] = [];
  let run: Wanted[] = [];
  let joinedByOr = false;
  const close = () => {
    const ids = [...new Set(run.map((item) => item.id))];
    if (joinedByOr && ids.length >= 2) groups.push(ids);
    else all.push(...ids);
    run = [];
    joinedByOr = false;
  };
  for (const item of wanted) {
    const previous = run.at(-1);
    const gap = previous ? text.slice(previous.end, item.start) : "";
    if (previous && OR_GAP.test(gap)) joinedByOr = true;
    else if (!(previous && LIST_GAP.test(gap))) close();
    run.push(item);
  }
  close();
  // A list with no "or" ("a pool, a garden") wants every item: its commas only joined it.
  return { all: [...new Set(all)].filter((id) => !groups.some((group) => group.includes(id))), groups };
}

function things(scan: Scan, filters: SearchFilters): void {
  const excluded = new Set<string>();
  const kinds = new Set<PropertyKind>();
  const excludedKinds = new Set<PropertyKind>();
  const qualifiers = new Set<string>();
  const wanted: Wanted[] = [];
  let negatedEnd = -1;
  let text = scan.text;
  for (const match of scan.text.matchAll(THING)) {
    text = text.replace(match[0], " ; ");
    // "I don't need a garage": neither asked for nor excluded.
    if (match[1] !== undefined && INDIFFERENT.has(match[2] ?? "")) continue;
    const thing = THINGS.get(match[3]!.replace(/\s+/g, " "))!;
    const end = match.index + match[0].length;
    if (
      !("kind" in thing) &&
      match[1] === undefined &&
      (OTHERS_BEFORE.test(scan.text.slice(Math.max(0, match.index - 40), match.index)) || OTHERS_AFTER.test(scan.text.slice(end, end + 40)))
    )
      continue;
    const forbidden = FORBIDDEN_AFTER.exec(scan.text.slice(end, end + 48));
    if (forbidden && !("kind" in thing)) text = text.replace(forbidden[0], " ; ");
    const disliked =
      match[1] === undefined &&
      !("kind" in thing) &&
      (DISLIKED_BEFORE.test(scan.text.slice(Math.max(0, match.index - 40), match.index)) || DISLIKED_AFTER.test(scan.text.slice(end, end + 40)));
    const negated =
      match[1] !== undefined || forbidden !== null || disliked || (negatedEnd >= 0 && CONTINUES_NEGATION.test(scan.text.slice(negatedEnd, match.index)));
    if ("kind" in thing) {
      if (match[1] === undefined && NOT_SOUGHT_KIND.test(scan.text.slice(Math.max(0, match.index - 48), match.index))) continue;
      // "Una finca con terreno", "a house with some land", "avec du terrain": land a home comes with, not land for sale.
      if (thing.kind === "land" && match[1] === undefined && WITH_LAND.test(scan.text.slice(Math.max(0, match.index - 32), match.index))) continue;
      // "Land doesn't count", "los terrenos quedan fuera", "les terrains ne comptent pas": the kind is left out.
      const leftOut = match[1] === undefined ? vocab.LEFT_OUT_AFTER.exec(scan.text.slice(end, end + 40)) : null;
      if (leftOut) text = text.replace(leftOut[0], " ; ");
      (match[1] !== undefined || leftOut !== null || (negatedEnd >= 0 && KIND_CHAIN.test(scan.text.slice(negatedEnd, match.index)))
        ? excludedKinds
        : kinds
      ).add(thing.kind);
    } else if (thing.feature.startsWith("!")) excluded.add(thing.feature.slice(1));
    else if (thing.feature.startsWith("?")) {
      if (negated) excluded.add(thing.feature.slice(1));
    } else if (negated) excluded.add(thing.feature);
    else {
      wanted.push({ id: thing.feature, start: match.index, end });
      // "Geothermal heating", "saltwater pool": a qualifier the feature's words do not hold is wanted too.
      const qualifier = LAST_WORD.exec(scan.text.slice(Math.max(0, match.index - 40), match.index))?.[1];
      if (match[1] === undefined && qualifier && qualifier.length >= 5 && !STOP_WORDS.has(qualifier) && !QUALIFIERS_READ.has(qualifier))
        qualifiers.add(qualifier);
    }
    negatedEnd = negated ? end : -1;
  }
  // "The kids will riot without a pool… anything with a pool?": a feature asked for outright is wanted, whatever "without" said of it elsewhere.
  for (const item of wanted) excluded.delete(item.id);
  const { all, groups } = alternatives(wanted, scan.text);
  scan.text = text;
  if (kinds.size > 0) filters.kinds = [...kinds];
  if (excludedKinds.size > 0) filters.excludedKinds = [...excludedKinds];
  if (all.length > 0) filters.features = all;
  if (groups.length > 0) filters.anyFeatures = groups;
  if (excluded.size > 0) filters.excludedFeatures = [...excluded];
  if (qualifiers.size > 0) filters.text = [...qualifiers].slice(0, 2);
}

function cut(scan: Scan, words: readonly string[]): boolean {
  const found = wordsRegex(words).test(scan.text);
  if (found) scan.text = scan.text.replace(wordsRegex(words, "g"), " ; ");
  return found;
}

/** What joins two cities as alternatives: "Madrid o Málaga", "in Austin or in Denver", "Montréal ou à Québec", "Boise/Denver". */
const CITY_JOIN = /^\s*(?:,\s*)?(?:(?:or|o|u|ou|and|y|e|et|&)\s+(?:(?:in|en|a|dans|around)\s+)?|\/\s*|,\s*)$/u;
const MAX_CITIES = 3;

/** The chatbot cities a folded message names, in the order written: one, or a few joined by "or", "and" or commas. */
function citiesNamed(text: string, cities: readonly string[]): CityMatch[] {
  const found: CityMatch[] = [];
  let masked = text;
  while (found.length < MAX_CITIES) {
    const next = findCity(masked, cities, STOP_WORDS);
    if (!next) break;
    const joined = found.some((other) => CITY_JOIN.test(other.end <= next.start ? text.slice(other.end, next.start) : text.slice(next.end, other.start)));
    if (found.length > 0 && !joined) break;
    if (!found.some((other) => other.city === next.city)) found.push(next);
    masked = `${masked.slice(0, next.start)}${" ".repeat(next.end - next.start)}${masked.slice(next.end)}`;
  }
  return found.sort((a, b) => a.start - b.start);
}

export interface ReadOptions {
  cities: readonly string[];
  french: boolean;
  /** The message is English: "a" is an article ("get a feel for prices"), not the Spanish or French "a"/"à". */
  english?: boolean;
  /** The message as the visitor wrote it: a place that is no city of the chatbot's must be written as a name (writtenAsPlace). */
  asWritten?: string;
}

/**
 * A postal code: four or five digits after a postal code's own name ("zip", "cp", "npa", "code postal"),
 * five after a place's preposition ("in 80304", "por el 18010", "dans le 75011") and followed by no
 * amount, unit or count; or a Canadian one ("b3h 1a1"). Linear: fixed alternations, bounded digits.
 */
const POSTAL_CODE =
  /(?<![\p{L}\p{N}])(?:(?:zip|zip code|zipcode|postal code|postcode|cp|c\.p\.|codigo postal|code postal|npa)(?:\s*:)?\s*([a-z]?\d{4,5}(?:[a-z]{3})?)|(?:in|near|around|en|en el|por el|por la zona del|del|cerca del|zona|dans le|au|vers le|autour du|secteur)\s+(\d{5}))(?![\p{N}]|[.,]\p{N})(?!\s*(?:\$|€|k\b|m\b|usd|eur|euros?|dollars?|chf|mxn|a month|al mes|par mois|\/|sq|sf|m2|pies|metros|ft|bed|bd|br|hab|dorm|chamb|ba\b|bath|acres?|years?|anos|ans|per|por|par))|(?<![\p{L}\p{N}])([a-z]\d[a-z]\s?\d[a-z]\d)(?![\p{L}\p{N}])/u;

/** A square metre named without a number ("el precio por metro cuadrado"): a unit, never the metro. */
const BARE_SQUARE_UNIT = /(?<!\d\s?)(?<![\p{L}\p{N}])(?:metros?\s+cuadrados?|metres?\s+carres?)(?![\p{L}])/gu;

/**
 * The visitor's own home, described: "outgrown our 2br condo", "vender mi casa de 3 recámaras", "notre appart de 2
 * chambres". Its rooms and kind are no search. A possessive, at most three words of size or age, then a home's name.
 */
const OWN_HOME =
  /(?<![\p{L}])(?:our|my|nuestro|nuestra|mi|notre|mon|ma)\s+(?:(?:\p{N}+(?:br|bd|bed|bdr|bdrm)?s?|one|two|three|four|five|current|old|little|small|tiny|big|cute|rented|own|bedroom|bedrooms|br|bd|bed|beds|actual|pequena|pequeno|viejo|vieja|petit|petite|vieil|vieille|actuel|actuelle|[a-z]+-bedroom|[a-z]+-bed)\s+){0,3}?(?:condo|house|home|apartment|apt|place|townhouse|flat|casa|depa|departamento|depto|piso|apartamento|maison|appart|appartement)(?:\s+(?:de|with|con|avec)\s+(?:\p{N}+|\p{L}+)\s+(?:recamaras?|habitaciones?|dormitorios?|cuartos?|chambres?|pieces?|bedrooms?|beds?))?(?![\p{L}])/gu;

/** Reads the listing criteria of one folded message. */
export function readCriteria(folded: string, options: ReadOptions): Criteria {
  const scan: Scan = { text: spellAmounts(folded).replace(GLUED_UNIT, "$1 ").replace(HYPHEN_UNIT, "$1 ").replace(OWN_HOME, " ; ") };
  const many = HOW_MANY.exec(scan.text);
  const limit = many ? Math.min(5, Math.max(1, readCount(many[1] ?? many[2] ?? "") ?? 3)) : undefined;
  const filters: SearchFilters = {};

  // "In 80304", "q teneis por el 18010", "NPA 1006", "B3H 1A1": a postal code, read before any amount.
  const postal = POSTAL_CODE.exec(scan.text);
  if (postal) {
    filters.postalCode = postalKey(postal[1] ?? postal[2] ?? postal[3] ?? "");
    scan.text = scan.text.replace(postal[0], " ; ");
  }
  const named = citiesNamed(scan.text, options.cities);
  if (named.length > 0) {
    filters.city = named[0]!.city;
    if (named.length >= 2) filters.cities = named.map((match) => match.city);
    for (const match of [...named].sort((a, b) => b.start - a.start)) scan.text = `${scan.text.slice(0, match.start)} ; ${scan.text.slice(match.end)}`;
  }
  // "Sorted by price", "from cheapest to most expensive": an order, read before any superlative in it.
  const order = readOrder(scan.text);
  if (order) scan.text = `${scan.text.slice(0, order.start)} ; ${scan.text.slice(order.end)}`;
  const superlatives = order ? {} : readSuperlative(scan.text);
  let sort = order?.sort ?? superlatives.superlative?.sort;
  if (superlatives.superlative) scan.text = `${scan.text.slice(0, superlatives.superlative.start)} ; ${scan.text.slice(superlatives.superlative.end)}`;
  // "Cheap condos", "casas grandes": an order, several listings, and no single answer.
  const adjective = sort || superlatives.comparative ? order : readAdjective(scan.text);
  if (adjective) {
    sort = adjective.sort;
    scan.text = `${scan.text.slice(0, adjective.start)} ; ${scan.text.slice(adjective.end)}`;
  }
  for (const [tour, words] of Object.entries(vocab.TOUR_WORDS)) if (cut(scan, words)) filters.tours = tour as SearchFilters["tours"];
  const daysOnMarket = daysOnMarketRange(scan);
  if (daysOnMarket) filters.daysOnMarket = daysOnMarket;
  const hoa = hoaRange(scan);
  if (hoa) filters.hoa = hoa;
  const areas = areaRanges(scan);
  if (areas.area) filters.area = areas.area;
  if (areas.lotArea) filters.lotArea = areas.lotArea;
  // What the orders and the areas left of a square metre ("el precio por metro cuadrado") is a unit, never the metro.
  scan.text = scan.text.replace(BARE_SQUARE_UNIT, " ; ");
  const yearBuilt = yearRange(scan);
  if (yearBuilt) filters.yearBuilt = yearBuilt;
  const quebec = QUEBEC_ROOMS.exec(scan.text);
  if (quebec) {
    const bedrooms = Math.max(0, Number(quebec[1]) - 2);
    filters.bedrooms = { min: bedrooms, max: bedrooms };
    scan.text = scan.text.replace(quebec[0], " ; ");
  }
  const pieces = FRENCH_PIECES.exec(scan.text);
  if (pieces) {
    const bedrooms = Math.max(0, Number(pieces[1]) - 1);
    filters.bedrooms = { min: bedrooms, max: bedrooms };
    scan.text = scan.text.replace(pieces[0], " ; ");
  }
  const rooms = FRENCH_ROOMS_RANGE.exec(scan.text) ?? FRENCH_ROOMS.exec(scan.text);
  if (rooms) {
    const [low, high] = [Number(rooms[1]), Number(rooms[2] ?? rooms[1])].sort((a, b) => a - b);
    filters.bedrooms = { min: low! - 1, max: high! - 1 };
    filters.kinds = ["apartment"];
    scan.text = scan.text.replace(rooms[0], " ; ");
  }
  const bedrooms = bedroomRange(scan);
  if (bedrooms) filters.bedrooms = bedrooms;
  const bathrooms = bathroomRange(scan);
  if (bathrooms) filters.bathrooms = bathrooms;
  // "Bike parking", "aparcamiento para bicis": a feature, not a parking spot for a car.
  const bikes = cut(scan, BIKE_WORDS);
  const parking = parkingRange(scan);
  if (parking.range) filters.parkingSpots = parking.range;
  const price = priceRange(scan);
  if (price.range) {
    filters.price = price.range;
    const currency = currencyOf(folded);
    if (currency) filters.currency = currency;
  }
  let comparative = superlatives.comparative;
  // "More land", "a bigger yard": before the kinds and features read "land" and "yard" on their own.
  const [lotField, lotDirection, lotWords] = vocab.COMPARATIVE_WORDS[0]!;
  if (!sort && !comparative && cut(scan, lotWords)) comparative = { field: lotField, direction: lotDirection };
  if (!sort && !comparative && cut(scan, vocab.CHEAPER_WORDS)) comparative = { field: "price", direction: "asc" };
  if (!sort && !comparative && cut(scan, vocab.BIGGER_WORDS)) comparative = { field: "area", direction: "desc" };

  const status = readAvailability(scan);
  if (status) filters.availability = status;
  // "We're buying, not renting": the sale type said away is cut first, and says the other one.
  const notRent = cut(scan, vocab.NOT_RENT_WORDS);
  const notSale = cut(scan, vocab.NOT_SALE_WORDS);
  const rent = cut(scan, vocab.RENT_WORDS) || (options.french && cut(scan, vocab.FRENCH_RENT_WORDS)) || (notSale && !notRent);
  const sale = cut(scan, vocab.SALE_WORDS) || (notRent && !notSale);
  if (rent !== sale) filters.saleType = rent ? "for_rent" : "for_sale";
  else if (price.monthly) filters.saleType = "for_rent";
  // No one pays six figures a month: a price that size is a sale price.
  else if (!rent && Math.max(price.range?.min ?? 0, price.range?.max ?? 0) >= 100_000) filters.saleType = "for_sale";

  // "Certificado energético B", "orienté plein sud": a value of an owner's fact, looked for in the listings' text.
  const factValue = readFactValue(scan.text);
  if (factValue) scan.text = `${scan.text.slice(0, factValue.start)} ; ${scan.text.slice(factValue.end)}`;
  const kindsBefore = filters.kinds;
  things(scan, filters);
  // After the features: "a newer roof" is a feature, "which is newer?" a comparison.
  for (const [field, direction, words] of vocab.COMPARATIVE_WORDS) {
    if (sort || comparative) break;
    if (field === "lotArea") continue;
    if (cut(scan, words)) comparative = { field, direction };
  }
  if (factValue) filters.text = [...new Set([...(filters.text ?? []), factValue.text])];
  if (kindsBefore && filters.kinds) filters.kinds = [...new Set([...kindsBefore, ...filters.kinds])];
  else if (kindsBefore) filters.kinds = kindsBefore;
  if (parking.garage) filters.features = [...new Set([...(filters.features ?? []), "garage"])];
  if (bikes) filters.features = [...new Set([...(filters.features ?? []), "bike_storage"])];
  if (adjective && "garden" in adjective && adjective.garden) filters.features = [...new Set([...(filters.features ?? []), "garden"])];

  // A place that is no city of the chatbot's: a neighbourhood, a street, or a city it does not cover.
  const placeRead: { town?: boolean } = {};
  const place = placeAfterPreposition(scan.text, STOP_WORDS, options.english === true, placeRead);
  // "Valence en Espagne": the country only says which of the chatbot's cities is meant.
  if (place && filters.city && isCountry(place)) scan.text = scan.text.replace(place, " ; ");
  else if (place && options.asWritten !== undefined && !writtenAsPlace(options.asWritten, place) && !isKnownCity(place))
    scan.text = scan.text.replace(place, " ; ");
  else if (place) {
    filters.place = place;
    if (placeRead.town) filters.placeIsTown = true;
    scan.text = scan.text.replace(place, " ; ");
  }
  const unread = (scan.text.match(WORDS) ?? []).filter((word) => word.length >= 3 && !STOP_WORDS.has(word));
  const anchored = filters.kinds !== undefined || hasAny(folded, vocab.ANCHOR_WORDS);
  const plural = superlatives.superlative?.plural === true || adjective !== undefined || hasAny(folded, vocab.PLURAL_WORDS);
  return {
    filters,
    ...(sort && { sort }),
    ...(comparative && { comparative }),
    anchored,
    plural,
    adjective: adjective !== undefined,
    unread,
    ...(limit && (sort || superlatives.comparative) && { limit }),
  };
}

export function hasFilters(filters: SearchFilters): boolean {
  return Object.keys(filters).length > 0;
}
