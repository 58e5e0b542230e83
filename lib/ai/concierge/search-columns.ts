import { sql } from "drizzle-orm";
import { type Listing, listings } from "@/db/schema";
import { pendingPair } from "./status";
import { PROPERTY_KINDS, type ConciergeListing, type PropertyKind } from "./types";

// The columns an answer and a listing card use: no coordinates, timestamps or search columns,
// and of the images only the first.

/** The listing's canonical kind: a generated column of migration 0010, outside the Drizzle schema. */
export const propertyKind = sql<string>`"listings"."property_kind"`;

export const conciergeColumns = {
  id: listings.id,
  MLSNumber: listings.MLSNumber,
  Url: listings.Url,
  SaleType: listings.SaleType,
  Status: listings.Status,
  PropertyType: listings.PropertyType,
  propertyKind,
  Bedrooms: listings.Bedrooms,
  Bathrooms: listings.Bathrooms,
  SalePrice: listings.SalePrice,
  RentPrice: listings.RentPrice,
  CurrencySymbol: listings.CurrencySymbol,
  City: listings.City,
  State: listings.State,
  Address: listings.Address,
  ZIP: listings.ZIP,
  Location: listings.Location,
  BuildingArea: listings.BuildingArea,
  LotArea: listings.LotArea,
  AreaUnit: listings.AreaUnit,
  YearBuilt: listings.YearBuilt,
  ParkingSpots: listings.ParkingSpots,
  DaysOnMarket: listings.DaysOnMarket,
  Tours: listings.Tours,
  HOAMonth: listings.HOAMonth,
  DepositFee: listings.DepositFee,
  Description: listings.Description,
  ExtensionColumn: listings.ExtensionColumn,
  photo: sql<string | null>`(case when jsonb_typeof(${listings.Images}) = 'array' then ${listings.Images} ->> 0 end)`,
};

export type ConciergeRow = Pick<Listing, Exclude<keyof typeof conciergeColumns, "photo" | "propertyKind">> & { photo: string | null; propertyKind: string };

const isKind = (value: string): value is PropertyKind => (PROPERTY_KINDS as readonly string[]).includes(value);

export function toConciergeListing(row: ConciergeRow): ConciergeListing {
  const forSale = row.SaleType === "for_sale";
  return {
    id: row.id,
    mlsNumber: row.MLSNumber,
    url: row.Url,
    saleType: row.SaleType,
    // On the market by its status, under contract by the owner's own words: pending.
    status: (row.Status === "Active" || row.Status === "PreOnMarket") && pendingPair(row.ExtensionColumn) ? "Pending" : row.Status,
    propertyType: row.PropertyType,
    kind: isKind(row.propertyKind) ? row.propertyKind : "other",
    bedrooms: row.Bedrooms,
    bathrooms: row.Bathrooms,
    price: (forSale ? row.SalePrice : row.RentPrice) ?? null,
    currencySymbol: row.CurrencySymbol,
    city: row.City,
    state: row.State,
    address: row.Address,
    zip: row.ZIP,
    location: row.Location,
    // null (land, or a sheet that gave none) reads as the concierge's "not known", 0.
    buildingArea: row.BuildingArea ?? 0,
    lotArea: row.LotArea,
    areaUnit: row.AreaUnit,
    yearBuilt: row.YearBuilt,
    parkingSpots: row.ParkingSpots,
    daysOnMarket: row.DaysOnMarket,
    tours: row.Tours ?? null,
    hoaMonth: row.HOAMonth ?? null,
    deposit: row.DepositFee ?? null,
    description: row.Description,
    extension: row.ExtensionColumn ?? [],
    photo: typeof row.photo === "string" && row.photo !== "" ? row.photo : null,
  };
}
