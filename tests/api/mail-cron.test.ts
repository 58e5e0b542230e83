import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "@/db/client";
import { chatbots, chatMessages, chatSessions, leads } from "@/db/schema";
import { createWorkspace } from "@/lib/auth/workspaces";
import { recordHandoff } from "@/lib/chat/leads";
import { createChatbot } from "@/lib/chatbots/service";
import { localDate, previousDate, startOfLocalDay } from "@/lib/mail/zoned";
import { ownDatabase } from "../setup/databases";
import { type SmtpServer, startSmtpServer } from "../setup/smtp";
import { type RunningServer, startServer } from "../setup/server";
import { baseUrl, fixtures } from "./helpers";
import { migratedDataDir } from "@/tests/setup/databases";

// /api/cron over HTTP on servers of its own (with CRON_SECRET and SMTP_URL), on a database
// seeded before they start: the secret check, and one run that sends the pending handoff
// and yesterday's digests, once, on the real clock. On PostgreSQL, two servers are called
// at the same moment and still send each digest once.

const SECRET = "cron-secret-for-tests-0123456789";

/** A zone where it is now between 06:00 and 18:00, so "yesterday" cannot change under the test. */
function daytimeZone(): string {
  const zones = ["UTC", "Asia/Tokyo", "America/New_York", "Asia/Kolkata", "Pacific/Honolulu", "Europe/Berlin"];
  return zones.find((zone) => {
    const hour = Number(new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", hourCycle: "h23" }).format(new Date()));
    return hour >= 6 && hour < 18;
  })!;
}

async function seed(handle: DatabaseHandle, timeZone: string) {
  const { db } = handle;
  const { workspaceId } = await createWorkspace({ db, name: "Cron", apiKey: false });
  const id = await createChatbot({ db, workspace: { id: workspaceId, name: "Cron" }, input: { Name: "Cron Homes" } });
  const [bot] = await db
    .update(chatbots)
    .set({ TimeZone: timeZone, TalkToHumanEmail: "agent@cron.test", EmailForDailyChatLogs: "logs@cron.test", EmailForDailyLeads: "leads@cron.test" })
    .where(eq(chatbots.id, id))
    .returning();
  const yesterday = previousDate(localDate(timeZone, new Date()));
  const noon = new Date(startOfLocalDay(timeZone, yesterday).getTime() + 12 * 3_600_000);
  const [session] = await db.insert(chatSessions).values({ chatbotId: id, createdAt: noon }).returning();
  await db.insert(chatMessages).values({ chatbotId: id, sessionId: session!.id, role: "question", content: "Yesterday's question", createdAt: noon });
  await db
    .insert(leads)
    .values({ chatbotId: id, sessionId: session!.id, type: "Lead", email: "ana@example.com", message: "Yesterday's lead", createdAt: noon });
  await recordHandoff(db, bot!, session!.id, "Please call me");
  return yesterday;
}

const cron = (base: string, headers: Record<string, string> = {}, method = "GET") => fetch(`${base}/api/cron`, { method, headers });

describe("/api/cron", () => {
  let smtp: SmtpServer;
  let servers: RunningServer[] = [];
  let yesterday: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const timeZone = daytimeZone();
    const env = { SEED_DEMO: "0", CRON_SECRET: SECRET, SMTP_URL: smtp.url, MAIL_FROM: "Casabot <mail@cron.test>" };
    const database = await ownDatabase(fixtures.database, "cron");
    cleanup = database.drop;
    const handle = await database.open();
    yesterday = await seed(handle, timeZone);
    await handle.close();
    // On PostgreSQL two server processes share the database, as several instances would.
    const instances = fixtures.database === "postgres" ? 2 : 1;
    servers = await Promise.all(Array.from({ length: instances }, () => startServer({ ...env, ...database.env })));
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await smtp?.close();
    await cleanup?.();
  });

  it("is disabled (503) on a server without CRON_SECRET", async () => {
    const response = await cron(baseUrl, { authorization: `Bearer ${SECRET}` });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ Success: false, Code: 503, Data: null, Message: expect.stringContaining("CRON_SECRET") });
  });

  it("refuses a request without the secret, or with a wrong one, and runs nothing", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer " },
      { authorization: "Bearer wrong" },
      { authorization: `Bearer ${SECRET}x` },
      { authorization: SECRET },
      { authorization: `Basic ${SECRET}` },
    ];
    for (const headers of attempts) {
      const response = await cron(servers[0]!.baseUrl, headers);
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(await response.json()).toMatchObject({ Success: false, Code: 401, Data: null });
    }
    expect(smtp.received).toHaveLength(0);
  });

  it("with the secret, sends the pending handoff and yesterday's digests, each once", async () => {
    const auth = { authorization: `Bearer ${SECRET}` };
    // Every server called at once (two on PostgreSQL): the digests are still queued once.
    const replies = await Promise.all(servers.map((server, i) => cron(server.baseUrl, auth, i % 2 ? "POST" : "GET")));
    const reports = await Promise.all(replies.map(async (reply) => ({ status: reply.status, body: await reply.json() })));
    for (const report of reports) expect(report.status).toBe(200);
    const total = (key: string) => reports.reduce((sum, report) => sum + report.body.Data[key], 0);
    expect(total("queued")).toBe(2);
    expect(total("sent")).toBe(3);

    const byRecipient = Object.fromEntries(smtp.received.map((mail) => [mail.to.join(), mail.parsed]));
    expect(Object.keys(byRecipient).sort()).toEqual(["agent@cron.test", "leads@cron.test", "logs@cron.test"]);
    expect(smtp.received).toHaveLength(3);
    expect(byRecipient["agent@cron.test"]!.text).toContain("Please call me");
    expect(byRecipient["agent@cron.test"]!.from?.text).toContain("mail@cron.test");
    // The visitor left no address: there is no one to reply to but the sender.
    expect(byRecipient["agent@cron.test"]!.replyTo).toBeUndefined();
    expect(byRecipient["logs@cron.test"]!.subject).toBe(`Cron Homes: chat logs of ${yesterday} (1 session, 1 question)`);
    expect(byRecipient["logs@cron.test"]!.text).toContain("Visitor: Yesterday's question");
    expect(byRecipient["leads@cron.test"]!.subject).toBe(`Cron Homes: 1 lead on ${yesterday}`);

    const again = await cron(servers[0]!.baseUrl, auth);
    expect((await again.json()).Data).toEqual({
      queued: 0,
      smtp: true,
      sent: 0,
      retrying: 0,
      failed: 0,
      filesDeleted: 0,
      filesSwept: expect.any(Number),
      conversationsEnded: 0,
      webhooks: { delivered: 0, retrying: 0, failed: 0 },
    });
    expect(smtp.received).toHaveLength(3);
  });
});

describe.runIf(fixtures.database === "pglite")("the in-process mail timer (MAIL_SCHEDULER on, as under npm start)", () => {
  it("sends the outbox's pending mail and yesterday's digests with no call at all", async () => {
    const smtp = await startSmtpServer();
    const dataDir = await migratedDataDir("timer");
    const handle = await openDatabase({ dataDir, poolMax: 1 });
    const yesterday = await seed(handle, daytimeZone());
    await handle.close();
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "0", SMTP_URL: smtp.url, MAIL_SCHEDULER: "1" });
    try {
      // Its first run comes a second after start.
      const deadline = Date.now() + 20_000;
      while (smtp.received.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(smtp.received.map((mail) => mail.to.join()).sort()).toEqual(["agent@cron.test", "leads@cron.test", "logs@cron.test"]);
      expect(smtp.received.find((mail) => mail.to.includes("logs@cron.test"))!.parsed.subject).toContain(yesterday);
    } finally {
      await server.stop();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
