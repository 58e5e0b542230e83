import { axeViolations, expect, listingBody, test } from "./support";

// Every page, checked by axe-core against WCAG 2.1 A and AA (labels, names, roles,
// contrast, landmarks), at desktop width and at 375 px. At 375 px every commit's run scans the pages
// whose phone layout is their own (the shell's menu, tables become cards, the chat and the charts);
// `npm run test:soak` (TEST_TIER=soak) scans every page at both widths.

const SOAK = process.env.TEST_TIER === "soak";
const PHONE_LAYOUTS = ["/chatbots", "/settings", "/chat", "/listings", "/conversations", "/insights", "/leads"];

for (const width of [1280, 375]) {
  test(`signed-out pages meet WCAG 2.1 AA at ${width} px`, async ({ page }) => {
    // Seven pages, each loaded and scanned: more than the default 30 s on a busy machine (CI once took longer).
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    // At 375 px every commit scans two of them: the signed-out pages share one narrow layout, a form in a card.
    const paths = ["/", "/login", "/signup", "/forgot-password", "/reset-password", "/verify-email", "/invite"];
    for (const path of SOAK || width > 375 ? paths : paths.slice(0, 2)) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    }
  });

  test(`dashboard pages meet WCAG 2.1 AA at ${width} px`, async ({ page, owner, api, consoleGuard }) => {
    consoleGuard.allowRefused("/no-such-page", 404);
    // Fifteen pages, each loaded and scanned: minutes on a busy machine, not the default 30 s.
    test.setTimeout(240_000);
    const bot = await api<string>("/chat/Chatbot/Add", { Name: "Accessible Realty" });
    const listing = await api<string>(
      "/chat/Chatbot/RealEstateCreate",
      listingBody(bot, { Url: "https://example.com/l/1", Images: ["https://example.com/l/1.jpg"] }),
    );
    const { SessionID } = await api<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: bot });
    await api("/chat/Chat/ClientAsk", { sessionID: SessionID, content: "Any condos in Austin?" });
    await api("/chat/Chat/ClientAsk", { sessionID: SessionID, content: "what's the weather tomorrow?" });
    await api("/chat/Chat/ClientAsk", { sessionID: SessionID, content: "I'm Ada, ada.buyer@example.com" });
    await page.setViewportSize({ width, height: 800 });

    const pages: [string, string][] = [
      ["/chatbots", "Accessible Realty"],
      ["/workspace", "API keys"],
      ["/account", "Active sessions"],
      [`/chatbots/${bot}/settings`, "General"],
      [`/chatbots/${bot}/chat`, "Hi! I can help you find a home"],
      [`/chatbots/${bot}/embed`, "Add the chat to your site"],
      [`/chatbots/${bot}/listings`, "Austin"],
      [`/chatbots/${bot}/listings/new`, "MLS number"],
      [`/chatbots/${bot}/listings/${listing}`, "MLS number"],
      [`/chatbots/${bot}/conversations?session=${SessionID}`, "what's the weather tomorrow?"],
      [`/chatbots/${bot}/insights`, "Busiest: "],
      [`/chatbots/${bot}/start`, "steps done"],
      ["/leads", "ada.buyer@example.com"],
      [`/chatbots/${bot}/listings/import`, "Download a template"],
      ["/no-such-page", "This page does not exist"],
    ];
    const scanned = SOAK || width > 375 ? pages : pages.filter(([path]) => PHONE_LAYOUTS.some((end) => path.split("?")[0]!.endsWith(end)));
    for (const [path, shown] of scanned) {
      await page.goto(path);
      // Waited on, not timed: a page such as Insights may take a while on a busy machine. The
      // visible match: the listings page holds its rows twice, as table and as phone cards, one hidden.
      await expect(page.getByText(shown).filter({ visible: true }).first()).toBeVisible({ timeout: 30_000 });
      expect(await axeViolations(page), path).toEqual([]);
    }
    void owner;
  });
}

test("the chat tester's answers and errors meet WCAG 2.1 AA", async ({ page, owner, api, consoleGuard }) => {
  // The second question is refused by the rate limit on purpose, to show its message.
  consoleGuard.allowRefused("/chat/Chat/ClientAsk", 429);
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Contrast Check" });
  await api("/chat/Chatbot/Edit", { serialNumber: bot, RateLimitCount: 1 });
  await page.goto(`/chatbots/${bot}/chat`);
  for (const question of ["hello", "hello again"]) {
    await page.getByLabel("Message", { exact: true }).fill(question);
    await page.getByRole("button", { name: "Send" }).click();
  }
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("You are sending messages too quickly. Please wait a moment and try again.");
  expect(await axeViolations(page)).toEqual([]);
  void owner;
});
