import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "@/db/client";
import { listings } from "@/db/schema";
import { createWorkspace } from "@/lib/auth/workspaces";
import { createChatbot } from "@/lib/chatbots/service";
import { feedSet } from "@/lib/feeds/service";
import { type FakeReso, fakeProperty, feedOf, startFakeReso } from "@/tests/setup/fake-reso";
import { cli } from "./run";

// Issue 43: `feeds sync --chatbot <id>` runs a chatbot's MLS feed from the command line, on the
// embedded database, against the fake RESO Web API on loopback.
const dataDir = mkdtempSync(path.join(tmpdir(), "casabot-cli-feeds-"));
const secretsKey = "the CLI feed test's secrets key, 32 characters or more";
const env = { DATA_DIR: dataDir, DATABASE_URL: "", SECRETS_KEY: secretsKey, KNOWLEDGE_FETCH_ALLOW_LOOPBACK: "1", NODE_ENV: "test" };

describe("feeds sync", () => {
  let server: FakeReso;
  let chatbotId: string;

  beforeAll(async () => {
    server = await startFakeReso();
    server.records = Array.from({ length: 300 }, (_, i) => fakeProperty(i + 1, new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString()));
    const handle = await openDatabase({ dataDir, poolMax: 1 });
    try {
      const workspace = { id: (await createWorkspace({ db: handle.db, name: "CLI Feed Realty" })).workspaceId, name: "CLI Feed Realty" };
      chatbotId = await createChatbot({ db: handle.db, workspace, input: { Name: "Feed" } });
      vi.stubEnv("SECRETS_KEY", secretsKey);
      vi.stubEnv("KNOWLEDGE_FETCH_ALLOW_LOOPBACK", "1");
      vi.stubEnv("MAIL_SCHEDULER", "0");
      await feedSet({ db: handle.db, workspace, input: feedOf(server, chatbotId, 100) });
    } finally {
      vi.unstubAllEnvs();
      await handle.close();
    }
  }, 60_000);

  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("loads the feed's records and says what changed; a second run finds nothing new", async () => {
    const first = await cli(["feeds", "sync", "--chatbot", chatbotId, "--json"], env);
    expect(first.code, first.stderr).toBe(0);
    expect(first.json).toEqual({ added: 300, changed: 0, removed: 0, problems: 0 });
    const second = await cli(["feeds", "sync", "--chatbot", chatbotId, "--json"], env);
    expect(second.json).toEqual({ added: 0, changed: 0, removed: 0, problems: 0 });
    const handle = await openDatabase({ dataDir, poolMax: 1 });
    try {
      expect(await handle.db.$count(listings, eq(listings.chatbotId, chatbotId))).toBe(300);
    } finally {
      await handle.close();
    }
  });

  it("names a chatbot without a feed", async () => {
    const result = await cli(["feeds", "sync", "--chatbot", "nofeedhere", "--json"], env);
    expect(result.code).toBe(1);
    expect(result.json.error).toMatch(/^Chatbot nofeedhere has no feed/);
  });
});
