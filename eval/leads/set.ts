// A lead set asked and graded (issue 42): conversations in English, Spanish and French where visitors
// ask to see homes and say what they need, asked through the real answer path (clientAsk, the
// built-in concierge, a fresh PGlite database, the chatbot in the set's time zone, the clock at the
// set's "now"), then graded from what was recorded: the showing request (its home and the windows,
// as wall-clock times in the chatbot's zone), the contact, each qualification field the visitor
// stated, and at most one qualifying question per reply. eval/leads/run.ts prints and writes the
// results; tests/eval/leads-eval.test.ts holds the retired blind sets to what they passed.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "@/db/client";
import { chatbots, leads } from "@/db/schema";
import { showingRequests } from "@/db/schema-integrations";
import { phrasesFor } from "@/lib/ai/concierge/phrases";
import { createWorkspace } from "@/lib/auth/workspaces";
import { clientAsk } from "@/lib/chat/ask";
import { createSession } from "@/lib/chat/sessions";
import { createChatbot } from "@/lib/chatbots/service";
import { readQualification } from "@/lib/leads/qualification";
import { conversationQualification } from "@/lib/leads/qualify";
import { createListingInput } from "@/lib/listings/schema";
import { localDateTime } from "@/lib/mail/zoned";
import { createListing } from "@/lib/listings/service";

export interface Expect {
  showing: null | { mls: string | null; windows: { start: string; end: string }[] };
  contact: null | { name?: string; email?: string; phone?: string };
  qualification: Record<string, unknown>;
  notes?: string;
}
export interface Conversation {
  id: string;
  lang: "en" | "es" | "fr";
  turns: string[];
  expect: Expect;
}
export interface LeadResult {
  id: string;
  lang: string;
  pass: boolean;
  problems: string[];
  replies: { ask: string; reply: string }[];
  expect: Expect;
}

const LANGUAGES = { en: "English", es: "Spanish", fr: "French" } as const;

/** Asks and grades every conversation of the set in `dir`; the clock is the set's "now" (moving on from it) while it runs. */
export async function runLeadSet(dir: string): Promise<LeadResult[]> {
  const fixture = JSON.parse(readFileSync(path.join(dir, "fixture.json"), "utf8")) as { timeZone: string; now: string; listings: Record<string, unknown>[] };
  const conversations = JSON.parse(readFileSync(path.join(dir, "conversations.json"), "utf8")) as Conversation[];
  // The clock at the set's "now": every reading of the time (the times offered are read against it) moves with it.
  const RealDate = Date;
  const shift = Date.parse(fixture.now) - Date.now();
  class SetDate extends RealDate {
    constructor(...args: ConstructorParameters<typeof Date> | []) {
      if (args.length === 0) super(RealDate.now() + shift);
      else super(...(args as ConstructorParameters<typeof Date>));
    }
    static override now() {
      return RealDate.now() + shift;
    }
  }
  const wall = (iso: string) => localDateTime(fixture.timeZone, new RealDate(iso));
  const digits = (text: string) => text.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  const dataDir = mkdtempSync(path.join(tmpdir(), "casabot-leads-eval-"));
  const handle = await openDatabase({ dataDir, poolMax: 2 });
  globalThis.Date = SetDate as DateConstructor;
  try {
    const { db } = handle;
    const workspace = { id: (await createWorkspace({ db, name: "Lead eval" })).workspaceId, name: "Lead eval" };
    const serialNumber = await createChatbot({ db, workspace, input: { timeZone: fixture.timeZone, Name: "Lead eval" } });
    await db.update(chatbots).set({ TalkToHumanEmail: "agent@eval.test" }).where(eq(chatbots.id, serialNumber));
    for (const listing of fixture.listings) {
      const parsed = createListingInput.safeParse({ SerialNumber: serialNumber, ...listing });
      if (!parsed.success) throw new Error(`listing ${String(listing.MLSNumber)}: ${parsed.error.message}`);
      await createListing({ db, workspace, input: parsed.data });
    }
    const results: LeadResult[] = [];
    for (const conversation of conversations) {
      const { SessionID } = await createSession({ db, workspace, serialNumber });
      const replies: { ask: string; reply: string }[] = [];
      for (const ask of conversation.turns) {
        const reply = (await clientAsk({
          db,
          workspace,
          input: { sessionID: SessionID, content: ask, chatAskType: "Text", stream: false, listingCards: false },
          request: new Request("http://eval.local/chat/Chat/ClientAsk", { method: "POST" }),
        })) as { content: string };
        replies.push({ ask, reply: reply.content });
      }
      const problems: string[] = [];
      const expect = conversation.expect;
      const showings = await db.select().from(showingRequests).where(eq(showingRequests.sessionId, SessionID));
      if (!expect.showing && showings.length > 0) problems.push(`a showing was recorded (${showings[0]!.listingMls})`);
      if (expect.showing) {
        const showing = showings.at(-1);
        if (!showing) problems.push("no showing recorded");
        else {
          if (expect.showing.mls && showing.listingMls !== expect.showing.mls)
            problems.push(`showing of ${showing.listingMls || "no home"}, not ${expect.showing.mls}`);
          const got = showing.proposed.map((window) => `${wall(window.start)}–${wall(window.end)}`);
          const wanted = expect.showing.windows.map((window) => `${window.start}–${window.end}`);
          if (JSON.stringify(got) !== JSON.stringify(wanted)) problems.push(`windows ${JSON.stringify(got)}, not ${JSON.stringify(wanted)}`);
        }
      }
      const rows = await db.select().from(leads).where(eq(leads.sessionId, SessionID));
      const lead = rows.filter((row) => row.type === "Lead" && (row.email || row.phone)).at(-1);
      if (expect.contact && (expect.contact.email || expect.contact.phone)) {
        if (!lead) problems.push("no lead recorded");
        else {
          if (expect.contact.email && lead.email.toLowerCase() !== expect.contact.email.toLowerCase()) problems.push(`e-mail ${lead.email || "(none)"}`);
          if (expect.contact.phone && digits(lead.phone) !== digits(expect.contact.phone)) problems.push(`phone ${lead.phone || "(none)"}`);
        }
      } else if (!expect.contact && lead) problems.push("a lead was recorded with no contact given");
      // The lead's qualification; with no lead (no contact left), what the conversation view shows (Chatbot/SessionMessages).
      const stored = lead ? readQualification(lead.qualification) : await conversationQualification(db, serialNumber, SessionID);
      for (const [field, value] of Object.entries(expect.qualification ?? {})) {
        const got = (stored as Record<string, unknown>)[field];
        const same = typeof value === "string" && typeof got === "string" ? value.toLowerCase() === got.toLowerCase() : value === got;
        if (!same) problems.push(`${field} ${JSON.stringify(got)}, not ${JSON.stringify(value)}`);
      }
      const book = phrasesFor(LANGUAGES[conversation.lang]);
      const asked = Object.values(book.qualifyQuestion);
      for (const { reply } of replies)
        if (asked.filter((question) => reply.includes(question)).length > 1) problems.push("two qualifying questions in one reply");
      results.push({ id: conversation.id, lang: conversation.lang, pass: problems.length === 0, problems, replies, expect });
    }
    return results;
  } finally {
    globalThis.Date = RealDate;
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** "all 42/45; en 14/15, es 14/15, fr 14/15" */
export function leadRates(results: LeadResult[]): string {
  const rate = (list: LeadResult[]) => `${list.filter((item) => item.pass).length}/${list.length}`;
  return `all ${rate(results)}; en ${rate(results.filter((r) => r.lang === "en"))}, es ${rate(results.filter((r) => r.lang === "es"))}, fr ${rate(results.filter((r) => r.lang === "fr"))}`;
}
