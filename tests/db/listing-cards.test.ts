import { describe, expect, it } from "vitest";
import { listings } from "@/db/schema";
import { answerListingIds, listingCards } from "@/lib/chat/cards";
import { createChatbot } from "@/lib/chatbots/service";
import { demoListings } from "@/lib/demo/listings";
import { embeddedDatabase, newWorkspace } from "../setup/embedded";

// The cards under an answer: read by ID from the chatbot's own listings, in the answer's order.
describe("listing cards on the embedded database", () => {
  const database = embeddedDatabase("cards");

  async function seed() {
    const { db } = database;
    const workspace = await newWorkspace(db, "Cards");
    const bot = await createChatbot({ db, workspace, input: {} });
    const other = await createChatbot({ db, workspace, input: {} });
    const [sale, rent, odd] = demoListings()
      .filter((listing) => listing.SaleType === "for_sale")
      .slice(0, 3);
    const rental = demoListings().find((listing) => listing.SaleType === "for_rent")!;
    const rows = await db
      .insert(listings)
      .values([
        { ...sale!, chatbotId: bot, Images: ["https://img.example.com/a.jpg", "https://img.example.com/b.jpg"], Address: "4100 Congress Ave", City: "Austin" },
        { ...rental, chatbotId: bot, RentPrice: 2500, CurrencySymbol: "€" },
        // Stored before validation existed: neither a javascript: link nor a data: image reaches a card.
        { ...odd!, chatbotId: bot, Images: ["data:image/png;base64,AAAA"], Url: "javascript:alert(1)" },
        { ...rent!, chatbotId: other },
      ])
      .returning({ id: listings.id });
    return { db, bot, ids: rows.map((row) => row.id) };
  }

  it("gives the chatbot's own listings in the order asked, with the first http(s) photo and link", async () => {
    const { db, bot, ids } = await seed();
    const [house, flat, odd, foreign] = ids as [number, number, number, number];
    const cards = await listingCards({ db, chatbotId: bot, ids: [flat, foreign, house, odd, 999_999_999] });
    expect(cards.map((card) => card.id)).toEqual([flat, house, odd]);
    expect(cards[1]).toMatchObject({ photo: "https://img.example.com/a.jpg", address: "4100 Congress Ave", city: "Austin", saleType: "for_sale" });
    expect(cards[1]!.url).toMatch(/^https:\/\//);
    expect(cards[0]).toMatchObject({ price: 2500, currencySymbol: "€", saleType: "for_rent" });
    expect(cards[2]).toMatchObject({ photo: null, url: null });
    expect(Object.keys(cards[0]!).sort()).toEqual(
      ["address", "bathrooms", "bedrooms", "city", "currencySymbol", "id", "mlsNumber", "photo", "price", "saleType", "status", "url"].sort(),
    );
    expect(await listingCards({ db, chatbotId: bot, ids: [] })).toEqual([]);
  });
});

describe("which listings an answer names", () => {
  it("takes the concierge's listingIds when it gives them, even none", () => {
    const tools = [{ kind: "search", listings: [{ id: 9 }] }];
    expect(answerListingIds({ casabot: { listingIds: [3, 1, 3, "2"] } }, tools)).toEqual([3, 1, 2]);
    expect(answerListingIds({ casabot: { listingIds: [] } }, tools)).toEqual([]);
  });

  it("else the listings of the tool results, search, a listing and a comparison alike, the first five", () => {
    const outputs = [
      { kind: "count", total: 40 },
      { kind: "search", total: 9, listings: [{ id: 1 }, { id: 2 }, { id: 3 }] },
      { kind: "listing", listing: { id: 2 } },
      { kind: "compare", listings: [{ id: 4 }, { id: 5 }, { id: 6 }] },
      null,
      "text",
    ];
    expect(answerListingIds({ casabot: { noAnswer: false } }, outputs)).toEqual([1, 2, 3, 4, 5]);
    expect(answerListingIds(undefined, [{ kind: "listing", listing: null }])).toEqual([]);
  });
});
