import type { Page } from "@playwright/test";
import { listListings, newBot, seedListings } from "./listing-data";
import { expect, screenshot, test } from "./support";

const grid = (page: Page) => page.getByRole("table", { name: /^Listings/ });
const rows = (page: Page) => grid(page).locator("tbody").getByRole("row");

test("filters by city, sale type and MLS number; the URL holds them through a reload", async ({ page, owner, api }) => {
  const bot = await newBot(api, "Grid Realty");
  await seedListings(api, bot, 8, (n) =>
    n <= 3 ? { City: "Denver", State: "CO", SaleType: "for_rent", RentPrice: 2000 + n } : n === 8 ? { SaleType: "for_rent", RentPrice: 1900 } : {},
  );
  await page.goto(`/chatbots/${bot}/listings`);
  await expect(rows(page)).toHaveCount(8);
  await expect(page.getByText("1–8 of 8 listings")).toBeVisible();
  await screenshot(page, "listings");

  await page.getByLabel("City").fill("denver");
  await expect(page).toHaveURL(/\?city=denver$/);
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).first()).toContainText("Denver, CO");
  await expect(rows(page).first()).toContainText(/\$2,00[123]\/mo/);

  await page.getByLabel("Sale type").selectOption("for_sale");
  await expect(page).toHaveURL(/city=denver&sale=for_sale/);
  await expect(page.getByText("No listings match these filters")).toBeVisible();
  await page.getByLabel("City").fill("");
  await expect(page).toHaveURL(/\?sale=for_sale$/);
  await expect(rows(page)).toHaveCount(4);

  await page.reload();
  await expect(page.getByLabel("Sale type")).toHaveValue("for_sale");
  await expect(rows(page)).toHaveCount(4);
  for (const n of [4, 5, 6, 7]) await expect(page.getByRole("checkbox", { name: `Select MLS T-${n}` })).toBeVisible();

  await page.getByLabel("MLS number").fill("T-6");
  await expect(page).toHaveURL(/sale=for_sale&mls=T-6/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText("T-6");
  await page.reload();
  await expect(page.getByLabel("MLS number")).toHaveValue("T-6");
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole("link", { name: "Edit MLS T-6" }).click();
  await expect(page.getByRole("heading", { name: "Edit listing T-6" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\?sale=for_sale&mls=T-6$/);
  await expect(page.getByLabel("MLS number")).toHaveValue("T-6");
  await expect(rows(page)).toHaveCount(1);

  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/listings$/);
  await expect(page.getByLabel("MLS number")).toHaveValue("");
  await expect(rows(page)).toHaveCount(8);
});

test("pages through listings with a page size kept in the URL, one request per page", async ({ page, owner, api }) => {
  const bot = await newBot(api);
  await seedListings(api, bot, 45);
  const listingRequests: string[] = [];
  page.on("request", (request) => {
    // Next prefetches the page's own links (tabs, New listing, Import sheet) whenever it gets to it;
    // those are not the grid's doing. A prefetch of a row's edit page, or a render of the grid's URL, is.
    const prefetch = request.headers()["next-router-prefetch"] !== undefined;
    if (/RealEstate|\/listings\/\d+/.test(request.url()) || (request.headers().rsc && !prefetch)) listingRequests.push(request.url());
  });
  await page.goto(`/chatbots/${bot}/listings`);
  await expect(page.getByText("1–20 of 45 listings")).toBeVisible();
  await expect(rows(page)).toHaveCount(20);
  // The range above the grid follows the URL at once; the rows follow when the page's data has come
  // (until then the grid shows the previous page, marked busy). Read them only then.
  await expect(grid(page)).not.toHaveAttribute("aria-busy", "true");
  // The MLS number is the third cell: the select box and the photo come first.
  const firstPage = await rows(page).locator("td:nth-child(3)").allTextContents();

  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByText("21–40 of 45 listings")).toBeVisible();
  await expect(grid(page)).not.toHaveAttribute("aria-busy", "true");
  const secondPage = await rows(page).locator("td:nth-child(3)").allTextContents();
  expect(secondPage).toHaveLength(20);
  expect(secondPage.filter((mls) => firstPage.includes(mls))).toEqual([]);

  await page.getByLabel("Per page").selectOption("10");
  await expect(page).toHaveURL(/\?size=10$/);
  await expect(page.getByText("1–10 of 45 listings")).toBeVisible();
  await page.goto(`/chatbots/${bot}/listings?size=10&page=5`);
  await expect(page.getByText("41–45 of 45 listings")).toBeVisible();
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByRole("button", { name: "Next page" })).toBeDisabled();

  listingRequests.length = 0;
  await page.getByLabel("Per page").selectOption("100");
  await expect(page.getByText("1–45 of 45 listings")).toBeVisible();
  await expect(rows(page)).toHaveCount(45);
  // Only the list itself: no server render for the new URL, and no requests for rows (queries or prefetched edit pages).
  expect(listingRequests.filter((url) => url.includes("RealEstateList"))).toHaveLength(1);
  expect(listingRequests.filter((url) => !url.includes("RealEstateList"))).toEqual([]);
});

test("selects rows and deletes them after confirming", async ({ page, owner, api }) => {
  const bot = await newBot(api);
  await seedListings(api, bot, 5);
  await page.goto(`/chatbots/${bot}/listings`);
  for (const n of [1, 2, 3]) await page.getByRole("checkbox", { name: `Select MLS T-${n}` }).check();
  await expect(page.getByText("3 listings selected")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Select all listings on this page" })).not.toBeChecked();

  await page.getByRole("button", { name: "Delete selected" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete 3 listings?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect((await listListings(api, bot)).VirtualCount).toBe(5);

  await page.getByRole("button", { name: "Delete selected" }).click();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Deleted 3 listings")).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  const left = await listListings(api, bot);
  expect(left.List.map((listing) => listing.MLSNumber).sort()).toEqual(["T-4", "T-5"]);

  await page.getByRole("checkbox", { name: "Select all listings on this page" }).check();
  await expect(page.getByText("2 listings selected")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Select MLS T-4" })).toBeChecked();
  await page.getByRole("checkbox", { name: "Select all listings on this page" }).uncheck();
  await expect(page.getByRole("button", { name: "Delete selected" })).toBeHidden();
});

test("the listings page works at 375 px: cards instead of the table, with no sideways scroll", async ({ page, owner, api }) => {
  const bot = await newBot(api, "Narrow Realty");
  await seedListings(api, bot, 6);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/chatbots/${bot}/listings`);
  // Issue 23 §4: on phones each listing is a card; the eleven-column table is not shown.
  const cards = page.getByRole("list", { name: "Listings" }).getByRole("listitem");
  await expect(cards).toHaveCount(6);
  await expect(grid(page)).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, "listings-375");
});
