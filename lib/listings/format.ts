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

/** A listing in the exact shape of spec 2.5. */
export function toListItem(row: Listing) {
  const forSale = row.SaleType === "for_sale";
  return {
    ID: row.id,
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
