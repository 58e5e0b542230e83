import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, listingBody, screenshot, test, expectNoSideScroll } from "./support";

// Issue 23 §5: the chatbot's sections, the chat tester, the settings page and the API
// reference, at 1280 and 375 px.

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };
const sizeFor = (width: number) => (width === 375 ? PHONE : DESKTOP);

/** The part of the screen a locator takes, or null when it is not rendered. */
async function box(locator: Locator) {
  return locator.boundingBox();
}

/** Whether the element is wholly inside the viewport as the page is now scrolled. */
async function onScreen(page: Page, locator: Locator) {
  const where = await box(locator);
  const size = page.viewportSize()!;
  return !!where && where.x >= 0 && where.y >= 0 && where.x + where.width <= size.width && where.y + where.height <= size.height;
}

async function noSidewaysScroll(page: Page) {
  await expectNoSideScroll(page);
}

for (const width of [1280, 375]) {
  test(`every section of a chatbot is reachable and the current one is on screen (${width} px)`, async ({ page, owner, api }) => {
    await page.setViewportSize(sizeFor(width));
    const bot = await api<string>("/chat/Chatbot/Add", { Name: `Tabs Realty ${width}` });
    await page.goto(`/chatbots/${bot}/insights`);
    const sections = page.getByRole("navigation", { name: "Chatbot", exact: true });
    if (width === 375) {
      // A phone shows the current section on a button that opens them all.
      const menu = sections.getByRole("button", { name: "Chatbot sections, now: Insights" });
      await expect(menu).toHaveAttribute("aria-expanded", "false");
      await expect(sections.getByRole("link", { name: "Mail" })).toBeHidden();
      await menu.click();
      await expect(menu).toHaveAttribute("aria-expanded", "true");
    }
    await expect(sections.getByRole("link", { name: "Insights" })).toHaveAttribute("aria-current", "page");
    const links = sections.getByRole("link");
    await expect(links).toHaveCount(11);
    for (const link of await links.all()) expect(await onScreen(page, link), `${await link.textContent()} on screen`).toBe(true);
    await noSidewaysScroll(page);
    await screenshot(page, `chatbot-sections-${width}`);

    await sections.getByRole("link", { name: "Mail" }).click();
    await expect(page).toHaveURL(new RegExp(`/chatbots/${bot}/mail$`));
    if (width === 375) {
      // The menu closes once a section is chosen, and names it.
      const menu = sections.getByRole("button", { name: "Chatbot sections, now: Mail" });
      await expect(menu).toHaveAttribute("aria-expanded", "false");
      await expect(sections.getByRole("link", { name: "Insights" })).toBeHidden();
      await menu.click();
    }
    await expect(sections.getByRole("link", { name: "Mail" })).toHaveAttribute("aria-current", "page");
    void owner;
  });

  test(`the chat tester's message box, Send and Stop are on the first screen (${width} px)`, async ({ page, owner, api }) => {
    await page.setViewportSize(sizeFor(width));
    const bot = await api<string>("/chat/Chatbot/Add", { Name: `Fold Realty ${width}` });
    await page.goto(`/chatbots/${bot}/chat`);
    // A chatbot with no listings says so, and the box is still above the fold.
    await expect(page.getByRole("status").filter({ hasText: "no listings yet" })).toBeVisible();
    const message = page.getByLabel("Message", { exact: true });
    await expect(message).toBeVisible();
    expect(await onScreen(page, message)).toBe(true);
    expect(await onScreen(page, page.getByRole("button", { name: "Send" }))).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`chat-tester-fold-${width}.png`) });

    // With a listing and a model that streams slowly, Stop takes Send's place, on screen too.
    await api("/chat/Chatbot/RealEstateCreate", listingBody(bot, { MLSNumber: `FOLD-${width}` }));
    await api("/chat/Chatbot/Edit", { serialNumber: bot, Model: "oc:fake-llm" });
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "no listings yet" })).toHaveCount(0);
    await message.fill("please answer slow");
    await page.getByRole("button", { name: "Send" }).click();
    const stop = page.getByRole("button", { name: "Stop" });
    await expect(stop).toBeVisible();
    expect(await onScreen(page, stop)).toBe(true);
    await stop.click();
    await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
    await noSidewaysScroll(page);
    void owner;
  });

  test(`settings: the section nav stays on screen and marks where you are, and leaving unsaved asks in the app (${width} px)`, async ({ page, owner, api }) => {
    await page.setViewportSize(sizeFor(width));
    const bot = await api<string>("/chat/Chatbot/Add", { Name: `Nav Realty ${width}` });
    await page.goto(`/chatbots/${bot}/settings`);
    const nav = page.getByRole("navigation", { name: "Settings sections" });
    await expect(nav.getByRole("link", { name: "General" })).toHaveAttribute("aria-current", "location");

    // Scrolled to the security settings by hand (not through the nav): the nav is still on
    // screen, and it now marks Security.
    await page.getByRole("region", { name: "Security" }).evaluate((section) => window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 40));
    await expect(nav.getByRole("link", { name: "Security" })).toHaveAttribute("aria-current", "location");
    await expect(nav.getByRole("link", { name: "General" })).not.toHaveAttribute("aria-current", "location");
    expect(await onScreen(page, nav)).toBe(true);
    expect(await onScreen(page, nav.getByRole("link", { name: "Security" }))).toBe(true);
    if (width === 1280) {
      // On a wide screen the preview stays beside the controls, far below the appearance ones.
      const preview = page.getByRole("complementary", { name: "Preview of the chat" });
      expect(await onScreen(page, preview)).toBe(true);
      await page.getByLabel("Welcome message", { exact: true }).fill("Bienvenue chez Nav Realty");
      await expect(preview).toContainText("Bienvenue chez Nav Realty");
    } else {
      // On a phone it sits under the appearance controls, in the flow.
      await expect(page.getByRole("region", { name: "Appearance" }).getByRole("figure", { name: "Preview" })).toBeAttached();
    }
    await noSidewaysScroll(page);
    await screenshot(page, `settings-nav-${width}`);

    // Leaving with unsaved changes: an in-app dialog, not the browser's; Stay keeps the page.
    await page.getByRole("region", { name: "General" }).getByLabel("Name", { exact: true }).fill(`Nav Realty ${width} renamed`);
    let browserDialog = false;
    page.on("dialog", (dialog) => {
      browserDialog = true;
      void dialog.dismiss();
    });
    const sections = page.getByRole("navigation", { name: "Chatbot", exact: true });
    if (width === 375) await sections.getByRole("button", { name: /Chatbot sections/ }).click();
    await sections.getByRole("link", { name: "Listings" }).click();
    const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Stay on this page" })).toBeFocused();
    await page.screenshot({ path: test.info().outputPath(`settings-leave-dialog-${width}.png`) });
    await dialog.getByRole("button", { name: "Stay on this page" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("region", { name: "General" }).getByLabel("Name", { exact: true })).toHaveValue(`Nav Realty ${width} renamed`);

    // Leave: the app goes where the link pointed, and nothing was saved. (On a phone the
    // sections stay open behind the dialog after Stay.)
    if (width === 375) await expect(sections.getByRole("button", { name: /Chatbot sections/ })).toHaveAttribute("aria-expanded", "true");
    await sections.getByRole("link", { name: "Listings" }).click();
    await dialog.getByRole("button", { name: "Leave and lose changes" }).click();
    await expect(page).toHaveURL(new RegExp(`/chatbots/${bot}/listings$`));
    expect((await api<{ Name: string }>("/chat/Chatbot/Get", { serialNumber: bot })).Name).toBe(`Nav Realty ${width}`);
    expect(browserDialog).toBe(false);
    void owner;
  });

  test(`settings: a refused save names the setting in words, and its message does not cover the field (${width} px)`, async ({ page, owner, api }) => {
    await page.setViewportSize(sizeFor(width));
    const bot = await api<string>("/chat/Chatbot/Add", { Name: `Toast Realty ${width}` });
    await page.goto(`/chatbots/${bot}/settings`);
    const temperature = page.getByLabel("Temperature value", { exact: true });
    await temperature.fill("250");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Not saved: check Creativity (temperature)" });
    await expect(toast).toBeVisible();
    await expect(temperature).toHaveAttribute("aria-invalid", "true");
    // Once the page has scrolled the field into view and the toast has slid in, they do not overlap.
    await expect
      .poll(async () => {
        const [field, message] = [await box(temperature), await box(toast)];
        if (!field || !message || !(await onScreen(page, temperature))) return "field off screen";
        const overlap = field.y < message.y + message.height && message.y < field.y + field.height;
        return overlap ? "covered" : "clear";
      })
      .toBe("clear");
    await page.screenshot({ path: test.info().outputPath(`settings-error-toast-${width}.png`) });
    void owner;
  });
}

test("owner screens use owner words: the chatbot ID is explained without the API's name for it", async ({ page, owner, api }) => {
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Words Realty" });
  await page.goto(`/chatbots/${bot}/settings`);
  const general = page.getByRole("region", { name: "General" });
  await expect(general.getByLabel("Chatbot ID", { exact: true })).toHaveAccessibleDescription(/chat widget on your site/);
  await expect(general).not.toContainText("serialNumber");
  void owner;
});

for (const width of [1280, 375]) {
  test(`the API reference sits in the app's frame with a table of contents that stays and a search (${width} px)`, async ({ page, owner }) => {
    test.slow();
    await page.setViewportSize(sizeFor(width));
    await page.goto("/docs");
    await expect(page.getByRole("heading", { level: 1, name: "Casabot API" })).toBeVisible();
    // The dashboard's own header and sections, for a signed-in owner.
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API docs" })).toHaveAttribute("aria-current", "page");
    if (width === 375) await page.getByText("Endpoints and search").click();
    const index = page.getByRole("navigation", { name: "Endpoints" });
    const search = index.getByRole("searchbox", { name: "Search endpoints" });
    await search.fill("lead");
    await expect(index.getByRole("link", { name: "LeadInbox" })).toBeVisible();
    await expect(index.getByRole("link", { name: "ClientAsk" })).toHaveCount(0);
    await search.fill("zzzz-nothing");
    await expect(index).toContainText("No endpoint matches “zzzz-nothing”.");
    await search.fill("client ask");
    await expect(index.getByRole("link")).toHaveCount(1);
    await index.getByRole("link", { name: "ClientAsk" }).click();
    await expect(page).toHaveURL(/\/docs#ChatClientAsk$/);
    if (width === 1280) {
      // Far down the page, the index is still beside it.
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      expect(await onScreen(page, search)).toBe(true);
    }
    await noSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath(`docs-frame-${width}.png`) });
    void owner;
  });
}

test("the API reference stays public: a visitor who is not signed in reads it with a way to sign in", async ({ page }) => {
  await page.goto("/docs");
  await expect(page.getByRole("heading", { level: 1, name: "Casabot API" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Site" }).getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
});

for (const width of [1280, 375]) {
  test(`Go to… (Ctrl+K) finds a page or a chatbot's section by typing, and goes there with the keyboard (${width} px)`, async ({ page, owner, api }) => {
    await page.setViewportSize(sizeFor(width));
    const bot = await api<string>("/chat/Chatbot/Add", { Name: `Palette Homes ${width}` });
    await api("/chat/Chatbot/Add", { Name: `Other Agency ${width}` });
    await page.goto("/chatbots");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const palette = page.getByRole("dialog", { name: "Go to a page" });
    // The page is drawn before its scripts run: a key or click before then does nothing, as for a
    // visitor, so both are repeated until the dialog opens (each only ever opens it).
    await expect(async () => {
      if (width === 375) await page.getByRole("button", { name: "Go to…" }).click();
      else await page.keyboard.press("Control+K");
      await expect(palette).toBeVisible({ timeout: 1_000 });
    }).toPass();
    const box = palette.getByRole("combobox", { name: "Go to a page or a chatbot's section" });
    await expect(box).toBeFocused();
    await box.fill(`palette ${width} list`);
    const options = palette.getByRole("option");
    await expect(options).toHaveCount(1);
    await expect(options.first()).toHaveText(new RegExp(`Palette Homes ${width} › Listings`));
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expectAccessible(page, `the Go to… dialog at ${width} px`);
    await page.screenshot({ path: test.info().outputPath(`command-palette-${width}.png`) });
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/chatbots/${bot}/listings$`));
    await expect(palette).toBeHidden();

    // Arrows move the choice; Escape closes without going anywhere.
    await page.keyboard.press("Control+K");
    await box.fill("leads");
    await expect(options.first()).toHaveText(/^Leads/);
    await box.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(options.first()).toHaveAttribute("aria-selected", "false");
    await box.press("Escape");
    await expect(palette).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/chatbots/${bot}/listings$`));
    void owner;
  });
}

test("on a phone the listings' filters fold behind one button, beside the search box, and say how many are on", async ({ page, owner, api }) => {
  await page.setViewportSize(PHONE);
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Folded Filters Realty" });
  await api("/chat/Chatbot/RealEstateCreate", listingBody(bot, { MLSNumber: "FOLD-A", Status: "Active" }));
  await api("/chat/Chatbot/RealEstateCreate", listingBody(bot, { MLSNumber: "FOLD-S", Status: "Sold" }));
  await page.goto(`/chatbots/${bot}/listings`);
  const filters = page.getByRole("search", { name: "Filter listings" });
  await expect(filters.getByLabel("Search MLS or address")).toBeVisible();
  const more = filters.getByRole("button", { name: "More filters" });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await expect(filters.getByLabel("Min price")).toBeHidden();
  await screenshot(page, "listings-filters-folded-375");

  await more.click();
  await filters.getByLabel("Status").selectOption("Sold");
  await expect(page).toHaveURL(/status=Sold/);
  const cards = page.getByRole("list", { name: "Listings" }).getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await filters.getByRole("button", { name: "Fewer filters (1 on)" }).click();
  await expect(filters.getByLabel("Status")).toBeHidden();
  await expect(filters.getByRole("button", { name: "More filters (1 on)" })).toHaveAttribute("aria-expanded", "false");

  // Opened from a URL that sets one, they start unfolded.
  await page.reload();
  await expect(filters.getByLabel("Status")).toHaveValue("Sold");
  await noSidewaysScroll(page);
  void owner;
});
