import { headerCandidate, type ImportTarget, type MatchConfidence, matchHeaders, normaliseHeader } from "../import-columns";
import { areaUnitCell, saleTypeOf, statusCell, mentionsRent } from "../import-values";
import { LISTING_FIELD_NAMES as FIELDS, type ListingFieldName, listingObject, REQUIRED_LISTING_FIELDS } from "../schema";
import { columnKind, linkKind, linksIn, yesNo } from "./cells";
import type { SheetLocale } from "./locale";
import type { SheetRecord } from "./records";
import {
  type AreaUnitIn,
  convertArea,
  type DecimalMark,
  headerFacts,
  LISTING_AREA_UNIT,
  monthly,
  mostOf,
  type Period,
  readAmount,
  sheetDecimalMark,
  type UnitFacts,
} from "./units";

/**
 * How a sheet's columns become listings: which field each column holds (by its header, then by
 * its cells), what unit, currency and period its numbers are in (by its header and cells), the
 * sheet's decimal mark, and the defaults for what no column holds. `listingFromRecord` then turns
 * each row into the input of RealEstateCreate, converting what it must (acres to square feet,
 * weekly rents to monthly, full and half baths to one number, yes/no to a count) and saying so.
 * The import page and the import endpoint run the same code.
 */

export type ColumnMapping = Record<ListingFieldName, string>;

/** Fields fed by several columns at once: every photo column, every tour link, every extra fact. */
export const LIST_TARGETS = ["Images", "Tours", "ExtensionColumn"] as const;
export type ListTarget = (typeof LIST_TARGETS)[number];
const isListTarget = (target: string): target is ListTarget => (LIST_TARGETS as readonly string[]).includes(target);

export interface ImportPlan {
  /** The column of each single-column field ("" for none); the list targets are in `lists`. */
  columns: ColumnMapping;
  /** A single price column ("" for none): the sale price of a row for sale, the rent of one for rent (or with a period). */
  priceColumn: string;
  /** Half baths, added to the full baths of `columns.Bathrooms` as halves. */
  halfBathColumn: string;
  /**
   * An MLS export's broad class beside its sub type ("Residential Lease" beside "Condominium"): the
   * sub type is the property type, and this column tells the sale type, and stands in for an empty sub type.
   */
  kindColumn: string;
  lists: Record<ListTarget, string[]>;
  /** Per column: the unit, currency and period its header and most of its cells name. */
  facts: Record<string, UnitFacts>;
  /**
   * The sheet's decimal mark: from its cells ("." for typed XLSX numbers), or chosen by the owner.
   * Undefined when no cell can be read two ways: then a lone mark before exactly three digits
   * groups thousands ("12.500", "1,850": prices and areas have no thousandths), any other is decimal.
   */
  decimal?: DecimalMark;
  /** Where the decimal mark came from. */
  decimalFrom: "cells" | "typed" | "unknown";
  locale: SheetLocale;
  /** For required fields: used when no column holds the field, or its cell is empty. */
  defaults: Partial<Record<ListingFieldName, string>>;
  /** Which defaults the sheet itself gave (a currency sign, an area unit in a header) rather than the locale. */
  defaultsFrom: Partial<Record<ListingFieldName, "sheet" | "locale" | "owner">>;
}

/** What the import does without asking: a value for each required field that agents' sheets rarely hold. */
export const IMPORT_DEFAULTS: Partial<Record<ListingFieldName, string>> = {
  SaleType: "for_sale",
  Status: "Active",
  // 0 is "not known": the concierge says so rather than quoting it.
  YearBuilt: "0",
  DaysOnMarket: "0",
  LotArea: "0",
  ParkingSpots: "0",
};

/** Required fields for which "" is a valid value (the Url): sent empty when no column holds them. */
const EMPTY_WHEN_UNMAPPED = new Set(REQUIRED_LISTING_FIELDS.filter((field) => listingObject.shape[field].safeParse("").success));

const PRICE_FIELDS = new Set<ListingFieldName>(["SalePrice", "RentPrice", "UnitAreaPrice", "HOAMonth", "ZestimatePrice", "DepositFee"]);
const AREA_FIELDS = new Set<ListingFieldName>(["LotArea", "BuildingArea"]);
const COUNT_FIELDS = new Set<ListingFieldName>(["Bedrooms", "Bathrooms", "YearBuilt", "DaysOnMarket", "ParkingSpots"]);
const COORDINATES = new Set<ListingFieldName>(["Latitude", "Longitude"]);

/** The cells of a column, as text. */
const cellsOf = (records: readonly SheetRecord[], column: string) => records.map((record) => record.values[column] ?? "");

/** An export guards formula-like text with an apostrophe (OWASP); the import takes it off. */
export const FORMULA_START = /^[=+\-@\t\r]/;
export function cellText(cell: string | undefined): string {
  const text = cell ?? "";
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** The unit, currency and period a column's header and most of its numbers name. */
function columnFacts(header: string, cells: readonly string[], decimal: DecimalMark | undefined): UnitFacts {
  const facts = headerFacts(header);
  const amounts = cells
    .slice(0, 500)
    .map((cell) => readAmount(cell, decimal))
    .filter((amount) => amount !== undefined);
  // A unit or currency named by some cells holds for the column's bare numbers too, when no cell
  // names another; a period does not: "$2,650/mo" beside "$675,000" is a rent beside a sale price.
  for (const key of ["unit", "currency"] as const) {
    if (facts[key]) continue;
    const named = new Set(amounts.map((amount) => amount[key]).filter((value) => value !== undefined));
    if (named.size === 1) (facts as Record<string, string>)[key] = [...named][0]!;
  }
  if (!facts.period && amounts.length > 0) {
    const period = mostOf(
      amounts.map((amount) => amount.period ?? ""),
      1,
    );
    if (period) facts.period = period as Period;
  }
  return facts;
}

export interface PlannedSheet {
  plan: ImportPlan;
  /** How sure each column's match is, by its header; "cells" when the cells decided it. */
  confidence: Record<string, MatchConfidence | "cells">;
}

/**
 * The plan a sheet suggests: each field's column by its header (lib/listings/import-columns.ts),
 * corrected by its cells (a "Photo URL" column of photos is Images, not the listing's link; a
 * column of tour links is Tours), photo columns gathered, units, currencies and periods read,
 * and the defaults: the sheet's own currency and area unit where it names them, else the locale's.
 */
export function planSheet(sheet: { headers: readonly string[]; records: readonly SheetRecord[]; typedNumbers: boolean }, locale: SheetLocale): PlannedSheet {
  const { headers, records } = sheet;
  const matches = matchHeaders(headers, FIELDS);
  const confidence: PlannedSheet["confidence"] = {};
  const columns = Object.fromEntries(FIELDS.map((field) => [field, ""])) as ColumnMapping;
  const lists: Record<ListTarget, string[]> = { Images: [], Tours: [], ExtensionColumn: [] };
  let priceColumn = "";
  let halfBathColumn = "";
  let kindColumn = "";
  const kinds = Object.fromEntries(headers.map((header) => [header, columnKind(cellsOf(records, header))]));
  const assign = (header: string, target: ImportTarget, how: MatchConfidence | "cells") => {
    if (isListTarget(target)) lists[target].push(header);
    else if (target === "Price") priceColumn = header;
    else if (target === "HalfBaths") halfBathColumn = header;
    else columns[target] = header;
    confidence[header] = how;
  };
  for (const [target, match] of Object.entries(matches) as [ImportTarget, { column: string; confidence: MatchConfidence }][]) {
    const kind = kinds[match.column];
    // The cells overrule the header: photos are Images, tour links are Tours, whatever the header says.
    if (kind === "image" && target !== "Images") continue;
    if (kind === "tour" && target !== "Tours") continue;
    if (target === "Images" && kind !== "image" && kind !== "empty") continue;
    if (target === "Price" && (matches.SalePrice || matches.RentPrice)) continue;
    assign(match.column, target, match.confidence);
  }
  const subType = headers.find((header) => header !== columns.PropertyType && /subtype|subtipo|soustype/.test(normaliseHeader(header)));
  if (columns.PropertyType && subType && headerCandidate(subType, FIELDS)?.target === "PropertyType") {
    kindColumn = columns.PropertyType;
    columns.PropertyType = subType;
    confidence[subType] = "synonym";
  }
  const taken = new Set([...Object.values(columns), priceColumn, halfBathColumn, kindColumn, ...Object.values(lists).flat()].filter(Boolean));
  for (const header of headers) {
    if (taken.has(header)) continue;
    const kind = kinds[header];
    const candidate = headerCandidate(header, FIELDS)?.target;
    // A yes/no column no field takes ("Terraza", "Pool", "Ascenseur") is a fact about the home.
    if (kind === "yesno" && !candidate) {
      assign(header, "ExtensionColumn", "cells");
      continue;
    }
    if (kind === "image") assign(header, "Images", candidate === "Images" ? "synonym" : "cells");
    else if (kind === "tour" || (candidate === "Tours" && kind === "web")) assign(header, "Tours", "cells");
    // More photo columns ("Photo 2", "Photo 3") when the first is Images by its header.
    else if (candidate === "Images" && kind !== "other" && kind !== "yesno") assign(header, "Images", "partial");
  }

  // The decimal mark: typed numbers need none; else the numeric columns' cells tell, else the locale.
  const numericColumns = [
    ...FIELDS.filter((field) => PRICE_FIELDS.has(field) || AREA_FIELDS.has(field) || COUNT_FIELDS.has(field)).map((field) => columns[field]),
    priceColumn,
    halfBathColumn,
  ].filter(Boolean);
  const fromCells = sheet.typedNumbers ? "." : sheetDecimalMark(numericColumns.flatMap((column) => cellsOf(records, column)));
  const decimal = fromCells;
  // Every column's, so that a column the owner maps by hand keeps what its header and cells say.
  const facts: Record<string, UnitFacts> = {};
  for (const column of headers) {
    if (kinds[column] === "other" || kinds[column] === "empty") facts[column] = columnFacts(column, cellsOf(records, column), decimal);
  }

  const defaults: Partial<Record<ListingFieldName, string>> = { ...IMPORT_DEFAULTS };
  const defaultsFrom: ImportPlan["defaultsFrom"] = {};
  const priceColumns = [priceColumn, ...[...PRICE_FIELDS].map((field) => columns[field])].filter(Boolean);
  const currency = localDollar(mostOf(priceColumns.map((column) => facts[column]?.currency).filter((found) => found !== undefined)), locale);
  defaults.CurrencySymbol = currency ?? locale.currency;
  defaultsFrom.CurrencySymbol = currency ? "sheet" : "locale";
  const areaUnits = [columns.BuildingArea, columns.LotArea].map((column) => column && facts[column]?.unit).filter((unit) => unit === "sqft" || unit === "m2");
  const areaUnit = (areaUnits[0] as "sqft" | "m2" | undefined) ?? locale.areaUnit;
  defaults.AreaUnit = LISTING_AREA_UNIT[areaUnit];
  defaultsFrom.AreaUnit = areaUnits.length > 0 ? "sheet" : "locale";
  return {
    plan: {
      columns,
      priceColumn,
      halfBathColumn,
      kindColumn,
      lists,
      facts,
      ...(decimal ? { decimal } : {}),
      decimalFrom: sheet.typedNumbers ? "typed" : fromCells ? "cells" : "unknown",
      locale,
      defaults,
      defaultsFrom,
    },
    confidence,
  };
}

/** What a column is imported as: a field, the single price, half baths, an MLS export's property class; "" for not imported. */
export type ColumnTarget = ImportTarget | "PropertyClass";
export const COLUMN_TARGETS: readonly ColumnTarget[] = [...FIELDS, "Price", "HalfBaths", "PropertyClass"];

/** Each column of a plan and what it is imported as. */
export function mappingOf(plan: ImportPlan, headers: readonly string[]): Record<string, ColumnTarget | ""> {
  const mapping: Record<string, ColumnTarget | ""> = Object.fromEntries(headers.map((header) => [header, ""]));
  for (const field of FIELDS) if (plan.columns[field]) mapping[plan.columns[field]] = field;
  for (const target of LIST_TARGETS) for (const header of plan.lists[target]) mapping[header] = target;
  if (plan.priceColumn) mapping[plan.priceColumn] = "Price";
  if (plan.halfBathColumn) mapping[plan.halfBathColumn] = "HalfBaths";
  if (plan.kindColumn) mapping[plan.kindColumn] = "PropertyClass";
  return mapping;
}

/**
 * A plan with the columns as `mapping` says (a field fed by one column loses any other), the
 * defaults and decimal mark given: what the owner chose on the page, or a script sent. A default
 * that differs from the suggested one is the owner's, no longer the sheet's or the locale's.
 */
export function planWithMapping(
  base: ImportPlan,
  mapping: Record<string, ColumnTarget | "">,
  defaults: ImportPlan["defaults"] = base.defaults,
  decimal: ImportPlan["decimal"] = base.decimal,
): ImportPlan {
  const columns = Object.fromEntries(FIELDS.map((field) => [field, ""])) as ColumnMapping;
  const lists: ImportPlan["lists"] = { Images: [], Tours: [], ExtensionColumn: [] };
  let priceColumn = "";
  let halfBathColumn = "";
  let kindColumn = "";
  for (const [header, target] of Object.entries(mapping)) {
    if (target === "PropertyClass") kindColumn = header;
    else if (target === "Price") priceColumn = header;
    else if (target === "HalfBaths") halfBathColumn = header;
    else if (target && isListTarget(target)) lists[target].push(header);
    else if (target) columns[target] = header;
  }
  const defaultsFrom = { ...base.defaultsFrom };
  for (const field of Object.keys(defaults) as ListingFieldName[]) if (defaults[field] !== base.defaults[field]) defaultsFrom[field] = "owner";
  const { decimal: _, ...rest } = base;
  return { ...rest, columns, lists, priceColumn, halfBathColumn, kindColumn, defaults, defaultsFrom, ...(decimal ? { decimal } : {}) };
}

/** Something the import did for a row that the sheet did not say in so many words. */
export interface Assumption {
  field: ListingFieldName;
  /**
   * default: not in the file (or an empty cell); locale: the workspace's convention, the sheet
   * naming none; inferred: read from another column; routed: from the single price column;
   * converted: a unit, period or form changed (acres to square feet, a weekly rent to monthly,
   * half baths added, "Sí" to 1); unit: an area whose cell and header name no unit, read in the
   * listing's own.
   */
  kind: "default" | "locale" | "inferred" | "routed" | "converted" | "unit";
  value: string;
  /** The column it came from (for a default, the column whose cell was empty). */
  column?: string;
  /** For a conversion, what the cell said ("0.17 acres", "$650 a week", "2 full + 1 half"). */
  from?: string;
}

export interface RowResult {
  input: Partial<Record<ListingFieldName, unknown>>;
  /** The fields the file itself gave: all that an update of an existing listing changes. */
  mapped: ListingFieldName[];
  assumptions: Assumption[];
  /** A reason the row cannot be imported as it stands (prices in two currencies, a rent on a row for sale). */
  problem?: string;
}

const UNIT_NAMES: Record<AreaUnitIn, string> = { sqft: "sq ft", m2: "m²", acre: "acres", hectare: "hectares" };
const PERIOD_NAMES: Record<Period, string> = { month: "a month", week: "a week", year: "a year" };

const currencyCell = (cell: string): string => {
  const amount = readAmount(`1 ${cell}`);
  return amount?.currency ?? cell.trim();
};

/** A bare "$" in a workspace whose currency is another dollar (C$, MX$) is that dollar, as agents there write it. */
function localDollar(currency: string | undefined, locale: SheetLocale): string | undefined {
  return currency === "$" && locale.currency.endsWith("$") ? locale.currency : currency;
}

/** A latitude or longitude: its one mark, a point or a comma, is always the decimal mark ("-97,743" is -97.743). */
function coordinateOf(text: string): string {
  return /^-?\d{1,3}(?:[.,]\d{1,15})?$/.test(text) ? text.replace(",", ".") : text;
}

/** Images as exported (JSON text), or one or several links. */
function imagesOf(text: string): string[] | unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith("[")) {
    try {
      return JSON.parse(trimmed);
    } catch {
      return trimmed;
    }
  }
  return linksIn(trimmed).map((link) => (/^www\./i.test(link) ? `https://${link}` : link));
}

function extensionPairs(text: string): { Key: string; value: string }[] | undefined {
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? (parsed as { Key: string; value: string }[]) : undefined;
  } catch {
    return undefined;
  }
}

/** One row of the sheet as a listing input for the schema to judge. */
export function listingFromRecord(record: Record<string, string | undefined>, plan: ImportPlan): RowResult {
  const input: Partial<Record<ListingFieldName, unknown>> = {};
  const mapped: ListingFieldName[] = [];
  const assumptions: Assumption[] = [];
  const problems: string[] = [];
  const cell = (column: string) => (column ? cellText(record[column]).trim() : "");
  const amountOf = (column: string) => {
    const text = cell(column);
    return text ? readAmount(text, plan.decimal) : undefined;
  };

  // Single-column fields that need no unit: text, enums, counts.
  for (const field of FIELDS) {
    const column = plan.columns[field];
    if (!column) continue;
    mapped.push(field);
    const text = cell(column);
    if (text === "") continue;
    if (PRICE_FIELDS.has(field) || AREA_FIELDS.has(field)) continue;
    if (COORDINATES.has(field)) input[field] = coordinateOf(text);
    else if (field === "ParkingSpots") {
      const answer = yesNo(text);
      if (answer !== undefined) {
        input[field] = answer ? "1" : "0";
        assumptions.push({ field, kind: "converted", value: answer ? "1" : "0", column, from: text });
      } else input[field] = amountOf(column)?.number ?? text;
    } else if (COUNT_FIELDS.has(field)) input[field] = amountOf(column)?.number ?? text;
    else if (field === "SaleType") input[field] = saleTypeOf(text) ?? text;
    else if (field === "Status") input[field] = statusCell(text);
    else if (field === "AreaUnit") input[field] = areaUnitCell(text);
    else if (field === "CurrencySymbol") input[field] = currencyCell(text);
    else if (field === "Url") input[field] = /^www\./i.test(text) ? `https://${text}` : text;
    else input[field] = text;
  }

  // Full and half baths: one number, a half bath counting a half.
  const half = cell(plan.halfBathColumn);
  if (half) {
    const halves = readAmount(half, plan.decimal);
    const full = Number(input.Bathrooms ?? 0);
    const totalHeader = /total/i.test(plan.columns.Bathrooms);
    if (!halves) problems.push(`“${plan.halfBathColumn}” is not a number`);
    else if (!totalHeader && Number.isFinite(full) && Number.isInteger(full) && Number(halves.number) > 0) {
      const total = String(full + Number(halves.number) / 2);
      assumptions.push({ field: "Bathrooms", kind: "converted", value: total, column: plan.halfBathColumn, from: `${full} full + ${halves.number} half` });
      input.Bathrooms = total;
      if (!mapped.includes("Bathrooms")) mapped.push("Bathrooms");
    }
  }

  // The row's sale type and status: its own columns, else read from its type or status words.
  if (!input.PropertyType && cell(plan.kindColumn)) input.PropertyType = cell(plan.kindColumn);
  if (!input.SaleType && plan.kindColumn) {
    const saleType = saleTypeOf(cell(plan.kindColumn)) ?? (mentionsRent(cell(plan.kindColumn)) ? "for_rent" : undefined);
    if (saleType) {
      input.SaleType = saleType;
      assumptions.push({ field: "SaleType", kind: "inferred", value: saleType, column: plan.kindColumn });
    }
  }
  if (!input.SaleType) {
    for (const column of [plan.columns.PropertyType, plan.columns.Status]) {
      const text = cell(column);
      const saleType = !column ? undefined : mentionsRent(text) ? "for_rent" : saleTypeOf(text);
      if (saleType) {
        input.SaleType = saleType;
        assumptions.push({ field: "SaleType", kind: "inferred", value: saleType, column });
        break;
      }
    }
  }

  // Prices: the currency and period each cell (or its column) names.
  const currencies = new Set<string>();
  const priceOf = (field: ListingFieldName, column: string) => {
    const amount = amountOf(column);
    const facts = plan.facts[column] ?? {};
    if (!amount) return { text: cell(column) };
    const currency = localDollar(amount.currency ?? facts.currency, plan.locale);
    if (currency) currencies.add(currency);
    return { text: amount.number, period: amount.period ?? facts.period, currency, raw: cell(column), field };
  };
  const rentFrom = (value: { text: string; period?: Period; raw?: string }, column: string, kind: Assumption["kind"]) => {
    const period = value.period ?? "month";
    if (period === "month" || !Number.isFinite(Number(value.text))) return value.text;
    const rent = String(monthly(Number(value.text), period));
    assumptions.push({ field: "RentPrice", kind, value: rent, column, from: `${value.raw} (${PERIOD_NAMES[period]})` });
    return rent;
  };
  for (const field of PRICE_FIELDS) {
    const column = plan.columns[field];
    if (!column || !cell(column)) continue;
    const value = priceOf(field, column);
    if (field === "RentPrice") input[field] = rentFrom(value, column, "converted");
    else if (field === "HOAMonth" && value.period && value.period !== "month" && Number.isFinite(Number(value.text))) {
      const fee = String(monthly(Number(value.text), value.period));
      assumptions.push({ field, kind: "converted", value: fee, column, from: `${value.raw} (${PERIOD_NAMES[value.period]})` });
      input[field] = fee;
    } else if (field === "SalePrice" && value.period) {
      problems.push(`“${column}” holds a rent (${PERIOD_NAMES[value.period]}), not a sale price: import that column as Price or Rent`);
    } else input[field] = value.text;
  }
  if (plan.priceColumn && cell(plan.priceColumn)) {
    const value = priceOf("SalePrice", plan.priceColumn);
    const saleType = saleTypeOf(String(input.SaleType ?? ""));
    if (value.period && saleType === "for_sale" && plan.columns.SaleType) {
      problems.push(`the price is a rent (${PERIOD_NAMES[value.period]}) but “${plan.columns.SaleType}” says for sale`);
    } else if (value.period || saleType === "for_rent") {
      if (!input.SaleType) {
        input.SaleType = "for_rent";
        assumptions.push({ field: "SaleType", kind: "inferred", value: "for_rent", column: plan.priceColumn });
      }
      input.RentPrice = rentFrom(value, plan.priceColumn, "routed");
      mapped.push("RentPrice");
      if (!value.period || value.period === "month")
        assumptions.push({ field: "RentPrice", kind: "routed", value: String(input.RentPrice), column: plan.priceColumn });
    } else {
      input.SalePrice = value.text;
      mapped.push("SalePrice");
      assumptions.push({ field: "SalePrice", kind: "routed", value: value.text, column: plan.priceColumn });
    }
  }
  if (!input.CurrencySymbol) {
    if (currencies.size > 1) problems.push(`its prices are in more than one currency (${[...currencies].join(", ")})`);
    else if (currencies.size === 1) input.CurrencySymbol = [...currencies][0];
  }

  // Areas, in the listing's unit: its own AreaUnit cell, else the sheet's.
  const rowUnit: "sqft" | "m2" =
    input.AreaUnit === "Square Meters" ? "m2" : input.AreaUnit === "Square Feet" ? "sqft" : plan.defaults.AreaUnit === "Square Meters" ? "m2" : "sqft";
  for (const field of AREA_FIELDS) {
    const column = plan.columns[field];
    if (!column || !cell(column)) continue;
    const amount = amountOf(column);
    if (!amount) {
      input[field] = cell(column);
      continue;
    }
    const named = amount.unit ?? plan.facts[column]?.unit;
    const unit = named ?? rowUnit;
    const value = convertArea(Number(amount.number), unit, rowUnit);
    input[field] = String(value);
    if (unit !== rowUnit) assumptions.push({ field, kind: "converted", value: String(value), column, from: `${amount.number} ${UNIT_NAMES[unit]}` });
    // Nothing says the unit: read in the listing's own, and said so, with the unit to change it to.
    else if (!named) assumptions.push({ field, kind: "unit", value: UNIT_NAMES[rowUnit], column });
  }

  // Photos, tours and extra facts, each from every column chosen for it.
  const images = plan.lists.Images.flatMap((column) => {
    const text = cell(column);
    if (!text) return [];
    const parsed = imagesOf(text);
    return Array.isArray(parsed) ? parsed : [parsed];
  });
  if (plan.lists.Images.length > 0) {
    mapped.push("Images");
    // Empty cells clear the photos, as an empty cell clears any field it is mapped to.
    input.Images = images.length > 0 ? images : "";
  }
  const extension: { Key: string; value: string }[] = [];
  for (const column of plan.lists.Tours) {
    const text = cell(column);
    if (!text) continue;
    const links = linksIn(text);
    if (links.length > 0) {
      input.Tours = "3D";
      extension.push({ Key: column, value: links.join(" ") });
    } else if (yesNo(text) === true) input.Tours = "3D";
    else if (yesNo(text) === undefined) input.Tours = text;
  }
  if (plan.lists.Tours.length > 0) mapped.push("Tours");
  for (const column of plan.lists.ExtensionColumn) {
    const text = cell(column);
    if (!text) continue;
    const pairs = column === "ExtensionColumn" && text.startsWith("[") ? extensionPairs(text) : undefined;
    if (pairs) extension.push(...pairs);
    else extension.push({ Key: column.slice(0, 200), value: text.slice(0, 5000) });
  }
  if (extension.length > 0) {
    input.ExtensionColumn = extension;
    mapped.push("ExtensionColumn");
  } else if (plan.lists.ExtensionColumn.length > 0) mapped.push("ExtensionColumn");

  // What no cell gave: defaults, said so.
  for (const field of FIELDS) {
    if (input[field] !== undefined && input[field] !== "") continue;
    const column = plan.columns[field];
    const fallback = plan.defaults[field]?.trim() ?? "";
    if (fallback) {
      input[field] = fallback;
      // A currency or area unit the sheet's own headers or cells name is read, not assumed.
      if (plan.defaultsFrom[field] !== "sheet") {
        const kind = plan.defaultsFrom[field] === "locale" ? "locale" : "default";
        assumptions.push({ field, kind, value: fallback, ...(column ? { column } : {}) });
      }
    } else if (column || EMPTY_WHEN_UNMAPPED.has(field)) input[field] = field === "BuildingArea" ? null : "";
  }
  // Land and lots have no building: with no area given, the area is not known (null), never 0.
  if (input.BuildingArea === undefined) input.BuildingArea = null;
  return { input, mapped: [...new Set(mapped)], assumptions, ...(problems.length > 0 ? { problem: problems.join("; ") } : {}) };
}

/** Required fields that neither a column nor a default would fill. */
export function missingFields(plan: ImportPlan): ListingFieldName[] {
  return REQUIRED_LISTING_FIELDS.filter(
    (field) => field !== "BuildingArea" && !plan.columns[field] && !plan.defaults[field]?.trim() && !EMPTY_WHEN_UNMAPPED.has(field),
  );
}

/** A column's link kind for the mapping screen ("photos", "tour links"), when its cells say. */
export function linkKindOf(cell: string): string | undefined {
  const links = linksIn(cell);
  return links.length > 0 ? linkKind(links[0]!) : undefined;
}
