import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// No browser download works on our machines: use the system Chromium when there is one.
const systemChromium = process.env.PLAYWRIGHT_CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const port = Number(process.env.E2E_PORT || 3210);
// A fresh embedded database for every run; the config is evaluated in each worker too,
// but only the main process starts the web server.
const dataDir = path.join(tmpdir(), `casabot-e2e-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: systemChromium
          ? {
              executablePath: systemChromium,
              args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
            }
          : {},
      },
    },
  ],
  webServer: {
    // The built app, as `npm start` serves it (npm test builds first).
    command: "node scripts/server.mjs",
    url: `http://127.0.0.1:${port}/`,
    env: { DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "1", PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
