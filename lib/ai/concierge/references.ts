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

const SUFFIXES = "st|street|ave|avenue|av|rd|road|blvd|boulevard|dr|drive|ln|lane|way|ct|court|pl|hwy|highway|pkwy|parkway|ter|terrace|cir|circle|trl|trail|pike|row";
const DIRECTION = "(?:\\s+(?:n|s|e|w|ne|nw|se|sw|north|south|east|west))?";
const UNIT = "(?:\\s+(?:unit|apt|suite|#)\\s*#?[\\p{L}\\p{N}-]+)?";
const US_ADDRESS = new RegExp(
  `(?<![\\p{L}\\p{N}$€£.,])(\\d{1,6}[a-z]?((?:\\s+[\\p{L}\\p{N}.'-]+){1,4}?)\\s+(?:${SUFFIXES})\\.?${DIRECTION}${UNIT})(?![\\p{L}\\p{N}])`,
  "iu",
);
// "12 rue de Rivoli", "Calle Mayor 5", "avenida Reforma 222". A street name is up to eight words with
// spaces between them: when the words could be spaces too, every split of a run of spaces was tried,
// and a message of spaces took seconds to fail; unbounded, the name was read again from each street word.
const STREET_NAME = "[\\p{L}'-]+(?: +[\\p{L}'-]+){0,7}?";
const LATIN_ADDRESS = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\d{1,5}(?:\\s*(?:bis|ter))?,?\\s+(?:rue|avenue|boulevard|bd|chemin|allee|allée|impasse|quai|place)\\s+${STREET_NAME}|(?:calle|avenida|av\\.|paseo|carrera|rue)\\s+${STREET_NAME}\\s*(?:,\\s*)?\\d{1,5})(?= *(?:$|[?!.,;:])|\\s+(?:in|en|à|please|por favor|s'il)(?![\\p{L}]))`,
  "iu",
);
/** Words between the number and the street suffix that show it is not an address ("2 baths near 5th Ave"). */
const NOT_STREET = /(?<![\p{L}])(?:bed|beds|bedrooms?|bath|baths|bathrooms?|br|bd|ba|near|in|with|and|or|for|under|over|parking|spots?|car|garage|homes?|houses?|condos?)(?![\p{L}])/iu;

/** A street address the message names, as typed. */
export function findAddress(message: string): string | undefined {
  const us = US_ADDRESS.exec(message);
  if (us && !NOT_STREET.test(us[2]!)) return us[1]!.trim();
  return LATIN_ADDRESS.exec(message)?.[1]?.trim();
}

const ORDINALS: readonly [number, readonly string[]][] = [
  [1, ["first", "1st", "primero", "primera", "primer", "premier", "premiere", "1er", "1re", "1ere"]],
  [2, ["second", "2nd", "segundo", "segunda", "deuxieme", "seconde", "2e", "2eme"]],
  [3, ["third", "3rd", "tercero", "tercera", "tercer", "troisieme", "3e", "3eme"]],
  [-1, ["last", "ultimo", "ultima", "dernier", "derniere"]],
];
const BEFORE = "(?:the|el|la|le|l'|lo)";
const NOUN = "(?:one|listing|house|home|option|property|place|apartment|condo|rental|uno|una|opcion|casa|propiedad|piso|apartamento|anuncio|annonce|maison|appartement|bien|logement)";
const NUMBERED = /(?<![\p{L}\p{N}])(?:#|number|option|no\.|numero|n°|nº)\s*([1-9])(?![\p{N}])/u;

const POINTED: readonly [number, RegExp][] = ORDINALS.map(([place, words]) => {
  const word = `(?:${words.join("|")})`;
  return [place, new RegExp(`(?<![\\p{L}\\p{N}])(?:${BEFORE}\\s*${word}(?!\\s+(?:time|vez|fois))|${word}\\s+${NOUN})(?![\\p{L}\\p{N}])|^\\W*${word}\\W*$`, "u")];
});

/** The place in the last list a message points at: 1-based, -1 for the last; undefined when none. */
export function findOrdinal(message: string): number | undefined {
  const folded = fold(message);
  const numbered = NUMBERED.exec(folded)?.[1];
  if (numbered) return Number(numbered);
  return POINTED.find(([, pointed]) => pointed.test(folded))?.[0];
}
