import Papa from "papaparse";
import type { ListItem } from "./format";
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
const FORMULA_START = /^[=+\-@\t\r]/;

export function listingsCsv(rows: readonly ListItem[]): string {
  const data = rows.map((row) => EXPORT_COLUMNS.map((column) => row[column] ?? ""));
  return Papa.unparse({ fields: [...EXPORT_COLUMNS], data }, { escapeFormulae: FORMULA_START });
}

export function cellText(cell: string | undefined): string {
  const text = cell ?? "";
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/** List-reply names (spec 2.5) and the Tour alias, where they differ from the input name. */
const ALIASES: Partial<Record<ListingFieldName, string[]>> = { Location: ["area"], SalePrice: ["price"], Tours: ["tour"] };

export type ColumnMapping = Record<ListingFieldName, string>;

/** Which CSV column feeds each field ("" for none), matched by normalised header name. */
export function matchColumns(headers: readonly string[]): ColumnMapping {
  const byName = new Map<string, string>();
  for (const header of headers) if (!byName.has(normalise(header))) byName.set(normalise(header), header);
  const mapping = Object.fromEntries(FIELDS.map((field) => [field, byName.get(normalise(field)) ?? ""])) as ColumnMapping;
  const used = new Set(Object.values(mapping));
  for (const field of FIELDS) {
    if (mapping[field]) continue;
    const header = ALIASES[field]?.map((alias) => byName.get(alias)).find((found) => found !== undefined && !used.has(found));
    if (header) {
      mapping[field] = header;
      used.add(header);
    }
  }
  return mapping;
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

export interface ImportPlan {
  columns: ColumnMapping;
  /** For required fields: used when no column holds the field, or its cell is empty. */
  defaults: Partial<Record<ListingFieldName, string>>;
}

/**
 * One CSV record as a listing input for the schema to judge; `mapped` names the fields
 * the file itself gave, which are all that an update of an existing listing changes.
 */
export function listingFromRecord(record: Record<string, string | undefined>, plan: ImportPlan) {
  const input: Partial<Record<ListingFieldName, unknown>> = {};
  const mapped: ListingFieldName[] = [];
  for (const field of FIELDS) {
    const column = plan.columns[field];
    const fallback = plan.defaults[field]?.trim() ?? "";
    if (column) {
      const text = cellText(record[column]);
      const value = text.trim() === "" && fallback ? fallback : text;
      input[field] = field === "Images" ? imagesCell(value) : value;
      mapped.push(field);
    } else if (fallback) {
      input[field] = fallback;
    } else if (EMPTY_WHEN_UNMAPPED.has(field)) {
      input[field] = "";
    }
  }
  return { input, mapped };
}

/** Required fields that neither a column nor a default would fill. */
export function missingFields(plan: ImportPlan): ListingFieldName[] {
  return REQUIRED_LISTING_FIELDS.filter((field) => !plan.columns[field] && !plan.defaults[field]?.trim() && !EMPTY_WHEN_UNMAPPED.has(field));
}
