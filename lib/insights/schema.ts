import { z } from "zod";
import { chatbotIdField } from "@/lib/chatbots/schema";

// The inputs of Chatbot/Insights and Workspace/Insights.

export const INSIGHT_RANGES = ["7d", "30d", "90d"] as const;
export type InsightRange = (typeof INSIGHT_RANGES)[number];

/** The longest custom range, in days. */
export const MAX_INSIGHT_DAYS = 366;

const DAY_MS = 86_400_000;

/** Days from one calendar date to another ("2026-03-01" to "2026-03-02" is 1). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const localDate = z
  .string()
  .trim()
  .refine((value) => z.regexes.date.test(value), "must be a calendar date such as 2026-03-07")
  .refine((value) => value >= "2000-01-01" && value <= "2999-12-31", "must be a date between 2000-01-01 and 2999-12-31")
  .describe("A date in the chatbot's TimeZone (YYYY-MM-DD)");

const optional = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (value === null || value === "" ? undefined : value), schema.optional());

export const chatbotInsightsInput = z
  .object({
    SerialNumber: chatbotIdField,
    Range: optional(z.preprocess((value) => (typeof value === "string" ? value.trim().toLowerCase() : value), z.enum(INSIGHT_RANGES))).describe(
      "The last 7, 30 or 90 days up to today in the chatbot's TimeZone (default 30d); ignored when From is given",
    ),
    From: optional(localDate).describe("The first day of a custom range, in the chatbot's TimeZone"),
    To: optional(localDate).describe("The last day of a custom range (default: today), in the chatbot's TimeZone"),
  })
  .superRefine((input, ctx) => {
    if (input.To !== undefined && input.From === undefined) ctx.addIssue({ code: "custom", path: ["From"], message: "is required with To" });
    if (input.From === undefined || input.To === undefined) return;
    if (input.From > input.To) ctx.addIssue({ code: "custom", path: ["To"], message: "must not be before From" });
    else if (daysBetween(input.From, input.To) >= MAX_INSIGHT_DAYS)
      ctx.addIssue({ code: "custom", path: ["To"], message: `must be at most ${MAX_INSIGHT_DAYS} days after From` });
  });

export type ChatbotInsightsInput = z.output<typeof chatbotInsightsInput>;

export const workspaceInsightsInput = z.object({});
