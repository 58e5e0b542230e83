import { z } from "zod";
import { LISTING_STATUSES as LISTING_STATUSES_VALUES, SALE_TYPES, type TOURS } from "@/db/enums";
import { numberField } from "@/lib/validation/fields";
import { SALE_TYPE_DISPLAY } from "./format";

// The one vocabulary listings are asked for in: the enum values (db/enums.ts, from which the
// database's types are built) and the filters of RealEstateList, which the API validates, the
// list queries run, the dashboard's grid keeps in its URL and the concierge's criteria reuse.
// No Drizzle here: the dashboard's browser code imports it. The key a CityName filter matches
// is the database's (db/schema.ts cityKey), since the stored column is generated from it.

export { AREA_UNITS, LISTING_STATUSES, SALE_TYPES, type SaleType, SPACE_TYPES, TOURS } from "@/db/enums";
export type ListingStatus = (typeof LISTING_STATUSES_VALUES)[number];
export type Tour = (typeof TOURS)[number];

const SALE_TYPE_FROM_DISPLAY = Object.fromEntries(Object.entries(SALE_TYPE_DISPLAY).map(([value, display]) => [display, value]));

/** SaleType as stored, or in the display forms list replies use ("For Sale", spec 2.5). */
export const saleTypeField = z.preprocess((value) => (typeof value === "string" ? (SALE_TYPE_FROM_DISPLAY[value] ?? value) : value), z.enum(SALE_TYPES));

/** A filter that null or blank text leaves out. */
const optionalFilter = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value), schema.optional());

/** The filters of RealEstateList; every one given must hold. */
export const listingFiltersSchema = z.object({
  CityName: optionalFilter(z.string().trim().max(100)),
  SaleType: optionalFilter(saleTypeField),
  MLSNumber: optionalFilter(z.string().trim().max(100)),
});

export type ListingFilters = z.output<typeof listingFiltersSchema>;
export const LISTING_FILTER_NAMES = Object.keys(listingFiltersSchema.shape) as (keyof ListingFilters)[];

/** The columns the dashboard's grid sorts by; RealEstateList orders by one of them when asked. */
export const LISTING_SORTS = ["MLSNumber", "Address", "SaleType", "Status", "Price", "Bedrooms", "Bathrooms", "PropertyType", "DaysOnMarket"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;

const optionalNumberFilter = (max: number) => optionalFilter(numberField({ min: 0, max }));

/**
 * Added to RealEstateList for the dashboard's grid (issue 23): more filters, a partial MLS
 * number or address, and a sort. Absent, a list is what it always was: newest first.
 */
export const listingTableSchema = z.object({
  /** Part of an MLS number or of an address, matched case- and accent-insensitively. */
  Search: optionalFilter(z.string().trim().max(100)),
  Status: optionalFilter(z.enum(LISTING_STATUSES_VALUES)),
  /** A property type, matched ignoring case ("condo" finds "Condo"). */
  PropertyType: optionalFilter(z.string().trim().max(100)),
  /** The price shown: SalePrice for sale, RentPrice for rent. */
  PriceMin: optionalNumberFilter(1e12),
  PriceMax: optionalNumberFilter(1e12),
  BedsMin: optionalNumberFilter(1000),
  SortBy: optionalFilter(z.enum(LISTING_SORTS)),
  SortOrder: optionalFilter(z.enum(SORT_ORDERS)),
});

export type ListingTableOptions = z.output<typeof listingTableSchema>;
export const LISTING_TABLE_NAMES = Object.keys(listingTableSchema.shape) as (keyof ListingTableOptions)[];
