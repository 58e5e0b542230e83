// A blind set as its writer gave it (listings in the API's RealEstateCreate shape, conversations
// with what a right answer holds, in prose), asked through the real answer path: clientAsk on a
// fresh PGlite database, the built-in concierge, one session per conversation. Writes every turn's
// reply, for a reader to grade against the listings (the strict read grade; partial is wrong).
//   npx tsx eval/blind-run.ts <fixture.json> <questions.json> <answers.json>
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "@/db/client";
import { createWorkspace } from "@/lib/auth/workspaces";
import { clientAsk } from "@/lib/chat/ask";
import { createSession } from "@/lib/chat/sessions";
import { createChatbot } from "@/lib/chatbots/service";
import { createListingInput } from "@/lib/listings/schema";
import { createListing } from "@/lib/listings/service";

interface Conversation {
  id: string;
  language: string;
  turns: string[];
  expected: string;
}

const [fixtureFile, questionsFile, answersFile] = process.argv.slice(2);
if (!fixtureFile || !questionsFile || !answersFile) throw new Error("usage: tsx eval/blind-run.ts <fixture.json> <questions.json> <answers.json>");
const listings = JSON.parse(readFileSync(fixtureFile, "utf8")) as Record<string, unknown>[];
const conversations = JSON.parse(readFileSync(questionsFile, "utf8")) as Conversation[];

const dataDir = mkdtempSync(path.join(tmpdir(), "casabot-blind-"));
const handle = await openDatabase({ dataDir, poolMax: 2 });
try {
  const { db } = handle;
  const workspace = { id: (await createWorkspace({ db, name: "Blind set" })).workspaceId, name: "Blind set" };
  const serialNumber = await createChatbot({ db, workspace, input: {} });
  for (const listing of listings) {
    const parsed = createListingInput.safeParse({ SerialNumber: serialNumber, ...listing });
    if (!parsed.success) throw new Error(`listing ${String(listing.MLSNumber)}: ${parsed.error.message}`);
    await createListing({ db, workspace, input: parsed.data });
  }
  const answered = [];
  const times: number[] = [];
  for (const conversation of conversations) {
    const { SessionID } = await createSession({ db, workspace, serialNumber });
    const replies: { ask: string; reply: string; noAnswer: boolean }[] = [];
    for (const ask of conversation.turns) {
      const began = performance.now();
      const reply = (await clientAsk({
        db,
        workspace,
        input: { sessionID: SessionID, content: ask, chatAskType: "Text", stream: false, listingCards: false },
        request: new Request("http://eval.local/chat/Chat/ClientAsk", { method: "POST" }),
      })) as { content: string; noAnswer: boolean };
      times.push(performance.now() - began);
      replies.push({ ask, reply: reply.content, noAnswer: reply.noAnswer });
    }
    answered.push({ ...conversation, replies });
  }
  writeFileSync(answersFile, `${JSON.stringify(answered, null, 2)}\n`);
  times.sort((a, b) => a - b);
  console.log(
    `${conversations.length} conversations, ${times.length} turns; p50 ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms per turn; answers in ${answersFile}`,
  );
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
