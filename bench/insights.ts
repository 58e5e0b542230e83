// Insights on a chatbot with a million messages (issue 20): the messages are written in bulk with
// the rollup triggers off, the rollups built once by casabot_insights_rebuild (timed), then each
// Insights query is timed in process over the last 7, 30 and 90 days and a whole year, as
// Chatbot/Insights runs it, and the save of an answer (with its triggers) on that chatbot.
// Target: every query p50 <= 200 ms on PostgreSQL.
import { eq, sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { chatbots, chatMessages, chatSessions } from "@/db/schema";
import { saveAnswer } from "@/lib/chat/answers";
import { questionFacts } from "@/lib/insights/facts";
import { dayRows, hourCells, type InsightSpan, latestLeads, medianAnswerMs, rollupZone, unansweredKeys } from "@/lib/insights/queries";
import { buyerDemand, chatbotInsights, insightDays, mostAskedTerms, TOP } from "@/lib/insights/service";
import { workspaceInsights } from "@/lib/insights/workspace";

export interface InsightTiming {
  range: string;
  query: string;
  p50: number;
  p95: number;
  max: number;
}

export interface InsightsBench {
  messages: number;
  seedSeconds: number;
  rebuildSeconds: number;
  timings: InsightTiming[];
  saveAnswer: { p50: number; p95: number };
}

/** The messages are spread over the last year: a busy bot's history. */
const HISTORY_DAYS = 365;
const QUESTIONS_PER_SESSION = 5;
const ZONE = "America/Chicago";

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Writes `messages` questions and answers of the chatbot (half each) in a few statements, as a year
 * of conversations: searches in its cities with budgets, bedrooms, kinds and features, listings
 * named, a long tail of unanswered questions with near-duplicate wordings, leads. Skipped when the
 * chatbot holds them already (bench_insights).
 */
async function seedMessages(handle: DatabaseHandle, chatbotId: string, messages: number, log: (line: string) => void) {
  const { db } = handle;
  const exec = async (query: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await db.execute(query));
  await exec(
    sql`create table if not exists bench_insights (chatbot_id text primary key, messages integer not null, seconds real not null, rebuild_seconds real not null)`,
  );
  const [done] = await exec(sql`select messages, seconds, rebuild_seconds from bench_insights where chatbot_id = ${chatbotId}`);
  if (done && Number(done.messages) === messages) {
    log(`insights: reusing ${messages.toLocaleString("en-US")} messages and their rollups`);
    return { seconds: Number(done.seconds), rebuildSeconds: Number(done.rebuild_seconds), reused: true };
  }
  if (done) throw new Error("The insights bench chatbot holds another number of messages: reseed the benchmark database (--reseed).");
  const started = performance.now();
  const questions = Math.floor(messages / 2);
  const sessions = Math.ceil(questions / QUESTIONS_PER_SESSION);
  await db.update(chatbots).set({ TimeZone: ZONE }).where(eq(chatbots.id, chatbotId));
  await db.transaction(async (tx) => {
    const run = (query: ReturnType<typeof sql>) => tx.execute(query);
    // Written with the triggers off; the rollups are built once, below, as a change of TimeZone builds them.
    await run(sql`set local session_replication_role = replica`);
    await run(sql`select setseed(0.42)`);
    const [before] = rowsOf<{ id: unknown }>(await run(sql`select coalesce(max(id), 0) as id from chat_sessions`));
    await run(sql`insert into chat_sessions (chatbot_id, created_at)
      select ${chatbotId}, now() - make_interval(secs => (1 - g::float / ${sessions}) * ${HISTORY_DAYS * 86_400} + random() * 3600)
      from generate_series(1, ${sessions}) g`);
    await run(sql`create temporary table bench_sessions on commit drop as
      select row_number() over (order by id) as n, id, created_at from chat_sessions where chatbot_id = ${chatbotId} and id > ${Number(before!.id)}`);
    await run(sql`create temporary table bench_pool on commit drop as select
      (select array_agg(city_key) from (select city_key from listing_counts where chatbot_id = ${chatbotId} group by 1 order by sum(listings) desc limit 12) c) || array['boise', 'reykjavik'] as cities,
      (select array_agg(id) from (select id from listings where chatbot_id = ${chatbotId} order by id limit 3000) l) as listings`);
    await run(sql`create temporary table bench_questions on commit drop as
      select q.*, s.id as session_id, s.created_at + make_interval(mins => q.turn * 2) as asked_at from (
        select g, (g - 1) / ${QUESTIONS_PER_SESSION} + 1 as session_n, (g - 1) % ${QUESTIONS_PER_SESSION} as turn,
          random() < 0.08 as no_answer, random() < 0.01 as interrupted, (200 + random() * random() * 4000)::int as ms,
          (array['search','search','search','search','count','listing','knowledge','chat','contact','compare','coverage','human'])[1 + floor(random() * 12)::int] as intent,
          (array['en','en','en','en','es','es','fr','other'])[1 + floor(random() * 8)::int] as lang,
          floor(power(random(), 2) * 14)::int + 1 as city_n,
          (array['for_sale','for_sale','for_rent'])[1 + floor(random() * 3)::int] as sale,
          floor(random() * 10)::int as band, random() < 0.7 as has_price, random() as budget_draw,
          floor(random() * 6)::int as beds, random() < 0.6 as has_beds,
          (array['house','apartment','condo','townhouse','land'])[1 + floor(random() * 5)::int] as kind, random() < 0.4 as has_kind,
          (array['pool','garage','garden','sea_view','balcony','fireplace','gym','elevator','pets','parking'])[1 + floor(random() * 10)::int] as feature, random() < 0.3 as has_feature,
          floor(power(random(), 3) * 3000)::int + 1 as listing_n, floor(power(random(), 3) * 4000)::int as question_n, random() < 0.3 as reworded
        from generate_series(1, ${questions}) g
      ) q join bench_sessions s on s.n = q.session_n`);
    await run(sql`insert into chat_messages (session_id, chatbot_id, role, content, no_answer, interrupted, answer_ms, intent, language, insight_terms, listing_ids, created_at, model, total_tokens)
      select q.session_id, ${chatbotId}, m.role, m.content, q.no_answer, q.interrupted, m.answer_ms, m.intent, m.language, m.terms, m.listing_ids, m.at, m.model, 120
      from bench_questions q cross join bench_pool p
      cross join lateral (select 'what about ' || substr(md5(q.question_n::text), 1, 7) || ' ' || substr(md5((q.question_n * 7)::text), 1, 5) || case when q.reworded then ' please' else '' end as text) t
      cross join lateral (values
        ('question'::message_role,
          case when q.no_answer then t.text else 'homes in ' || p.cities[q.city_n] end,
          q.ms, q.intent, q.lang,
          array_remove(array[
            'intent:' || q.intent, 'lang:' || q.lang,
            case when q.intent in ('search', 'count') then 'city:' || p.cities[q.city_n] end,
            case when q.intent in ('search', 'count') then 'sale:' || q.sale end,
            case when q.intent in ('search', 'count') and q.has_price then 'price:' || q.sale || ':' || q.band end,
            case when q.intent in ('search', 'count') and q.has_beds then 'beds:' || q.beds end,
            case when q.intent in ('search', 'count') and q.has_kind then 'type:' || q.kind end,
            case when q.intent in ('search', 'count') and q.has_feature then 'feature:' || q.feature end,
            case when q.intent in ('search', 'count') then 'search:' || json_build_array(p.cities[q.city_n], q.sale, case when q.has_beds then q.beds end,
              case when q.has_price then q.sale || ':' || case when q.sale = 'for_rent' then (2 + floor(q.budget_draw * 18))::int * 250 else (2 + floor(q.budget_draw * 19))::int * 50000 end end,
              case when q.has_kind then q.kind end)::text end,
            case when q.intent in ('search', 'listing', 'compare') then 'listing:' || p.listings[q.listing_n] end,
            case when q.intent in ('listing', 'compare') then 'viewed:' || p.listings[q.listing_n] end,
            case when q.no_answer and not q.interrupted then 'unanswered:' || casabot_question_key(t.text) end
          ], null),
          case when q.intent in ('search', 'listing', 'compare') then jsonb_build_array(p.listings[q.listing_n]) end,
          q.asked_at, null::text),
        ('answer'::message_role, repeat('Here is what I found. ', 12), null::integer, null::text, null::text, null::text[], null::jsonb,
          q.asked_at + make_interval(secs => q.ms / 1000.0), '1')
      ) as m(role, content, answer_ms, intent, language, terms, listing_ids, at, model)`);
    await run(sql`insert into leads (chatbot_id, session_id, type, name, email, created_at)
      select ${chatbotId}, id, (case when n % 3 = 0 then 'Handoff' else 'Lead' end)::lead_type, 'Bench Visitor', 'visitor' || n || '@example.test', created_at + interval '9 minutes'
      from bench_sessions where n % 40 = 0`);
  });
  await db.execute(sql`analyze chat_messages`);
  const seconds = (performance.now() - started) / 1000;
  log(`insights: wrote ${messages.toLocaleString("en-US")} messages in ${seconds.toFixed(1)} s`);

  // The rollups, built once from the messages as a change of TimeZone builds them, then vacuumed and
  // analyzed as autovacuum leaves a table at rest (a second rebuild would measure its dead rows).
  const rebuildStart = performance.now();
  await db.execute(sql`select casabot_insights_rebuild(${chatbotId}, ${ZONE}, true)`);
  const rebuildSeconds = (performance.now() - rebuildStart) / 1000;
  log(`insights: rollups built from ${messages.toLocaleString("en-US")} messages in ${rebuildSeconds.toFixed(1)} s`);
  for (const table of ["insight_hours", "insight_answer_times", "insight_terms", "insight_month_terms"]) await db.execute(sql.raw(`vacuum analyze ${table}`));
  await db.execute(sql`insert into bench_insights values (${chatbotId}, ${messages}, ${seconds}, ${rebuildSeconds})`);
  return { seconds, rebuildSeconds, reused: false };
}

async function timed<T>(times: Map<string, number[]>, name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  const list = times.get(name) ?? [];
  list.push(performance.now() - started);
  times.set(name, list);
  return result;
}

/** Every query of the page over each range, `rounds` times after a warm-up, then the answer save. */
export async function measureInsights(
  handle: DatabaseHandle,
  { chatbotId, workspaceId, messages, rounds }: { chatbotId: string; workspaceId: string; messages: number; rounds: number },
  log: (line: string) => void = () => {},
): Promise<InsightsBench> {
  const { db } = handle;
  const seeded = await seedMessages(handle, chatbotId, messages, log);

  const workspace = { id: workspaceId, name: "" };
  const { zone, today } = await rollupZone(db, chatbotId, ZONE);
  const ranges: [string, { Range?: "7d" | "30d" | "90d"; From?: string }][] = [
    ["7d", { Range: "7d" }],
    ["30d", { Range: "30d" }],
    ["90d", { Range: "90d" }],
    ["365d", { From: new Date(Date.parse(`${today}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10) }],
  ];
  const timings: InsightTiming[] = [];
  for (const [range, input] of ranges) {
    const span: InsightSpan = { chatbotId, zone, ...insightDays(input, today) };
    const times = new Map<string, number[]>();
    for (let round = 0; round <= rounds; round++) {
      const bucket = round === 0 ? new Map<string, number[]>() : times;
      await timed(bucket, "daily activity, leads and medians", () => dayRows(db, span));
      await timed(bucket, "median answer time", () => medianAnswerMs(db, span));
      await timed(bucket, "busiest hours", () => hourCells(db, span));
      const terms = await timed(bucket, "most asked terms", () => mostAskedTerms(db, span));
      await timed(bucket, "unanswered, grouped", () => unansweredKeys(db, span, TOP.unansweredKeys));
      await timed(bucket, "latest leads", () => latestLeads(db, span, TOP.leads));
      await timed(bucket, "demand vs listings", () => buyerDemand(db, span, terms));
      await timed(bucket, "Chatbot/Insights, whole", () => chatbotInsights({ db, workspace, input: { SerialNumber: chatbotId, ...input } }));
      if (range === "30d") await timed(bucket, "Workspace/Insights, whole", () => workspaceInsights({ db, workspace }));
    }
    for (const [query, values] of times) {
      timings.push({ range, query, p50: round(percentile(values, 50)), p95: round(percentile(values, 95)), max: round(Math.max(...values)) });
    }
  }

  // An answer saved on that chatbot: the answer, its question's facts and the rollups' triggers, in one statement.
  const [session] = await db.insert(chatSessions).values({ chatbotId }).returning({ id: chatSessions.id });
  const saves: number[] = [];
  for (let i = 0; i <= Math.max(20, rounds * 5); i++) {
    const [question] = await db
      .insert(chatMessages)
      .values({ chatbotId, sessionId: session!.id, role: "question", content: `bench question ${i}` })
      .returning({ id: chatMessages.id });
    const facts = questionFacts("3 bedroom homes in Austin under $400k", {
      toolCalls: [
        {
          toolName: "search_listings",
          input: { filters: { city: "Austin", saleType: "for_sale", bedrooms: { min: 3 }, price: { max: 400_000 }, features: ["pool"] } },
        },
      ],
      toolOutputs: [],
      metadata: { casabot: { listingIds: [1, 2, 3], language: "English" } },
    });
    const started = performance.now();
    await saveAnswer(
      db,
      { sessionId: session!.id, chatbotId, content: "An answer.", totalTokens: 10, noAnswer: i % 10 === 0, interrupted: false, model: "1" },
      { id: question!.id, answerMs: 42, facts },
    );
    if (i > 0) saves.push(performance.now() - started);
  }
  return {
    messages,
    seedSeconds: round(seeded.seconds),
    rebuildSeconds: round(seeded.rebuildSeconds),
    timings,
    saveAnswer: { p50: round(percentile(saves, 50)), p95: round(percentile(saves, 95)) },
  };
}

export function formatInsights(engine: string, bench: InsightsBench): string {
  const lines = [
    `Insights on ${engine}: one chatbot with ${bench.messages.toLocaleString("en-US")} messages over a year (rollups rebuilt in ${bench.rebuildSeconds} s); saving an answer p50 ${bench.saveAnswer.p50} ms, p95 ${bench.saveAnswer.p95} ms`,
    "| range | query | p50 ms | p95 ms | max ms |",
    "|---|---|---|---|---|",
    ...bench.timings.map((t) => `| ${t.range} | ${t.query} | ${t.p50} | ${t.p95} | ${t.max} |`),
  ];
  return lines.join("\n");
}

/** The target: each query's p50 at most 200 ms, every range; the whole page (the queries side by side) is reported beside it. */
export function insightsVerdict(engine: string, bench: InsightsBench) {
  const slowest = (timings: InsightTiming[]) => timings.reduce((a, b) => (b.p50 > a.p50 ? b : a));
  const worst = slowest(bench.timings.filter((t) => !t.query.endsWith("whole")));
  const page = slowest(bench.timings.filter((t) => t.query.startsWith("Chatbot/Insights")));
  return {
    target: `Insights queries p50 <= 200 ms each (${engine}, ${bench.messages.toLocaleString("en-US")} messages)`,
    ok: worst.p50 <= 200,
    detail: `slowest query p50 ${worst.p50} ms (${worst.query}, ${worst.range}); the whole Chatbot/Insights p50 ${page.p50} ms at its slowest (${page.range})`,
  };
}
