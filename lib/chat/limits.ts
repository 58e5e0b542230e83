import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { monthlyUsage } from "@/db/schema";

export const DEFAULT_RATE_LIMIT_MESSAGE = "You are sending messages too quickly. Please wait a moment and try again.";
export const MONTHLY_LIMIT_MESSAGE = "This chatbot has reached its monthly message limit. Please try again next month.";

/** A formatter in the zone, or in UTC for a name this runtime does not know (a setting written around the API's check). */
function inZone(timeZone: string, options: Intl.DateTimeFormatOptions) {
  try {
    return new Intl.DateTimeFormat("en-CA", { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat("en-CA", { ...options, timeZone: "UTC" });
  }
}

/** "2026-11": the calendar month now in the chatbot's time zone. */
export function monthKey(timeZone: string, at = new Date()): string {
  const parts = inZone(timeZone, { year: "numeric", month: "2-digit" }).formatToParts(at);
  return `${parts.find((p) => p.type === "year")!.value}-${parts.find((p) => p.type === "month")!.value}`;
}

/** A question the model failed to answer is not one of the month's answered questions. */
export async function refundQuestion(db: Database, chatbotId: string, month: string): Promise<void> {
  await db
    .update(monthlyUsage)
    .set({ questions: sql`${monthlyUsage.questions} - 1` })
    .where(and(eq(monthlyUsage.chatbotId, chatbotId), eq(monthlyUsage.month, month), gt(monthlyUsage.questions, 0)));
}
