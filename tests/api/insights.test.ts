import { describe, expect, it } from "vitest";
import { asOwner, baseUrl, call, fixtures, listingInput, newChatbot, newListing, ok, signUp } from "./helpers";

// Insights over HTTP, fed by real asks: the concierge's parsed criteria and a provider model's
// tool calls (the fake OpenAI-compatible server) both end up as buyer demand; what neither could
// answer as unanswered questions; the range and its errors as any client sees them.

const today = (timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());

async function session(bot: string) {
  return (await ok<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: bot })).SessionID;
}

const ask = (sessionID: number, content: string) => call("/chat/Chat/ClientAsk", { sessionID, content });

describe("Chatbot/Insights", () => {
  it("counts the concierge's questions in three languages as buyer demand, against the homes the chatbot has", async () => {
    const bot = await newChatbot();
    await ok("/chat/Chatbot/Edit", { serialNumber: bot, TimeZone: "America/Chicago" });
    const match = await newListing(bot, { City: "Austin", Bedrooms: 3, SalePrice: 375_000 });
    await newListing(bot, { City: "Austin", Bedrooms: 4, SalePrice: 520_000 });
    await newListing(bot, { City: "Denver", SaleType: "for_rent", SalePrice: null, RentPrice: 1_900, Bedrooms: 1 });

    const first = await session(bot);
    for (const question of [
      "3 bedroom houses for sale in Austin under $400,000",
      "casas en venta en Austin con 3 habitaciones por menos de 400.000 dólares",
      "maisons à vendre à Austin avec 3 chambres à moins de 400 000 $",
    ]) {
      expect((await ask(first, question)).status).toBe(200);
    }
    // A streamed answer is recorded the same way.
    const second = await session(bot);
    const streamed = await fetch(`${baseUrl}/chat/Chat/ClientAsk`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: fixtures.a.apiKey },
      body: JSON.stringify({ sessionID: second, content: "apartments for rent in Denver up to $2,000 a month", stream: true }),
    });
    expect((await streamed.text()).trim().split("\n").at(-1)).toContain('"TaskCompleted":true');

    const found = await ok("/chat/Chatbot/Insights", { SerialNumber: bot, Range: "7d" });
    expect(found.TimeZone).toBe("America/Chicago");
    expect(found.To).toBe(today("America/Chicago"));
    expect(found.Days).toBe(7);
    expect(found.Totals).toMatchObject({ Conversations: 2, Questions: 4, Answered: 4, NoAnswer: 0, Interrupted: 0, NoAnswerRate: 0 });
    expect(found.Totals.MedianAnswerMs).toBeGreaterThanOrEqual(0);
    expect(found.Daily.at(-1)).toMatchObject({ Date: found.To, Questions: 4, Conversations: 2 });
    expect(found.Demand.Searches[0]).toEqual({
      Label: "3+ bedroom houses to buy in Austin, up to $400k",
      City: "Austin",
      Place: null,
      SaleType: "for_sale",
      MinBedrooms: 3,
      MaxPrice: 400_000,
      PropertyType: "house",
      Count: 3,
      Listings: 1,
    });
    expect(found.Demand.Languages).toEqual(
      expect.arrayContaining([
        { Value: "en", Label: "English", Count: 2 },
        { Value: "es", Label: "Spanish", Count: 1 },
        { Value: "fr", Label: "French", Count: 1 },
      ]),
    );
    expect(found.Demand.Cities).toEqual([
      { Value: "austin", Label: "Austin", Count: 3, Listings: 2 },
      { Value: "denver", Label: "Denver", Count: 1, Listings: 1 },
    ]);
    expect(found.Demand.SaleTypes).toEqual([
      { Value: "for_sale", Label: "To buy", Count: 3 },
      { Value: "for_rent", Label: "To rent", Count: 1 },
    ]);
    expect(found.TopListings.find((listing: any) => listing.ID === Number(match.id))).toMatchObject({ City: "Austin", Named: 3 });
    expect(found.Heatmap.reduce((sum: number, cell: any) => sum + cell.Questions, 0)).toBe(4);
  });

  it("records a provider model's search from its tool call, and what it could not answer", async () => {
    const bot = await newChatbot();
    await ok("/chat/Chatbot/Edit", { serialNumber: bot, Model: "fake-llm" });
    await newListing(bot, { Bedrooms: 2, SalePrice: 300_000 });
    const sessionID = await session(bot);
    expect((await ask(sessionID, "Any 2 bedroom homes?")).status).toBe(200);
    expect((await ask(sessionID, "Something unknowable, please")).body.Data.noAnswer).toBe(true);
    expect((await ask(sessionID, "something UNKNOWABLE please!")).body.Data.noAnswer).toBe(true);

    const found = await ok("/chat/Chatbot/Insights", { SerialNumber: bot });
    expect(found.Days).toBe(30);
    expect(found.Totals).toMatchObject({ Questions: 3, Answered: 1, NoAnswer: 2, NoAnswerRate: 0.6667 });
    expect(found.Demand.Bedrooms).toEqual([{ Value: "2", Label: "2+ bedrooms", Count: 1 }]);
    expect(found.Demand.Intents).toEqual([
      { Value: "other", Label: "Not understood", Count: 2 },
      { Value: "search", Label: "Searched for homes", Count: 1 },
    ]);
    // The outcome is the answer's to report: the questions' rows stay as they always were.
    const transcript = await ok("/chat/Chatbot/SessionMessages", { serialNumber: bot, sessionID });
    expect(transcript.Messages.map((message: any) => [message.Type, message.NoAnswer, message.Interrupted])).toEqual([
      ["Question", false, false],
      ["Answer", false, false],
      ["Question", false, false],
      ["Answer", true, false],
      ["Question", false, false],
      ["Answer", true, false],
    ]);
    // Case and punctuation aside, the two are one question to the owner, shown as last asked, opening its conversation.
    expect(found.Unanswered).toEqual([expect.objectContaining({ Question: "something UNKNOWABLE please!", Count: 2, SessionID: sessionID, Variants: [] })]);
  });

  it("leaves the dashboard's chat tester (an owner's own questions) out of buyer demand", async () => {
    const owner = await signUp("Tester Realty");
    const bot = await ok<string>("/chat/Chatbot/Add", {}, asOwner(owner));
    await ok("/chat/Chatbot/RealEstateCreate", { ...listingInput(bot), City: "Austin", Bedrooms: 3 }, asOwner(owner));
    const { SessionID } = await ok<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: bot }, asOwner(owner));
    for (const content of ["3 bedroom houses for sale in Austin", "apartments for rent in Austin"]) {
      expect((await call("/chat/Chat/ClientAsk", { sessionID: SessionID, content }, asOwner(owner))).status).toBe(200);
    }
    const found = await ok("/chat/Chatbot/Insights", { SerialNumber: bot, Range: "7d" }, asOwner(owner));
    // Counted as questions asked, never as what buyers want.
    expect(found.Totals).toMatchObject({ Questions: 2 });
    expect(found.Demand.Searches).toEqual([]);
  });

  it("takes a custom range in the chatbot's dates and names the field at fault", async () => {
    const bot = await newChatbot();
    const custom = await ok("/chat/Chatbot/Insights", { SerialNumber: bot, From: "2026-01-01", To: "2026-01-31" });
    expect(custom).toMatchObject({ From: "2026-01-01", To: "2026-01-31", Days: 31 });
    expect(custom.Daily).toHaveLength(31);
    expect(custom.Totals.MedianAnswerMs).toBeNull();
    expect(custom.Totals.NoAnswerRate).toBeNull();
    // GET with a body works as for the other report endpoints; ranges in any case.
    expect((await ok("/chat/Chatbot/Insights", { serialnumber: bot, range: "90D" })).Days).toBe(90);

    const refused: [object, RegExp][] = [
      [{ Range: "1y" }, /^Range/],
      [{ From: "2026-02-30" }, /^From/],
      [{ From: "2026-03-01", To: "2026-02-01" }, /^To/],
      [{ To: "2026-02-01" }, /^From/],
      [{ From: "2025-01-01", To: "2026-06-01" }, /^To.*366/],
      [{ From: "3026-01-01" }, /^From/],
    ];
    for (const [range, message] of refused) {
      const reply = await call("/chat/Chatbot/Insights", { SerialNumber: bot, ...range });
      expect(reply.status, JSON.stringify(range)).toBe(400);
      expect(reply.body.Message, JSON.stringify(range)).toMatch(message);
    }
    // From in the future with no To: To is today, before From.
    const ahead = await call("/chat/Chatbot/Insights", { SerialNumber: bot, From: "2999-01-01" });
    expect(ahead.status).toBe(400);
    expect(ahead.body.Message).toMatch(/^From/);
  });

  it("is the chatbot's workspace's only", async () => {
    const bot = await newChatbot();
    const other = await call("/chat/Chatbot/Insights", { SerialNumber: bot }, { apiKey: fixtures.b.apiKey });
    expect(other.status).toBe(404);
    expect((await call("/chat/Chatbot/Insights", { SerialNumber: "0".repeat(32) })).status).toBe(404);
    expect((await call("/chat/Chatbot/Insights", { SerialNumber: bot }, null)).status).toBe(401);
  });
});

describe("Workspace/Insights", () => {
  it("lists the workspace's own chatbots with their last 30 days", async () => {
    const owner = await signUp("Insights Realty");
    const as = asOwner(owner);
    const bot = await newChatbot(as, { Name: "Lakeside" });
    const { SessionID } = await ok<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: bot }, as);
    expect((await call("/chat/Chat/ClientAsk", { sessionID: SessionID, content: "hello" }, as)).status).toBe(200);
    const overview = await ok("/chat/Workspace/Insights", {}, as);
    expect(overview.Chatbots.map((chatbot: any) => chatbot.Name)).toEqual(["Lakeside"]);
    expect(overview.Chatbots[0]).toMatchObject({ SerialNumber: bot, Questions: 1, CreditsUsed: 1 });
    expect(overview.Chatbots[0].Daily).toHaveLength(30);
    expect(overview.Totals).toMatchObject({ Questions: 1, CreditsUsed: 1 });
    // Workspace A's key sees A's chatbots, never Lakeside.
    const ofA = await ok("/chat/Workspace/Insights", {});
    expect(ofA.Chatbots.map((chatbot: any) => chatbot.SerialNumber)).not.toContain(bot);
  });
});
