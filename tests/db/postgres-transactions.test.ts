import postgres from "postgres";
import { describe, expect, it } from "vitest";

// postgres.js 3.4 could send a transaction's BEGIN without reserving its connection when the
// socket's buffer was full or the pipeline at its limit (porsager/postgres#823): the BEGIN
// failed with UNSAFE_TRANSACTION (a 500 under 200 concurrent handoffs), and the connection went
// back to the pool inside an open transaction, where other requests' statements then ran.
// patches/postgres+3.4.9.patch (applied by npm install) reserves it whenever BEGIN is written.
// This runs postgres.js itself against the local server with a pipeline of no queries, so that
// every BEGIN is written at the pipeline's limit (under load, the 100th query queued on one
// connection): unpatched, every one of these transactions fails.

const server = process.env.TEST_DATABASE_URL;

/** Runs `transactions` transactions beside `plain` plain queries on a pool of two, and what the server warned of. */
async function together(maxPipeline: number, transactions: number, plain: (sql: postgres.Sql) => Promise<unknown>) {
  const notices: string[] = [];
  // max_pipeline is an option of postgres.js that its types leave out.
  const options = { max: 2, max_pipeline: maxPipeline, onnotice: (notice: postgres.Notice) => notices.push(String(notice.message)) };
  const sql = postgres(server!, options as postgres.Options<Record<string, never>>);
  try {
    const results = await Promise.allSettled([
      ...Array.from({ length: transactions }, () =>
        sql.begin(async (tx) => {
          const [first] = await tx<{ id: string }[]>`select txid_current()::text as id`;
          await tx`select pg_sleep(0.002)`;
          const [second] = await tx<{ id: string }[]>`select txid_current()::text as id`;
          return [first!.id, second!.id];
        }),
      ),
      ...Array.from({ length: transactions }, () => plain(sql)),
    ]);
    return { results, notices };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

function expectSeparateTransactions(run: Awaited<ReturnType<typeof together>>, transactions: number) {
  const failures = run.results.filter((result) => result.status === "rejected").map((result) => String((result as PromiseRejectedResult).reason));
  expect(failures).toEqual([]);
  const ids = run.results.slice(0, transactions).map((result) => (result as PromiseFulfilledResult<string[]>).value);
  // Each transaction saw one transaction of its own throughout, and no two shared one.
  for (const [first, second] of ids) expect(second).toBe(first);
  expect(new Set(ids.map(([first]) => first)).size).toBe(transactions);
  expect(run.notices).not.toContain("there is already a transaction in progress");
}

describe.skipIf(!server)("postgres.js transactions on a busy pool", () => {
  it("reserve their connection when BEGIN is written at the pipeline's limit", async () => {
    const run = await together(0, 30, (sql) => sql`select 1`);
    expectSeparateTransactions(run, 30);
  });
});
