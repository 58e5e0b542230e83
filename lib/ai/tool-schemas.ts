import { z } from "zod";
import type { ListingFilters, ListingSort } from "./concierge/types";

// The inputs of the listing tools, as models see them (JSON Schema generated from these).
const range = z
  .object({ min: z.number().optional(), max: z.number().optional() })
  .describe("Inclusive bounds; give min, max or both");

export const listingFiltersSchema = z.object({
  city: z.string().optional().describe("City name, any case"),
  saleType: z.enum(["for_sale", "for_rent"]).optional(),
  bedrooms: range.optional(),
  bathrooms: range.optional(),
  price: range.optional().describe("Sale price for homes for sale, monthly rent for rentals"),
  propertyType: z.string().optional().describe("e.g. Single Family, Condo, Townhouse, Apartment, Multi-Family"),
  parkingSpots: range.optional(),
  yearBuilt: range.optional(),
  status: z.enum(["Active", "PreOnMarket", "Sold"]).optional(),
  tours: z.enum(["OpenHouse", "3D"]).optional(),
  keywords: z.array(z.string()).optional().describe("Words that must appear in the description or features, e.g. pool, garage"),
});

export const listingSortSchema = z.enum(["newest", "price_asc", "price_desc", "area_desc"]);

export const searchInputSchema = z.object({
  filters: listingFiltersSchema,
  sort: listingSortSchema.default("newest"),
  limit: z.number().int().min(1).max(10).default(3),
});

export const countInputSchema = z.object({ filters: listingFiltersSchema });

export const getListingInputSchema = z.object({
  mlsNumber: z.string().optional(),
  address: z.string().optional(),
  listingId: z.number().int().optional(),
});

export const leadInputSchema = z.object({
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
});

// The concierge's types and these schemas describe the same data; keep them in step.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const filtersInStep: Same<z.output<typeof listingFiltersSchema>, ListingFilters> = true;
const sortInStep: Same<z.output<typeof listingSortSchema>, ListingSort> = true;
void filtersInStep;
void sortInStep;
