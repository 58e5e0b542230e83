import { describe, expect, inject, it } from "vitest";
import { baseUrl, call, fixtures, newChatbot, newListing, ok } from "./helpers";

// Fair housing over HTTP (lib/fair-housing): the check in front of both answer paths, the refusal in
// the visitor's language recorded as a compliance decline (Insights), a provider's violating reply
// replaced, and owners' wording flagged on listings and knowledge.
const fakeUrl = inject("fakeOpenAI");

async function session(bot: string) {
  return (await ok<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: bot })).SessionID;
}

async function streamed(sessionID: number, content: string) {
  const response = await fetch(`${baseUrl}/chat/Chat/ClientAsk`, {
    method: "POST",
    headers: { "content-type": "application/json", Authorization: fixtures.a.apiKey },
    body: JSON.stringify({ sessionID, content, stream: true }),
  });
  expect(response.status).toBe(200);
  return (await response.text())
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, any>);
}

describe("the fair-housing check in front of the concierge", () => {
  it("declines steering in the visitor's language, shows no homes, and Insights lists the decline apart from NoAnswer", async () => {
    const bot = await newChatbot();
    await newListing(bot, { City: "Austin", Bedrooms: 3, SalePrice: 400_000 });
    const asked = [
      {
        content: "show me 3 bed homes in Austin in a mostly white neighborhood",
        words: /can't choose or describe homes/i,
        kind: "steer",
        characteristic: "race",
      },
      { content: "busco piso en una zona sin musulmanes", words: /No puedo elegir ni describir viviendas/, kind: "steer", characteristic: "religion" },
      { content: "un quartier sans enfants svp, on veut du calme", words: /Je ne peux pas choisir ni décrire/, kind: "steer", characteristic: "familial" },
      { content: "is the east side of Austin safe at night?", words: /official sources/, kind: "safety", characteristic: null },
    ];
    for (const question of asked) {
      const reply = await ok<{ content: string; noAnswer: boolean }>("/chat/Chat/ClientAsk", { sessionID: await session(bot), content: question.content });
      expect(reply.content).toMatch(question.words);
      expect(reply.noAnswer).toBe(false);
      expect(reply.content).not.toMatch(/\$|€|MLS/);
    }
    const insights = await ok<any>("/chat/Chatbot/Insights", { SerialNumber: bot, Range: "7d" });
    expect(insights.Compliance.Declines).toBe(4);
    expect(insights.Totals.NoAnswer).toBe(0);
    expect(insights.Compliance.Latest.map((row: any) => [row.Question, row.Kind, row.Characteristic])).toEqual(
      asked.map((question) => [question.content, question.kind, question.characteristic]).reverse(),
    );
    // Another workspace's owner never sees them.
    const foreign = await call("/chat/Chatbot/Insights", { SerialNumber: bot, Range: "7d" }, { apiKey: fixtures.b.apiKey });
    expect(foreign.status).toBe(404);
  });

  it("answers the look-alikes as any question: accessibility, rooms, a family's size, place names, a listing's 55+ status", async () => {
    const bot = await newChatbot();
    await newListing(bot, { City: "Austin", Bedrooms: 4, SalePrice: 500_000 });
    for (const content of [
      "my mom uses a wheelchair, any homes with a ramp and a ground floor bedroom in Austin?",
      "4 bed with a family room and a nursery in Austin",
      "we're a family of six, need 4 bedrooms in Austin",
      "anything on Church Street or in Temple Terrace?",
      "is the Maple Court condo a 55+ community?",
      "cocina blanca con encimera de granito negro y muebles blancos en Austin",
    ]) {
      const reply = await ok<{ content: string }>("/chat/Chat/ClientAsk", { sessionID: await session(bot), content });
      expect(reply.content).not.toMatch(/can't choose or describe|No puedo elegir|official sources/);
    }
    const insights = await ok<any>("/chat/Chatbot/Insights", { SerialNumber: bot, Range: "7d" });
    expect(insights.Compliance).toEqual({ Declines: 0, Latest: [] });
  });

  it("reads the chatbot's own neighbourhood named after a people as a place: its safety asked gets the safety reply, a question of it an answer", async () => {
    const bot = await newChatbot();
    await newListing(bot, {
      City: "Annecy",
      Location: "Les Romains",
      Address: "41 avenue des Romains",
      Bedrooms: 2,
      RentPrice: 1150,
      SalePrice: null,
      SaleType: "for_rent",
    });
    const safety = await ok<{ content: string }>("/chat/Chat/ClientAsk", {
      sessionID: await session(bot),
      content: "le quartier des Romains est calme ? pas de problème de sécurité ?",
    });
    expect(safety.content).toMatch(/sources officielles/);
    expect(safety.content).not.toMatch(/Je ne peux pas choisir ni décrire/);
    const rent = await ok<{ content: string }>("/chat/Chat/ClientAsk", {
      sessionID: await session(bot),
      content: "c'est combien le loyer avenue des Romains ?",
    });
    expect(rent.content).toMatch(/1\s?150/);
    // A group named beside the place is still read: "des Romains" is a place, "sans étrangers" a choice of neighbours.
    const steer = await ok<{ content: string }>("/chat/Chat/ClientAsk", {
      sessionID: await session(bot),
      content: "un appart avenue des Romains dans un immeuble sans étrangers",
    });
    expect(steer.content).toMatch(/Je ne peux pas choisir ni décrire/);
  });

  it("streams the refusal like any answer, ending with TaskCompleted", async () => {
    const bot = await newChatbot();
    const lines = await streamed(await session(bot), "which neighborhoods in Denver have the fewest immigrants?");
    const summary = lines.at(-1)!;
    expect(summary.TaskCompleted).toBe(true);
    expect(summary.Answer).toMatch(/can't choose or describe homes/);
    expect(
      lines
        .slice(0, -1)
        .map((line) => line.content)
        .join(""),
    ).toBe(summary.Answer);
  });
});

describe("the provider path", () => {
  async function providerBot() {
    const bot = await newChatbot();
    expect((await call("/chat/Chatbot/Edit", { serialNumber: bot, Model: "fake-llm" })).status).toBe(200);
    return bot;
  }

  it("checks the question before the model: a steering request never reaches the provider", async () => {
    const bot = await providerBot();
    const content = `where do most of the Muslim families live in Dallas? ${Date.now()}`;
    const reply = await ok<{ content: string }>("/chat/Chat/ClientAsk", { sessionID: await session(bot), content });
    expect(reply.content).toMatch(/can't choose or describe homes/);
    const requests: any[] = await (await fetch(fakeUrl.replace(/\/v1$/, "/__requests"))).json();
    expect(requests.filter((request) => JSON.stringify(request.messages).includes(content))).toHaveLength(0);
  });

  it("gives the model the rule in its system prompt", async () => {
    const bot = await providerBot();
    const content = `Any 2 bedroom homes? ${Date.now()}`;
    await ok("/chat/Chat/ClientAsk", { sessionID: await session(bot), content });
    const requests: any[] = await (await fetch(fakeUrl.replace(/\/v1$/, "/__requests"))).json();
    const system = requests.find((request) => JSON.stringify(request.messages).includes(content)).messages[0].content as string;
    expect(system).toContain("Fair housing: never choose, rank, avoid or describe homes");
  });

  for (const stream of [false, true]) {
    it(`replaces a reply that characterises a neighbourhood by who lives there (${stream ? "streamed" : "JSON"})`, async () => {
      const bot = await providerBot();
      const sessionID = await session(bot);
      const content = "Tell me about the neighbourhood character of Eastside";
      let answer: string;
      if (stream) {
        const lines = await streamed(sessionID, content);
        answer = lines.at(-1)!.Answer;
        expect(
          lines
            .slice(0, -1)
            .map((line) => line.content)
            .join(""),
        ).toBe(answer);
      } else {
        answer = (await ok<{ content: string }>("/chat/Chat/ClientAsk", { sessionID, content })).content;
      }
      expect(answer).not.toMatch(/Hispanic|fit right in/);
      expect(answer).toMatch(/can't choose or describe homes/);
      const insights = await ok<any>("/chat/Chatbot/Insights", { SerialNumber: bot, Range: "7d" });
      expect(insights.Compliance.Latest.map((row: any) => [row.Kind, row.Characteristic])).toEqual([["reply", "origin"]]);
    });
  }
});

describe("owners' wording", () => {
  it("flags a listing's description and facts on create and update, keeps the record and its reply, and lists it for the owner", async () => {
    const bot = await newChatbot();
    const created = await newListing(bot, {
      Description: "Sunny 3 bed bungalow near the park. No kids, no pets. Catholics preferred.",
      ExtensionColumn: [{ Key: "Tenants", value: "no Section 8" }],
    });
    const clean = await newListing(bot, { Description: "Great family room, nursery, wheelchair ramp. On Church Street." });
    const stored = await ok<any>("/chat/Chatbot/RealEstateGet", { SerialNumber: bot, Key: created.id, KeyType: "PlatformId" });
    expect(stored.Description).toBe("Sunny 3 bed bungalow near the park. No kids, no pets. Catholics preferred.");
    expect(stored).not.toHaveProperty("ComplianceFlags");

    const flagged = await ok<any>("/chat/Chatbot/ComplianceFlags", { SerialNumber: bot });
    expect(flagged.VirtualCount).toBe(1);
    expect(flagged.List[0]).toMatchObject({ Kind: "listing", ID: created.id });
    expect(flagged.List[0].Flags.map((flag: any) => [flag.Field, flag.Phrase, flag.Characteristic])).toEqual([
      ["Description", "No kids", "familial"],
      ["Description", "Catholics preferred", "religion"],
      ["ExtensionColumn.Tenants", "no Section 8", "income"],
    ]);
    expect(flagged.List[0].Flags[0].Reason).toMatch(/familial status/);
    expect(JSON.stringify(flagged)).not.toContain(clean.id === created.id ? "" : `"ID":"${clean.id}"`);

    // A new description replaces its own flags and keeps the facts'.
    await ok("/chat/Chatbot/RealEstateUpdate", {
      SerialNumber: bot,
      Key: created.id,
      KeyType: "PlatformId",
      Description: "Sunny 3 bed bungalow near the park.",
    });
    const after = await ok<any>("/chat/Chatbot/ComplianceFlags", { SerialNumber: bot, IDs: [created.id] });
    expect(after.List[0].Flags.map((flag: any) => flag.Phrase)).toEqual(["no Section 8"]);
    await ok("/chat/Chatbot/RealEstateUpdate", { SerialNumber: bot, Key: created.id, KeyType: "PlatformId", ExtensionColumn: [] });
    expect((await ok<any>("/chat/Chatbot/ComplianceFlags", { SerialNumber: bot })).VirtualCount).toBe(0);

    expect((await call("/chat/Chatbot/ComplianceFlags", { SerialNumber: bot }, { apiKey: fixtures.b.apiKey })).status).toBe(404);
    const bad = await call("/chat/Chatbot/ComplianceFlags", { SerialNumber: bot, Kind: "houses" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Kind");
  });

  it("flags a knowledge entry, shows the flag with the source, and the concierge never repeats the phrase", async () => {
    const bot = await newChatbot();
    const source = await ok<any>("/chat/Knowledge/Add", {
      SerialNumber: bot,
      Question: "What are your fees?",
      Answer: "Our commission is 5% of the rent, paid by the owner. Adults only. Solo españoles.",
    });
    expect(source.ComplianceFlags.map((flag: any) => [flag.Phrase, flag.Characteristic])).toEqual([
      ["Adults only", "familial"],
      ["Solo españoles", "origin"],
    ]);
    const listed = await ok<any>("/chat/Chatbot/ComplianceFlags", { SerialNumber: bot, Kind: "knowledge" });
    expect(listed.List.map((row: any) => [row.Kind, row.ID, row.Title])).toEqual([["knowledge", source.ID, "What are your fees?"]]);

    const reply = await ok<{ content: string }>("/chat/Chat/ClientAsk", { sessionID: await session(bot), content: "what are your fees?" });
    expect(reply.content).toMatch(/5%/);
    expect(reply.content).not.toMatch(/Adults only|españoles/i);
  });
});
