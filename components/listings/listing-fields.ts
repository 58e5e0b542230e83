import type { z } from "zod";
import { AREA_UNITS, LISTING_STATUSES, SALE_TYPES, SPACE_TYPES, TOURS } from "@/db/enums";

/** Statuses in words where the stored value is not one ("ComingSoon" is "Coming soon"). */
export const STATUS_LABELS: Partial<Record<string, string>> = {
  PreOnMarket: "Pre-market",
  ComingSoon: "Coming soon",
  OffMarket: "Off market",
};
import { LISTING_FIELD_NAMES, type ListingFieldName, listingObject, REQUIRED_LISTING_FIELDS } from "@/lib/listings/schema";

// What the dashboard needs to know about each listing field of spec 2.4 besides its
// rules (which stay in lib/listings/schema.ts): a label, and the choices of enums.

export type { ListingFieldName };
export type ListingOutput = z.output<typeof listingObject>;
export const LISTING_FIELDS = LISTING_FIELD_NAMES;

export const FIELD_LABELS: Record<ListingFieldName, string> = {
  SaleType: "Sale type",
  Status: "Status",
  CurrencySymbol: "Currency symbol",
  PropertyType: "Property type",
  Bedrooms: "Bedrooms",
  Bathrooms: "Bathrooms",
  Url: "Listing URL",
  MLSNumber: "MLS number",
  YearBuilt: "Year built",
  DaysOnMarket: "Days on market",
  LotArea: "Lot area",
  BuildingArea: "Building area",
  AreaUnit: "Area unit",
  Images: "Images",
  Tours: "Tours",
  ParkingSpots: "Parking spots",
  Description: "Description",
  ExtensionColumn: "Extra fields",
  Location: "Area or neighborhood",
  Address: "Street address",
  City: "City",
  State: "State",
  ZIP: "ZIP code",
  Latitude: "Latitude",
  Longitude: "Longitude",
  SalePrice: "Sale price",
  UnitAreaPrice: "Price per unit area",
  HOAMonth: "HOA fee per month",
  ZestimatePrice: "Estimated value",
  RentPrice: "Rent per month",
  SpaceType: "Space type",
  DepositFee: "Deposit",
};

/** The values of each enum field with what the dashboard shows for them. */
export const ENUM_CHOICES: Partial<Record<ListingFieldName, readonly (readonly [string, string])[]>> = {
  SaleType: SALE_TYPES.map((value) => [value, value === "for_sale" ? "For sale" : "For rent"] as const),
  Status: LISTING_STATUSES.map((value) => [value, STATUS_LABELS[value] ?? value] as const),
  AreaUnit: AREA_UNITS.map((value) => [value, value] as const),
  Tours: TOURS.map((value) => [value, value === "OpenHouse" ? "Open house" : "3D tour"] as const),
  SpaceType: SPACE_TYPES.map((value) => [value, value] as const),
};

/** What the owner must fill in: fields the schema requires and refuses empty (a listing's Url may be ""). */
export const REQUIRED_FIELDS: ReadonlySet<ListingFieldName> = new Set(
  REQUIRED_LISTING_FIELDS.filter((field) => !listingObject.shape[field].safeParse("").success),
);

/**
 * A row's problems in the owner's words: the field's label, and an enum's choices as the
 * dashboard shows them ("Sale type must be For sale or For rent", not the API's names).
 */
export function describeForOwner(issues: readonly { path: readonly PropertyKey[]; message: string; code: string }[]): string {
  const parts = issues.map((issue) => {
    const field = String(issue.path[0] ?? "") as ListingFieldName;
    const label = FIELD_LABELS[field] ?? (field || "The row");
    const choices = ENUM_CHOICES[field];
    if (choices && issue.code === "invalid_value") return `${label} must be ${choices.map(([, text]) => text).join(" or ")}`;
    const message = issue.message
      .replace(/^must be an integer$/, "must be a whole number")
      .replace(/^must be a number$/, "must be a number, such as 1850 or 2.5");
    return `${label}${issue.path.length > 1 ? ` (item ${String(issue.path[1])})` : ""} ${message}`;
  });
  return [...new Set(parts)].join("; ");
}
