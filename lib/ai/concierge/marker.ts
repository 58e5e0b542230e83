import { firstAmount } from "./numbers";

// The concierge has no memory but the conversation's text, so its answers name listings in
// a fixed form that it can read back from its own earlier answers:
//
//   1. 4100 Congress Ave, Austin — $450,000 · 3 beds · 2 baths · Single Family · https://… (MLS# TX1001)
//
// A listing line is an optional "N. " (a numbered match), the place, " — ", the facts
// separated by " · " (price, bedrooms, bathrooms first, in that order in every language),
// and the marker "(MLS# <number>)". Any other mention of a listing carries the marker alone.

export const FACT_SEPARATOR = " · ";
export const PLACE_SEPARATOR = " — ";

export const marker = (mlsNumber: string) => `(MLS# ${mlsNumber})`;

const MARKER = /\(MLS# ([^()\n]+)\)/g;
const LINE = /^(?:(\d+)\.\s+)?(.+?) — (.+?)\s*\(MLS# ([^()\n]+)\)/;

/** A listing as an earlier answer showed it. */
export interface ShownListing {
  mlsNumber: string;
  /** Its place in a numbered list of matches, or undefined for a listing described alone. */
  position?: number;
  price?: number;
  bedrooms?: number;
  bathrooms?: number;
}

/** The MLS numbers an answer names, in order, without repeats. */
export function markedListings(answer: string): string[] {
  return [...new Set([...answer.matchAll(MARKER)].map((match) => match[1]!.trim()))];
}

/** The listing lines of an answer, with the facts read back from them. */
export function shownListings(answer: string): ShownListing[] {
  const shown: ShownListing[] = [];
  for (const line of answer.split("\n")) {
    const match = LINE.exec(line.trim());
    if (!match) continue;
    const [price, bedrooms, bathrooms] = match[3]!.split(FACT_SEPARATOR);
    // A studio shows no number of bedrooms; bathrooms may use a decimal comma ("1,5").
    const beds = bedrooms === undefined ? undefined : (firstAmount(bedrooms) ?? 0);
    const baths = bathrooms === undefined ? undefined : Number(/\d+(?:[.,]\d+)?/.exec(bathrooms)?.[0]?.replace(",", ".") ?? Number.NaN);
    shown.push({
      mlsNumber: match[4]!.trim(),
      position: match[1] === undefined ? undefined : Number(match[1]),
      price: price === undefined ? undefined : firstAmount(price),
      bedrooms: beds,
      bathrooms: baths === undefined || Number.isNaN(baths) ? undefined : baths,
    });
  }
  return shown;
}
