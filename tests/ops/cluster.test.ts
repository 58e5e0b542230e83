import { readFileSync } from "node:fs";
import { get } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { workspaces } from "@/db/schema";
import { seedDemoIfEmpty } from "@/lib/demo/seed";
import { processState } from "@/lib/runtime-contract.mjs";
import { emptyDatabase } from "../setup/databases";
import { type FakeOpenAI, startFakeOpenAI } from "../setup/fake-openai";
import { logLines, providerEnv, type RunningServer, servingPids, startServer } from "../setup/server";

// WEB_CONCURRENCY=2 on PostgreSQL (TEST_DATABASE_URL): one port served by two worker processes,
// the demo seeded and shown once, a worker that dies replaced, and SIGTERM draining every worker.
// The tests run in order on one server; the last one stops it. (PGlite's refusal is in config.test.ts.)
const serverUrl = process.env.TEST_DATABASE_URL;

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The parent of a process (Linux /proc). */
const parentOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** GET on a connection of its own, closed after: node:cluster hands each new connection to the next worker. */
const hit = (url: string) =>
  new Promise<number>((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    }).on("error", reject);
  });

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!serverUrl)("a server of two workers (WEB_CONCURRENCY=2) on PostgreSQL", () => {
  let server: RunningServer;
  let fake: FakeOpenAI;
  let workers: number[];
  let apiKey: string;
  const lines = () => logLines(server.output());
  /** How many /api/health requests the workers have logged since `from` (a length of the output). */
  const loggedHealth = (from: number) => logLines(server.output().slice(from)).filter((line) => line.msg === "request" && line.path === "/api/health").length;

  beforeAll(async () => {
    const database = await emptyDatabase(serverUrl!);
    cleanups.push(database.drop);
    fake = await startFakeOpenAI();
    cleanups.push(() => fake.close());
    server = await startServer({ DATABASE_URL: database.url, WEB_CONCURRENCY: "2", SEED_DEMO: "1", ...providerEnv(fake.url) });
    cleanups.push(server.stop);
  });

  it("migrates and seeds once, prints the demo banner once, and serves one port from two worker processes", async () => {
    const ready = lines().find((line) => String(line.msg).endsWith("with 2 workers"));
    expect(ready).toMatchObject({ role: "primary", pid: server.pid, workers: 2 });
    workers = ready!.pids as number[];
    expect(new Set(workers).size).toBe(2);
    for (const pid of workers) expect(parentOf(pid)).toBe(server.pid);

    expect(server.output().match(/Casabot demo workspace created/g)).toHaveLength(1);
    apiKey = /API key:\s+(\S+)/.exec(server.output())![1]!;
    // Each worker opened the database, the second only once the first (which migrated and seeded) listened.
    const opened = lines().filter((line) => line.msg === "database ready");
    expect(opened.map((line) => line.pid).sort()).toEqual([...workers].sort());
    const firstListening = lines().findIndex((line) => line.msg === `Casabot ready on ${server.baseUrl}`);
    expect(firstListening).toBeGreaterThan(-1);
    const second = lines()[firstListening]!.pid === workers[0] ? workers[1] : workers[0];
    expect(lines().findIndex((line) => line.pid === second)).toBeGreaterThan(firstListening);

    const before = server.output().length;
    const statuses = await Promise.all(Array.from({ length: 20 }, () => hit(`${server.baseUrl}/api/health`)));
    expect(statuses).toEqual(Array(20).fill(200));
    await until("every request's log line", () => (loggedHealth(before) >= 20 ? true : undefined));
    expect(servingPids(server.output(), "/api/health")).toEqual(new Set(workers));
    // Every line says which process wrote it: the primary, or a worker by its ID and pid.
    for (const line of lines()) {
      if (line.role === "primary") expect(line.pid).toBe(server.pid);
      else {
        expect(line, JSON.stringify(line)).toMatchObject({ worker: expect.any(Number) });
        expect(workers, JSON.stringify(line)).toContain(line.pid);
      }
    }
  });

  it("replaces a worker that dies, and serves from the new one", async () => {
    const [killed, survivor] = workers;
    process.kill(killed!, "SIGKILL");
    const replaced = await until("the replacement", () => lines().find((line) => line.msg === "worker replaced"));
    const ended = lines().find((line) => line.msg === "worker ended; starting another");
    expect(ended).toMatchObject({ workerPid: killed, signal: "SIGKILL", restartInMs: 0 });
    const newcomer = replaced.workerPid as number;
    expect(parentOf(newcomer)).toBe(server.pid);
    workers = [survivor!, newcomer];

    const before = server.output().length;
    await Promise.all(Array.from({ length: 20 }, () => hit(`${server.baseUrl}/api/health`)));
    // A worker's log line reaches the primary's output through a pipe, possibly after its response: wait for all 20.
    await until("every request's log line", () => (loggedHealth(before) >= 20 ? true : undefined));
    expect(servingPids(server.output().slice(before), "/api/health")).toEqual(new Set(workers));
  });

  it("on SIGTERM stops taking connections, lets a slow streamed answer finish, and every process exits 0", async () => {
    const post = async (path: string, body: object) =>
      (await fetch(`${server.baseUrl}${path}`, { method: "POST", headers: { authorization: apiKey }, body: JSON.stringify(body) })).json();
    const bot = (await post("/chat/Chatbot/Add", { Name: "Draining" })).Data as string;
    expect((await post("/chat/Chatbot/Edit", { serialNumber: bot, Model: "oc:fake-llm" })).Code).toBe(200);
    const sessionID = (await post("/chat/Chatbot/GetSession", { serialNumber: bot })).Data.SessionID;
    const response = await fetch(`${server.baseUrl}/chat/Chat/ClientAsk`, {
      method: "POST",
      headers: { authorization: apiKey },
      body: JSON.stringify({ sessionID, content: "answer me slow please", stream: true }),
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);

    process.kill(server.pid, "SIGTERM");
    // New connections are refused once every worker has closed its listener, while the answer still streams.
    await until("the port to close", () =>
      hit(`${server.baseUrl}/api/health`).then(
        () => undefined,
        () => true,
      ),
    );
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    expect(JSON.parse(text.trim().split("\n").at(-1)!).Answer).toBe("one two three four five six seven eight nine ten eleven twelve");

    expect(await server.exited).toEqual({ code: 0, signal: null });
    const closed = lines().filter((line) => line.msg === "database closed; exiting");
    expect(closed.map((line) => line.pid).sort()).toEqual([...workers].sort());
    expect(lines().filter((line) => line.msg === "worker stopped")).toEqual([
      expect.objectContaining({ code: 0, level: "info" }),
      expect.objectContaining({ code: 0, level: "info" }),
    ]);
    expect(lines().at(-1)).toMatchObject({ role: "primary", msg: "all workers stopped; exiting", code: 0 });
    for (const pid of workers) expect(alive(pid)).toBe(false);
  });
});

describe.skipIf(!serverUrl)("the demo seed, run by several processes at once", () => {
  it("seeds one demo workspace and prints its banner once", async () => {
    const database = await emptyDatabase(serverUrl!);
    cleanups.push(database.drop);
    const handles = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: database.url, dataDir: "", poolMax: 2 })));
    const notices = (processState.startupNotices = []);
    try {
      await Promise.all(handles.map((handle) => seedDemoIfEmpty(handle.db)));
      expect(notices).toHaveLength(1);
      expect(await handles[0]!.db.select({ id: workspaces.id }).from(workspaces)).toHaveLength(1);
    } finally {
      processState.startupNotices = undefined;
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
