import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type BrowserContext, type Page, test as base, expect } from "@playwright/test";

export { expect };

export interface OwnerAccount {
  email: string;
  password: string;
  workspaceName: string;
}

let accounts = 0;
/** A fresh, unique account for one test: tests never share a workspace. */
export function newAccount(label = "owner"): OwnerAccount {
  const unique = `${Date.now().toString(36)}-${process.pid}-${++accounts}`;
  return { email: `${label}-${unique}@e2e.test`, password: `pw-${unique}-long`, workspaceName: `${label} Realty ${unique}` };
}

/**
 * Calls a /chat endpoint as the signed-in page would: the context's cookies, and this
 * site's Origin (the server refuses state changes from anywhere else).
 */
export async function chatCall<T = unknown>(request: APIRequestContext, baseURL: string, path: string, body: object = {}): Promise<T> {
  const response = await request.post(path, { data: body, headers: { origin: baseURL } });
  const envelope = await response.json();
  if (!envelope.Success) throw new Error(`${path}: ${envelope.Code} ${envelope.Message}`);
  return envelope.Data as T;
}

/** Signs a new owner up and in through the API, as the sign-up page does; the page's context then holds the session cookie. */
export async function signUpOwner(page: Page, baseURL: string, account = newAccount()): Promise<OwnerAccount> {
  await chatCall(page.request, baseURL, "/chat/User/SignUp", { Email: account.email, Password: account.password, WorkspaceName: account.workspaceName });
  await chatCall(page.request, baseURL, "/chat/User/SignIn", { Email: account.email, Password: account.password });
  return account;
}

export interface ConsoleGuard {
  /**
   * Lets this test's console errors matching `pattern` pass: only for a test that causes
   * them on purpose (a refused request the browser reports as a failed resource), and as
   * narrow as that cause.
   */
  allow(pattern: RegExp): void;
  /**
   * Lets Chromium's report of a request the test has the server refuse on purpose pass:
   * it logs every 4xx answer, even one the page handles, as "Failed to load resource".
   */
  allowRefused(path: string, status: number): void;
  /** Watches a context the test opened itself (browser.newContext()), as the default one is. */
  watch(context: BrowserContext): void;
}

/** Fails the test on any console error or uncaught error in its pages, once the test is over. */
async function guardConsole(context: BrowserContext, use: (guard: ConsoleGuard) => Promise<void>) {
  const problems: string[] = [];
  const allowed: RegExp[] = [];
  const watch = (target: BrowserContext) => {
    target.on("console", (message) => {
      if (message.type() === "error") problems.push(`console error at ${message.location().url || message.page()?.url()}: ${message.text()}`);
    });
    target.on("weberror", (error) => problems.push(`uncaught in ${error.page()?.url()}: ${error.error().stack ?? error.error().message}`));
  };
  watch(context);
  const allowRefused = (path: string, status: number) =>
    allowed.push(
      new RegExp(
        `^console error at https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(/[^\\s?]*)?(\\?\\S*)?: Failed to load resource: the server responded with a status of ${status} `,
      ),
    );
  await use({ allow: (pattern) => allowed.push(pattern), allowRefused, watch });
  // Judged at the end, so an allowance covers errors logged before it was made.
  expect(
    problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem))),
    "console errors and uncaught errors in the page",
  ).toEqual([]);
}

export const test = base.extend<{ owner: OwnerAccount; api: <T = unknown>(path: string, body?: object) => Promise<T>; consoleGuard: ConsoleGuard }>({
  /** Every test fails on a console error, without asking: see guardConsole. */
  consoleGuard: [async ({ context }, use) => guardConsole(context, use), { auto: true }],
  /** A new owner, signed in in this test's browser context. */
  owner: async ({ page, baseURL }, use) => {
    await use(await signUpOwner(page, baseURL!));
  },
  /** /chat calls with the browser context's session (set up data, or read back what the page did). */
  api: async ({ page, baseURL }, use) => {
    await use((path, body = {}) => chatCall(page.request, baseURL!, path, body));
  },
});

/** How far the page scrolls sideways now (0 or less: not at all). */
export const sideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Fails unless the page settles without a sideways scroll. Waited on, not read once: just after a
 * resize, charts and other measured parts still have their old width until they lay out again.
 */
export async function expectNoSideScroll(page: Page, what = "side scroll") {
  await expect.poll(() => sideScroll(page), { message: what }).toBeLessThanOrEqual(0);
}

/** Saves a screenshot of the page into this test's output folder under a fixed name. */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** A valid RealEstateCreate body for the chatbot, with the given fields changed. */
export function listingBody(SerialNumber: string, fields: Record<string, unknown> = {}) {
  return {
    SerialNumber,
    SaleType: "for_sale",
    Status: "Active",
    CurrencySymbol: "$",
    PropertyType: "Condo",
    Bedrooms: 2,
    Bathrooms: 1,
    Url: "",
    MLSNumber: `MLS-${Math.random().toString(36).slice(2, 10)}`,
    YearBuilt: 2001,
    DaysOnMarket: 3,
    LotArea: 0,
    BuildingArea: 900,
    AreaUnit: "Square Feet",
    ParkingSpots: 1,
    City: "Austin",
    SalePrice: 450_000,
    ...fields,
  };
}

/** An axe finding: the rule, its help text, and the first five elements it names. */
export interface AxeViolation {
  rule: string;
  help: string;
  nodes: string[];
}

/**
 * The WCAG 2.1 A/AA violations axe finds on the page as it is now, frames included. (axe's
 * resultTypes: ["violations"], which would save time, reported a false landmark-unique across the
 * Embed page's preview frame: every result type is gathered.)
 */
export async function axeViolations(page: Page, { exclude, include }: { exclude?: string; include?: readonly string[] } = {}): Promise<AxeViolation[]> {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  for (const selector of include ?? []) builder = builder.include(selector);
  // The scan measures the page as it settles, not a frame of an entrance animation: a message
  // fading in is below any contrast ratio for a tenth of a second (a preview frame that loaded
  // during the scan failed color-contrast on its welcome bubble once). Reduced motion, which the
  // widget and the dashboard honour, ends every animation at its final state; it is restored after.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const result = await (exclude ? builder.exclude(exclude) : builder).analyze().finally(() => page.emulateMedia({ reducedMotion: null }));
  return result.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
}

/**
 * Fails unless axe finds no WCAG 2.1 A/AA violation on the page as it is now. Sonner's toasts
 * come and go, and their rich success colours are below 4.5:1 (not the page's doing): they are
 * left out of the scan.
 */
export async function expectAccessible(page: Page, what: string) {
  expect(await axeViolations(page, { exclude: "[data-sonner-toaster]" }), what).toEqual([]);
}
