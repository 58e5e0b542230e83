import { axeViolations, expect, test } from "./support";

/**
 * Every commit scans the page's frame and four endpoints' sections, which are built by the same
 * components as the other 65; `npm run test:soak` (TEST_TIER=soak) scans all 69 at both widths.
 */
const SOAK = process.env.TEST_TIER === "soak";
const SCANNED = SOAK ? undefined : ["header", "nav", "#ChatbotRealEstateList", "#ChatClientAsk", "#ChatbotRealEstateCreate", "#WidgetConfig"];

// The API reference is served whole by us: a request to any other origin fails the test,
// as does anything its Content-Security-Policy refuses.

test("the API reference renders every endpoint offline, under the page policy, for anyone", async ({ page, baseURL }) => {
  // Two axe scans of every endpoint's tables (69 endpoints, the soak): 72 s alone on an idle two-core
  // machine, past test.slow()'s 90 s when another worker runs beside it.
  test.setTimeout(SOAK ? 240_000 : 90_000);
  const foreign: string[] = [];
  const refused: string[] = [];
  const origin = new URL(baseURL!).origin;
  page.on("request", (request) => {
    if (!/^(data|blob):/.test(request.url()) && new URL(request.url()).origin !== origin) foreign.push(request.url());
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.error(`Refused to load: ${event.violatedDirective} ${event.blockedURI}`));
  });

  const response = await page.goto("/docs");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toContain("'strict-dynamic'");
  await expect(page).toHaveTitle("API reference · Casabot");
  await expect(page.getByRole("heading", { level: 1, name: "Casabot API" })).toBeVisible();
  const openapi = await (await page.request.get("/openapi.json")).json();
  await expect(page.getByText(`${Object.keys(openapi.paths).length} endpoints`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("docs.png") });

  const list = page.getByRole("region", { name: "POST /chat/Chatbot/RealEstateList" });
  await expect(list.getByText("Credential: API key (Authorization), or Session key (chatrobot-sessionkey), or Signed-in owner (cookie)")).toBeVisible();
  const pageSize = list.getByRole("table", { name: "/chat/Chatbot/RealEstateList request fields" }).getByRole("row", { name: /^PageSize/ });
  await expect(pageSize).toContainText("integer");
  await expect(pageSize).toContainText("1 to 100");
  await expect(list.getByRole("table", { name: "/chat/Chatbot/RealEstateList reply fields" }).getByRole("row", { name: /^List\[\]\.Price/ })).toBeVisible();
  await expect(list.getByRole("listitem").filter({ hasText: /^429/ })).toHaveCount(0);

  await page.getByRole("navigation", { name: "Endpoints" }).getByRole("link", { name: "ClientAsk" }).click();
  await expect(page).toHaveURL(/\/docs#ChatClientAsk$/);
  const ask = page.getByRole("region", { name: "POST /chat/Chat/ClientAsk" });
  await expect(ask.getByText("Streamed reply (stream: true), one JSON object per line")).toBeVisible();
  await expect(ask.getByRole("listitem").filter({ hasText: /^429/ })).toBeVisible();
  await ask.screenshot({ path: test.info().outputPath("docs-client-ask.png") });

  await expect(page.getByRole("region", { name: "POST GET /chat/Chatbot/List" })).toBeVisible();
  await expect(page.getByRole("region", { name: "POST /chat/Workspace/ApiKeyCreate" }).getByText("Credential: Signed-in owner (cookie)")).toBeVisible();
  await expect(page.getByRole("region", { name: "POST /chat/Widget/Config" })).toContainText("?serialNumber=");

  for (const selector of SCANNED ?? []) await expect(page.locator(selector).first()).toBeAttached();
  expect(await axeViolations(page, { include: SCANNED })).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/docs#ChatbotRealEstateCreate");
  await page.screenshot({ path: test.info().outputPath("docs-375.png") });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeViolations(page, { include: SCANNED })).toEqual([]);

  expect(foreign).toEqual([]);
  expect(refused).toEqual([]);
});

test("the dashboard links to the API reference", async ({ page, owner }) => {
  await page.goto("/chatbots");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API docs" }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page.getByRole("heading", { level: 1, name: "Casabot API" })).toBeVisible();
  expect(owner.email).toContain("@");
});
