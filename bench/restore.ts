// What one run's load changes in the seeded database, undone after it (and before the next
// run, when a run ended without undoing): RealEstateCreate adds listings to the small bot,
// RealEstateUpdate flips the biggest bot's statuses and days on market, and every ask opens
// sessions and writes messages. Left in place, they made the next run measure other data
// (the concierge's search went from 12 to 76 ms p50 on a reused 1M database).
import type { DatabaseHandle } from "@/db/client";
import { engine } from "./seed";

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Undoes a run that ended without undoing its changes, then records what this run may change. */
export async function markRun(handle: DatabaseHandle, chatbotIds: string[], log: (line: string) => void = () => {}) {
  const { exec } = engine(handle);
  await undoRun(handle, log);
  const [{ mark }] = (await exec("select coalesce(max(id), 0)::text as mark from chat_sessions")) as [{ mark: string }];
  await exec("create table bench_run (session_mark bigint not null, chatbot_ids text[] not null)");
  await exec(`insert into bench_run values (${BigInt(mark)}, array[${chatbotIds.map(quote).join(",")}]::text[])`);
  await exec(
    `create table bench_mutable as select id, status, days_on_market, updated_at from listings where chatbot_id = any(array[${chatbotIds.map(quote).join(",")}])`,
  );
}

/** Puts the seeded data back as it was when the run was marked; a no-op when nothing is marked. */
export async function undoRun(handle: DatabaseHandle, log: (line: string) => void = () => {}) {
  const { exec } = engine(handle);
  const [marked] = await exec("select to_regclass('bench_run') is not null as yes");
  if (!marked?.yes) return;
  const [run] = (await exec("select session_mark::text as mark, chatbot_ids from bench_run")) as [{ mark: string; chatbot_ids: string[] }?];
  if (run) {
    const bots = `array[${run.chatbot_ids.map(quote).join(",")}]::text[]`;
    const created = await exec(`delete from listings where chatbot_id = any(${bots}) and mls_number like 'BENCH%' returning 1`);
    const restored = await exec(
      `update listings l set status = m.status, days_on_market = m.days_on_market, updated_at = m.updated_at from bench_mutable m
        where l.id = m.id and (l.status, l.days_on_market) is distinct from (m.status, m.days_on_market) returning 1`,
    );
    const sessions = await exec(`delete from chat_sessions where id > ${BigInt(run.mark)} and chatbot_id = any(${bots}) returning 1`);
    log(`undid the load's changes: ${created.length} listings created, ${restored.length} updated, ${sessions.length} sessions`);
    // The rows those changes left dead would make the next run's index-only scans read the table: gone, and the statistics fresh.
    if (created.length + restored.length + sessions.length > 0) await exec("vacuum (analyze) listings");
  }
  await exec("drop table if exists bench_mutable");
  await exec("drop table bench_run");
}
