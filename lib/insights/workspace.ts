import { asc, eq } from "drizzle-orm";
import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { chatbots, insightZones } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { monthKey } from "@/lib/chat/limits";
import { rollupZone } from "./queries";

/** The overview's days: the last 30, each chatbot's in its own time zone. */
export const OVERVIEW_DAYS = 30;

const int = (value: unknown) => Number(value ?? 0);
const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);

/** Workspace/Insights: every chatbot's questions, no-answer rate and leads over the last 30 days, by day, and the credits used this month. */
export async function workspaceInsights({ db, workspace }: { db: Database; workspace: WorkspaceRef }) {
  const bots = await db
    .select({ id: chatbots.id, Name: chatbots.Name, TimeZone: chatbots.TimeZone, MessageLimit: chatbots.MessageLimit, setting: insightZones.setting })
    .from(chatbots)
    .leftJoin(insightZones, eq(insightZones.chatbotId, chatbots.id))
    .where(eq(chatbots.workspaceId, workspace.id))
    .orderBy(asc(chatbots.createdAt), asc(chatbots.id));
  // Rollups kept in an earlier TimeZone are counted again first (rarely: after the setting changed).
  for (const bot of bots) if (bot.setting !== bot.TimeZone) await rollupZone(db, bot.id, bot.TimeZone);

  const found =
    bots.length === 0
      ? []
      : rowsOf<Record<string, unknown>>(
          await db.execute(sql`with bots as (
      select z.chatbot_id as id, z.time_zone as zone, (now() at time zone z.time_zone)::date as today
      from insight_zones z join chatbots c on c.id = z.chatbot_id where c.workspace_id = ${workspace.id}
    ), days as (
      select b.id, d::date as day from bots b cross join lateral generate_series(b.today - ${OVERVIEW_DAYS - 1}::integer, b.today, interval '1 day') as d
    ), hours as (
      select h.chatbot_id, h.day, sum(h.questions) as questions, sum(h.answered) as answered, sum(h.no_answer) as no_answer
      from insight_hours h join bots b on b.id = h.chatbot_id
      where h.day between b.today - ${OVERVIEW_DAYS - 1}::integer and b.today group by 1, 2
    ), people as (
      select l.chatbot_id, (l.created_at at time zone b.zone)::date as day,
        count(*) filter (where l.type = 'Lead') as leads, count(*) filter (where l.type = 'Handoff') as handoffs
      from leads l join bots b on b.id = l.chatbot_id
      where l.created_at >= ((b.today - ${OVERVIEW_DAYS - 1}::integer)::timestamp at time zone b.zone) group by 1, 2
    )
    select d.id, d.day::text as day, h.questions, h.answered, h.no_answer, p.leads, p.handoffs
    from days d left join hours h on h.chatbot_id = d.id and h.day = d.day left join people p on p.chatbot_id = d.id and p.day = d.day
    order by d.id, d.day`),
        );
  const usage =
    bots.length === 0
      ? []
      : rowsOf<{ chatbot_id: string; questions: unknown }>(
          await db.execute(
            sql`select chatbot_id, questions from chatbot_monthly_usage where (chatbot_id, month) in (${sql.join(
              bots.map((bot) => sql`(${bot.id}, ${monthKey(bot.TimeZone)})`),
              sql`, `,
            )})`,
          ),
        );
  const used = new Map(usage.map((row) => [row.chatbot_id, int(row.questions)]));

  const list = bots.map((bot) => {
    const days = found.filter((row) => row.id === bot.id);
    const total = (column: string) => days.reduce((sum, row) => sum + int(row[column]), 0);
    const answered = total("answered");
    const noAnswer = total("no_answer");
    return {
      SerialNumber: bot.id,
      Name: bot.Name,
      TimeZone: bot.TimeZone,
      Questions: total("questions"),
      Answered: answered,
      NoAnswer: noAnswer,
      NoAnswerRate: rate(noAnswer, answered + noAnswer),
      Leads: total("leads"),
      Handoffs: total("handoffs"),
      CreditsUsed: used.get(bot.id) ?? 0,
      MessageLimit: Math.max(-1, bot.MessageLimit),
      Daily: days.map((row) => ({ Date: String(row.day), Questions: int(row.questions), NoAnswer: int(row.no_answer), Leads: int(row.leads) })),
    };
  });
  const answered = list.reduce((sum, bot) => sum + bot.Answered, 0);
  const noAnswer = list.reduce((sum, bot) => sum + bot.NoAnswer, 0);
  return {
    Days: OVERVIEW_DAYS,
    Totals: {
      Questions: list.reduce((sum, bot) => sum + bot.Questions, 0),
      NoAnswerRate: rate(noAnswer, answered + noAnswer),
      Leads: list.reduce((sum, bot) => sum + bot.Leads, 0),
      Handoffs: list.reduce((sum, bot) => sum + bot.Handoffs, 0),
      CreditsUsed: list.reduce((sum, bot) => sum + bot.CreditsUsed, 0),
    },
    Chatbots: list,
  };
}
