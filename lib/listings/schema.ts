import { z } from "zod";
import { chatbotIdField } from "@/lib/chatbots/schema";
import { AREA_UNITS, LISTING_STATUSES, listingFiltersSchema, listingTableSchema, saleTypeField, SPACE_TYPES, TOURS } from "./filters";
import { httpUrl, httpUrlOrEmpty, intField, nullableNumberField, numberField, optionalNumberField } from "@/lib/validation/fields";

// Inputs accept what list replies return (spec 2.5), so a `Data.List` element sent
// back to Update works: numeric text, "" for an absent optional value, Images and
// ExtensionColumn as JSON text, and the display forms "For Sale" / "For Rent".

/** An optional enum where "" and null clear the value. */
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === "" ? null : value), z.enum(values).nullable()).optional();

/** Optional free text; null reads as "" and numbers (a ZIP sent as 78701) as their text. */
const optionalText = (max: number) =>
  z.preprocess((value) => (value === null ? "" : typeof value === "number" ? String(value) : value), z.string().max(max)).optional();

const requiredText = (max: number) => z.string().trim().min(1).max(max);

function parseJsonText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (value.trim() === "") return null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const extensionPair = z.object({
  Key: z.string().min(1).max(200),
  value: z.preprocess((value) => (typeof value === "number" || typeof value === "boolean" ? String(value) : value), z.string().max(5000)),
});

// The statuses added for the concierge are taken as feeds spell them ("Coming Soon",
// "coming-soon", "Off Market", "pending"); the original three are exact, as they always were.
const ADDED_STATUSES = new Map(["Pending", "ComingSoon", "OffMarket"].map((status) => [status.toLowerCase(), status]));
const STATUS_SEPARATORS = /[\s_-]/g;

function normaliseStatus(value: unknown): unknown {
  if (typeof value !== "string" || value.length > 40) return value;
  return ADDED_STATUSES.get(value.replace(STATUS_SEPARATORS, "").toLowerCase()) ?? value;
}

const price = () => optionalNumberField({ min: 0, max: 1e12 });

const listingFields = {
  SaleType: saleTypeField,
  Status: z.preprocess(normaliseStatus, z.enum(LISTING_STATUSES)),
  CurrencySymbol: requiredText(8),
  PropertyType: requiredText(100),
  Bedrooms: intField(0, 1000),
  Bathrooms: numberField({ min: 0, max: 1000 }),
  Url: httpUrlOrEmpty(),
  MLSNumber: requiredText(100),
  YearBuilt: intField(0, 2100),
  DaysOnMarket: intField(0, 100_000),
  LotArea: numberField({ min: 0, max: 1e9 }),
  // Land has no building: "" or null says the area is not known (never 0).
  BuildingArea: nullableNumberField({ min: 0, max: 1e9 }),
  AreaUnit: z.enum(AREA_UNITS),
  Images: z.preprocess(parseJsonText, z.array(httpUrl()).max(100).nullable()).optional(),
  Tours: optionalEnum(TOURS),
  ParkingSpots: intField(0, 10_000),
  Description: optionalText(20_000),
  ExtensionColumn: z.preprocess(parseJsonText, z.array(extensionPair).max(100).nullable()).optional(),
  Location: optionalText(500),
  Address: optionalText(500),
  // Trimmed so that the CityName filter (trimmed too) matches it exactly.
  City: optionalText(100).transform((city) => city?.trim()),
  State: optionalText(100),
  ZIP: optionalText(20),
  Latitude: optionalNumberField({ min: -90, max: 90 }),
  Longitude: optionalNumberField({ min: -180, max: 180 }),
  SalePrice: price(),
  UnitAreaPrice: price(),
  HOAMonth: price(),
  ZestimatePrice: price(),
  RentPrice: price(),
  SpaceType: optionalEnum(SPACE_TYPES),
  DepositFee: price(),
};

/** One documentation variant spells `Tours` as `Tour` (in any case, as every property name). */
const withTourAlias = <S extends z.ZodType>(schema: S) =>
  z.preprocess((body) => {
    const fields = body as Record<string, unknown>;
    if (typeof body !== "object" || body === null || fields.Tours !== undefined) return body;
    const alias = Object.keys(fields).find((key) => key.toLowerCase() === "tour");
    return alias !== undefined && fields[alias] !== undefined ? { ...fields, Tours: fields[alias] } : body;
  }, schema);

/**
 * The listing's own fields, without the request's SerialNumber or the Tour alias: the
 * dashboard's listing form validates with it, and Create and Update are built from it.
 */
export const listingObject = z.object(listingFields);

export type ListingFieldName = keyof typeof listingObject.shape;
export const LISTING_FIELD_NAMES = Object.keys(listingObject.shape) as ListingFieldName[];
/** The fields Create cannot do without, as the schema itself says. */
export const REQUIRED_LISTING_FIELDS = LISTING_FIELD_NAMES.filter((field) => !listingObject.shape[field].safeParse(undefined).success);

export const createListingInput = withTourAlias(z.object({ SerialNumber: chatbotIdField, ...listingObject.shape }));

export type ListingFields = Omit<z.output<typeof createListingInput>, "SerialNumber">;

const KEY_TYPES: Record<string, KeyType> = { platformid: "PlatformId", newoaks: "PlatformId", mlsnumber: "MLSNumber", url: "URL" };
export type KeyType = "PlatformId" | "MLSNumber" | "URL";

const keyTypeField = z.preprocess(
  (value) => (typeof value === "string" ? (KEY_TYPES[value.trim().toLowerCase()] ?? value) : value),
  z.enum(["PlatformId", "MLSNumber", "URL"], {
    error: (issue) => (issue.input === undefined ? undefined : "must be one of PlatformId (or NewOaks), MLSNumber, URL"),
  }),
);

const keyField = z.preprocess((value) => (typeof value === "number" ? String(value) : value), z.string().trim().min(1).max(2048));

export const updateListingInput = withTourAlias(listingObject.partial().extend({ SerialNumber: chatbotIdField, Key: keyField, KeyType: keyTypeField }));

export const getListingInput = z.object({ SerialNumber: chatbotIdField, Key: keyField, KeyType: keyTypeField });

export const deleteListingsInput = z.object({
  SerialNumber: chatbotIdField,
  Keys: z.array(keyField).min(1).max(1000),
  KeyType: keyTypeField,
});

/** Bulk status change (the grid's "Mark sold"): one statement, so all the named listings change or none. */
export const setListingStatusInput = z.object({
  SerialNumber: chatbotIdField,
  Keys: z.array(keyField).min(1).max(1000),
  KeyType: keyTypeField,
  Status: listingFields.Status,
});

export const listListingsInput = z.object({
  SerialNumber: chatbotIdField,
  ...listingFiltersSchema.shape,
  ...listingTableSchema.shape,
  PageNumber: z.preprocess((value) => (value === null || value === "" ? undefined : value), intField(1, 10_000_000).default(1)),
  PageSize: z.preprocess((value) => (value === null || value === "" ? undefined : value), intField(1, 100).default(20)),
});
