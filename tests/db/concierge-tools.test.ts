import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "@/db/client";
import { chatbots, chatMessages, chatSessions, leads } from "@/db/schema";
import { loadState } from "@/lib/ai/concierge/state";
import type { ConversationState } from "@/lib/ai/concierge/types";
import { saveAnswer } from "@/lib/chat/answers";
import { chatTools } from "@/lib/ai/tools";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { createWorkspace } from "@/lib/auth/workspaces";
import { clientAsk } from "@/lib/chat/ask";
import { createSession } from "@/lib/chat/sessions";
import { createChatbot } from "@/lib/chatbots/service";
import type { ListingFields } from "@/lib/listings/schema";
import { createListing } from "@/lib/listings/service";
import { type FakeOpenAI, startFakeOpenAI } from "@/tests/setup/fake-openai";
import { austinHome } from "@/tests/setup/listing-fields";
import { migratedDataDir } from "@/tests/setup/databases";

// The listing tools over a real database, in this process: a provider's model (the fake
// OpenAI-compatible server, over the real wire protocol) calls them through clientAsk, and
// each listing tool saves the session's conversation state, which the next turn reads.

/** A tool's result: these tools return one value, never a stream of them. */
const one = async <T>(result: T | AsyncIterable<T> | PromiseLike<T | AsyncIterable<T>>) => (await result) as T;

const home = (mls: string, bedrooms: number, price: number, fields: Partial<ListingFields> = {}) =>
  austinHome(mls, bedrooms, price, { ExtensionColumn: [{ Key: "School district", value: "Eanes ISD" }], ...fields });

describe("the listing tools, called by a provider's model", () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  let fake: FakeOpenAI;
  let workspace: WorkspaceRef;
  let serialNumber: string;
  const saved = { ...process.env };

  const ask = async (sessionID: number, content: string) =>
    (await clientAsk({
      db: handle.db,
      workspace,
      input: { sessionID, content, chatAskType: "Text", stream: false, listingCards: false },
      request: new Request("http://localhost/chat/Chat/ClientAsk"),
    })) as { content: string; noAnswer: boolean };

  async function newSession() {
    return (await createSession({ db: handle.db, workspace, serialNumber })).SessionID;
  }

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    Object.assign(process.env, { OPENAI_COMPATIBLE_BASE_URL: fake.url, OPENAI_COMPATIBLE_API_KEY: "test-key", OPENAI_COMPATIBLE_MODELS: "fake-llm" });
    dataDir = await migratedDataDir("tools");
    handle = await openDatabase({ dataDir, poolMax: 1 });
    const { db } = handle;
    workspace = { id: (await createWorkspace({ db, name: "Tools" })).workspaceId, name: "Tools" };
    serialNumber = await createChatbot({ db, workspace, input: {} });
    await db.update(chatbots).set({ Model: "oc:fake-llm" }).where(eq(chatbots.id, serialNumber));
    for (const listing of [home("A1", 2, 300_000), home("A2", 3, 350_000), home("A3", 1, 100_000), home("A4", 4, 200_000, { Status: "Sold" })]) {
      await createListing({ db, workspace, input: { SerialNumber: serialNumber, ...listing } });
    }
    // Another chatbot's cheaper 4-bedroom home would come first if the tools could reach it.
    const other = await createChatbot({ db, workspace, input: {} });
    await createListing({ db, workspace, input: { SerialNumber: other, ...home("B1", 4, 50_000) } });
  });

  afterAll(async () => {
    process.env = saved;
    await handle?.close();
    await fake?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("searches with filters, compares the first two found, answers, and saves the state", async () => {
    const sessionID = await newSession();
    const reply = await ask(sessionID, "Compare the two cheapest 2 bedroom homes");
    expect(reply.content).toBe("Compared: A1 at 300000 and A2 at 350000.");
    expect(reply.noAnswer).toBe(false);
    const state = await loadState({ db: handle.db, sessionId: sessionID });
    expect(state.criteria).toEqual({ filters: { bedrooms: { min: 2 } }, sort: { field: "price", direction: "asc" } });
    expect(state.results).toHaveLength(2);
    expect(state.focus).toEqual(state.results);
  });

  it('resolves "the second one" from the saved state on the next turn', async () => {
    const sessionID = await newSession();
    expect((await ask(sessionID, "Any 2 bedroom homes?")).content).toBe("I found 2 homes: A1, A2.");
    const before = await loadState({ db: handle.db, sessionId: sessionID });
    expect((await ask(sessionID, "Tell me about the second one")).content).toBe("That one is A2.");
    const after = await loadState({ db: handle.db, sessionId: sessionID });
    expect(after).toMatchObject({ results: before.results, focus: [before.results[1]] });
  });

  it("give a model the state with short summaries of the listings, and record a lead with its listing", async () => {
    const sessionId = await newSession();
    const { db } = handle;
    const [chatbot] = await db.select().from(chatbots).where(eq(chatbots.id, serialNumber));
    const call = { toolCallId: "t", messages: [] };
    // The tools keep the conversation's next state here; the answer's save stores it.
    const conversation: { state: ConversationState } = { state: { results: [], focus: [] } };
    const tools = chatTools({ db, chatbot: chatbot!, sessionId, question: "Call me about it", conversation });
    const found = await one(tools.search_listings.execute!({ filters: { bedrooms: { min: 1 } }, sort: { field: "price", direction: "desc" }, limit: 5 }, call));
    expect(found.listings.map((listing) => listing.mlsNumber)).toEqual(["A2", "A1", "A3"]);
    const state = await one(tools.get_conversation_state.execute!({}, call));
    expect(state.results.map((listing) => listing.mlsNumber)).toEqual(["A2", "A1", "A3"]);
    expect(state.results[0]).toMatchObject({ address: "350000 Main St", city: "Austin", price: 350_000, bedrooms: 3 });
    expect(state.focus).toEqual([]);

    const listing = await one(tools.get_listing.execute!({ listing: { mlsNumber: "a4" } }, call));
    expect(listing.listing).toMatchObject({ mlsNumber: "A4", status: "Sold", extension: [{ Key: "School district", value: "Eanes ISD" }] });
    expect(await one(tools.get_listing.execute!({ listing: { mlsNumber: "B1" } }, call))).toEqual({ kind: "listing", listing: null });
    expect(conversation.state.focus).toEqual([listing.listing!.id]);

    expect(await one(tools.record_lead.execute!({ name: "Ana", listing: { mlsNumber: "A2" } }, call))).toEqual({ kind: "lead", recorded: false });
    // Recorded, with the one qualifying question worth asking next: nothing said yet of when they mean to move.
    expect(await one(tools.record_lead.execute!({ name: "Ana", email: "ana@example.com", listing: { mlsNumber: "A2" } }, call))).toEqual({
      kind: "lead",
      recorded: true,
      next: "timeline",
    });
    expect(conversation.state.qualify).toEqual({ asked: "timeline", askedAll: ["timeline"] });
    const [lead] = await db.select().from(leads).where(eq(leads.sessionId, sessionId));
    expect(lead).toMatchObject({ type: "Lead", name: "Ana", email: "ana@example.com", message: "Call me about it\nListing: MLS A2, 350000 Main St, Austin" });
  });

  it("stores the state with the answer, only what validates, and reads a broken stored state as empty", async () => {
    const sessionId = await newSession();
    const { db } = handle;
    const [question] = await db
      .insert(chatMessages)
      .values({ chatbotId: serialNumber, sessionId, role: "question", content: "Austin?" })
      .returning({ id: chatMessages.id });
    const answer = { sessionId, chatbotId: serialNumber, content: "Yes.", totalTokens: 3, noAnswer: false, interrupted: false, model: "1" };
    const state = { results: [1, 2, 2], focus: [], criteria: { filters: { city: "Austin" } }, language: "French" as const, extra: "dropped" };
    await saveAnswer(db, answer, { id: question!.id, answerMs: 5, facts: null }, state);
    expect(await loadState({ db, sessionId })).toEqual({
      results: [1, 2],
      focus: [],
      criteria: { filters: { city: "Austin" } },
      language: "French",
    });
    await db
      .update(chatSessions)
      .set({ conciergeState: { results: "nope" } })
      .where(eq(chatSessions.id, sessionId));
    expect(await loadState({ db, sessionId })).toEqual({ results: [], focus: [] });
  });
});
