import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "@/db/client";
import { chatbots } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { createWorkspace } from "@/lib/auth/workspaces";
import { clientAsk } from "@/lib/chat/ask";
import { createSession } from "@/lib/chat/sessions";
import { createChatbot } from "@/lib/chatbots/service";
import { chunkSections } from "@/lib/knowledge/extract";
import { addQaSource, createSource, storeChunks } from "@/lib/knowledge/service";
import { createListing } from "@/lib/listings/service";
import { type FakeOpenAI, startFakeOpenAI } from "@/tests/setup/fake-openai";
import { austinHome } from "@/tests/setup/listing-fields";
import { migratedDataDir } from "@/tests/setup/databases";

// Answers from the agency's knowledge, in process over a real database: the concierge quotes
// the passage that covers the question and names its source, in the visitor's language; says
// it does not know when nothing covers it; answers both parts of a mixed question; and gives
// exactly the answers it gave without knowledge to greetings, listing questions, handoffs and
// leads. A provider's model (the fake OpenAI-compatible server) calls searchKnowledge too.

const home = (mls: string, bedrooms: number, price: number) => austinHome(mls, bedrooms, price, { Description: `A ${bedrooms}-bedroom home with a garden.` });

const FEES = "What are your fees?";
const HOURS = "What are your office hours?";

describe("answers from the knowledge", () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  let fake: FakeOpenAI;
  let workspace: WorkspaceRef;
  /** The concierge with listings and knowledge; the same listings without knowledge; a provider's model with the knowledge. */
  const bots = { knowing: "", plain: "", provider: "", providerWithout: "" };
  const saved = { ...process.env };

  async function ask(bot: string, content: string) {
    const { SessionID } = await createSession({ db: handle.db, workspace, serialNumber: bot });
    return (await clientAsk({
      db: handle.db,
      workspace,
      input: { sessionID: SessionID, content, chatAskType: "Text", stream: false, listingCards: false },
      request: new Request("http://localhost/chat/Chat/ClientAsk"),
    })) as { content: string; noAnswer: boolean };
  }

  async function streamed(bot: string, content: string, listingCards = true) {
    const { SessionID } = await createSession({ db: handle.db, workspace, serialNumber: bot });
    const response = (await clientAsk({
      db: handle.db,
      workspace,
      input: { sessionID: SessionID, content, chatAskType: "Text", stream: true, listingCards },
      request: new Request("http://localhost/chat/Chat/ClientAsk"),
    })) as Response;
    const lines = (await response.text()).split("\n").filter((line) => line.trim() !== "");
    return lines.map((line) => JSON.parse(line) as Record<string, any>);
  }

  async function addKnowledge(bot: string) {
    const qa = (Question: string, Answer: string, AlternativeQuestions: string[] = []) =>
      addQaSource({ db: handle.db, workspace, input: { SerialNumber: bot, Question, Answer, AlternativeQuestions } });
    await qa(FEES, "When you sell with us, our commission is 5% of the final sale price. Buyers pay us nothing.", ["How much commission do you charge?"]);
    await qa(HOURS, "Our office is open Monday to Friday from 9 am to 6 pm, and on Saturdays from 10 am to 2 pm.");
    await qa("¿Ayudan a compradores extranjeros?", "Sí: les ayudamos a obtener su número fiscal (ITIN) y a abrir una cuenta bancaria.");
    const source = await createSource(handle.db, bot, { kind: "document", title: "Buyer's guide", language: "en" });
    const chunks = chunkSections(
      [
        {
          headings: ["Buyer's guide", "Making an offer"],
          text: "Your agent writes an offer with the price and an earnest money deposit of about 1% of the price.",
        },
        { headings: ["Buyer's guide", "The home inspection"], text: "We recommend a home inspection. It costs about $400 to $600 and takes three hours." },
      ],
      { maxChars: 1000 },
    );
    await storeChunks(
      handle.db,
      source.id,
      chunks.map((chunk) => ({ heading: chunk.headings.join(" > "), content: chunk.content })),
    );
  }

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    Object.assign(process.env, { OPENAI_COMPATIBLE_BASE_URL: fake.url, OPENAI_COMPATIBLE_API_KEY: "test-key", OPENAI_COMPATIBLE_MODELS: "fake-llm" });
    dataDir = await migratedDataDir("knowledge-answers");
    handle = await openDatabase({ dataDir, poolMax: 1 });
    const { db } = handle;
    workspace = { id: (await createWorkspace({ db, name: "Knowledge" })).workspaceId, name: "Knowledge" };
    for (const key of ["knowing", "plain", "provider", "providerWithout"] as const) {
      bots[key] = await createChatbot({ db, workspace, input: {} });
      for (const listing of [home("K1", 3, 400_000), home("K2", 3, 450_000), home("K3", 2, 300_000)])
        await createListing({ db, workspace, input: { SerialNumber: bots[key], ...listing } });
    }
    await addKnowledge(bots.knowing);
    await addKnowledge(bots.provider);
    for (const bot of [bots.provider, bots.providerWithout]) await db.update(chatbots).set({ Model: "oc:fake-llm" }).where(eq(chatbots.id, bot));
  });

  afterAll(async () => {
    process.env = saved;
    await handle?.close();
    await fake?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("quotes the Q&A that answers the question and names it as the source", async () => {
    for (const question of ["What are your fees?", "how much comission do you charge", "do buyers pay you any fees?"]) {
      const reply = await ask(bots.knowing, question);
      expect(reply.content, question).toContain("5%");
      expect(reply.content, question).toContain(`Source: ${FEES}`);
      expect(reply.noAnswer, question).toBe(false);
    }
  });

  it("frames the answer in the visitor's language, whatever the passage's", async () => {
    const spanish = await ask(bots.knowing, "¿Cuánto cobran de comisión?");
    expect(spanish.content).toMatch(/^Esto es lo que dice la información de la agencia/);
    expect(spanish.content).toContain(`Fuente: ${FEES}`);
    const french = await ask(bots.knowing, "Quels sont les horaires de votre bureau ?");
    expect(french.content).toMatch(/^Voici ce qu'indiquent les informations de l'agence/);
    expect(french.content).toContain(`Source : ${HOURS}`);
    const english = await ask(bots.knowing, "do you help buyers from abroad get a tax number?");
    expect(english.content).toMatch(/^Here is what the agency's information says/);
    expect(english.content).toContain("ITIN");
  });

  it("quotes a document's sentences that answer, under the document's title", async () => {
    const reply = await ask(bots.knowing, "how much does a home inspection cost?");
    expect(reply.content).toContain("$400 to $600");
    expect(reply.content).toContain("Source: Buyer's guide");
    expect(reply.content).not.toContain("earnest money");
  });

  it("says it does not know when nothing covers the question, never quoting a passage that only shares a word", async () => {
    for (const question of ["Do you sell cars?", "Do you offer referral bonuses?", "who founded the agency?", "¿Ofrecen servicios de decoración?"]) {
      const reply = await ask(bots.knowing, question);
      expect(reply.noAnswer, question).toBe(true);
      expect(reply.content, question).not.toMatch(/Source|Fuente|5%|9 am/);
    }
    expect((await ask(bots.knowing, "¿Ofrecen servicios de decoración?")).content).toMatch(/^Lo siento, no tengo esa información/);
  });

  it("answers both parts of a mixed question, and sends the listings then the sources before the summary", async () => {
    const reply = await ask(bots.knowing, "What are your fees, and do you have 3 bedroom homes in Austin?");
    expect(reply.content).toContain("5%");
    expect(reply.content).toContain("400000 Main St");
    expect(reply.content).toContain("450000 Main St");
    expect(reply.content).not.toContain("300000 Main St");
    expect(reply.noAnswer).toBe(false);

    const lines = await streamed(bots.knowing, "What are your fees, and do you have 3 bedroom homes in Austin?");
    const keys = lines.map((line) => Object.keys(line).sort().join());
    expect(keys.slice(-3)).toEqual(["listings", "sources", "Answer,AnswerID,QuestionID,TaskCompleted,TotalToken"]);
    expect(lines.at(-2)!.sources).toEqual([{ ID: expect.stringMatching(/^\d+$/), Kind: "qa", Title: FEES, Url: null }]);
    expect(
      lines
        .at(-3)!
        .listings.map((card: { mlsNumber: string }) => card.mlsNumber)
        .sort(),
    ).toEqual(["K1", "K2"]);
  });

  it("sends no sources line without listingCards, nor for an answer that does not come from the knowledge", async () => {
    const plain = await streamed(bots.knowing, "What are your fees?", false);
    expect(plain.every((line) => !("sources" in line))).toBe(true);
    expect(plain.at(-1)!.Answer).toContain(`Source: ${FEES}`);
    for (const question of ["3 bedroom homes in Austin", "Do you offer referral bonuses?"]) {
      const lines = await streamed(bots.knowing, question);
      expect(
        lines.every((line) => !("sources" in line)),
        question,
      ).toBe(true);
    }
  });

  it("answers greetings, listing questions, handoffs, leads and off-topic questions exactly as without knowledge", async () => {
    const questions = [
      "hi",
      "hola, buenos días",
      "3 bedroom homes in Austin",
      "cheapest home in austin",
      "how many homes do you have for sale?",
      "which cities do you cover?",
      "talk to an agent",
      "I want to sell my house",
      "my email is ana@example.com",
      "what's the weather in Austin?",
      "give me a pasta recipe",
      "homes with a garden in Austin",
      "open houses this weekend in Austin?",
    ];
    for (const question of questions) {
      const [withKnowledge, without] = [await ask(bots.knowing, question), await ask(bots.plain, question)];
      expect({ content: withKnowledge.content, noAnswer: withKnowledge.noAnswer }, question).toEqual({ content: without.content, noAnswer: without.noAnswer });
    }
  });

  it("lets a provider's model call searchKnowledge: the passages reach it and the sources come back", async () => {
    const lines = await streamed(bots.provider, "What does the agency charge when I sell?");
    const answer = lines.at(-1)!.Answer as string;
    expect(answer).toContain(`(Source: ${FEES})`);
    expect(answer).toContain("5%");
    const sources = lines.find((line) => "sources" in line)?.sources as { Title: string; Kind: string }[];
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.length).toBeLessThanOrEqual(3);
    expect(sources[0]).toMatchObject({ Kind: "qa", Title: FEES, Url: null });
    expect(new Set(sources.map((source) => JSON.stringify(source))).size).toBe(sources.length);

    const received = (await (await fetch(fake.url.replace(/\/v1$/, "/__requests"))).json()) as { messages: { role: string; content: unknown }[] }[];
    const withResult = received.find(
      (request) => JSON.stringify(request.messages).includes("What does the agency charge when I sell?") && request.messages.at(-1)?.role === "tool",
    );
    const result = JSON.parse(String(withResult!.messages.at(-1)!.content)) as { kind: string; passages: { title: string; answer: string | null }[] };
    expect(result.kind).toBe("knowledge");
    expect(result.passages[0]).toMatchObject({ title: FEES, answer: expect.stringContaining("5%") });
  });

  it("takes a provider model's no_answer after an empty search as noAnswer, with no sources", async () => {
    const reply = await ask(bots.providerWithout, "Does the agency zzqx wombat?");
    expect(reply.content).toBe("Sorry, I don't know that.");
    expect(reply.noAnswer).toBe(true);
    const lines = await streamed(bots.providerWithout, "Does the agency zzqx wombat?");
    expect(lines.every((line) => !("sources" in line))).toBe(true);
  });
});
