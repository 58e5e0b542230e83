import type { Page } from "@playwright/test";
import Papa from "papaparse";
import { listingInput, listListings, newBot } from "./listing-data";
import { expect, screenshot, test } from "./support";

// A brokerage's own export: its MLS column needs mapping ("mls_id"), it has no
// currency or area unit columns (the defaults fill them), and "Price" is the sale price.
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
      ...bad[n],
    };
  });
  return Buffer.from(Papa.unparse(data));
}

const summary = (page: Page) => page.getByRole("list", { name: "Import summary" });

test("imports 200 CSV rows after mapping a column; the report names the 3 rows that failed and why", async ({ page, owner, api, consoleGuard }) => {
  // Row 151 repeats a taken MLSNumber on purpose.
  consoleGuard.allowRefused("/chat/Chatbot/RealEstateCreate", 409);
  const bot = await newBot(api, "Import Realty");
  const taken = await api<string>("/chat/Chatbot/RealEstateCreate", listingInput(bot, 1, { MLSNumber: "IMP-150", Url: "" }));
  await page.goto(`/chatbots/${bot}/listings`);
  await page.getByRole("link", { name: "Import CSV" }).click();
  await expect(page).toHaveURL(/\/listings\/import$/);

  const csv = brokerageCsv(200, { 20: { Bedrooms: "2.5" }, 77: { "Sale Type": "lease" } });
  await page.getByLabel("CSV file", { exact: true }).setInputFiles({ name: "brokerage.csv", mimeType: "text/csv", buffer: csv });
  await expect(page.getByText("brokerage.csv: 200 rows, 14 columns.")).toBeVisible();
  const column = (label: string) => page.getByLabel(label, { exact: true });
  await expect(column("MLS number")).toHaveValue("");
  await expect(column("Sale type")).toHaveValue("Sale Type");
  await expect(column("Days on market")).toHaveValue("Days on market");
  await expect(column("Sale price")).toHaveValue("Price");
  await expect(column("Listing URL")).toHaveValue("URL");
  await expect(column("Currency symbol")).toHaveValue("");
  await expect(column("Default currency symbol")).toHaveValue("$");
  await expect(column("Default area unit")).toHaveValue("Square Feet");

  await page.getByRole("button", { name: "Import 200 rows" }).click();
  await expect(page.getByText("Some required fields have no column and no default: MLS number.")).toBeVisible();
  await expect(column("MLS number")).toHaveAccessibleDescription(/Choose the column that holds it/);
  await column("MLS number").selectOption("mls_id");
  await expect(column("MLS number")).toHaveAccessibleDescription("First row: IMP-1");
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
    /^21IMP-20Bedrooms must be an integer$/,
    /^78IMP-77SaleType must be one of for_sale, for_rent$/,
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
    Images: null,
  });
  await page.getByRole("link", { name: "Back to listings" }).click();
  await expect(page.getByText("1–20 of 198 listings")).toBeVisible();
});

test("a cancelled import stops after the rows in flight and reports what was done", async ({ page, owner, api }) => {
  const bot = await newBot(api);
  await page.goto(`/chatbots/${bot}/listings/import`);
  await page.getByLabel("CSV file", { exact: true }).setInputFiles({ name: "slow.csv", mimeType: "text/csv", buffer: brokerageCsv(60, {}) });
  await page.getByLabel("MLS number", { exact: true }).selectOption("mls_id");
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
