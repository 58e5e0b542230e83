import { FEATURES } from "@/lib/ai/concierge/features";
import type { PropertyKind } from "@/lib/ai/concierge/types";
import type { SaleType } from "@/lib/listings/filters";
import type { QuestionIntent } from "./facts";
import { MAX_BEDS, PRICE_EDGES, type SearchShape } from "./terms";

// How Insights names what visitors asked for, in the owner's words (the dashboard and the API's labels).

export const INTENT_LABELS: Record<QuestionIntent, string> = {
  search: "Searched for homes",
  count: "Asked how many homes",
  listing: "Asked about one home",
  compare: "Compared homes",
  coverage: "Asked where you have homes",
  knowledge: "Asked about the agency",
  contact: "Left contact details or asked to visit",
  human: "Asked for a person",
  chat: "Greetings and small talk",
  offtopic: "Off topic",
  other: "Not understood",
};

export const LANGUAGE_LABELS: Record<string, string> = { en: "English", es: "Spanish", fr: "French", other: "Other or unclear" };

export const SALE_TYPE_LABELS: Record<SaleType, string> = { for_sale: "To buy", for_rent: "To rent" };

export const KIND_LABELS: Record<PropertyKind, string> = {
  house: "Houses",
  apartment: "Apartments",
  condo: "Condos",
  townhouse: "Townhouses",
  multi_family: "Multi-family",
  land: "Land",
  commercial: "Commercial",
  mobile_home: "Mobile homes",
  farm: "Farms and ranches",
  other: "Other",
};

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A feature id's English display form ("sea_view" is "Sea view"), or the id made readable. */
export function featureLabel(id: string): string {
  const feature = FEATURES.find((known) => known.id === id);
  return capital(feature?.words.en[0] ?? id.replaceAll("_", " "));
}

/** A city key ("san diego") as a name ("San Diego"). */
export const cityLabel = (key: string) => key.replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

export const bedsLabel = (beds: number) => (beds === 0 ? "Studio" : beds >= MAX_BEDS ? `${MAX_BEDS}+ bedrooms` : `${beds}+ bedroom${beds === 1 ? "" : "s"}`);

/** A compact amount: $950, $1,500, $400k, $1.5M. */
export function money(symbol: string, amount: number): string {
  if (amount >= 1_000_000) return `${symbol}${Number((amount / 1_000_000).toFixed(2))}M`;
  if (amount >= 10_000) return `${symbol}${Number((amount / 1_000).toFixed(1))}k`;
  return `${symbol}${amount.toLocaleString("en-US")}`;
}

/** The budgets a band holds: "Under $100k", "$300k–$400k", "Over $3M" (rents "/mo"). */
export function priceBandLabel(saleType: SaleType, band: number, symbol: string): string {
  const edges = PRICE_EDGES[saleType];
  const suffix = saleType === "for_rent" ? "/mo" : "";
  if (band === 0) return `Under ${money(symbol, edges[0]!)}${suffix}`;
  if (band >= edges.length) return `Over ${money(symbol, edges.at(-1)!)}${suffix}`;
  return `${money(symbol, edges[band - 1]!)}–${money(symbol, edges[band]!)}${suffix}`;
}

/** A search shape in words: "3+ bedroom houses to buy in Austin, up to $400k". */
export function searchLabel(shape: SearchShape, symbol: string): string {
  const kind = shape.kind ? KIND_LABELS[shape.kind].toLowerCase() : "homes";
  const beds = shape.beds === null ? "" : shape.beds === 0 ? "studio " : `${bedsLabel(shape.beds).replace(/ bedrooms?$/, " bedroom")} `;
  const sale = shape.saleType ? ` ${SALE_TYPE_LABELS[shape.saleType].toLowerCase()}` : "";
  const where = [shape.place, shape.city]
    .filter((name): name is string => name !== null)
    .map(cityLabel)
    .join(", ");
  const city = where ? ` in ${where}` : "";
  const price = shape.budget ? `, up to ${money(symbol, shape.budget.max)}${shape.budget.saleType === "for_rent" ? "/mo" : ""}` : "";
  return capital(`${beds}${kind}${sale}${city}${price}`);
}
