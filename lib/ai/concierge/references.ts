import { fold } from "./text";

// How a message points at one listing: by MLS number, by street address, or by its place
// in the last list of matches ("the second one", "la deuxième", "el último").

// Each optional part brings its own trailing spaces, so no two quantifiers can share a run of spaces.
const EXPLICIT_MLS = /(?<![\p{L}\p{N}])mls\s*(?:(?:#|no\.?|n°|nº|number|num(?:ero)?)\s*)?(?::\s*)?(?:#\s*)?([\p{L}\p{N}][\p{L}\p{N}-]{1,30})/iu;
// Letters then digits ("TX1004", "A-12345"): the shape MLS numbers usually have, and no count or price has.
const IMPLICIT_MLS = /(?<![\p{L}\p{N}$€£])([A-Za-z]{1,5}-?\d{3,12})(?![\p{L}\p{N}])/u;

/** The MLS number a message names, as typed. */
export function findMlsNumber(message: string): string | undefined {
  const explicit = EXPLICIT_MLS.exec(message)?.[1];
  if (explicit && /\d/.test(explicit)) return explicit;
  return IMPLICIT_MLS.exec(message)?.[1];
}

const SUFFIXES = "st|street|ave|avenue|av|rd|road|blvd|boulevard|dr|drive|ln|lane|way|ct|court|pl|hwy|highway|pkwy|parkway|ter|terrace|cir|circle|trl|trail|pike|row|mall|loop|alley|crossing|commons|landing|ridge|bend|hollow|expy|expressway|fwy|freeway|plaza";
const DIRECTION = "(?:\\s+(?:n|s|e|w|ne|nw|se|sw|north|south|east|west))?";
const UNIT = "(?:\\s+(?:unit|apt|suite|#)\\s*#?[\\p{L}\\p{N}-]+)?";
const US_ADDRESS = new RegExp(
  `(?<![\\p{L}\\p{N}$€£.,])(\\d{1,6}[a-z]?((?:\\s+[\\p{L}\\p{N}.'-]+){1,4}?)\\s+(?:${SUFFIXES})\\.?${DIRECTION}${UNIT})(?![\\p{L}\\p{N}])`,
  "giu",
);
const COUNT_AFTER_EN = "beds?|bedrooms?|baths?|bathrooms?|br|bd|ba|car|cars|spots?|sq|sqft|square|acres?|k";
/** "Elm St 4", "Congress Avenue 4100": the number after the street, as some visitors write it. */
const US_NUMBER_LAST = new RegExp(`(?<![\\p{L}\\p{N}'-])(\\p{L}[\\p{L}'-]*(?: \\p{L}[\\p{L}'-]*){0,3}? (?:${SUFFIXES})\\.? #?\\d{1,6})(?![\\p{L}\\p{N}]|[.,]\\d|\\s+(?:${COUNT_AFTER_EN})(?![\\p{L}]))`, "giu");
/** Words a number-last street's name does not start with: the question around it ("compare Elm St 4"). */
const NOT_NAME_START = new Set(["compare", "compara", "comparer", "and", "or", "vs", "versus", "is", "does", "do", "how", "what", "about", "the", "at", "on", "between", "with", "to", "of", "than", "check", "tell", "me", "show", "i", "like", "see", "visit", "tour", "price", "for", "in", "near", "y", "et", "o", "ou"]);

// "12 rue de Rivoli", "Calle Mayor 5", "avenida Reforma 222", "C/ Serrano, 45", "1450 av. Maguire". A street name is
// up to eight words with spaces between them: when the words could be spaces too, every split of a run of spaces was
// tried, and a message of spaces took seconds to fail; unbounded, the name was read again from each street word.
/** Words that end a street's name in a question: "… est-il encore disponible ?", "… et le 3200 chemin Sainte-Foy". */
const AFTER_LATIN_STREET = "in|en|à|please|por favor|s'il|est-il|est-elle|est-ce|a-t-il|a-t-elle|cette|ce|cet|et|ou|y|and|or|vs|versus|contre|is|has|does|still|sigue|tiene|es|está|esta|cuesta|est|a|coûte|coute|pour|para|avec|con|with|encore|toujours|svp|combien|cuánto|cuanto|o|contra|frente|il|elle|reste|dispose|possède|possede|sera|se|me|queda|cuenta|dispone|admite|acepta|incluye|ya|aún|aun|todavía|todavia|sería|seria|qui|que|lo|la|le|les";
const STREET_NAME = "\\p{L}[\\p{L}'.-]*(?: +\\p{L}[\\p{L}'.-]*){0,7}?";
/** Street types a French address puts after its number: "25 rue Saint-Louis", "1450 av. Maguire", "6789 boul. Saint-Laurent". */
const NUMBER_FIRST_TYPES = "rue|avenue|av\\.?|boulevard|boul\\.?|bd\\.?|chemin|ch\\.|allee|allée|impasse|quai|place|route|rte\\.?|cours|côte|cote|montée|montee|promenade|passage|square|sentier|rang|voie|grande[ -]allée|grande[ -]allee";
/** Street types a Spanish (or French) address puts before its name, the number after: "Calle Colón 8", "Pº de Gracia 100". */
const NAME_FIRST_TYPES =
  "(?:calle|avenida|avda|paseo|plaza|camino|carretera|carrera|ronda|travesía|travesia|glorieta|rambla|urbanización|urbanizacion|calzada|callejón|callejon|prolongación|prolongacion|bulevar|rue|avenue|boulevard|chemin|allée|allee|quai|impasse|place|route)\\s+|(?:c/|c\\.|av\\.|avda\\.|pza\\.|pº|p\\.º|ctra\\.|cra\\.)\\s*";
/** What follows a house number that shows it is a count, not the street's number ("calle Mayor con 3 habitaciones"). */
const COUNT_AFTER = "beds?|bedrooms?|baths?|bathrooms?|br|ba|bd|sq|sqft|square|acres?|cars?|spots?|hab|habs|habitaci[oó]n|habitaciones|dormitorios?|rec[aá]maras?|ba[nñ]os?|plazas?|m2|m²|metros|mil|k|euros?|d[oó]lares|ch|chambres?|pi[eè]ces?|sdb|salles?|places?|ans|a[nñ]os|pisos|étages?|etages?|niveaux?";
const LATIN_ADDRESS = new RegExp(
  `(?<![\\p{L}\\p{N}]|\\d[,.])(\\d{1,5}(?:\\s*(?:bis|ter))?,?\\s+(?:(?:de la|de l'|du|del|de) ?)?(?:${NUMBER_FIRST_TYPES}|calle|avenida|paseo|plaza|camino)\\s+${STREET_NAME}(?= *(?:$|[?!.,;:])|\\s+(?:${AFTER_LATIN_STREET})(?![\\p{L}]))` +
    `|(?:${NAME_FIRST_TYPES})${STREET_NAME}\\s*(?:,\\s*)?(?:(?:nº|n°|no\\.|núm\\.|num\\.|número|numero)\\s*)?\\d{1,5}(?![\\p{L}\\p{N}]|[.,]\\d|\\s*(?:%|€|\\$)|\\s+(?:${COUNT_AFTER})(?![\\p{L}])))`,
  "giu",
);
/**
 * Words between the number and the street suffix that show it is not an address ("2 baths near 5th Ave", "12 rue X et 4
 * avenue Y"); a number only as a whole word: "1679 30th St" is an address.
 */
const NOT_STREET = /(?<![\p{L}])(?:bed|beds|bedrooms?|bath|baths|bathrooms?|br|bd|ba|near|in|with|and|or|for|under|over|parking|spots?|car|garage|homes?|houses?|condos?|vs|versus|et|ou|y|o|contre|contra|rue|calle|avenida|chemin|boulevard|allee|allée|paseo|\d+(?!\d))(?![\p{L}])/iu;
/**
 * A French or Spanish "street" that is a parking space, a count or English words: "1 place de parking", "2 bd in Austin",
 * "a place with at least 4 bedrooms".
 */
const NOT_LATIN_STREET =
  /^\d[^\p{L}]*\p{L}+\.?\s+(?:in|en|à|a|au|aux|with|con|avec|for|para|pour|near|cerca|pr[eè]s|and|y|et|or|o|ou)(?![\p{L}])|(?<![\p{L}])(?:parking|stationnement|garage|garaje|aparcamiento|estacionamiento|chambres?|habitaciones?|with|at|least|the|for|under|over|near|and|or|to|of|in|feet|foot|ft|sq|sqft|meters?|metres?|metros?|m2)(?![\p{L}])/iu;

/** "3 ch. lumineuses", "2 ch. Sainte-Foy" are bedrooms; "3200 ch. Sainte-Foy" is a chemin: a longer number and a capitalised name. */
const BEDROOMS_CH = /^\d[^\p{L}\d]*ch\.|^\d+[^\p{L}\d]*ch\.\s+(?!(?:du|de|des|la|le|les)\s|d'|l')\p{Ll}/u;

interface Found {
  index: number;
  text: string;
}

/** The first match that is not ruled out, as the address it names. */
function firstKept(pattern: RegExp, message: string, kept: (match: RegExpExecArray) => Found | null): Found | null {
  for (const match of message.matchAll(pattern)) {
    const found = kept(match as RegExpExecArray);
    if (found) return found;
  }
  return null;
}

/** "Compare Elm St 4" is "Elm St 4": the words of the question before the street's name are left out. */
function numberLast(match: RegExpExecArray): Found | null {
  const words = match[1]!.split(" ");
  // Lower-case words before a capitalised name are the question's ("is it true Elm St 4 …"), as are the question's usual words.
  const capitalised = words.slice(0, -2).some((word) => CAPITALISED.test(word));
  let skip = 0;
  while (skip < words.length - 3 && (NOT_NAME_START.has(words[skip]!.toLowerCase()) || (capitalised && !CAPITALISED.test(words[skip]!)))) skip++;
  if (NOT_NAME_START.has(words[skip]!.toLowerCase()) || NOT_STREET.test(words.slice(skip, -2).join(" "))) return null;
  const text = words.slice(skip).join(" ");
  return { index: match.index + match[1]!.length - text.length, text };
}

/** A street address the message names, as typed: the first one in it, whichever way it is written. */
/**
 * A Colombian (and Latin American grid) address: a street type and its number, "#" or "No.", then the cross street and the
 * distance from it, maybe a unit: "Calle 72 # 5-83", "Cra. 11 No. 93-45 Apto 502", "Carrera 7 #45-10 Casa 8", "Av. 68 # 22-31".
 * Each part is a fixed token with its own spaces, so no two quantifiers share a run of text.
 */
const GRID_ADDRESS =
  /(?<![\p{L}\p{N}])((?:calle|cl\.?|cll\.?|carrera|cra\.?|kra\.?|kr\.?|diagonal|dg\.?|transversal|tv\.?|avenida|av\.?|ak\.?|ac\.?|circular|circunvalar)\s*\d{1,3}(?:[a-z](?![\p{L}]))?(?:\s+bis)?\s*(?:#|no\.?|n°|nº|num\.?|numero|número)\s*\d{1,3}(?:[a-z](?![\p{L}]))?\s*-\s*\d{1,3}(?:\s+(?:apto\.?|apartamento|casa|int\.?|interior|torre|of\.?|oficina|local|piso)\s*[\p{L}\p{N}-]{1,8})?)(?![\p{L}\p{N}])/giu;

/** A grid street named alone ("el de la Calle 72", "la de la Carrera 15"): the stored address that starts with it. */
const GRID_STREET = /(?<![\p{L}\p{N}])((?:calle|cll?\.|carrera|cra\.?|kra\.?|kr\.|diagonal|dg\.|transversal|tv\.)\s*\d{1,3}(?:[a-z](?![\p{L}]))?(?:\s+bis)?)(?![\p{L}\p{N}]|\s*(?:#|-|no\.|n°|nº|de\s))/giu;

export function findAddress(message: string): string | undefined {
  const found = [
    firstKept(GRID_STREET, message, (match) => ({ index: match.index, text: match[1]! })),
    firstKept(GRID_ADDRESS, message, (match) => ({ index: match.index, text: match[1]! })),
    firstKept(US_ADDRESS, message, (match) => (NOT_STREET.test(match[2]!) ? null : { index: match.index, text: match[1]! })),
    firstKept(US_NUMBER_LAST, message, numberLast),
    firstKept(LATIN_ADDRESS, message, (match) => (NOT_LATIN_STREET.test(match[1]!) || BEDROOMS_CH.test(match[1]!) ? null : { index: match.index, text: match[1]! })),
  ]
    .filter((match): match is Found => match !== null)
    .sort((a, b) => a.index - b.index || b.text.length - a.text.length)[0];
  if (!found) return undefined;
  let end = found.text.trimEnd().length;
  while (end > 0 && (found.text[end - 1] === "." || found.text[end - 1] === ",")) end--;
  return found.text.slice(0, end).trim();
}

/** "La de", "el del", "celle du", "celui de la", "the one on": the words that point at the listing named right after them. */
const POINTER_BEFORE = /(^|[^\p{L}'])(?:(?:la|el|lo|las|los|aquella|aquel|esa|ese)\s+(?:de|del|en|sobre)(?:\s+(?:la|el|los|las))?|(?:celle|celui|celles|ceux)(?:-ci|-là|-la)?(?:\s+(?:du|des|de\s+la|de\s+l'|de|au|aux|à\s+la|à|a|sur|situ[ée]e?s?\s+(?:au|à|a|sur|rue)))?(?:\s+(?:la|le|l'))?|(?:the|that|this)\s+(?:one|place|house|home|listing)\s+(?:on|at|in))\s*$/iu;

/** The message without the address it names, nor the words pointing at it ("celle du", "la de"). */
export function withoutAddress(text: string, address: string): string {
  const at = text.indexOf(address);
  if (at < 0) return text;
  const before = text.slice(0, at);
  const pointer = POINTER_BEFORE.exec(before);
  const kept = pointer ? before.slice(0, pointer.index + pointer[1]!.length) : before;
  return `${kept} ${text.slice(at + address.length)}`;
}

const WORD = /[\p{L}\p{N}'.-]+/gu;
const STREET_SUFFIX = new Set(["street", "st", "st.", "avenue", "ave", "ave.", "road", "rd", "rd.", "drive", "dr", "dr.", "lane", "ln", "boulevard", "blvd", "way", "court", "ct", "parkway", "pkwy", "terrace", "circle", "trail"]);
const STREET_PREFIX = new Set([
  "calle", "c/", "avenida", "av.", "avda", "avda.", "paseo", "pº", "carrera", "camino", "ctra.", "travesia", "glorieta", "urbanizacion", "callejon", "bulevar",
  "rue", "boulevard", "boul.", "chemin", "allee", "impasse", "quai", "avenue",
]);
/** Street types that are also common nouns ("plaza de garaje", "cerca de la carretera"): a street only before a capitalised name. */
const AMBIGUOUS_PREFIX = new Set(["plaza", "pza.", "pza", "place", "carretera", "ctra", "ronda", "rambla", "calzada", "route", "promenade"]);
const PARKING_NOUNS = new Set(["garaje", "aparcamiento", "estacionamiento", "parking", "stationnement", "garage"]);
const STREET_LINKS = new Set(["de", "del", "la", "las", "los", "le", "les", "des", "du", "d'"]);
/** Words before a street named by its English suffix: "on Lakeview Dr", "de Lakeview Dr", "sur Copper Beech Way", "del Ninth St". */
const ON = new Set(["on", "at", "off", "de", "du", "sur", "del", "en"]);
const NEAR = new Set(["near", "close", "cerca", "alrededor", "pres", "proche", "autour", "lejos", "loin", "far"]);
const NOT_A_NAME = new Set(["the", "a", "an", "this", "that", "my", "your"]);
/** Words that end a street's name: what follows it in a question. */
const AFTER_STREET = new Set(["tiene", "tienen", "es", "esta", "cuesta", "con", "a-t-elle", "a-t-il", "est-elle", "est-il", "est", "a", "avec", "coute", "have", "has", "is", "does", "cost", "with", "in", "en", "a", "y", "et", "and", "por", "para", "pour", "?", "still", "sigue", "toujours"]);

/** "El chalet de Arturo Soria", "la casa de Tres Cruces 12", "del ático de la Castellana": a home named by its street. */
const DEFINITE = new Set(["el", "la", "del", "al", "ese", "esa", "este", "esta", "aquel", "aquella"]);
const HOME_NOUNS = new Set(["casa", "piso", "depa", "depto", "departamento", "apartamento", "apto", "chalet", "atico", "estudio", "adosado", "casona", "vivienda", "propiedad", "inmueble", "local", "terreno", "duplex", "loft"]);
const CAPITALISED = /^\p{Lu}/u;
const NUMBER = /^\d{1,5}$/;

function homeOfStreet(words: RegExpMatchArray[], plain: (index: number) => string): string | undefined {
  for (let at = 1; at + 2 < words.length; at++) {
    if (!HOME_NOUNS.has(plain(at)) || !DEFINITE.has(plain(at - 1)) || plain(at + 1) !== "de") continue;
    let start = at + 2;
    if (STREET_LINKS.has(plain(start)) && start + 1 < words.length) start++;
    let end = start;
    while (end < words.length && end - start < 5) {
      const token = words[end]![0];
      if (CAPITALISED.test(token)) end++;
      else if (NUMBER.test(token) && end > start) {
        end++;
        break;
      } else if (STREET_LINKS.has(plain(end)) && end + 1 < words.length && CAPITALISED.test(words[end + 1]![0])) end++;
      else break;
    }
    if (end > start && CAPITALISED.test(words[start]![0])) return words.slice(start, end).map((token) => token[0]).join(" ");
  }
  return undefined;
}

/** "The house on Oak Street", "la casa de la calle Mayor", "rue de la Paix": a street named without a number. */
export function findStreet(message: string, cities: readonly string[] = []): string | undefined {
  const words = [...message.matchAll(WORD)].slice(0, 80);
  const plain = (index: number) => (words[index]?.[0] ?? "").toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  const home = homeOfStreet(words, plain);
  const folded = (text: string) => text.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  if (home && !cities.some((city) => folded(city) === folded(home))) return home;
  for (let at = 0; at < words.length; at++) {
    const word = plain(at);
    const slashed = word === "c" && message[words[at]!.index! + 1] === "/";
    const named = words.slice(at + 1, at + 3).filter((token) => !STREET_LINKS.has(token[0].toLowerCase()));
    const ambiguous = AMBIGUOUS_PREFIX.has(word) && named.length > 0 && CAPITALISED.test(named[0]![0]) && !PARKING_NOUNS.has(plain(words.indexOf(named[0]!)));
    if (STREET_PREFIX.has(word) || slashed || ambiguous) {
      let end = at + 1;
      while (end < words.length && end - at <= 4 && !AFTER_STREET.has(words[end]![0].toLowerCase())) end++;
      const named = words.slice(at + 1, end).filter((token) => !STREET_LINKS.has(token[0].toLowerCase()));
      if (named.length > 0) return message.slice(words[at]!.index, words[end - 1]!.index + words[end - 1]![0].length);
    }
    if (STREET_SUFFIX.has(word) && at >= 1 && NOT_A_NAME.has(words[at - 1]![0].toLowerCase())) continue;
    // "Cerca de Main St", "près de Oak Ave", "near Elm St": a place near a street, not a home on it.
    const onStreet = (on: number) => ON.has(words[on]![0].toLowerCase()) && !(on >= 1 && NEAR.has(fold(words[on - 1]![0])));
    if (STREET_SUFFIX.has(word) && at >= 2 && onStreet(at - 2)) return message.slice(words[at - 1]!.index, words[at]!.index + words[at]![0].length);
    if (STREET_SUFFIX.has(word) && at >= 3 && onStreet(at - 3)) return message.slice(words[at - 2]!.index, words[at]!.index + words[at]![0].length);
  }
  return undefined;
}

/** The place of "the middle one": the one between the others, when there is one. */
export const MIDDLE = -2;
const ORDINALS: readonly [number, readonly string[]][] = [
  [1, ["first", "1st", "primero", "primera", "primer", "premier", "premiere", "1er", "1re", "1ere"]],
  [2, ["second", "2nd", "segundo", "segunda", "deuxieme", "seconde", "second", "2e", "2eme", "2nd"]],
  [3, ["third", "3rd", "tercero", "tercera", "tercer", "troisieme", "3e", "3eme"]],
  [4, ["fourth", "4th", "cuarto", "cuarta", "quatrieme", "4e", "4eme"]],
  [5, ["fifth", "5th", "quinto", "quinta", "cinquieme", "5e", "5eme"]],
  [-1, ["last", "last one", "ultimo", "ultima", "dernier", "derniere"]],
  [MIDDLE, ["middle one", "one in the middle", "del medio", "de en medio", "de enmedio", "du milieu"]],
];
const PLACE_OF = new Map(ORDINALS.flatMap(([place, words]) => words.map((word) => [word, place] as const)));
/** Whether a folded word is a place in a list ("second", "dernière"): never a listing's name. */
export const isOrdinal = (word: string) => PLACE_OF.has(word);
const ORDINAL = new RegExp(`(?<![\\p{L}\\p{N}])(${[...PLACE_OF.keys()].sort((a, b) => b.length - a.length).join("|")})(?![\\p{L}\\p{N}])`, "gu");
const ARTICLE_BEFORE = /(?:^|[^\p{L}])(?:the|el|la|le|l'|lo|los|las|les|and|y|et|,)\s*$/u;
/** "Lo último", "lo primero": the neuter article makes it the latest thing, not a place in the list. */
const NEUTER_BEFORE = /(?:^|[^\p{L}])lo\s*$/u;
const NOT_A_PICK = /^\s*(?:\d|time|times|vez|fois|floor|planta|etage|home|buyer|buyers|comprador|compradora|acheteur|piso|step|paso|etape|visit|visite|visita|few|couple|days?|weeks?|months?|years?|dias|semanas?|mes|meses|anos|jours|semaines|mois|ans|annees?)(?![\p{L}])/u;
const NUMBERED = /(?<![\p{L}\p{N}])(?:#|number|no\.|numero|num|n°|nº|option|opcion|la opcion|l'option|listing)\s*([1-9])(?![\p{N}])/gu;
const FIRST_FEW = /(?<![\p{L}])(?:(?:the\s+)?(?:first|top)\s+(two|three|2|3)|(?:los|las)\s+(dos|tres|2|3)\s+(?:primeros|primeras)|(?:los|las)\s+(?:primeros|primeras)\s+(dos|tres|2|3)|les\s+(deux|trois|2|3)\s+(?:premiers|premieres))(?![\p{L}])/u;
const FIRST_FEW_ALL = new RegExp(FIRST_FEW.source, "gu");
const FEW: Record<string, number> = { two: 2, three: 3, "2": 2, "3": 3, dos: 2, tres: 3, deux: 2, trois: 3 };

/** "The other one", "la otra", "l'autre": of two listings, the one not in focus. */
const OTHER = /(?<![\p{L}])(?:the other(?: one)?|(?:el|la) otr[oa]|l'autre)(?![\p{L}])/gu;

/** Whether a folded message points at "the other one" of two ("neither one nor the other" does not). */
export const findsOther = (folded: string) => !folded.includes("l'un ni l'autre") && [...folded.matchAll(OTHER)].length > 0;

/** The folded text without "the other one", so that it is read as no fact. */
export const withoutOther = (folded: string) => folded.replace(OTHER, " ");

/** The places in the last list a folded message points at, in order: 1-based, -1 for the last, MIDDLE for the middle one. */
export function findPositions(folded: string): number[] {
  const few = FIRST_FEW.exec(folded);
  if (few) {
    const count = FEW[few.slice(1).find((group) => group !== undefined)!]!;
    return Array.from({ length: count }, (_, index) => index + 1);
  }
  const places: number[] = [];
  for (const match of folded.matchAll(NUMBERED)) places.push(Number(match[1]));
  const short = folded.split(" ").length <= 4;
  for (const match of folded.matchAll(ORDINAL)) {
    const before = folded.slice(0, match.index);
    const after = folded.slice(match.index + match[0].length);
    if (NOT_A_PICK.test(after) || NEUTER_BEFORE.test(before)) continue;
    const place = PLACE_OF.get(match[1]!)!;
    if (!short && place !== MIDDLE && !ARTICLE_BEFORE.test(before) && !/^\s*(?:one|listing|house|home|option|property|place|apartment|condo|uno|una|opcion|casa|propiedad|apartamento|anuncio|annonce|maison|appartement|bien|logement)/.test(after)) continue;
    places.push(place);
  }
  return [...new Set(places)];
}

/** Every MLS number a message names, as typed. */
export function findMlsNumbers(message: string): string[] {
  const found: string[] = [];
  let rest = message;
  for (let index = 0; index < 3; index++) {
    const mls = findMlsNumber(rest);
    if (!mls) break;
    found.push(mls);
    rest = rest.replace(mls, " ");
  }
  return found;
}

/** "Celle du milieu", "celui de droite": the pronoun a French position comes with. */
const POSITION_PRONOUN = /(?<![\p{L}'-])(?:celle|celui|celles|ceux)(?![\p{L}'-])/gu;

/** The folded text without the positions it names, so "the second one" leaves no "second" to read as a fact. */
export function withoutPositions(folded: string): string {
  return folded.replace(NUMBERED, " ").replace(ORDINAL, " ").replace(FIRST_FEW_ALL, " ").replace(POSITION_PRONOUN, " ");
}

const BARE_PLACE = /(?<![\p{L}\p{N}$€£.,#])([1-5])(?![\p{L}\p{N}.,%])/gu;

/** Bare numbers in a comparison ("compare 1 and 3"): places in the last list. */
export function barePositions(folded: string): number[] {
  return [...new Set([...folded.matchAll(BARE_PLACE)].map((match) => Number(match[1])))];
}
