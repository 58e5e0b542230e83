import type { Page } from "@playwright/test";
import { tinyPng } from "../tests/api/bytes";
import { listListings, newBot, seedListings } from "./listing-data";
import { expect, screenshot, test, expectNoSideScroll } from "./support";

// Issue 23 §4: the listings table agents expect. Sorting, filtering and searching run on the
// server (RealEstateList); the page keeps them in its URL.

const grid = (page: Page) => page.getByRole("table", { name: /^Listings/ });
const rows = (page: Page) => grid(page).locator("tbody").getByRole("row");
type Api = <T = unknown>(path: string, body?: object) => Promise<T>;

/**
 * A real PNG uploaded as the listing form does; its URL is on this service. The e2e server runs
 * in production, where the image path never fetches loopback: a photo host on this machine
 * would be refused (tests/unit/listing-images.test.ts fetches from local servers instead).
 */
async function uploadedPhoto(page: Page, api: Api) {
  const { PreUploadUrl, FileUrl } = await api<{ PreUploadUrl: string; FileUrl: string }>("/chat/User/GetPreUploadUrl", { fileName: "porch.png" });
  expect((await page.request.put(PreUploadUrl, { data: tinyPng() })).status()).toBe(200);
  return FileUrl;
}

/** Listings T-1 with the uploaded photo, T-2 with a photo the image path refuses, T-3 with none. */
async function seedWithPhotos(page: Page, api: Api, bot: string) {
  const photo = await uploadedPhoto(page, api);
  await seedListings(api, bot, 3, (n) => ({ Images: n === 1 ? [photo] : n === 2 ? ["http://127.0.0.1:9/private.png"] : [] }));
}

/** The natural width of an image once loaded: 1 for the PNG, 4 for the placeholder. */
const loadedWidth = (page: Page, name: string) =>
  page.getByRole("img", { name }).evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    return image.naturalWidth;
  });

const mlsColumn = (page: Page) => rows(page).locator("td:nth-child(3)");

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("sorts by a column both ways with aria-sort, filters, searches part of an address, clears", async ({ page, owner, api }) => {
    const bot = await newBot(api, "Table Realty");
    const homes: Record<number, Record<string, unknown>> = {
      1: { Address: "12 Oak Street", SalePrice: 500_000, Bedrooms: 2, PropertyType: "Condo" },
      2: { Address: "400 Congress Ave", SalePrice: 250_000, Bedrooms: 4, PropertyType: "House", Status: "Sold" },
      3: { Address: "7 Elm Road", SalePrice: 900_000, Bedrooms: 5, PropertyType: "House" },
      4: { Address: "55 Oak Lane", SalePrice: 120_000, Bedrooms: 1, PropertyType: "Condo" },
    };
    await seedListings(api, bot, 4, (n) => homes[n]!);
    await page.goto(`/chatbots/${bot}/listings`);
    await expect(rows(page)).toHaveCount(4);

    const priceHeader = grid(page).getByRole("columnheader", { name: /Price/ });
    await expect(priceHeader).toHaveAttribute("aria-sort", "none");
    await priceHeader.getByRole("button").click();
    await expect(page).toHaveURL(/sort=Price&dir=asc/);
    await expect(priceHeader).toHaveAttribute("aria-sort", "ascending");
    await expect(mlsColumn(page)).toHaveText(["T-4", "T-2", "T-1", "T-3"]);
    await priceHeader.getByRole("button").click();
    await expect(page).toHaveURL(/sort=Price&dir=desc/);
    await expect(priceHeader).toHaveAttribute("aria-sort", "descending");
    await expect(mlsColumn(page)).toHaveText(["T-3", "T-1", "T-2", "T-4"]);
    await screenshot(page, "table-sorted-1280");

    await page.reload();
    await expect(grid(page).getByRole("columnheader", { name: /Price/ })).toHaveAttribute("aria-sort", "descending");
    await expect(mlsColumn(page)).toHaveText(["T-3", "T-1", "T-2", "T-4"]);

    await page.getByLabel("Search MLS or address").fill("oak");
    await expect(page).toHaveURL(/q=oak/);
    await expect(mlsColumn(page)).toHaveText(["T-1", "T-4"]);
    await page.getByLabel("Search MLS or address").fill("");
    await expect(rows(page)).toHaveCount(4);

    await page.getByLabel("Min beds").fill("2");
    await page.getByLabel("Max price").fill("600000");
    await expect(page).toHaveURL(/max=600000&beds=2/);
    await expect(mlsColumn(page)).toHaveText(["T-1", "T-2"]);
    await page.getByLabel("Status").selectOption("Sold");
    await expect(page).toHaveURL(/status=Sold/);
    await expect(mlsColumn(page)).toHaveText(["T-2"]);
    await page.getByLabel("Property type").fill("house");
    await expect(page).toHaveURL(/type=house/);
    await expect(mlsColumn(page)).toHaveText(["T-2"]);
    await page.getByLabel("Min price").fill("300000");
    await expect(page.getByText("No listings match these filters")).toBeVisible();
    await screenshot(page, "table-filtered-empty-1280");
    await page.getByRole("button", { name: "Clear filters" }).first().click();
    await expect(rows(page)).toHaveCount(4);
    await expect(page).toHaveURL(/\/listings\?sort=Price&dir=desc$/);
    await expect(page.getByLabel("Min beds")).toHaveValue("");
  });

  test("hides and shows columns, remembered across reloads", async ({ page, owner, api }) => {
    const bot = await newBot(api, "Columns Realty");
    await seedListings(api, bot, 2);
    await page.goto(`/chatbots/${bot}/listings`);
    await expect(rows(page)).toHaveCount(2);
    await expect(grid(page).getByRole("columnheader", { name: /Days on market/ })).toBeVisible();
    const menu = page.getByRole("button", { name: "Columns" });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const columns = page.getByRole("group", { name: "Columns shown" });
    await columns.getByRole("checkbox", { name: "Days on market" }).uncheck();
    await columns.getByRole("checkbox", { name: "Baths" }).uncheck();
    await expect(grid(page).getByRole("columnheader", { name: /Days on market/ })).toHaveCount(0);
    await expect(grid(page).getByRole("columnheader", { name: /Baths/ })).toHaveCount(0);
    await screenshot(page, "table-columns-1280");
    await page.keyboard.press("Escape");
    await expect(columns).toBeHidden();

    await page.reload();
    await expect(rows(page)).toHaveCount(2);
    await expect(grid(page).getByRole("columnheader", { name: /Days on market/ })).toHaveCount(0);
    await expect(grid(page).getByRole("columnheader", { name: /Beds/ })).toBeVisible();
    await page.getByRole("button", { name: "Columns" }).click();
    await page.getByRole("group", { name: "Columns shown" }).getByRole("checkbox", { name: "Days on market" }).check();
    await expect(grid(page).getByRole("columnheader", { name: /Days on market/ })).toBeVisible();
  });

  test("marks the selected listings Sold in one step, beside Delete selected", async ({ page, owner, api }) => {
    const bot = await newBot(api, "Status Realty");
    await seedListings(api, bot, 4);
    await page.goto(`/chatbots/${bot}/listings`);
    await expect(rows(page)).toHaveCount(4);
    for (const n of [1, 3]) await page.getByRole("checkbox", { name: `Select MLS T-${n}` }).check();
    await expect(page.getByRole("button", { name: "Delete selected" })).toBeVisible();
    await expect(page.getByLabel("Set status to")).toHaveValue("Sold");
    await screenshot(page, "table-bulk-status-1280");
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByText("Marked 2 listings Sold")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Select MLS T-1" })).not.toBeChecked();
    await expect(rows(page).filter({ hasText: "Sold" })).toHaveCount(2);
    const sold = await listListings(api, bot, { Status: "Sold" });
    expect(sold.List.map((listing) => listing.MLSNumber).sort()).toEqual(["T-1", "T-3"]);
  });
});

test("shows photo thumbnails through our own image path, a placeholder for a refused one, with no console error", async ({ page, owner, api }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const bot = await newBot(api, "Photo Realty");
  await seedWithPhotos(page, api, bot);
  await page.goto(`/chatbots/${bot}/listings`);
  await expect(rows(page)).toHaveCount(3);
  const photo = grid(page).getByRole("img", { name: "MLS T-1" });
  await expect(photo).toHaveAttribute("src", new RegExp(`^/api/listing-image/${bot}/\\d+/0$`));
  expect(await loadedWidth(page, "MLS T-1")).toBe(1);
  expect(await loadedWidth(page, "MLS T-2")).toBe(4);
  await expect(grid(page).getByRole("img", { name: "MLS T-3" })).toHaveCount(0);
  await screenshot(page, "table-thumbnails-1280");
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("shows cards with thumbnails, selects them to mark Sold, sorts and filters, with no sideways scroll", async ({ page, owner, api }) => {
    const bot = await newBot(api, "Phone Realty");
    await seedWithPhotos(page, api, bot);
    await page.goto(`/chatbots/${bot}/listings`);
    const cards = page.getByRole("list", { name: "Listings" }).getByRole("listitem");
    await expect(cards).toHaveCount(3);
    await expect(grid(page)).toBeHidden();
    const first = cards.filter({ hasText: "T-1" });
    await expect(first.getByRole("img", { name: "MLS T-1" })).toBeVisible();
    expect(await loadedWidth(page, "MLS T-1")).toBe(1);
    await expect(first).toContainText("$300,001");
    await expect(first).toContainText("2 bd · 1 ba");
    await expect(first).toContainText("Active");
    await expect(first.getByRole("link", { name: "Edit MLS T-1" })).toBeVisible();
    await expectNoSideScroll(page);
    await screenshot(page, "table-cards-375");

    await page.getByLabel("Sort by").selectOption("Price:desc");
    await expect(page).toHaveURL(/sort=Price&dir=desc/);
    await expect(cards.first()).toContainText("T-3");

    await first.getByRole("checkbox", { name: "Select MLS T-1" }).check();
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByText("Marked 1 listing Sold")).toBeVisible();
    await expect(first).toContainText("Sold");
    await expectNoSideScroll(page);
    await screenshot(page, "table-cards-sold-375");

    await page.getByLabel("Search MLS or address").fill("2 oak");
    await expect(page).toHaveURL(/q=2\+oak/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("T-2");
  });
});
