import { and, asc, eq, gte, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { chatbots, chatMessages, leads, mailDigests, outbox } from "@/db/schema";
import { errorFields, log } from "@/lib/log";
import { splitList } from "@/lib/validation/text";
import { localDate, localDayWindow, previousDate } from "./zoned";

export const DIGEST_KINDS = ["chat_logs", "leads"] as const;
export type DigestKind = (typeof DIGEST_KINDS)[number];

/** A digest lists at most this many messages (or leads); the rest are counted and left to the dashboard. */
export const DIGEST_ITEM_LIMIT = 2_000;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

interface DigestBot {
  id: string;
  Name: string;
  TimeZone: string;
  EmailForDailyChatLogs: string;
  EmailForDailyLeads: string;
}

interface Window {
  start: Date;
  end: Date;
}

const timeOfDay = (timeZone: string) => new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

async function chatLogsBody(tx: Transaction, bot: DigestBot, day: string, window: Window) {
  const rows = await tx
    .select({ sessionId: chatMessages.sessionId, role: chatMessages.role, content: chatMessages.content, at: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatbotId, bot.id), gte(chatMessages.createdAt, window.start), lt(chatMessages.createdAt, window.end)))
    .orderBy(asc(chatMessages.sessionId), asc(chatMessages.id))
    .limit(DIGEST_ITEM_LIMIT + 1);
  if (rows.length === 0) return null;
  const shown = rows.slice(0, DIGEST_ITEM_LIMIT);
  const clock = timeOfDay(bot.TimeZone);
  const sessions = new Map<number, string[]>();
  for (const row of shown) {
    const lines = sessions.get(row.sessionId) ?? [];
    lines.push(`[${clock.format(row.at)}] ${row.role === "question" ? "Visitor" : "Bot"}: ${row.content}`);
    sessions.set(row.sessionId, lines);
  }
  const questions = shown.filter((row) => row.role === "question").length;
  const sections = [...sessions].map(([id, lines]) => `Session ${id}\n${lines.join("\n")}`);
  const more =
    rows.length > DIGEST_ITEM_LIMIT ? `\n\nMore messages than the ${DIGEST_ITEM_LIMIT} shown here: read them all under Conversations in the dashboard.` : "";
  return {
    items: shown.length,
    subject: `${bot.Name}: chat logs of ${day} (${sessions.size} ${sessions.size === 1 ? "session" : "sessions"}, ${questions} ${questions === 1 ? "question" : "questions"})`,
    body: `The conversations of ${bot.Name} on ${day} (${bot.TimeZone}), times in that zone.\n\n${sections.join("\n\n")}${more}\n`,
  };
}

async function leadsBody(tx: Transaction, bot: DigestBot, day: string, window: Window) {
  const rows = await tx
    .select()
    .from(leads)
    .where(and(eq(leads.chatbotId, bot.id), gte(leads.createdAt, window.start), lt(leads.createdAt, window.end)))
    .orderBy(asc(leads.id))
    .limit(DIGEST_ITEM_LIMIT + 1);
  if (rows.length === 0) return null;
  const shown = rows.slice(0, DIGEST_ITEM_LIMIT);
  const clock = timeOfDay(bot.TimeZone);
  const entries = shown.map((lead) => {
    const fields = [
      ["Name", lead.name],
      ["E-mail", lead.email],
      ["Phone", lead.phone],
      ["Session", lead.sessionId === null ? "" : String(lead.sessionId)],
      ["Message", lead.message],
    ].filter(([, value]) => value);
    const heading = `[${clock.format(lead.createdAt)}] ${lead.type === "Handoff" ? "Asked for a person" : "Lead"}`;
    return [heading, ...fields.map(([label, value]) => `  ${label}: ${value}`)].join("\n");
  });
  const more = rows.length > DIGEST_ITEM_LIMIT ? `\n\nMore leads than the ${DIGEST_ITEM_LIMIT} shown here: read them all with LeadList.` : "";
  return {
    items: shown.length,
    subject: `${bot.Name}: ${shown.length} ${shown.length === 1 ? "lead" : "leads"} on ${day}`,
    body: `The leads and handoff requests of ${bot.Name} on ${day} (${bot.TimeZone}), times in that zone.\n\n${entries.join("\n\n")}${more}\n`,
  };
}

const RECIPIENTS: Record<DigestKind, keyof DigestBot> = { chat_logs: "EmailForDailyChatLogs", leads: "EmailForDailyLeads" };
const BODIES = { chat_logs: chatLogsBody, leads: leadsBody };

/**
 * Claims one digest (chatbot, kind, local day) and queues its mails, in one transaction:
 * the claim's unique key lets exactly one of several concurrent runs through, and the
 * mails exist if and only if the claim does. An empty day is claimed with no mail.
 * Returns the number of mails queued.
 */
export async function queueDigest(db: Database, bot: DigestBot, kind: DigestKind, day: string): Promise<number> {
  const recipients = splitList(bot[RECIPIENTS[kind]]);
  if (recipients.length === 0) return 0;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(mailDigests)
      .values({ chatbotId: bot.id, kind, localDate: day, items: 0 })
      .onConflictDoNothing()
      .returning({ chatbotId: mailDigests.chatbotId });
    if (claimed.length === 0) return 0;
    const digest = await BODIES[kind](tx, bot, day, localDayWindow(bot.TimeZone, day));
    if (!digest) return 0;
    await tx
      .update(mailDigests)
      .set({ items: digest.items })
      .where(and(eq(mailDigests.chatbotId, bot.id), eq(mailDigests.kind, kind), eq(mailDigests.localDate, day)));
    await tx.insert(outbox).values(recipients.map((to) => ({ chatbotId: bot.id, kind: `digest_${kind}`, to, subject: digest.subject, body: digest.body })));
    return recipients.length;
  });
}

/**
 * Queues every digest that is due at `now`: for each chatbot with a digest address, the
 * previous day in its time zone, once that day has ended. Only the day just ended is
 * considered: days missed while no server ran are not sent late. Returns the mails queued.
 */
export async function queueDueDigests({ db, now = new Date() }: { db: Database; now?: Date }): Promise<number> {
  const bots = await db
    .select({
      id: chatbots.id,
      Name: chatbots.Name,
      TimeZone: chatbots.TimeZone,
      EmailForDailyChatLogs: chatbots.EmailForDailyChatLogs,
      EmailForDailyLeads: chatbots.EmailForDailyLeads,
      // The newest day already claimed per kind, so that a run after the claim costs one query. The outer
      // row is named as chatbots.id: Drizzle may leave a column unqualified inside a select list.
      lastChatLogs: sql<string | null>`(select max(d.local_date)::text from ${mailDigests} d where d.chatbot_id = chatbots.id and d.kind = 'chat_logs')`,
      lastLeads: sql<string | null>`(select max(d.local_date)::text from ${mailDigests} d where d.chatbot_id = chatbots.id and d.kind = 'leads')`,
    })
    .from(chatbots)
    .where(or(ne(chatbots.EmailForDailyChatLogs, ""), ne(chatbots.EmailForDailyLeads, "")));
  let queued = 0;
  for (const bot of bots) {
    // One chatbot's failure (a zone this runtime does not know, a lost connection) must not hold up the others'.
    try {
      const day = previousDate(localDate(bot.TimeZone, now));
      if (bot.EmailForDailyChatLogs && (bot.lastChatLogs ?? "") < day) queued += await queueDigest(db, bot, "chat_logs", day);
      if (bot.EmailForDailyLeads && (bot.lastLeads ?? "") < day) queued += await queueDigest(db, bot, "leads", day);
    } catch (error) {
      log.error("queueing a digest failed", { chatbotId: bot.id, ...errorFields(error) });
    }
  }
  return queued;
}
