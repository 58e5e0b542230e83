import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

/**
 * The Chromium to drive. Debian's chromium-headless-shell (Chromium's old headless shell, the build
 * Playwright itself runs headless tests in) renders without the full browser's layers: the suite's
 * page specs took a quarter less time in it. But a widget framed on another site found there the
 * answers the visitor had stored on the widget's own page (its privacy notice already accepted),
 * which the full browser keeps apart: the specs that frame the widget on another site run in the
 * full browser (`full`). PLAYWRIGHT_CHROMIUM_PATH overrides both.
 */
const SYSTEM_CHROMIUMS = { shell: ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"], full: ["/usr/bin/chromium"] };

/**
 * No browser download works on our machines: the system Chromium is used when there is one,
 * Playwright's own browser otherwise.
 */
export function chromiumLaunchOptions(kind: keyof typeof SYSTEM_CHROMIUMS = "full"): LaunchOptions {
  const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH || SYSTEM_CHROMIUMS[kind].find((candidate) => existsSync(candidate));
  if (!executablePath) return {};
  return {
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  };
}
