import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { listings } from "@/db/schema";
import { createWorkspace } from "@/lib/auth/workspaces";
import { clientAsk } from "@/lib/chat/ask";
import { clientAskInput } from "@/lib/chat/schema";
import { createSession } from "@/lib/chat/sessions";
import { createChatbot } from "@/lib/chatbots/service";
import { demoListings } from "@/lib/demo/listings";
import { addQaSource } from "@/lib/knowledge/service";
import { ownDatabase } from "../setup/databases";

// How often an ask waits on the database (issue 21): once to admit the question with all its answer
// needs, once for the listing tools (a page and its total side by side), once to save the answer with
// its question's facts and the conversation's state. Counted from the statements Drizzle sends.

const engines = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres" as const] : [])] as const;

describe.each(engines)("an ask's round trips on %s", (engine) => {
  const statements: string[] = [];
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  const workspace = { id: "", name: "Round trips" };

  beforeAll(async () => {
    const database = await ownDatabase(engine, "round-trips");
    drop = database.drop;
    // Every statement of the asks below is counted.
    handle = await database.open({ logQuery: (query) => statements.push(query) });
    workspace.id = (await createWorkspace({ db: handle.db, name: workspace.name })).workspaceId;
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  async function botWithListings() {
    const { db } = handle;
    const bot = await createChatbot({ db, workspace, input: {} });
    await db.insert(listings).values(demoListings().map((listing) => ({ ...listing, chatbotId: bot })));
    return { bot, session: (await createSession({ db, workspace, serialNumber: bot })).SessionID };
  }

  async function ask(sessionID: number, content: string) {
    statements.length = 0;
    await clientAsk({ db: handle.db, workspace, input: clientAskInput.parse({ sessionID, content }), request: new Request("http://casabot.test/") });
    return statements.map((statement) => statement.replace(/\s+/g, " ").trim());
  }

  const opens = (statement: string) => statement.startsWith("select casabot_open_question(");
  const saves = (statement: string) => statement.startsWith('with "answered" as (update "chat_messages"');
  const readsListings = (statement: string) => /from "listings"/.test(statement);

  it("admits, searches (a page and its total side by side) and saves: three waits", async () => {
    const { session } = await botWithListings();
    // The first ask reads the chatbot's cities into this process's cache (a minute).
    await ask(session, "hello");
    const sent = await ask(session, "homes for sale in Austin under $900k");
    expect(sent).toHaveLength(4);
    expect(opens(sent[0]!)).toBe(true);
    expect(sent.slice(1, 3).every(readsListings)).toBe(true);
    expect(saves(sent[3]!)).toBe(true);
    // A follow-up about one of them: admitted, the listing read, saved.
    const followUp = await ask(session, "tell me about the second one");
    expect(followUp).toHaveLength(3);
    expect([opens(followUp[0]!), readsListings(followUp[1]!), saves(followUp[2]!)]).toEqual([true, true, true]);
    // Small talk needs no tool: admitted and saved.
    expect((await ask(session, "thank you!")).map((statement) => opens(statement) || saves(statement))).toEqual([true, true]);
  });

  it("searches the knowledge of a chatbot that has some, beside the listings", async () => {
    const { bot, session } = await botWithListings();
    await addQaSource({
      db: handle.db,
      workspace,
      input: { SerialNumber: bot, Question: "Do you allow pets in your rentals?", AlternativeQuestions: [], Answer: "Yes, with a deposit." },
    });
    await ask(session, "hello");
    const sent = await ask(session, "apartments for rent in Denver");
    expect(opens(sent[0]!)).toBe(true);
    expect(saves(sent.at(-1)!)).toBe(true);
    expect(sent.some((statement) => /knowledge_chunks/.test(statement))).toBe(true);
    expect(sent.filter(readsListings)).toHaveLength(2);
  });
});
