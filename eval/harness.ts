import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type DatabaseHandle, openDatabase } from "@/db/client";
import { createWorkspace } from "@/lib/auth/workspaces";
import { clientAsk } from "@/lib/chat/ask";
import { createSession } from "@/lib/chat/sessions";
import { bigFixture } from "./fixtures/big";
import { HOLDOUT } from "./fixtures/holdout";
import { HOLDOUT_D } from "./fixtures/holdout-d";
import { HOLDOUT_E } from "./fixtures/holdout-e";
import { HOLDOUT_F } from "./fixtures/holdout-f";
import { HOLDOUT_G } from "./fixtures/holdout-g";
import { HOLDOUT_H } from "./fixtures/holdout-h";
import { HOLDOUT_I } from "./fixtures/holdout-i";
import { INTL } from "./fixtures/intl";
import type { Fixture } from "./fixtures/types";
import { freshDatabase } from "@/tests/setup/databases";
import { US } from "./fixtures/us";
import { type Answer, fold, gradeQuestion, type Verdict } from "./grade";
import { loadFixture, loadKnowledge } from "./load";
import { inSubset, QUESTIONS } from "./questions";
import { HOLDOUT_SETS as HOLDOUT_AB } from "./questions/holdout";
import { HOLDOUT_C } from "./questions/holdout-c";
import { HOLDOUT_D as HOLDOUT_D_QUESTIONS } from "./questions/holdout-d";
import { HOLDOUT_E as HOLDOUT_E_QUESTIONS } from "./questions/holdout-e";
import { HOLDOUT_F as HOLDOUT_F_QUESTIONS } from "./questions/holdout-f";
import { HOLDOUT_G as HOLDOUT_G_QUESTIONS } from "./questions/holdout-g";
import { HOLDOUT_H as HOLDOUT_H_QUESTIONS } from "./questions/holdout-h";
import { HOLDOUT_I as HOLDOUT_I_QUESTIONS } from "./questions/holdout-i";
import { HOLDOUT_K } from "./questions/holdout-k";
import { HOLDOUT_L } from "./questions/holdout-l";
import { knowledgeTexts } from "./fixtures/knowledge";
import type { Category, FixtureName, HoldoutSet, LanguageCode, Question } from "./questions/types";

/** Every held-out set by name (K and L: the knowledge questions of questions/holdout-k.ts and questions/holdout-l.ts): A and B (questions/holdout.ts), C (questions/holdout-c.ts), D (questions/holdout-d.ts, fixture holdoutd), E (questions/holdout-e.ts, fixture holdoute), F (questions/holdout-f.ts, fixture holdoutf), G (questions/holdout-g.ts, fixture holdoutg), H (questions/holdout-h.ts, fixture holdouth), I (questions/holdout-i.ts, fixture holdouti). */
export const HOLDOUT_SETS: Record<HoldoutSet, readonly Question[]> = {
  ...HOLDOUT_AB,
  c: HOLDOUT_C,
  d: HOLDOUT_D_QUESTIONS,
  e: HOLDOUT_E_QUESTIONS,
  f: HOLDOUT_F_QUESTIONS,
  g: HOLDOUT_G_QUESTIONS,
  h: HOLDOUT_H_QUESTIONS,
  i: HOLDOUT_I_QUESTIONS,
  k: HOLDOUT_K,
  l: HOLDOUT_L,
};

// The eval, in process: a fresh database, one chatbot per fixture on the built-in concierge
// (Model "1"), a session per conversation, and clientAsk per turn, as the API would call it.

export interface EvalOptions {
  fixtures?: FixtureName[];
  langs?: LanguageCode[];
  categories?: Category[];
  limit?: number;
  subset?: boolean;
  /** Held-out sets to ask instead of QUESTIONS (never in the CI subset); the other filters still apply. */
  holdout?: HoldoutSet[];
  /** A PostgreSQL server (any database URL on it) to make a fresh database on, instead of a PGlite in a temporary directory. */
  databaseUrl?: string;
  log?: (line: string) => void;
}

export interface QuestionResult {
  id: string;
  fixture: FixtureName;
  lang: LanguageCode;
  category: Category;
  turns: string[];
  answers: Answer[];
  /** Milliseconds per turn. */
  latencies: number[];
  verdict: Verdict;
}

export interface EvalRun {
  results: QuestionResult[];
  loadSeconds: number;
  skippedListings: Record<string, number>;
}

/**
 * The fixtures whose chatbot also gets the agency's knowledge (fixtures/knowledge.ts): the knowledge
 * questions are asked of `us`, and every listing question of both must read as it did without it.
 */
const KNOWLEDGE_FIXTURES: ReadonlySet<FixtureName> = new Set(["us", "intl"]);

const FIXTURES: Record<FixtureName, () => Fixture> = {
  us: () => US,
  intl: () => INTL,
  big: bigFixture,
  holdout: () => HOLDOUT,
  holdoutd: () => HOLDOUT_D,
  holdoute: () => HOLDOUT_E,
  holdoutf: () => HOLDOUT_F,
  holdoutg: () => HOLDOUT_G,
  holdouth: () => HOLDOUT_H,
  holdouti: () => HOLDOUT_I,
};

export function selectQuestions(options: EvalOptions): Question[] {
  const pool = options.holdout?.length ? [...new Set(options.holdout)].flatMap((set) => HOLDOUT_SETS[set]) : QUESTIONS;
  const chosen = pool.filter(
    (question) =>
      (!options.fixtures?.length || options.fixtures.includes(question.fixture)) &&
      (!options.langs?.length || options.langs.includes(question.lang)) &&
      (!options.categories?.length || options.categories.includes(question.category)) &&
      (!options.subset || inSubset(question)),
  );
  return options.limit ? chosen.slice(0, options.limit) : chosen;
}

/**
 * The listings' own text, taken out of an answer before telling its language: addresses,
 * cities, types, quoted descriptions (whole or one sentence) and facts are in the owner's language, not the reply's.
 * Folded, longest first.
 */
function namesOf(fixture: Fixture): string[] {
  const names = new Set(fixture.cities.map(fold));
  // The agency's knowledge an answer quotes is in its own language too, whole or a sentence of it.
  if (KNOWLEDGE_FIXTURES.has(fixture.name as FixtureName)) {
    for (const text of knowledgeTexts()) {
      names.add(fold(text));
      for (const sentence of fold(text).split(/(?<=[.!?;:])\s+/))
        if (sentence.replace(/[.!?;:]+$/, "").trim().length >= 20) names.add(sentence.replace(/[.!?;:]+$/, "").trim());
    }
  }
  if (fixture.listings.length <= 1000) {
    for (const { fields } of fixture.listings) {
      for (const text of [fields.Address, fields.Description, fields.PropertyType, ...(fields.ExtensionColumn ?? []).map((pair) => pair.value)])
        names.add(fold(text ?? ""));
      // A sentence of the description, which an answer quotes alone ("L'annonce indique : « One-car detached garage … »").
      for (const sentence of fold(fields.Description ?? "").split(/(?<=[.!?;])\s+/)) {
        const quoted = sentence.replace(/[.!?;]+$/, "").trim();
        if (quoted.length >= 20) names.add(quoted);
      }
    }
  }
  return [...names].filter(Boolean).sort((a, b) => b.length - a.length);
}

export async function runEval(options: EvalOptions = {}): Promise<EvalRun> {
  const log = options.log ?? (() => {});
  const questions = selectQuestions(options);
  const database = await runDatabase(options.databaseUrl);
  const handle: DatabaseHandle = await openDatabase({ databaseUrl: database.url, dataDir: database.dataDir, poolMax: 4 });
  try {
    const { db } = handle;
    const started = performance.now();
    const workspace = { id: (await createWorkspace({ db, name: "Eval" })).workspaceId, name: "Eval" };
    const chatbots = new Map<FixtureName, string>();
    const names = new Map<FixtureName, string[]>();
    const skippedListings: Record<string, number> = {};
    for (const name of new Set(questions.map((question) => question.fixture))) {
      const fixture = FIXTURES[name]();
      const loaded = await loadFixture(db, workspace, fixture);
      chatbots.set(name, loaded.chatbotId);
      names.set(name, namesOf(fixture));
      if (loaded.skipped) skippedListings[name] = loaded.skipped;
      if (KNOWLEDGE_FIXTURES.has(name)) log(`loaded the agency's knowledge into ${name}: ${await loadKnowledge(db, workspace, loaded.chatbotId)} sources`);
      log(`loaded ${name}: ${loaded.loaded} listings${loaded.skipped ? ` (${loaded.skipped} skipped: status not in this build's enum)` : ""}`);
    }
    const loadSeconds = (performance.now() - started) / 1000;

    const results: QuestionResult[] = [];
    for (const question of questions) {
      const { SessionID } = await createSession({ db, workspace, serialNumber: chatbots.get(question.fixture)! });
      const answers: Answer[] = [];
      const latencies: number[] = [];
      for (const content of question.turns) {
        const began = performance.now();
        answers.push(await ask({ db, workspace, sessionId: SessionID, content }));
        latencies.push(performance.now() - began);
      }
      const verdict = gradeQuestion(question, answers, names.get(question.fixture)!);
      results.push({
        id: question.id,
        fixture: question.fixture,
        lang: question.lang,
        category: question.category,
        turns: question.turns,
        answers,
        latencies,
        verdict,
      });
      if (results.length % 50 === 0) log(`${results.length}/${questions.length} asked`);
    }
    return { results, loadSeconds, skippedListings };
  } finally {
    await handle.close();
    await database.drop();
  }
}

/** A database of the run's own: a new one on the PostgreSQL server (as the tests make theirs), or a PGlite directory; dropped afterwards. */
async function runDatabase(serverUrl?: string): Promise<{ url?: string; dataDir: string; drop: () => Promise<void> }> {
  if (serverUrl) return { ...(await freshDatabase(serverUrl)), dataDir: "" };
  const dataDir = mkdtempSync(path.join(tmpdir(), "casabot-eval-"));
  return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

async function ask({
  db,
  workspace,
  sessionId,
  content,
}: {
  db: DatabaseHandle["db"];
  workspace: { id: string; name: string };
  sessionId: number;
  content: string;
}): Promise<Answer> {
  try {
    const request = new Request("http://eval.local/chat/Chat/ClientAsk", { method: "POST" });
    const input = { sessionID: sessionId, content, chatAskType: "Text" as const, stream: false, listingCards: false, fileIds: undefined };
    const reply = (await clientAsk({ db, workspace, input, request })) as { content: string; noAnswer: boolean };
    return { content: reply.content, noAnswer: reply.noAnswer };
  } catch (error) {
    return { content: "", noAnswer: true, error: error instanceof Error ? error.message : String(error) };
  }
}
