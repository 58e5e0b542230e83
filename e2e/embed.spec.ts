import { expect, screenshot, test } from "./support";

// The preview frame shows the widget itself, which is not this page's to test: only
// that the frame points at it is checked here.

test("an owner copies the embed code, previews the widget, and sees where it works", async ({ page, owner, api, baseURL }) => {
  const id = await api<string>("/chat/Chatbot/Add", { Name: "Harbor Embed" });
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  await page.goto(`/chatbots/${id}/settings`);
  await page.getByRole("navigation", { name: "Chatbot" }).getByRole("link", { name: "Embed" }).click();
  await expect(page).toHaveURL(`/chatbots/${id}/embed`);
  await expect(page.getByRole("link", { name: "Embed" })).toHaveAttribute("aria-current", "page");
  await expect(page).toHaveTitle("Embed · Casabot");

  const scriptTag = `<script src="${baseURL}/widget.js" data-chatbot="${id}" async></script>`;
  const script = page.getByRole("region", { name: "Add the chat to your site" });
  await expect(script.locator("pre")).toHaveText(scriptTag);
  await script.getByRole("button", { name: "Copy script tag" }).click();
  await expect(page.getByText("Script tag copied")).toBeVisible();
  await expect(script.getByRole("button", { name: "Copied script tag" })).toBeVisible();
  expect(await clipboard()).toBe(scriptTag);

  const frameTag =
    `<iframe src="${baseURL}/widget/${id}" title="Chat with Harbor Embed" ` +
    `style="width:100%;max-width:400px;height:600px;border:0" allow="microphone"></iframe>`;
  const inline = page.getByRole("region", { name: "Or place it inside a page" });
  await expect(inline.locator("pre")).toHaveText(frameTag);
  await inline.getByRole("button", { name: "Copy iframe tag" }).click();
  await expect.poll(clipboard).toBe(frameTag);

  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview).toContainText("counts against the chatbot's limits");
  const frame = preview.locator("iframe");
  await expect(frame).toHaveAttribute("src", `/widget/${id}`);
  await expect(frame).toHaveAttribute("title", "Preview: chat with Harbor Embed");
  // Reloading puts a new frame in place of the old one.
  await frame.evaluate((element) => element.setAttribute("data-stale", ""));
  await preview.getByRole("button", { name: "Reload preview" }).click();
  await expect(frame).not.toHaveAttribute("data-stale");
  await expect(frame).toHaveAttribute("src", `/widget/${id}`);

  const where = page.getByRole("region", { name: "Where the widget works" });
  await expect(where).toContainText("Domain verification is off: the widget works on any site");
  await expect(where.getByRole("link", { name: "Restrict it to your domains" })).toHaveAttribute("href", `/chatbots/${id}/settings#security`);
  await expect(where.getByRole("list", { name: "Allowed domains" })).toHaveCount(0);

  await api("/chat/Chatbot/Edit", { serialNumber: id, VerifyDomain: true, Domains: "www.harbor.test, *.harbor-homes.test", CustomDomain: "chat.harbor.test" });
  await page.reload();
  await expect(where).toContainText("Domain verification is on: the widget only appears on these sites.");
  await expect(where).not.toContainText("works on any site");
  await expect(where.getByRole("list", { name: "Allowed domains" }).getByRole("listitem")).toHaveText([
    "www.harbor.test",
    "*.harbor-homes.test",
    "chat.harbor.test",
  ]);
  await screenshot(page, "embed");

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(script.locator("pre")).toHaveText(scriptTag);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, "embed-375");

  await where.getByRole("link", { name: "Change the allowed domains" }).click();
  await expect(page).toHaveURL(`/chatbots/${id}/settings#security`);
  await expect(page.getByLabel("Allowed domains", { exact: true })).toHaveValue("www.harbor.test\n*.harbor-homes.test");
  await expect(page.getByRole("region", { name: "Security and limits" })).toBeInViewport();
  void owner;
});

test("where the clipboard is refused, the embed code is selected for copying by hand", async ({ page, owner, api, baseURL }) => {
  const id = await api<string>("/chat/Chatbot/Add", { Name: "No Clipboard Homes" });
  // As on a plain-http deployment, where browsers offer no clipboard at all.
  await page.addInitScript(() => Object.defineProperty(navigator, "clipboard", { value: undefined }));
  await page.goto(`/chatbots/${id}/embed`);
  await page.getByRole("button", { name: "Copy script tag" }).click();
  await expect(page.getByText("Could not copy: the code is selected")).toBeVisible();
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(`<script src="${baseURL}/widget.js" data-chatbot="${id}" async></script>`);
  await expect(page.getByRole("button", { name: "Copy script tag" })).toBeVisible();
  void owner;
});
