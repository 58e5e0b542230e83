import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "@/db/client";
import { composeAnswer } from "@/lib/ai/concierge/compose";
import { markedListings } from "@/lib/ai/concierge/marker";
import { detectLanguage, parseIntent } from "@/lib/ai/concierge/parse";
import { resolveIntent } from "@/lib/ai/concierge/resolve";
import type { ConciergeResult } from "@/lib/ai/concierge/results";
import type { Intent, Turn } from "@/lib/ai/concierge/types";
import { createWorkspace } from "@/lib/auth/workspaces";
import { createChatbot } from "@/lib/chatbots/service";
import { createListing } from "@/lib/listings/service";
import { conciergeListings, otherChatbotListings } from "@/tests/fixtures/concierge-listings";
import { QUESTIONS } from "@/tests/fixtures/concierge-questions";

// The concierge's question set, end to end over a real database: parse the visitor's
// message in the light of the conversation, run the query it calls for, compose the answer.
// Multi-turn cases replay the earlier questions, so their history holds the concierge's own answers.

const settings = {
  welcomeMessage: "Welcome to Casa Realty! What can I find for you?",
  talkToHumanResponseMessage: "An agent from Casa Realty will contact you shortly.",
};

/** Non-breaking spaces from number formatting read as spaces in expectations. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("the listing concierge's question set", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "casabot-concierge-"));
  let handle: DatabaseHandle;
  let chatbotId: string;

  async function answer(message: string, history: Turn[]) {
    const intent = parseIntent(message, history);
    const result: ConciergeResult = intent.kind === "lead" ? { kind: "lead", recorded: true } : await resolveIntent({ db: handle.db, chatbotId, intent });
    return { intent, ...composeAnswer({ intent, result, language: detectLanguage(message), settings }) };
  }

  async function converse(before: string[], message: string): Promise<{ intent: Intent; text: string; noAnswer: boolean }> {
    const history: Turn[] = [];
    for (const earlier of before) {
      const reply = await answer(earlier, history);
      history.push({ role: "user", text: earlier }, { role: "assistant", text: reply.text });
    }
    return answer(message, history);
  }

  beforeAll(async () => {
    handle = await openDatabase({ dataDir, poolMax: 1 });
    const { db } = handle;
    const workspace = { id: (await createWorkspace({ db, name: "Concierge" })).workspaceId, name: "Concierge" };
    chatbotId = await createChatbot({ db, workspace, input: {} });
    const other = await createChatbot({ db, workspace, input: {} });
    for (const listing of conciergeListings) await createListing({ db, workspace, input: { SerialNumber: chatbotId, ...listing } });
    for (const listing of otherChatbotListings) await createListing({ db, workspace, input: { SerialNumber: other, ...listing } });
  });

  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("has at least 60 questions, each with something to check", () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(60);
    for (const question of QUESTIONS) expect(question.names ?? question.says ?? question.excludes, question.ask).toBeDefined();
  });

  for (const question of QUESTIONS) {
    const label = [...(question.before ?? []), question.ask].join(" → ");
    it(label, async () => {
      const reply = await converse(question.before ?? [], question.ask);
      const text = plain(reply.text);
      const context = `${JSON.stringify(reply.intent)}\n${text}`;
      if (question.kind) expect(reply.intent.kind, context).toBe(question.kind);
      if (question.names) expect(markedListings(text), context).toEqual(question.names);
      for (const mls of question.excludes ?? []) expect(markedListings(text), context).not.toContain(mls);
      for (const fact of question.says ?? []) expect(text.toLowerCase(), context).toContain(fact.toLowerCase());
      expect(reply.noAnswer, context).toBe(question.noAnswer ?? false);
      expect(text, context).not.toMatch(/<[a-z/][^>]*>/i);
    });
  }
});
