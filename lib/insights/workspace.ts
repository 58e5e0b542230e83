import { asc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { chatbots, insightZones } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { monthKey } from "@/lib/chat/limits";
import { monthQuestionsOf, rate, rollupZone, type WorkspaceDayRow, workspaceDayRows } from "./queries";

/** The overview's days: the last 30, each chatbot's in its own time zone. */
export const OVERVIEW_DAYS = 30;

const total = (days: readonly WorkspaceDayRow[], pick: (day: WorkspaceDayRow) => number) => days.reduce((sum, day) => sum + pick(day), 0);

/** Workspace/Insights: every chatbot's questions, no-answer rate and leads over the last 30 days, by day, and the credits used this month. */
export async function workspaceInsights({ db, workspace }: { db: Database; workspace: WorkspaceRef }) {
  const bots = await db
    .select({ id: chatbots.id, Name: chatbots.Name, TimeZone: chatbots.TimeZone, MessageLimit: chatbots.MessageLimit, setting: insightZones.setting })
    .from(chatbots)
    .leftJoin(insightZones, eq(insightZones.chatbotId, chatbots.id))
    .where(eq(chatbots.workspaceId, workspace.id))
    .orderBy(asc(chatbots.createdAt), asc(chatbots.id));
  // Rollups kept in an earlier TimeZone (or none yet) are counted first: rarely, after the setting changed.
  for (const bot of bots) if (bot.setting !== bot.TimeZone) await rollupZone(db, bot.id, bot.TimeZone);
  const [rows, used] =
    bots.length === 0
      ? [[], new Map<string, number>()]
      : await Promise.all([
          workspaceDayRows(db, workspace.id, OVERVIEW_DAYS),
          monthQuestionsOf(
            db,
            bots.map((bot) => ({ chatbotId: bot.id, month: monthKey(bot.TimeZone) })),
          ),
        ]);
  const daysOf = new Map<string, WorkspaceDayRow[]>();
  for (const row of rows) daysOf.set(row.chatbotId, [...(daysOf.get(row.chatbotId) ?? []), row]);

  const list = bots.map((bot) => {
    const days = daysOf.get(bot.id) ?? [];
    const answered = total(days, (day) => day.answered);
    const noAnswer = total(days, (day) => day.noAnswer);
    return {
      SerialNumber: bot.id,
      Name: bot.Name,
      TimeZone: bot.TimeZone,
      Questions: total(days, (day) => day.questions),
      Answered: answered,
      NoAnswer: noAnswer,
      NoAnswerRate: rate(noAnswer, answered + noAnswer),
      Leads: total(days, (day) => day.leads),
      Handoffs: total(days, (day) => day.handoffs),
      CreditsUsed: used.get(bot.id) ?? 0,
      MessageLimit: Math.max(-1, bot.MessageLimit),
      Daily: days.map((day) => ({ Date: day.day, Questions: day.questions, NoAnswer: day.noAnswer, Leads: day.leads })),
    };
  });
  const sum = (pick: (bot: (typeof list)[number]) => number) => list.reduce((all, bot) => all + pick(bot), 0);
  const answered = sum((bot) => bot.Answered);
  const noAnswer = sum((bot) => bot.NoAnswer);
  return {
    Days: OVERVIEW_DAYS,
    Totals: {
      Questions: sum((bot) => bot.Questions),
      NoAnswerRate: rate(noAnswer, answered + noAnswer),
      Leads: sum((bot) => bot.Leads),
      Handoffs: sum((bot) => bot.Handoffs),
      CreditsUsed: sum((bot) => bot.CreditsUsed),
    },
    Chatbots: list,
  };
}
