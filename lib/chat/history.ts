import { tokenCount } from "@/lib/ai/tokens";

/** How much of the session's earlier conversation the model sees, in tokens. */
export const HISTORY_TOKEN_BUDGET = 3000;
/** The most earlier turns read for it. */
export const MAX_TURNS = 40;

export interface HistoryTurn {
  role: "user" | "assistant";
  content: string;
}

/** The earlier turns (given newest first) the model sees: newest kept first until the budget is spent, oldest first. */
export function turnsWithin(newestFirst: readonly { role: string; content: string }[], budget = HISTORY_TOKEN_BUDGET): HistoryTurn[] {
  const kept: HistoryTurn[] = [];
  let spent = 0;
  for (const row of newestFirst.slice(0, MAX_TURNS)) {
    if (row.content.trim() === "") continue;
    spent += tokenCount(row.content);
    if (spent > budget) break;
    kept.push({ role: row.role === "question" ? "user" : "assistant", content: row.content });
  }
  return kept.reverse();
}
