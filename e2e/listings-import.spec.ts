import type { Page } from "@playwright/test";
import Papa from "papaparse";
import { listingInput, listListings, newBot } from "./listing-data";
import { expect, screenshot, test } from "./support";

// A brokerage's own export: its headers are its own ("mls_id", "Remarks for me"), it has no
// currency or area unit columns (the defaults fill them), and "Price" is routed by sale type.
function brokerageCsv(count: number, bad: Record<number, Record<string, string>>) {
  const data = Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return {
      mls_id: `IMP-${n}`,
      "Sale Type": "for_sale",
      Status: "Active",
      "Property Type": "Condo",
      Bedrooms: "2",
      Bathrooms: "1.5",
      URL: `https://example.com/imp-${n}`,
      "Year Built": "2004",
      "Days on market": String(n),
      "Lot Area": "0",
      "Building Area": "850",
      "Parking Spots": "1",
      City: n % 2 ? "Austin" : "Denver",
      Price: String(400_000 + n),
      "Agent notes": `Note ${n}`,
      ...bad[n],
    };
  });
  return Buffer.from(Papa.unparse(data));
}

const summary = (page: Page) => page.getByRole("list", { name: "Import summary" });

test("imports 200 CSV rows matched by their headers and one column chosen; the report names the 3 rows that failed and why", async ({
  page,
  owner,
  api,
  consoleGuard,
}) => {
  // Row 151 repeats a taken MLSNumber on purpose.
  consoleGuard.allowRefused("/chat/Chatbot/RealEstateCreate", 409);
  const bot = await newBot(api, "Import Realty");
  const taken = await api<string>("/chat/Chatbot/RealEstateCreate", listingInput(bot, 1, { MLSNumber: "IMP-150", Url: "" }));
  await page.goto(`/chatbots/${bot}/listings`);
  await page.getByRole("link", { name: "Import sheet" }).click();
  await expect(page).toHaveURL(/\/listings\/import$/);

  const csv = brokerageCsv(200, { 20: { Bedrooms: "2.5" }, 77: { "Sale Type": "auction" } });
  await page.getByLabel("Sheet file", { exact: true }).setInputFiles({ name: "brokerage.csv", mimeType: "text/csv", buffer: csv });
  await expect(page.getByText(/^brokerage\.csv: 200 rows, 15 columns \(CSV/)).toBeVisible();
  const column = (header: string) => page.getByLabel(`Imported as: ${header}`, { exact: true });
  const match = (header: string) =>
    page
      .getByRole("row", { name: new RegExp(`^${header} `) })
      .getByRole("cell")
      .last();
  await expect(column("mls_id")).toHaveValue("MLSNumber");
  await expect(match("mls_id")).toHaveText("Likely");
  await expect(column("Sale Type")).toHaveValue("SaleType");
  await expect(match("Sale Type")).toHaveText("Exact");
  await expect(column("Days on market")).toHaveValue("DaysOnMarket");
  await expect(column("Price")).toHaveValue("Price");
  await expect(column("URL")).toHaveValue("Url");
  await expect(column("Agent notes")).toHaveValue("");
  await expect(page.getByLabel("Default currency symbol", { exact: true })).toHaveValue("$");
  await expect(page.getByLabel("Default area unit", { exact: true })).toHaveValue("Square Feet");

  // Choosing a field another column had takes it from that column.
  await column("Agent notes").selectOption("MLSNumber");
  await expect(column("mls_id")).toHaveValue("");
  await column("Agent notes").selectOption("Description");
  await expect(match("Agent notes")).toHaveText("Chosen by you");
  const problem = page.getByRole("form").getByRole("alert");
  await expect(problem).toHaveText(/No column is imported as the MLS number/);
  await column("mls_id").selectOption("MLSNumber");
  await expect(problem).toHaveCount(0);
  await screenshot(page, "listings-import-mapping");

  // Slowed a little, so that the progress can be seen on its way.
  await page.route("**/chat/Chatbot/RealEstateCreate", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 15));
    await route.continue();
  });
  await page.getByRole("button", { name: "Import 200 rows" }).click();
  await expect(page.getByRole("progressbar", { name: "Rows imported" })).toBeVisible();
  await expect(page.getByText(/^\d+ of 200/)).toBeVisible();

  await expect(page.getByRole("heading", { name: "Import finished" })).toBeVisible({ timeout: 30_000 });
  await expect(summary(page).getByRole("listitem")).toHaveText(["197 created", "0 updated", "3 failed"]);
  const failed = page.getByRole("table", { name: "Rows that failed" }).locator("tbody").getByRole("row");
  await expect(failed).toHaveText([
    /^21IMP-20Bedrooms must be a whole number$/,
    /^78IMP-77Sale type must be For sale or For rent$/,
    new RegExp(`^151IMP-150MLSNumber "IMP-150" is already used by listing ${taken} of this chatbot$`),
  ]);
  await screenshot(page, "listings-import-report");

  expect((await listListings(api, bot)).VirtualCount).toBe(198);
  const [imported] = (await listListings(api, bot, { MLSNumber: "IMP-42" })).List;
  expect(await api("/chat/Chatbot/RealEstateGet", { SerialNumber: bot, Key: String(imported!.ID), KeyType: "PlatformId" })).toMatchObject({
    MLSNumber: "IMP-42",
    SaleType: "for_sale",
    CurrencySymbol: "$",
    AreaUnit: "Square Feet",
    Bathrooms: 1.5,
    DaysOnMarket: 42,
    City: "Denver",
    SalePrice: 400_042,
    Url: "https://example.com/imp-42",
    Description: "Note 42",
    Images: null,
  });
  await expect(page.getByRole("table", { name: /Imported with assumptions/ }).getByRole("row", { name: /imported as sale price/ })).toContainText(
    "All 197 imported rows",
  );
  await page.getByRole("link", { name: "Back to listings" }).click();
  await expect(page.getByText("1–20 of 198 listings")).toBeVisible();
});

test("a cancelled import stops after the rows in flight and reports what was done", async ({ page, owner, api }) => {
  const bot = await newBot(api);
  await page.goto(`/chatbots/${bot}/listings/import`);
  await page.getByLabel("Sheet file", { exact: true }).setInputFiles({ name: "slow.csv", mimeType: "text/csv", buffer: brokerageCsv(60, {}) });
  await page.route("**/chat/Chatbot/RealEstateCreate", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 250));
    await route.continue();
  });
  await page.getByRole("button", { name: "Import 60 rows" }).click();
  await expect(page.getByText(/^([4-9]|\d\d) of 60/)).toBeVisible();
  await page.getByRole("button", { name: "Cancel import" }).click();

  await expect(page.getByRole("heading", { name: "Import cancelled" })).toBeVisible();
  const created = Number((await summary(page).getByRole("listitem").first().textContent())!.match(/^(\d+) created$/)![1]);
  expect(created).toBeGreaterThan(3);
  expect(created).toBeLessThan(60);
  await expect(summary(page)).toContainText(`${60 - created} not imported (cancelled)`);
  expect((await listListings(api, bot)).VirtualCount).toBe(created);
});

// The sheet an agent keeps: six columns in their own words, rentals among the homes for sale.
const agentCsv = [
  "MLS,Beds,Baths,Type,Sqft,Price",
  'AG-1,3,2,Single Family,"1,850","$450,000"',
  'AG-2,2,1,Apartment for rent,900,"$2,400"',
  "AG-3,4,3.5,Townhouse,2400,615000",
  "AG-4,1,1,Condo,640,289000",
  'AG-5,3,2,House for rent,1500,"3,100"',
].join("\n");

for (const width of [1280, 375]) {
  test(`imports an agent's own sheet with no manual mapping, and says what it assumed (${width} px)`, async ({ page, owner, api }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const bot = await newBot(api, "Agent sheet");
    await page.goto(`/chatbots/${bot}/listings/import`);
    await page.getByLabel("Sheet file", { exact: true }).setInputFiles({ name: "my-listings.csv", mimeType: "text/csv", buffer: Buffer.from(agentCsv) });
    await expect(page.getByText(/^my-listings\.csv: 5 rows, 6 columns \(CSV, comma separated, UTF-8\)\.$/)).toBeVisible();
    for (const [header, field] of [
      ["MLS", "MLSNumber"],
      ["Beds", "Bedrooms"],
      ["Baths", "Bathrooms"],
      ["Type", "PropertyType"],
      ["Sqft", "BuildingArea"],
      ["Price", "Price"],
    ]) {
      await expect(page.getByLabel(`Imported as: ${header}`, { exact: true })).toHaveValue(field!);
    }
    await expect(page.getByLabel("Default year built")).toHaveAccessibleDescription("0 means not known: the chatbot says it is not listed.");
    // At a desktop width the columns and the first sentence of what the chatbot will know fit on one screen.
    if (width === 1280) {
      const first = await page.getByRole("region", { name: "What the chatbot will know" }).getByRole("listitem").first().boundingBox();
      expect(first!.y + first!.height).toBeLessThan(900);
    }
    await screenshot(page, `listings-import-agent-mapping-${width}`);

    await page.getByRole("button", { name: "Import 5 rows" }).click();
    await expect(page.getByRole("heading", { name: "Import finished" })).toBeVisible();
    await expect(summary(page).getByRole("listitem")).toHaveText(["5 created", "0 updated", "0 failed"]);
    const assumed = page.getByRole("table", { name: /Imported with assumptions/ });
    await expect(assumed.getByRole("row", { name: /“Price” imported as sale price/ })).toContainText("3: 2, 4–5");
    await expect(assumed.getByRole("row", { name: /“Price” imported as rent per month/ })).toContainText("2: 3, 6");
    await expect(assumed.getByRole("row", { name: /Sale type: for rent, read from the “Type” column/ })).toContainText("2: 3, 6");
    await expect(assumed.getByRole("row", { name: /Year built: not in the file, default 0 \(not known\) used/ })).toContainText("All 5 imported rows");
    await screenshot(page, `listings-import-agent-report-${width}`);

    const [rental] = (await listListings(api, bot, { MLSNumber: "AG-2" })).List;
    expect(rental).toMatchObject({ SaleType: "For Rent", RentPrice: "2400", BuildingArea: "900", PropertyType: "Apartment for rent" });
    const [house] = (await listListings(api, bot, { MLSNumber: "AG-1" })).List;
    expect(house).toMatchObject({ SaleType: "For Sale", SalePrice: "450000", Bedrooms: "3" });
  });
}
