import { and, type AnyColumn, eq, gte, inArray, lte, not, type SQL, sql, notInArray } from "drizzle-orm";
import { listings } from "@/db/schema";
import type { ListingStatus, SaleType, Tour } from "@/lib/listings/filters";
import { propertyKind } from "./search-columns";
import { anyPhrase, hasFeature, mentions } from "./search-features";
import { postalKey } from "./text";
import type { Availability, SearchFilters, ListingSort, Range, SortField } from "./types";
import { TOUR_WORDS } from "./vocab";

// The WHERE and ORDER BY of the concierge's queries. Every query leads with the chatbot, so the
// planner starts from the (chatbot_id, …) indexes. Cities are matched by the keys resolved
// beforehand (search-cities.ts), so the city indexes serve a city typed without its accents.

/** Square feet per square metre: filters and sorts are in square feet. */
export const SQFT_PER_SQM = 10.7639;

const STATUSES: Record<Exclude<Availability, "any">, ListingStatus[]> = {
  available: ["Active", "ComingSoon", "PreOnMarket"],
  now: ["Active"],
  coming_soon: ["ComingSoon", "PreOnMarket"],
  pending: ["Pending"],
  sold: ["Sold"],
  off_market: ["OffMarket"],
};

/** The statuses a search offers for an availability; null for any. */
export function statusesFor(availability: Availability | undefined): ListingStatus[] | null {
  return availability === "any" ? null : STATUSES[availability ?? "available"];
}

/** The price a visitor means: the sale price of a listing for sale, the rent of a rental. */
export function priceOf(saleType: SaleType | undefined): SQL {
  if (saleType === "for_sale") return sql`${listings.SalePrice}`;
  if (saleType === "for_rent") return sql`${listings.RentPrice}`;
  return sql`(case when ${listings.SaleType} = 'for_sale' then ${listings.SalePrice} else ${listings.RentPrice} end)`;
}

const inSquareFeet = (column: AnyColumn) =>
  sql`(case when ${listings.AreaUnit} = 'Square Meters' then ${column} * ${sql.raw(String(SQFT_PER_SQM))} else ${column} end)`;
export const areaSqft = inSquareFeet(listings.BuildingArea);
export const lotAreaSqft = inSquareFeet(listings.LotArea);

function within(column: SQL | AnyColumn, range: Range | undefined): SQL[] {
  const conditions: SQL[] = [];
  const value = sql`${column}`;
  if (typeof range?.min === "number" && Number.isFinite(range.min)) conditions.push(gte(value, range.min));
  if (typeof range?.max === "number" && Number.isFinite(range.max)) conditions.push(lte(value, range.max));
  return conditions;
}

// How listings store a currency ("$", "USD", "US$"): a visitor's symbol or code finds them all.
const CURRENCIES: readonly (readonly string[])[] = [
  ["$", "USD", "US$", "US DOLLAR", "DOLLAR", "DOLLARS"],
  ["€", "EUR", "EURO", "EUROS"],
  ["£", "GBP", "POUND", "POUNDS"],
  ["MXN", "MX$", "MEX$", "PESO", "PESOS"],
  ["CAD", "C$", "CA$"],
  ["AUD", "A$", "AU$"],
  ["CHF", "FR."],
  ["BRL", "R$"],
  ["¥", "JPY", "YEN"],
  ["COP", "COL$"],
  ["ARS", "AR$"],
];

/** A bare "$" or "dollars": every currency written with a dollar sign (US, Canadian, Australian, pesos…). */
const ANY_DOLLAR = new Set(["$", "DOLLAR", "DOLLARS"]);

export function currencySpellings(currency: string): string[] {
  const wanted = currency.trim().toUpperCase().slice(0, 16);
  if (ANY_DOLLAR.has(wanted)) return CURRENCIES.filter((family) => family.some((spelling) => spelling.includes("$"))).flat();
  return [...(CURRENCIES.find((family) => family.includes(wanted)) ?? [wanted])];
}

const MAX_IDS = 200;

const MAX_TEXTS = 8;
const MAX_FEATURES = 12;

/** At least one of the conditions; a group with none that can match matches nothing. */
function anyOf(conditions: (SQL | null)[]): SQL {
  const usable = conditions.filter((condition): condition is SQL => condition !== null);
  return usable.length > 0 ? sql`(${sql.join(usable, sql` or `)})` : sql`false`;
}

/** A tour of a kind: the listing's field, or, for an open house, the owner's own words for one ("Visite libre: samedi 10 h"). */
function toured(tour: Tour): SQL {
  return tour === "OpenHouse" ? anyOf([eq(listings.Tours, tour), anyPhrase(TOUR_WORDS.OpenHouse)]) : eq(listings.Tours, tour);
}

/** Every filter given must hold; `cityKeys` are the stored city keys the filter's city (and its alternatives) matched. */
export function listingConditions(chatbotId: string, filters: SearchFilters, cityKeys?: string[]): SQL {
  const statuses = statusesFor(filters.availability);
  const price = priceOf(filters.saleType);
  const features = (filters.features ?? []).slice(0, MAX_FEATURES).map(hasFeature);
  const excluded = (filters.excludedFeatures ?? []).slice(0, MAX_FEATURES).map(hasFeature);
  // "A pool or a garden": each group needs one of its features.
  const alternatives = (filters.anyFeatures ?? []).slice(0, MAX_FEATURES).map((group) => anyOf(group.slice(0, MAX_FEATURES).map(hasFeature)));
  const texts = [...(filters.text ?? []).map((text) => mentions(text)), ...(filters.place ? [mentions(filters.place, !filters.placeIsTown)] : [])].slice(
    0,
    MAX_TEXTS,
  );
  const ids = (filters.ids ?? []).filter((id) => Number.isSafeInteger(id)).slice(0, MAX_IDS);
  return and(
    eq(listings.chatbotId, chatbotId),
    filters.city?.trim() ? (cityKeys && cityKeys.length > 0 ? inArray(listings.cityKey, cityKeys) : sql`false`) : undefined,
    filters.ids ? (ids.length > 0 ? inArray(listings.id, ids) : sql`false`) : undefined,
    filters.postalCode ? sql`upper(replace(${listings.ZIP}, ' ', '')) = ${postalKey(filters.postalCode)}` : undefined,
    filters.saleType ? eq(listings.SaleType, filters.saleType) : undefined,
    statuses ? inArray(listings.Status, statuses) : undefined,
    filters.kinds && filters.kinds.length > 0 ? inArray(propertyKind, filters.kinds.slice(0, 12)) : undefined,
    filters.excludedKinds && filters.excludedKinds.length > 0 ? notInArray(propertyKind, filters.excludedKinds.slice(0, 12)) : undefined,
    // "A studio" (no bedroom apart) is a home: never a plot of land or a shop, which have no bedroom either.
    filters.bedrooms?.max === 0 && !filters.kinds?.length ? notInArray(propertyKind, ["land", "commercial"]) : undefined,
    filters.tours ? toured(filters.tours) : undefined,
    filters.currency?.trim() ? inArray(sql`upper(btrim(${listings.CurrencySymbol}))`, currencySpellings(filters.currency)) : undefined,
    ...within(listings.Bedrooms, filters.bedrooms),
    ...within(listings.Bathrooms, filters.bathrooms),
    ...within(listings.ParkingSpots, filters.parkingSpots),
    ...within(listings.YearBuilt, filters.yearBuilt),
    ...within(listings.DaysOnMarket, filters.daysOnMarket),
    // No HOA fee stored is no fee: "no HOA" and "HOA under $300" both take it.
    ...within(sql`coalesce(${listings.HOAMonth}, 0)`, filters.hoa),
    ...within(price, filters.price),
    ...within(areaSqft, filters.area),
    ...within(lotAreaSqft, filters.lotArea),
    ...features.map((condition) => condition ?? undefined),
    ...excluded.map((condition) => (condition ? not(condition) : undefined)),
    ...alternatives,
    ...texts.map((condition) => condition ?? undefined),
  )!;
}

/** A sort's value; zeros of facts that are never zero (area, year, price) read as unknown and go last. */
function sortValue(field: SortField, saleType: SaleType | undefined): SQL {
  switch (field) {
    case "price":
      return sql`nullif(${priceOf(saleType)}, 0)`;
    case "bedrooms":
      return sql`${listings.Bedrooms}`;
    case "bathrooms":
      return sql`${listings.Bathrooms}`;
    case "area":
      return sql`nullif(${areaSqft}, 0)`;
    case "lotArea":
      return sql`nullif(${lotAreaSqft}, 0)`;
    case "yearBuilt":
      return sql`nullif(${listings.YearBuilt}, 0)`;
    case "daysOnMarket":
      return sql`${listings.DaysOnMarket}`;
    case "parkingSpots":
      return sql`${listings.ParkingSpots}`;
    case "hoa":
      return sql`${listings.HOAMonth}`;
    case "pricePerArea":
      return sql`(nullif(${priceOf(saleType)}, 0) / nullif(${areaSqft}, 0))`;
  }
}

/** Ties go to the newest id: "nulls last" as in the indexes' `id DESC NULLS LAST`, so that they give the order. */
const newestId = sql`${listings.id} desc nulls last`;

/** The order asked for, nulls last; by default the most recently listed first. Ties: newest id first. */
export function ordering(sort: ListingSort | undefined, saleType: SaleType | undefined): SQL[] {
  if (!sort) return [sql`${listings.DaysOnMarket} asc`, newestId];
  const direction = sort.direction === "desc" ? sql`desc` : sql`asc`;
  return [sql`${sortValue(sort.field, saleType)} ${direction} nulls last`, newestId];
}
