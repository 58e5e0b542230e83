import { tinyPng } from "../tests/api/bytes";
import { expect, listingBody, screenshot, test } from "./support";

type Stored = { Messages: { MessageID: number; Type: string; ChatAskType: string; FileIds: string[]; NoAnswer: boolean; CreateTime: string }[] };
type Sessions = { List: { SessionID: number }[] };
/** The chatbot's conversations, newest first, as the API lists them (the page shows no service-wide IDs). */
const sessionIds = async (api: <T>(path: string, body?: object) => Promise<T>, bot: string) =>
  (await api<Sessions>("/chat/Chatbot/SessionList", { serialNumber: bot, Page: 1, PageSize: 20 })).List.map((session) => session.SessionID);

test("the chat tester answers from the bot's listings, with each message's time and noAnswer", async ({ page, owner, api }) => {
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Tester Realty" });
  await api("/chat/Chatbot/RealEstateCreate", listingBody(bot, { MLSNumber: "TX-777", City: "Austin", Address: "12 Oak St", Bedrooms: 3 }));
  await page.goto(`/chatbots/${bot}/chat`);
  const messages = page.getByRole("list", { name: "Messages" });
  await expect(messages.getByRole("listitem")).toHaveText([/Hi! I can help you find a home/]);
  await expect(page.getByRole("group", { name: "Suggested messages" }).getByRole("button")).toHaveCount(3);
  await expect(page.getByText("A new conversation starts with your first message")).toBeVisible();

  await page.getByLabel("Message", { exact: true }).fill("Any 3 bedroom homes in Austin?");
  await page.getByLabel("Message", { exact: true }).press("Enter");
  const answer = messages.getByRole("listitem", { name: "Chatbot" }).nth(1);
  await expect(answer).toContainText("12 Oak St");
  await expect(answer).toContainText("MLS TX-777");
  await expect(answer.locator("time")).toBeVisible();
  await expect(page.getByText("Conversation in progress: it is listed under Conversations")).toBeVisible();
  // No service-wide counters on the owner's screen: they would tell one workspace how busy the others are.
  await expect(page.getByText(/Session #|Message #|tokens/)).toHaveCount(0);
  const [session] = await sessionIds(api, bot);

  await page.getByRole("group", { name: "Suggested messages" }).waitFor({ state: "detached" });
  await page.getByLabel("Message", { exact: true }).fill("what's the weather tomorrow?");
  await page.getByRole("button", { name: "Send" }).click();
  const refusal = messages.getByRole("listitem", { name: "Chatbot" }).nth(2);
  await expect(refusal.getByText("No answer")).toBeVisible();
  await expect(answer.getByText("No answer")).toHaveCount(0);
  await screenshot(page, "chat-tester");

  // What the page shows is what was stored.
  const stored = await api<Stored>("/chat/Chatbot/SessionMessages", { serialNumber: bot, sessionID: session });
  expect(stored.Messages.map((m) => m.Type)).toEqual(["Question", "Answer", "Question", "Answer"]);
  const shownTimes = await messages.locator("time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime")));
  expect(shownTimes).toEqual(stored.Messages.map((m) => m.CreateTime));
  expect(stored.Messages.map((m) => m.NoAnswer)).toEqual([false, false, false, true]);

  await page.getByRole("button", { name: "New conversation" }).click();
  await expect(messages.getByRole("listitem")).toHaveCount(1);
  await page.getByRole("group", { name: "Suggested messages" }).getByRole("button").first().click();
  await expect(messages.getByRole("listitem", { name: "Chatbot" })).toHaveCount(2);
  await expect(messages.getByRole("listitem", { name: "Chatbot" }).nth(1).locator("time")).toBeVisible();
  const [newest, first] = await sessionIds(api, bot);
  expect(first).toBe(session);
  expect(newest).not.toBe(session);
  void owner;
});

test("answers appear as they stream, and Stop interrupts one", async ({ page, owner, api }) => {
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Slow Talker" });
  await api("/chat/Chatbot/Edit", { serialNumber: bot, Model: "oc:fake-llm" });
  await page.goto(`/chatbots/${bot}/chat`);
  const answer = page.getByRole("list", { name: "Messages" }).getByRole("listitem", { name: "Chatbot" }).nth(1);

  // The fake provider sends one word every 150 ms: the first words show long before the last.
  await page.getByLabel("Message", { exact: true }).fill("please answer slow");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(answer).toContainText("one two");
  await expect(answer).not.toContainText("twelve");
  await expect(answer.getByText("Answering…")).toBeVisible();
  await expect(answer).toContainText("one two three four five six seven eight nine ten eleven twelve");
  await expect(answer.locator("time")).toBeVisible();

  await page.getByLabel("Message", { exact: true }).fill("slow again please");
  await page.getByRole("button", { name: "Send" }).click();
  const second = page.getByRole("list", { name: "Messages" }).getByRole("listitem", { name: "Chatbot" }).nth(2);
  await expect(second).toContainText("one");
  await page.getByRole("button", { name: "Stop" }).click();
  await expect(second.getByText("Interrupted")).toBeVisible();
  await expect(second).not.toContainText("twelve");

  await page.getByLabel("Message", { exact: true }).fill("hello there");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("list", { name: "Messages" }).getByRole("listitem", { name: "Chatbot" }).nth(3)).toContainText("You said: hello there");
  void owner;
});

test("images can be attached when the bot's model takes them", async ({ page, owner, api }) => {
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Vision Realty" });
  await page.goto(`/chatbots/${bot}/chat`);
  await expect(page.getByLabel("Message", { exact: true })).toBeVisible();
  await expect(page.getByText("Attach images")).toHaveCount(0);

  await api("/chat/Chatbot/Edit", { serialNumber: bot, Model: "oc:fake-vision" });
  await page.reload();
  await page.getByLabel("Attach images").setInputFiles({ name: "porch.png", mimeType: "image/png", buffer: tinyPng() });
  await expect(page.getByRole("list", { name: "Attached images" }).getByRole("img", { name: "porch.png" })).toBeVisible();
  await page.getByLabel("Message", { exact: true }).fill("Is this porch nice?");
  await page.getByRole("button", { name: "Send" }).click();
  const messages = page.getByRole("list", { name: "Messages" });
  await expect(messages.getByRole("listitem", { name: "Visitor" }).getByRole("img", { name: "porch.png" })).toBeVisible();
  await expect(messages.getByRole("listitem", { name: "Chatbot" }).nth(1)).toContainText("You said: Is this porch nice?");
  await screenshot(page, "chat-tester-image");

  const [session] = await sessionIds(api, bot);
  const stored = await api<Stored>("/chat/Chatbot/SessionMessages", { serialNumber: bot, sessionID: session });
  expect(stored.Messages[0]).toMatchObject({ Type: "Question", ChatAskType: "Image" });
  expect(stored.Messages[0]!.FileIds).toHaveLength(1);
  void owner;
});

test("rate and monthly limits are shown as the visitor would see them", async ({ page, owner, api, consoleGuard }) => {
  consoleGuard.allowRefused("/chat/Chat/ClientAsk", 429);
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Limited" });
  await api("/chat/Chatbot/Edit", { serialNumber: bot, RateLimitCount: 1, RateLimitTime: 600, RateLimitMessage: "Whoa, one question at a time!" });
  await page.goto(`/chatbots/${bot}/chat`);
  const bots = page.getByRole("list", { name: "Messages" }).getByRole("listitem", { name: "Chatbot" });
  await page.getByLabel("Message", { exact: true }).fill("hello");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(bots.nth(1).locator("time")).toBeVisible();
  await expect(bots.nth(1).getByRole("alert")).toHaveCount(0);
  await page.getByLabel("Message", { exact: true }).fill("hello again");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(bots.nth(2).getByRole("alert")).toHaveText("Whoa, one question at a time!");

  await api("/chat/Chatbot/Edit", { serialNumber: bot, RateLimitCount: 0, MessageLimit: 1 });
  await page.getByRole("button", { name: "New conversation" }).click();
  await page.getByLabel("Message", { exact: true }).fill("one more");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(bots.nth(1).getByRole("alert")).toHaveText("This chatbot has reached its monthly message limit. Please try again next month.");
  await screenshot(page, "chat-tester-limits");
  void owner;
});

test("the chat tester works at 375 px wide", async ({ page, owner, api }) => {
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Pocket Realty" });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/chatbots/${bot}/chat`);
  await page
    .getByLabel("Message", { exact: true })
    .fill("Any homes for sale? Please include a long answer https://example.com/a/very/long/url/that/should/wrap/nicely/inside/the/bubble");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("list", { name: "Messages" }).getByRole("listitem", { name: "Chatbot" }).nth(1).locator("time")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, "chat-tester-375");
  void owner;
});
