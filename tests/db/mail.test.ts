import { rmSync } from "node:fs";
import { and, eq, like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "@/db/client";
import { chatbots, chatMessages, chatSessions, leads, mailDigests, outbox } from "@/db/schema";
import { createWorkspace } from "@/lib/auth/workspaces";
import { recordHandoff } from "@/lib/chat/leads";
import { createChatbot } from "@/lib/chatbots/service";
import { queueDueDigests } from "@/lib/mail/digests";
import { runMailJobs } from "@/lib/mail/jobs";
import { createSmtpTransport, DEFAULT_POLICY, type DeliveryPolicy, deliverPending, type MailTransport } from "@/lib/mail/sender";
import { freshDatabase } from "../setup/databases";
import { type SmtpServer, smtpError, startSmtpServer } from "../setup/smtp";
import { migratedDataDir } from "@/tests/setup/databases";

// The mailer over a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set)
// and a real SMTP server: what arrives, when, how often, and what is left in the outbox.

interface Engine {
  name: string;
  /** The database, and a second handle on it where the engine has more than one connection (PostgreSQL). */
  open: () => Promise<{ handle: DatabaseHandle; other: () => Promise<DatabaseHandle>; cleanup: () => Promise<void> }>;
}

const engines: Engine[] = [
  {
    name: "PGlite",
    open: async () => {
      const dataDir = await migratedDataDir("mail");
      const handle = await openDatabase({ dataDir, poolMax: 1 });
      // One process's database: "another server" is the same handle, run concurrently.
      return { handle, other: async () => handle, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  engines.push({
    name: "PostgreSQL",
    open: async () => {
      const database = await freshDatabase(process.env.TEST_DATABASE_URL!);
      const handle = await openDatabase({ databaseUrl: database.url, dataDir: "", poolMax: 4 });
      const others: DatabaseHandle[] = [];
      return {
        handle,
        other: async () => {
          const second = await openDatabase({ databaseUrl: database.url, dataDir: "", poolMax: 4 });
          others.push(second);
          return second;
        },
        cleanup: async () => {
          for (const second of others) await second.close();
          await database.drop();
        },
      };
    },
  });
}

const FAST: DeliveryPolicy = { ...DEFAULT_POLICY, maxAttempts: 3, backoffMs: 60_000, maxBackoffMs: 10 * 60_000 };
let serial = 0;

async function newBot(db: Database, settings: Partial<typeof chatbots.$inferInsert> = {}) {
  const { workspaceId } = await createWorkspace({ db, name: `Mail ${++serial}`, apiKey: false });
  const id = await createChatbot({ db, workspace: { id: workspaceId, name: "Mail" }, input: { Name: `Bot ${serial}` } });
  const [bot] = await db.update(chatbots).set(settings).where(eq(chatbots.id, id)).returning();
  return bot!;
}

async function newSession(db: Database, chatbotId: string) {
  const [session] = await db.insert(chatSessions).values({ chatbotId }).returning({ id: chatSessions.id });
  return session!.id;
}

async function say(db: Database, chatbotId: string, sessionId: number, role: "question" | "answer", content: string, at?: Date) {
  await db.insert(chatMessages).values({ chatbotId, sessionId, role, content, ...(at ? { createdAt: at } : {}) });
}

const outboxOf = (db: Database, chatbotId: string) => db.select().from(outbox).where(eq(outbox.chatbotId, chatbotId)).orderBy(outbox.id);

for (const engine of engines) {
  describe(`mail on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let db: Database;
    let other: () => Promise<DatabaseHandle>;
    let cleanup: () => Promise<void>;
    let smtp: SmtpServer;
    let transport: MailTransport;

    beforeAll(async () => {
      ({ handle, other, cleanup } = await engine.open());
      db = handle.db;
      smtp = await startSmtpServer();
      transport = createSmtpTransport(smtp.url);
    });
    afterAll(async () => {
      transport.close();
      await smtp.close();
      await handle.close();
      await cleanup();
    });
    afterEach(async () => {
      // Each test starts from an outbox with nothing due and an SMTP server that accepts.
      await db.update(outbox).set({ status: "failed" }).where(eq(outbox.status, "pending"));
      smtp.control.refuse = undefined;
      smtp.received.length = 0;
      smtp.control.rcptCalls = 0;
    });

    it("sends the handoff mail with the conversation so far to every TalkToHumanEmail address, once", async () => {
      const bot = await newBot(db, { Name: "Harbor <Homes>", TalkToHumanEmail: "agent@harbor.test, boss@harbor.test" });
      const session = await newSession(db, bot.id);
      await say(db, bot.id, session, "question", "Any 3-bed homes in Austin under $500k?");
      await say(db, bot.id, session, "answer", "Yes: 12 Oak St at $480,000.");
      await recordHandoff(db, bot, session, "Call me <b>today</b> & soon", { name: "Sam Lee", email: "sam@example.com", phone: "+1 555 0100" });

      expect(await deliverPending({ db, transport })).toEqual({ sent: 2, retrying: 0, failed: 0 });
      expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual(["agent@harbor.test", "boss@harbor.test"]);
      const mail = smtp.received[0]!.parsed;
      expect(mail.subject).toBe(`Harbor <Homes>: a visitor asked to talk to a person (session ${session})`);
      // A reply goes to the visitor, who left an address.
      expect(mail.replyTo?.text).toBe("sam@example.com");
      expect(mail.text).toContain("Name: Sam Lee\nE-mail: sam@example.com\nPhone: +1 555 0100\n\nTheir message: Call me <b>today</b> & soon\n");
      expect(mail.text).toMatch(/Visitor: Any 3-bed homes in Austin under \$500k\?\n.*Bot: Yes: 12 Oak St at \$480,000\./);
      // The HTML alternative carries the same text with every character of it escaped.
      expect(mail.html).toContain("Harbor &lt;Homes&gt;");
      expect(mail.html).not.toContain("<Homes>");
      expect(mail.html).not.toContain("<b>today");

      const rows = await outboxOf(db, bot.id);
      expect(rows.map((row) => [row.status, row.attempts, row.sentAt instanceof Date])).toEqual([
        ["sent", 1, true],
        ["sent", 1, true],
      ]);
      // Nothing is sent a second time.
      expect(await deliverPending({ db, transport })).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(smtp.received).toHaveLength(2);
    });

    it("keeps mails pending in the outbox when there is no SMTP server to send them to", async () => {
      const bot = await newBot(db, { TalkToHumanEmail: "agent@harbor.test" });
      await recordHandoff(db, bot, await newSession(db, bot.id), "Call me");
      expect(await runMailJobs({ db, transport: null })).toMatchObject({ smtp: false, sent: 0 });
      expect((await outboxOf(db, bot.id)).map((row) => [row.status, row.attempts])).toEqual([["pending", 0]]);
    });

    it("retries a refused mail with exponential backoff, then marks it failed after the last attempt", async () => {
      const bot = await newBot(db, { TalkToHumanEmail: "agent@harbor.test" });
      await recordHandoff(db, bot, await newSession(db, bot.id), "Call me");
      smtp.control.refuse = () => smtpError(451, "Mailbox busy, try later");
      const t0 = Date.now() + 1_000;
      const at = (ms: number) => () => new Date(t0 + ms);

      expect(await deliverPending({ db, transport, policy: FAST, now: at(0) })).toEqual({ sent: 0, retrying: 1, failed: 0 });
      let [row] = await outboxOf(db, bot.id);
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row!.lastError).toContain("451");
      expect(row!.nextAttemptAt.getTime()).toBe(t0 + 60_000);
      expect(row!.replyTo).toBeNull();

      // Not before the backoff has passed.
      expect(await deliverPending({ db, transport, policy: FAST, now: at(59_999) })).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(smtp.control.rcptCalls).toBe(1);

      // The second wait is twice the first.
      expect(await deliverPending({ db, transport, policy: FAST, now: at(60_000) })).toEqual({ sent: 0, retrying: 1, failed: 0 });
      [row] = await outboxOf(db, bot.id);
      expect(row).toMatchObject({ status: "pending", attempts: 2 });
      expect(row!.nextAttemptAt.getTime()).toBe(t0 + 60_000 + 120_000);

      expect(await deliverPending({ db, transport, policy: FAST, now: at(180_000) })).toEqual({ sent: 0, retrying: 0, failed: 1 });
      [row] = await outboxOf(db, bot.id);
      expect(row).toMatchObject({ status: "failed", attempts: 3 });
      expect(row!.lastError).toContain("Mailbox busy");
      expect(smtp.control.rcptCalls).toBe(3);

      // A failed mail is not tried again, even once the server accepts.
      smtp.control.refuse = undefined;
      expect(await deliverPending({ db, transport, policy: FAST, now: at(10 * 3_600_000) })).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(smtp.received).toHaveLength(0);
    });

    it("sends a mail that was refused for a while once the server takes it", async () => {
      const bot = await newBot(db, { TalkToHumanEmail: "agent@harbor.test" });
      await recordHandoff(db, bot, await newSession(db, bot.id), "Call me");
      smtp.control.refuse = () => smtpError(421, "Too busy");
      const t0 = Date.now() + 1_000;
      expect(await deliverPending({ db, transport, policy: FAST, now: () => new Date(t0) })).toMatchObject({ retrying: 1 });
      smtp.control.refuse = undefined;
      expect(await deliverPending({ db, transport, policy: FAST, now: () => new Date(t0 + 60_000) })).toMatchObject({ sent: 1 });
      expect((await outboxOf(db, bot.id)).map((row) => [row.status, row.attempts])).toEqual([["sent", 2]]);
      expect(smtp.received).toHaveLength(1);
    });

    it("fails a mail at once when the server refuses its recipient for good (5xx)", async () => {
      const bot = await newBot(db, { TalkToHumanEmail: "nobody@harbor.test, agent@harbor.test" });
      await recordHandoff(db, bot, await newSession(db, bot.id), "Call me");
      smtp.control.refuse = (address) => (address === "nobody@harbor.test" ? smtpError(550, "No such user") : undefined);
      expect(await deliverPending({ db, transport, policy: FAST })).toEqual({ sent: 1, retrying: 0, failed: 1 });
      const rows = await outboxOf(db, bot.id);
      expect(rows.map((row) => [row.to, row.status, row.attempts])).toEqual([
        ["nobody@harbor.test", "failed", 1],
        ["agent@harbor.test", "sent", 1],
      ]);
      expect(rows[0]!.lastError).toContain("No such user");
    });

    it("delivers each mail once when two senders run at the same time", async () => {
      const bot = await newBot(db, { TalkToHumanEmail: Array.from({ length: 12 }, (_, i) => `agent${i}@harbor.test`).join(", ") });
      await recordHandoff(db, bot, await newSession(db, bot.id), "Call me");
      const second = await other();
      const policy = { ...FAST, batchSize: 2, maxBatches: 20 };
      const [one, two] = await Promise.all([
        deliverPending({ db, transport, policy }),
        deliverPending({ db: second.db, transport: createSmtpTransport(smtp.url), policy }),
      ]);
      expect(one.sent + two.sent).toBe(12);
      const recipients = smtp.received.flatMap((mail) => mail.to);
      expect(recipients).toHaveLength(12);
      expect(new Set(recipients).size).toBe(12);
      expect((await outboxOf(db, bot.id)).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    });

    it.runIf(engine.name === "PostgreSQL")("skips a mail another sender holds, neither waiting for it nor sending it too", async () => {
      const bot = await newBot(db, { TalkToHumanEmail: "first@harbor.test, second@harbor.test" });
      await recordHandoff(db, bot, await newSession(db, bot.id), "Call me");
      const [first, next] = await outboxOf(db, bot.id);
      const second = await other();
      let release!: () => void;
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const held = new Promise<void>((resolve) => (release = resolve));
      const holder = second.db.transaction(async (tx) => {
        await tx.select().from(outbox).where(eq(outbox.id, first!.id)).for("update");
        locked();
        await held;
      });
      await isLocked;
      const waited = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("the sender waited for the held mail")), 5_000));
      const report = await Promise.race([deliverPending({ db, transport, policy: FAST }), waited]).finally(release);
      await holder;
      expect(report).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(smtp.received.flatMap((mail) => mail.to)).toEqual([next!.to]);
      expect(await deliverPending({ db, transport, policy: FAST })).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(smtp.received.flatMap((mail) => mail.to)).toEqual([next!.to, first!.to]);
    });

    describe("daily digests", () => {
      // America/New_York on 10 March 2026 (EDT, UTC-4): the local day is [04:00Z, 04:00Z next day).
      const dayStart = Date.parse("2026-03-10T04:00:00Z");
      const dayEnd = Date.parse("2026-03-11T04:00:00Z");
      let bot: typeof chatbots.$inferSelect;
      let neighbour: typeof chatbots.$inferSelect;

      beforeAll(async () => {
        bot = await newBot(db, {
          Name: "Harbor Homes",
          TimeZone: "America/New_York",
          EmailForDailyChatLogs: "logs@harbor.test",
          EmailForDailyLeads: "leads@harbor.test, boss@harbor.test",
        });
        // Another chatbot, same day, same addresses: its data must not reach the first one's digests.
        neighbour = await newBot(db, { TimeZone: "America/New_York", EmailForDailyChatLogs: "logs@harbor.test" });
        const early = await newSession(db, bot.id);
        await say(db, bot.id, early, "question", "Late question of the 9th", new Date(dayStart - 1_000));
        await say(db, bot.id, early, "question", "First question of the 10th", new Date(dayStart));
        await say(db, bot.id, early, "answer", "First answer of the 10th", new Date(dayStart + 1_000));
        const late = await newSession(db, bot.id);
        await say(db, bot.id, late, "question", "Last question of the 10th", new Date(dayEnd - 1_000));
        await say(db, bot.id, late, "question", "Question of the 11th", new Date(dayEnd));
        const theirs = await newSession(db, neighbour.id);
        await say(db, neighbour.id, theirs, "question", "The neighbour's question", new Date(dayStart + 3_600_000));
        await db.insert(leads).values([
          {
            chatbotId: bot.id,
            sessionId: early,
            type: "Lead",
            name: "Ana",
            email: "ana@example.com",
            message: "Ana's lead",
            createdAt: new Date(dayStart + 60_000),
          },
          {
            chatbotId: bot.id,
            sessionId: late,
            type: "Handoff",
            name: "Bo",
            phone: "+1 555 0101",
            message: "Bo wants a call",
            createdAt: new Date(dayEnd - 60_000),
          },
          { chatbotId: bot.id, sessionId: late, type: "Lead", email: "cy@example.com", message: "Cy's lead of the 11th", createdAt: new Date(dayEnd + 60_000) },
          {
            chatbotId: neighbour.id,
            sessionId: theirs,
            type: "Lead",
            email: "dee@example.com",
            message: "The neighbour's lead",
            createdAt: new Date(dayStart + 60_000),
          },
        ]);
      });

      const digestsOf = async (chatbotId: string) => (await outboxOf(db, chatbotId)).filter((row) => row.kind.startsWith("digest_"));

      it("queues nothing for the day before its midnight in the chatbot's time zone", async () => {
        // At 23:59 on the 10th the day due is the 9th, which had one question.
        await queueDueDigests({ db, now: new Date(dayEnd - 60_000) });
        const rows = await digestsOf(bot.id);
        expect(rows.map((row) => row.subject)).toEqual(["Harbor Homes: chat logs of 2026-03-09 (1 session, 1 question)"]);
        expect(rows[0]!.body).toContain("[23:59] Visitor: Late question of the 9th");
        expect(rows[0]!.body).not.toContain("of the 10th");
      });

      it("queues the day's chat log and leads at midnight, with that day's content only, and sends them", async () => {
        expect(await queueDueDigests({ db, now: new Date(dayEnd + 30_000) })).toBe(1 + 2 + 1);
        const rows = (await digestsOf(bot.id)).filter((row) => row.subject.includes("2026-03-10"));
        expect(rows.map((row) => [row.kind, row.to]).sort()).toEqual([
          ["digest_chat_logs", "logs@harbor.test"],
          ["digest_leads", "boss@harbor.test"],
          ["digest_leads", "leads@harbor.test"],
        ]);

        expect(await deliverPending({ db, transport })).toMatchObject({ sent: 4, failed: 0 });
        const arrived = (to: string, subject: string) => smtp.received.find((mail) => mail.to.includes(to) && mail.parsed.subject?.startsWith(subject))!.parsed;

        const logs = arrived("logs@harbor.test", "Harbor Homes");
        expect(logs.subject).toBe("Harbor Homes: chat logs of 2026-03-10 (2 sessions, 2 questions)");
        expect(logs.text).toContain("[00:00] Visitor: First question of the 10th");
        expect(logs.text).toContain("[00:00] Bot: First answer of the 10th");
        expect(logs.text).toContain("[23:59] Visitor: Last question of the 10th");
        for (const absent of ["Late question of the 9th", "Question of the 11th", "The neighbour's question"]) expect(logs.text).not.toContain(absent);

        const leadMail = arrived("leads@harbor.test", "Harbor Homes");
        expect(leadMail.subject).toBe("Harbor Homes: 2 leads on 2026-03-10");
        expect(leadMail.text).toContain("[00:01] Lead\n  Name: Ana\n  E-mail: ana@example.com");
        expect(leadMail.text).toContain("[23:59] Asked for a person\n  Name: Bo\n  Phone: +1 555 0101");
        for (const absent of ["Cy's lead of the 11th", "The neighbour's lead"]) expect(leadMail.text).not.toContain(absent);
        expect(arrived("boss@harbor.test", "Harbor Homes").text).toBe(leadMail.text);

        // The neighbour's digest has its own question and nothing of the first bot's.
        const theirs = smtp.received.find((mail) => mail.parsed.subject?.startsWith(neighbour.Name))!.parsed;
        expect(theirs.text).toContain("The neighbour's question");
        expect(theirs.text).not.toContain("of the 10th");
      });

      it("queues each digest once, however many runs there are and however they overlap", async () => {
        const second = await other();
        const runs = [db, second.db, db, second.db].map((each) => queueDueDigests({ db: each, now: new Date(dayEnd + 90_000) }));
        await Promise.all(runs);
        await queueDueDigests({ db, now: new Date(dayEnd + 3_600_000) });
        const day = (await digestsOf(bot.id)).filter((row) => row.subject.includes("2026-03-10"));
        expect(day).toHaveLength(3);
        const claims = await db
          .select()
          .from(mailDigests)
          .where(and(eq(mailDigests.chatbotId, bot.id), eq(mailDigests.localDate, "2026-03-10")));
        expect(claims.map((claim) => [claim.kind, claim.items]).sort()).toEqual([
          ["chat_logs", 3],
          ["leads", 2],
        ]);
      });

      it("skips an empty day: claimed with no items, and no mail", async () => {
        // The 11th has one question and one lead; the 12th nothing at all.
        await queueDueDigests({ db, now: new Date(dayEnd + 86_400_000 + 30_000) });
        await queueDueDigests({ db, now: new Date(dayEnd + 2 * 86_400_000 + 30_000) });
        expect((await digestsOf(bot.id)).filter((row) => row.subject.includes("2026-03-11"))).toHaveLength(3);
        expect(await db.select().from(outbox).where(like(outbox.subject, "%2026-03-12%"))).toEqual([]);
        const claims = await db
          .select()
          .from(mailDigests)
          .where(and(eq(mailDigests.chatbotId, bot.id), eq(mailDigests.localDate, "2026-03-12")));
        expect(claims.map((claim) => claim.items)).toEqual([0, 0]);
      });

      it("queues the other chatbots' digests when one of them cannot be (after the days above)", async () => {
        const broken = await newBot(db, { TimeZone: "Not/A_Zone", EmailForDailyLeads: "leads@broken.test" });
        const fine = await newBot(db, { TimeZone: "UTC", EmailForDailyLeads: "leads@fine.test" });
        await db.insert(leads).values({ chatbotId: fine.id, type: "Lead", email: "eve@example.com", createdAt: new Date("2026-04-01T12:00:00Z") });
        await queueDueDigests({ db, now: new Date("2026-04-02T00:00:30Z") });
        expect((await digestsOf(fine.id)).map((row) => row.subject)).toEqual([`${fine.Name}: 1 lead on 2026-04-01`]);
        expect(await digestsOf(broken.id)).toEqual([]);
      });
    });
  });
}
