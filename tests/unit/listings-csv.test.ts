import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { Listing } from "@/db/schema";
import { EXPORT_COLUMNS, listingFromRecord, listingsCsv, matchColumns, missingFields } from "@/lib/listings/csv";
import { toListItem } from "@/lib/listings/format";
import { createListingInput, REQUIRED_LISTING_FIELDS } from "@/lib/listings/schema";

const row: Listing = {
  id: 41,
  chatbotId: "c".repeat(32),
  createdAt: new Date(),
  updatedAt: new Date(),
  cityKey: "denver",
  complianceFlags: null,
  SaleType: "for_rent",
  Status: "PreOnMarket",
  CurrencySymbol: "€",
  PropertyType: "Condo",
  Bedrooms: 2,
  Bathrooms: 1.5,
  Url: "https://example.com/l/41",
  MLSNumber: '=HYPERLINK("x")',
  YearBuilt: 1999,
  DaysOnMarket: 4,
  LotArea: 0,
  BuildingArea: 81.5,
  AreaUnit: "Square Meters",
  Images: ["https://img.example.com/a,b.jpg", "https://img.example.com/2.jpg"],
  Tours: "3D",
  ParkingSpots: 1,
  Description: '- bright, "quiet"\nsecond line; ünïcode',
  ExtensionColumn: [{ Key: "Pets", value: "+cats" }],
  Location: "LoDo",
  Address: "12 Elm St",
  City: "Denver",
  State: "CO",
  ZIP: "80202",
  Latitude: 39.75,
  Longitude: -104.99,
  SalePrice: null,
  UnitAreaPrice: null,
  HOAMonth: 0,
  ZestimatePrice: null,
  RentPrice: 2450.5,
  SpaceType: "Room",
  DepositFee: 2450,
  feedKey: null,
};

const parseCsv = (text: string) => Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });

describe("listing CSV export and import", () => {
  it("exports the fields of a list reply (spec 2.5) in its order", () => {
    expect([...EXPORT_COLUMNS]).toEqual(Object.keys(toListItem(row)));
  });

  it("matches an export's headers to input fields by themselves, list names included", () => {
    const { plan, confidence } = matchColumns(EXPORT_COLUMNS);
    const { columns } = plan;
    expect(columns).toMatchObject({ Location: "Area", Latitude: "LATITUDE", Longitude: "LONGITUDE", SalePrice: "SalePrice", MLSNumber: "MLSNumber" });
    // The list reply has no AreaUnit: the import's default supplies it. Its Price is not routed: the file has both prices.
    // Images, Tours and ExtensionColumn may be fed by several columns: they are lists.
    expect(
      Object.entries(columns)
        .filter(([, column]) => column === "")
        .map(([field]) => field),
    ).toEqual(["AreaUnit", "Images", "Tours", "ExtensionColumn"]);
    expect(plan.lists).toEqual({ Images: ["Images"], Tours: ["Tours"], ExtensionColumn: ["ExtensionColumn"] });
    expect(plan.priceColumn).toBe("");
    expect(confidence).toMatchObject({ MLSNumber: "exact", Area: "synonym" });
    expect(confidence).not.toHaveProperty("Price");
    expect(missingFields({ ...plan, defaults: {} })).toEqual(["AreaUnit"]);
    expect(missingFields(plan)).toEqual([]);
  });

  it("matches headers whatever their case and punctuation, and routes a lone Price", () => {
    expect(matchColumns(["mls number", "Sale_Price", "price", "TOUR"]).plan).toMatchObject({
      columns: { MLSNumber: "mls number", SalePrice: "Sale_Price" },
      lists: { Tours: ["TOUR"] },
      priceColumn: "",
    });
    expect(matchColumns(["Price"]).plan).toMatchObject({ columns: { SalePrice: "", RentPrice: "" }, priceColumn: "Price" });
    expect(matchColumns(["mls_id"]).plan.columns.MLSNumber).toBe("mls_id");
  });

  it("re-imports an export to the same listing, formula-looking text included", () => {
    const csv = listingsCsv([toListItem(row)]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    const { data, meta } = parseCsv(csv);
    const plan = { ...matchColumns(meta.fields!).plan, defaults: { AreaUnit: "Square Meters" } };
    const { input, mapped } = listingFromRecord(data[0]!, plan);
    expect(mapped).not.toContain("AreaUnit");
    const { chatbotId, id, cityKey, createdAt, updatedAt, complianceFlags, feedKey, ...fields } = row;
    expect(createListingInput.parse({ SerialNumber: chatbotId, ...input })).toEqual({ SerialNumber: chatbotId, ...fields });
  });

  it("reads image lists separated by spaces, bars, semicolons or commas before a URL", () => {
    const plan = { ...matchColumns(["Images"]).plan, defaults: {} };
    const images = (cell: string) => listingFromRecord({ Images: cell }, plan).input.Images;
    expect(images("https://a.test/1.jpg | https://a.test/2.jpg;https://a.test/3.jpg")).toEqual([
      "https://a.test/1.jpg",
      "https://a.test/2.jpg",
      "https://a.test/3.jpg",
    ]);
    expect(images("https://a.test/w_1,h_2.jpg,https://a.test/2.jpg")).toEqual(["https://a.test/w_1,h_2.jpg", "https://a.test/2.jpg"]);
    // An empty cell clears the photos, as an empty cell clears any field it is mapped to.
    expect(images("")).toBe("");
  });

  it("fills required fields from defaults, and sends an unmapped Url empty", () => {
    expect(REQUIRED_LISTING_FIELDS).toContain("Url");
    const plan = { ...matchColumns(["mls", "beds"]).plan, defaults: { CurrencySymbol: "$", Bedrooms: "1" } };
    const { input, mapped, assumptions } = listingFromRecord({ mls: "A-1", beds: " " }, plan);
    expect(input).toMatchObject({ MLSNumber: "A-1", Bedrooms: "1", CurrencySymbol: "$", Url: "" });
    expect(input).not.toHaveProperty("City");
    expect(mapped).toEqual(["Bedrooms", "MLSNumber"]);
    // The sheet names no currency: the one used is the workspace's convention, and said so.
    expect(assumptions).toEqual([
      { field: "CurrencySymbol", kind: "locale", value: "$" },
      { field: "Bedrooms", kind: "default", value: "1", column: "beds" },
    ]);
  });
});
