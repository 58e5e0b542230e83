import { expect, listingBody, screenshot, test, expectNoSideScroll } from "./support";

test("an owner creates a chatbot, sees it with its counts, and deletes it after confirming", async ({ page, owner, api }) => {
  await page.goto("/chatbots");
  await page.getByRole("button", { name: "New chatbot" }).click();
  await page.getByLabel("Name").fill("Harbor Homes");
  await page.getByLabel("Time zone").selectOption("America/New_York");
  await page.getByRole("button", { name: "Create", exact: true }).click();

  // A new chatbot opens on its checklist, not on its 36 settings.
  await expect(page).toHaveURL(/\/chatbots\/[0-9a-f]{32}\/start$/);
  const id = page.url().match(/chatbots\/([0-9a-f]{32})/)![1]!;
  await expect(page.getByRole("heading", { name: "Get started" })).toBeVisible();
  await expect(page.getByText("0 of 4 steps done")).toBeVisible();
  expect(await api<any>("/chat/Chatbot/Get", { serialNumber: id })).toMatchObject({ Name: "Harbor Homes", TimeZone: "America/New_York" });

  // A listing with no price: undefined leaves listingBody's SalePrice out of the body.
  await api("/chat/Chatbot/RealEstateCreate", listingBody(id, { MLSNumber: "HH-1", City: "Boston", SalePrice: undefined }));
  const { SessionID } = await api<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: id });
  await api("/chat/Chat/ClientAsk", { sessionID: SessionID, content: "Any condos in Boston?" });
  await page.goto(`/chatbots/${id}/start`);
  await expect(page.getByText("2 of 4 steps done")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Add your listings Done" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Try it in the chat tester Done" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Put it on your website To do" })).toBeVisible();

  await page.goto("/chatbots");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Harbor Homes" }) });
  await expect(card.getByRole("term")).toHaveText(["Listings", "Messages this month"]);
  await expect(card.getByRole("definition")).toHaveText(["1", "1"]);
  await screenshot(page, "chatbots");

  await card.getByRole("button", { name: "Delete Harbor Homes" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Harbor Homes?" });
  await expect(dialog).toContainText("its 1 listings");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect(await api<any[]>("/chat/Chatbot/List")).toHaveLength(1);

  await card.getByRole("button", { name: "Delete Harbor Homes" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete chatbot" }).click();
  await expect(page.getByText("Deleted Harbor Homes")).toBeVisible();
  await expect(page.getByText("No chatbots yet")).toBeVisible();
  expect(await api<any[]>("/chat/Chatbot/List")).toEqual([]);
});

test("the chatbots page works at 375 px wide", async ({ page, owner, api }) => {
  await api("/chat/Chatbot/Add", { Name: "Narrow Screen Realty With A Long Name" });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/chatbots");
  await expect(page.getByRole("heading", { name: "Narrow Screen Realty With A Long Name" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, "chatbots-375");
});

for (const width of [1280, 375]) {
  test(`a new chatbot's checklist marks each step as it is done, and the tester says when there are no listings (${width} px)`, async ({
    page,
    owner,
    api,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const bot = await api<string>("/chat/Chatbot/Add", { Name: `Checklist ${width}` });
    await page.goto(`/chatbots/${bot}`);
    await expect(page).toHaveURL(new RegExp(`/chatbots/${bot}/start$`));
    await expect(page.getByText("0 of 4 steps done")).toBeVisible();
    await page.getByRole("link", { name: "Open the chat tester" }).click();
    await expect(page.getByRole("status").filter({ hasText: "This chatbot has no listings yet" })).toBeVisible();
    await page.getByRole("status").getByRole("link", { name: "Add listings" }).click();
    await expect(page).toHaveURL(new RegExp(`/chatbots/${bot}/listings$`));

    await api("/chat/Chatbot/RealEstateCreate", listingBody(bot, { MLSNumber: "CK-1", City: "Austin" }));
    await api("/chat/Chatbot/Edit", { serialNumber: bot, Domains: "homes.example.com" });
    const session = await fetch(new URL(`/chat/Widget/Session?serialNumber=${bot}`, page.url()), {
      method: "POST",
      headers: { origin: "https://homes.example.com" },
      body: "{}",
    });
    const { Token } = (await session.json()).Data;
    await fetch(new URL(`/chat/Widget/Ask?serialNumber=${bot}`, page.url()), {
      method: "POST",
      headers: { origin: "https://homes.example.com", authorization: `Bearer ${Token}` },
      body: JSON.stringify({ content: "Homes in Austin?" }),
    });
    await page.goto(`/chatbots/${bot}/start`);
    await expect(page.getByText("3 of 4 steps done")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Go live Done" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Try it in the chat tester To do" })).toBeVisible();
    await expectNoSideScroll(page);
    await screenshot(page, `get-started-${width}`);
    void owner;
  });
}
