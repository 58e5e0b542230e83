import { describe, expect, inject, it } from "vitest";
import { baseUrl, call, fixtures, newChatbot, newListing, ok } from "./helpers";

// The provider path end to end: the app is configured (OPENAI_COMPATIBLE_*) with a
// local OpenAI-compatible server that speaks the real wire protocol over HTTP.
const fakeUrl = inject("fakeOpenAI");

async function fakeRequests(): Promise<any[]> {
  return (await fetch(fakeUrl.replace(/\/v1$/, "/__requests"))).json();
}

async function providerBot(settings: object = {}) {
  const bot = await newChatbot();
  const edit = await call("/chat/Chatbot/Edit", { serialNumber: bot, Model: "fake-llm", ...settings });
  expect(edit.status).toBe(200);
  const { SessionID } = await ok<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: bot });
  return { bot, sessionID: SessionID };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("models from an OpenAI-compatible server", () => {
  it("are listed with new keys and Status true, while unconfigured providers stay false", async () => {
    const models = await ok<any[]>("/chat/Chatbot/ModelList");
    expect(models).toContainEqual({ Key: "oc:fake-llm", Value: "fake-llm", Status: true, Vision: false });
    expect(models).toContainEqual({ Key: "2", Value: "gpt-4o", Status: false, Vision: true });
    const { bot } = await providerBot();
    expect((await ok("/chat/Chatbot/Get", { serialNumber: bot })).Model).toBe("oc:fake-llm");
  });

  it("answer through a tool call round trip, grounded in this chatbot's listings, with the provider's usage", async () => {
    const { bot, sessionID } = await providerBot({
      Temperature: 65,
      TimeZone: "Asia/Tokyo",
      AIResponseLanguage: "French",
      SystemMessage: "You are Harbor's concierge.",
    });
    const small = await newListing(bot, { Bedrooms: 2, SalePrice: 300_000 });
    const mid = await newListing(bot, { Bedrooms: 3, SalePrice: 350_000 });
    await newListing(bot, { Bedrooms: 1, SalePrice: 100_000 });
    const other = await newChatbot();
    await newListing(other, { Bedrooms: 4, SalePrice: 50_000 });

    const reply = await call("/chat/Chat/ClientAsk", { sessionID, content: "Any 2 bedroom homes?" });
    expect(reply.status).toBe(200);
    expect(reply.body.Data.content).toBe(`I found 2 homes: ${small.input.MLSNumber}, ${mid.input.MLSNumber}.`);
    expect(reply.body.Data.totalToken).toBe(2 * (42 + 17));

    const requests = (await fakeRequests()).filter((request) => JSON.stringify(request.messages).includes("You are Harbor's concierge."));
    expect(requests).toHaveLength(2);
    const [first, second] = requests;
    expect(first.temperature).toBeCloseTo(0.65);
    const system = first.messages[0].content as string;
    expect(system).toContain("(Asia/Tokyo)");
    expect(system).toContain("Always reply in French");
    expect(system).toContain("only from tool results");
    expect(system).toContain("get_conversation_state");
    expect(first.tools.map((tool: any) => tool.function.name).sort()).toEqual([
      "compare_listings",
      "count_listings",
      "get_conversation_state",
      "get_listing",
      "list_coverage",
      "no_answer",
      "record_lead",
      "request_human",
      "request_showing",
      "save_search_alert",
      "searchKnowledge",
      "search_listings",
      "update_lead",
    ]);
    // Every filter and the sort are described to the model in the tool's JSON Schema.
    const search = first.tools.find((tool: any) => tool.function.name === "search_listings").function;
    expect(Object.keys(search.parameters.properties.filters.properties).sort()).toEqual(
      [
        "anyFeatures",
        "area",
        "availability",
        "bathrooms",
        "bedrooms",
        "cities",
        "city",
        "currency",
        "daysOnMarket",
        "excludedFeatures",
        "excludedKinds",
        "features",
        "hoa",
        "ids",
        "kinds",
        "lotArea",
        "parkingSpots",
        "place",
        "placeIsTown",
        "postalCode",
        "price",
        "saleType",
        "similarTo",
        "text",
        "tours",
        "yearBuilt",
      ].sort(),
    );
    expect(search.parameters.properties.sort.properties.field.enum).toContain("yearBuilt");
    const toolMessage = second.messages.at(-1);
    expect(toolMessage.role).toBe("tool");
    expect(JSON.parse(toolMessage.content).listings.map((listing: any) => listing.mlsNumber)).toEqual([small.input.MLSNumber, mid.input.MLSNumber]);
  });

  for (const stream of [false, true]) {
    it(`search, then compare, then answer, against this chatbot's listings only, and a follow-up reads the saved state (${stream ? "streamed" : "one reply"})`, async () => {
      const { bot, sessionID } = await providerBot();
      const cheap = await newListing(bot, { Bedrooms: 2, SalePrice: 300_000 });
      const dear = await newListing(bot, { Bedrooms: 3, SalePrice: 350_000 });
      await newListing(bot, { Bedrooms: 4, SalePrice: 200_000, Status: "Sold" });
      const other = await newChatbot();
      await newListing(other, { Bedrooms: 4, SalePrice: 50_000 });

      const content = `Compare the two cheapest 2 bedroom homes ${Date.now()}`;
      const expected = `Compared: ${cheap.input.MLSNumber} at 300000 and ${dear.input.MLSNumber} at 350000.`;
      if (stream) {
        const response = await fetch(`${baseUrl}/chat/Chat/ClientAsk`, {
          method: "POST",
          headers: { Authorization: fixtures.a.apiKey },
          body: JSON.stringify({ sessionID, content, stream: true }),
        });
        const objects = (await response.text())
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line));
        expect(objects.at(-1).Answer).toBe(expected);
      } else {
        const reply = await call("/chat/Chat/ClientAsk", { sessionID, content });
        expect(reply.body.Data).toMatchObject({ content: expected, noAnswer: false });
      }
      const requests = (await fakeRequests()).filter((request) => JSON.stringify(request.messages).includes(content));
      expect(requests).toHaveLength(3);
      const [, second, third] = requests;
      const searched = JSON.parse(second.messages.at(-1).content);
      expect(searched.listings.map((listing: any) => listing.mlsNumber)).toEqual([cheap.input.MLSNumber, dear.input.MLSNumber]);
      const compared = JSON.parse(third.messages.at(-1).content);
      expect(compared).toMatchObject({ kind: "compare", missing: [] });
      expect(compared.listings.map((listing: any) => listing.mlsNumber)).toEqual([cheap.input.MLSNumber, dear.input.MLSNumber]);

      // The state saved by the tools names what was shown: "the second one" is the dearer home.
      const followUp = await call("/chat/Chat/ClientAsk", { sessionID, content: "And the second one?" });
      expect(followUp.body.Data.content).toBe(`That one is ${dear.input.MLSNumber}.`);
    });
  }

  it("stream as the model produces, pieces then the summary", async () => {
    const { sessionID } = await providerBot({ AnswerSuffix: " ~" });
    const response = await fetch(`${baseUrl}/chat/Chat/ClientAsk`, {
      method: "POST",
      headers: { Authorization: fixtures.a.apiKey },
      body: JSON.stringify({ sessionID, content: "hello provider", stream: true }),
    });
    const objects = (await response.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    const summary = objects.at(-1);
    expect(
      objects
        .slice(0, -1)
        .map((piece) => piece.content)
        .join(""),
    ).toBe(summary.Answer);
    expect(summary.Answer).toMatch(/^You said: hello provider\. The current date and time is .* ~$/);
    expect(summary.TotalToken).toBe(59);
  });

  it("set noAnswer when the model says it cannot answer, streamed or not, and not otherwise", async () => {
    const { bot, sessionID } = await providerBot();
    const plain = await call("/chat/Chat/ClientAsk", { sessionID, content: "something unknowable" });
    expect(plain.body.Data).toMatchObject({ content: "Sorry, I don't know that.", noAnswer: true });
    const known = await call("/chat/Chat/ClientAsk", { sessionID, content: "hello" });
    expect(known.body.Data.noAnswer).toBe(false);
    const response = await fetch(`${baseUrl}/chat/Chat/ClientAsk`, {
      method: "POST",
      headers: { Authorization: fixtures.a.apiKey },
      body: JSON.stringify({ sessionID, content: "another unknowable thing", stream: true }),
    });
    const summary = JSON.parse((await response.text()).trim().split("\n").at(-1)!);
    expect(summary.Answer).toBe("Sorry, I don't know that.");
    // The streamed summary has no noAnswer field; the stored answer carries it.
    const history = await ok<any[]>("/chat/Chatbot/ChatContentHistory", { SerialNumber: bot });
    const stored = history.find((message) => message.MessageID === summary.AnswerID);
    expect(stored.NoAnswer).toBe(true);
  });

  it("see the session's earlier turns", async () => {
    const { sessionID } = await providerBot();
    const first = `first question ${Date.now()}`;
    const answer = await call("/chat/Chat/ClientAsk", { sessionID, content: first });
    const second = `second question ${Date.now()}`;
    await call("/chat/Chat/ClientAsk", { sessionID, content: second });
    const sent = (await fakeRequests()).find((request) => JSON.stringify(request.messages).includes(second));
    const turns = sent.messages
      .filter((message: any) => message.role !== "system")
      .map((message: any) => [message.role, typeof message.content === "string" ? message.content : message.content.map((part: any) => part.text).join("")]);
    expect(turns).toEqual([
      ["user", first],
      ["assistant", answer.body.Data.content],
      ["user", second],
    ]);
  });

  it("fall back to the concierge when the chosen provider is not configured here", async () => {
    const bot = await newChatbot();
    await call("/chat/Chatbot/Edit", { serialNumber: bot, Model: "gpt-4o", WelcomeMessage: "Concierge here!" });
    const { SessionID } = await ok<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: bot });
    const reply = await call("/chat/Chat/ClientAsk", { sessionID: SessionID, content: "hello" });
    expect(reply.status).toBe(200);
    expect(reply.body.Data.content).toBe("Concierge here!");
  });

  it("stop when the visitor leaves mid-stream, storing the partial answer as interrupted", async () => {
    const { bot, sessionID } = await providerBot();
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/chat/Chat/ClientAsk`, {
      method: "POST",
      headers: { Authorization: fixtures.a.apiKey },
      body: JSON.stringify({ sessionID, content: "please be slow", stream: true }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(JSON.parse(first.split("\n")[0]!)).toEqual({ content: "one " });
    controller.abort();
    let answer: any;
    for (let i = 0; i < 50 && !answer; i++) {
      await sleep(100);
      const history = await ok<any[]>("/chat/Chatbot/ChatContentHistory", { SerialNumber: bot });
      answer = history.find((message) => message.Type === "Answer");
    }
    expect(answer.Interrupted).toBe(true);
    expect(answer.Content.startsWith("one ")).toBe(true);
    expect(answer.Content.length).toBeLessThan("one two three four five six seven eight nine ten eleven twelve".length);
    expect((await call("/chat/Chat/ClientAsk", { sessionID, content: "still there?" })).status).toBe(200);
  });

  it("end a stream that fails after it started with one error line, and the next ask works", async () => {
    const { bot, sessionID } = await providerBot();
    const response = await fetch(`${baseUrl}/chat/Chat/ClientAsk`, {
      method: "POST",
      headers: { Authorization: fixtures.a.apiKey },
      body: JSON.stringify({ sessionID, content: "explode now", stream: true }),
    });
    expect(response.status).toBe(200);
    const objects = (await response.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(objects.at(-1)).toEqual({ Success: false, Code: 502, Message: "The AI model could not answer this time. Please try again.", TaskCompleted: true });
    // A question the model failed to answer does not use up the month's messages.
    expect((await ok("/chat/Chatbot/GetMessageCreditsUsage", { serialNumber: bot })).Used).toBe(0);
    const pieces = objects.slice(0, -1);
    expect(pieces.length).toBeGreaterThan(0);
    expect(pieces.every((piece) => typeof piece.content === "string")).toBe(true);
    const next = await call("/chat/Chat/ClientAsk", { sessionID, content: "hello again" });
    expect(next.status).toBe(200);
    expect(next.body.Data.content).toMatch(/^You said: hello again/);
  });

  it("give up on a provider that stalls mid-stream: the stream ends with an error line, nothing is counted, and the next ask works", async () => {
    const { bot, sessionID } = await providerBot();
    const started = Date.now();
    const response = await fetch(`${baseUrl}/chat/Chat/ClientAsk`, {
      method: "POST",
      headers: { Authorization: fixtures.a.apiKey },
      body: JSON.stringify({ sessionID, content: "please hang", stream: true }),
    });
    const objects = (await response.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(objects[0]).toEqual({ content: "Starting " });
    expect(objects.at(-1)).toEqual({ Success: false, Code: 502, Message: "The AI model could not answer this time. Please try again.", TaskCompleted: true });
    const stalled = await call("/chat/Chat/ClientAsk", { sessionID, content: "hang again" });
    expect(stalled.status).toBe(502);
    expect((await ok("/chat/Chatbot/GetMessageCreditsUsage", { serialNumber: bot })).Used).toBe(0);
    const history = await ok<any[]>("/chat/Chatbot/ChatContentHistory", { SerialNumber: bot });
    const answers = history.filter((message) => message.Type === "Answer");
    expect(answers).toHaveLength(2);
    expect(answers.every((answer) => answer.Interrupted === true)).toBe(true);
    // The stall comes after three words: those are kept, marked interrupted.
    expect(answers[0].Content).toBe("Starting an answer ");
    const next = await call("/chat/Chat/ClientAsk", { sessionID, content: "hello again" });
    expect(next.status).toBe(200);
  });
});
