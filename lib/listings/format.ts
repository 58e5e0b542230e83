import type { Listing } from "@/db/schema";

/** How list replies show SaleType (spec 2.5); requests accept these forms too. */
export const SALE_TYPE_DISPLAY: Record<Listing["SaleType"], string> = { for_sale: "For Sale", for_rent: "For Rent" };

/** "0.000000100000" → "0.0000001": what /\.?0+$/ did, without its quadratic time over a long run of zeros. */
function withoutTrailingZeros(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === "0") end--;
  if (end < text.length && text[end - 1] === ".") end--;
  return text.slice(0, end);
}

/** Numeric text as list replies carry it: no grouping, no trailing zeros, "" when absent. */
export function numberText(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  if (Object.is(value, -0)) return "0";
  const text = String(value);
  return /e/i.test(text) ? withoutTrailingZeros(value.toFixed(12)) : text;
}

const jsonText = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));

/**
 * The listing fields (stored names) a list item is made from: what RealEstateList selects
 * (lib/listings/queries.ts) and toListItem reads. Not the item's own field names (ID, Area, Price:
 * EXPORT_COLUMNS in csv.ts), which toListItem derives from these.
 */
export const LIST_ITEM_SOURCE_FIELDS = [
  "id",
  "PropertyType",
  "SaleType",
  "Status",
  "Images",
  "CurrencySymbol",
  "State",
  "City",
  "Address",
  "ZIP",
  "Location",
  "Url",
  "Tours",
  "MLSNumber",
  "Description",
  "SpaceType",
  "SalePrice",
  "RentPrice",
  "Bathrooms",
  "Bedrooms",
  "YearBuilt",
  "DaysOnMarket",
  "LotArea",
  "BuildingArea",
  "ParkingSpots",
  "DepositFee",
  "UnitAreaPrice",
  "ZestimatePrice",
  "HOAMonth",
  "Latitude",
  "Longitude",
  "ExtensionColumn",
] as const satisfies readonly (keyof Listing)[];

/**
 * What toListItem reads: a listing, or a list page's row as the driver gives it (no mapping
 * between), where the id, a bigint, is still its text.
 */
export type ListItemSource = Omit<Pick<Listing, (typeof LIST_ITEM_SOURCE_FIELDS)[number]>, "id"> & { id: number | string };

/** A listing in the exact shape of spec 2.5. */
export function toListItem(row: ListItemSource) {
  const forSale = row.SaleType === "for_sale";
  return {
    ID: typeof row.id === "number" ? row.id : Number(row.id),
    PropertyType: row.PropertyType,
    SaleType: SALE_TYPE_DISPLAY[row.SaleType],
    Status: row.Status,
    Images: jsonText(row.Images),
    CurrencySymbol: row.CurrencySymbol,
    State: row.State,
    City: row.City,
    Address: row.Address,
    ZIP: row.ZIP,
    Area: row.Location,
    Url: row.Url,
    Tours: row.Tours ?? "",
    MLSNumber: row.MLSNumber,
    Description: row.Description,
    SpaceType: row.SpaceType ?? "",
    Price: numberText(forSale ? row.SalePrice : row.RentPrice),
    Bathrooms: numberText(row.Bathrooms),
    Bedrooms: numberText(row.Bedrooms),
    YearBuilt: numberText(row.YearBuilt),
    DaysOnMarket: numberText(row.DaysOnMarket),
    LotArea: numberText(row.LotArea),
    BuildingArea: numberText(row.BuildingArea),
    ParkingSpots: numberText(row.ParkingSpots),
    RentPrice: numberText(row.RentPrice),
    DepositFee: numberText(row.DepositFee),
    SalePrice: numberText(row.SalePrice),
    UnitAreaPrice: numberText(row.UnitAreaPrice),
    ZestimatePrice: numberText(row.ZestimatePrice),
    HOAMonth: numberText(row.HOAMonth),
    LATITUDE: row.Latitude,
    LONGITUDE: row.Longitude,
    ExtensionColumn: jsonText(row.ExtensionColumn),
  };
}

export type ListItem = ReturnType<typeof toListItem>;
