import { pngHead } from "../tests/api/bytes";
import { expect, screenshot, test } from "./support";

test("an owner creates an API key, shown once, that works on the API until it is revoked", async ({ page, owner, request }) => {
  await page.goto("/workspace");
  await expect(page.getByRole("heading", { level: 1, name: "Workspace" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Members" })).toContainText(owner.email);
  await page.getByLabel("Key name").fill("MLS sync");
  await page.getByRole("button", { name: "Create API key" }).click();
  const secret = (await page.getByTestId("new-secret").textContent())!.trim();
  expect(secret).toMatch(/^cbk_[0-9a-f]{16}_[0-9a-f]{48}$/);
  await screenshot(page, "workspace");

  const list = () => request.post("/chat/Chatbot/List", { headers: { Authorization: secret }, data: {} });
  expect((await list()).status()).toBe(200);

  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTestId("new-secret")).toBeHidden();
  const row = page.getByRole("list", { name: "API keys" }).getByRole("listitem").filter({ hasText: "MLS sync" });
  await expect(row).toContainText(secret.slice(0, 21));
  await expect(row).not.toContainText(secret.slice(22));
  await expect(row.getByText("Active")).toBeVisible();

  await row.getByRole("button", { name: "Revoke MLS sync" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke key" }).click();
  await expect(row.getByText("Revoked", { exact: true })).toBeVisible();
  const refused = await list();
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ Success: false, Code: 401, Message: "Invalid API key" });
});

test("rotating the session key shows the new one once; the old one stops working", async ({ page, owner, api, request }) => {
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Keys" });
  const listWith = (key: string) => request.post("/chat/Chatbot/RealEstateList", { headers: { "chatrobot-sessionkey": key }, data: { SerialNumber: bot } });
  await page.goto("/workspace");
  const rotate = async () => {
    await page.getByRole("button", { name: "Rotate session key" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Rotate key" }).click();
    const key = (await page.getByTestId("new-secret").textContent())!.trim();
    await page.getByRole("button", { name: "Done" }).click();
    return key;
  };
  const first = await rotate();
  expect(first).toMatch(/^cbs_[0-9a-f]{16}_[0-9a-f]{48}$/);
  expect((await listWith(first)).status()).toBe(200);
  await expect(page.getByText(first.slice(0, 21))).toBeVisible();
  const second = await rotate();
  expect((await listWith(first)).status()).toBe(401);
  expect((await listWith(second)).status()).toBe(200);
});

test("the workspace page shows how much of the storage quota the workspace's files take", async ({ page, owner, api }) => {
  await page.goto("/workspace");
  await expect(page.getByText(owner.workspaceName, { exact: true })).toBeVisible();
  const storage = page.getByRole("region", { name: "File storage" });
  await expect(storage.getByTestId("storage-usage")).toHaveText("0.0 MB of 1.0 GB used (0%)");

  // A 2 MB image uploaded as the dashboard does.
  const { PreUploadUrl } = await api<{ PreUploadUrl: string }>("/chat/User/GetPreUploadUrl", { fileName: "porch.png" });
  const png = Buffer.alloc(2 * 1024 * 1024);
  pngHead().copy(png);
  expect((await page.request.put(PreUploadUrl, { data: png })).status()).toBe(200);

  await page.reload();
  await expect(storage.getByTestId("storage-usage")).toHaveText("2.0 MB of 1.0 GB used (0%)");
  await expect(storage.getByRole("progressbar", { name: "File storage used" })).toHaveAttribute("aria-valuenow", "0");
  await storage.scrollIntoViewIfNeeded();
  await screenshot(page, "workspace-storage");
});

test("the workspace page hydrates without error #418: its loading placeholders are valid inside their paragraphs", async ({ page, owner }) => {
  await page.goto("/workspace");
  // The header and session key fill in once the page has hydrated and read the workspace.
  await expect(page.getByText(/ · ID \S+/)).toBeVisible();
  await expect(page.getByText(/^Current key: cbs_/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Members" })).toContainText(owner.email);
  // Any hydration error would have been logged by now, and fails the test (consoleGuard).
});
