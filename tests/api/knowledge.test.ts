import { describe, expect, it } from "vitest";
import { call, fixtures, newChatbot, ok } from "./helpers";

// Knowledge/* over HTTP: Q&A CRUD, search, validation naming the field, and another
// workspace's chatbot answered as not found.

const add = (SerialNumber: string, fields: Record<string, unknown>) => call("/chat/Knowledge/Add", { SerialNumber, ...fields });

describe("Knowledge endpoints", () => {
  it("adds, gets, lists, updates, searches and deletes Q&A pairs", async () => {
    const bot = await newChatbot();
    const fees = await ok("/chat/Knowledge/Add", {
      SerialNumber: bot,
      Question: "What are your fees?",
      AlternativeQuestions: ["How much do you charge?"],
      Answer: "Our commission is 2.5% of the sale price.",
    });
    expect(fees).toMatchObject({
      Kind: "qa",
      Status: "ready",
      ChunkCount: 1,
      Language: "en",
      Title: "What are your fees?",
      AlternativeQuestions: ["How much do you charge?"],
    });
    const hours = await ok("/chat/Knowledge/Add", {
      SerialNumber: bot,
      Question: "¿Cuál es su horario de oficina?",
      Answer: "De lunes a viernes, de 9 a 18 h.",
    });
    expect(hours).toMatchObject({ Language: "es", AlternativeQuestions: [] });

    expect(await ok("/chat/Knowledge/Get", { SerialNumber: bot, ID: fees.ID })).toEqual(fees);
    expect(await ok("/chat/Knowledge/Get", { SerialNumber: bot, ID: Number(fees.ID) })).toEqual(fees);
    const page = await ok("/chat/Knowledge/List", { SerialNumber: bot, PageSize: 1 });
    expect(page.VirtualCount).toBe(2);
    expect(page.List.map((source: { ID: string }) => source.ID)).toEqual([hours.ID]);
    expect((await ok("/chat/Knowledge/List", { SerialNumber: bot, Status: "failed" })).VirtualCount).toBe(0);

    const found = await ok("/chat/Knowledge/Search", { SerialNumber: bot, Question: "how much is the commission" });
    expect(found.Language).toBe("en");
    expect(found.Passages[0]).toMatchObject({ SourceID: fees.ID, Kind: "qa", Answer: "Our commission is 2.5% of the sale price." });
    expect(found.Passages[0].Score).toBeGreaterThan(0);
    expect((await ok("/chat/Knowledge/Search", { SerialNumber: bot, Question: "horarios de la oficina" })).Passages[0].SourceID).toBe(hours.ID);

    const updated = await ok("/chat/Knowledge/Update", { SerialNumber: bot, ID: fees.ID, Answer: "We charge a flat fee of $5,000." });
    expect(updated).toMatchObject({ Question: "What are your fees?", Answer: "We charge a flat fee of $5,000.", ChunkCount: 1 });
    expect((await ok("/chat/Knowledge/Search", { SerialNumber: bot, Question: "flat fee" })).Passages[0].Answer).toBe("We charge a flat fee of $5,000.");

    expect(await ok("/chat/Knowledge/Delete", { SerialNumber: bot, IDs: [fees.ID, "999999999"] })).toEqual({ SuccessCount: 1 });
    expect((await call("/chat/Knowledge/Get", { SerialNumber: bot, ID: fees.ID })).status).toBe(404);
    expect((await ok("/chat/Knowledge/Search", { SerialNumber: bot, Question: "flat fee" })).Passages).toEqual([]);
  });

  it("names the field a request gets wrong", async () => {
    const bot = await newChatbot();
    const cases: [string, Record<string, unknown>, string][] = [
      ["/chat/Knowledge/Add", { SerialNumber: bot, Answer: "Yes." }, "Question"],
      ["/chat/Knowledge/Add", { SerialNumber: bot, Question: "Q?", Answer: "" }, "Answer"],
      ["/chat/Knowledge/Add", { SerialNumber: bot, Question: "x".repeat(501), Answer: "A." }, "Question"],
      ["/chat/Knowledge/Add", { SerialNumber: bot, Question: "Q?", Answer: "A.", AlternativeQuestions: "nope" }, "AlternativeQuestions"],
      ["/chat/Knowledge/Get", { SerialNumber: bot, ID: "abc" }, "ID"],
      ["/chat/Knowledge/Delete", { SerialNumber: bot, IDs: [] }, "IDs"],
      ["/chat/Knowledge/List", { SerialNumber: bot, Status: "done" }, "Status"],
      ["/chat/Knowledge/Search", { SerialNumber: bot, Question: "" }, "Question"],
      ["/chat/Knowledge/Search", { SerialNumber: bot, Question: "fees", Limit: 50 }, "Limit"],
    ];
    for (const [path, body, field] of cases) {
      const reply = await call(path, body);
      expect(reply.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(reply.body.Message).toContain(field);
    }
  });

  it("answers 404 for another workspace's chatbot and its sources", async () => {
    const theirs = await newChatbot({ apiKey: fixtures.b.apiKey });
    const source = await ok("/chat/Knowledge/Add", { SerialNumber: theirs, Question: "Private?", Answer: "Yes." }, { apiKey: fixtures.b.apiKey });
    const mine = await newChatbot();
    for (const [path, body] of [
      ["/chat/Knowledge/Add", { SerialNumber: theirs, Question: "Q?", Answer: "A." }],
      ["/chat/Knowledge/List", { SerialNumber: theirs }],
      ["/chat/Knowledge/Get", { SerialNumber: theirs, ID: source.ID }],
      ["/chat/Knowledge/Update", { SerialNumber: theirs, ID: source.ID, Answer: "No." }],
      ["/chat/Knowledge/Delete", { SerialNumber: theirs, IDs: [source.ID] }],
      ["/chat/Knowledge/Search", { SerialNumber: theirs, Question: "private" }],
    ] as const) {
      const reply = await call(path, body);
      expect(reply.status, path).toBe(404);
      expect(reply.body.Message).toBe("Chatbot not found");
    }
    // Naming their source under my own chatbot finds nothing either.
    expect((await call("/chat/Knowledge/Get", { SerialNumber: mine, ID: source.ID })).status).toBe(404);
    expect(await ok("/chat/Knowledge/Delete", { SerialNumber: mine, IDs: [source.ID] })).toEqual({ SuccessCount: 0 });
    expect(await ok("/chat/Knowledge/Get", { SerialNumber: theirs, ID: source.ID }, { apiKey: fixtures.b.apiKey })).toMatchObject({ Answer: "Yes." });
  });
});

describe("Knowledge/Add", () => {
  it("keeps the Q&A's language for search in French", async () => {
    const bot = await newChatbot();
    await add(bot, { Question: "Quels sont vos honoraires ?", Answer: "Nos honoraires représentent 5 % du prix de vente." });
    const found = await ok("/chat/Knowledge/Search", { SerialNumber: bot, Question: "honoraire" });
    expect(found.Passages[0]?.Answer).toContain("5 %");
  });
});
