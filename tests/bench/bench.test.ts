import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, expect, it } from "vitest";
import { freshDatabase } from "../setup/databases";

// `npm run bench` end to end at a tiny size, so the tooling cannot rot: seeding, the servers
// (and the two-worker one), the reply comparison, the plans, the load process, the table and the JSON.

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer().once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });

async function freePorts(): Promise<number> {
  for (;;) {
    const first = 20_000 + Math.floor(Math.random() * 30_000);
    // Casabot, the baseline, Casabot on PGlite, Casabot as two workers.
    if ((await portFree(first)) && (await portFree(first + 1)) && (await portFree(first + 2)) && (await portFree(first + 3))) return first;
  }
}

const dir = mkdtempSync(path.join(tmpdir(), "casabot-bench-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("runs, finds both servers answering alike, and writes every case for both", async () => {
  const database = await freshDatabase(process.env.TEST_DATABASE_URL!);
  const out = path.join(dir, "result.json");
  try {
    const run = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "bench/run.ts",
        "--quick",
        "--listings",
        "3000",
        "--pglite-listings",
        "2000",
        "--duration",
        "0.3",
        "--concurrency",
        "2",
        "--port",
        String(await freePorts()),
        "--out",
        out,
        "--pglite-dir",
        path.join(dir, "pglite"),
        "--messages",
        "2000",
        "--pglite-messages",
        "1000",
      ],
      { env: { ...process.env, DATABASE_URL: database.url }, encoding: "utf8", timeout: 270_000 },
    );
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toContain("identical JSON from casabot and baseline");
    expect(run.stdout).toContain("replies compared: 11 cases, identical JSON from casabot-2w and baseline");
    const result = JSON.parse(readFileSync(out, "utf8"));
    expect(result.machine).toMatchObject({ node: process.version, cores: expect.any(Number), postgres: expect.stringMatching(/^\d+/) });
    const postgresRows = result.rows.filter((row: { engine: string }) => row.engine === "postgres");
    // 16 cases, each measured on both servers, with requests answered and none failed.
    expect(postgresRows).toHaveLength(16);
    for (const row of postgresRows) {
      // The two-worker server is measured on the 11 list cases only.
      const list = row.case.startsWith("list ");
      for (const side of [row.casabot, row.baseline, ...(list ? [row.casabot2w] : [])]) {
        expect(side.requests, `${row.case} @${row.concurrency}`).toBeGreaterThan(0);
        expect(side.errors, `${row.case} @${row.concurrency}`).toBe(0);
      }
      expect(row.scaling === undefined, row.case).toBe(!list);
    }
    expect(result.memoryMb["casabot-2w"]).toBeGreaterThan(0);
    // The 11 list cases and the 2 ask cases on the embedded database.
    expect(result.rows.filter((row: { engine: string }) => row.engine === "pglite")).toHaveLength(13);
    expect(result.plans.postgres.length).toBeGreaterThanOrEqual(22);
    expect(result.plans.postgres.filter((plan: { sequential: boolean }) => plan.sequential)).toEqual([]);
    // Counted, not timed: no list case read more listing rows than its page needs, on either engine.
    const work = result.checks.filter((check: { target: string }) => check.target.startsWith("RealEstateList reads no more listing rows"));
    expect(work).toHaveLength(2);
    for (const check of work) expect(check.ok, check.detail).toBe(true);
    expect(result.listWork.postgres).toHaveLength(11);
    // Insights: every query timed over each range on both engines, and an answer's save.
    for (const engine of ["postgres", "pglite"]) {
      const insights = result.insights[engine];
      expect(insights.messages).toBe(engine === "postgres" ? 2000 : 1000);
      expect(new Set(insights.timings.map((timing: { range: string }) => timing.range))).toEqual(new Set(["7d", "30d", "90d", "365d"]));
      expect(insights.timings.filter((timing: { query: string }) => timing.query === "Chatbot/Insights, whole")).toHaveLength(4);
      expect(insights.saveAnswer.p50).toBeGreaterThan(0);
    }
    expect(result.checks.map((check: { target: string }) => check.target)).toContain("Insights queries p50 <= 200 ms each (PostgreSQL, 2,000 messages)");
    // One ask's statements: admitted, the listing tools' page and total, saved.
    const statements: string[] = result.roundTrips.statements;
    expect(statements).toHaveLength(4);
    expect(statements[0]).toMatch(/^select casabot_open_question\(/);
    expect(statements.slice(1, 3).every((statement) => /from "listings"/.test(statement))).toBe(true);
    expect(statements[3]).toMatch(/^with "answered" as/);
    // What the load wrote is undone on both engines, so the next run measures the seeded data.
    const undone = [...run.stdout.matchAll(/undid the load's changes: (\d+) listings created, (\d+) updated, (\d+) sessions/g)].map((match) =>
      match.slice(1).map(Number),
    );
    expect(undone.length).toBeGreaterThanOrEqual(2);
    expect(undone.some(([created, updated, sessions]) => created! > 0 && updated! > 0 && sessions! > 0)).toBe(true);
    const left = postgres(database.url, { max: 1, onnotice: () => {} });
    try {
      const [counts] = await left`select (select count(*)::int from listings where mls_number like 'BENCH%') as created,
        to_regclass('bench_run') is null as unmarked`;
      expect(counts).toEqual({ created: 0, unmarked: true });
    } finally {
      await left.end();
    }
  } finally {
    await database.drop();
  }
}, 300_000);
