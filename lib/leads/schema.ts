import { z } from "zod";
import { LEAD_SCORES } from "@/db/enums";
import { LEAD_STATUSES } from "@/db/schema";
import { chatbotIdField } from "@/lib/chatbots/schema";
import { intField } from "@/lib/validation/fields";

/** "" and null read as absent: a filter left empty by a form. */
const optional = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

export const leadInboxInput = z.object({
  /** One chatbot's leads; without it, the whole workspace's. */
  serialNumber: optional(chatbotIdField),
  Status: optional(z.enum(LEAD_STATUSES)),
  Type: optional(z.enum(["Lead", "Handoff"])),
  /** hot, warm or cold, by the rules of lib/leads/score.ts. */
  Score: optional(z.enum(LEAD_SCORES)),
  PageNumber: intField(1, 1_000_000).default(1),
  PageSize: intField(1, 100).default(20),
});

export const MAX_LEAD_NOTES = 5000;

export const leadUpdateInput = z
  .object({
    LeadID: intField(1, Number.MAX_SAFE_INTEGER),
    Status: z.enum(LEAD_STATUSES).optional(),
    Notes: z.string().max(MAX_LEAD_NOTES).optional(),
  })
  .refine((input) => input.Status !== undefined || input.Notes !== undefined, { message: "Send Status or Notes to change", path: ["Status"] });
