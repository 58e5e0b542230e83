import { describe, expect, it } from "vitest";
import { baseUrl, call, fixtures, newChatbot, newListing, ok } from "./helpers";

// Listing cards travel only on the widget's and the tester's channel: ClientAsk's documented
// stream and JSON reply are unchanged unless a client asks for them with listingCards.

const QUESTION = "Show me 3 bedroom homes for sale in Austin";

async function session(bot: string) {
  return (await ok<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: bot })).SessionID;
}

async function streamed(path: string, body: object, headers: Record<string, string>) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  return { response, text, lines, objects: lines.map((line) => JSON.parse(line) as Record<string, any>) };
}

const clientAsk = (sessionID: number, extra: object = {}) =>
  streamed("/chat/Chat/ClientAsk", { sessionID, content: QUESTION, stream: true, ...extra }, { Authorization: fixtures.a.apiKey });

async function botWithListings() {
  const bot = await newChatbot();
  const images = (n: number) => [`https://img.example.com/home-${n}.jpg`, `https://img.example.com/home-${n}-b.jpg`];
  for (let i = 0; i < 3; i++)
    await newListing(bot, { City: "Austin", Bedrooms: 3, SalePrice: 400_000 + i * 10_000, Address: `${100 + i} Congress Ave`, Images: images(i) });
  return bot;
}

/** What a stream holds apart from its IDs, which differ from one ask to the next. */
const shape = (objects: Record<string, any>[]) => objects.map((object) => Object.keys(object).sort().join());

describe("ClientAsk without listingCards", () => {
  it("streams exactly the documented lines: pieces, then the summary, no listings", async () => {
    const bot = await botWithListings();
    const absent = await clientAsk(await session(bot));
    const off = await clientAsk(await session(bot), { listingCards: false });
    for (const { response, lines, objects } of [absent, off]) {
      expect(response.status).toBe(200);
      expect(lines.every((line) => line.startsWith("{"))).toBe(true);
      expect(shape(objects.slice(0, -1)).every((keys) => keys === "content")).toBe(true);
      expect(shape([objects.at(-1)!])).toEqual(["Answer,AnswerID,QuestionID,TaskCompleted,TotalToken"]);
      expect(
        objects
          .slice(0, -1)
          .map((piece) => piece.content)
          .join(""),
      ).toBe(objects.at(-1)!.Answer);
    }
    expect(shape(off.objects)).toEqual(shape(absent.objects));
    expect(off.objects.map((object) => object.content ?? object.Answer)).toEqual(absent.objects.map((object) => object.content ?? object.Answer));
  });

  it("answers in one envelope with exactly its four fields, even when asked for cards", async () => {
    const bot = await botWithListings();
    const reply = await call("/chat/Chat/ClientAsk", { sessionID: await session(bot), content: QUESTION, listingCards: true });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body.Data).sort()).toEqual(["content", "messageid", "noAnswer", "totalToken"]);
  });

  it("refuses a listingCards that is not a boolean", async () => {
    const bot = await newChatbot();
    const reply = await call("/chat/Chat/ClientAsk", { sessionID: await session(bot), content: "hi", stream: true, listingCards: "lots" });
    expect(reply.status).toBe(400);
    expect(reply.body.Message).toMatch(/listingCards/);
  });
});

describe("ClientAsk with listingCards", () => {
  it("sends the answer's listings as one line right before the summary", async () => {
    const bot = await botWithListings();
    const { objects } = await clientAsk(await session(bot), { listingCards: true });
    const at = objects.findIndex((object) => "listings" in object);
    expect(at).toBe(objects.length - 2);
    expect(Object.keys(objects[at]!)).toEqual(["listings"]);
    const cards = objects[at]!.listings as Record<string, any>[];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(5);
    for (const card of cards) {
      expect(card.photo).toMatch(/^https:\/\/img\.example\.com\/home-\d\.jpg$/);
      expect(card).toMatchObject({ city: "Austin", bedrooms: 3, currencySymbol: "$", saleType: "for_sale" });
      expect(card.url).toMatch(/^https:\/\/homes\.example\.com\/listing\//);
      expect(card.address).toMatch(/Congress Ave$/);
      expect(card.price).toBeGreaterThanOrEqual(400_000);
    }
    // The pieces still add up to the summary's Answer, and the stored answer has no cards in it.
    expect(
      objects
        .filter((object) => "content" in object)
        .map((piece) => piece.content)
        .join(""),
    ).toBe(objects.at(-1)!.Answer);
  });

  it("sends no listings line for an answer that names none", async () => {
    const bot = await botWithListings();
    const { objects } = await clientAsk(await session(bot), { listingCards: true, content: "Hello there" });
    expect(objects.some((object) => "listings" in object)).toBe(false);
    expect(shape([objects.at(-1)!])).toEqual(["Answer,AnswerID,QuestionID,TaskCompleted,TotalToken"]);
  });
});

describe("Widget/Ask", () => {
  it("always sends the listing cards", async () => {
    const bot = await botWithListings();
    const origin = { origin: "https://homes.example.com" };
    const opened = await streamed(`/chat/Widget/Session?serialNumber=${bot}`, {}, origin);
    const token = opened.objects[0]!.Data.Token as string;
    const { response, objects } = await streamed(
      `/chat/Widget/Ask?serialNumber=${bot}`,
      { content: QUESTION, stream: true },
      { ...origin, authorization: `Bearer ${token}` },
    );
    expect(response.status).toBe(200);
    const listings = objects.at(-2)!.listings as Record<string, any>[];
    expect(listings.length).toBeGreaterThan(0);
    expect(listings[0]!.photo).toMatch(/^https:\/\/img\.example\.com\//);
  });
});
