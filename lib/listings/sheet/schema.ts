import { z } from "zod";
import { chatbotIdField } from "@/lib/chatbots/schema";
import { booleanField } from "@/lib/validation/fields";
import { LISTING_FIELD_NAMES, type ListingFieldName } from "../schema";
import { COLUMN_TARGETS } from "./plan";

// The request of Chatbot/RealEstateImport (lib/listings/sheet/import.ts).

/** Rows one call writes; a dry run reads up to the sheet limit. */
export const IMPORT_WRITE_ROWS = 1000;
/** A sheet's bytes in base64 within the 1 MB body: about 750 KB of file. */
const MAX_CONTENT = 1_000_000;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const importSheetInput = z
  .object({
    SerialNumber: chatbotIdField,
    Csv: z.string().min(1).max(MAX_CONTENT).optional(),
    Content: z.string().min(1).max(MAX_CONTENT).regex(BASE64, "must be the file's bytes in base64").optional(),
    FileName: z.string().max(255).optional(),
    Sheet: z.string().min(1).max(200).optional(),
    Mapping: z.record(z.string().min(1).max(200), z.enum(["", ...COLUMN_TARGETS] as [string, ...string[]])).optional(),
    Defaults: z.partialRecord(z.enum(LISTING_FIELD_NAMES as [ListingFieldName, ...ListingFieldName[]]), z.string().max(200)).optional(),
    Decimal: z.enum([",", "."]).optional(),
    UpdateExisting: booleanField().optional(),
    DryRun: booleanField().optional(),
  })
  .superRefine((input, context) => {
    if ((input.Csv === undefined) === (input.Content === undefined)) {
      context.addIssue({ code: "custom", path: ["Csv"], message: "send the sheet as Csv (text) or as Content (the file's bytes in base64), one of the two" });
    }
  });
