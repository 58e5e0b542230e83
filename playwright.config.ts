import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/setup/chromium";
const port = Number(process.env.E2E_PORT || 3210);
// A fake OpenAI-compatible provider (tests/setup/fake-openai.ts) beside the app: specs that
// need a model that streams slowly or takes images pick "oc:fake-llm" or "oc:fake-vision".
const fakeProviderPort = port + 50;
// Specs that frame the widget on a page of another site (e2e/widget-host.ts): see the projects below.
const FRAMED_ON_ANOTHER_SITE = ["**/widget.spec.ts", "**/listing-cards.spec.ts", "**/knowledge.spec.ts"];
// A fresh embedded database for every run; the config is evaluated in each worker too,
// but only the main process starts the web server.
const dataDir = path.join(tmpdir(), `casabot-e2e-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  // Three at a time: every test has an owner and workspace of its own (e2e/support.ts), and a
  // spec spends much of its time waiting on the server. One worker took 8.3 min, two 5.7 min and
  // three 5.2 min on a quiet two-core machine (131 tests); the longest specs set their own timeouts.
  workers: 3,
  // A test's and an assertion's budgets for a machine twice as slow as a quiet two-core one: CI's took 10.5 min where
  // this one takes 5.2, and there a test of seven axe scans ran past 30 s. The budgets bound a hang; nothing waits on them.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace for every test took a third of each test's time on two cores, and CI keeps
    // only what the run prints. To look into a failure: npx playwright test --trace retain-on-failure.
    trace: "off",
    screenshot: "only-on-failure",
  },
  // The specs that frame the widget on another site (e2e/widget-host.ts) run in the full browser,
  // which keeps that frame's storage apart as Chrome does; the rest in the lighter headless shell
  // (tests/setup/chromium.ts).
  projects: [
    {
      name: "chromium",
      testIgnore: FRAMED_ON_ANOTHER_SITE,
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions("shell") },
    },
    {
      name: "chromium-full",
      testMatch: FRAMED_ON_ANOTHER_SITE,
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions("full") },
    },
  ],
  webServer: [
    {
      command: "node node_modules/tsx/dist/cli.mjs tests/setup/fake-openai-server.ts",
      url: `http://127.0.0.1:${fakeProviderPort}/__requests`,
      env: { FAKE_OPENAI_PORT: String(fakeProviderPort) },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // The built app, as `npm start` serves it (npm test builds first).
      // Its access log (one JSON line per request, with its duration) is kept for a failure's
      // post-mortem: `npm test` prints the slowest requests when a spec failed (scripts/test-summary.mjs).
      command: "mkdir -p test-results && exec node scripts/server.mjs > test-results/e2e-server.log",
      url: `http://127.0.0.1:${port}/`,
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SEED_DEMO: "1",
        // Each test signs up an owner of its own, all from 127.0.0.1.
        SIGNUP_LIMIT: "100000",
        // Every test signs an owner up and in: scrypt at N=2^14 rather than 2^17 (lib/auth/passwords.ts).
        PASSWORD_HASH_COST: "14",
        PORT: String(port),
        HOST: "127.0.0.1",
        NODE_ENV: "production",
        OPENAI_API_KEY: "",
        ANTHROPIC_API_KEY: "",
        OPENAI_COMPATIBLE_BASE_URL: `http://127.0.0.1:${fakeProviderPort}/v1`,
        OPENAI_COMPATIBLE_API_KEY: "test-key",
        OPENAI_COMPATIBLE_MODELS: "fake-llm,fake-vision",
        OPENAI_COMPATIBLE_VISION_MODELS: "fake-vision",
        // Below its default of 50, which the Knowledge tab's form offers: a larger MaxPages is
        // refused by this server, and the form shows its message (e2e/knowledge.spec.ts).
        KNOWLEDGE_MAX_CRAWL_PAGES: "30",
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
