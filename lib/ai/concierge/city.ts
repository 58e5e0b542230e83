import { cityAliases, isKnownCity } from "./city-aliases";
import { readCount, TIME_UNITS } from "./numbers";
import { fold } from "./text";

// Which city a message names, against the chatbot's own cities: case-, accent- and
// typo-tolerant ("malaga" and "Málaga", "Austn" and "Austin"). A place that is none of
// them is read from the words after "in", "near", "en", "à"… (placeAfterPreposition).

const DIGIT = /\d/u;
const TOKEN = /[\p{L}\p{N}']+/gu;

interface Token {
  word: string;
  start: number;
  end: number;
}

function tokens(folded: string): Token[] {
  return [...folded.matchAll(TOKEN)].map((match) => ({ word: match[0], start: match.index, end: match.index + match[0].length }));
}

/** Edit distance with transpositions, given up on once over `limit`. */
export function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Typos allowed in a name of this length: none in short names, where one letter makes another word. */
const tolerance = (length: number) => (length <= 4 ? 0 : length <= 7 ? 1 : 2);

export interface CityMatch {
  city: string;
  /** Where the city's words are in the folded text. */
  start: number;
  end: number;
}

interface Prepared {
  city: string;
  /** Folded words joined by one space. */
  name: string;
  size: number;
  /** Another name of the city ("CDMX"): only read as written, never with a typo. */
  alias?: boolean;
}

const prepared = new Map<string, Prepared[]>();

/** The cities folded once per list, not once per message. */
function prepare(cities: readonly string[]): Prepared[] {
  const key = cities.join("\u0001");
  let list = prepared.get(key);
  if (!list) {
    list = cities.flatMap((city) => {
      const name = tokens(fold(city)).map((token) => token.word).join(" ");
      if (name === "") return [];
      const aliases = cityAliases(city).map((alias) => ({ city: city.trim(), name: alias, size: alias.split(" ").length, alias: true }));
      return [{ city: city.trim(), name, size: name.split(" ").length }, ...aliases];
    });
    if (prepared.size >= 32) prepared.clear();
    prepared.set(key, list);
  }
  return list;
}

/** The chatbot city the folded text names, best match first: exact over typo, longer over shorter. */
export function findCity(folded: string, cities: readonly string[], stop: ReadonlySet<string>): CityMatch | undefined {
  const words = tokens(folded);
  let best: (CityMatch & { cost: number; length: number }) | undefined;
  for (const { city, name, size, alias } of prepare(cities)) {
    const limit = alias ? 0 : tolerance(name.length);
    for (let at = 0; at + size <= words.length; at++) {
      const window = words.slice(at, at + size);
      const text = window.map((token) => token.word).join(" ");
      const exact = text === name;
      if (!exact) {
        // A typo keeps the first or the last letter, and a typo'd city is never a word the concierge knows ("casa" is not "Casas").
        if (limit === 0 || Math.abs(text.length - name.length) > limit || (text[0] !== name[0] && text.at(-1) !== name.at(-1))) continue;
        if (window.every((token) => stop.has(token.word)) || DIGIT.test(text)) continue;
      }
      const cost = exact ? 0 : distance(text, name, limit);
      if (cost > limit) continue;
      if (!best || cost < best.cost || (cost === best.cost && name.length > best.length)) {
        best = { city, start: window[0]!.start, end: window.at(-1)!.end, cost, length: name.length };
      }
    }
  }
  return best && { city: best.city, start: best.start, end: best.end };
}

const PREPOSITIONS = new Set(["in", "near", "around", "en", "dans", "a", "at", "cerca", "pres", "proche", "inside", "within", "por", "vers", "sur",
  // "el barrio de Salamanca", "le quartier de la Croix-Rousse": the words after an area's noun name it.
  "barrio", "colonia", "urbanizacion", "sector", "quartier", "secteur", "neighborhood", "neighbourhood", "district",
  // "la région de Charlevoix", "los alrededores de Marbella": so is a wider area's, and the area noun is no place.
  "region", "zona", "zone", "environs", "alentours", "alrededores", "afueras", "outskirts", "vicinity", "coin"]);
const LINKS = new Set(["de", "of", "du", "la", "le", "les", "del", "to", "d'", "los", "las", "the"]);
const OPENINGS = new Set(["and", "y", "et", "about", "tal", "e"]);
const PUNCTUATION = /[?!.,]/u;
const NOT_PUNCTUATION = /[^\s?!.,]/u;
/** Words that may follow a place's name: what comes next is another criterion, not more of the name. */
const AFTER_PLACE = new Set(["with", "without", "for", "under", "over", "and", "or", "near", "con", "sin", "para", "por", "de", "y", "o", "avec", "sans", "pour", "sous", "et", "ou", "que", "qui", "that", "which", "please", "svp"]);

/** Two-letter state and province codes after a place's name ("Santa Fe NM", "Boise ID"): they end the name, they are no part of it. */
const REGION_CODES = new Set([
  "al", "ak", "az", "ar", "ca", "co", "ct", "de", "fl", "ga", "hi", "id", "il", "in", "ia", "ks", "ky", "la", "me", "md", "ma", "mi", "mn", "ms", "mo", "mt", "ne", "nv", "nh", "nj",
  "nm", "ny", "nc", "nd", "oh", "ok", "or", "pa", "ri", "sc", "sd", "tn", "tx", "ut", "vt", "va", "wa", "wv", "wi", "wy", "dc", "pr", "qc", "on", "bc", "ab", "mb", "sk", "ns", "nb", "nl", "pe",
]);
/** Short words that open a place's name ("St Louis", "Mt Pleasant", "Ft Myers"), even when they are also a code. */
const NAME_ABBREVIATIONS = new Set(["st", "ste", "mt", "ft", "pt"]);

/** A two-letter word inside a place's name ("Santa Fe", "Le Mans" after the first word), not a code, a number or a word the concierge knows. */
function shortNamePart(word: string, first: boolean, next: string | undefined, stop: ReadonlySet<string>): boolean {
  if (first) return NAME_ABBREVIATIONS.has(word) && next !== undefined;
  return word.length === 2 && !REGION_CODES.has(word) && !stop.has(word) && !DIGIT.test(word);
}

/** Articles that open a place's name ("El Paso", "Las Vegas", "La Jolla"), read as part of it when a state code follows. */
const NAME_ARTICLES = new Set(["el", "la", "las", "los", "le", "les", "lake", "mount", "port", "fort", "saint", "san", "santa"]);

const NAME_GAP = /^\s+$/u;
/** Spaces with at most one comma: "Santa Fe, NM". Trimmed first, since /^\s*,?\s*$/ is quadratic on long runs of spaces. */
const CODE_GAP = { test: (gap: string) => /^,?$/u.test(gap.trim()) };

/**
 * "In El Paso TX", "near Santa Fe, NM", "à Saint-Paul MN": up to three words and a state code, the code ending the name
 * (the message's end, punctuation or another criterion after it). The words may be articles or short ones: the code
 * says they are a name.
 */
function placeBeforeCode(folded: string, words: Token[], after: number, stop: ReadonlySet<string>): string | undefined {
  for (let size = 3; size >= 1; size--) {
    const name = words.slice(after, after + size);
    const code = words[after + size];
    if (name.length < size || !code || !REGION_CODES.has(code.word)) continue;
    const run = [...name, code];
    // Only spaces between the name's words, and maybe a comma before the code: a cut criterion (" ; ") is no part of a name.
    const joined = run.every((token, index) => index === 0 || (index === size ? CODE_GAP : NAME_GAP).test(folded.slice(run[index - 1]!.end, token.start)));
    if (!joined) continue;
    const next = words[after + size + 1];
    const gap = next ? folded.slice(code.end, next.start) : folded.slice(code.end);
    // The code ends the name: the message's end, punctuation, another criterion (cut out, " ; ") or a word that starts one.
    if (next && !gap.includes(";") && !AFTER_PLACE.has(next.word) && !(PUNCTUATION.test(gap) && !NOT_PUNCTUATION.test(gap))) continue;
    const isName = ({ word }: Token, index: number) => {
      if (DIGIT.test(word)) return false;
      if (index < size - 1 && NAME_ARTICLES.has(word)) return true;
      return word.length >= 3 ? !stop.has(word) : shortNamePart(word, index === 0, name[index + 1]?.word, stop);
    };
    if (name.every(isName)) return name.map((token) => token.word).join(" ");
  }
  return undefined;
}

/** Countries, folded: after a city ("Valence en Espagne", "Valencia, Spain") they only say which city is meant. */
const COUNTRIES = new Set([
  "spain", "espana", "espagne", "espanya", "france", "francia", "portugal", "italy", "italia", "italie", "germany", "alemania", "allemagne", "switzerland", "suiza", "suisse",
  "usa", "the us", "the usa", "united states", "the united states", "america", "estados unidos", "eeuu", "ee uu", "etats-unis", "etats unis", "les etats-unis", "amerique",
  "canada", "mexico", "mexique", "colombia", "colombie", "argentina", "argentine", "chile", "chili", "peru", "perou", "uk", "england", "inglaterra", "angleterre", "belgium", "belgica", "belgique",
]);

/** States, provinces and regions, folded: after a city ("Richmond en Virginie", "Tulsa, Oklahoma") they too only say which city is meant. */
const REGIONS = [
  "alabama", "alaska", "arizona", "arkansas", "california", "californie", "colorado", "connecticut", "delaware", "florida", "floride", "georgia", "georgie", "hawaii", "hawai",
  "idaho", "illinois", "indiana", "iowa", "kansas", "kentucky", "louisiana", "luisiana", "louisiane", "maine", "maryland", "massachusetts", "michigan", "minnesota",
  "mississippi", "missouri", "montana", "nebraska", "nevada", "new hampshire", "new jersey", "new mexico", "nuevo mexico", "nouveau-mexique", "nouveau mexique", "new york", "nueva york",
  "north carolina", "carolina del norte", "caroline du nord", "north dakota", "dakota du nord", "ohio", "oklahoma", "oregon", "pennsylvania", "pensilvania", "pennsylvanie",
  "rhode island", "south carolina", "carolina del sur", "caroline du sud", "south dakota", "dakota du sud", "tennessee", "texas", "utah", "vermont", "virginia", "virginie",
  "west virginia", "virginia occidental", "virginie-occidentale", "washington state", "wisconsin", "wyoming",
  "ontario", "british columbia", "colombie-britannique", "alberta", "manitoba", "nova scotia", "nouvelle-ecosse",
  "andalucia", "andalousie", "cataluna", "catalunya", "catalogne", "comunidad valenciana", "pais vasco", "euskadi", "pays basque", "galicia", "galice",
  "bretagne", "normandie", "occitanie", "provence", "nouvelle-aquitaine", "pays de la loire", "ile-de-france", "auvergne-rhone-alpes", "rhone-alpes", "wallonie", "flandre", "flandes", "bruxelles-capitale",
];
for (const region of REGIONS) COUNTRIES.add(region);
for (const place of [...COUNTRIES]) if (place.includes("-")) COUNTRIES.add(place.replace(/-/g, " "));
export const isCountry = (place: string) => COUNTRIES.has(place);

/** Region codes that are also words of the visitor's ("in", "or", "me", "la", "de"): no sure sign of a town. */
const WORD_CODES = new Set(["in", "or", "me", "oh", "hi", "ok", "de", "la", "al", "ma", "pa", "id", "mo", "ne", "on", "ga", "va", "nu", "pe"]);

/** Verbs of working or studying somewhere: the place after them is someone's campus or workplace. */
const ATTENDS = new Set([
  "starts", "start", "starting", "started", "works", "work", "working", "studies", "study", "studying", "attends", "attend", "attending", "teaches", "teach", "teaching", "enrolled", "employed", "job",
  "trabaja", "trabajo", "trabajar", "trabajando", "estudia", "estudio", "estudiar", "estudiando", "empieza", "empiezo", "entra", "ensena", "matriculada", "matriculado",
  "travaille", "travailler", "travaillons", "travaillent", "etudie", "etudier", "etudient", "etudions", "bosse", "bosser", "commence", "enseigne", "inscrit", "inscrite",
]);

/** "A few", "unos", "quelques" before a span of time: a count, like the number words readCount knows. */
const FEW = new Set(["a", "few", "couple", "unos", "unas", "pocos", "pocas", "quelques"]);
const TIME_UNIT_WORDS = new Set(TIME_UNITS);

/**
 * Whether a visitor who writes capitals wrote this place as a name ("near Black Mountain", "en Lavapiés"), or writes
 * none at all ("pisos en lavapies"). "Entrada sin escalones", "sur les photos", "à ras de suelo", "near the
 * foundation" are words after a preposition, not places, when the same visitor capitalises the names they write.
 */
export function writtenAsPlace(text: string, place: string): boolean {
  const capped = text.slice(0, 2000);
  if (!writesCapitals(capped)) return true;
  const words = place.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const last = words.at(-1);
  const tokens = [...capped.matchAll(TOKEN_AS_WRITTEN)];
  for (let at = 0; at < tokens.length; at++) {
    if (fold(tokens[at]![0]) !== last) continue;
    // Its own words, and up to three more in the same clause: "près de l'école des Coeurs-Vaillants" names a place.
    const from = Math.max(0, at - words.length + 1);
    for (let next = from; next < Math.min(tokens.length, at + 4); next++) {
      const token = tokens[next]!;
      if (next > at && /[.?!,;:]/.test(capped.slice(tokens[next - 1]!.index + tokens[next - 1]![0].length, token.index))) break;
      if (/^\p{Lu}/u.test(token[0])) return true;
    }
  }
  return false;
}
const TOKEN_AS_WRITTEN = /[\p{L}\p{N}]+/gu;

/**
 * A visitor who capitalises on purpose: a capital inside a sentence ("PMR", "Lavapiés"), or at the start of two
 * sentences or more. One capital at the message's start is often the phone's ("Hola busco piso en lavapies").
 */
function writesCapitals(text: string): boolean {
  let starts = 0;
  let previous = "";
  for (const raw of text.split(/\s+/)) {
    const token = raw.replace(/^[^\p{L}\p{N}]+/u, "");
    if (/^\p{Lu}/u.test(token) && token !== "I" && !/^I'/u.test(token)) {
      if (previous === "" || /[.!?]$/.test(previous)) starts++;
      else return true;
    }
    if (raw) previous = raw;
  }
  return starts >= 2;
}

/**
 * The place named after a preposition or a follow-up's opening ("and Boise?"), as folded words,
 * when they are no word the concierge knows; undefined when there is none.
 */
export function placeAfterPreposition(folded: string, stop: ReadonlySet<string>, english = false, found: { town?: boolean } = {}): string | undefined {
  const words = tokens(folded);
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!.word;
    const opening = at <= 2 && OPENINGS.has(word);
    if ((!PREPOSITIONS.has(word) || (english && word === "a")) && !opening) continue;
    // "My daughter starts at UWM", "trabajo en el hospital", "il étudie à l'INSA": where someone works or studies, not where the home is.
    if (at > 0 && !opening && ATTENDS.has(words[at - 1]!.word)) continue;
    const coded = PREPOSITIONS.has(word) ? placeBeforeCode(folded, words, at + 1, stop) : undefined;
    if (coded) {
      // "Charleston SC": a state or province code says the place is a town, unless the code is also a word ("Dundee in Omaha").
      const code = words[at + 1 + coded.split(" ").length]?.word;
      if (code && !WORD_CODES.has(code)) found.town = true;
      return coded;
    }
    let next = at + 1;
    while (next < words.length && LINKS.has(words[next]!.word) && next - at < 3) next++;
    // A city known by name ("à Nice", "en Buenos Aires") is a place even when its words are also common words.
    for (let size = 3; size >= 1; size--) {
      const window = words.slice(next, next + size);
      const contiguous = window.length === size && window.every((token, index) => index === 0 || folded.slice(window[index - 1]!.end, token.start).trim() === "");
      if (window.length < size) continue;
      const after = words[next + size];
      // "A nice house", "in a nice area": the word goes on to describe something, it names no city.
      const gap = after ? folded.slice(window.at(-1)!.end, after.start) : folded.slice(window.at(-1)!.end);
      // Words cut out by the reader leave " ; ": that is no end of the name, only real punctuation or the message's end is.
      const ends = (!after && !gap.includes(";")) || (after !== undefined && (AFTER_PLACE.has(after.word) || (PUNCTUATION.test(gap) && !NOT_PUNCTUATION.test(gap))));
      if (contiguous && ends && window[0]!.word.length >= 3 && isKnownCity(window.map((token) => token.word).join(" "))) return window.map((token) => token.word).join(" ");
    }
    const place: string[] = [];
    for (let index = next; index < words.length && place.length < 3; index++) {
      const token = words[index]!;
      // Words cut out before ("in ; asap" once the city is read) or punctuation end the place: what follows is no name after the preposition.
      const gap = folded.slice(words[index - 1]!.end, token.start);
      if (gap.trim().replaceAll("-", "") !== "") break;
      // "en dos semanas", "dans deux mois": a count of time, not a place.
      if (place.length === 0 && (readCount(token.word) !== undefined || FEW.has(token.word)) && TIME_UNIT_WORDS.has(words[index + 1]?.word ?? "")) break;
      const short = token.word.length < 3 && shortNamePart(token.word, place.length === 0, words[index + 1]?.word, stop);
      if (!short && (stop.has(token.word) || PREPOSITIONS.has(token.word) || DIGIT.test(token.word) || token.word.length < 3)) break;
      place.push(token.word);
    }
    if (place.length > 0) return place.join(" ");
  }
  return undefined;
}
