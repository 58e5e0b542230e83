import { PROPERTY_KINDS, type PropertyKind, type SearchFilters } from "@/lib/ai/concierge/types";
import { SALE_TYPES, type SaleType } from "@/lib/listings/filters";

// What a question asked for, as the terms Insights counts per day (insight_terms: kind, value).
// Written once per question when its answer is saved (lib/insights/facts.ts) and read back by the
// Insights queries, which turn them into labels. Only this file knows how a term is spelled.

export const TERM_KINDS = ["intent", "lang", "city", "place", "sale", "price", "beds", "type", "feature", "search", "listing", "viewed", "unanswered"] as const;
export type TermKind = (typeof TERM_KINDS)[number];

/** Budgets are counted in bands, per sale type: a sale price, or a monthly rent. */
export const PRICE_EDGES: Record<SaleType, readonly number[]> = {
  for_sale: [100_000, 200_000, 300_000, 400_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000],
  for_rent: [500, 1_000, 1_500, 2_000, 2_500, 3_000, 4_000, 5_000, 7_500],
};

/** A price without a sale type is a rent below this, a sale price from it. */
const RENT_CEILING = 20_000;

/** Bedrooms from this many up are counted together ("5+"). */
export const MAX_BEDS = 5;

const MAX_VALUE = 120;

/** Band i holds budgets up to PRICE_EDGES[i] (above the one before); the last band, those above every edge. */
export function priceBand(saleType: SaleType, value: number): number {
  const edges = PRICE_EDGES[saleType];
  const index = edges.findIndex((edge) => value <= edge);
  return index === -1 ? edges.length : index;
}

/** The sale type a budget is in: the one asked for, else what the amount looks like. */
const budgetSaleType = (filters: SearchFilters, value: number): SaleType => filters.saleType ?? (value < RENT_CEILING ? "for_rent" : "for_sale");

/** The budget a search names: its most, else its least. */
function budget(filters: SearchFilters): { saleType: SaleType; band: number; isMax: boolean } | undefined {
  const value = filters.price?.max ?? filters.price?.min;
  if (value === undefined || !Number.isFinite(value) || value < 0) return undefined;
  const saleType = budgetSaleType(filters, value);
  return { saleType, band: priceBand(saleType, value), isMax: filters.price?.max !== undefined };
}

/** The fewest bedrooms asked for, 0 for a studio ("at most 0"), capped at MAX_BEDS. */
function minBeds(filters: SearchFilters): number | undefined {
  const { min, max } = filters.bedrooms ?? {};
  if (min !== undefined && Number.isFinite(min) && min >= 0) return Math.min(Math.floor(min), MAX_BEDS);
  return max === 0 ? 0 : undefined;
}

const cityKey = (city: string) => city.trim().toLowerCase().slice(0, MAX_VALUE);

/**
 * Where a search was, split as the concierge read it: the chatbot's cities (and a place named with
 * its state, "Charleston SC", which is a town), and any other place named (a neighbourhood, a
 * street, a city the chatbot does not cover). Only the listings can tell a neighbourhood from a
 * town not covered, so the place is kept as the visitor named it and judged when Insights is read.
 */
function whereAsked(filters: SearchFilters): { cities: string[]; place: string | null } {
  const place = filters.place?.trim() ? cityKey(filters.place) : null;
  const cities = [filters.city, ...(filters.cities ?? []), ...(filters.placeIsTown ? [filters.place] : [])].filter((city): city is string =>
    Boolean(city?.trim()),
  );
  return { cities: [...new Set(cities.map(cityKey))], place: filters.placeIsTown ? null : place };
}

/**
 * The steps a search's budget is rounded up to, per sale type: `[up to, step]`, the first that holds
 * the budget. A visitor's "under $380k" and "399,000 max" are one search, up to $400k; the Insights
 * page counts the listings within it, as the concierge would have searched.
 */
const BUDGET_STEPS: Record<SaleType, readonly (readonly [number, number])[]> = {
  for_sale: [
    [1_000_000, 50_000],
    [3_000_000, 250_000],
    [Number.POSITIVE_INFINITY, 1_000_000],
  ],
  for_rent: [
    [5_000, 250],
    [Number.POSITIVE_INFINITY, 1_000],
  ],
};

/** A budget rounded up to its step ($380k is $400k, $1,800/mo is $2,000/mo). */
export function budgetStep(saleType: SaleType, amount: number): number {
  const [, step] = BUDGET_STEPS[saleType].find(([upTo]) => amount <= upTo)!;
  return Math.max(step, Math.ceil(amount / step) * step);
}

/**
 * The most common kind of search, as one term: a city, a sale type, the fewest bedrooms, the most the
 * visitor would pay (rounded up to a step) and one kind of property. The Insights page counts the
 * listings that match it.
 */
export interface SearchShape {
  city: string | null;
  /** A place that is none of the chatbot's cities: a neighbourhood, a street, a town not covered. */
  place: string | null;
  saleType: SaleType | null;
  beds: number | null;
  /** The most the visitor would pay, rounded up (budgetStep), within `saleType` (or the sale type the amount looks like). */
  budget: { saleType: SaleType; max: number } | null;
  kind: PropertyKind | null;
}

export function searchShape(filters: SearchFilters): SearchShape | null {
  const where = whereAsked(filters);
  const max = filters.price?.max;
  const budgetType = max !== undefined && Number.isFinite(max) && max > 0 ? budgetSaleType(filters, max) : undefined;
  const shape: SearchShape = {
    city: where.cities[0] ?? null,
    place: where.place,
    saleType: filters.saleType ?? null,
    beds: minBeds(filters) ?? null,
    budget: budgetType ? { saleType: budgetType, max: budgetStep(budgetType, max!) } : null,
    kind: filters.kinds?.length === 1 ? filters.kinds[0]! : null,
  };
  return Object.values(shape).some((value) => value !== null) ? shape : null;
}

/** Five values, and a sixth, the place, only when there is one: a search without a place is the term it was before places were kept apart. */
const shapeValue = (shape: SearchShape) =>
  JSON.stringify([
    shape.city,
    shape.saleType,
    shape.beds,
    shape.budget ? `${shape.budget.saleType}:${shape.budget.max}` : null,
    shape.kind,
    ...(shape.place === null ? [] : [shape.place]),
  ]);

const isSaleType = (value: unknown): value is SaleType => (SALE_TYPES as readonly unknown[]).includes(value);
const isKind = (value: unknown): value is PropertyKind => (PROPERTY_KINDS as readonly unknown[]).includes(value);

/** A price term's value ("for_sale:3") read back; undefined when it is not one. */
export function readPriceBand(value: string): { saleType: SaleType; band: number } | undefined {
  const [saleType, band] = value.split(":");
  const index = Number(band);
  if (!isSaleType(saleType) || !Number.isInteger(index) || index < 0 || index > PRICE_EDGES[saleType].length) return undefined;
  return { saleType, band: index };
}

/** A search term's budget ("for_sale:400000") read back. */
function readBudget(value: unknown): SearchShape["budget"] | undefined {
  if (typeof value !== "string") return undefined;
  const [saleType, amount] = value.split(":");
  const max = Number(amount);
  return isSaleType(saleType) && Number.isFinite(max) && max > 0 ? { saleType, max } : undefined;
}

/** A search term's value read back; undefined when it is not one (a term written by an older version, say). */
export function readSearchShape(value: string): SearchShape | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || (parsed.length !== 5 && parsed.length !== 6)) return undefined;
  const [city, saleType, beds, spent, kind, place = null] = parsed as unknown[];
  const budget = readBudget(spent);
  if (city !== null && typeof city !== "string") return undefined;
  if (place !== null && typeof place !== "string") return undefined;
  if (parsed.length === 6 && place === null) return undefined;
  if (saleType !== null && !isSaleType(saleType)) return undefined;
  if (beds !== null && !(Number.isInteger(beds) && (beds as number) >= 0 && (beds as number) <= MAX_BEDS)) return undefined;
  if (spent !== null && !budget) return undefined;
  if (kind !== null && !isKind(kind)) return undefined;
  return { city, place, saleType, beds: beds as number | null, budget: budget ?? null, kind };
}

const term = (kind: TermKind, value: string | number) => `${kind}:${value}`;

/** The demand terms of one search's criteria. */
export function criteriaTerms(filters: SearchFilters): string[] {
  const terms: string[] = [];
  const where = whereAsked(filters);
  for (const city of where.cities) terms.push(term("city", city));
  if (where.place) terms.push(term("place", where.place));
  if (filters.saleType) terms.push(term("sale", filters.saleType));
  const spent = budget(filters);
  if (spent) terms.push(term("price", `${spent.saleType}:${spent.band}`));
  const beds = minBeds(filters);
  if (beds !== undefined) terms.push(term("beds", beds));
  for (const kind of new Set(filters.kinds ?? [])) terms.push(term("type", kind));
  const features = [...(filters.features ?? []), ...(filters.anyFeatures ?? []).flat()].map((id) => id.trim().toLowerCase().slice(0, MAX_VALUE));
  for (const feature of new Set(features.filter(Boolean))) terms.push(term("feature", feature));
  const shape = searchShape(filters);
  if (shape) terms.push(term("search", shapeValue(shape)));
  return terms;
}

export interface TermsInput {
  intent: string;
  language: string;
  criteria: SearchFilters | null;
  listingIds: readonly number[];
  viewedIds: readonly number[];
}

/** Every term of one question but `unanswered`, which the database adds from the question's own text (casabot_question_key). */
export function questionTerms({ intent, language, criteria, listingIds, viewedIds }: TermsInput): string[] {
  return [
    term("intent", intent),
    term("lang", language),
    ...(criteria ? criteriaTerms(criteria) : []),
    ...[...new Set(listingIds)].map((id) => term("listing", id)),
    ...[...new Set(viewedIds)].map((id) => term("viewed", id)),
  ];
}
