import { ChatApiError, api } from "@/lib/client/api";
import { type Assumption, type ImportPlan, listingFromRecord } from "@/lib/listings/csv";
import { createListingInput } from "@/lib/listings/schema";
import type { SheetRecord } from "@/lib/listings/sheet/records";
import { validationErrorMap } from "@/lib/validation/messages";
import { describeForOwner } from "../listing-fields";
import { runPool } from "../run-pool";

/** A record of the file, numbered as a spreadsheet shows it (the header is row 1). */
export type CsvRecord = SheetRecord;

export interface RowOutcome {
  row: number;
  mls: string;
  result: "created" | "updated" | "failed";
  reason?: string;
  /** What the import supplied for this row: defaults, a sale type read from another column, a routed price. */
  assumptions: Assumption[];
  /** The listing a created row became. */
  id?: string;
}

export interface ImportOptions {
  chatbotId: string;
  plan: ImportPlan;
  /** On a duplicate MLS number, update that listing with the file's columns instead of failing. */
  updateExisting: boolean;
}

const CONCURRENCY = 4;

async function importRecord({ chatbotId, plan, updateExisting }: ImportOptions, record: CsvRecord): Promise<RowOutcome> {
  const { input, mapped, assumptions, problem } = listingFromRecord(record.values, plan);
  const outcome = (result: RowOutcome["result"], reason?: string, id?: string): RowOutcome => ({
    row: record.row,
    mls: String(input.MLSNumber ?? "").trim(),
    result,
    reason,
    assumptions,
    ...(id ? { id } : {}),
  });
  if (problem) return outcome("failed", `Not imported: ${problem}.`);
  // The API's own schema, so a row is refused here for exactly what the server would refuse.
  const parsed = createListingInput.safeParse({ SerialNumber: chatbotId, ...input }, { error: validationErrorMap });
  if (!parsed.success) return outcome("failed", describeForOwner(parsed.error.issues));
  try {
    const id = await api.Chatbot.RealEstateCreate(parsed.data);
    return outcome("created", undefined, String(id));
  } catch (error) {
    const duplicateMls = error instanceof ChatApiError && error.code === 409 && error.message.startsWith("MLSNumber ");
    if (!duplicateMls || !updateExisting) return outcome("failed", (error as Error).message);
  }
  try {
    // Only what the file holds: fields it has no column for keep their current values.
    const changes = Object.fromEntries(mapped.map((field) => [field, parsed.data[field]]));
    await api.Chatbot.RealEstateUpdate({ ...changes, SerialNumber: chatbotId, Key: parsed.data.MLSNumber, KeyType: "MLSNumber" });
    return outcome("updated");
  } catch (error) {
    return outcome("failed", (error as Error).message);
  }
}

/** Sends every record to Create, a few at a time; `onRow` hears each outcome as it is known. */
export function importListings(options: ImportOptions, records: readonly CsvRecord[], onRow: (outcome: RowOutcome) => void, signal: AbortSignal) {
  return runPool(records, CONCURRENCY, async (record) => onRow(await importRecord(options, record)), signal);
}
