// `npm test`: build the app, then vitest (unit, CLI, and integration over HTTP on
// PGlite, plus PostgreSQL when TEST_DATABASE_URL is set), then Playwright in Chromium.
//
// One after the other, not side by side: each keeps two cores about 85 % busy on its own, so
// together (measured) they finished only 4 % sooner, and a machine that loaded made the
// tests that time a reader or an axe scan fail. The tests that failed in either are named
// again at the end, after both reports.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { failures, summary } from "./test-summary.mjs";

rmSync("test-results", { recursive: true, force: true });
mkdirSync("test-results", { recursive: true });
buildIfNeeded();

const run = (command, args, env = process.env) => spawnSync(command, args, { stdio: "inherit", env }).status ?? 1;
// The whole suite runs: its projects' global setups start together (tests/setup/early.ts).
const vitest = run(
  process.execPath,
  ["node_modules/vitest/vitest.mjs", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/vitest.json"],
  { ...process.env, CASABOT_SETUPS_TOGETHER: "1" },
);
const playwright = run(process.execPath, ["node_modules/@playwright/test/cli.js", "test"]);

const { passed, failed, skipped } = summary();
const failedTests = failures();
if (failedTests.length > 0) console.log(`\nFailed:\n${failedTests.map((name) => `  ${name}`).join("\n")}`);
if (!process.env.TEST_DATABASE_URL) {
  console.log(
    "\nPostgreSQL tiers skipped (TEST_DATABASE_URL is not set): the api-postgres project, and the " +
      "PostgreSQL halves of the db, faults and ops files; everything above ran on PGlite.",
  );
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(vitest !== 0 || playwright !== 0 || failed > 0 ? 1 : 0);
