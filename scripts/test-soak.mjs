// `npm run test:soak`: the long tier, before a release. The fuzz at 2,000 bodies per endpoint, the
// API reference's accessibility scan over all its endpoints, the
// query plans at 250,000 listings, the faults, and the hostile documents at the red team's full
// sizes (on both engines when TEST_DATABASE_URL is set), and `npm run bench` end to end at a tiny
// size (with TEST_DATABASE_URL), all with TEST_TIER=soak.
import { spawnSync } from "node:child_process";
import { buildIfNeeded } from "./build-if-needed.mjs";

buildIfNeeded();
const projects = ["fuzz", "db", "faults", "api-pglite", ...(process.env.TEST_DATABASE_URL ? ["api-postgres", "bench"] : [])];
const files = [
  "tests/fuzz",
  "tests/db/list-plans.test.ts",
  "tests/db/concierge-plans.test.ts",
  "tests/faults",
  "tests/api/knowledge-hostile.test.ts",
  // Its answer-time bound under a burst of password hashing is asserted here only (every commit counts answers).
  "tests/api/password-load.test.ts",
  "tests/bench",
];
const result = spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...projects.flatMap((name) => ["--project", name]), ...files], {
  stdio: "inherit",
  env: { ...process.env, TEST_TIER: "soak" },
});
// The browser checks whose full size is soak-only (e2e/docs.spec.ts: axe on every endpoint's section;
// e2e/accessibility.spec.ts: every page at 375 px too; e2e/insights.spec.ts: axe on the page full of data as it opens).
const browser = spawnSync(
  process.execPath,
  ["node_modules/@playwright/test/cli.js", "test", "e2e/docs.spec.ts", "e2e/accessibility.spec.ts", "e2e/insights.spec.ts"],
  {
    stdio: "inherit",
    env: { ...process.env, TEST_TIER: "soak" },
  },
);
process.exit(result.status || browser.status || 0);
