import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const alias = { "@": path.resolve(import.meta.dirname) };

// Integration tests speak HTTP to the built app (`next start`) over a real database:
// PGlite always, and PostgreSQL too when TEST_DATABASE_URL is set.
const apiProject = (name: string, setup: string) => ({
  resolve: { alias },
  test: {
    name,
    include: ["tests/api/**/*.test.ts"],
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
    // worker overlaps one file's waiting with another's work.
    maxWorkers: 2,
    projects: [
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      // The CLI and `npm start` against fresh data directories of their own.
      { resolve: { alias }, test: { name: "cli", include: ["tests/cli/**/*.test.ts"], testTimeout: 60_000, hookTimeout: 60_000 } },
      // The concierge eval's CI subset (eval/): in process, over PGlite or TEST_DATABASE_URL.
      { resolve: { alias }, test: { name: "eval", include: ["tests/eval/**/*.test.ts"], testTimeout: 300_000 } },
      // Query plans on a 100,000-listing chatbot, read from the engines themselves.
      {
        resolve: { alias },
        test: { name: "db", include: ["tests/db/**/*.test.ts"], globalSetup: ["tests/setup/workers.ts"], testTimeout: 60_000, hookTimeout: 180_000 },
      },
      apiProject("api-pglite", "tests/setup/pglite.ts"),
      // Crashes and outages: kill -9 mid-write, PostgreSQL cut off and back, PGlite stopped and killed.
      { resolve: { alias }, test: { name: "faults", include: ["tests/faults/**/*.test.ts"], testTimeout: 180_000, hookTimeout: 60_000 } },
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
      ...(process.env.TEST_DATABASE_URL ? [apiProject("api-postgres", "tests/setup/postgres.ts")] : []),
      // `npm run bench` end to end at a tiny size (it needs a PostgreSQL server to seed).
      ...(process.env.TEST_DATABASE_URL ? [{ resolve: { alias }, test: { name: "bench", include: ["tests/bench/**/*.test.ts"], testTimeout: 300_000 } }] : []),
    ],
  },
});
