import { describe, expect, inject, it } from "vitest";
import { baseUrl, call, fixtures, newChatbot, newListing, ok } from "./helpers";

// Answers from the knowledge over HTTP, on either engine: ClientAsk streamed with listingCards
// (the widget's and the tester's channel) sends the sources of an answer as one line right
// before the summary, and the text names them; the documented stream and reply are unchanged.
// A provider's model (the fake OpenAI-compatible server) gets searchKnowledge as a tool.

const fakeUrl = inject("fakeOpenAI");
const FEES = "What are your fees?";

async function session(bot: string) {
  return (await ok<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: bot })).SessionID;
}

async function streamed(body: object) {
  const response = await fetch(`${baseUrl}/chat/Chat/ClientAsk`, {
    method: "POST",
    headers: { "content-type": "application/json", Authorization: fixtures.a.apiKey },
    body: JSON.stringify({ stream: true, ...body }),
  });
  expect(response.status).toBe(200);
  const lines = (await response.text()).split("\n").filter((line) => line.trim() !== "");
  return lines.map((line) => JSON.parse(line) as Record<string, any>);
}

async function knowingBot(settings: object = {}) {
  const bot = await newChatbot();
  if (Object.keys(settings).length > 0) expect((await call("/chat/Chatbot/Edit", { serialNumber: bot, ...settings })).status).toBe(200);
  const fees = await ok<{ ID: string }>("/chat/Knowledge/Add", {
    SerialNumber: bot,
    Question: FEES,
    AlternativeQuestions: ["How much commission do you charge?"],
    Answer: "Our commission is 5% of the sale price, paid by the seller.",
  });
  await ok("/chat/Knowledge/Add", { SerialNumber: bot, Question: "What are your office hours?", Answer: "Monday to Friday, 9 am to 6 pm." });
  return { bot, feesId: fees.ID };
}

describe("ClientAsk answers from the knowledge", () => {
  it("streams the sources as one line before the summary, and the text names the source", async () => {
    const { bot, feesId } = await knowingBot();
    await newListing(bot, { City: "Austin", Bedrooms: 3, SalePrice: 410_000, Address: "12 Knowledge Way" });
    const lines = await streamed({
      sessionID: await session(bot),
      content: "What are your fees, and do you have 3 bedroom homes in Austin?",
      listingCards: true,
    });
    const keys = lines.map((line) => Object.keys(line).sort().join());
    expect(keys.slice(-3)).toEqual(["listings", "sources", "Answer,AnswerID,QuestionID,TaskCompleted,TotalToken"]);
    expect(lines.at(-2)!.sources).toEqual([{ ID: feesId, Kind: "qa", Title: FEES, Url: null }]);
    const answer = lines.at(-1)!.Answer as string;
    expect(answer).toContain(`Source: ${FEES}`);
    expect(answer).toContain("5%");
    expect(answer).toContain("12 Knowledge Way");
    expect(
      lines
        .filter((line) => "content" in line)
        .map((line) => line.content)
        .join(""),
    ).toBe(answer);
  });

  it("keeps the documented stream and reply: no sources line without listingCards, noAnswer false", async () => {
    const { bot } = await knowingBot();
    const lines = await streamed({ sessionID: await session(bot), content: "¿Cuánto cobran de comisión?" });
    expect(lines.slice(0, -1).every((line) => Object.keys(line).join() === "content")).toBe(true);
    expect(lines.at(-1)!.Answer).toContain(`Fuente: ${FEES}`);
    const reply = await call("/chat/Chat/ClientAsk", { sessionID: await session(bot), content: "what are your fees?", listingCards: true });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body.Data).sort()).toEqual(["content", "messageid", "noAnswer", "totalToken"]);
    expect(reply.body.Data.noAnswer).toBe(false);
  });

  it("says it does not have what the knowledge does not say: noAnswer, no sources", async () => {
    const { bot } = await knowingBot();
    const reply = await call("/chat/Chat/ClientAsk", { sessionID: await session(bot), content: "Do you offer referral bonuses?" });
    expect(reply.body.Data.noAnswer).toBe(true);
    expect(reply.body.Data.content).toMatch(/don't have that information/);
    const lines = await streamed({ sessionID: await session(bot), content: "Do you offer referral bonuses?", listingCards: true });
    expect(lines.some((line) => "sources" in line)).toBe(false);
  });

  it("gives a provider's model searchKnowledge: its result reaches the model and the sources come back", async () => {
    const { bot, feesId } = await knowingBot({ Model: "fake-llm" });
    const question = `What does the agency charge? ${crypto.randomUUID()}`;
    const lines = await streamed({ sessionID: await session(bot), content: question, listingCards: true });
    expect(lines.at(-1)!.Answer).toContain(`(Source: ${FEES})`);
    expect(lines.find((line) => "sources" in line)?.sources[0]).toEqual({ ID: feesId, Kind: "qa", Title: FEES, Url: null });

    const requests: any[] = await (await fetch(fakeUrl.replace(/\/v1$/, "/__requests"))).json();
    const mine = requests.filter((request) => JSON.stringify(request.messages).includes(question));
    expect(mine[0].tools.some((tool: any) => tool.function.name === "searchKnowledge")).toBe(true);
    const last = mine.at(-1).messages.at(-1);
    expect(last.role).toBe("tool");
    const result = JSON.parse(last.content);
    expect(result.kind).toBe("knowledge");
    expect(result.passages[0]).toMatchObject({ sourceId: feesId, kind: "qa", title: FEES, answer: expect.stringContaining("5%") });
  });
});
