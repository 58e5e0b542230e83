import type { BrowserContext, Locator } from "@playwright/test";
import { expect, expectAccessible, listingBody, screenshot, test } from "./support";
import { ask, botMessages, HostSite, openChat, snippet } from "./widget-host";

// Listing cards: wherever an answer names listings, the widget and the dashboard's chat
// tester show each one's first photo, price, beds and baths, address and a link. The
// concierge's wording is not asserted here: only the cards.

type Api = <T = unknown>(path: string, body?: object) => Promise<T>;

const PHOTOS = "https://photos.casabot.test";
const QUESTION = "Show me 3 bedroom homes for sale in Austin";

let site: HostSite;
test.beforeAll(async () => {
  site = await HostSite.start();
});
test.afterAll(async () => {
  await site.close();
});

/** A house drawn in the listing's colour, as the photo host would serve it. */
function house(hue: number) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="240" viewBox="0 0 400 240">` +
    `<rect width="400" height="240" fill="hsl(${hue},60%,85%)"/><rect y="190" width="400" height="50" fill="hsl(110,35%,55%)"/>` +
    `<polygon points="110,110 200,50 290,110" fill="hsl(${hue},45%,40%)"/><rect x="130" y="110" width="140" height="85" fill="#fff"/>` +
    `<rect x="185" y="145" width="30" height="50" fill="hsl(${hue},45%,40%)"/><rect x="145" y="125" width="28" height="24" fill="#93c5fd"/><rect x="227" y="125" width="28" height="24" fill="#93c5fd"/></svg>`
  );
}

/** Photos come from the owner's own host: the browser gets them from here instead. */
async function servePhotos(context: BrowserContext) {
  await context.route(`${PHOTOS}/**`, (route) => {
    const hue = Number(/home-(\d+)/.exec(route.request().url())?.[1] ?? 0) * 70;
    return route.fulfill({ status: 200, contentType: "image/svg+xml", body: house(hue) });
  });
}

async function botWithListings(api: Api) {
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Sunny Homes" });
  const homes = [
    { MLSNumber: "TX-CARD-1", Address: "4100 Congress Ave", SalePrice: 455_000, Images: [`${PHOTOS}/home-1.svg`, `${PHOTOS}/home-1b.svg`] },
    { MLSNumber: "TX-CARD-2", Address: "12 Oak St", SalePrice: 512_500, Images: [`${PHOTOS}/home-2.svg`] },
    { MLSNumber: "TX-CARD-3", Address: "77 Barton Springs Rd", SalePrice: 389_000, Images: [] },
  ];
  for (const home of homes) {
    const url = `https://example.com/listings/${home.MLSNumber.toLowerCase()}`;
    await api("/chat/Chatbot/RealEstateCreate", listingBody(bot, { ...home, Url: url, City: "Austin", Bedrooms: 3, Bathrooms: 2 }));
  }
  return bot;
}

/** Each card shows its price, beds and baths, address and a link; a photo when it has one, loaded. */
async function expectCards(cards: Locator) {
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(2);
  let photos = 0;
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    await expect(card).toContainText(/\$\d{3},\d{3}/);
    await expect(card).toContainText("3 bd · 2 ba");
    await expect(card).toContainText(/, Austin/);
    const link = card.getByRole("link", { name: /^View listing/ });
    await expect(link).toHaveAttribute("href", /^https:\/\/example\.com\/listings\/tx-card-\d$/);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const image = card.getByRole("img");
    if ((await image.count()) === 0) continue;
    photos++;
    await expect(image).toHaveAttribute("src", /^https:\/\/photos\.casabot\.test\/home-\d\.svg$/);
    await expect(image).toHaveAttribute("alt", /, Austin$/);
    await expect(image).toHaveAttribute("loading", "lazy");
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0)).toBe(true);
  }
  expect(photos).toBeGreaterThanOrEqual(1);
}

test("the widget shows listing cards under an answer that names listings", async ({ page, context, owner, api, baseURL }) => {
  await servePhotos(context);
  const bot = await botWithListings(api);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(site.page(snippet(baseURL!, bot)));
  const frame = await openChat(page);
  await ask(frame, QUESTION);
  const answer = botMessages(frame).nth(1);
  await expect(answer).not.toHaveAttribute("aria-busy", "true", { timeout: 15_000 });
  const cards = answer.getByRole("list", { name: /listings?$/ }).getByRole("listitem");
  await expectCards(cards);
  // A listing without a photo shows a plain tile, never a broken image.
  await expect(answer.locator(".listing-photo-none").or(answer.getByRole("img"))).toHaveCount(await cards.count());
  await expectAccessible(page, "widget with listing cards");
  await answer.getByRole("list", { name: /listings?$/ }).evaluate((row) => (row.scrollLeft = 0));
  await screenshot(page, "listing-cards-widget");

  // The cards come back with the conversation on the next visit.
  await page.reload();
  const again = await openChat(page);
  await expect(
    botMessages(again)
      .nth(1)
      .getByRole("list", { name: /listings?$/ })
      .getByRole("listitem"),
  ).toHaveCount(await cards.count());

  // On a phone the widget fills the screen and the row of cards scrolls sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  const phone = await openChat(page);
  const row = botMessages(phone)
    .nth(1)
    .getByRole("list", { name: /listings?$/ });
  await expect(row.getByRole("listitem").first()).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  expect((await row.boundingBox())!.width).toBeLessThanOrEqual(375);
  await expectAccessible(page, "widget with listing cards at 375 px");
  await screenshot(page, "listing-cards-widget-375");
  void owner;
});

test("the chat tester shows listing cards under an answer that names listings", async ({ page, context, owner, api }) => {
  await servePhotos(context);
  const bot = await botWithListings(api);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(`/chatbots/${bot}/chat`);
  await page.getByLabel("Message", { exact: true }).fill(QUESTION);
  await page.getByLabel("Message", { exact: true }).press("Enter");
  const answer = page.getByRole("list", { name: "Messages" }).getByRole("listitem", { name: "Chatbot" }).nth(1);
  await expect(answer.locator("time")).toBeVisible({ timeout: 15_000 });
  await expectCards(answer.getByTestId("listing-card"));
  await expectAccessible(page, "chat tester with listing cards");
  await screenshot(page, "listing-cards-tester");

  // A greeting names no listings: no cards under it.
  await page.getByLabel("Message", { exact: true }).fill("Hello!");
  await page.getByLabel("Message", { exact: true }).press("Enter");
  const greeting = page.getByRole("list", { name: "Messages" }).getByRole("listitem", { name: "Chatbot" }).nth(2);
  await expect(greeting.locator("time")).toBeVisible({ timeout: 15_000 });
  await expect(greeting.getByTestId("listing-card")).toHaveCount(0);
  void owner;
});
