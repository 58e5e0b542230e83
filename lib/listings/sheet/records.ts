// The rows of a sheet, read by lib/listings/sheet/read.ts (CSV) or xlsx.ts, as records under a header.

export interface SheetRecord {
  /** The row as a spreadsheet numbers it (the header is row 1, or the row it was found on). */
  row: number;
  values: Record<string, string | undefined>;
}

export interface Sheet {
  fileName: string;
  format: "csv" | "xlsx";
  /** CSV: the encoding the bytes were read in. */
  encoding?: "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";
  /** CSV: the delimiter found. */
  delimiter?: string;
  /** XLSX: the workbook's sheets, and the one read. */
  sheets?: string[];
  sheet?: string;
  /**
   * Whether the numbers are typed (an XLSX cell holds a number, written here with a point):
   * then no cell's decimal mark needs guessing.
   */
  typedNumbers: boolean;
  headers: string[];
  records: SheetRecord[];
}

/** What a reader says when a sheet cannot be read, in words an agent understands. */
export class SheetError extends Error {
  override name = "SheetError";
}

export const SHEET_LIMITS = {
  /** Bytes of a sheet file. */
  bytes: 10 * 1024 * 1024,
  /** Rows under the header. */
  rows: 10_000,
  /** Columns. */
  columns: 300,
  /** Characters of one cell. */
  cell: 20_000,
} as const;

/** Headers trimmed, blank ones named by their column letter, repeated ones numbered ("Photo", "Photo (2)"). */
export function uniqueHeaders(raw: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return raw.map((header, index) => {
    const name = header.replace(/\s+/g, " ").trim().slice(0, 200) || `Column ${columnLetter(index)}`;
    const times = (seen.get(name.toLowerCase()) ?? 0) + 1;
    seen.set(name.toLowerCase(), times);
    return times === 1 ? name : `${name} (${times})`;
  });
}

export function columnLetter(index: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Rows of cells (the first non-empty one the header) as records, blank rows dropped, limits held. */
export function recordsOf(rows: readonly (readonly string[])[], firstRowNumber = 1): { headers: string[]; records: SheetRecord[] } {
  const headerIndex = rows.findIndex((cells) => cells.some((cell) => cell.trim() !== ""));
  if (headerIndex < 0) throw new SheetError("The file is empty: it has no header line and no rows.");
  const rawHeaders = rows[headerIndex]!;
  let width = rawHeaders.length;
  while (width > 0 && rawHeaders[width - 1]!.trim() === "") width--;
  if (width > SHEET_LIMITS.columns) throw new SheetError(`The sheet has ${width} columns; at most ${SHEET_LIMITS.columns} can be imported.`);
  const headers = uniqueHeaders(rawHeaders.slice(0, width));
  const records: SheetRecord[] = [];
  for (let i = headerIndex + 1; i < rows.length; i++) {
    const cells = rows[i]!;
    if (!cells.some((cell) => cell.trim() !== "")) continue;
    if (records.length === SHEET_LIMITS.rows)
      throw new SheetError(`The sheet has more than ${SHEET_LIMITS.rows.toLocaleString("en-US")} rows; split it into smaller files.`);
    const values: Record<string, string | undefined> = {};
    headers.forEach((header, column) => {
      const cell = cells[column];
      if (cell !== undefined) values[header] = cell.length > SHEET_LIMITS.cell ? cell.slice(0, SHEET_LIMITS.cell) : cell;
    });
    records.push({ row: i + firstRowNumber, values });
  }
  if (records.length === 0) throw new SheetError("The sheet has a header line but no rows under it.");
  return { headers, records };
}
