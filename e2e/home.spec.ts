import { expect, test, expectNoSideScroll } from "./support";

test("the home page renders and names the API", async ({ page }, testInfo) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "A chatbot that knows every home you list" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create an account" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "API" })).toBeVisible();
  await expect(page.getByText("/chat/Chatbot/RealEstateList")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("home.png"), fullPage: true });
});

test("the home page works at 375 px wide", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "A chatbot that knows every home you list" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath("home-375.png"), fullPage: true });
});

test("the home page shows a signed-in owner the way to the dashboard", async ({ page, owner }, testInfo) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Create an account" })).toHaveCount(0);
  await expect(page.getByText(`Signed in as ${owner.email}.`)).toBeVisible();
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page).toHaveURL(/\/chatbots$/);
  await page.screenshot({ path: testInfo.outputPath("home-signed-in.png"), fullPage: true });
});

test("an API path answers with the JSON envelope, not a page", async ({ request }) => {
  const response = await request.post("/chat/Chatbot/List");
  expect(response.status()).toBe(401);
  expect(await response.json()).toMatchObject({ Success: false, Code: 401, Version: "1.0.0", Data: null });
});

for (const width of [1280, 375]) {
  test(`an unknown address shows a styled 404 page with the ways back (${width} px)`, async ({ page, consoleGuard }, testInfo) => {
    consoleGuard.allowRefused("/no-such-page", 404);
    await page.setViewportSize({ width, height: 800 });
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page not found · Casabot");
    await expect(page.getByRole("heading", { level: 1, name: "This page does not exist" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to your chatbots" })).toHaveAttribute("href", "/chatbots");
    await expectNoSideScroll(page);
    // The favicon is served.
    expect((await page.request.get("/favicon.ico")).status()).toBe(200);
    await page.screenshot({ path: testInfo.outputPath(`not-found-${width}.png`), fullPage: true });
  });
}
