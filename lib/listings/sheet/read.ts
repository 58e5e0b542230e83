import Papa from "papaparse";
import { recordsOf, type Sheet, SheetError, SHEET_LIMITS } from "./records";
import { windows1252 } from "@/lib/files/windows-1252";
import { readXlsx, XLSX_SIGNATURE } from "./xlsx";

export { type Sheet, SheetError, type SheetRecord, SHEET_LIMITS } from "./records";

/**
 * A listings sheet as agents save it, read into rows of text: CSV in any of the delimiters
 * spreadsheets write (`,` `;` tab `|`), in UTF-8 (with or without a byte-order mark), UTF-16 or
 * Windows-1252, or an Excel workbook (.xlsx) with its numbers and dates as typed. Runs in the
 * browser (the import page) and on the server (the import endpoint) alike.
 */

const OLD_EXCEL = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);

/** The text of CSV bytes, and the encoding it was in: a byte-order mark says so, else UTF-8 when the bytes are valid UTF-8, else Windows-1252. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: NonNullable<Sheet["encoding"]> } {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return { text: new TextDecoder("utf-8").decode(bytes.subarray(3)), encoding: "utf-8" };
  if (startsWith(bytes, [0xff, 0xfe])) return { text: new TextDecoder("utf-16le").decode(bytes.subarray(2)), encoding: "utf-16le" };
  if (startsWith(bytes, [0xfe, 0xff])) return { text: new TextDecoder("utf-16be").decode(bytes.subarray(2)), encoding: "utf-16be" };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    // Excel's "CSV" on Windows in Western Europe and the Americas: every byte is a character.
    return { text: windows1252(bytes), encoding: "windows-1252" };
  }
}

const DELIMITERS = [",", ";", "\t", "|"] as const;
const DELIMITER_NAMES: Record<string, string> = { ",": "comma", ";": "semicolon", "\t": "tab", "|": "vertical bar" };
export const delimiterName = (delimiter: string) => DELIMITER_NAMES[delimiter] ?? JSON.stringify(delimiter);

/**
 * The delimiter of CSV text: of `,` `;` tab and `|`, the one that splits the first lines (outside
 * quotes) into the same number of fields, more than one, most often; ties go to the one giving
 * more fields. Undefined when none splits the header.
 */
export function detectDelimiter(text: string): string | undefined {
  const lines = splitLines(text.slice(0, 64 * 1024)).slice(0, 20);
  let best: { delimiter: string; score: number; fields: number } | undefined;
  for (const delimiter of DELIMITERS) {
    const counts = lines.map((line) => fieldCount(line, delimiter));
    const header = counts[0] ?? 1;
    if (header < 2) continue;
    const agreeing = counts.filter((count) => count === header).length;
    const score = agreeing / counts.length;
    if (!best || score > best.score || (score === best.score && header > best.fields)) best = { delimiter, score, fields: header };
  }
  return best?.delimiter;
}

/** Lines of CSV text, a quoted field's line breaks kept inside its line. */
function splitLines(text: string): string[] {
  const lines: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) {
      if (i > start) lines.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (start < text.length && !quoted) lines.push(text.slice(start));
  return lines.filter((line) => line.trim() !== "");
}

function fieldCount(line: string, delimiter: string): number {
  let quoted = false;
  let count = 1;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === delimiter) count++;
  }
  return count;
}

/** CSV text as a sheet: its delimiter found, then parsed as RFC 4180 (quotes, quoted line breaks). */
export function readCsvText(text: string, fileName: string, encoding?: Sheet["encoding"]): Sheet {
  const body = text.startsWith("\ufeff") ? text.slice(1) : text;
  if (body.trim() === "") throw new SheetError("The file is empty: it has no header line and no rows.");
  const delimiter = detectDelimiter(body);
  if (!delimiter) {
    throw new SheetError(
      "Only one column was found: the header line has no comma, semicolon, tab or vertical bar between its names. Save the sheet as CSV (comma or semicolon separated) or as an Excel workbook (.xlsx).",
    );
  }
  const parsed = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: false });
  const { headers, records } = recordsOf(parsed.data);
  return { fileName, format: "csv", encoding, delimiter, typedNumbers: false, headers, records };
}

/** A sheet file's bytes, CSV or XLSX (told by their first bytes, not the name); `sheet` picks a workbook's sheet by name. */
export async function readSheet(bytes: Uint8Array, fileName: string, options: { sheet?: string } = {}): Promise<Sheet> {
  if (bytes.byteLength === 0) throw new SheetError("The file is empty.");
  if (bytes.byteLength > SHEET_LIMITS.bytes)
    throw new SheetError(`The file is larger than ${SHEET_LIMITS.bytes / 1024 / 1024} MB; split it into smaller files.`);
  if (startsWith(bytes, XLSX_SIGNATURE)) return readXlsx(bytes, fileName, options.sheet);
  if (startsWith(bytes, OLD_EXCEL)) {
    throw new SheetError("This is an old Excel file (.xls). Open it in Excel or LibreOffice and save it as .xlsx or CSV, then choose it again.");
  }
  if (/\.(?:numbers|ods|pdf|docx?)$/i.test(fileName)) {
    throw new SheetError("Only CSV and Excel (.xlsx) sheets can be read. Save the sheet in one of those formats, then choose it again.");
  }
  const { text, encoding } = decodeText(bytes);
  if (text.includes("\u0000")) throw new SheetError("This file is not a sheet saved as text: save it as CSV or as an Excel workbook (.xlsx).");
  return readCsvText(text, fileName, encoding);
}
