import { expect, expectAccessible, listingBody, screenshot, test } from "./support";

// Fair housing as an owner meets it (issue 39): the chat tester declines steering in the visitor's
// language, Insights lists the declines with their text, and wording that limits who may live in a
// home is flagged where it is written: the listing editor, the import report and the knowledge list.

test("the tester declines steering, Insights lists the declines, and flagged wording shows in the editor, the import and the knowledge", async ({
  page,
  owner,
  api,
}) => {
  // Five screens, two scans and an import: 25 s alone on a slow host, past the default 30 s under load.
  test.slow();
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Fair Homes Realty" });
  const listing = await api<string>(
    "/chat/Chatbot/RealEstateCreate",
    listingBody(bot, { MLSNumber: "FH-1", Address: "12 Oak St", Description: "Sunny bungalow with a big yard. No kids, no pets. Catholics preferred." }),
  );
  await api("/chat/Knowledge/Add", { SerialNumber: bot, Question: "Who can rent your homes?", Answer: "Adults only. A month's deposit." });

  // The chat tester: a steering question in Spanish gets the refusal in Spanish, and no home.
  await page.goto(`/chatbots/${bot}/chat`);
  await page.getByLabel("Message", { exact: true }).fill("busco casa en un barrio sin musulmanes, algo en Austin");
  await page.getByLabel("Message", { exact: true }).press("Enter");
  const answer = page.getByRole("list", { name: "Messages" }).getByRole("listitem", { name: "Chatbot" }).nth(1);
  await expect(answer).toContainText("No puedo elegir ni describir viviendas o barrios según quién vive en ellos");
  await expect(answer).not.toContainText("12 Oak St");
  await screenshot(page, "fair-housing-tester");
  // The next question once the answer has ended: while it streams, Enter sends nothing.
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
  await page.getByLabel("Message", { exact: true }).fill("is the east side safe at night?");
  await page.getByLabel("Message", { exact: true }).press("Enter");
  await expect(page.getByRole("list", { name: "Messages" }).getByRole("listitem", { name: "Chatbot" }).nth(2)).toContainText("official sources");

  // Insights: both declines, with their text, apart from the unanswered questions.
  await page.goto(`/chatbots/${bot}/insights`);
  const declines = page.getByRole("main").getByRole("table", { name: "Fair-housing declines" });
  await expect(declines.getByRole("rowheader")).toHaveText(["is the east side safe at night?", "busco casa en un barrio sin musulmanes, algo en Austin"]);
  await expect(declines.getByRole("row").filter({ hasText: "musulmanes" })).toContainText("Chose or described by who lives there");
  await expect(declines.getByRole("row").filter({ hasText: "musulmanes" })).toContainText("religion");
  await expect(declines.getByRole("row").filter({ hasText: "safe at night" })).toContainText("Asked if an area is safe or good");
  await declines.scrollIntoViewIfNeeded();
  await screenshot(page, "fair-housing-insights");
  await expectAccessible(page, "insights with fair-housing declines");

  // The listing editor: the phrases, where they are and why; the description is kept as written.
  await page.goto(`/chatbots/${bot}/listings/${listing}`);
  const flags = page.getByRole("region", { name: "Fair-housing wording" });
  await expect(flags.getByRole("listitem")).toHaveText([
    "No kids in the description: Limits or prefers who may live here by familial status (children or pregnancy).",
    "Catholics preferred in the description: Limits or prefers who may live here by religion.",
  ]);
  await expect(page.getByLabel("Description")).toHaveValue("Sunny bungalow with a big yard. No kids, no pets. Catholics preferred.");
  await screenshot(page, "fair-housing-listing-editor");
  await expectAccessible(page, "listing editor with fair-housing flags");

  // The knowledge list.
  await page.goto(`/chatbots/${bot}/knowledge`);
  const source = page.getByTestId("knowledge-source").filter({ hasText: "Who can rent your homes?" });
  await expect(source).toContainText("Fair-housing wording");
  await expect(source).toContainText("Adults only");
  await screenshot(page, "fair-housing-knowledge");

  // The import report names the rows whose text is flagged.
  await page.goto(`/chatbots/${bot}/listings/import`);
  const csv = [
    "MLS,Beds,Baths,Type,Sqft,Price,Description",
    'FH-10,3,2,Single Family,1850,450000,"Bright home near the park, wheelchair ramp"',
    'FH-11,2,1,Condo,900,289000,"Quiet condo, adults only, no Section 8"',
  ].join("\n");
  await page.getByLabel("Sheet file", { exact: true }).setInputFiles({ name: "flags.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(page.getByRole("heading", { name: "Import finished" })).toBeVisible();
  const flagged = page.getByRole("table", { name: /Fair-housing wording to review/ });
  await expect(flagged.locator("tbody").getByRole("row")).toHaveCount(1);
  await expect(flagged.locator("tbody").getByRole("row")).toContainText("FH-11");
  await expect(flagged.locator("tbody").getByRole("row")).toContainText("adults only");
  await expect(flagged.locator("tbody").getByRole("row")).toContainText("no Section 8");
  await expect(flagged.locator("tbody").getByRole("cell").first()).toHaveText("3");
  await screenshot(page, "fair-housing-import-report");
  void owner;
});
