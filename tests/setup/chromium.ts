import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

/**
 * No browser download works on our machines: the system Chromium is used when there is one
 * (PLAYWRIGHT_CHROMIUM_PATH, else /usr/bin/chromium), Playwright's own browser otherwise.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  if (!executablePath) return {};
  return {
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  };
}
