import { describe, expect, it } from "vitest";
import { Validator } from "@seriousme/openapi-schema-validator";
import { contract, type RouteName } from "@/lib/api/openapi/contract";
import { askStreamLine } from "@/lib/api/openapi/replies";
import { type AskStreamEvent, ChatApiError, createCasabotClient } from "@/lib/client/casabot-client";
import { baseUrl, fixtures, listingInput } from "./helpers";

const client = createCasabotClient({ baseUrl, apiKey: fixtures.a.apiKey });

/** The reply matches the Data schema the OpenAPI document declares for its endpoint. */
function conforms<T>(name: RouteName, data: T): T {
  const parsed = contract[name].data.safeParse(data);
  expect(parsed.success ? [] : parsed.error.issues, name).toEqual([]);
  return data;
}

async function rejection(promise: Promise<unknown>): Promise<ChatApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ChatApiError);
  return error as ChatApiError;
}

async function collect(events: AsyncIterable<AskStreamEvent>): Promise<AskStreamEvent[]> {
  const seen: AskStreamEvent[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

describe("the typed client over real HTTP", () => {
  it("runs a chatbot's life: add, edit, get, list, remove, each reply as the contract says", async () => {
    const id = conforms("Chatbot/Add", await client.Chatbot.Add({ Name: "Client bot", timeZone: "america/denver" }));
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(conforms("Chatbot/Edit", await client.Chatbot.Edit({ serialNumber: id, Temperature: 55, ChatBubbleColor: "rgb(1, 2, 3)" }))).toBe(1);
    const detail = conforms("Chatbot/Get", await client.Chatbot.Get({ serialNumber: id }));
    expect(detail).toMatchObject({ serialNumber: id, Name: "Client bot", TimeZone: "America/Denver", Temperature: 55, ChatBubbleColor: "rgb(1,2,3)" });
    const list = conforms("Chatbot/List", await client.Chatbot.List());
    expect(list.map((bot) => bot.serialNumber)).toContain(id);
    expect(conforms("Chatbot/ModelList", await client.call("Chatbot/ModelList")).find((model) => model.Key === "1")?.Status).toBe(true);
    expect(conforms("Chatbot/GetMessageCreditsUsage", await client.Chatbot.GetMessageCreditsUsage({ serialNumber: id }))).toEqual({
      Total: -1,
      Used: 0,
      Remain: -1,
    });
    expect(conforms("Chatbot/Remove", await client.Chatbot.Remove({ serialNumber: id }))).toBeNull();
    const gone = await rejection(client.Chatbot.Get({ serialNumber: id }));
    expect([gone.code, gone.message]).toEqual([404, "Chatbot not found"]);
  });

  it("manages listings with the session key, and reads them back in both shapes", async () => {
    const bot = await client.Chatbot.Add({});
    const listings = createCasabotClient({ baseUrl, sessionKey: fixtures.a.sessionKey });
    const input = listingInput(bot, { City: "Boulder" }) as Parameters<typeof listings.Chatbot.RealEstateCreate>[0];
    const listingId = conforms("Chatbot/RealEstateCreate", await listings.Chatbot.RealEstateCreate(input));
    const page = conforms("Chatbot/RealEstateList", await listings.Chatbot.RealEstateList({ SerialNumber: bot, CityName: "boulder" }));
    expect(page.VirtualCount).toBe(1);
    expect(page.List[0]).toMatchObject({ ID: Number(listingId), City: "Boulder", Bathrooms: "2.5", SaleType: "For Sale" });
    const detail = conforms("Chatbot/RealEstateGet", await listings.Chatbot.RealEstateGet({ SerialNumber: bot, Key: listingId, KeyType: "PlatformId" }));
    expect(detail).toMatchObject({ ID: listingId, Bathrooms: 2.5, SaleType: "for_sale" });
    expect(
      conforms(
        "Chatbot/RealEstateUpdate",
        await listings.Chatbot.RealEstateUpdate({ SerialNumber: bot, Key: input.MLSNumber, KeyType: "MLSNumber", Status: "Sold" }),
      ),
    ).toBe(1);
    const duplicate = await rejection(listings.Chatbot.RealEstateCreate({ ...input, Url: "" }));
    expect(duplicate.code).toBe(409);
    expect(
      conforms("Chatbot/RealEstateDelete", await listings.Chatbot.RealEstateDelete({ SerialNumber: bot, Keys: [listingId], KeyType: "PlatformId" })),
    ).toEqual({ SuccessCount: 1 });
    const missing = await rejection(listings.Chatbot.RealEstateUpdate({ SerialNumber: bot, Key: listingId, KeyType: "PlatformId", Status: "Sold" }));
    expect([missing.code, missing.data]).toEqual([404, 0]);
  });

  it("throws the envelope's error: the field named on 400, 401 for an unknown key, 403 for an owner-only endpoint", async () => {
    const invalid = await rejection(client.Chatbot.RealEstateList({ SerialNumber: "x".repeat(32), PageSize: 500 }));
    expect(invalid.code).toBe(400);
    expect(invalid.message).toContain("PageSize");
    const stranger = createCasabotClient({ baseUrl, apiKey: "cbk_not-a-key" });
    expect((await rejection(stranger.Chatbot.List())).code).toBe(401);
    expect((await rejection(client.Workspace.ApiKeyList())).code).toBe(403);
    const unreachable = createCasabotClient({ baseUrl: "http://127.0.0.1:9" });
    expect((await rejection(unreachable.Chatbot.List())).code).toBe(0);
  });

  it("asks the built-in concierge in one reply", async () => {
    const bot = await client.Chatbot.Add({});
    await client.Chatbot.RealEstateCreate(listingInput(bot, { City: "Austin", Bedrooms: 3 }) as never);
    const { SessionID } = conforms("Chatbot/GetSession", await client.Chatbot.GetSession({ serialNumber: bot }));
    const answer = conforms("Chat/ClientAsk", await client.Chat.ClientAsk({ sessionID: SessionID, content: "3 bedroom homes for sale in Austin" }));
    expect(answer.content).toContain("Austin");
    expect(answer.messageid).toBeGreaterThan(0);
  });

  it("streams ClientAsk as an async iterator: pieces as they arrive, then the summary of what was stored", async () => {
    const bot = await client.Chatbot.Add({});
    await client.Chatbot.Edit({ serialNumber: bot, AnswerSuffix: " — Harbor" });
    await client.Chatbot.RealEstateCreate(listingInput(bot, { City: "Austin", Bedrooms: 3 }) as never);
    const { SessionID } = await client.Chatbot.GetSession({ serialNumber: bot });
    const events = await collect(client.askStream({ sessionID: SessionID, content: "Show me 3 bedroom homes for sale in Austin" }));
    const pieces = events.filter((event) => event.type === "piece");
    const done = events.at(-1);
    expect(pieces.length).toBeGreaterThan(1);
    expect(done?.type).toBe("done");
    if (done?.type !== "done") return;
    const { type: _type, ...summary } = done;
    expect(askStreamLine.safeParse(summary).success).toBe(true);
    expect(pieces.map((piece) => piece.content).join("")).toBe(done.Answer);
    expect(done.Answer).toMatch(/Austin[\s\S]* — Harbor$/);
    expect(done.AnswerID).toBeGreaterThan(done.QuestionID);
    const stored = conforms("Chatbot/SessionMessages", await client.Chatbot.SessionMessages({ serialNumber: bot, sessionID: SessionID }));
    expect(stored.Messages.map((message) => [message.MessageID, message.Content])).toEqual([
      [done.QuestionID, "Show me 3 bedroom homes for sale in Austin"],
      [done.AnswerID, done.Answer],
    ]);
  });

  it("lets the loop be left early, and throws before the first piece when the question is refused", async () => {
    const bot = await client.Chatbot.Add({});
    await client.Chatbot.Edit({ serialNumber: bot, RateLimitCount: 1, RateLimitTime: 3600, RateLimitMessage: "Slow down" });
    const { SessionID } = await client.Chatbot.GetSession({ serialNumber: bot });
    for await (const event of client.askStream({ sessionID: SessionID, content: "Homes in Austin?" })) {
      expect(event.type).toBe("piece");
      break;
    }
    const refused = await rejection(collect(client.askStream({ sessionID: SessionID, content: "And in Denver?" })));
    expect([refused.code, refused.message]).toEqual([429, "Slow down"]);
    const missing = await rejection(collect(client.askStream({ sessionID: 2 ** 52, content: "Hello" })));
    expect(missing.code).toBe(404);
  });
});

describe("GET /openapi.json", () => {
  it("serves a valid OpenAPI 3.1 document naming every endpoint, without a credential", async () => {
    const response = await fetch(`${baseUrl}/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const document = await response.json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toHaveLength(Object.keys(contract).length);
    expect(await new Validator().validate(document)).toEqual({ valid: true });
  });
});
