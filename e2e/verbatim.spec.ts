import type { Page } from "@playwright/test";
import { expect, listingBody, screenshot, test } from "./support";

// Text that a careless page would run: markup, script, template syntax. The dashboard
// must show it as text, exactly, and run none of it.
const SCRIPT = "<script>window.__pwned=1</script>";
const IMAGE = '<img src=x onerror="window.__pwned=2">';
const TEMPLATE = "{{7*7}} ${7*7} <%= 7*7 %>";
const SQL = "x'); DROP TABLE listings; --";

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
}

test("markup, template and SQL text show verbatim in the dashboard and never run", async ({ page, owner, api }) => {
  expect(owner.email).toBeTruthy();
  const bot = await api<string>("/chat/Chatbot/Add", { Name: `${SCRIPT} Realty` });
  await api("/chat/Chatbot/Edit", { serialNumber: bot, WelcomeMessage: TEMPLATE, SuggestedMessage: IMAGE });
  await api("/chat/Chatbot/RealEstateCreate", listingBody(bot, { MLSNumber: "VB-1", City: SQL, Address: IMAGE, Description: TEMPLATE }));
  const { SessionID } = await api<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: bot });
  await api("/chat/Chat/ClientAsk", { sessionID: SessionID, content: `${IMAGE} ${TEMPLATE}` });

  await page.goto(`/chatbots/${bot}/listings`);
  const row = page.getByRole("row").filter({ hasText: "VB-1" });
  await expect(row).toContainText(SQL);
  await expect(row).toContainText(IMAGE);
  await expectNothingRan(page);
  await screenshot(page, "verbatim-listings");

  await page.goto(`/chatbots/${bot}/settings`);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`${SCRIPT} Realty`);
  await expect(page.getByLabel("Welcome message")).toHaveValue(TEMPLATE);
  await expectNothingRan(page);

  await page.goto(`/chatbots/${bot}/conversations?session=${SessionID}`);
  const messages = page.getByRole("region", { name: "Conversation" }).getByRole("list", { name: "Messages" }).getByRole("listitem");
  await expect(messages.first()).toContainText(`${IMAGE} ${TEMPLATE}`);
  await expectNothingRan(page);
  await screenshot(page, "verbatim-conversation");
});
