import { expect, test } from "./support";

// `next` values that sent the browser to another site after signing in, or failed with a
// 500 (issue 15, item 4). Another site is answered here by the test, never by the network.

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/evil\.example\//, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Phished</h1>" }));
});

for (const next of ["%2F%09%2Fevil.example%2Fphish", "%2F%5C%2Fevil.example", "%2F..%2F%2Fevil.example", "%2F%0A%2Fevil.example"]) {
  test(`the sign-in form stays on the site for next=${next}`, async ({ page, owner, baseURL }) => {
    await page.context().clearCookies();
    const response = await page.goto(`/login?next=${next}`);
    expect(response?.status()).toBe(200);
    await page.getByLabel("E-mail").fill(owner.email);
    await page.getByLabel("Password").fill(owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${baseURL}/chatbots`);
    await expect(page.getByRole("heading", { level: 1, name: "Chatbots" })).toBeVisible();
  });
}

test("a signed-in visitor sent to the sign-in page with a hostile next stays on the site", async ({ page, owner, baseURL }) => {
  void owner;
  for (const next of ["%2F%09%2Fevil.example%2Fphish", "%2F%0A%2Fx"]) {
    const response = await page.goto(`/login?next=${next}`);
    expect(response?.status(), next).toBe(200);
    await expect(page, next).toHaveURL(`${baseURL}/chatbots`);
  }
});

test("a page of this site in next is still where the form goes", async ({ page, owner, baseURL }) => {
  await page.context().clearCookies();
  await page.goto("/login?next=%2Fworkspace");
  await page.getByLabel("E-mail").fill(owner.email);
  await page.getByLabel("Password").fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${baseURL}/workspace`);
});
