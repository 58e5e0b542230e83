import { and, asc, count, eq, gte, lt, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { type ChatMessage, chatMessages, leads, monthlyUsage } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { getChatbot, requireChatbot } from "@/lib/chatbots/service";
import type { UtcSpan } from "@/lib/validation/dates";
import { monthKey } from "./limits";
import type { creditsInput, historyInput, leadListInput, messageCountInput } from "./schema";

interface Scope {
  db: Database;
  workspace: WorkspaceRef;
}

/** Rows created within the given spans: from the start's first moment up to the end's last. */
function timeRange(column: typeof chatMessages.createdAt | typeof leads.createdAt, start?: UtcSpan, end?: UtcSpan): SQL[] {
  const conditions: SQL[] = [];
  if (start) conditions.push(gte(column, start.from));
  if (end) conditions.push(lt(column, end.until));
  return conditions;
}

/** This month's questions against MessageLimit; -1 for unlimited. */
export async function creditsUsage({ db, workspace, input }: Scope & { input: z.output<typeof creditsInput> }) {
  const chatbot = await getChatbot({ db, workspace, serialNumber: input.serialNumber });
  const [usage] = await db
    .select({ questions: monthlyUsage.questions })
    .from(monthlyUsage)
    .where(and(eq(monthlyUsage.chatbotId, input.serialNumber), eq(monthlyUsage.month, monthKey(chatbot.TimeZone))));
  const used = usage?.questions ?? 0;
  // Any negative MessageLimit is unlimited; the reply says so as the service does, with -1.
  const total = Math.max(-1, chatbot.MessageLimit);
  return { Total: total, Used: used, Remain: total < 0 ? -1 : Math.max(0, total - used) };
}

/** Every message stored for the chatbot: questions and answers. */
export async function messageCount({ db, workspace, input }: Scope & { input: z.output<typeof messageCountInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  const [row] = await db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.chatbotId, chatbotId));
  return row?.n ?? 0;
}

/** A stored question or answer as the reporting endpoints show it. */
export function messageItem(row: ChatMessage) {
  return {
    MessageID: row.id,
    SessionID: row.sessionId,
    Type: row.role === "question" ? "Question" : "Answer",
    Content: row.content,
    ChatAskType: row.askType,
    FileIds: row.fileIds ?? [],
    TotalToken: row.totalTokens,
    // Said of answers: a question's row keeps its answer's outcome too (for Insights), not reported on it.
    NoAnswer: row.role === "answer" && row.noAnswer,
    Interrupted: row.role === "answer" && row.interrupted,
    CreateTime: row.createdAt.toISOString(),
  };
}

export const MAX_HISTORY_MESSAGES = 10_000;

/** The chatbot's messages in a UTC date range, oldest first (at most 10,000). */
export async function chatContentHistory({ db, workspace, input }: Scope & { input: z.output<typeof historyInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.SerialNumber });
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatbotId, chatbotId), ...timeRange(chatMessages.createdAt, input.StartTime, input.EndTime)))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    .limit(MAX_HISTORY_MESSAGES);
  return rows.map(messageItem);
}

/** Leads (contact details left in chat) and handoffs (requests for a person), oldest first. */
export async function leadList({ db, workspace, input }: Scope & { input: z.output<typeof leadListInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.serialNumber });
  const rows = await db
    .select()
    .from(leads)
    .where(
      and(
        eq(leads.chatbotId, chatbotId),
        input.sessionID !== undefined ? eq(leads.sessionId, input.sessionID) : undefined,
        ...timeRange(leads.createdAt, input.startTime, input.endTime),
      ),
    )
    .orderBy(asc(leads.createdAt), asc(leads.id));
  return rows.map((row) => ({
    Type: row.type,
    Name: row.name,
    Email: row.email,
    Phone: row.phone,
    Message: row.message,
    SessionID: row.sessionId,
    CreateTime: row.createdAt.toISOString(),
  }));
}
