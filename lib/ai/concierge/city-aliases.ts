import { fold } from "./text";

// Other names visitors use for a city: abbreviations ("CDMX", "DF", "NYC", "MTL"), the name
// in another language ("Nueva York", "Londres", "Mexico City") and local nicknames ("Philly").
// Each group is one city; a chatbot city named by any of a group's names is also found by the
// others. Names are folded, their words joined by one space ("d.f." is "d f").

const GROUPS: readonly (readonly string[])[] = [
  ["ciudad de mexico", "cdmx", "cd mx", "cd de mexico", "mexico df", "mexico d f", "df", "d f", "el df", "mexico city", "mexico", "ciudad mexico"],
  ["guadalajara", "gdl"],
  ["monterrey", "mty"],
  ["buenos aires", "caba", "bs as", "bsas", "capital federal", "ciudad de buenos aires", "ciudad autonoma de buenos aires"],
  ["bogota", "bogota dc", "bogota d c", "santa fe de bogota"],
  ["medellin", "medallo"],
  ["santiago", "santiago de chile", "stgo"],
  ["lima", "lima metropolitana"],
  ["barcelona", "bcn"],
  ["sevilla", "seville", "seville spain"],
  ["zaragoza", "saragossa"],
  ["la coruna", "a coruna", "coruna"],
  ["lisboa", "lisbon", "lisbonne"],
  ["londres", "london"],
  ["nueva york", "new york", "new york city", "nyc", "ny city", "nouvelle york"],
  ["los angeles", "l a"],
  ["san francisco", "san fran"],
  ["philadelphia", "philly", "filadelfia", "philadelphie"],
  ["las vegas", "vegas"],
  ["new orleans", "nola", "nueva orleans", "la nouvelle orleans", "nouvelle orleans"],
  ["washington", "washington dc", "washington d c", "d c", "dc"],
  ["saint louis", "st louis", "san luis missouri"],
  ["fort worth", "ft worth"],
  ["salt lake city", "slc", "salt lake"],
  ["montreal", "mtl", "montreal qc"],
  ["quebec", "quebec city", "ville de quebec", "ciudad de quebec", "quebec qc"],
  ["paris", "paname"],
  ["marseille", "marsella", "marseilles"],
  ["lyon", "lyons"],
  ["bruxelles", "brussels", "bruselas"],
  ["geneve", "geneva", "ginebra", "genf"],
];

const BY_NAME = new Map<string, readonly string[]>();
for (const group of GROUPS) for (const name of group) BY_NAME.set(name, group);

const LETTERS = /[\p{L}\p{N}]+/gu;

/** A city's name folded as the tables write it: lower case, no accents, words joined by one space. */
export const cityName = (city: string) => (fold(city).match(LETTERS) ?? []).join(" ");

/** The other names of a city (folded), none when the tables do not know it. */
export function cityAliases(city: string): readonly string[] {
  const name = cityName(city);
  return (BY_NAME.get(name) ?? []).filter((alias) => alias !== name);
}
