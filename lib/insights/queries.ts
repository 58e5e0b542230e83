import { count, desc, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { listings } from "@/db/schema";
import { listingConditions } from "@/lib/ai/concierge/search-conditions";

// The SQL of Insights. Every figure is read from the rollups (insight_hours, insight_answer_times,
// insight_terms: one row per chatbot, local date and hour, time or term) and from `leads`, never
// from the messages: a page costs the same for a hundred messages as for a million.

/** Days of one chatbot, in the zone its rollups are kept in, from and to inclusive (YYYY-MM-DD). */
export interface InsightSpan {
  chatbotId: string;
  zone: string;
  from: string;
  to: string;
}

/** A count as a number: PostgreSQL's sums and counts are bigints, which postgres.js gives as text. */
export const int = (value: unknown) => Number(value ?? 0);

/** part / whole to four places, or null when there is no whole. */
export const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);

async function rows<T>(db: Pick<Database, "execute">, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/**
 * The zone the chatbot's rollups are kept in, rebuilt first when its TimeZone changed since they
 * were built (casabot_insights_rebuild), and today's date there.
 */
export async function rollupZone(db: Database, chatbotId: string, setting: string): Promise<{ zone: string; today: string }> {
  const [row] = await rows<{ zone: string; today: string }>(
    db,
    sql`select zone, (now() at time zone zone)::date::text as today from (
      select coalesce(
        (select time_zone from insight_zones where chatbot_id = ${chatbotId} and setting = ${setting}),
        casabot_insights_rebuild(${chatbotId}, ${setting}, false)
      ) as zone
    ) kept`,
  );
  return { zone: row!.zone, today: row!.today };
}

/** The first moment of a local date, and the first moment after another, in the span's zone. */
const spanStart = (span: InsightSpan) => sql`(${span.from}::date::timestamp at time zone ${span.zone})`;
const spanEnd = (span: InsightSpan) => sql`((${span.to}::date + 1)::timestamp at time zone ${span.zone})`;
const inSpan = (span: InsightSpan) => sql`chatbot_id = ${span.chatbotId} and day between ${span.from}::date and ${span.to}::date`;

export interface DayRow {
  day: string;
  questions: number;
  conversations: number;
  answered: number;
  noAnswer: number;
  interrupted: number;
  medianMs: number | null;
  leads: number;
  handoffs: number;
}

/** Every day of the span, those without a question too, with its counts and its median answer time. */
export async function dayRows(db: Database, span: InsightSpan): Promise<DayRow[]> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`with hours as (
      select day, sum(questions) as questions, sum(conversations) as conversations, sum(answered) as answered,
        sum(no_answer) as no_answer, sum(interrupted) as interrupted
      from insight_hours where ${inSpan(span)} group by day
    ), times as (
      select day, min(ms) filter (where running * 2 >= total) as median_ms from (
        select day, ms, sum(answers) over (partition by day order by ms) as running, sum(answers) over (partition by day) as total
        from insight_answer_times where ${inSpan(span)}
      ) ranked group by day
    ), people as (
      select (created_at at time zone ${span.zone})::date as day,
        count(*) filter (where type = 'Lead') as leads, count(*) filter (where type = 'Handoff') as handoffs
      from leads where chatbot_id = ${span.chatbotId} and created_at >= ${spanStart(span)} and created_at < ${spanEnd(span)}
      group by 1
    )
    select d::date::text as day, h.questions, h.conversations, h.answered, h.no_answer, h.interrupted, t.median_ms, p.leads, p.handoffs
    from generate_series(${span.from}::date, ${span.to}::date, interval '1 day') as d
    left join hours h on h.day = d::date
    left join times t on t.day = d::date
    left join people p on p.day = d::date
    order by 1`,
  );
  return found.map((row) => ({
    day: String(row.day),
    questions: int(row.questions),
    conversations: int(row.conversations),
    answered: int(row.answered),
    noAnswer: int(row.no_answer),
    interrupted: int(row.interrupted),
    medianMs: row.median_ms === null || row.median_ms === undefined ? null : int(row.median_ms),
    leads: int(row.leads),
    handoffs: int(row.handoffs),
  }));
}

/** The median answer time over the whole span (the lower middle of an even count), or null without answers. */
export async function medianAnswerMs(db: Database, span: InsightSpan): Promise<number | null> {
  const [row] = await rows<{ median_ms: unknown }>(
    db,
    sql`select min(ms) filter (where running * 2 >= total) as median_ms from (
      select ms, sum(answers) over (order by ms) as running, sum(answers) over () as total
      from (select ms, sum(answers) as answers from insight_answer_times where ${inSpan(span)} group by ms) per_time
    ) ranked`,
  );
  return row?.median_ms === null || row?.median_ms === undefined ? null : int(row.median_ms);
}

export interface HourCell {
  weekday: number;
  hour: number;
  questions: number;
}

/** Questions per local weekday (1 Monday … 7 Sunday) and hour: only the cells with any. */
export async function hourCells(db: Database, span: InsightSpan): Promise<HourCell[]> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select extract(isodow from day)::int as weekday, hour::int as hour, sum(questions) as questions
    from insight_hours where ${inSpan(span)} group by 1, 2 having sum(questions) > 0 order by 1, 2`,
  );
  return found.map((row) => ({ weekday: int(row.weekday), hour: int(row.hour), questions: int(row.questions) }));
}

export interface TermCount {
  kind: string;
  value: string;
  questions: number;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const monthStart = (day: string) => `${day.slice(0, 8)}01`;
const nextMonth = (day: string) => {
  const date = new Date(`${monthStart(day)}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
};

/** The whole local months within the span, by their first days (`last` the last month's), or undefined when none is. */
export function wholeMonths(span: Pick<InsightSpan, "from" | "to">): { first: string; last: string; after: string } | undefined {
  const first = span.from.endsWith("-01") ? span.from : nextMonth(span.from);
  // The month holding `to` counts when `to` is its last day.
  const after = nextDay(span.to).endsWith("-01") ? nextDay(span.to) : monthStart(span.to);
  const last = new Date(Date.parse(`${after}T00:00:00Z`));
  last.setUTCMonth(last.getUTCMonth() - 1);
  const lastMonth = last.toISOString().slice(0, 10);
  return first <= lastMonth ? { first, last: lastMonth, after } : undefined;
}

/**
 * The term rows of a span for these kinds: insight_month_terms for its whole months, insight_terms
 * for the days before and after them (or for every day when it holds no whole month).
 */
function termRows(span: InsightSpan, kinds: readonly string[]) {
  const kindIn = sql`chatbot_id = ${span.chatbotId} and kind in (${sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )})`;
  const columns = sql`kind, value, questions, last_at, last_question_id`;
  const months = wholeMonths(span);
  if (!months) return sql`select ${columns} from insight_terms where ${kindIn} and day between ${span.from}::date and ${span.to}::date`;
  return sql`select ${columns} from insight_terms where ${kindIn}
      and (day >= ${span.from}::date and day < ${months.first}::date or day >= ${months.after}::date and day <= ${span.to}::date)
    union all
    select ${columns} from insight_month_terms where ${kindIn} and month between ${months.first}::date and ${months.last}::date`;
}

/**
 * The `limit` most asked values of each kind over the span, most asked first. In a transaction of its
 * own that keeps PostgreSQL's parallel workers out: the page reads its kinds in two such queries side
 * by side, one a core, where workers of their own would only crowd them.
 */
export async function topTerms(db: Database, span: InsightSpan, kinds: readonly string[], limit: number): Promise<TermCount[]> {
  const found = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('max_parallel_workers_per_gather', '0', true)`);
    return rows<Record<string, unknown>>(
      tx,
      sql`select kind, value, questions from (
      select kind, value, questions, row_number() over (partition by kind order by questions desc, value) as rank from (
        select kind, value, sum(questions) as questions from (${termRows(span, kinds)}) term_rows group by kind, value
      ) totals
    ) ranked where rank <= ${limit} order by kind, rank`,
    );
  });
  return found.map((row) => ({ kind: String(row.kind), value: String(row.value), questions: int(row.questions) }));
}

export interface UnansweredKey {
  key: string;
  questions: number;
  lastAt: Date;
  questionId: number;
  sessionId: number;
  content: string;
  /** The keys asked more (earlier in the list) at least SIMILAR alike by trigram similarity (pg_trgm), most asked first. */
  similar: string[];
}

/** How alike two unanswered questions' keys must be (pg_trgm similarity) to be one group. */
export const SIMILAR = 0.5;

/**
 * The `limit` most asked unanswered questions (by key), each with its latest wording and the keys
 * above it in that order that are at least SIMILAR alike: a key can only join a group led by one
 * asked more (lib/insights/unanswered.ts), so only those pairs are measured, n(n-1)/2 of them.
 */
export async function unansweredKeys(db: Database, span: InsightSpan, limit: number): Promise<UnansweredKey[]> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`with asked as (
      select value, sum(questions) as questions, max(last_at) as last_at, max(last_question_id) as question_id
      from (${termRows(span, ["unanswered"])}) term_rows
      group by value order by 2 desc, 3 desc, 1 limit ${limit}
    ), ranked as (
      select *, row_number() over (order by questions desc, last_at desc, value) as rank from asked
    )
    select a.value, a.questions, a.last_at, a.question_id, m.session_id, left(m.content, 500) as content,
      array(select o.value from ranked o where o.rank < a.rank and similarity(o.value, a.value) >= ${SIMILAR} order by o.rank) as similar
    from ranked a join chat_messages m on m.id = a.question_id
    order by a.rank`,
  );
  return found.map((row) => ({
    key: String(row.value),
    questions: int(row.questions),
    lastAt: new Date(String(row.last_at)),
    questionId: int(row.question_id),
    sessionId: int(row.session_id),
    content: String(row.content),
    similar: (row.similar as string[] | null) ?? [],
  }));
}

export interface LeadRow {
  id: number;
  type: "Lead" | "Handoff";
  name: string;
  email: string;
  phone: string;
  message: string;
  sessionId: number | null;
  createdAt: Date;
}

/** The span's latest leads and handoffs, newest first. */
export async function latestLeads(db: Database, span: InsightSpan, limit: number): Promise<LeadRow[]> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select id, type, name, email, phone, left(message, 500) as message, session_id, created_at from leads
    where chatbot_id = ${span.chatbotId} and created_at >= ${spanStart(span)} and created_at < ${spanEnd(span)}
    order by created_at desc, id desc limit ${limit}`,
  );
  return found.map((row) => ({
    id: int(row.id),
    type: row.type === "Handoff" ? "Handoff" : "Lead",
    name: String(row.name),
    email: String(row.email),
    phone: String(row.phone),
    message: String(row.message),
    sessionId: row.session_id === null ? null : int(row.session_id),
    createdAt: new Date(String(row.created_at)),
  }));
}

export interface NamedListing {
  id: number;
  mlsNumber: string;
  address: string;
  city: string;
}

/** The chatbot's listings among `ids` (deleted ones are left out). */
export async function listingsByIds(db: Database, chatbotId: string, ids: readonly number[]): Promise<NamedListing[]> {
  if (ids.length === 0) return [];
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select id, mls_number, address, city from listings where chatbot_id = ${chatbotId} and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return found.map((row) => ({ id: int(row.id), mlsNumber: String(row.mls_number), address: String(row.address), city: String(row.city) }));
}

/** How many listings the chatbot has in each of these cities (by city key), every status and sale type. */
export async function listingsPerCity(db: Database, chatbotId: string, cityKeys: readonly string[]): Promise<Map<string, number>> {
  if (cityKeys.length === 0) return new Map();
  const found = await rows<{ city_key: string; listings: unknown }>(
    db,
    sql`select city_key, sum(listings) as listings from listing_counts where chatbot_id = ${chatbotId} and city_key in (${sql.join(
      cityKeys.map((key) => sql`${key}`),
      sql`, `,
    )}) group by city_key`,
  );
  return new Map(found.map((row) => [row.city_key, int(row.listings)]));
}

/** The currency symbol most of a sample of the chatbot's listings carry ("$" without listings). */
export async function usualCurrency(db: Database, chatbotId: string): Promise<string> {
  const [row] = await rows<{ symbol: string }>(
    db,
    sql`select currency_symbol as symbol from (select currency_symbol from listings where chatbot_id = ${chatbotId} limit 200) sample
    group by 1 order by count(*) desc, 1 limit 1`,
  );
  return row?.symbol || "$";
}

export interface WorkspaceDayRow {
  chatbotId: string;
  day: string;
  questions: number;
  answered: number;
  noAnswer: number;
  leads: number;
  handoffs: number;
}

/** Every day of the last `days` of each of the workspace's chatbots (with rollups), each in its own zone. */
export async function workspaceDayRows(db: Database, workspaceId: string, days: number): Promise<WorkspaceDayRow[]> {
  const back = days - 1;
  const found = await rows<Record<string, unknown>>(
    db,
    sql`with bots as (
      select z.chatbot_id as id, z.time_zone as zone, (now() at time zone z.time_zone)::date as today
      from insight_zones z join chatbots c on c.id = z.chatbot_id where c.workspace_id = ${workspaceId}
    ), days as (
      select b.id, d::date as day from bots b cross join lateral generate_series(b.today - ${back}::integer, b.today, interval '1 day') as d
    ), hours as (
      select h.chatbot_id, h.day, sum(h.questions) as questions, sum(h.answered) as answered, sum(h.no_answer) as no_answer
      from insight_hours h join bots b on b.id = h.chatbot_id
      where h.day between b.today - ${back}::integer and b.today group by 1, 2
    ), people as (
      select l.chatbot_id, (l.created_at at time zone b.zone)::date as day,
        count(*) filter (where l.type = 'Lead') as leads, count(*) filter (where l.type = 'Handoff') as handoffs
      from leads l join bots b on b.id = l.chatbot_id
      where l.created_at >= ((b.today - ${back}::integer)::timestamp at time zone b.zone) group by 1, 2
    )
    select d.id, d.day::text as day, h.questions, h.answered, h.no_answer, p.leads, p.handoffs
    from days d left join hours h on h.chatbot_id = d.id and h.day = d.day left join people p on p.chatbot_id = d.id and p.day = d.day
    order by d.id, d.day`,
  );
  return found.map((row) => ({
    chatbotId: String(row.id),
    day: String(row.day),
    questions: int(row.questions),
    answered: int(row.answered),
    noAnswer: int(row.no_answer),
    leads: int(row.leads),
    handoffs: int(row.handoffs),
  }));
}

/** This month's questions (MessageLimit's counter) of each chatbot, each in its own month key. */
export async function monthQuestionsOf(db: Database, months: readonly { chatbotId: string; month: string }[]): Promise<Map<string, number>> {
  if (months.length === 0) return new Map();
  const found = await rows<{ chatbot_id: string; questions: unknown }>(
    db,
    sql`select chatbot_id, questions from chatbot_monthly_usage where (chatbot_id, month) in (${sql.join(
      months.map(({ chatbotId, month }) => sql`(${chatbotId}, ${month})`),
      sql`, `,
    )})`,
  );
  return new Map(found.map((row) => [row.chatbot_id, int(row.questions)]));
}

export interface ComplianceDeclineRow {
  questionId: number;
  sessionId: number;
  question: string;
  compliance: string;
  createdAt: Date;
}

/** The span's fair-housing declines (lib/fair-housing): how many, and the latest with their text. */
export async function complianceDeclines(db: Database, span: InsightSpan, limit: number): Promise<{ total: number; latest: ComplianceDeclineRow[] }> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select id, session_id, left(content, 500) as content, compliance, created_at, count(*) over () as total
      from chat_messages
      where chatbot_id = ${span.chatbotId} and compliance is not null and role = 'question'
        and created_at >= ${spanStart(span)} and created_at < ${spanEnd(span)}
      order by id desc limit ${limit}`,
  );
  return {
    total: found.length ? int(found[0]!.total) : 0,
    latest: found.map((row) => ({
      questionId: int(row.id),
      sessionId: int(row.session_id),
      question: String(row.content),
      compliance: String(row.compliance),
      createdAt: new Date(String(row.created_at)),
    })),
  };
}

export interface PlaceListings {
  /** The chatbot's listings that mention the place, every status and sale type, as the concierge searches a place. */
  listings: number;
  /** The city most of those listings are in: the place is a neighbourhood or street of it; null when none mentions it. */
  city: string | null;
}

/** For each place asked for (lib/insights/terms.ts), the listings that mention it and the city they are mostly in. */
export async function listingsPerPlace(db: Database, chatbotId: string, places: readonly string[]): Promise<Map<string, PlaceListings>> {
  const counted = await Promise.all(
    places.map(async (place) => {
      const cities = await db
        .select({ city: listings.City, listings: count() })
        .from(listings)
        .where(listingConditions(chatbotId, { place, availability: "any" }))
        .groupBy(listings.City)
        .orderBy(desc(count()), listings.City);
      const total = cities.reduce((sum, row) => sum + Number(row.listings), 0);
      return [place, { listings: total, city: cities[0]?.city ?? null }] as const;
    }),
  );
  return new Map(counted);
}
