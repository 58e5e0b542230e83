import type { Page } from "@playwright/test";
import { tinyPng } from "../tests/api/bytes";
import { listingInput, listListings, newBot } from "./listing-data";
import { expect, screenshot, test } from "./support";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const control = field(page, label);
    if ((await control.evaluate((element) => element.tagName)) === "SELECT") await control.selectOption(value);
    else await control.fill(value);
  }
}

const getListing = (api: <T>(path: string, body?: object) => Promise<T>, bot: string, id: string) =>
  api<Record<string, unknown>>("/chat/Chatbot/RealEstateGet", { SerialNumber: bot, Key: id, KeyType: "PlatformId" });

test("an owner creates a listing with every section of the form, an uploaded image included", async ({ page, owner, api, baseURL }) => {
  const bot = await newBot(api);
  await page.goto(`/chatbots/${bot}/listings`);
  await page.getByRole("link", { name: "New listing" }).click();
  await expect(page).toHaveURL(/\/listings\/new$/);
  await fill(page, {
    "MLS number": "F-100",
    "Sale type": "for_rent",
    Status: "PreOnMarket",
    "Property type": "Condo",
    "Listing URL": "https://example.com/f-100",
    "Currency symbol": "€",
    "Rent per month": "2450.5",
    Deposit: "2450",
    "HOA fee per month": "120",
    "Price per unit area": "25",
    "Estimated value": "500000",
    Bedrooms: "2",
    Bathrooms: "1.5",
    "Parking spots": "1",
    "Building area": "98",
    "Lot area": "0",
    "Area unit": "Square Meters",
    "Year built": "1999",
    "Days on market": "12",
    "Space type": "Entire place",
    "Street address": "1600 Market St",
    City: "Denver",
    State: "CO",
    "ZIP code": "80202",
    "Area or neighborhood": "LoDo",
    Latitude: "39.75",
    Longitude: "-104.99",
    Description: "Corner unit with mountain views.",
    Tours: "3D",
  });
  await expect(field(page, "Bedrooms")).toHaveAttribute("aria-required", "true");
  await expect(field(page, "City")).not.toHaveAttribute("aria-required");

  await page.getByRole("button", { name: "Add image URL" }).click();
  await field(page, "Image 1 URL").fill("https://img.example.com/1.jpg");
  await page.getByLabel("Upload image").setInputFiles({ name: "house.png", mimeType: "image/png", buffer: tinyPng() });
  await expect(field(page, "Image 2 URL")).toHaveValue(new RegExp(`^${baseURL}/api/files/\\d+/\\w+$`));
  const uploaded = await field(page, "Image 2 URL").inputValue();
  await expect.poll(() => page.getByRole("img", { name: "Image 2" }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  // A photo on another host is not requested: the page's policy would block it.
  await expect(page.getByRole("img", { name: "Image 1" })).toHaveCount(0);
  await expect(page.getByText("No preview")).toBeVisible();

  for (const [i, key, value] of [
    [1, "Pets", "Cats only"],
    [2, "Floor", "3"],
  ] as const) {
    await page.getByRole("button", { name: "Add extra field" }).click();
    await fill(page, { [`Extra field ${i} name`]: key, [`Extra field ${i} value`]: value });
  }
  await screenshot(page, "listing-form");

  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(page).toHaveURL(new RegExp(`/chatbots/${bot}/listings$`));
  await expect(page.getByText("Listing created")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Select MLS F-100" })).toBeVisible();

  const { List } = await listListings(api, bot, { MLSNumber: "F-100" });
  expect(await getListing(api, bot, String(List[0]!.ID))).toMatchObject({
    SaleType: "for_rent",
    Status: "PreOnMarket",
    CurrencySymbol: "€",
    PropertyType: "Condo",
    Bedrooms: 2,
    Bathrooms: 1.5,
    Url: "https://example.com/f-100",
    MLSNumber: "F-100",
    YearBuilt: 1999,
    DaysOnMarket: 12,
    LotArea: 0,
    BuildingArea: 98,
    AreaUnit: "Square Meters",
    Images: ["https://img.example.com/1.jpg", uploaded],
    Tours: "3D",
    ParkingSpots: 1,
    Description: "Corner unit with mountain views.",
    ExtensionColumn: [
      { Key: "Pets", value: "Cats only" },
      { Key: "Floor", value: "3" },
    ],
    Location: "LoDo",
    Address: "1600 Market St",
    City: "Denver",
    State: "CO",
    ZIP: "80202",
    Latitude: 39.75,
    Longitude: -104.99,
    SalePrice: null,
    UnitAreaPrice: 25,
    HOAMonth: 120,
    ZestimatePrice: 500000,
    RentPrice: 2450.5,
    SpaceType: "Entire place",
    DepositFee: 2450,
  });
});

test("editing sends only the changed fields and returns to the filtered grid", async ({ page, owner, api }) => {
  const bot = await newBot(api);
  const id = await api<string>(
    "/chat/Chatbot/RealEstateCreate",
    listingInput(bot, 1, {
      Images: ["https://img.example.com/a.jpg", "https://img.example.com/b.jpg"],
      ExtensionColumn: [{ Key: "Pets", value: "No" }],
      RentPrice: 1000,
    }),
  );
  await page.goto(`/chatbots/${bot}/listings?city=Austin`);
  await page.getByRole("link", { name: "Edit MLS T-1" }).click();
  await expect(page).toHaveURL(new RegExp(`/listings/${id}$`));
  await expect(page.getByRole("heading", { name: "Edit listing T-1" })).toBeVisible();
  await expect(field(page, "Image 2 URL")).toHaveValue("https://img.example.com/b.jpg");

  await fill(page, { Status: "Sold", "Extra field 1 value": "Dogs welcome", "Rent per month": "" });
  await page.getByRole("button", { name: "Remove image 1" }).click();
  // Hold the grid's next list reply, to see what it shows before the fresh page arrives.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/chat/Chatbot/RealEstateList", async (route) => {
    await held;
    await route.continue();
  });
  const sent = page.waitForRequest("**/chat/Chatbot/RealEstateUpdate");
  await page.getByRole("button", { name: "Save changes" }).click();
  const body = (await sent).postDataJSON();
  expect(Object.keys(body).sort()).toEqual(["ExtensionColumn", "Images", "Key", "KeyType", "RentPrice", "SerialNumber", "Status"]);
  expect(body).toMatchObject({ Key: id, KeyType: "PlatformId", RentPrice: null });

  await expect(page).toHaveURL(/\/listings\?city=Austin$/);
  await expect(page.getByText("Listing saved")).toBeVisible();
  // Never the cached page from before the edit: the row appears only with what was saved.
  await expect(page.getByRole("status").getByText("Loading listings…")).toBeAttached();
  await expect(page.getByRole("row", { name: /T-1/ })).toHaveCount(0);
  release();
  await expect(page.getByRole("row", { name: /T-1/ })).toContainText("Sold");
  expect(await getListing(api, bot, id)).toMatchObject({
    Status: "Sold",
    Images: ["https://img.example.com/b.jpg"],
    ExtensionColumn: [{ Key: "Pets", value: "Dogs welcome" }],
    RentPrice: null,
    Bedrooms: 2,
    City: "Austin",
    SalePrice: 300_001,
  });
});

test("errors show beside their fields: the schema's before sending, the server's after", async ({ page, owner, api, consoleGuard }) => {
  consoleGuard.allowRefused("/chat/Chatbot/RealEstateCreate", 409);
  const bot = await newBot(api);
  const taken = await api<string>("/chat/Chatbot/RealEstateCreate", listingInput(bot, 1));
  const creates: string[] = [];
  page.on("request", (request) => request.url().includes("RealEstateCreate") && creates.push(request.url()));
  await page.goto(`/chatbots/${bot}/listings/new`);
  await fill(page, {
    "MLS number": "T-1",
    Bedrooms: "2.5",
    Bathrooms: "1",
    "Year built": "1990",
    "Days on market": "3",
    "Lot area": "0",
    "Building area": "700",
    "Parking spots": "0",
  });
  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(field(page, "Bedrooms")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "Bedrooms")).toHaveAccessibleDescription("Must be an integer");
  await expect(field(page, "Property type")).toHaveAccessibleDescription("Must not be empty");
  await expect(field(page, "Property type")).toBeFocused();
  expect(creates).toEqual([]);

  // Leaving with unsaved changes asks first, in the app.
  await page.getByRole("link", { name: "Listings", exact: true }).click();
  await page.getByRole("dialog", { name: "Leave without saving?" }).getByRole("button", { name: "Stay on this page" }).click();
  await expect(page).toHaveURL(/\/listings\/new$/);

  await fill(page, { Bedrooms: "2", "Property type": "Loft" });
  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(field(page, "MLS number")).toHaveAccessibleDescription(`"T-1" is already used by listing ${taken} of this chatbot`);
  // The toast names the field as the form does, not by its API name.
  await expect(page.getByText(`MLS number "T-1" is already used by listing ${taken} of this chatbot`)).toBeVisible();
  await expect(page.getByText(/MLSNumber/)).toHaveCount(0);
  await expect(field(page, "Bedrooms")).not.toHaveAttribute("aria-invalid");
  expect(creates).toHaveLength(1);
});
