import { z } from "zod";
import { type LISTING_STATUSES, SALE_TYPES, type TOURS } from "@/db/enums";
import { SALE_TYPE_DISPLAY } from "./format";

// The one vocabulary listings are asked for in: the enum values (db/enums.ts, from which the
// database's types are built) and the filters of RealEstateList, which the API validates, the
// list queries run, the dashboard's grid keeps in its URL and the concierge's criteria reuse.
// No Drizzle here: the dashboard's browser code imports it. The key a CityName filter matches
// is the database's (db/schema.ts cityKey), since the stored column is generated from it.

export { AREA_UNITS, LISTING_STATUSES, SALE_TYPES, type SaleType, SPACE_TYPES, TOURS } from "@/db/enums";
export type ListingStatus = (typeof LISTING_STATUSES)[number];
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
