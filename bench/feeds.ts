// Issue 43's bench: an initial sync of N properties (default 100,000) from the fake RESO Web API,
// run in its own process, into a fresh database (PGlite in a temporary directory, or PostgreSQL with
// --database-url). Prints the time, records per second, and this process's peak RSS and heap.
//   npm run bench:feeds -- [--records 100000] [--page 1000] [--database-url postgres://…/db]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { openDatabase } from "@/db/client";
import { listingFeeds } from "@/db/schema-integrations";
import { createWorkspace } from "@/lib/auth/workspaces";
import { createChatbot } from "@/lib/chatbots/service";
import { feedSet } from "@/lib/feeds/service";
import { runFeed } from "@/lib/feeds/sync";
import { feedOf } from "@/tests/setup/fake-reso";

const { values } = parseArgs({
  options: { records: { type: "string", default: "100000" }, page: { type: "string", default: "1000" }, "database-url": { type: "string" } },
});
process.env.KNOWLEDGE_FETCH_ALLOW_LOOPBACK = "1";
process.env.MAIL_SCHEDULER = "0";
// The fake MLS has no rate limit: the bench measures our side, not the 500 ms pacing a real vendor gets.
process.env.FEED_REQUEST_INTERVAL_MS ??= "0";
process.env.SECRETS_KEY ??= "the feed bench's secrets key, 32 characters or more";

const fake = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "bench/fake-reso-server.ts", values.records!], { stdio: ["ignore", "pipe", "inherit"] });
const source = await new Promise<{ url: string; tokenUrl: string }>((resolve) =>
  createInterface({ input: fake.stdout! }).once("line", (line) => resolve(JSON.parse(line))),
);

const dataDir = values["database-url"] ? "" : mkdtempSync(path.join(tmpdir(), "casabot-bench-feeds-"));
const handle = await openDatabase({ databaseUrl: values["database-url"], dataDir, poolMax: 4 });
try {
  const workspace = { id: (await createWorkspace({ db: handle.db, name: "Bench Feed Realty" })).workspaceId, name: "Bench Feed Realty" };
  const chatbotId = await createChatbot({ db: handle.db, workspace, input: { Name: "Feed bench" } });
  await feedSet({ db: handle.db, workspace, input: feedOf(source, chatbotId, Number(values.page)) });
  const [feed] = await handle.db.select().from(listingFeeds).where(eq(listingFeeds.chatbotId, chatbotId));
  let peakRss = 0;
  let peakHeap = 0;
  const sample = setInterval(() => {
    const memory = process.memoryUsage();
    peakRss = Math.max(peakRss, memory.rss);
    peakHeap = Math.max(peakHeap, memory.heapUsed);
  }, 100);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await runFeed(handle.db, feed!.id);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  clearInterval(sample);
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  console.log(
    JSON.stringify({
      engine: values["database-url"] ? "postgres" : "pglite",
      records: Number(values.records),
      page: Number(values.page),
      added: result.added,
      problems: result.problems.length,
      error: result.error,
      seconds: Math.round(seconds * 10) / 10,
      recordsPerSecond: Math.round(result.added / seconds),
      // This process's CPU (mapping, checks, the driver; PGlite's database work too); the fake server's is its own.
      cpuSeconds: Math.round((used.user + used.system) / 100_000) / 10,
      peakRss: mb(peakRss),
      peakHeap: mb(peakHeap),
    }),
  );
} finally {
  await handle.close();
  fake.kill("SIGTERM");
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
