import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The soak tier (npm run test:soak), as tests/setup/tier.ts reads it. */
const SOAK = process.env.TEST_TIER === "soak";
// The tests' fake MLS has no rate limit: no pause between its requests (500 ms in production), unless a test sets one.
process.env.FEED_REQUEST_INTERVAL_MS ??= "0";

const alias = { "@": path.resolve(import.meta.dirname) };

/**
 * Integration tests speak HTTP to the built app (`next start`) over a real database.
 * The API files whose subject depends on the database engine run on both, PGlite and
 * PostgreSQL; the others run once, on PostgreSQL when TEST_DATABASE_URL is set, else on
 * PGlite. A file runs on both when what it proves rests on something the two engines do
 * differently: locks and concurrent writes (limits, unique keys, claims, tokens spent
 * twice at once, one connection against a pool), errors the database raises, text search
 * and folding (LIKE, tsvector, trigrams), and dates computed in SQL. A file that only
 * reads and writes rows through the service functions proves the same on either.
 * Without TEST_DATABASE_URL every file runs on PGlite. docs/testing-and-security.md lists both groups.
 */
const ON_BOTH_ENGINES = [
  "account", // a reset link spent twice at the same moment
  "ask-knowledge", // knowledge search in the answer
  "chat", // RateLimitCount and MessageLimit under 200 concurrent asks
  "chatbots", // concurrent Edits of one chatbot
  "dashboard-data", // this month's counts, computed in SQL
  "fair-housing", // flags merged by an update's SQL (jsonb), declines counted by day in SQL
  "insights", // demand by day in the chatbot's time zone, computed in SQL
  "knowledge", // stemming and accents per language
  "knowledge-ingest", // chunks, words and their triggers
  "knowledge-hostile", // PGlite answers queries in the server's own thread, beside the health checks timed here
  "listings", // 100 concurrent creates of one MLSNumber, 100 concurrent partial updates
  "listings-delete-list", // filtered deletes and their counters
  "listings-table", // filters, sorts and folded search
  "mail-cron", // the outbox claimed by several servers at once
  "password-load", // sign-ins against one connection or a pool
  "sign-in-burst", // wrong-password counters under 60 parallel attempts
  "storage-quota", // the quota summed under concurrent uploads
  "verbatim", // % and quotes in filters, text stored byte for byte
  "widget", // RateLimitCount under concurrent asks
  "widget-limits", // the handoff mail limit under 200 concurrent handoffs
].map((name) => `tests/api/${name}.test.ts`);

const allApiFiles = ["tests/api/**/*.test.ts"];
/**
 * Files of one project share their worker's modules rather than importing the app anew each
 * (`isolate: false`): the 72 unit files took 101 s of CPU (52 s on two workers) importing the
 * concierge 72 times over, and 36 s (20 s) with the imports shared; the db files 200 s and 138 s.
 * Safe where no file leaves state behind: settings are
 * stubbed with vi.stubEnv and restored, and each file makes its own workspace and database.
 */
const SHARED_MODULES = { isolate: false };

/**
 * Files that run per commit on PGlite only, and on both engines in the soak (npm run test:soak).
 * knowledge-hostile: hostile documents read while health is polled. PGlite, which answers queries
 * in the server's own thread, is the harder case; the PostgreSQL half took 26 s of a worker.
 */
const POSTGRES_IN_SOAK_ONLY = SOAK ? [] : ["tests/api/knowledge-hostile.test.ts"];

const apiProject = (name: string, setup: string, include: string[], exclude: string[] = []) => ({
  resolve: { alias },
  test: {
    name,
    include,
    exclude,
    ...SHARED_MODULES,
    globalSetup: [setup],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * The fuzz is one long file (minutes); started last, as a small file is on a fresh clone, it
 * would run alone at the end. Started first, it runs beside everything else on the other worker.
 */
class FuzzFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => (file.project.name === "fuzz" ? 0 : 1);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: FuzzFirst },
    // Two files at a time: the servers under test are processes of their own, so a second
    // worker overlaps one file's waiting with another's work. A third gained nothing (564 s
    // against 561 s: the two cores are busy) and loaded the machine enough that the event loop
    // of a server reading a hostile document was held past its bound.
    maxWorkers: 2,
    projects: [
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], ...SHARED_MODULES } },
      // The CLI and `npm start` against fresh data directories of their own.
      { resolve: { alias }, test: { name: "cli", include: ["tests/cli/**/*.test.ts"], testTimeout: 60_000, hookTimeout: 60_000 } },
      // The concierge eval's CI subset (eval/): in process, over PGlite or TEST_DATABASE_URL.
      { resolve: { alias }, test: { name: "eval", include: ["tests/eval/**/*.test.ts"], testTimeout: 300_000, ...SHARED_MODULES } },
      // Query plans on a 10,000-listing chatbot (100,000 in the soak), read from the engines themselves.
      {
        resolve: { alias },
        test: {
          name: "db",
          include: ["tests/db/**/*.test.ts"],
          globalSetup: ["tests/setup/workers.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          ...SHARED_MODULES,
        },
      },
      apiProject("api-pglite", "tests/setup/pglite.ts", process.env.TEST_DATABASE_URL ? ON_BOTH_ENGINES : allApiFiles),
      // Crashes and outages: kill -9 mid-write, PostgreSQL cut off and back, PGlite stopped and killed.
      // In the soak (npm run test:soak), not in every commit's run: 106 s of a worker on a slow host
      // for the recovery of the database layer, which few commits touch.
      ...(SOAK ? [{ resolve: { alias }, test: { name: "faults", include: ["tests/faults/**/*.test.ts"], testTimeout: 180_000, hookTimeout: 60_000 } }] : []),
      // Hundreds of broken bodies per endpoint (thousands in the soak) against a server of their
      // own: on PostgreSQL when there is one (the database then works in its own process, beside
      // the server's), else on PGlite.
      {
        resolve: { alias },
        test: {
          name: "fuzz",
          include: ["tests/fuzz/**/*.test.ts"],
          globalSetup: [process.env.TEST_DATABASE_URL ? "tests/setup/postgres.ts" : "tests/setup/pglite.ts"],
          testTimeout: 600_000,
          // The world the fuzz needs is made by some 30 first requests, each the first of its route
          // (loaded on first use) and some hashing a password: CPU work, which two busy cores
          // stretched past 60 s once.
          hookTimeout: 300_000,
        },
      },
      // The server process itself (scripts/server.mjs): configuration, logs, body guards, shutdown, the container's layout.
      { resolve: { alias }, test: { name: "ops", include: ["tests/ops/**/*.test.ts"], testTimeout: 60_000, hookTimeout: 90_000 } },
      ...(process.env.TEST_DATABASE_URL ? [apiProject("api-postgres", "tests/setup/postgres.ts", allApiFiles, POSTGRES_IN_SOAK_ONLY)] : []),
      // `npm run bench` end to end at a tiny size (it needs a PostgreSQL server to seed): two minutes
      // of four servers, seeding and load on two cores, for tooling no commit's code depends on, so
      // in the soak (npm run test:soak), not in every commit's run.
      ...(process.env.TEST_DATABASE_URL && SOAK
        ? [{ resolve: { alias }, test: { name: "bench", include: ["tests/bench/**/*.test.ts"], testTimeout: 300_000 } }]
        : []),
    ],
  },
});
