// `npm run bench`: seed, start Casabot (the production build) and the baseline, check
// that they answer alike, load both from a separate process, print and save the table.
// Then the same list and ask cases on PGlite. See bench/README.md for the options.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql as dsql } from "drizzle-orm";
import postgres from "postgres";
import { type DatabaseHandle, openDatabase } from "@/db/client";
import { chatbots } from "@/db/schema";
import { createApiKey, rotateSessionKey } from "@/lib/auth/workspaces";
import { createSession } from "@/lib/chat/sessions";
import { askQuestion, type BenchCase, type BotRef, buildCases, type CaseGroup, type Fixture } from "./cases";
import type { LoadPlan, Measurement } from "./load";
import { formatConciergeTimings, measureConciergeSearch } from "./concierge";
import { formatInsights, insightsVerdict, measureInsights } from "./insights";
import { measureAskRoundTrips } from "./round-trips";
import { statementRecorder } from "./list-work";
import { explainListCases, type ListWorkSummary, type PlanSummary } from "./plans";
import { formatTable, rowsOf, verdicts } from "./report";
import { markRun, undoRun } from "./restore";
import { serverLaunch } from "@/lib/runtime-contract.mjs";
import { defaultBots, openAndSeed, type Seeded, workspaceOfBot } from "./seed";
import { type Running, startProcess, watchMemory } from "./servers";

const { values: args } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    listings: { type: "string" },
    "pglite-listings": { type: "string" },
    duration: { type: "string" },
    concurrency: { type: "string", default: "1,16,64" },
    cases: { type: "string" },
    reseed: { type: "boolean", default: false },
    "no-pglite": { type: "boolean", default: false },
    "no-insights": { type: "boolean", default: false },
    "cpu-prof": { type: "boolean", default: false },
    out: { type: "string" },
    port: { type: "string", default: "3911" },
    "pglite-dir": { type: "string" },
    messages: { type: "string" },
    "pglite-messages": { type: "string" },
  },
});

const quick = args.quick;
const listingsCount = Number(args.listings ?? (quick ? 20_000 : 1_000_000));
const pgliteListings = Number(args["pglite-listings"] ?? (quick ? 5_000 : 100_000));
// Insights (issue 20): the biggest bot's messages, questions and answers.
const insightMessages = Number(args.messages ?? (quick ? 20_000 : 1_000_000));
const pgliteMessages = Number(args["pglite-messages"] ?? (quick ? 5_000 : 100_000));
const durationSeconds = Number(args.duration ?? (quick ? 0.5 : 5));
const concurrency = args.concurrency!.split(",").map(Number);
const basePort = Number(args.port);
const root = path.resolve(import.meta.dirname, "..");
const log = (line: string) => console.log(`[bench] ${line}`);

function databaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const suffix = listingsCount === 1_000_000 ? "1m" : String(listingsCount);
  return `postgres://postgres@127.0.0.1:5432/casabot_bench_${suffix}`;
}

async function ensureDatabase(url: string, reseed: boolean) {
  const server = new URL(url);
  const name = server.pathname.slice(1);
  server.pathname = "/postgres";
  const admin = postgres(server.toString(), { max: 1, onnotice: () => {} });
  try {
    if (reseed) await admin.unsafe(`drop database if exists "${name}" with (force)`);
    const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!exists) await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

/** The smallest bot with at least 50 listings: a typical single-agent site. */
const smallBotIndex = (seeded: Seeded) => {
  let best = 3;
  for (let index = 3; index < seeded.sizes.length; index++) if (seeded.sizes[index]! >= 50 && seeded.sizes[index]! <= seeded.sizes[best]!) best = index;
  return best;
};

async function prepareFixture(handle: DatabaseHandle, seeded: Seeded, engine: string): Promise<Fixture> {
  const { db } = handle;
  const keys = new Map<string, { apiKey: string; sessionKey: string }>();
  const ref = async (index: number): Promise<BotRef> => {
    const workspaceId = workspaceOfBot(seeded, index);
    if (!keys.has(workspaceId)) {
      // Keys are shown once: each run issues its own (and rotates the session key).
      const { apiKey } = await createApiKey({ db, workspaceId, name: "bench" });
      const { sessionKey } = await rotateSessionKey({ db, workspaceId });
      keys.set(workspaceId, { apiKey, sessionKey });
    }
    return { index, id: seeded.chatbotIds[index]!, size: seeded.sizes[index]!, ...keys.get(workspaceId)! };
  };
  const big = await ref(0);
  const small = await ref(smallBotIndex(seeded));
  const hundredK = await ref(Math.min(2, seeded.bots - 1));
  // The concierge bot answers as many questions as the load sends: no rate limit per session.
  await db.update(chatbots).set({ RateLimitCount: 0, MessageLimit: -1 }).where(dsql`${chatbots.id} = ${big.id}`);
  const workspace = { id: workspaceOfBot(seeded, 0), name: "" };
  const askSessions: number[] = [];
  for (let index = 0; index < 256; index++) askSessions.push((await createSession({ db, workspace, serialNumber: big.id })).SessionID);
  const editBots = seeded.chatbotIds.filter((_, index) => workspaceOfBot(seeded, index) === workspaceOfBot(seeded, small.index) && index !== small.index);
  return { big, small, hundredK, askSessions, editBots, runTag: `BENCH${engine[0]}${Date.now().toString(36)}` };
}

/** The chatbots a run's load writes to: the biggest (updates, asks) and the small one (creates). */
const touchedBots = (seeded: Seeded) => [seeded.chatbotIds[0]!, seeded.chatbotIds[smallBotIndex(seeded)]!];

/** The workspace a seeded chatbot belongs to, by its id (SerialNumber). */
const workspaceOfChatbot = (seeded: Seeded) => (chatbotId: string) => workspaceOfBot(seeded, seeded.chatbotIds.indexOf(chatbotId));

/** One request of each case to each target: the replies must be the same JSON (ids aside). */
async function compareTargets(cases: BenchCase[], targets: Running[], freshSession: () => Promise<number>, fixture: Fixture) {
  const normalize = (text: string, benchCase: BenchCase) => {
    const lines = text
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    for (const value of lines) {
      if (benchCase.group === "create" && value.Data) value.Data = "<id>";
      for (const holder of [value, value.Data].filter((v) => v && typeof v === "object"))
        for (const key of ["messageid", "QuestionID", "AnswerID"]) if (key in holder) holder[key] = "<id>";
    }
    return JSON.stringify(lines);
  };
  for (const benchCase of cases) {
    const replies: string[] = [];
    for (const target of targets) {
      const own = buildCases(fixture, target.name).find((c) => c.name === benchCase.name)!;
      const body = own.body(0) as Record<string, unknown>;
      if (benchCase.group === "ask") body.sessionID = await freshSession();
      const response = await fetch(target.url + benchCase.path, {
        method: "POST",
        headers: { "content-type": "application/json", ...benchCase.headers },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status !== 200)
        throw new Error(`${target.name} answered ${benchCase.name} with ${response.status}: ${text.slice(0, 500)}\n${target.output().slice(-3000)}`);
      replies.push(benchCase.group === "list" ? text : normalize(text, benchCase));
    }
    if (replies.some((reply) => reply !== replies[0])) {
      throw new Error(
        `Casabot and the baseline answer ${benchCase.name} differently:\n${targets.map((t, i) => `${t.name}: ${replies[i]!.slice(0, 1500)}`).join("\n")}`,
      );
    }
  }
  log(`replies compared: ${cases.length} cases, identical JSON from ${targets.map((t) => t.name).join(" and ")}`);
}

function runLoad(plan: LoadPlan): Promise<Measurement[]> {
  const file = path.join(os.tmpdir(), `casabot-bench-plan-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(plan));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "bench/load.ts"), file], { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
    const measurements: Measurement[] = [];
    let buffer = "";
    child.stdout.on("data", (chunk) => {
      buffer += chunk;
      for (let at = buffer.indexOf("\n"); at >= 0; at = buffer.indexOf("\n")) {
        const m = JSON.parse(buffer.slice(0, at)) as Measurement;
        buffer = buffer.slice(at + 1);
        measurements.push(m);
        log(`${m.target.padEnd(8)} ${m.case} @${m.concurrency}: ${m.rps.toFixed(0)}/s p50 ${m.p50} ms p99 ${m.p99} ms errors ${m.errors}`);
      }
    });
    child.on("exit", (code) => {
      rmSync(file, { force: true });
      if (code === 0) resolve(measurements);
      else reject(new Error(`load process exited ${code}`));
    });
  });
}

function caseFilter(cases: BenchCase[], groups?: string[]) {
  const pattern = args.cases ? new RegExp(args.cases, "i") : undefined;
  return cases.filter((c) => (!groups || groups.includes(c.group)) && (!pattern || pattern.test(c.name)));
}

const profileArgs = () =>
  args["cpu-prof"] ? ["--cpu-prof", "--cpu-prof-dir", path.join(root, "bench/results/prof"), "--import", path.join(root, "bench/exit-on-sigterm.mjs")] : [];
// Started as every launcher we ship starts it (lib/runtime-contract.mjs: node flags and environment).
const casabotLaunch = serverLaunch(path.join(root, "scripts/server.mjs"), process.env);
const casabotArgs = () => [...profileArgs(), ...casabotLaunch.args];

async function postgresPhase() {
  const url = databaseUrl();
  await ensureDatabase(url, args.reseed);
  const seeded = await openAndSeed({ databaseUrl: url, dataDir: "" }, { listings: listingsCount, bots: defaultBots(listingsCount), seed: 42 }, log);
  const recorder = statementRecorder();
  const handle = await openDatabase({ databaseUrl: url, dataDir: "", poolMax: 2, logger: recorder.logger });
  await markRun(handle, touchedBots(seeded), log);
  const fixture = await prepareFixture(handle, seeded, "postgres");
  const cases = caseFilter(buildCases(fixture, "casabot"));
  const { plans, work } = await explainListCases(handle, recorder, cases, workspaceOfChatbot(seeded));
  const concierge = await measureConciergeSearch(handle, fixture.big.id, fixture.big.index, quick ? 3 : 20);
  log(formatConciergeTimings("postgres", concierge));
  const roundTrips = await measureAskRoundTrips(
    { databaseUrl: url, dataDir: "", poolMax: 4 },
    fixture.big.id,
    workspaceOfBot(seeded, 0),
    askQuestion(fixture.big, 0),
  );
  log(
    `one ask: ${roundTrips.statements.length} statements, ${roundTrips.waits} waits:\n  ${roundTrips.statements.map((statement) => statement.slice(0, 80)).join("\n  ")}`,
  );
  const [{ version }] = await (handle.db as any).$client`select current_setting('server_version') as version`;

  const env = { DATABASE_URL: url, SEED_DEMO: "0", HOST: "127.0.0.1", NODE_ENV: "production" };
  const casabot = await startProcess("casabot", casabotArgs(), { ...casabotLaunch.env, ...env }, basePort);
  const baseline = await startProcess("baseline", [...profileArgs(), "--import", "tsx", path.join(root, "bench/baseline.ts")], env, basePort + 1);
  // The same server as two worker processes on one port (WEB_CONCURRENCY=2), on the list cases.
  const twoWorkers = await startProcess("casabot-2w", casabotArgs(), { ...casabotLaunch.env, ...env, WEB_CONCURRENCY: "2" }, basePort + 3, / with 2 workers"/);
  try {
    const session = async () =>
      (await createSession({ db: handle.db, workspace: { id: workspaceOfBot(seeded, 0), name: "" }, serialNumber: fixture.big.id })).SessionID;
    await compareTargets(cases, [casabot, baseline], session, fixture);
    await compareTargets(caseFilter(cases, ["list"]), [twoWorkers, baseline], session, fixture);
    const memory = watchMemory([casabot, baseline, twoWorkers]);
    const measurements = await runLoad({
      fixture,
      targets: [
        ...[casabot, baseline].map(({ name, url }) => ({ name, url })),
        { name: twoWorkers.name, url: twoWorkers.url, groups: ["list"] as CaseGroup[] },
      ],
      cases: cases.map((c) => c.name),
      concurrency,
      durationSeconds,
      warmupSeconds: durationSeconds >= 1 ? 1 : 0,
    });
    const memoryMb = memory.stop();
    await undoRun(handle, log);
    const insights = args["no-insights"]
      ? undefined
      : await measureInsights(
          handle,
          { chatbotId: fixture.big.id, workspaceId: workspaceOfBot(seeded, 0), messages: insightMessages, rounds: quick ? 3 : 20 },
          log,
        );
    return { seeded, plans, work, concierge, measurements, memoryMb, postgresVersion: String(version), insights, roundTrips };
  } finally {
    await casabot.stop();
    await baseline.stop();
    await twoWorkers.stop();
    await undoRun(handle, log).catch((error) => log(`could not undo the load's changes (the next run will): ${error}`));
    await handle.close();
  }
}

async function pglitePhase() {
  const dataDir = args["pglite-dir"] ?? path.join(root, `bench/.data-pglite-${pgliteListings}`);
  const seeded = await openAndSeed({ dataDir }, { listings: pgliteListings, bots: defaultBots(pgliteListings), seed: 42 }, log);
  const recorder = statementRecorder();
  const handle = await openDatabase({ dataDir, poolMax: 1, logger: recorder.logger });
  let fixture: Fixture;
  let plans: PlanSummary[];
  let work: ListWorkSummary[];
  let concierge: Awaited<ReturnType<typeof measureConciergeSearch>>;
  let insights: Awaited<ReturnType<typeof measureInsights>> | undefined;
  try {
    // Insights first: the year of conversations it writes once stays; what the load adds after the mark goes.
    await undoRun(handle, log);
    insights = args["no-insights"]
      ? undefined
      : await measureInsights(
          handle,
          { chatbotId: seeded.chatbotIds[0]!, workspaceId: workspaceOfBot(seeded, 0), messages: pgliteMessages, rounds: quick ? 3 : 20 },
          log,
        );
    await markRun(handle, touchedBots(seeded), log);
    fixture = await prepareFixture(handle, seeded, "pglite");
    ({ plans, work } = await explainListCases(handle, recorder, caseFilter(buildCases(fixture, "casabot"), ["list"]), workspaceOfChatbot(seeded)));
    concierge = await measureConciergeSearch(handle, fixture.big.id, fixture.big.index, quick ? 3 : 20);
    log(formatConciergeTimings("pglite", concierge));
  } finally {
    await handle.close();
  }
  const cases = caseFilter(buildCases(fixture, "casabot"), ["list", "ask"]);
  const casabot = await startProcess(
    "casabot-pglite",
    casabotArgs(),
    { ...casabotLaunch.env, DATABASE_URL: "", DATA_DIR: dataDir, SEED_DEMO: "0", HOST: "127.0.0.1" },
    basePort + 2,
  );
  try {
    const memory = watchMemory([casabot]);
    const measurements = await runLoad({
      fixture,
      targets: [{ name: "casabot", url: casabot.url }],
      cases: cases.map((c) => c.name),
      concurrency,
      durationSeconds,
      warmupSeconds: durationSeconds >= 1 ? 1 : 0,
    });
    return { seeded, plans, work, concierge, measurements, memoryMb: memory.stop(), insights };
  } finally {
    await casabot.stop();
    // PGlite is one process's database: undone once the server has let it go.
    const after = await openDatabase({ dataDir, poolMax: 1 });
    await undoRun(after, log).finally(() => after.close());
  }
}

async function main() {
  const startedAt = new Date();
  const loadStart = os.loadavg();
  log(
    `${quick ? "quick" : "full"} run: ${listingsCount.toLocaleString("en-US")} listings on PostgreSQL, ${pgliteListings.toLocaleString("en-US")} on PGlite, ${durationSeconds} s per measurement, concurrency ${concurrency.join("/")}`,
  );
  const build = spawnSync(process.execPath, [path.join(root, "scripts/build-if-needed.mjs")], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("build failed");

  const pg = await postgresPhase();
  const lite = args["no-pglite"] ? undefined : await pglitePhase();
  const rows = [...rowsOf(pg.measurements, "postgres"), ...(lite ? rowsOf(lite.measurements, "pglite") : [])];
  const sequential = [...pg.plans, ...(lite?.plans ?? [])].filter((p) => p.sequential).map((p) => `${p.case} (${p.statement})`);
  const memoryMb = { ...pg.memoryMb, ...(lite?.memoryMb ?? {}) };
  const checks = verdicts(rows, memoryMb, sequential);
  // Counted, not timed (issue 38): no list case reads more listing rows than its page needs.
  for (const [engine, work] of [["PostgreSQL", pg.work], ...(lite ? [["PGlite", lite.work] as const] : [])] as const) {
    const over = work.filter((w) => w.rowsRead > w.budget);
    checks.push({
      target: `RealEstateList reads no more listing rows than its page needs (${engine}, counted by EXPLAIN ANALYZE of what the service sends)`,
      ok: work.length > 0 && over.length === 0,
      detail:
        over.map((w) => `${w.case}: ${w.rowsRead} rows, budget ${w.budget}`).join("; ") ||
        `${work.length} cases, most read ${Math.max(...work.map((w) => w.rowsRead))} rows (${work.map((w) => `${w.rowsRead}/${w.budget}`).join(", ")})`,
    });
  }

  console.log(`\nPlans (PostgreSQL, ${listingsCount.toLocaleString("en-US")} listings):`);
  for (const p of pg.plans) console.log(`  ${p.case} [${p.statement}] ${p.ms} ms, ${p.rowsRead} listing rows: ${p.listingsScans.join(", ")}`);
  console.log(`\n${formatTable(rows)}\n`);
  // Issue 16: the concierge's parse plus search, p50 <= 15 ms on the biggest bot (both timed together, per question).
  checks.push({
    target: "concierge parse + search p50 <= 15 ms (PostgreSQL, biggest bot)",
    ok: pg.concierge.p50 <= 15,
    detail: `p50 ${pg.concierge.p50} ms, p99 ${pg.concierge.p99} ms`,
  });
  console.log(`\n${formatConciergeTimings("postgres", pg.concierge)}`);
  if (lite) console.log(formatConciergeTimings("pglite", lite.concierge));
  // Issue 21: an ask waits on the database at most three times (the credential's check aside).
  checks.push({
    target: "database round trips per ask <= 3 (besides the credential's check)",
    ok: pg.roundTrips.waits <= 3,
    detail: `${pg.roundTrips.waits} waits, ${pg.roundTrips.statements.length} statements (the listing tools' sent together)`,
  });
  // Issue 20: each Insights query p50 <= 200 ms on a bot with a million messages (PostgreSQL).
  // (--no-insights leaves this part out.)
  if (pg.insights) {
    console.log(`\n${formatInsights("postgres", pg.insights)}`);
    checks.push(insightsVerdict("PostgreSQL", pg.insights));
  }
  if (lite?.insights) {
    console.log(`\n${formatInsights("pglite", lite.insights)}`);
    checks.push(insightsVerdict("PGlite", lite.insights));
  }
  for (const check of checks) console.log(`${check.ok ? "PASS" : "MISS"}  ${check.target}: ${check.detail}`);

  const result = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    mode: quick ? "quick" : "full",
    machine: {
      node: process.version,
      postgres: pg.postgresVersion,
      cores: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      loadAverageStart: loadStart,
      loadAverageEnd: os.loadavg(),
    },
    settings: {
      listings: listingsCount,
      pgliteListings,
      durationSeconds,
      concurrency,
      bots: pg.seeded.bots,
      insightMessages,
      pgliteMessages,
      biggestBots: pg.seeded.sizes.slice(0, 4),
      seedSeconds: pg.seeded.seconds,
    },
    fixture: { big: pg.seeded.sizes[0], hundredK: pg.seeded.sizes[2] },
    memoryMb,
    plans: { postgres: pg.plans, pglite: lite?.plans ?? [] },
    listWork: { postgres: pg.work, pglite: lite?.work ?? [] },
    concierge: { postgres: pg.concierge, pglite: lite?.concierge },
    insights: { postgres: pg.insights, pglite: lite?.insights },
    roundTrips: pg.roundTrips,
    rows,
    checks,
  };
  const out = args.out ?? path.join(root, "bench/results", `${startedAt.toISOString().slice(0, 16).replace(":", "-")}${quick ? "-quick" : ""}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  log(`results written to ${path.relative(process.cwd(), out)}`);
}

await main();
