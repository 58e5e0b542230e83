import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/db/client";
import { openDatabase } from "@/db/client";
import { chatMessages, chatSessions, files } from "@/db/schema";
import { hashPassword } from "@/lib/auth/passwords";
import { createUserSession } from "@/lib/auth/sessions";
import { createUser, createWorkspace } from "@/lib/auth/workspaces";
import { createChatbot } from "@/lib/chatbots/service";
import { freshDatabase } from "../setup/databases";
import { type RunningServer, startServer } from "../setup/server";
import { pngHead } from "./bytes";
import { fixtures } from "./helpers";
import { migratedDataDir } from "@/tests/setup/databases";

// STORAGE_QUOTA_MB and the orphan-file job, on a server of its own with a 1 MB quota and
// CRON_SECRET, over a database seeded before it starts with files a day old (their age
// cannot be waited for).

const KB = 1024;
const SECRET = "cron-secret-for-storage-tests-0123";
const DAY_AGO = new Date(Date.now() - 25 * 60 * 60 * 1000);

/**
 * A PUT on a connection of its own: a refused upload is answered before its body is read and
 * its connection closed, which must not reset a kept-alive connection the next call reuses.
 */
function put(url: string, bytes: Buffer): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(url, { method: "PUT", agent: false, headers: { "content-length": bytes.length } }, (res) => {
      answered = true;
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    // Writing the rest of a refused body may fail once the answer has come: the answer counts.
    req.on("error", (error) => (answered ? undefined : reject(error)));
    req.end(bytes);
  });
}

interface Seeded {
  cookie: string;
  workspaceId: string;
  ids: Record<"unused" | "asked" | "recent" | "owners" | "pending", number>;
}

/** A workspace holding 800 KB: visitors' files used and unused, old and new, an owner's file and a stale upload URL. */
async function seed(db: Database, dataDir: string): Promise<Seeded> {
  const { workspaceId } = await createWorkspace({ db, name: "Quota", apiKey: false });
  const passwordHash = await hashPassword("quota-password-123");
  const { userId } = await createUser({ db, workspaceId, email: `quota-${Date.now()}@example.test`, passwordHash });
  const session = await createUserSession(db, userId);
  const workspace = { id: workspaceId, name: "Quota" };
  const chatbotId = await createChatbot({ db, workspace, input: { Name: "Quota Homes" } });
  const [chat] = await db.insert(chatSessions).values({ chatbotId, visitorAddress: "seeded" }).returning();
  const file = async (size: number | null, createdAt: Date, chatSessionId: number | null, status: "ready" | "pending" = "ready") => {
    const [row] = await db
      .insert(files)
      .values({
        workspaceId: workspace.id,
        fileName: "seed.png",
        status,
        kind: "image",
        mime: "image/png",
        size,
        tokenHash: "0".repeat(64),
        expiresAt: createdAt,
        createdAt,
        chatSessionId,
      })
      .returning();
    if (status === "ready") {
      const key = `${workspace.id}/${row!.id}`;
      await db.update(files).set({ storageKey: key }).where(eq(files.id, row!.id));
      mkdirSync(path.join(dataDir, "files", workspace.id), { recursive: true });
      writeFileSync(path.join(dataDir, "files", key), Buffer.alloc(size!));
    }
    return row!.id;
  };
  const ids = {
    unused: await file(600 * KB, DAY_AGO, chat!.id),
    asked: await file(100 * KB, DAY_AGO, chat!.id),
    recent: await file(50 * KB, new Date(), chat!.id),
    owners: await file(50 * KB, DAY_AGO, null),
    pending: await file(null, DAY_AGO, null, "pending"),
  };
  await db
    .insert(chatMessages)
    .values({ chatbotId, sessionId: chat!.id, role: "question", content: "This one?", askType: "Image", fileIds: [String(ids.asked)] });
  return { cookie: `casabot_session=${session.token}`, workspaceId: workspace.id, ids };
}

describe("the workspace storage quota and the orphan-file job", () => {
  let server: RunningServer;
  let dataDir: string;
  let seeded: Seeded;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    dataDir = await migratedDataDir("quota");
    const env = { SEED_DEMO: "0", STORAGE_QUOTA_MB: "1", CRON_SECRET: SECRET, DATA_DIR: dataDir };
    if (fixtures.database === "postgres") {
      const database = await freshDatabase(process.env.TEST_DATABASE_URL!);
      dropDatabase = database.drop;
      const handle = await openDatabase({ databaseUrl: database.url, dataDir: "", poolMax: 1 });
      seeded = await seed(handle.db, dataDir);
      await handle.close();
      server = await startServer({ ...env, DATABASE_URL: database.url });
    } else {
      const handle = await openDatabase({ dataDir, poolMax: 1 });
      seeded = await seed(handle.db, dataDir);
      await handle.close();
      server = await startServer({ ...env, DATABASE_URL: "" });
    }
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const as = (cookie: string) => ({ "content-type": "application/json", cookie, origin: server.baseUrl });
  const post = async (cookie: string, route: string, body: object = {}) => {
    const response = await fetch(`${server.baseUrl}/chat/${route}`, { method: "POST", headers: as(cookie), body: JSON.stringify(body) });
    return { status: response.status, body: await response.json() };
  };
  const png = (size: number) => Buffer.concat([pngHead(), Buffer.alloc(size - pngHead().length)]);
  async function upload(cookie: string, bytes: Buffer) {
    const slot = await post(cookie, "User/GetPreUploadUrl", { fileName: "photo.png" });
    if (slot.status !== 200) return slot;
    return put(slot.body.Data.PreUploadUrl, bytes);
  }
  const usage = async (cookie: string) => {
    const data = (await post(cookie, "Workspace/Get")).body.Data;
    return { used: data.StorageUsedBytes, quota: data.StorageQuotaBytes };
  };

  it("lets concurrent uploads fill the quota and no further, with 413 and a clear message, and reports the usage", async () => {
    const owner = { Email: `fill-${Date.now()}@example.test`, Password: "quota-password-123" };
    const send = (route: string, body: object) =>
      fetch(`${server.baseUrl}/chat/User/${route}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.baseUrl },
        body: JSON.stringify(body),
      });
    expect((await send("SignUp", { ...owner, WorkspaceName: "Full" })).status).toBe(200);
    const signIn = await send("SignIn", owner);
    const cookie = signIn.headers
      .getSetCookie()
      .find((set) => set.startsWith("casabot_session="))!
      .split(";")[0]!;

    const replies = await Promise.all(Array.from({ length: 8 }, () => upload(cookie, png(300 * KB))));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(3);
    const refused = replies.filter((reply) => reply.status === 413);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.body).toMatchObject({ Success: false, Code: 413, Message: expect.stringMatching(/storage is full \(its quota is 1 MB\)/) });
    expect(await usage(cookie)).toEqual({ used: 900 * KB, quota: 1024 * KB });

    // What still fits is taken; once the quota is reached, even the upload URL is refused.
    expect((await upload(cookie, png(124 * KB))).status).toBe(200);
    const full = await post(cookie, "User/GetPreUploadUrl", { fileName: "one-more.png" });
    expect(full.status).toBe(413);
    expect(full.body.Message).toMatch(/storage is full/);
  });

  it("deletes visitors' files no message used and stale upload URLs after a day, from disk and from the quota", async () => {
    const { cookie, workspaceId, ids } = seeded;
    const onDisk = (id: number) => existsSync(path.join(dataDir, "files", workspaceId, String(id)));
    const run = await fetch(`${server.baseUrl}/api/cron`, { headers: { authorization: `Bearer ${SECRET}` } });
    expect(run.status).toBe(200);
    expect((await run.json()).Data.filesDeleted).toBeGreaterThanOrEqual(2);

    expect(onDisk(ids.unused)).toBe(false);
    for (const kept of [ids.asked, ids.recent, ids.owners]) expect(onDisk(kept)).toBe(true);
    const file = async (id: number) => (await post(cookie, "User/GetFile", { fileId: id })).status;
    expect(await file(ids.unused)).toBe(404);
    expect(await file(ids.pending)).toBe(404);
    expect([await file(ids.asked), await file(ids.recent), await file(ids.owners)]).toEqual([200, 200, 200]);
    // The seeded 800 KB less the 600 KB deleted: a 400 KB file that did not fit before now does.
    expect(await usage(cookie)).toEqual({ used: 200 * KB, quota: 1024 * KB });
    expect((await upload(cookie, png(400 * KB))).status).toBe(200);
  });
});
