import { readFile } from "node:fs/promises";
import type { Download, Locator } from "@playwright/test";
import Papa from "papaparse";
import { axeViolations, expect, listingBody, screenshot, test, expectNoSideScroll } from "./support";

// The Insights tab and the chatbots page's last 30 days, over conversations asked through the
// API and answered by the built-in concierge: what the owner reads is what the bot was asked.

type Api = <T = unknown>(path: string, body?: object) => Promise<T>;
type Messages = { Messages: { Type: string; CreateTime: string }[] };

const TIME_ZONE = "America/Chicago";

/** The visitors of this test: four conversations, eight questions, two the bot cannot answer (one worded two ways), one lead. */
const CONVERSATIONS = [
  ["3 bedroom homes for sale in Austin under $400k", "What is your commission fee?"],
  ["apartments for rent in Denver", "What's your commission fee?", "My email is jo@example.com, please contact me"],
  ["3 bedroom homes for sale in Austin under $400k", "Tell me about 12 Oak St"],
  ["3 bedroom houses for sale in Boston"],
];

/**
 * The buyers' questions, asked as an integration asks them (an API key): the owner's own session is
 * the dashboard's chat tester, whose questions Insights leaves out of demand.
 */
async function buyerAsk(api: Api, baseURL: string) {
  const { ApiKey } = await api<{ ApiKey: string }>("/chat/Workspace/ApiKeyCreate", { Name: "Site" });
  return async (path: string, body: object) => {
    const response = await fetch(`${baseURL}${path}`, {
      method: "POST",
      headers: { authorization: ApiKey, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { Success: boolean; Message: string; Data: unknown };
    if (!envelope.Success) throw new Error(`${path}: ${envelope.Message}`);
    return envelope.Data;
  };
}

async function seed(api: Api, baseURL: string) {
  const buyer = await buyerAsk(api, baseURL);
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Insights Realty" });
  await api("/chat/Chatbot/Edit", { serialNumber: bot, TimeZone: TIME_ZONE });
  const oak = await api<string>(
    "/chat/Chatbot/RealEstateCreate",
    listingBody(bot, { MLSNumber: "INS-AUS-1", Address: "12 Oak St", PropertyType: "House", Bedrooms: 3, SalePrice: 350_000 }),
  );
  await api(
    "/chat/Chatbot/RealEstateCreate",
    listingBody(bot, { MLSNumber: "INS-AUS-2", Address: "7 Elm St", PropertyType: "House", Bedrooms: 4, SalePrice: 390_000 }),
  );
  await api(
    "/chat/Chatbot/RealEstateCreate",
    listingBody(bot, {
      MLSNumber: "INS-DEN-1",
      Address: "1 Main St",
      City: "Denver",
      SaleType: "for_rent",
      PropertyType: "Apartment",
      Bedrooms: 1,
      SalePrice: undefined,
      RentPrice: 1800,
    }),
  );
  const sessions: number[] = [];
  for (const questions of CONVERSATIONS) {
    const { SessionID } = (await buyer("/chat/Chatbot/GetSession", { serialNumber: bot })) as { SessionID: number };
    for (const content of questions) await buyer("/chat/Chat/ClientAsk", { sessionID: SessionID, content });
    sessions.push(SessionID);
  }
  return { bot, oak, sessions };
}

/** How many questions were asked in each weekday and hour of the bot's zone, from the stored messages' times. */
async function expectedCells(api: Api, bot: string, sessions: number[]) {
  const slot = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, weekday: "long", hour: "2-digit", hourCycle: "h23" });
  const cells = new Map<string, { weekday: string; hour: number; count: number }>();
  for (const sessionID of sessions) {
    const { Messages } = await api<Messages>("/chat/Chatbot/SessionMessages", { serialNumber: bot, sessionID });
    for (const message of Messages.filter((m) => m.Type === "Question")) {
      const parts = slot.formatToParts(new Date(message.CreateTime));
      const weekday = parts.find((part) => part.type === "weekday")!.value;
      const hour = Number(parts.find((part) => part.type === "hour")!.value);
      const cell = cells.get(`${weekday} ${hour}`) ?? { weekday, hour, count: 0 };
      cells.set(`${weekday} ${hour}`, { ...cell, count: cell.count + 1 });
    }
  }
  return [...cells.values()];
}

async function csvOf(download: Download) {
  const text = await readFile(await download.path(), "utf8");
  return Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true });
}

/** A tile of a row of totals, found by its name (the term) in the <dl>. */
const tile = (scope: Locator, label: string) =>
  scope.locator("dl > div").filter({
    has: scope
      .page()
      .getByRole("term")
      .filter({ hasText: new RegExp(`^${label}$`) }),
  });
/** A tile's figure, and the note under it. */
const figure = (scope: Locator, label: string) => tile(scope, label).getByRole("definition").first();
const note = (scope: Locator, label: string) => tile(scope, label).getByRole("definition").last();

/** The row of a table whose row header reads `name`. */
const rowOf = (table: Locator, name: string | RegExp) => table.getByRole("row").filter({ has: table.page().getByRole("rowheader", { name }) });

const SOAK = process.env.TEST_TIER === "soak";

/** The first look at a freshly loaded page: its script and data may take a while on a busy machine. */
const LOADED = { timeout: 30_000 };

test("Insights shows a chatbot's activity, unanswered questions, demand and busiest hours, as charts and tables", async ({ page, owner, api, baseURL }) => {
  // Four conversations answered one by one, then two widths scanned and photographed: minutes on a busy machine
  // (CI once took over 90 s, the page closed under its last axe scan).
  test.setTimeout(180_000);
  const { bot, oak, sessions } = await seed(api, baseURL!);
  const main = page.getByRole("main");

  await page.goto(`/chatbots/${bot}/insights`);
  await expect(page.getByRole("navigation", { name: "Chatbot", exact: true }).getByRole("link", { name: "Insights" })).toHaveAttribute("aria-current", "page");
  await expect(main.getByText(`Dates and hours are in ${TIME_ZONE}, the chatbot's time zone.`)).toBeVisible(LOADED);
  await expect(main.getByText("(30 days)")).toBeVisible();

  const activity = main.getByRole("region", { name: "Activity" });
  await expect(figure(activity, "Conversations")).toHaveText("4");
  await expect(figure(activity, "Questions")).toHaveText("8");
  await expect(figure(activity, "Answered")).toHaveText("6");
  await expect(figure(activity, "No-answer rate")).toHaveText("25%");
  await expect(note(activity, "No-answer rate")).toHaveText("2 of 8 answers");
  await expect(figure(activity, "Median answer time")).toHaveText(/^\d[\d,]* ms$|^\d+(\.\d)? s$/);
  await expect(figure(activity, "Credits this month")).toHaveText("8");
  await expect(note(activity, "Credits this month")).toHaveText("used · unlimited");
  await expect(activity.getByRole("img", { name: /^Line chart\. Conversations: 4 in all.*Questions: 8 in all/ })).toBeVisible();

  // Unanswered: the two wordings are one group, asked twice; its latest conversation is the second.
  const unanswered = main.getByRole("table", { name: "Unanswered questions" });
  const commission = rowOf(unanswered, /commission fee/);
  await expect(commission).toHaveCount(1);
  await expect(commission.getByRole("rowheader")).toContainText("What's your commission fee?");
  await expect(commission.getByRole("rowheader")).toContainText("Also asked as: “What is your commission fee?”");
  await expect(commission.getByRole("cell").first()).toHaveText("2");
  await expect(commission.getByRole("link", { name: `Open conversation #${sessions[1]}` })).toHaveAttribute(
    "href",
    `/chatbots/${bot}/conversations?session=${sessions[1]}`,
  );

  const downloading = page.waitForEvent("download");
  await main.getByRole("button", { name: "Export CSV of unanswered questions" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^insights-insights-realty-unanswered-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const { data, meta } = await csvOf(download);
  expect(meta.fields).toEqual(["Question", "Count", "LastSeen", "SessionID", "Variants", "QuestionID"]);
  expect(data).toEqual([
    expect.objectContaining({ Question: "What's your commission fee?", Count: "2", SessionID: String(sessions[1]), Variants: "What is your commission fee?" }),
  ]);

  // Answer as Q&A: the Knowledge tab's dialog, the group's wordings filled in.
  await commission.getByRole("button", { name: /^Answer as Q&A/ }).click();
  const dialog = page.getByRole("dialog", { name: "Answer this question" });
  await expect(dialog.getByLabel("Question", { exact: true })).toHaveValue("What's your commission fee?");
  await expect(dialog.getByLabel("Other phrasings")).toHaveValue("What is your commission fee?");
  await dialog.getByLabel("Answer", { exact: true }).fill("Buyers pay no commission; sellers pay 2.5%.");
  await dialog.getByRole("button", { name: "Add Q&A" }).click();
  await expect(commission.getByText("Added to knowledge")).toBeVisible();
  // Dismissed so that the scans below judge the page, not sonner's green toast (its own contrast is not this page's).
  await page.getByRole("button", { name: "Close toast" }).click();
  await expect(page.getByText("Q&A added to the knowledge base")).toBeHidden();
  const knowledge = await api<{ List: { Question: string | null; AlternativeQuestions: string[] }[] }>("/chat/Knowledge/List", { SerialNumber: bot });
  expect(knowledge.List).toEqual([
    expect.objectContaining({ Question: "What's your commission fee?", AlternativeQuestions: ["What is your commission fee?"] }),
  ]);

  // Demand: the searches against the homes the bot has, Boston flagged; the cities beside their listings.
  const searches = main.getByRole("table", { name: "Most asked searches" });
  const austin = rowOf(searches, /3\+ bedroom homes to buy in Austin/);
  await expect(austin.getByRole("rowheader")).toHaveText("2 asked for 3+ bedroom homes to buy in Austin, up to $400k — you have 2 such listings");
  await expect(austin.getByRole("cell")).toHaveText(["2", "2", "Covered"]);
  await expect(rowOf(searches, /in Boston/).getByRole("cell")).toHaveText(["1", "0", "No listings"]);
  const cities = main.getByRole("region", { name: "Cities", exact: true });
  await cities.getByText("Show table").click();
  await expect(rowOf(cities.getByRole("table", { name: "Cities" }), "Austin").getByRole("cell")).toHaveText(["2", "2"]);
  // Boston is none of the bot's cities: it is charted with the neighbourhoods and other places, where no listing mentions it.
  await expect(cities.getByRole("table", { name: "Cities" }).getByRole("rowheader")).toHaveText(["Austin", "Denver"]);
  const places = main.getByRole("region", { name: "Neighbourhoods and places", exact: true });
  await places.getByText("Show table").click();
  await expect(rowOf(places.getByRole("table", { name: "Neighbourhoods and places" }), "Boston").getByRole("cell")).toHaveText(["1", "0"]);

  // The lead opens its conversation; the top listing opens its page.
  const lead = main.getByRole("table", { name: "Latest leads" }).getByRole("row").filter({ hasText: "jo@example.com" });
  await expect(lead.getByRole("link", { name: "Open conversation" })).toHaveAttribute("href", `/chatbots/${bot}/conversations?session=${sessions[1]}`);
  await expect(main.getByRole("table", { name: "Top listings" }).getByRole("link", { name: "INS-AUS-1" })).toHaveAttribute(
    "href",
    `/chatbots/${bot}/listings/${oak}`,
  );

  // Busiest hours: each question in its weekday and hour of the bot's clock.
  const heatmap = main.getByRole("table", { name: `Questions by weekday and hour (${TIME_ZONE})` });
  const cells = await expectedCells(api, bot, sessions);
  expect(cells.reduce((sum, cell) => sum + cell.count, 0)).toBe(8);
  for (const { weekday, hour, count } of cells) {
    await expect(rowOf(heatmap, weekday).getByRole("cell").nth(hour)).toHaveText(String(count));
  }
  await expect(heatmap.getByRole("columnheader").nth(cells[0]!.hour)).toHaveText(new RegExp(`${String(cells[0]!.hour).padStart(2, "0")}:00$`));
  await expect(heatmap.getByRole("cell").filter({ hasText: /^0$/ })).toHaveCount(7 * 24 - cells.length);

  // The page as it opens, checked and photographed at both widths; then again with every chart's table open.
  // e2e/accessibility.spec.ts scans the page as it opens at both widths on every commit; with this data, the soak does.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(activity.getByRole("img").first()).toBeVisible();
    await expectNoSideScroll(page, `side scroll at ${width} px`);
    if (SOAK) expect(await axeViolations(page), `Insights at ${width} px`).toEqual([]);
    await screenshot(page, `insights-${width}`);
  }
  for (const summary of await main.getByText("Show table").all()) if (await summary.isVisible()) await summary.click();
  await expect(main.getByText("Show table").filter({ visible: true })).toHaveCount(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSideScroll(page, `side scroll at ${width} px with the tables open`);
    expect(await axeViolations(page), `Insights at ${width} px with the tables open`).toEqual([]);
  }

  // The range is in the URL: 7 days, then a custom range checked before it is asked for.
  await page.setViewportSize({ width: 1280, height: 900 });
  await main.getByRole("link", { name: "Last 7 days" }).click();
  await expect(page).toHaveURL(/[?&]range=7d$/);
  await expect(main.getByText("(7 days)")).toBeVisible();
  await expect(figure(activity, "Questions")).toHaveText("8");
  await main.getByRole("button", { name: "Custom range" }).click();
  await main.getByLabel("From", { exact: true }).fill("2025-03-10");
  await main.getByLabel("To", { exact: true }).fill("2025-03-01");
  await main.getByRole("button", { name: "Show these days" }).click();
  await expect(main.getByText("Must not be before From")).toBeVisible();
  await main.getByLabel("To", { exact: true }).fill("2025-03-12");
  await main.getByRole("button", { name: "Show these days" }).click();
  await expect(page).toHaveURL(/[?&]from=2025-03-10&to=2025-03-12$/);
  await expect(main.getByText("Mar 10, 2025 – Mar 12, 2025")).toBeVisible();
  await expect(figure(activity, "Questions")).toHaveText("0");
  await expect(main.getByText("No questions were asked in these days.")).toBeVisible();
  await expect(main.getByText("The chatbot answered every question in these days.")).toBeVisible();
  void owner;
});

test("the chatbots page shows each bot's last 30 days beside the workspace's", async ({ page, owner, api, baseURL }) => {
  test.slow();
  const { bot } = await seed(api, baseURL!);
  const quiet = await api<string>("/chat/Chatbot/Add", { Name: "Quiet Realty" });

  await page.goto("/chatbots");
  const summary = page.getByRole("region", { name: "Last 30 days, all chatbots" });
  await expect(figure(summary, "Questions")).toHaveText("8", LOADED);
  await expect(figure(summary, "No-answer rate")).toHaveText("25%");
  await expect(figure(summary, "Leads")).toHaveText("1");
  await expect(note(summary, "Leads")).toHaveText("0 handoffs");
  await expect(figure(summary, "Credits used this month")).toHaveText("8");

  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Insights Realty" }) });
  const trends = card.getByRole("list", { name: "Last 30 days" }).getByRole("listitem");
  await expect(trends).toHaveCount(3);
  await expect(trends.nth(0)).toContainText("Questions8");
  await expect(trends.nth(1)).toContainText("No answer25%");
  await expect(trends.nth(2)).toContainText("Leads1");
  await expect(trends.nth(0).getByRole("img", { name: /^Questions per day, last 30 days: 8 in all/ })).toBeVisible();
  // The card keeps what it showed before.
  await expect(card.getByRole("term")).toHaveText(["Listings", "Messages this month"]);
  await expect(card.getByRole("definition")).toHaveText(["3", "8"]);
  const quietCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Quiet Realty" }) });
  await expect(quietCard.getByRole("list", { name: "Last 30 days" }).getByRole("listitem").nth(0)).toContainText("Questions0");

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSideScroll(page, `side scroll at ${width} px`);
    expect(await axeViolations(page), `chatbots at ${width} px`).toEqual([]);
    await screenshot(page, `chatbots-overview-${width}`);
  }

  await card.getByRole("link", { name: "Insights", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/chatbots/${bot}/insights$`));
  await expect(figure(page.getByRole("region", { name: "Activity" }), "Questions")).toHaveText("8", LOADED);
  void owner;
  void quiet;
});
