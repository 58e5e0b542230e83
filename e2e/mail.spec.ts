import { axeViolations, expect, screenshot, test, expectNoSideScroll } from "./support";

test("the Mail page lists the handoff mail waiting in the outbox and shows its body as text", async ({ page, owner, api }) => {
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Harbor Mail" });
  await api("/chat/Chatbot/Edit", { serialNumber: bot, TalkToHumanEmail: "agent@harbor.test" });
  const { SessionID } = await api<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: bot });
  await api("/chat/Chat/ClientAsk", { sessionID: SessionID, content: "Homes with a <b>garden</b> in Austin?" });
  await api("/chat/Chat/ClientAsk", { sessionID: SessionID, content: "I'd like to talk to an agent" });

  await page.goto(`/chatbots/${bot}/conversations`);
  await page.getByRole("navigation", { name: "Chatbot" }).getByRole("link", { name: "Mail" }).click();
  await expect(page).toHaveURL(new RegExp(`/chatbots/${bot}/mail$`));
  const rows = page.getByRole("region", { name: "Mails" }).getByRole("row");
  await expect(rows).toHaveCount(2); // the header and one mail
  const subject = `Harbor Mail: a visitor asked to talk to a person (session ${SessionID})`;
  await expect(rows.nth(1)).toContainText(subject);
  await expect(rows.nth(1)).toContainText("agent@harbor.test");
  await expect(rows.nth(1)).toContainText("Pending");

  await rows.nth(1).getByRole("link").click();
  await expect(page).toHaveURL(/[?&]mail=\d+$/);
  const detail = page.getByRole("region", { name: "Mail", exact: true });
  await expect(detail.getByRole("heading", { name: subject })).toBeVisible();
  await expect(detail).toContainText("Visitor: Homes with a <b>garden</b> in Austin?");
  await expect(detail).toContainText("Visitor: I'd like to talk to an agent");
  await expect(detail.locator("b")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, "mail");

  await page.getByLabel("Status").selectOption("sent");
  await expect(page).toHaveURL(/[?&]status=sent/);
  await expect(page.getByText("No sent mail")).toBeVisible();

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/chatbots/${bot}/mail`);
  await rows.nth(1).getByRole("link").click();
  await expect(detail.getByRole("heading", { name: subject })).toBeVisible();
  await expectNoSideScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, "mail-375");
  void owner;
});
