import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import Papa from "papaparse";
import { LIST_ITEM_FIELDS } from "../tests/fixtures/list-item-fields";
import { listListings, newBot, seedListings } from "./listing-data";
import { expect, test } from "./support";

type Api = <T = unknown>(path: string, body?: object) => Promise<T>;

/** Every field of each listing of a chatbot, by MLS number, as RealEstateGet gives them (minus its own ID and times). */
async function listingsByMls(api: Api, bot: string) {
  const { List } = await listListings(api, bot);
  const out: Record<string, Record<string, unknown>> = {};
  for (const { ID, MLSNumber } of List) {
    const {
      ID: _id,
      CreatedAt,
      UpdatedAt,
      ...fields
    } = await api<Record<string, unknown>>("/chat/Chatbot/RealEstateGet", { SerialNumber: bot, Key: String(ID), KeyType: "PlatformId" });
    out[String(MLSNumber)] = fields;
  }
  return out;
}

async function importFile(page: Page, bot: string, path: string, updateExisting: boolean) {
  await page.goto(`/chatbots/${bot}/listings/import`);
  await page.getByLabel("Sheet file", { exact: true }).setInputFiles(path);
  // Nothing to map by hand: every column of an export finds its field by name.
  for (const [column, field] of [
    ["MLSNumber", "MLSNumber"],
    ["Area", "Location"],
    ["LATITUDE", "Latitude"],
    ["SalePrice", "SalePrice"],
    ["ExtensionColumn", "ExtensionColumn"],
    // The list reply's display price: the file has the sale price and rent columns themselves.
    ["Price", ""],
  ]) {
    await expect(page.getByLabel(`Imported as: ${column}`, { exact: true })).toHaveValue(field!);
  }
  // No column holds the area unit: the default does.
  await expect(page.getByLabel("Default area unit", { exact: true })).toHaveValue("Square Feet");
  if (updateExisting) await page.getByLabel("Update listings that already exist (matched by MLS number)").check();
  await page.getByRole("button", { name: /^Import \d+ rows$/ }).click();
  await expect(page.getByRole("heading", { name: "Import finished" })).toBeVisible();
  return page.getByRole("list", { name: "Import summary" }).getByRole("listitem");
}

test("exports the listings of a filter as CSV, which re-imports without any manual mapping", async ({ page, owner, api, consoleGuard }) => {
  // Re-importing with updates creates first and updates the listings whose MLSNumber is taken (409).
  consoleGuard.allowRefused("/chat/Chatbot/RealEstateCreate", 409);
  const bot = await newBot(api, "Export Realty");
  await seedListings(api, bot, 3, (n) => ({ City: "Austin", MLSNumber: `AUS-${n}`, Url: "" }));
  await seedListings(api, bot, 4, (n) => ({
    City: "Denver",
    State: "CO",
    MLSNumber: `DEN-${n}`,
    SaleType: n === 4 ? "for_rent" : "for_sale",
    RentPrice: n === 4 ? 2100 : null,
    Images: [`https://img.example.com/den-${n}.jpg`, `https://img.example.com/den-${n}-b.jpg`],
    Tours: "OpenHouse",
    SpaceType: "Entire place",
    Description: n === 1 ? '=1+1, "quoted", and a\nsecond line' : "- Sunny",
    ExtensionColumn: [{ Key: "Pets", value: "Cats, dogs" }],
    Latitude: 39.7 + n / 100,
    Longitude: -104.9,
    Location: "LoDo",
    ZIP: "80202",
    HOAMonth: 0,
    Bathrooms: 2.5,
    AreaUnit: n === 2 ? "Square Meters" : "Square Feet",
  }));
  await page.goto(`/chatbots/${bot}/listings?city=denver`);
  await expect(page.getByText("1–4 of 4 listings")).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^listings-export-realty-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const text = await readFile(path, "utf8");
  const { data, meta } = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true });
  expect(meta.fields).toEqual(LIST_ITEM_FIELDS);
  expect(data.map((row) => row.MLSNumber).sort()).toEqual(["DEN-1", "DEN-2", "DEN-3", "DEN-4"]);
  const den1 = data.find((row) => row.MLSNumber === "DEN-1")!;
  // Formula-looking text is guarded for spreadsheets; the import takes the guard off again.
  expect(den1).toMatchObject({ City: "Denver", SaleType: "For Sale", Area: "LoDo", Description: '\'=1+1, "quoted", and a\nsecond line', Price: "300001" });
  await expect(page.getByText("Exported 4 listings")).toBeVisible();

  // Into a new chatbot: every listing is created as it was (AreaUnit, absent from list replies, from the default).
  const before = await listingsByMls(api, bot);
  const copy = await newBot(api, "Copy Realty");
  await expect(await importFile(page, copy, path, false)).toHaveText(["4 created", "0 updated", "0 failed"]);
  const copied = await listingsByMls(api, copy);
  for (const mls of ["DEN-1", "DEN-3", "DEN-4"]) expect(copied[mls]).toEqual(before[mls]);
  expect(copied["DEN-2"]).toEqual({ ...before["DEN-2"], AreaUnit: "Square Feet" });

  // Back into the same chatbot with updates: nothing changes, not even the unit the file lacks.
  await expect(await importFile(page, bot, path, true)).toHaveText(["0 created", "4 updated", "0 failed"]);
  expect(await listingsByMls(api, bot)).toEqual(before);
  expect((await listListings(api, bot)).VirtualCount).toBe(7);
});

test("an export of many listings pages through them all, 100 at a time", async ({ page, owner, api }) => {
  const bot = await newBot(api, "Big Realty");
  await seedListings(api, bot, 230, (n) => ({ Url: "", SaleType: n % 10 === 0 ? "for_rent" : "for_sale", RentPrice: 1500 }));
  const pages: number[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/RealEstateList")) pages.push(request.postDataJSON().PageNumber);
  });
  await page.goto(`/chatbots/${bot}/listings?sale=for_sale`);
  await expect(page.getByText("1–20 of 207 listings")).toBeVisible();
  pages.length = 0;
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const text = await readFile(await (await downloading).path(), "utf8");
  const { data } = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true });
  expect(data).toHaveLength(207);
  expect(new Set(data.map((row) => row.MLSNumber)).size).toBe(207);
  expect(data.every((row) => row.SaleType === "For Sale")).toBe(true);
  expect(pages.sort()).toEqual([1, 2, 3]);
});
