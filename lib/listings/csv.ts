import Papa from "papaparse";
import type { ListItem } from "./format";
import { headerCurrency, headerInSquareMeters, type MatchConfidence, matchHeaders } from "./import-columns";
import { cellValue, mentionsRent, saleTypeOf } from "./import-values";
import { LISTING_FIELD_NAMES as FIELDS, type ListingFieldName, listingObject, REQUIRED_LISTING_FIELDS } from "./schema";

// CSV export and import of listings, in the browser. An export holds the list reply's
// fields (spec 2.5) under their own names, and the import maps those names (and the
// input names of spec 2.4) to the input fields by itself, so an export re-imports as is.

/** Required fields for which "" is a valid value (the Url): sent empty when no column holds them. */
const EMPTY_WHEN_UNMAPPED = new Set(REQUIRED_LISTING_FIELDS.filter((field) => listingObject.shape[field].safeParse("").success));

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

// A spreadsheet runs a cell that starts like this as a formula; an export guards such
// text with an apostrophe (OWASP's advice), and the import takes it off again.
export const FORMULA_START = /^[=+\-@\t\r]/;

export function listingsCsv(rows: readonly ListItem[]): string {
  const data = rows.map((row) => EXPORT_COLUMNS.map((column) => row[column] ?? ""));
  return Papa.unparse({ fields: [...EXPORT_COLUMNS], data }, { escapeFormulae: FORMULA_START });
}

export function cellText(cell: string | undefined): string {
  const text = cell ?? "";
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

export type ColumnMapping = Record<ListingFieldName, string>;

/** What the import does without asking: a value for each required field that agents' sheets rarely hold. */
export const IMPORT_DEFAULTS: Partial<Record<ListingFieldName, string>> = {
  SaleType: "for_sale",
  Status: "Active",
  CurrencySymbol: "$",
  AreaUnit: "Square Feet",
  // 0 is "not known": the concierge says so rather than quoting it.
  YearBuilt: "0",
  DaysOnMarket: "0",
  LotArea: "0",
  ParkingSpots: "0",
};

export interface ImportPlan {
  columns: ColumnMapping;
  /** A single price column ("" for none): the sale price of a row for sale, the monthly rent of one for rent. */
  priceColumn: string;
  /** For required fields: used when no column holds the field, or its cell is empty. */
  defaults: Partial<Record<ListingFieldName, string>>;
}

export interface MatchedColumns {
  plan: ImportPlan;
  /** How sure each matched column's match is, by its header. */
  confidence: Record<string, MatchConfidence>;
}

/**
 * The plan the headers suggest: each field's column by name, synonym or a word of the header
 * (lib/listings/import-columns.ts), a single price column to route when the file has no sale
 * price or rent column of its own, and the defaults, in square metres or another currency
 * when the headers say so.
 */
export function matchColumns(headers: readonly string[]): MatchedColumns {
  const matches = matchHeaders(headers, FIELDS);
  const columns = Object.fromEntries(FIELDS.map((field) => [field, matches[field]?.column ?? ""])) as ColumnMapping;
  const price = matches.Price && !matches.SalePrice && !matches.RentPrice ? matches.Price : undefined;
  const confidence = Object.fromEntries(
    Object.entries(matches).flatMap(([target, match]) => (target === "Price" && !price ? [] : [[match.column, match.confidence]])),
  );
  const defaults = { ...IMPORT_DEFAULTS };
  const areaHeaders = [columns.BuildingArea, columns.LotArea].filter(Boolean);
  if (areaHeaders.some(headerInSquareMeters)) defaults.AreaUnit = "Square Meters";
  const currency = [price?.column, columns.SalePrice, columns.RentPrice].map((header) => header && headerCurrency(header)).find(Boolean);
  if (currency) defaults.CurrencySymbol = currency;
  return { plan: { columns, priceColumn: price?.column ?? "", defaults }, confidence };
}

/** Images as exported (JSON text), or several URLs separated by spaces, "|", ";" or commas. */
function imagesCell(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === "" || trimmed.startsWith("[")) return trimmed;
  return trimmed
    .split(/[\s|;]+/)
    .flatMap((part) => part.split(/,(?=https?:\/\/)/i))
    .map((part) => part.replace(/,$/, ""))
    .filter(Boolean);
}

/** Something the import took on itself for a row: a default, a sale type read from another column, a routed price. */
export interface Assumption {
  field: ListingFieldName;
  /** default: not in the file (or an empty cell); inferred: read from another column; routed: from the single price column. */
  kind: "default" | "inferred" | "routed";
  value: string;
  /** For an inferred value, the column it was read from; for a routed one, the price column; for a default, the column whose cell was empty. */
  column?: string;
}

/**
 * One CSV record as a listing input for the schema to judge; `mapped` names the fields
 * the file itself gave, which are all that an update of an existing listing changes, and
 * `assumptions` what the import supplied for this row.
 */
export function listingFromRecord(record: Record<string, string | undefined>, plan: ImportPlan) {
  const input: Partial<Record<ListingFieldName, unknown>> = {};
  const mapped: ListingFieldName[] = [];
  const assumptions: Assumption[] = [];
  const cell = (column: string) => (column ? cellText(record[column]) : "");
  for (const field of FIELDS) {
    const column = plan.columns[field];
    const text = cell(column);
    if (column && text.trim() !== "") {
      input[field] = field === "Images" ? imagesCell(text) : cellValue(field, text);
      mapped.push(field);
      continue;
    }
    if (column) mapped.push(field);
    const inferred = field === "SaleType" ? inferredSaleType(plan, cell) : undefined;
    const fallback = plan.defaults[field]?.trim() ?? "";
    if (inferred) {
      input[field] = inferred.value;
      assumptions.push({ field, kind: "inferred", ...inferred });
    } else if (fallback) {
      input[field] = fallback;
      assumptions.push({ field, kind: "default", value: fallback, ...(column ? { column } : {}) });
    } else if (column || EMPTY_WHEN_UNMAPPED.has(field)) {
      input[field] = text;
    }
  }
  const price = cell(plan.priceColumn);
  if (price.trim() !== "") {
    const target = saleTypeOf(String(input.SaleType ?? "")) === "for_rent" ? "RentPrice" : "SalePrice";
    input[target] = cellValue(target, price);
    mapped.push(target);
    assumptions.push({ field: target, kind: "routed", value: String(input[target]), column: plan.priceColumn });
  }
  return { input, mapped, assumptions };
}

/** A row with no sale type of its own is for rent when its type or status says so ("Apartment for rent", "Alquiler"). */
function inferredSaleType(plan: ImportPlan, cell: (column: string) => string): { value: string; column: string } | undefined {
  for (const column of [plan.columns.PropertyType, plan.columns.Status]) {
    if (column && mentionsRent(cell(column))) return { value: "for_rent", column };
  }
  return undefined;
}

/** Required fields that neither a column nor a default would fill. */
export function missingFields(plan: ImportPlan): ListingFieldName[] {
  return REQUIRED_LISTING_FIELDS.filter((field) => !plan.columns[field] && !plan.defaults[field]?.trim() && !EMPTY_WHEN_UNMAPPED.has(field));
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
