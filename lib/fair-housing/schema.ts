import { z } from "zod";
import { chatbotIdField } from "@/lib/chatbots/schema";
import { intField } from "@/lib/validation/fields";

const emptyToUndefined = (value: unknown) => (value === null || value === "" ? undefined : value);

export const complianceFlagsInput = z.object({
  SerialNumber: chatbotIdField,
  Kind: z.preprocess(emptyToUndefined, z.enum(["listing", "knowledge"]).optional()),
  /** Listings only: these listings' flags (the import report asks for the rows it created). */
  IDs: z.preprocess(
    emptyToUndefined,
    z
      .array(z.string().regex(/^\d{1,15}$/, "must be listing IDs"))
      .max(1000)
      .optional(),
  ),
  /** Listings only: the listings with these MLS numbers (the rows an import updated by MLS number). */
  MLSNumbers: z.preprocess(emptyToUndefined, z.array(z.string().trim().min(1).max(100)).max(1000).optional()),
  PageNumber: z.preprocess(emptyToUndefined, intField(1, 10_000_000).default(1)),
  PageSize: z.preprocess(emptyToUndefined, intField(1, 100).default(20)),
});
