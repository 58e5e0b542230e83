import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { chatbots } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { requireChatbot } from "@/lib/chatbots/service";
import { AppError, invalidInput, isAppError, tooLarge } from "@/lib/errors";
import { assertZipWithinLimits } from "@/lib/knowledge/extract/zip-guard";
import { createListing, updateListing } from "../service";
import { createListingInput } from "../schema";
import { sheetLocale } from "./locale";
import { type Assumption, type ColumnTarget, listingFromRecord, mappingOf, missingFields, planSheet, planWithMapping } from "./plan";
import { listingSentence } from "./preview";
import { readSheet, SheetError } from "./read";
import { XLSX, XLSX_SIGNATURE } from "./xlsx";
import { IMPORT_WRITE_ROWS, type importSheetInput } from "./schema";

/**
 * Chatbot/RealEstateImport: a sheet (CSV or XLSX) imported by the rules the import page uses
 * (lib/listings/sheet), so that a script gets what the page gets. `DryRun` reads and plans
 * without writing: the columns as matched, the assumptions with their rows, three rows as
 * sentences, and what each row would become.
 */

interface Scope {
  db: Database;
  workspace: WorkspaceRef;
}

type RowResult = {
  Row: number;
  MLSNumber: string;
  Result: "created" | "updated" | "failed" | "ready";
  ID?: string;
  Reason?: string;
  Sentence?: string;
};

const describeIssues = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  [...new Set(issues.map((issue) => `${issue.path.map(String).join(".") || "The row"} ${issue.message}`))].join("; ");

export async function importSheet({ db, workspace, input }: Scope & { input: z.output<typeof importSheetInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  const [chatbot] = await db.select({ TimeZone: chatbots.TimeZone }).from(chatbots).where(eq(chatbots.id, chatbotId)).limit(1);
  const field = input.Csv !== undefined ? "Csv" : "Content";
  const bytes = input.Csv !== undefined ? new TextEncoder().encode(input.Csv) : new Uint8Array(Buffer.from(input.Content!, "base64"));
  // A workbook is unpacked here, on the server: every part exceljs reads is first inflated with zlib
  // stopping at its declared size, as knowledge documents are, so one that lies about it is refused.
  if (XLSX_SIGNATURE.every((byte, i) => bytes[i] === byte)) {
    try {
      assertZipWithinLimits(bytes, XLSX);
    } catch (error) {
      if (error instanceof AppError) throw invalidInput(`${field}: ${error.message}`);
      throw error;
    }
  }
  const sheet = await readSheet(bytes, input.FileName ?? (input.Csv !== undefined ? "sheet.csv" : "sheet"), input.Sheet ? { sheet: input.Sheet } : {}).catch(
    (error: unknown) => {
      if (error instanceof SheetError) throw invalidInput(`${field}: ${error.message}`);
      throw error;
    },
  );
  const suggested = planSheet(sheet, sheetLocale(chatbot?.TimeZone));
  const mapping = mappingOf(suggested.plan, sheet.headers);
  for (const [header, target] of Object.entries(input.Mapping ?? {})) {
    if (!(header in mapping)) throw invalidInput(`Mapping: the sheet has no column “${header}”; its columns: ${sheet.headers.join(", ")}`);
    const single = target !== "" && !["Images", "Tours", "ExtensionColumn"].includes(target);
    if (single) for (const [other, was] of Object.entries(mapping)) if (was === target) mapping[other] = "";
    mapping[header] = target as ColumnTarget | "";
  }
  const plan = planWithMapping(suggested.plan, mapping, { ...suggested.plan.defaults, ...input.Defaults }, input.Decimal ?? suggested.plan.decimal);
  const missing = missingFields(plan);
  if (missing.length > 0) throw invalidInput(`Mapping: no column or default gives ${missing.join(", ")}: map a column to it, or send it in Defaults`);
  if (!input.DryRun && sheet.records.length > IMPORT_WRITE_ROWS) {
    throw tooLarge(
      `${field}: the sheet has ${sheet.records.length} rows; one call imports at most ${IMPORT_WRITE_ROWS}. Split the sheet, or send DryRun to read it whole.`,
    );
  }

  const results: RowResult[] = [];
  const warnings = new Map<string, { Field: string; Kind: Assumption["kind"]; Column?: string; Value: string; Rows: number[] }>();
  for (const record of sheet.records) {
    const { input: fields, mapped, assumptions, problem } = listingFromRecord(record.values, plan);
    const mls = String(fields.MLSNumber ?? "").trim();
    const result = (outcome: Omit<RowResult, "Row" | "MLSNumber">) => results.push({ Row: record.row, MLSNumber: mls, ...outcome });
    if (problem) {
      result({ Result: "failed", Reason: `Not imported: ${problem}` });
      continue;
    }
    const parsed = createListingInput.safeParse({ SerialNumber: input.SerialNumber, ...fields });
    if (!parsed.success) {
      result({ Result: "failed", Reason: describeIssues(parsed.error.issues) });
      continue;
    }
    for (const assumption of assumptions) {
      const key = [assumption.field, assumption.kind, assumption.column ?? "", assumption.kind === "converted" ? "" : assumption.value].join("\u0000");
      const warning = warnings.get(key) ?? {
        Field: assumption.field,
        Kind: assumption.kind,
        ...(assumption.column ? { Column: assumption.column } : {}),
        Value: assumption.kind === "converted" ? "" : assumption.value,
        Rows: [],
      };
      warning.Rows.push(record.row);
      warnings.set(key, warning);
    }
    const sentence = results.filter((row) => row.Sentence).length < 3 ? { Sentence: listingSentence(parsed.data, assumptions) } : {};
    if (input.DryRun) {
      result({ Result: "ready", ...sentence });
      continue;
    }
    try {
      result({ Result: "created", ID: await createListing({ db, workspace, input: parsed.data }), ...sentence });
    } catch (error) {
      const duplicate = isAppError(error, "conflict") && (error as AppError).message.startsWith("MLSNumber ");
      if (!duplicate || !input.UpdateExisting) {
        if (error instanceof AppError) result({ Result: "failed", Reason: error.message });
        else throw error;
        continue;
      }
      // Only what the sheet holds changes: fields it has no column for keep their values.
      const changes = Object.fromEntries(mapped.map((name) => [name, parsed.data[name]]));
      try {
        await updateListing({ db, workspace, input: { ...changes, SerialNumber: input.SerialNumber, Key: parsed.data.MLSNumber, KeyType: "MLSNumber" } });
        result({ Result: "updated", ...sentence });
      } catch (updateError) {
        if (updateError instanceof AppError) result({ Result: "failed", Reason: updateError.message });
        else throw updateError;
      }
    }
  }
  const count = (outcome: RowResult["Result"]) => results.filter((row) => row.Result === outcome).length;
  return {
    Format: sheet.format,
    ...(sheet.encoding ? { Encoding: sheet.encoding } : {}),
    ...(sheet.delimiter ? { Delimiter: sheet.delimiter } : {}),
    ...(sheet.sheets ? { Sheet: sheet.sheet!, Sheets: sheet.sheets } : {}),
    Columns: sheet.headers.map((header) => ({ Column: header, ImportedAs: mapping[header] ?? "" })),
    Defaults: plan.defaults,
    Decimal: plan.decimal ?? "",
    Warnings: [...warnings.values()].map((warning) => ({ ...warning, Count: warning.Rows.length })),
    Preview: results.flatMap((row) => (row.Sentence ? [row.Sentence] : [])),
    Created: count("created"),
    Updated: count("updated"),
    Failed: count("failed"),
    Ready: count("ready"),
    Rows: results,
  };
}
