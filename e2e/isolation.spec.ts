import { chatCall, expect, screenshot, signUpOwner, test } from "./support";

test("a second owner cannot reach the first owner's chatbot by URL", async ({ page, owner, api, browser, baseURL, consoleGuard }) => {
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "First Owner's Secret Bot" });
  const listing = await api<string>("/chat/Chatbot/RealEstateCreate", {
    SerialNumber: bot,
    SaleType: "for_rent",
    Status: "Active",
    CurrencySymbol: "$",
    PropertyType: "Apartment",
    Bedrooms: 1,
    Bathrooms: 1,
    Url: "",
    MLSNumber: "SECRET-1",
    YearBuilt: 1990,
    DaysOnMarket: 1,
    LotArea: 0,
    BuildingArea: 500,
    AreaUnit: "Square Feet",
    ParkingSpots: 0,
    City: "Hidden City",
    RentPrice: 1234,
  });
  await page.goto(`/chatbots/${bot}/settings`);
  await expect(page.getByRole("heading", { level: 1, name: "First Owner's Secret Bot" })).toBeVisible();

  const other = await browser.newContext();
  // The intruder's pages are watched too; every read of the first owner's chatbot is refused with 404 on purpose.
  consoleGuard.watch(other);
  consoleGuard.allow(/^console error at https?:\/\/[^/]+\/chat\/Chatbot\/\w+: Failed to load resource: the server responded with a status of 404 /);
  const intruder = await other.newPage();
  await signUpOwner(intruder, baseURL!);
  for (const path of ["settings", "chat", "listings", `listings/${listing}`, "conversations"]) {
    await intruder.goto(`/chatbots/${bot}/${path}`);
    await expect(intruder.getByRole("alert").getByText("Chatbot not found"), path).toBeVisible();
    await expect(intruder.getByText("First Owner's Secret Bot")).toHaveCount(0);
    await expect(intruder.getByText("Hidden City")).toHaveCount(0);
  }
  await screenshot(intruder, "isolation-not-found");
  await intruder.goto("/chatbots");
  await expect(intruder.getByText("No chatbots yet")).toBeVisible();

  // The handlers behind the pages say the same to the intruder's session.
  for (const [path, body] of [
    ["/chat/Chatbot/Get", { serialNumber: bot }],
    ["/chat/Chatbot/Edit", { serialNumber: bot, Name: "Taken over" }],
    ["/chat/Chatbot/RealEstateList", { SerialNumber: bot }],
    ["/chat/Chatbot/RealEstateDelete", { SerialNumber: bot, Keys: [listing], KeyType: "PlatformId" }],
    ["/chat/Chatbot/Remove", { serialNumber: bot }],
  ] as const) {
    await expect(chatCall(intruder.request, baseURL!, path, body), path).rejects.toThrow(/: 404 /);
  }
  await other.close();

  expect(await api<any>("/chat/Chatbot/Get", { serialNumber: bot })).toMatchObject({ Name: "First Owner's Secret Bot" });
  expect((await api<any>("/chat/Chatbot/RealEstateList", { SerialNumber: bot })).VirtualCount).toBe(1);
  void owner;
});
