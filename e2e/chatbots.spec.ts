import { expect, listingBody, screenshot, test } from "./support";

test("an owner creates a chatbot, sees it with its counts, and deletes it after confirming", async ({ page, owner, api }) => {
  await page.goto("/chatbots");
  await page.getByRole("button", { name: "New chatbot" }).click();
  await page.getByLabel("Name").fill("Harbor Homes");
  await page.getByLabel("Time zone").selectOption("America/New_York");
  await page.getByRole("button", { name: "Create", exact: true }).click();

  await expect(page).toHaveURL(/\/chatbots\/[0-9a-f]{32}\/settings$/);
  const id = page.url().match(/chatbots\/([0-9a-f]{32})/)![1]!;
  expect(await api<any>("/chat/Chatbot/Get", { serialNumber: id })).toMatchObject({ Name: "Harbor Homes", TimeZone: "America/New_York" });

  // A listing with no price: undefined leaves listingBody's SalePrice out of the body.
  await api("/chat/Chatbot/RealEstateCreate", listingBody(id, { MLSNumber: "HH-1", City: "Boston", SalePrice: undefined }));
  const { SessionID } = await api<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: id });
  await api("/chat/Chat/ClientAsk", { sessionID: SessionID, content: "Any condos in Boston?" });

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
