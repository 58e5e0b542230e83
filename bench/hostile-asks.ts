// How long one visitor message can hold the event loop: messages built to be slow to read (long runs
// of spaces, one word repeated to the length cap, numbers and money by the thousand, marks that
// normalising multiplies), each asked through clientAsk as the widget asks it, on the embedded
// database (PGlite answers in this thread, so its queries count too), with the eval's US and
// international fixtures and the agency's knowledge. Prints, per message, the longest the loop was
// held during the ask (perf_hooks' delay histogram at 1 ms resolution) and the ask's own time.
//   npx tsx bench/hostile-asks.ts [--rounds 3] [--only <part of a message's name>] [--profile out.cpuprofile]
// --cold leaves out the server's warm-up (lib/ai/concierge/warm.ts); --profile writes a CPU profile of the asks measured (the warm-up and the fixtures left out).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { openDatabase } from "@/db/client";
import { INTL } from "@/eval/fixtures/intl";
import { US } from "@/eval/fixtures/us";
import { loadFixture, loadKnowledge } from "@/eval/load";
import { createWorkspace } from "@/lib/auth/workspaces";
import { warmConcierge } from "@/lib/ai/concierge/warm";
import { clientAsk } from "@/lib/chat/ask";
import { MAX_QUESTION_LENGTH } from "@/lib/chat/schema";
import { createSession } from "@/lib/chat/sessions";

const cap = (text: string) => text.slice(0, MAX_QUESTION_LENGTH);
const fill = (unit: string) => cap(unit.repeat(Math.ceil(MAX_QUESTION_LENGTH / unit.length)));

/** The messages, by name: each as long as the cap allows where length is the point. */
export const HOSTILE: [string, string][] = [
  ["'calle', 400 spaces, '!x'", `calle${" ".repeat(400)}!x`],
  ["'calle', spaces to the cap, '!x'", `${cap(`calle${" ".repeat(MAX_QUESTION_LENGTH)}`).slice(0, -2)}!x`],
  ["tabs and newlines to the cap", fill("calle\t \n")],
  ["one letter to the cap", fill("a")],
  ["one long word after 'calle de'", cap(`calle de ${"x".repeat(MAX_QUESTION_LENGTH)}`)],
  ["'de la ' to the cap", fill("de la ")],
  ["'3 bed ' to the cap", fill("3 bed ")],
  ["'$1,' to the cap", fill("$1,")],
  ["digits to the cap", fill("1")],
  ["numbers and units", fill("1200 sq ft 3 bd 2 ba $450,000 ")],
  ["'and' questions", fill("how much and how big is it and ")],
  ["question marks", fill("? ")],
  ["combining marks", fill("e\u0301\u0302\u0303")],
  ["emoji", fill("🏠🔥 ")],
  ["city names", fill("Austin Madrid Montréal Lyon ")],
  ["street names", fill("123 Main St, ")],
  ["quotes and brackets", fill(`("'[{`)],
  ["e-mail addresses", fill("jo@example.com ")],
  ["phone numbers", fill("+1 (512) 555-0100 ")],
  ["web addresses", fill("https://example.com/a?b=c ")],
  ["MLS numbers", fill("MLS# TX10293 ")],
  ["French elisions", fill("l'appartement d'à côté qu'on ")],
  ["Spanish story", fill("hola buenas, les cuento que mi familia y yo estamos buscando casa ")],
  ["a fair-housing phrase repeated", fill("no kids in the neighborhood ")],
];

const rounds = Number(process.argv[process.argv.indexOf("--rounds") + 1] ?? 3) || 3;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "casabot-hostile-"));
  const handle = await openDatabase({ dataDir, poolMax: 4 });
  try {
    const { db } = handle;
    const workspace = { id: (await createWorkspace({ db, name: "Hostile" })).workspaceId, name: "Hostile" };
    const bots = [];
    for (const fixture of [US, INTL]) {
      const loaded = await loadFixture(db, workspace, fixture);
      await loadKnowledge(db, workspace, loaded.chatbotId);
      bots.push({ name: fixture.name, id: loaded.chatbotId });
    }
    const histogram = monitorEventLoopDelay({ resolution: 1 });
    const ask = async (chatbotId: string, content: string) => {
      const { SessionID } = await createSession({ db, workspace, serialNumber: chatbotId });
      const request = new Request("http://bench.local/chat/Chat/ClientAsk", { method: "POST" });
      const input = { sessionID: SessionID, content, chatAskType: "Text" as const, stream: false, listingCards: false, fileIds: undefined };
      // Let the loop settle, then watch only this ask.
      await new Promise((resolve) => setTimeout(resolve, 20));
      histogram.reset();
      histogram.enable();
      // The histogram's timer must have run once: a hold before its first tick is not recorded.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const started = performance.now();
      await clientAsk({ db, workspace, input, request });
      const ms = performance.now() - started;
      // One more turn of the loop so that the histogram sees the last hold.
      await new Promise((resolve) => setTimeout(resolve, 5));
      histogram.disable();
      return { heldMs: histogram.max / 1e6, ms };
    };
    // Warm up as the server does at its start (instrumentation.ts), then with an ask on each bot.
    if (!process.argv.includes("--cold")) await warmConcierge();
    for (const bot of bots) await ask(bot.id, "3 bed homes under 500k");
    const rows: { name: string; bot: string; heldMs: number; ms: number }[] = [];
    const profileTo = process.argv.includes("--profile") ? process.argv[process.argv.indexOf("--profile") + 1] : undefined;
    const inspector = profileTo ? new Session() : undefined;
    if (inspector) {
      inspector.connect();
      await inspector.post("Profiler.enable");
      await inspector.post("Profiler.start");
    }
    const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
    for (const [name, content] of HOSTILE.filter(([name]) => !only || name.includes(only))) {
      for (const bot of bots) {
        let worst = { heldMs: 0, ms: 0 };
        for (let round = 0; round < rounds; round++) {
          const result = await ask(bot.id, content);
          if (result.heldMs > worst.heldMs) worst = result;
        }
        rows.push({ name, bot: bot.name, ...worst });
      }
    }
    if (inspector && profileTo) {
      const { profile } = await inspector.post("Profiler.stop");
      writeFileSync(profileTo, JSON.stringify(profile));
      inspector.disconnect();
    }
    console.log("| message | bot | longest hold (ms) | ask (ms) |\n|---|---|---|---|");
    for (const row of rows) console.log(`| ${row.name} | ${row.bot} | ${row.heldMs.toFixed(1)} | ${row.ms.toFixed(1)} |`);
    const worst = rows.reduce((a, b) => (b.heldMs > a.heldMs ? b : a));
    console.log(`worst: ${worst.name} on ${worst.bot}, held ${worst.heldMs.toFixed(1)} ms (${rounds} rounds each, worst kept)`);
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
