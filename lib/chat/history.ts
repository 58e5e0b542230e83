import { and, desc, eq, lt } from "drizzle-orm";
import { countTokens } from "gpt-tokenizer";
import type { Database } from "@/db/client";
import { chatMessages } from "@/db/schema";

/** How much of the session's earlier conversation the model sees, in tokens. */
export const HISTORY_TOKEN_BUDGET = 3000;
const MAX_TURNS = 40;

export interface HistoryTurn {
  role: "user" | "assistant";
  content: string;
}

/** The session's turns before the given question, newest kept first until the budget is spent. */
export async function loadHistory(db: Database, sessionId: number, beforeMessageId: number, budget = HISTORY_TOKEN_BUDGET): Promise<HistoryTurn[]> {
  const rows = await db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), lt(chatMessages.id, beforeMessageId)))
    .orderBy(desc(chatMessages.id))
    .limit(MAX_TURNS);
  const kept: HistoryTurn[] = [];
  let spent = 0;
  for (const row of rows) {
    if (row.content.trim() === "") continue;
    spent += countTokens(row.content);
    if (spent > budget) break;
    kept.push({ role: row.role === "question" ? "user" : "assistant", content: row.content });
  }
  return kept.reverse();
}
