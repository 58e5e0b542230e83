// `npm run bench:insights`: the Insights queries alone (bench/insights.ts) on the benchmark
// databases of `npm run bench` (seeded here when missing): a million messages on the local
// PostgreSQL, 100,000 on PGlite. `npm run bench` runs the same within its full run.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import postgres from "postgres";
import { openDatabase } from "@/db/client";
import { formatInsights, type InsightsBench, insightsVerdict, measureInsights } from "./insights";
import { defaultBots, openAndSeed, workspaceOfBot } from "./seed";

const { values: args } = parseArgs({
  options: {
    listings: { type: "string", default: "1000000" },
    messages: { type: "string", default: "1000000" },
    "pglite-listings": { type: "string", default: "100000" },
    "pglite-messages": { type: "string", default: "100000" },
    rounds: { type: "string", default: "20" },
    "no-pglite": { type: "boolean", default: false },
    out: { type: "string" },
  },
});
const root = path.resolve(import.meta.dirname, "..");
const log = (line: string) => console.log(`[bench:insights] ${line}`);

async function ensureDatabase(url: string) {
  const server = new URL(url);
  const name = server.pathname.slice(1);
  server.pathname = "/postgres";
  const admin = postgres(server.toString(), { max: 1, onnotice: () => {} });
  try {
    const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!exists) await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

async function run(engine: "postgres" | "pglite", config: { databaseUrl?: string; dataDir: string }, listings: number, messages: number) {
  const seeded = await openAndSeed(config, { listings, bots: defaultBots(listings), seed: 42 }, log);
  const handle = await openDatabase({ ...config, poolMax: 4 });
  try {
    const bench = await measureInsights(
      handle,
      { chatbotId: seeded.chatbotIds[0]!, workspaceId: workspaceOfBot(seeded, 0), messages, rounds: Number(args.rounds) },
      log,
    );
    console.log(`\n${formatInsights(engine, bench)}\n`);
    return bench;
  } finally {
    await handle.close();
  }
}

const startedAt = new Date();
const loadStart = os.loadavg();
const listings = Number(args.listings);
const url = process.env.DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/casabot_bench_${listings === 1_000_000 ? "1m" : listings}`;
await ensureDatabase(url);
const results: Record<string, InsightsBench> = { postgres: await run("postgres", { databaseUrl: url, dataDir: "" }, listings, Number(args.messages)) };
if (!args["no-pglite"]) {
  const pgliteListings = Number(args["pglite-listings"]);
  results.pglite = await run("pglite", { dataDir: path.join(root, `bench/.data-pglite-${pgliteListings}`) }, pgliteListings, Number(args["pglite-messages"]));
}
const checks = Object.entries(results).map(([engine, bench]) => insightsVerdict(engine, bench));
for (const check of checks) console.log(`${check.ok ? "PASS" : "MISS"}  ${check.target}: ${check.detail}`);
const out = args.out ?? path.join(root, "bench/results", `insights-${startedAt.toISOString().slice(0, 16).replace(":", "-")}.json`);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ startedAt: startedAt.toISOString(), machine: { node: process.version, cores: os.cpus().length, loadAverageStart: loadStart, loadAverageEnd: os.loadavg() }, results, checks }, null, 2)}\n`,
);
log(`results written to ${path.relative(process.cwd(), out)}`);
