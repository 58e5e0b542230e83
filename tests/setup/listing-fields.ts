import type { ListingFields } from "@/lib/listings/schema";

/** A house for sale in Austin with the fields the concierge reads, for the db tests that add listings through the service. */
export function austinHome(mls: string, bedrooms: number, price: number, fields: Partial<ListingFields> = {}): ListingFields {
  return {
    SaleType: "for_sale",
    Status: "Active",
    CurrencySymbol: "$",
    PropertyType: "Single Family",
    Bedrooms: bedrooms,
    Bathrooms: 2,
    Url: `https://homes.example.com/${mls}`,
    MLSNumber: mls,
    YearBuilt: 2000,
    DaysOnMarket: 5,
    LotArea: 0,
    BuildingArea: 1500,
    AreaUnit: "Square Feet",
    Images: [],
    Tours: null,
    ParkingSpots: 1,
    Description: `A ${bedrooms}-bedroom home.`,
    ExtensionColumn: [],
    Address: `${price} Main St`,
    City: "Austin",
    State: "TX",
    ZIP: "78704",
    SalePrice: price,
    RentPrice: null,
    HOAMonth: null,
    DepositFee: null,
    ...fields,
  } as ListingFields;
}
