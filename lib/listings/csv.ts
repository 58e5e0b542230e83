import Papa from "papaparse";
import type { ListItem } from "./format";
import { sheetLocale } from "./sheet/locale";
import { FORMULA_START, type PlannedSheet, planSheet } from "./sheet/plan";

export {
  type Assumption,
  type ColumnMapping,
  cellText,
  FORMULA_START,
  IMPORT_DEFAULTS,
  type ImportPlan,
  listingFromRecord,
  missingFields,
} from "./sheet/plan";

// CSV export and import of listings, in the browser. An export holds the list reply's
// fields (spec 2.5) under their own names, and the import maps those names (and the
// input names of spec 2.4) to the input fields by itself, so an export re-imports as is.

export const EXPORT_COLUMNS = [
  "ID",
  "PropertyType",
  "SaleType",
  "Status",
  "Images",
  "CurrencySymbol",
  "State",
  "City",
  "Address",
  "ZIP",
  "Area",
  "Url",
  "Tours",
  "MLSNumber",
  "Description",
  "SpaceType",
  "Price",
  "Bathrooms",
  "Bedrooms",
  "YearBuilt",
  "DaysOnMarket",
  "LotArea",
  "BuildingArea",
  "ParkingSpots",
  "RentPrice",
  "DepositFee",
  "SalePrice",
  "UnitAreaPrice",
  "ZestimatePrice",
  "HOAMonth",
  "LATITUDE",
  "LONGITUDE",
  "ExtensionColumn",
] as const satisfies readonly (keyof ListItem)[];

export function listingsCsv(rows: readonly ListItem[]): string {
  const data = rows.map((row) => EXPORT_COLUMNS.map((column) => row[column] ?? ""));
  return Papa.unparse({ fields: [...EXPORT_COLUMNS], data }, { escapeFormulae: FORMULA_START });
}

/**
 * A plan from the headers alone (no cells to judge), with the United States' conventions: what an
 * export from this page re-imports with. The import page and endpoint plan from the whole sheet
 * (lib/listings/sheet/plan.ts).
 */
export function matchColumns(headers: readonly string[]): PlannedSheet {
  return planSheet({ headers, records: [], typedNumbers: false }, sheetLocale(undefined));
}

/** A CSV to start from, in an agent's words: the headers the import matches by itself, and a home for sale and one for rent. */
export function importTemplateCsv(): string {
  const fields = [
    "MLS",
    "Sale type",
    "Status",
    "Type",
    "Price",
    "Beds",
    "Baths",
    "Sqft",
    "Address",
    "City",
    "State",
    "ZIP",
    "Year built",
    "Lot size",
    "Parking",
    "HOA",
    "Photos",
    "URL",
    "Description",
  ];
  const data = [
    [
      "TX-1001",
      "For sale",
      "Active",
      "Single Family",
      "450000",
      "3",
      "2",
      "1850",
      "412 Oak St",
      "Austin",
      "TX",
      "78701",
      "2004",
      "6500",
      "2",
      "",
      "https://example.com/photos/tx-1001.jpg",
      "https://example.com/listings/tx-1001",
      "Bright corner home near the park.",
    ],
    [
      "TX-1002",
      "For rent",
      "Active",
      "Condo",
      "2400",
      "2",
      "1",
      "950",
      "88 Lamar Blvd #4",
      "Austin",
      "TX",
      "78703",
      "",
      "",
      "1",
      "150",
      "",
      "",
      "Walk to downtown; water included.",
    ],
  ];
  return Papa.unparse({ fields, data }, { escapeFormulae: FORMULA_START });
}
