import { expect, listingBody, screenshot, test, expectNoSideScroll } from "./support";

test("conversations list newest first with leads and handoffs marked, and open to their messages", async ({ page, owner, api }) => {
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Harbor Conversations" });
  await api("/chat/Chatbot/RealEstateCreate", listingBody(bot, { MLSNumber: "CV-1", City: "Austin", Address: "9 Lake Rd" }));
  const session = async () => (await api<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: bot })).SessionID;
  const ask = (sessionID: number, content: string) => api("/chat/Chat/ClientAsk", { sessionID, content });

  // 21 quiet conversations first, so the two that matter are on page 1 and one of these on page 2.
  const older: number[] = [];
  for (let i = 0; i < 21; i++) {
    const id = await session();
    await ask(id, `Question number ${i}`);
    older.push(id);
  }
  const browsing = await session();
  await ask(browsing, "Any homes in Austin?");
  const handoff = await session();
  await ask(handoff, "I'd like to talk to an agent");
  await ask(handoff, "I'm Sam, my email is sam@example.com");

  await page.goto(`/chatbots/${bot}/conversations`);
  const list = page.getByRole("region", { name: "Conversations" }).getByRole("list");
  const rows = list.getByRole("listitem");
  await expect(rows).toHaveCount(20);
  // Times, not the service-wide session numbers.
  await expect(rows.nth(0)).toContainText(/^Started /);
  await expect(list).not.toContainText("#");
  await expect(rows.nth(0)).toContainText("I'd like to talk to an agent");
  await expect(rows.nth(0).getByText("Lead", { exact: true })).toBeVisible();
  await expect(rows.nth(0).getByText("Handoff", { exact: true })).toBeVisible();
  await expect(rows.nth(0)).toContainText("4 messages");
  await expect(rows.nth(1)).toContainText("Any homes in Austin?");
  await expect(rows.nth(1).getByText("Lead", { exact: true })).toHaveCount(0);
  await expect(page.getByText("1–20 of 23 conversations")).toBeVisible();

  await rows.nth(0).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`[?&]session=${handoff}$`));
  const detail = page.getByRole("region", { name: "Conversation" });
  await expect(detail.getByRole("heading", { name: "Conversation" })).toBeVisible();
  const messages = detail.getByRole("list", { name: "Messages" }).getByRole("listitem");
  await expect(messages).toHaveCount(4);
  await expect(messages.nth(0)).toContainText("I'd like to talk to an agent");
  await expect(messages.nth(2)).toContainText("I'm Sam, my email is sam@example.com");
  const leads = detail.getByRole("region", { name: "Leads and handoffs" });
  await expect(leads).toContainText("Sam · sam@example.com");
  await expect(leads.getByText("Handoff", { exact: true })).toBeVisible();
  await screenshot(page, "conversations");

  await page.reload();
  await expect(detail.getByRole("list", { name: "Messages" }).getByRole("listitem")).toHaveCount(4);

  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(rows).toHaveCount(3);
  await expect(rows.last()).toContainText("Question number 0");
  await expect(page.getByText("21–23 of 23 conversations")).toBeVisible();

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/chatbots/${bot}/conversations?session=${handoff}`);
  await expect(detail.getByRole("list", { name: "Messages" }).getByRole("listitem")).toHaveCount(4);
  await expectNoSideScroll(page);
  await screenshot(page, "conversations-375");
  void owner;
});

test("a chatbot with no conversations says so", async ({ page, owner, api }) => {
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Quiet Bot" });
  await api("/chat/Chatbot/GetSession", { serialNumber: bot }); // a session with no message is not a conversation
  await page.goto(`/chatbots/${bot}/conversations`);
  await expect(page.getByText("No conversations yet")).toBeVisible();
  void owner;
});

test("a conversation shows the visitor's plans above its messages, though they left no contact", async ({ page, owner, api }) => {
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Plans Realty" });
  await api("/chat/Chatbot/RealEstateCreate", listingBody(bot, { MLSNumber: "PL-1", City: "Austin", Address: "12 Pine St", Bedrooms: 3 }));
  const sessionID = (await api<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: bot })).SessionID;
  await api("/chat/Chat/ClientAsk", { sessionID, content: "3 bed houses in Austin under 500k" });
  const kept = await api<{ content: string }>("/chat/Chat/ClientAsk", { sessionID, content: "we need to move within 2 months and we're pre-approved" });
  expect(kept.content).toBe("Thanks, I'll keep that in mind for your search.");

  await page.goto(`/chatbots/${bot}/conversations?session=${sessionID}`);
  const plans = page.getByTestId("conversation-plans");
  await expect(plans).toContainText("Buying");
  await expect(plans).toContainText("up to 500,000");
  await expect(plans).toContainText("Austin");
  await expect(plans).toContainText("3+ bedrooms");
  await expect(plans).toContainText("pre-approved");
  await expect(page.getByRole("region", { name: "Leads and handoffs" })).toHaveCount(0);
  void owner;
});
