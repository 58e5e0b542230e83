import { type ChildProcess, spawn } from "node:child_process";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openDatabase } from "@/db/client";
import { listings } from "@/db/schema";
import { listingFeeds } from "@/db/schema-integrations";
import { createWorkspace } from "@/lib/auth/workspaces";
import { createChatbot } from "@/lib/chatbots/service";
import { feedSet } from "@/lib/feeds/service";
import { freshDatabase } from "@/tests/setup/databases";
import { type FakeReso, fakeProperty, feedOf, startFakeReso } from "@/tests/setup/fake-reso";

// Issue 43: a feed sync killed with SIGKILL mid-run loses and repeats nothing. The CLI runs the sync
// in its own process against PostgreSQL; it is killed once pages are stored, and the next run (after
// the dead run's lease, here ended by hand rather than waited for) finishes with every record once.

const server = process.env.TEST_DATABASE_URL;
const secretsKey = "the kill test's secrets key, 32 characters or more";

describe.skipIf(!server)("a feed sync killed mid-run", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let handle: DatabaseHandle;
  let reso: FakeReso;
  let chatbotId: string;
  let feedId: number;

  const env = (): NodeJS.ProcessEnv => ({
    ...process.env,
    DATABASE_URL: database.url,
    DATA_DIR: "",
    SECRETS_KEY: secretsKey,
    KNOWLEDGE_FETCH_ALLOW_LOOPBACK: "1",
    NODE_ENV: "test",
  });
  /** The CLI's own process (no npm in between), in a group of its own so that SIGKILL reaches it whole. */
  const sync = (): ChildProcess =>
    spawn(process.execPath, ["--import", "tsx", "cli/index.ts", "feeds", "sync", "--chatbot", chatbotId, "--json"], {
      env: env(),
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
  const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
  const stored = async () => handle.db.$count(listings, and(eq(listings.chatbotId, chatbotId), isNotNull(listings.feedKey)));

  beforeAll(async () => {
    database = await freshDatabase(server!);
    handle = await openDatabase({ databaseUrl: database.url, dataDir: "", poolMax: 2 });
    reso = await startFakeReso();
    reso.records = Array.from({ length: 2000 }, (_, i) => fakeProperty(i + 1, new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString()));
    const workspace = { id: (await createWorkspace({ db: handle.db, name: "Kill Realty" })).workspaceId, name: "Kill Realty" };
    chatbotId = await createChatbot({ db: handle.db, workspace, input: { Name: "Killed" } });
    vi.stubEnv("SECRETS_KEY", secretsKey);
    vi.stubEnv("MAIL_SCHEDULER", "0");
    vi.stubEnv("KNOWLEDGE_FETCH_ALLOW_LOOPBACK", "1");
    try {
      await feedSet({ db: handle.db, workspace, input: feedOf(reso, chatbotId, 100) });
    } finally {
      vi.unstubAllEnvs();
    }
    const [feed] = await handle.db.select().from(listingFeeds).where(eq(listingFeeds.chatbotId, chatbotId));
    feedId = feed!.id;
  }, 60_000);

  afterAll(async () => {
    await reso.close();
    await handle.close();
    await database.drop();
  });

  it("keeps exactly the pages stored before the kill, and the next run stores the rest once", async () => {
    reso.pageDelayMs = 200;
    const first = sync();
    const firstExit = exited(first);
    // Wait on state: three pages stored, then SIGKILL, mid-way through the next page's wait.
    for (;;) {
      if ((await stored()) >= 300) break;
      if (first.exitCode !== null) throw new Error("the sync ended before it could be killed");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    process.kill(-first.pid!, "SIGKILL");
    await firstExit;

    // Whole pages only, each with its watermark: the listings are exactly the records up to it.
    const [feed] = await handle.db.select().from(listingFeeds).where(eq(listingFeeds.id, feedId));
    const kept = await stored();
    expect(kept % 100).toBe(0);
    expect(feed!.watermarkKey).toBe(`LK${String(kept).padStart(6, "0")}`);
    // The dead run's lease still holds the feed: a run now is refused, not run twice.
    expect(feed!.leaseToken).not.toBeNull();
    const refused = sync();
    expect(await exited(refused)).toBe(1);

    // Its lease ends (5 minutes, here at once), and the next run goes on from the watermark.
    await handle.db.update(listingFeeds).set({ leaseUntil: sql`now() - interval '1 second'` }).where(eq(listingFeeds.id, feedId));
    reso.pageDelayMs = 0;
    const second = sync();
    let output = "";
    second.stdout!.on("data", (chunk) => (output += chunk));
    expect(await exited(second)).toBe(0);
    expect(JSON.parse(output.trim().split("\n").at(-1)!)).toEqual({ added: 2000 - kept, changed: 0, removed: 0, problems: 0 });
    expect(await stored()).toBe(2000);
  }, 120_000);
});
