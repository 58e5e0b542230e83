import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, screenshot, test, expectNoSideScroll } from "./support";
import { ask, botMessages, HostSite, openChat, snippet } from "./widget-host";

// The Knowledge tab (issue 19): Q&As added, tried, edited and deleted; documents uploaded
// with their progress; web pages; CSV import; the sources shown under an answer in the
// chat tester and the widget; and "Answer this" from a conversation's unanswered question.

type Api = <T = unknown>(path: string, body?: object) => Promise<T>;
type SourcePage = {
  List: {
    ID: string;
    Kind: string;
    Status: string;
    Url: string | null;
    FailureReason: string | null;
    ChunkCount: number;
    UpdatedAt: string;
    Question: string | null;
    Answer: string | null;
    AlternativeQuestions: string[];
  }[];
  VirtualCount: number;
};

const sourceRows = (page: Page) => page.getByTestId("knowledge-source");

async function addQa(api: Api, bot: string, Question: string, Answer: string, AlternativeQuestions: string[] = []) {
  return api<{ ID: string }>("/chat/Knowledge/Add", { SerialNumber: bot, Question, Answer, AlternativeQuestions });
}

test("a Q&A added in the Knowledge tab is listed ready, found by Try a question, edited and deleted", async ({ page, owner, api }) => {
  // Four axe scans, a screenshot, two widths, an edit and a delete: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Knowing Realty" });
  await page.goto(`/chatbots/${bot}`);
  await page.getByRole("navigation", { name: "Chatbot" }).getByRole("link", { name: "Knowledge" }).click();
  await expect(page).toHaveURL(new RegExp(`/chatbots/${bot}/knowledge$`));
  await expect(page.getByText("No knowledge yet")).toBeVisible();
  await expectAccessible(page, "empty knowledge tab");

  // The form's own checks first: nothing is sent without a question and an answer.
  const form = page.getByRole("form", { name: "New Q&A" });
  await form.getByRole("button", { name: "Add Q&A" }).click();
  await expect(form.getByText("Enter the question")).toBeVisible();
  await expect(form.getByText("Enter the answer")).toBeVisible();
  await form.getByLabel("Other phrasings").fill(Array.from({ length: 21 }, (_, i) => `Phrasing ${i}`).join("\n"));
  await form.getByRole("button", { name: "Add Q&A" }).click();
  await expect(form.getByText("At most 20 other phrasings")).toBeVisible();
  expect((await api<SourcePage>("/chat/Knowledge/List", { SerialNumber: bot })).VirtualCount).toBe(0);

  await form.getByLabel("Question").fill("Do you charge buyers a commission?");
  await form.getByLabel("Other phrasings").fill("Is there a buyer fee?\n\n  What does a buyer pay you?  \n");
  await form.getByLabel("Answer").fill("No: buyers never pay us; the seller covers our commission.");
  await form.getByRole("button", { name: "Add Q&A" }).click();
  await expect(page.getByText("Q&A added to the knowledge base")).toBeVisible();
  await expect(form.getByLabel("Question")).toHaveValue("");

  const row = sourceRows(page).filter({ hasText: "Do you charge buyers a commission?" });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Ready", { exact: true })).toBeVisible();
  await expect(row).toContainText("Q&A · 2 other phrasings");
  await expect(row).toContainText("1 passage");
  const stored = (await api<SourcePage>("/chat/Knowledge/List", { SerialNumber: bot })).List;
  expect(stored).toMatchObject([{ Kind: "qa", Status: "ready", AlternativeQuestions: ["Is there a buyer fee?", "What does a buyer pay you?"] }]);

  // Try a question: the Q&A is found by one of its other phrasings, with its score.
  const tryBox = page.getByRole("form", { name: "Try a question" });
  await tryBox.getByLabel("Question").fill("is there a fee for buyers");
  await expect(tryBox.getByLabel("Question")).toHaveValue("is there a fee for buyers");
  const passages = page.getByRole("list", { name: "Passages found" }).getByTestId("passage");
  // Searched until the passage shows, as a visitor clicks again when nothing happened: once in CI (at 54f1c49) the click
  // sent no request at all (the server logged none) while the page re-rendered after the Q&A was added.
  await expect(async () => {
    await tryBox.getByRole("button", { name: "Search" }).click();
    await expect(passages).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(passages.first()).toContainText("the seller covers our commission");
  await expect(passages.first()).toContainText(/Score \d/);
  await tryBox.getByLabel("Question").fill("zzzz qqqq");
  await tryBox.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("Nothing in the knowledge base answers this")).toBeVisible();
  await expectAccessible(page, "knowledge tab with a source and a search");
  await screenshot(page, "knowledge");
  await page.setViewportSize({ width: 375, height: 740 });
  await expectAccessible(page, "knowledge tab at 375 px");
  await expectNoSideScroll(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Edit in the dialog: the form starts from the stored Q&A.
  await row.getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Q&A" });
  await expect(dialog.getByLabel("Question")).toHaveValue("Do you charge buyers a commission?");
  await expect(dialog.getByLabel("Other phrasings")).toHaveValue("Is there a buyer fee?\nWhat does a buyer pay you?");
  await dialog.getByLabel("Answer").fill("Never: the seller pays the commission.");
  await dialog.getByRole("button", { name: "Save Q&A" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Q&A saved")).toBeVisible();
  await expect
    .poll(async () => (await api<SourcePage>("/chat/Knowledge/List", { SerialNumber: bot })).List[0]?.Answer)
    .toBe("Never: the seller pays the commission.");

  // Delete, after a confirmation.
  await row.getByRole("button", { name: /^Delete/ }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this source?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /^Delete/ }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No knowledge yet")).toBeVisible();
  expect((await api<SourcePage>("/chat/Knowledge/List", { SerialNumber: bot })).VirtualCount).toBe(0);
  void owner;
});

test("the sources list pages and filters by kind and status, in the URL", async ({ page, owner, api }) => {
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Many Answers" });
  for (let i = 1; i <= 21; i++) await addQa(api, bot, `Question number ${i}?`, `Answer number ${i}.`);
  await page.goto(`/chatbots/${bot}/knowledge`);
  await expect(sourceRows(page)).toHaveCount(20);
  await expect(page.getByText("1–20 of 21 sources")).toBeVisible();
  // Newest first.
  await expect(sourceRows(page).first()).toContainText("Question number 21?");
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(sourceRows(page)).toHaveCount(1);
  await expect(sourceRows(page).first()).toContainText("Question number 1?");

  await page.getByLabel("Status").selectOption("failed");
  await expect(page).toHaveURL(/[?&]status=failed/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.getByText("No sources match these filters")).toBeVisible();
  await page.getByLabel("Status").selectOption("");
  await expect(page).not.toHaveURL(/[?&]status=/);
  await page.getByLabel("Kind").selectOption("qa");
  await expect(page.getByText("1–20 of 21 sources")).toBeVisible();
  await page.getByLabel("Kind").selectOption("url");
  await expect(page.getByText("No sources match these filters")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Kind")).toHaveValue("url");
  void owner;
});

test("a file the server refuses shows its message beside it, and nothing is added", async ({ page, owner, api, consoleGuard }) => {
  consoleGuard.allowRefused("/api/uploads", 415);
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Picky Reader" });
  await page.goto(`/chatbots/${bot}/knowledge`);
  await page.getByRole("button", { name: "Documents" }).click();
  // Bytes of no format the server reads, whatever the name says.
  await page
    .getByLabel("Choose files")
    .setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00, 0x13]) });
  const upload = page.getByTestId("upload-item").filter({ hasText: "notes.pdf" });
  await expect(upload.getByText("Failed")).toBeVisible();
  await expect(upload.getByRole("alert")).not.toBeEmpty();
  expect((await api<SourcePage>("/chat/Knowledge/List", { SerialNumber: bot })).VirtualCount).toBe(0);
  await page.getByRole("button", { name: "Clear finished uploads" }).click();
  await expect(upload).toHaveCount(0);
  void owner;
});

test("Markdown and text files upload with their progress and become ready sources", async ({ page, owner, api }) => {
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Document Reader" });
  await page.goto(`/chatbots/${bot}/knowledge`);
  await page.getByRole("button", { name: "Documents" }).click();
  await expect(page.getByText("PDF or Word (DOCX) up to 20 MB, Markdown, text or HTML up to 5 MB")).toBeVisible();
  await page.getByLabel("Choose files").setInputFiles([
    {
      name: "buying-guide.md",
      mimeType: "text/markdown",
      buffer: Buffer.from("# Buying guide\n\n## Closing costs\n\nClosing costs in Austin are usually two to five percent of the price.\n"),
    },
    { name: "office.txt", mimeType: "text/plain", buffer: Buffer.from("Our office on Congress Avenue is open Monday to Saturday, nine to six.\n") },
  ]);
  for (const name of ["buying-guide.md", "office.txt"]) {
    const upload = page.getByTestId("upload-item").filter({ hasText: name });
    await expect(upload.getByRole("progressbar")).toHaveAttribute("value", "100");
  }
  // The list is polled while a source is processing: each becomes ready without a reload.
  const rows = sourceRows(page);
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row.getByText("Ready", { exact: true })).toBeVisible({ timeout: 30_000 });
  // The upload cards follow the table: ready there, ready here.
  for (const name of ["buying-guide.md", "office.txt"]) {
    await expect(page.getByTestId("upload-item").filter({ hasText: name })).toContainText("Ready: the chatbot answers from it", { timeout: 30_000 });
  }
  await expect(rows.filter({ hasText: "Document" })).toHaveCount(2);
  await expect(rows.filter({ hasText: /\d+ passages?/ })).toHaveCount(2);
  const stored = (await api<SourcePage>("/chat/Knowledge/List", { SerialNumber: bot })).List;
  expect(stored.map((source) => [source.Kind, source.Status]).sort()).toEqual([
    ["document", "ready"],
    ["document", "ready"],
  ]);

  const tryBox = page.getByRole("form", { name: "Try a question" });
  await tryBox.getByLabel("Question").fill("closing costs in Austin");
  await tryBox.getByRole("button", { name: "Search" }).click();
  await expect(page.getByTestId("passage").first()).toContainText("two to five percent");
  await expect(page.getByTestId("passage").first()).toContainText("Closing costs");
  void owner;
});

/** A small site on loopback, with a page linking to two more; it counts the requests it gets. */
async function serveSite(): Promise<{ server: Server; origin: string; requests: () => number }> {
  const pages: Record<string, string> = {
    "/": `<html><head><title>Harbor FAQ</title></head><body><main><h1>Harbor FAQ</h1><p>Pets are welcome in all our rentals.</p><a href="/fees">Fees</a> <a href="/hours">Hours</a></main></body></html>`,
    "/fees": `<html><head><title>Fees</title></head><body><main><h1>Fees</h1><p>The application fee is fifty dollars.</p></main></body></html>`,
    "/hours": `<html><head><title>Hours</title></head><body><main><h1>Hours</h1><p>We answer the phone from eight to eight.</p></main></body></html>`,
  };
  let requests = 0;
  const server = createServer((request, response) => {
    requests++;
    const html = pages[(request.url ?? "/").split("?")[0]!];
    if (!html) return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests: () => requests };
}

// The e2e server runs in production, where the fetcher's loopback switch is refused: a site on
// 127.0.0.1 is the honest case of an address the server will not fetch (SSRF guard), so the
// source ends Failed with its reason, and so does a re-fetch. Reading a page that can be
// fetched is covered by the API tests (tests/api), which run with the switch.
test("a web page to crawl up to a number of pages is sent, fails on an address the server refuses with its reason, and is re-fetched", async ({
  page,
  owner,
  api,
  consoleGuard,
}) => {
  consoleGuard.allowRefused("/chat/Knowledge/Add", 400);
  const site = await serveSite();
  try {
    const bot = await api<string>("/chat/Chatbot/Add", { Name: "Web Reader" });
    await page.goto(`/chatbots/${bot}/knowledge`);
    await page.getByRole("button", { name: "Web page" }).click();
    const form = page.getByRole("form", { name: "Add a web page" });
    await form.getByLabel("Web address").fill("ftp://example.com/");
    await form.getByRole("button", { name: "Add web page" }).click();
    await expect(form.getByText("Must be a web address starting with http:// or https://")).toBeVisible();

    await form.getByLabel("Web address").fill(`${site.origin}/`);
    await form.getByLabel("Crawl the same site").check();
    // 20 pages unless told, as the server does; the form offers at most KNOWLEDGE_MAX_CRAWL_PAGES' default.
    await expect(form.getByLabel("Up to this many pages")).toHaveValue("20");
    await form.getByLabel("Up to this many pages").fill("51");
    await form.getByRole("button", { name: "Add web page" }).click();
    await expect(form.getByText(/at most 50/)).toBeVisible();
    // This server is set lower (KNOWLEDGE_MAX_CRAWL_PAGES=30 in playwright.config.ts): its 400 shows under the field.
    await form.getByLabel("Up to this many pages").fill("40");
    await form.getByRole("button", { name: "Add web page" }).click();
    await expect(form.getByText("MaxPages must be at most 30")).toBeVisible();
    expect((await api<SourcePage>("/chat/Knowledge/List", { SerialNumber: bot })).VirtualCount).toBe(0);

    await form.getByLabel("Up to this many pages").fill("3");
    const sent = page.waitForRequest((request) => request.url().endsWith("/chat/Knowledge/Add"));
    await form.getByRole("button", { name: "Add web page" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ SerialNumber: bot, Url: `${site.origin}/`, Crawl: true, MaxPages: 3 });
    await expect(page.getByText("Web page added: it is being read")).toBeVisible();
    await expect(form.getByLabel("Web address")).toHaveValue("");

    const row = sourceRows(page).filter({ hasText: site.origin });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Web page");
    await expect(row.getByRole("link")).toHaveAttribute("href", `${site.origin}/`);
    await expect(row.getByRole("link")).toHaveAttribute("rel", "noopener noreferrer nofollow");
    await expect(row.getByText("Failed", { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(row).toContainText("This address cannot be fetched");
    await expect(row).toContainText("0 passages");
    const [failed] = (await api<SourcePage>("/chat/Knowledge/List", { SerialNumber: bot })).List;
    expect(failed).toMatchObject({ Kind: "url", Status: "failed", Url: `${site.origin}/`, ChunkCount: 0 });
    expect(failed!.FailureReason).toMatch(/^This address cannot be fetched/);
    await expectAccessible(page, "knowledge tab with a failed web page");

    // Re-fetch: read again, and refused again with its reason; the source was processed anew.
    const refetched = page.waitForResponse((response) => response.url().endsWith("/chat/Knowledge/Refetch"));
    await row.getByRole("button", { name: /^Re-fetch/ }).click();
    const reply = (await (await refetched).json()) as { Data: { ID: string; Status: string; FailureReason: string | null; UpdatedAt: string } };
    expect(reply.Data.ID).toBe(failed!.ID);
    await expect(page.getByText("Reading it again")).toBeVisible();
    await expect(row.getByText(/^(Processing|Failed)$/)).toBeVisible();
    await expect
      .poll(async () => (await api<{ Status: string; UpdatedAt: string }>("/chat/Knowledge/Get", { SerialNumber: bot, ID: failed!.ID })).Status, {
        timeout: 30_000,
      })
      .toBe("failed");
    const again = await api<{ FailureReason: string | null; UpdatedAt: string }>("/chat/Knowledge/Get", { SerialNumber: bot, ID: failed!.ID });
    expect(again.FailureReason).toMatch(/^This address cannot be fetched/);
    expect(Date.parse(again.UpdatedAt)).toBeGreaterThan(Date.parse(failed!.UpdatedAt));
    await expect(row.getByText("Failed", { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(row).toContainText("This address cannot be fetched");
    // Refused by address before any connection: the site never heard from the server.
    expect(site.requests()).toBe(0);
  } finally {
    await new Promise<void>((resolve) => site.server.close(() => resolve()));
  }
  void owner;
});

test("a CSV of Q&As is imported as Knowledge/Import reads it, with the rows in error listed by number", async ({ page, owner, api, consoleGuard }) => {
  consoleGuard.allowRefused("/chat/Knowledge/Import", 400);
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Importer" });
  await page.goto(`/chatbots/${bot}/knowledge`);
  await page.getByRole("button", { name: "CSV of Q&As" }).click();
  await expect(page.getByText(/At most 1,000 rows and 1,000,000 characters a file/)).toBeVisible();

  // A header the import does not read is refused whole, with the server's message, and nothing is added.
  await page
    .getByLabel("Choose a CSV file")
    .setInputFiles({ name: "wrong.csv", mimeType: "text/csv", buffer: Buffer.from("question,reply\nDo you allow pets?,Yes.\n") });
  await expect(page.getByRole("alert").filter({ hasText: "Nothing was imported" })).toContainText("Question and Answer");
  expect((await api<SourcePage>("/chat/Knowledge/List", { SerialNumber: bot })).VirtualCount).toBe(0);

  // Columns in any case and order; other phrasings separated by "|"; the header is row 1.
  const csv = [
    "answer,QUESTION,AlternativeQuestions",
    '"Yes, in all rentals.",Do you allow pets?,Are pets allowed? | Can I bring my dog?',
    "An answer without a question,,",
    "Eight to eight.,What are your hours?,",
  ].join("\n");
  await page.getByLabel("Choose a CSV file").setInputFiles({ name: "faq.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  const report = page.getByRole("status", { name: "Import report" });
  await expect(report).toContainText("faq.csv: 2 added, 1 row with errors");
  await expect(page.getByRole("alert").filter({ hasText: "Nothing was imported" })).toHaveCount(0);
  await expect(report.getByRole("listitem")).toHaveCount(1);
  await expect(report.getByRole("listitem").first()).toContainText(/^Row 3: Question/);
  await expect(sourceRows(page)).toHaveCount(2);
  await expect(sourceRows(page).filter({ hasText: "Do you allow pets?" })).toContainText("Q&A · 2 other phrasings");
  const stored = (await api<SourcePage>("/chat/Knowledge/List", { SerialNumber: bot })).List;
  expect(stored.find((source) => source.Question === "Do you allow pets?")).toMatchObject({
    Status: "ready",
    Answer: "Yes, in all rentals.",
    AlternativeQuestions: ["Are pets allowed?", "Can I bring my dog?"],
  });
  await expectAccessible(page, "CSV import with its report");
  void owner;
});

// needs kb-answer: the {sources} line of the stream.
test("an answer drawn from a Q&A names it as a source in the chat tester and the widget", async ({ page, owner, api, baseURL }) => {
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Sourced Answers" });
  await addQa(api, bot, "Do you allow pets in your rentals?", "Yes: cats and dogs are welcome in all our rentals.");
  await page.goto(`/chatbots/${bot}/chat`);
  await page.getByLabel("Message", { exact: true }).fill("Do you allow pets in your rentals?");
  await page.getByLabel("Message", { exact: true }).press("Enter");
  const answer = page.getByRole("list", { name: "Messages" }).getByRole("listitem", { name: "Chatbot" }).nth(1);
  await expect(answer.getByTestId("answer-sources")).toContainText("Do you allow pets in your rentals?");
  await expectAccessible(page, "tester answer with sources");

  const site = await HostSite.start();
  try {
    await page.goto(site.page(snippet(baseURL!, bot)));
    const frame = await openChat(page);
    await ask(frame, "Do you allow pets in your rentals?");
    const widgetAnswer = botMessages(frame).nth(1);
    await expect(widgetAnswer).not.toHaveAttribute("aria-busy", "true", { timeout: 15_000 });
    await expect(widgetAnswer.getByRole("list", { name: "Source" })).toContainText("Do you allow pets in your rentals?");
    // They come back with the conversation on the next visit.
    await page.reload();
    const again = await openChat(page);
    await expect(botMessages(again).nth(1).getByRole("list", { name: "Source" })).toContainText("Do you allow pets in your rentals?");
  } finally {
    await site.close();
  }
  void owner;
});

test("Answer this turns a conversation's unanswered question into a Q&A", async ({ page, owner, api }) => {
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Learning Bot" });
  const { SessionID } = await api<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: bot });
  await api("/chat/Chat/ClientAsk", { sessionID: SessionID, content: "what's the weather tomorrow?" });
  const messages = await api<{ Messages: { Type: string; NoAnswer: boolean }[] }>("/chat/Chatbot/SessionMessages", { serialNumber: bot, sessionID: SessionID });
  expect(messages.Messages.map((message) => [message.Type, message.NoAnswer])).toEqual([
    ["Question", false],
    ["Answer", true],
  ]);

  await page.goto(`/chatbots/${bot}/conversations?session=${SessionID}`);
  const detail = page.getByRole("region", { name: "Conversation" });
  const question = detail.getByRole("listitem", { name: "Visitor" });
  await expect(question).toContainText("what's the weather tomorrow?");
  // Only the unanswered question has the action.
  await expect(detail.getByRole("button", { name: /^Answer this/ })).toHaveCount(1);
  await question.getByRole("button", { name: /^Answer this/ }).click();
  const dialog = page.getByRole("dialog", { name: "Answer this question" });
  await expect(dialog.getByLabel("Question")).toHaveValue("what's the weather tomorrow?");
  await expectAccessible(page, "answer-this dialog");
  await dialog.getByLabel("Answer").fill("We do not forecast weather; try a weather service.");
  await dialog.getByRole("button", { name: "Add Q&A" }).click();
  await expect(dialog).toBeHidden();
  await expect(question.getByText("Added to knowledge")).toBeVisible();
  await expect(detail.getByRole("button", { name: /^Answer this/ })).toHaveCount(0);

  const stored = await api<SourcePage>("/chat/Knowledge/List", { SerialNumber: bot });
  expect(stored.List).toMatchObject([
    { Kind: "qa", Status: "ready", Question: "what's the weather tomorrow?", Answer: "We do not forecast weather; try a weather service." },
  ]);
  await page.goto(`/chatbots/${bot}/knowledge`);
  await expect(sourceRows(page).filter({ hasText: "what's the weather tomorrow?" }).getByText("Ready", { exact: true })).toBeVisible();
  void owner;
});
