import { expect, test } from "./support";

test("the pages run under their nonce policy with no violation", async ({ page, owner, api }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.error(`Refused to load: ${event.violatedDirective} ${event.blockedURI}`));
  });
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Policy Bot" });
  for (const path of [
    "/chatbots",
    `/chatbots/${bot}/settings`,
    `/chatbots/${bot}/chat`,
    `/chatbots/${bot}/embed`,
    `/chatbots/${bot}/listings`,
    `/chatbots/${bot}/insights`,
    "/workspace",
  ]) {
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"], path).toContain("'strict-dynamic'");
    await expect(page.getByRole("main")).toBeVisible();
  }
  // Hydrated: a client-side control works.
  await page.goto(`/chatbots/${bot}/settings`);
  await page.getByRole("link", { name: "Chat tester" }).click();
  await expect(page).toHaveURL(new RegExp(`/chatbots/${bot}/chat$`));
  expect(violations).toEqual([]);
  expect(owner.email).toContain("@");
});
