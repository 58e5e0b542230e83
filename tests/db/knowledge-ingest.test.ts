import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "@/db/client";
import { knowledgeChunks, knowledgeSources } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { createWorkspace } from "@/lib/auth/workspaces";
import { createChatbot } from "@/lib/chatbots/service";
import { importQaCsv } from "@/lib/knowledge/import";
import { resumeStuckSources } from "@/lib/knowledge/jobs";
import { searchPassages } from "@/lib/knowledge/search";
import { getSource } from "@/lib/knowledge/service";
import { addSource, refetchSource } from "@/lib/knowledge/sources";
import { pdfSharedStream } from "../fixtures/hostile-documents";
import { ownDatabase } from "../setup/databases";

// URL sources over real databases and a local site (the server's tests run with NODE_ENV=production,
// where loopback is never fetched, so the fetching paths are tested here, in-process, with the
// test-only KNOWLEDGE_FETCH_ALLOW_LOOPBACK): one page, a crawl under robots.txt and MaxPages,
// SSRF refusals, a refetch that fails, the stuck-source sweep, and CSV import's chunk limit.

const engines = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres" as const] : [])] as const;

const page = (title: string, body: string, links: string[] = []) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><article><h1>${title}</h1>${body}${links
    .map((href) => `<p><a href="${href}">${href}</a></p>`)
    .join("")}</article></main></body></html>`;

const PAGES: Record<string, string> = {
  "/": page(
    "Buying with Casa Realty",
    "<p>Casa Realty helps buyers across Texas find a home, from the first viewing to the closing table. Our agents know every neighbourhood of Austin.</p>",
    ["/fees", "/private/notes", "/hours"],
  ),
  "/fees": page(
    "Our fees",
    "<p>Our commission is two and a half percent of the sale price, paid by the seller at closing. Buyers pay no commission at all.</p>",
  ),
  "/hours": page("Office hours", "<p>The office is open Monday to Friday from nine to six, and on Saturday mornings by appointment only.</p>"),
  "/private/notes": page("Private", "<p>Internal notes nobody may crawl.</p>"),
};

function restore(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

interface Site {
  url: string;
  requests: string[];
  /** Paths answered 404 from now on. */
  gone: Set<string>;
  /** Answers /slow, held until then. */
  release: () => void;
  close: () => Promise<void>;
}

async function startSite(robots = "User-agent: *\nDisallow: /private\n"): Promise<Site> {
  // A PDF whose 30 pages share one content stream of 100,000 text operations: seconds to read.
  const slowPdf = await pdfSharedStream(30, 100_000);
  const bigPage = page("Big", `<p>${"A long paragraph about the market. ".repeat(40_000)}</p>`);
  // 4.8 MB of 45,000 paragraphs: within the element cap, far past a 64 MB reader's heap as a DOM.
  const heavyPage = page("Heavy", `<p>${"word ".repeat(20)}</p>`.repeat(45_000));
  const requests: string[] = [];
  const gone = new Set<string>();
  const held: (() => void)[] = [];
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://x").pathname;
    requests.push(path);
    if (path === "/robots.txt") return void response.writeHead(200, { "content-type": "text/plain" }).end(robots);
    if (path === "/hostile.pdf") return void response.writeHead(200, { "content-type": "application/pdf" }).end(slowPdf);
    if (path === "/heavy") return void response.writeHead(200, { "content-type": "text/html" }).end(heavyPage);
    if (path === "/big") return void response.writeHead(200, { "content-type": "text/html" }).end(bigPage);
    if (path === "/slow") return void held.push(() => response.writeHead(200, { "content-type": "text/html" }).end(PAGES["/hours"]));
    const html = PAGES[path];
    if (!html || gone.has(path)) return void response.writeHead(404, { "content-type": "text/html" }).end("<p>Not found</p>");
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const release = () => {
    requests.push("(released)");
    for (const answer of held.splice(0)) answer();
  };
  return { url: `http://127.0.0.1:${port}`, requests, gone, release, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe.each(engines)("knowledge ingestion on %s", (engine) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let db: Database;
  let site: Site;
  const workspace = { id: "", name: "Ingest" };
  const saved = {
    loopback: process.env.KNOWLEDGE_FETCH_ALLOW_LOOPBACK,
    chunks: process.env.KNOWLEDGE_MAX_CHUNKS,
    jobs: process.env.KNOWLEDGE_JOBS,
    wait: process.env.KNOWLEDGE_ADD_WAIT_MS,
    timeout: process.env.KNOWLEDGE_EXTRACT_TIMEOUT_SECONDS,
    memory: process.env.KNOWLEDGE_EXTRACT_MEMORY_MB,
    megabytes: process.env.KNOWLEDGE_MB_PER_HOUR,
  };

  beforeAll(async () => {
    process.env.KNOWLEDGE_FETCH_ALLOW_LOOPBACK = "1";
    const database = await ownDatabase(engine, "knowledge-ingest");
    drop = database.drop;
    handle = await database.open();
    db = handle.db;
    workspace.id = (await createWorkspace({ db, name: workspace.name })).workspaceId;
    site = await startSite();
  });

  afterAll(async () => {
    restore("KNOWLEDGE_FETCH_ALLOW_LOOPBACK", saved.loopback);
    await site?.close();
    await handle?.close();
    await drop?.();
  });

  const newBot = () => createChatbot({ db, workspace, input: {} });
  const add = (SerialNumber: string, fields: Record<string, unknown>) => addSource({ db, workspace, input: { SerialNumber, ...fields } as never });

  /** The source once processing is over (polled: the job runs in the background). */
  async function settled(SerialNumber: string, ID: string, owner: WorkspaceRef = workspace) {
    for (;;) {
      const source = await getSource({ db, workspace: owner, input: { SerialNumber, ID: Number(ID) } });
      if (source.Status !== "processing") return source;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it("learns one page: its main text in passages that carry the page's URL, under the page's title", async () => {
    const bot = await newBot();
    const added = await add(bot, { Url: `${site.url}/fees` });
    expect(added).toMatchObject({ Kind: "url", Url: `${site.url}/fees` });
    const source = await settled(bot, added.ID);
    expect(source).toMatchObject({ Status: "ready", Title: "Our fees", PageCount: 1, Language: "en", FailureReason: null });
    expect(source.ChunkCount).toBeGreaterThan(0);
    const { passages } = await searchPassages(db, bot, "what commission do buyers pay");
    expect(passages[0]).toMatchObject({ SourceID: added.ID, Kind: "url", Title: "Our fees", Url: `${site.url}/fees` });
  });

  it("crawls the site's links up to MaxPages, one source whose passages name their pages, never what robots.txt forbids", async () => {
    const bot = await newBot();
    const two = await settled(bot, (await add(bot, { Url: `${site.url}/`, Crawl: true, MaxPages: 2, Title: "Casa site" })).ID);
    expect(two).toMatchObject({ Status: "ready", PageCount: 2, Title: "Casa site" });
    const all = await settled(bot, (await add(bot, { Url: `${site.url}/`, Crawl: true })).ID);
    expect(all).toMatchObject({ Status: "ready", PageCount: 3, Title: "Buying with Casa Realty" });
    expect(site.requests).not.toContain("/private/notes");
    const urls = await db
      .selectDistinct({ url: knowledgeChunks.url })
      .from(knowledgeChunks)
      .where(eq(knowledgeChunks.sourceId, Number(all.ID)));
    expect(urls.map((row) => row.url).sort()).toEqual([`${site.url}/`, `${site.url}/fees`, `${site.url}/hours`]);
    const { passages } = await searchPassages(db, bot, "Saturday appointment office hours");
    expect(passages[0]).toMatchObject({ SourceID: expect.any(String), Url: `${site.url}/hours` });
  });

  it("fails a page robots.txt forbids, private addresses and a page with no text, with reasons a person can read", async () => {
    const bot = await newBot();
    const robots = await settled(bot, (await add(bot, { Url: `${site.url}/private/notes` })).ID);
    expect(robots).toMatchObject({ Status: "failed", ChunkCount: 0 });
    expect(robots.FailureReason).toMatch(/robots\.txt/);
    for (const url of ["http://169.254.169.254/latest/meta-data/", "http://10.0.0.1/"]) {
      const refused = await settled(bot, (await add(bot, { Url: url })).ID);
      expect(refused.Status, url).toBe("failed");
      expect(refused.FailureReason, url).toMatch(/cannot be fetched/);
    }
    const missing = await settled(bot, (await add(bot, { Url: `${site.url}/nowhere` })).ID);
    expect(missing.FailureReason).toMatch(/status 404/);
  });

  it("refetches a page, and a refetch that fails leaves the source failed with no passages", async () => {
    const bot = await newBot();
    const first = await settled(bot, (await add(bot, { Url: `${site.url}/hours` })).ID);
    expect(first.Status).toBe("ready");
    const again = await refetchSource({ db, workspace, input: { SerialNumber: bot, ID: Number(first.ID) } });
    expect(["processing", "ready"]).toContain(again.Status);
    expect((await settled(bot, first.ID)).Status).toBe("ready");

    site.gone.add("/hours");
    try {
      await refetchSource({ db, workspace, input: { SerialNumber: bot, ID: Number(first.ID) } });
      const failed = await settled(bot, first.ID);
      expect(failed).toMatchObject({ Status: "failed", ChunkCount: 0, PageCount: 0 });
      const rows = await db
        .select()
        .from(knowledgeChunks)
        .where(eq(knowledgeChunks.sourceId, Number(first.ID)));
      expect(rows).toEqual([]);
    } finally {
      site.gone.delete("/hours");
    }
  });

  it("takes up a source a process left processing, once it has been untouched for KNOWLEDGE_STUCK_MINUTES", async () => {
    const bot = await newBot();
    const [stuck] = await db
      .insert(knowledgeSources)
      .values({ chatbotId: bot, kind: "url", title: "Left behind", url: `${site.url}/fees`, updatedAt: new Date(Date.now() - 11 * 60_000) })
      .returning();
    const [fresh] = await db
      .insert(knowledgeSources)
      .values({ chatbotId: bot, kind: "url", title: "Just started", url: `${site.url}/fees` })
      .returning();
    expect(await resumeStuckSources(db)).toBeGreaterThanOrEqual(1);
    expect((await settled(bot, String(stuck!.id))).Status).toBe("ready");
    const [untouched] = await db.select().from(knowledgeSources).where(eq(knowledgeSources.id, fresh!.id));
    expect(untouched!.status).toBe("processing");
  });

  it("answers a slow source processing after the wait, and works on KNOWLEDGE_JOBS sources at a time, the rest in line", async () => {
    const bot = await newBot();
    process.env.KNOWLEDGE_JOBS = "1";
    process.env.KNOWLEDGE_ADD_WAIT_MS = "200";
    try {
      const slow = await add(bot, { Url: `${site.url}/slow` });
      expect(slow.Status).toBe("processing");
      // The one slot is held by /slow: the next source waits in line, unfetched, past its wait.
      const queued = await add(bot, { Url: `${site.url}/fees` });
      expect(queued.Status).toBe("processing");
      site.release();
      expect((await settled(bot, slow.ID)).Status).toBe("ready");
      expect((await settled(bot, queued.ID)).Status).toBe("ready");
      const released = site.requests.lastIndexOf("(released)");
      expect(site.requests.lastIndexOf("/fees")).toBeGreaterThan(released);
    } finally {
      restore("KNOWLEDGE_JOBS", saved.jobs);
      restore("KNOWLEDGE_ADD_WAIT_MS", saved.wait);
    }
  });

  const attemptsOf = async (ID: string) =>
    (
      await db
        .select({ attempts: knowledgeSources.attempts })
        .from(knowledgeSources)
        .where(eq(knowledgeSources.id, Number(ID)))
    )[0]!.attempts;

  it("works on one source of a workspace at a time, while another workspace's source goes ahead", async () => {
    const other = { id: (await createWorkspace({ db, name: "Other agency" })).workspaceId, name: "Other agency" };
    const bot = await newBot();
    const otherBot = await createChatbot({ db, workspace: other, input: {} });
    process.env.KNOWLEDGE_JOBS = "2";
    process.env.KNOWLEDGE_ADD_WAIT_MS = "0";
    try {
      const slow = await add(bot, { Url: `${site.url}/slow` });
      const queued = await add(bot, { Url: `${site.url}/fees` });
      const theirs = await addSource({ db, workspace: other, input: { SerialNumber: otherBot, Url: `${site.url}/hours` } as never });
      // The other workspace's source takes the second slot and is done while /slow is still held;
      // this workspace's second source has not started.
      expect((await settled(otherBot, theirs.ID, other)).Status).toBe("ready");
      expect(await attemptsOf(queued.ID)).toBe(0);
      expect((await getSource({ db, workspace, input: { SerialNumber: bot, ID: Number(slow.ID) } })).Status).toBe("processing");
      site.release();
      expect((await settled(bot, slow.ID)).Status).toBe("ready");
      expect((await settled(bot, queued.ID)).Status).toBe("ready");
      expect(await attemptsOf(queued.ID)).toBe(1);
    } finally {
      restore("KNOWLEDGE_JOBS", saved.jobs);
      restore("KNOWLEDGE_ADD_WAIT_MS", saved.wait);
    }
  });

  it("fails for good a source whose processing stopped twice, and takes up one that stopped once", async () => {
    const bot = await newBot();
    const old = new Date(Date.now() - 60 * 60_000);
    const [twice] = await db
      .insert(knowledgeSources)
      .values({ chatbotId: bot, kind: "url", title: "Crashed twice", url: `${site.url}/fees`, attempts: 2, updatedAt: old })
      .returning();
    const [once] = await db
      .insert(knowledgeSources)
      .values({ chatbotId: bot, kind: "url", title: "Crashed once", url: `${site.url}/fees`, attempts: 1, updatedAt: old })
      .returning();
    await resumeStuckSources(db);
    const failed = await settled(bot, String(twice!.id));
    expect(failed).toMatchObject({ Status: "failed", ChunkCount: 0 });
    expect(failed.FailureReason).toMatch(/stopped 2 times before it finished.*will not be tried again/);
    expect((await settled(bot, String(once!.id))).Status).toBe("ready");
    expect(await attemptsOf(String(once!.id))).toBe(2);
    // Failed, it is not taken up by a later sweep, however late.
    await resumeStuckSources(db, new Date(Date.now() + 24 * 60 * 60_000));
    expect(await settled(bot, String(twice!.id))).toEqual(failed);
  });

  it("stops a reading past its deadline, tries it once more, then fails the source saying why", async () => {
    const bot = await newBot();
    process.env.KNOWLEDGE_EXTRACT_TIMEOUT_SECONDS = "1";
    try {
      const source = await settled(bot, (await add(bot, { Url: `${site.url}/hostile.pdf` })).ID);
      expect(source).toMatchObject({ Status: "failed", ChunkCount: 0 });
      expect(source.FailureReason).toMatch(/took longer than 1 second and was stopped.*tried 2 times/);
      expect(await attemptsOf(source.ID)).toBe(2);
    } finally {
      restore("KNOWLEDGE_EXTRACT_TIMEOUT_SECONDS", saved.timeout);
    }
  });

  it("stops a reading past its heap limit in its worker, and fails the source saying why", async () => {
    const bot = await newBot();
    process.env.KNOWLEDGE_EXTRACT_MEMORY_MB = "64";
    try {
      const source = await settled(bot, (await add(bot, { Url: `${site.url}/heavy` })).ID);
      expect(source).toMatchObject({ Status: "failed", ChunkCount: 0 });
      expect(source.FailureReason).toMatch(/needed more than 64 MB of memory and was stopped.*tried 2 times/);
    } finally {
      restore("KNOWLEDGE_EXTRACT_MEMORY_MB", saved.memory);
    }
  });

  it("charges a fetched page's bytes to the workspace's hour, failing the source past KNOWLEDGE_MB_PER_HOUR, then refusing more", async () => {
    // A workspace of its own: the budget is the workspace's, and other tests here read megabytes.
    const owner = { id: (await createWorkspace({ db, name: "Budgeted" })).workspaceId, name: "Budgeted" };
    const bot = await createChatbot({ db, workspace: owner, input: {} });
    const addTo = (fields: Record<string, unknown>) => addSource({ db, workspace: owner, input: { SerialNumber: bot, ...fields } as never });
    process.env.KNOWLEDGE_MB_PER_HOUR = "1";
    try {
      const small = await settled(bot, (await addTo({ Url: `${site.url}/fees` })).ID, owner);
      expect(small.Status).toBe("ready");
      const source = await settled(bot, (await addTo({ Url: `${site.url}/big` })).ID, owner);
      expect(source).toMatchObject({ Status: "failed", ChunkCount: 0 });
      expect(source.FailureReason).toMatch(/limit of 1 MB of documents and pages read an hour \(KNOWLEDGE_MB_PER_HOUR\): try again in \d+ minutes?/);
      // The refused page was not charged: a small one still fits.
      expect((await settled(bot, (await addTo({ Url: `${site.url}/hours` })).ID, owner)).Status).toBe("ready");
    } finally {
      restore("KNOWLEDGE_MB_PER_HOUR", saved.megabytes);
    }
  });

  it("fails a crawl whose passages would pass the chatbot's chunk limit, saying so", async () => {
    const bot = await newBot();
    process.env.KNOWLEDGE_MAX_CHUNKS = "2";
    try {
      const source = await settled(bot, (await add(bot, { Url: `${site.url}/`, Crawl: true })).ID);
      expect(source).toMatchObject({ Status: "failed", ChunkCount: 0 });
      expect(source.FailureReason).toMatch(/over its limit of 2/);
    } finally {
      restore("KNOWLEDGE_MAX_CHUNKS", saved.chunks);
    }
  });

  it("imports the good rows of a CSV, all or none under the chunk limit", async () => {
    const bot = await newBot();
    process.env.KNOWLEDGE_MAX_CHUNKS = "3";
    try {
      const csv = 'question,ANSWER,AlternativeQuestions\nPets?,Cats and dogs are welcome.,Are pets allowed?|Dogs?\nParking?,,\nPool?,"Yes, heated."\n';
      const result = await importQaCsv({ db, workspace, input: { SerialNumber: bot, Csv: csv } });
      expect(result.Added).toBe(2);
      expect(result.Errors).toEqual([{ Row: 3, Message: "Answer must not be empty" }]);
      await expect(importQaCsv({ db, workspace, input: { SerialNumber: bot, Csv: "Question,Answer\nA?,B.\nC?,D.\n" } })).rejects.toMatchObject({
        kind: "tooLarge",
      });
      const rows = await db.select().from(knowledgeSources).where(eq(knowledgeSources.chatbotId, bot));
      expect(rows.map((row) => row.question).sort()).toEqual(["Pets?", "Pool?"]);
      expect(rows.find((row) => row.question === "Pets?")!.alternatives).toEqual(["Are pets allowed?", "Dogs?"]);
    } finally {
      restore("KNOWLEDGE_MAX_CHUNKS", saved.chunks);
    }
  });
});
