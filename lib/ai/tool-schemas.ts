import { z } from "zod";
import { SALE_TYPES, TOURS } from "@/lib/listings/filters";
import { AVAILABILITIES, type SearchFilters, type ListingRef, type ListingSort, PROPERTY_KINDS, SORT_FIELDS } from "./concierge/types";

// The inputs of the listing tools, as models see them (JSON Schema generated from these), and
// the shape the conversation state is validated with when read back. Text a model or a stored
// state gives is capped here: nothing longer reaches a query.

const MAX_TEXT = 120;
const MAX_ITEMS = 20;

const range = z.object({ min: z.number().finite().optional(), max: z.number().finite().optional() }).describe("Inclusive bounds; give min, max or both");

const words = (description: string) => z.array(z.string().max(MAX_TEXT)).max(MAX_ITEMS).optional().describe(description);

export const searchFiltersSchema = z.object({
  city: z.string().max(MAX_TEXT).optional().describe("One city the agency has listings in (list_coverage names them); any case, accents optional"),
  cities: z
    .array(z.string().max(MAX_TEXT))
    .max(MAX_ITEMS)
    .optional()
    .describe('Several cities, any of which will do ("Madrid or Málaga"); set city to the first of them too'),
  saleType: z.enum(SALE_TYPES).optional().describe("for_sale: homes to buy; for_rent: rentals"),
  availability: z
    .enum(AVAILABILITIES)
    .optional()
    .describe(
      "Leave unset for homes on the market (active, coming soon). coming_soon for only those about to be listed; pending, sold or off_market only when the visitor asks for those; any for every status",
    ),
  kinds: z
    .array(z.enum(PROPERTY_KINDS))
    .max(PROPERTY_KINDS.length)
    .optional()
    .describe("Any of these kinds of property; a listing typed in any language (Maison, Piso) is classified into one"),
  excludedKinds: z.array(z.enum(PROPERTY_KINDS)).max(PROPERTY_KINDS.length).optional().describe('None of these kinds ("anything but an apartment")'),
  bedrooms: range.optional(),
  bathrooms: range.optional(),
  price: range.optional().describe("Sale price for homes for sale, monthly rent for rentals, in the listing's own currency"),
  currency: z.string().max(8).optional().describe('The currency the visitor named, as a symbol ("$", "€", "£") or ISO code'),
  area: range.optional().describe("Living area in square feet (1 m² = 10.7639 sq ft)"),
  lotArea: range.optional().describe("Lot area in square feet (1 m² = 10.7639 sq ft)"),
  parkingSpots: range.optional(),
  yearBuilt: range.optional(),
  hoa: range.optional().describe("Monthly HOA fee"),
  daysOnMarket: range.optional().describe("Days since the home was listed"),
  tours: z.enum(TOURS).optional().describe("Homes with an open house or a 3D tour"),
  features: words("Features the home must have, as ids: pool, garage, garden, sea_view, … (any language's word is matched in descriptions)"),
  anyFeatures: z
    .array(z.array(z.string().max(MAX_TEXT)).max(MAX_ITEMS))
    .max(MAX_ITEMS)
    .optional()
    .describe('Groups of feature ids of which the home needs at least one per group ("a pool or a garden": [["pool", "garden"]])'),
  excludedFeatures: words('Feature ids the home must not have ("without a pool")'),
  text: words("Other words that must appear: a neighbourhood, a street, a school"),
  place: z
    .string()
    .max(MAX_TEXT)
    .optional()
    .describe("A place that is none of the chatbot's cities (a neighbourhood, or a city it does not cover): matched like text"),
  placeIsTown: z
    .boolean()
    .optional()
    .describe('The place is a town named with its state or province code ("Charleston SC"): never matched to a street of an address'),
  ids: z.array(z.number().int()).max(50).optional().describe("Only these listing ids: to pick among the results of get_conversation_state"),
  postalCode: z
    .string()
    .max(12)
    .optional()
    .describe('A postal or ZIP code the visitor named ("80304", "18010", "B3H 1A1"): homes with that ZIP, spaces and case aside'),
  similarTo: z
    .number()
    .int()
    .optional()
    .describe('A listing id: homes like it ("anything similar?"), in its city, of its kind and sale type, on the market, itself left out'),
});

export const listingSortSchema = z
  .object({ field: z.enum(SORT_FIELDS), direction: z.enum(["asc", "desc"]) })
  .describe('Order of the results. "Newest listings" is daysOnMarket asc; "newest built" is yearBuilt desc; cheapest is price asc');

export const searchInputSchema = z.object({
  filters: searchFiltersSchema,
  sort: listingSortSchema.optional(),
  limit: z.number().int().min(1).max(10).default(5).describe("How many listings to return (1-10; 5 unless the visitor asked for another number)"),
  offset: z.number().int().min(0).max(45).optional().describe("How many matches to skip: those already shown, for 'show me more'"),
});

export const countInputSchema = z.object({ filters: searchFiltersSchema });

export const listingRefSchema = z
  .union([
    z.object({ id: z.number().int().describe("The listing's id, as tools return it") }),
    z.object({ mlsNumber: z.string().min(1).max(MAX_TEXT) }),
    z.object({
      address: z
        .string()
        .min(1)
        .max(MAX_TEXT)
        .describe("Street address, e.g. 4100 Congress Ave, or a name of the listing's own: its building, its street without a number, its neighbourhood"),
    }),
  ])
  .describe("One listing: by id, MLS number or street address");

export const getListingInputSchema = z.object({ listing: listingRefSchema });

export const compareInputSchema = z.object({ listings: z.array(listingRefSchema).min(2).max(3).describe("Two or three listings to compare") });

export const leadInputSchema = z.object({
  name: z.string().max(MAX_TEXT).optional(),
  email: z.string().max(MAX_TEXT).optional(),
  phone: z.string().max(40).optional(),
  listing: listingRefSchema.optional().describe("The listing the visitor is interested in, if any"),
});

export const showingInputSchema = z.object({
  listing: listingRefSchema.optional().describe("The home the visitor wants to see; omit for the one the conversation is about"),
  when: z
    .string()
    .max(600)
    .optional()
    .describe("What the visitor said about when they could come, in their own words (any language), e.g. 'Saturday afternoon or Monday after 5'"),
  name: z.string().max(MAX_TEXT).optional(),
  email: z.string().max(MAX_TEXT).optional(),
  phone: z.string().max(40).optional(),
  described: searchFiltersSchema
    .optional()
    .describe(
      "When the visitor describes the home instead of naming it ('the townhouse with the rooftop deck'): filters that find it; used when exactly one listing matches",
    ),
  change: z
    .boolean()
    .optional()
    .describe("true when the visitor moves the visit they already asked for in this conversation to other times ('actually make it Sunday, same time')"),
});

export const alertInputSchema = z.object({
  email: z.string().max(MAX_TEXT).optional().describe("The visitor's e-mail address, when they gave it (now or earlier in the conversation)"),
  phone: z.string().max(MAX_TEXT).optional().describe("Their phone number, when they gave one: kept for the agent even with no e-mail"),
  name: z.string().max(MAX_TEXT).optional(),
  filters: searchFiltersSchema.optional().describe("What to watch for; omit to save the conversation's last search (get_conversation_state shows it)"),
});

export const qualifyInputSchema = z.object({
  answer: z
    .string()
    .max(600)
    .describe(
      "The visitor's words about their plans: when they mean to move, how they will pay (pre-approved, cash, a mortgage), whether they must sell a home first",
    ),
  asked: z.enum(["timeline", "financing", "sellFirst"]).optional().describe("The qualifying question you just asked, when the visitor is answering it"),
});

export const knowledgeInputSchema = z.object({
  query: z.string().trim().min(1).max(500).describe("The visitor's question about the agency, in their words (any language)"),
});

// The concierge's types and these schemas describe the same data; keep them in step.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const filtersInStep: Same<z.output<typeof searchFiltersSchema>, SearchFilters> = true;
const sortInStep: Same<z.output<typeof listingSortSchema>, ListingSort> = true;
const refInStep: Same<z.output<typeof listingRefSchema>, ListingRef> = true;
void filtersInStep;
void sortInStep;
void refInStep;
