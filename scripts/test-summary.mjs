// Sums the vitest and Playwright JSON reports into the one line CI reads:
// "N passed, N failed". A missing report counts as one failure: that runner did not finish.
import { existsSync, readFileSync } from "node:fs";

function read(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

export function summary() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const vitest = read("test-results/vitest.json");
  if (vitest) {
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests;
    skipped += vitest.numPendingTests + vitest.numTodoTests;
    // A file that failed to load has no failed test, but is a failure all the same.
    failed += vitest.testResults.filter((file) => file.status === "failed" && file.assertionResults.length === 0).length;
  } else failed += 1;
  const playwright = read("test-results/playwright.json");
  if (playwright) {
    passed += playwright.stats.expected + playwright.stats.flaky;
    failed += playwright.stats.unexpected;
    skipped += playwright.stats.skipped;
    failed += (playwright.errors ?? []).length;
  } else failed += 1;
  return { passed, failed, skipped };
}

/** The tests (and files that did not load) that failed, named as each runner names them. */
export function failures() {
  const names = [];
  const vitest = read("test-results/vitest.json");
  for (const file of vitest?.testResults ?? []) {
    const where = file.name.replace(`${process.cwd()}/`, "");
    if (file.status === "failed" && file.assertionResults.length === 0) names.push(`${where}: did not load`);
    for (const test of file.assertionResults) if (test.status === "failed") names.push(`${where} › ${test.fullName}`);
  }
  const playwright = read("test-results/playwright.json");
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) if (test.status === "unexpected") names.push(`e2e/${spec.file} › ${spec.title} [${test.projectName}]`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of playwright?.suites ?? []) walk(suite);
  for (const error of playwright?.errors ?? []) names.push(`Playwright: ${error.message?.split("\n")[0] ?? "error"}`);
  return names;
}

/**
 * When a browser spec failed, the e2e server's slowest requests (its access log, playwright.config.ts):
 * a spec that waited in vain on a reply tells whether the server was slow or the page never asked.
 */
function serverRequests(keep) {
  if (!existsSync("test-results/e2e-server.log")) return [];
  const requests = [];
  for (const line of readFileSync("test-results/e2e-server.log", "utf8").split("\n")) {
    if (!line.includes('"durationMs"')) continue;
    try {
      const entry = JSON.parse(line);
      if (keep(entry)) requests.push(entry);
    } catch {}
  }
  return requests;
}

const described = (entry) => `${entry.durationMs} ms ${entry.method} ${entry.path} ${entry.status} at ${new Date(entry.time).toISOString()}`;

export function slowRequests(limit = 10, atLeastMs = 1000) {
  return serverRequests((entry) => entry.durationMs >= atLeastMs)
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, limit)
    .map(described);
}

/** The e2e server's replies of 500 and over, first ones first: a page that showed nothing may have been refused. */
export function failedRequests(limit = 10) {
  return serverRequests((entry) => entry.status >= 500)
    .slice(0, limit)
    .map(described);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { passed, failed, skipped } = summary();
  const playwright = read("test-results/playwright.json");
  if (playwright && playwright.stats.unexpected > 0) {
    const slow = slowRequests();
    console.log(slow.length ? `The e2e server's slowest requests (over 1 s):\n  ${slow.join("\n  ")}` : "No e2e request took over 1 s.");
    const refused = failedRequests();
    console.log(refused.length ? `The e2e server's replies of 500 and over:\n  ${refused.join("\n  ")}` : "No e2e request was answered 500 or over.");
  }
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
}
