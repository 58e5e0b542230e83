import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "@/db/client";
import { chatbots, leads, listings } from "@/db/schema";
import { loadState } from "@/lib/ai/concierge/state";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { createWorkspace } from "@/lib/auth/workspaces";
import { clientAsk } from "@/lib/chat/ask";
import { createSession } from "@/lib/chat/sessions";
import { createChatbot } from "@/lib/chatbots/service";
import { createListing } from "@/lib/listings/service";
import { conciergeListings, otherChatbotListings } from "@/tests/fixtures/concierge-listings";
import { type Conversation, CONVERSATIONS, type Turn } from "@/tests/fixtures/concierge-questions";
import { migratedDataDir } from "@/tests/setup/databases";

// The built-in concierge end to end over a real database: every turn of a conversation goes
// through clientAsk (understand, the tool, the composed answer, the state saved), one session
// per conversation, so follow-ups are read from the stored conversation state.

/** Non-breaking spaces from number formatting read as spaces in expectations. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("the listing concierge's conversations", () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  let workspace: WorkspaceRef;
  const bots: Record<NonNullable<Conversation["bot"]>, string> = { default: "", spanish: "" };
  /** MLS numbers by listing id, over both bots. */
  const mlsOf = new Map<number, string>();

  beforeAll(async () => {
    dataDir = await migratedDataDir("concierge");
    handle = await openDatabase({ dataDir, poolMax: 1 });
    const { db } = handle;
    workspace = { id: (await createWorkspace({ db, name: "Concierge" })).workspaceId, name: "Concierge" };
    bots.default = await createChatbot({ db, workspace, input: {} });
    bots.spanish = await createChatbot({ db, workspace, input: {} });
    await db.update(chatbots).set({ AIResponseLanguage: "Spanish", WelcomeMessage: "¡Bienvenido a Casa Sol!" }).where(eq(chatbots.id, bots.spanish));
    const other = await createChatbot({ db, workspace, input: {} });
    for (const bot of [bots.default, bots.spanish]) {
      for (const listing of conciergeListings) await createListing({ db, workspace, input: { SerialNumber: bot, ...listing } });
    }
    for (const listing of otherChatbotListings) await createListing({ db, workspace, input: { SerialNumber: other, ...listing } });
    for (const row of await db.select({ id: listings.id, mls: listings.MLSNumber }).from(listings)) mlsOf.set(row.id, row.mls);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function ask(sessionID: number, content: string) {
    const request = new Request("http://localhost/chat/Chat/ClientAsk");
    return (await clientAsk({ db: handle.db, workspace, input: { sessionID, content, chatAskType: "Text", stream: false, listingCards: false }, request })) as {
      content: string;
      noAnswer: boolean;
    };
  }

  function check(turn: Turn, reply: { content: string; noAnswer: boolean }, state: { results: string[]; focus: string[]; language?: string }) {
    const text = plain(reply.content);
    const lower = text.toLowerCase();
    const context = `${turn.ask}\n${text}\n${JSON.stringify(state)}`;
    if (turn.shows) expect(turn.only ? state.results : state.results.slice(0, turn.shows.length), context).toEqual(turn.shows);
    if (turn.focus) expect(state.focus, context).toEqual(turn.focus);
    for (const mls of turn.hides ?? []) {
      expect(state.results, context).not.toContain(mls);
      expect(text, context).not.toContain(mls);
    }
    for (const fact of turn.says ?? []) expect(lower, context).toContain(fact.toLowerCase());
    for (const fact of turn.not ?? []) expect(lower, context).not.toContain(fact.toLowerCase());
    if (turn.noAnswer !== null) expect(reply.noAnswer, context).toBe(turn.noAnswer ?? false);
    if (turn.language) expect(state.language, context).toBe(turn.language);
    // Answers read like an agent's: no markers, links or zero-valued facts, never "newest first".
    expect(text, context).not.toMatch(/\(MLS#|https?:\/\/|newest first|\b0 (?:parking|garage|bd|beds?|ba|baths?)\b|<[a-z/][^>]*>/i);
  }

  for (const conversation of CONVERSATIONS) {
    it(conversation.name, async () => {
      const { db } = handle;
      const { SessionID } = await createSession({ db, workspace, serialNumber: bots[conversation.bot ?? "default"] });
      for (const turn of conversation.turns) {
        const reply = await ask(SessionID, turn.ask);
        const stored = await loadState({ db, sessionId: SessionID });
        const named = (ids: number[]) => ids.map((id) => mlsOf.get(id) ?? `#${id}`);
        check(turn, reply, { results: named(stored.results), focus: named(stored.focus), language: stored.language });
        if (turn.lead) {
          const recorded = await db.select().from(leads).where(eq(leads.sessionId, SessionID));
          expect(recorded.map((lead) => lead.message).join("\n"), turn.ask).toContain(turn.lead);
        }
      }
    });
  }
});
