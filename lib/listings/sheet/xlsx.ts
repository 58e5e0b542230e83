import { AppError } from "@/lib/errors";
import { MAX_ZIP_UNPACKED_BYTES, type ZipEntry, type ZipKind, zipEntries } from "@/lib/files/zip-directory";
import { recordsOf, type Sheet, SheetError } from "./records";

/**
 * Excel workbooks (.xlsx) through exceljs: the chosen sheet (else the first that holds cells) as
 * rows of text. Numbers stay numbers (written with a point, so no decimal mark is guessed), with
 * the currency sign or unit their cell format shows ("245000 €", "0.17 ac"); dates are ISO dates;
 * links give their address; formulas their last result.
 */

/** A zip file's first bytes ("PK\3\4"): every .xlsx is one. */
export const XLSX_SIGNATURE = [0x50, 0x4b, 0x03, 0x04] as const;

/** An .xlsx in the messages of the zip checks (lib/files/zip-directory.ts). */
export const XLSX: ZipKind = { what: "This Excel file", app: "Excel" };

/**
 * The workbook's parts as its zip directory declares them, read before anything is unpacked; a
 * damaged archive, or one out of proportion, is a SheetError with the check's plain words.
 */
function workbookParts(bytes: Uint8Array): ZipEntry[] {
  try {
    return zipEntries(bytes, XLSX);
  } catch (error) {
    if (error instanceof AppError) throw new SheetError(`${error.message}.`);
    throw error;
  }
}

interface CellLike {
  value: unknown;
  numFmt?: string;
  text?: string;
}

/** A format's first section without its colour, condition and padding codes, and the currency in a `[$€-40C]` tag. */
function formatParts(numFmt: string): { prefix: string; suffix: string; percent: boolean } | undefined {
  let section = "";
  let quoted = false;
  for (const char of numFmt) {
    if (char === '"') quoted = !quoted;
    if (char === ";" && !quoted) break;
    section += char;
  }
  const symbol = /\[\$([^\]-]+)-?[0-9A-Fa-f]*\]/.exec(section)?.[1];
  const plain = section
    .replace(/\[\$[^\]]*\]/g, symbol ? "\u0001" : "")
    .replace(/\[[^\]]*\]/g, "")
    .replace(/[_*]./g, "")
    .replace(/\\(.)/g, "$1");
  const first = plain.search(/[#0?]/);
  if (first < 0) return undefined;
  let last = first;
  for (let i = plain.length - 1; i > first; i--) {
    if (/[#0?]/.test(plain[i]!)) {
      last = i;
      break;
    }
  }
  const literal = (text: string) =>
    text
      .replace(/"([^"]*)"/g, "$1")
      .replace(/\u0001/g, symbol ?? "")
      .replace(/[,.%]/g, "")
      .trim();
  const after = plain.slice(last + 1);
  return { prefix: literal(plain.slice(0, first)), suffix: literal(after), percent: after.includes("%") };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A date as the ISO date it shows (a time of day only when it has one). */
function dateText(date: Date): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const time = date.getUTCHours() || date.getUTCMinutes() ? ` ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}` : "";
  return day + time;
}

/** A number with what its format shows around it: "245000 €", "$2650", "0.17 ac", "5%". */
function numberText(value: number, numFmt: string | undefined): string {
  const parts = numFmt && numFmt !== "General" ? formatParts(numFmt) : undefined;
  if (!parts) return String(value);
  const number = parts.percent ? `${Number((value * 100).toPrecision(12))}%` : String(value);
  // "$2650", "420000 €", "64.5 m²": a sign before the number joins it, a unit or sign after it is spaced.
  const prefix = parts.prefix.length > 1 ? `${parts.prefix} ` : parts.prefix;
  return `${prefix}${number}${parts.suffix ? ` ${parts.suffix}` : ""}`;
}

/** One cell as text. */
export function cellText(cell: CellLike): string {
  const value = cell.value;
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return numberText(value, cell.numFmt);
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : dateText(value);
  if (typeof value === "object") {
    const object = value as { richText?: { text: string }[]; hyperlink?: string; text?: unknown; result?: unknown; error?: string };
    if (Array.isArray(object.richText)) return object.richText.map((run) => run.text).join("");
    if (typeof object.hyperlink === "string") {
      // A link cell: its address, unless it is a mail link and its text is the address.
      const text = typeof object.text === "string" ? object.text : "";
      return object.hyperlink.startsWith("mailto:") ? text || object.hyperlink.slice(7) : object.hyperlink;
    }
    if ("result" in object) return cellText({ value: object.result ?? null, numFmt: cell.numFmt });
    if (object.error) return "";
  }
  return String(value);
}

/** An .xlsx file as a sheet: `sheetName` picks the sheet (else the first that holds cells). */
export async function readXlsx(bytes: Uint8Array, fileName: string, sheetName?: string): Promise<Sheet> {
  const entries = workbookParts(bytes);
  if (!entries.some((entry) => entry.name === "xl/workbook.xml")) {
    throw new SheetError("This zip file is not an Excel workbook: save the sheet as .xlsx or CSV.");
  }
  if (entries.reduce((sum, entry) => sum + entry.size, 0) > MAX_ZIP_UNPACKED_BYTES) {
    throw new SheetError("This Excel file unpacks to far more than a sheet of listings holds: split it into smaller files.");
  }
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    throw new SheetError("This Excel file could not be opened: it may be damaged or password-protected. Save it again without a password.");
  }
  const sheets = workbook.worksheets.map((worksheet) => worksheet.name);
  // Asked for none: the first sheet with a header line and a row under it (a "Notes" sheet before the listings is passed over).
  const worksheet =
    sheetName !== undefined
      ? workbook.worksheets.find((candidate) => candidate.name === sheetName)
      : (workbook.worksheets.find((candidate) => candidate.actualRowCount >= 2) ?? workbook.worksheets.find((candidate) => candidate.actualRowCount > 0));
  if (!worksheet) {
    throw new SheetError(
      sheetName !== undefined ? `The workbook has no sheet named “${sheetName}”. Its sheets: ${sheets.join(", ")}.` : "The workbook has no sheet with cells.",
    );
  }
  const rows: string[][] = [];
  const width = Math.min(worksheet.columnCount, 1000);
  worksheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= width; column++) cells.push(cellText(row.getCell(column) as CellLike));
    rows[rowNumber - 1] = cells;
  });
  const dense = Array.from(rows, (cells) => cells ?? []);
  const { headers, records } = recordsOf(dense);
  return { fileName, format: "xlsx", sheets, sheet: worksheet.name, typedNumbers: true, headers, records };
}
