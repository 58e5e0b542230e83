import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openDatabase } from "@/db/client";
import { type Chatbot, chatbots, chatMessages, leads, outbox, users } from "@/db/schema";
import { webhookDeliveries, webhookEndpoints } from "@/db/schema-integrations";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { createWorkspace } from "@/lib/auth/workspaces";
import { recordHandoff, recordLead } from "@/lib/chat/leads";
import { createSession } from "@/lib/chat/sessions";
import { createChatbot } from "@/lib/chatbots/service";
import { leadUpdate } from "@/lib/leads/inbox";
import { createListing } from "@/lib/listings/service";
import { queueEndedConversations } from "@/lib/webhooks/conversations";
import { DEFAULT_WEBHOOK_POLICY, deliverDueWebhooks } from "@/lib/webhooks/deliver";
import { followUpBossConnect, webhookCreate, webhookReplay, webhookRotateSecret, webhookTest } from "@/lib/webhooks/service";
import { migratedDataDir, ownDatabase } from "@/tests/setup/databases";

// Issue 42: events reach the owner's receivers through a durable outbox, signed by the Standard
// Webhooks spec and checked here with its maintained library, against receivers on loopback.

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  path: string;
}

/** A receiver on loopback that answers each request with the next of `answers` (the last repeats). */
async function receiver(answers: Array<{ status: number; headers?: Record<string, string>; hang?: boolean }>) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body, path: request.url ?? "" });
      const answer = answers[Math.min(received.length - 1, answers.length - 1)]!;
      if (answer.hang) return;
      response.writeHead(answer.status, answer.headers).end(answer.status < 300 ? "ok" : "nope");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe("webhook delivery (Standard Webhooks, durable outbox)", () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  let workspace: WorkspaceRef;
  /** The sender's clock runs ahead of the real one by this much: a test moves it past a retry's time. */
  let offset: number;
  const now = () => new Date(Date.now() + offset);
  const run = () => deliverDueWebhooks({ db: handle.db, now });
  /** Moves the clock past the next attempt's time. */
  const advance = (ms: number) => (offset += ms);

  beforeAll(async () => {
    dataDir = await migratedDataDir("webhooks");
    handle = await openDatabase({ dataDir, poolMax: 1 });
    workspace = { id: (await createWorkspace({ db: handle.db, name: "Hooks Realty" })).workspaceId, name: "Hooks Realty" };
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    vi.stubEnv("KNOWLEDGE_FETCH_ALLOW_LOOPBACK", "1");
    vi.stubEnv("MAIL_SCHEDULER", "0");
    vi.stubEnv("DATA_DIR", dataDir);
    offset = 0;
  });
  afterEach(() => vi.unstubAllEnvs());

  async function chatbot(name = "Harbor") {
    const id = await createChatbot({ db: handle.db, workspace, input: { Name: name } });
    const [row] = await handle.db.select().from(chatbots).where(eq(chatbots.id, id));
    return row!;
  }

  async function session(bot: Chatbot) {
    return (await createSession({ db: handle.db, workspace, serialNumber: bot.id })).SessionID;
  }

  const deliveriesOf = (endpointId: number) =>
    handle.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(webhookDeliveries.id);

  it("signs each event with the Standard Webhooks scheme: the library verifies it, and refuses it replayed after the tolerance", async () => {
    const hook = await receiver([{ status: 200 }]);
    try {
      const bot = await chatbot();
      const endpoint = await webhookCreate({ db: handle.db, workspace, input: { SerialNumber: bot.id, Url: `${hook.url}/hook` } });
      expect(endpoint.Secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      // Sealed at rest: the row holds neither the secret nor its base64 body.
      const [row] = await handle.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.ID));
      expect(row!.secretSealed).not.toContain(endpoint.Secret.slice(6, 20));
      expect(row!.secretSealed).toMatch(/^v1\./);

      await recordLead(handle.db, bot, await session(bot), { name: "Ana Ruiz", email: "ana@example.test", phone: "" }, "Call me about the loft");
      expect(await run()).toMatchObject({ delivered: 1, retrying: 0, failed: 0 });
      expect(hook.received).toHaveLength(1);
      const [request] = hook.received;
      expect(request!.path).toBe("/hook");
      expect(request!.headers["content-type"]).toBe("application/json");
      const verified = new Webhook(endpoint.Secret).verify(request!.body, request!.headers as Record<string, string>) as any;
      expect(verified).toMatchObject({
        type: "lead.created",
        data: { lead: { Type: "Lead", Name: "Ana Ruiz", Email: "ana@example.test", SerialNumber: bot.id } },
      });
      expect(request!.headers["webhook-id"]).toMatch(/^msg_/);
      // A wrong secret, a changed body and a replay after the 5-minute tolerance are all refused.
      expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString("base64")}`).verify(request!.body, request!.headers as Record<string, string>)).toThrow();
      expect(() => new Webhook(endpoint.Secret).verify(request!.body.replace("Ana", "Eve"), request!.headers as Record<string, string>)).toThrow();
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 6 * 60 * 1000 });
      try {
        expect(() => new Webhook(endpoint.Secret).verify(request!.body, request!.headers as Record<string, string>)).toThrow(/too old/);
      } finally {
        vi.useRealTimers();
      }
      const [delivery] = await deliveriesOf(endpoint.ID);
      expect(delivery).toMatchObject({ status: "delivered", attempts: 1, lastStatus: 200 });
    } finally {
      await hook.close();
    }
  });

  it("retries 500s on the schedule with one webhook-id, and delivers exactly once when the receiver answers 200", async () => {
    const hook = await receiver([{ status: 500 }, { status: 503, headers: { "retry-after": "600" } }, { status: 200 }]);
    try {
      const bot = await chatbot();
      const endpoint = await webhookCreate({
        db: handle.db,
        workspace,
        input: { SerialNumber: bot.id, Url: `${hook.url}/hook`, Events: ["handoff.requested"] },
      });
      // A handoff with a contact is a lead too; this endpoint asked for handoffs only.
      await recordHandoff(handle.db, bot, await session(bot), "I want to talk to an agent", { email: "bo@example.test" });
      expect(await run()).toMatchObject({ delivered: 0, retrying: 1 });
      let [delivery] = await deliveriesOf(endpoint.ID);
      expect(delivery).toMatchObject({ eventType: "handoff.requested", status: "pending", attempts: 1, lastStatus: 500 });
      // The first wait is 5 s ±10%: nothing is due before it.
      const wait = delivery!.nextAttemptAt.getTime() - delivery!.lastAttemptAt!.getTime();
      expect(wait).toBeGreaterThanOrEqual(4_500);
      expect(wait).toBeLessThanOrEqual(5_500);
      expect(await run()).toMatchObject({ delivered: 0, retrying: 0 });
      advance(5_600);
      expect(await run()).toMatchObject({ retrying: 1 });
      [delivery] = await deliveriesOf(endpoint.ID);
      // Retry-After (600 s) is longer than the schedule's 5 minutes ±10%: it is honoured.
      expect(delivery!.nextAttemptAt.getTime() - delivery!.lastAttemptAt!.getTime()).toBe(600_000);
      advance(599_000);
      expect(await run()).toMatchObject({ retrying: 0, delivered: 0 });
      advance(1_000);
      expect(await run()).toMatchObject({ delivered: 1 });
      advance(24 * 3600_000);
      expect(await run()).toMatchObject({ delivered: 0, retrying: 0, failed: 0, nextDueInMs: null });
      expect(hook.received).toHaveLength(3);
      expect(new Set(hook.received.map((request) => request.headers["webhook-id"])).size).toBe(1);
      expect(hook.received.map((request) => JSON.parse(request.body).type)).toEqual(["handoff.requested", "handoff.requested", "handoff.requested"]);
      [delivery] = await deliveriesOf(endpoint.ID);
      expect(delivery).toMatchObject({ status: "delivered", attempts: 3, lastStatus: 200 });
    } finally {
      await hook.close();
    }
  });

  it("turns an endpoint off at 410 Gone: its other deliveries fail unsent, no event is queued for it, and the owners get a mail", async () => {
    const hook = await receiver([{ status: 410 }]);
    try {
      const ownerEmail = `owner-${Date.now()}@example.test`;
      await handle.db.insert(users).values({ workspaceId: workspace.id, email: ownerEmail, passwordHash: "-", role: "owner" });
      const bot = await chatbot("Gone Homes");
      const endpoint = await webhookCreate({ db: handle.db, workspace, input: { SerialNumber: bot.id, Url: `${hook.url}/gone` } });
      const visit = await session(bot);
      await recordLead(handle.db, bot, visit, { email: "one@example.test" }, "first");
      await recordLead(handle.db, bot, visit, { email: "two@example.test" }, "second");
      expect(await run()).toMatchObject({ delivered: 0, failed: 2 });
      expect(hook.received).toHaveLength(1);
      const [row] = await handle.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.ID));
      expect(row).toMatchObject({ enabled: false, disabledReason: "the receiver answered 410 Gone" });
      expect((await deliveriesOf(endpoint.ID)).map((delivery) => delivery.status)).toEqual(["failed", "failed"]);
      await recordLead(handle.db, bot, visit, { email: "three@example.test" }, "third");
      expect(await deliveriesOf(endpoint.ID)).toHaveLength(2);
      const mails = await handle.db.select().from(outbox).where(eq(outbox.to, ownerEmail));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: "endpoint-disabled", subject: "Gone Homes: a webhook endpoint was turned off" });
      expect(mails[0]!.body).toContain("410 Gone");
    } finally {
      await hook.close();
    }
  });

  it("fails a message after the whole schedule (about a day) and then turns the endpoint off; Replay sends it again with its webhook-id", async () => {
    const hook = await receiver([{ status: 500 }]);
    try {
      const bot = await chatbot();
      const endpoint = await webhookCreate({ db: handle.db, workspace, input: { SerialNumber: bot.id, Url: `${hook.url}/down` } });
      await recordLead(handle.db, bot, await session(bot), { phone: "+1 512 555 0142" }, "call me");
      const started = now().getTime();
      for (let attempt = 1; attempt <= DEFAULT_WEBHOOK_POLICY.schedule.length + 1; attempt++) {
        const report = await run();
        expect(report.retrying + report.failed).toBe(1);
        advance(11 * 3600_000);
      }
      const [delivery] = await deliveriesOf(endpoint.ID);
      expect(delivery).toMatchObject({ status: "failed", attempts: 8, lastStatus: 500 });
      // 5 s + 5 min + 30 min + 2 h + 5 h + 10 h + 10 h: 27.6 hours, each wait within 10% of its step.
      const spent = delivery!.lastAttemptAt!.getTime() - started;
      expect(spent).toBeGreaterThanOrEqual(7 * 11 * 3600_000);
      const [row] = await handle.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.ID));
      expect(row!.enabled).toBe(false);
      expect(row!.disabledReason).toMatch(/failed for a day \(last: Answered 500/);

      // Replay waits for the endpoint to be on, then sends the same message.
      await expect(webhookReplay({ db: handle.db, workspace, input: { DeliveryID: delivery!.id } })).rejects.toThrow(/turned off/);
      await handle.db.update(webhookEndpoints).set({ enabled: true, disabledReason: null }).where(eq(webhookEndpoints.id, endpoint.ID));
      const before = hook.received.length;
      const replayed = await webhookReplay({ db: handle.db, workspace, input: { DeliveryID: delivery!.id } });
      expect(replayed).toMatchObject({ MessageID: delivery!.messageId, Status: "pending", Attempts: 1, LastStatus: 500 });
      expect(hook.received).toHaveLength(before + 1);
      expect(hook.received.at(-1)!.headers["webhook-id"]).toBe(delivery!.messageId);
    } finally {
      await hook.close();
    }
  });

  it("sends a test event at once and signs with both secrets for a day after a rotation", async () => {
    const hook = await receiver([{ status: 204 }]);
    try {
      const bot = await chatbot();
      const created = await webhookCreate({ db: handle.db, workspace, input: { SerialNumber: bot.id, Url: `${hook.url}/t` } });
      const tested = await webhookTest({ db: handle.db, workspace, input: { ID: created.ID } });
      expect(tested).toMatchObject({ Ok: true, Status: 204, Delivery: { EventType: "webhook.test", Status: "delivered", Attempts: 1 } });
      const rotated = await webhookRotateSecret({ db: handle.db, workspace, input: { ID: created.ID } });
      expect(rotated.Secret).not.toBe(created.Secret);
      expect(Date.parse(rotated.PreviousSecretValidUntil!)).toBeGreaterThan(Date.now() + 23 * 3600_000);
      await webhookTest({ db: handle.db, workspace, input: { ID: created.ID } });
      const request = hook.received.at(-1)!;
      expect(String(request.headers["webhook-signature"]).split(" ")).toHaveLength(2);
      for (const secret of [created.Secret, rotated.Secret])
        expect(() => new Webhook(secret).verify(request.body, request.headers as Record<string, string>)).not.toThrow();
    } finally {
      await hook.close();
    }
  });

  it("announces a conversation 30 minutes after its last message, once, with its transcript and leads", async () => {
    const hook = await receiver([{ status: 200 }]);
    try {
      const bot = await chatbot();
      const endpoint = await webhookCreate({
        db: handle.db,
        workspace,
        input: { SerialNumber: bot.id, Url: `${hook.url}/ended`, Events: ["conversation.ended"] },
      });
      const visit = await session(bot);
      const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
      await handle.db.insert(chatMessages).values([
        { sessionId: visit, chatbotId: bot.id, role: "question", content: "Any 3-bed homes?", createdAt: at(50) },
        { sessionId: visit, chatbotId: bot.id, role: "answer", content: "Two match.", createdAt: at(49) },
      ]);
      await recordLead(handle.db, bot, visit, { email: "cy@example.test" }, "call me");
      // The endpoint was created just now: conversations ending before that are not its.
      await handle.db
        .update(webhookEndpoints)
        .set({ createdAt: at(120) })
        .where(eq(webhookEndpoints.id, endpoint.ID));
      const quiet = await session(bot);
      await handle.db.insert(chatMessages).values({ sessionId: quiet, chatbotId: bot.id, role: "question", content: "still here", createdAt: at(5) });

      expect(await queueEndedConversations({ db: handle.db })).toBe(1);
      expect(await queueEndedConversations({ db: handle.db })).toBe(0);
      await run();
      expect(hook.received).toHaveLength(1);
      const event = JSON.parse(hook.received[0]!.body);
      const [lead] = await handle.db.select({ id: leads.id }).from(leads).where(eq(leads.sessionId, visit));
      expect(event).toMatchObject({
        type: "conversation.ended",
        data: {
          SessionID: visit,
          MessageCount: 2,
          Messages: [
            { Role: "visitor", Content: "Any 3-bed homes?" },
            { Role: "bot", Content: "Two match." },
          ],
          LeadIDs: [lead!.id],
        },
      });
    } finally {
      await hook.close();
    }
  });

  it("posts leads to Follow Up Boss as events with the listing, the person and the system headers", async () => {
    const fub = await receiver([{ status: 201 }]);
    try {
      vi.stubEnv("FOLLOWUPBOSS_API_URL", fub.url);
      vi.stubEnv("FOLLOWUPBOSS_SYSTEM_KEY", "sys-key-123");
      const bot = await chatbot("Lakeside");
      await handle.db.update(chatbots).set({ Domains: "www.lakeside-homes.test, lakeside.test" }).where(eq(chatbots.id, bot.id));
      const connected = await followUpBossConnect({ db: handle.db, workspace, input: { SerialNumber: bot.id, ApiKey: "fka_abcdef123456" } });
      expect(connected).toMatchObject({
        Kind: "followupboss",
        Url: `${fub.url}/v1/events`,
        SecretHint: "fka_…",
        Events: ["lead.created", "showing.requested", "handoff.requested"],
      });
      // Connecting again replaces the key: still one connection.
      const again = await followUpBossConnect({ db: handle.db, workspace, input: { SerialNumber: bot.id, ApiKey: "fka_abcdef654321" } });
      expect(again.ID).toBe(connected.ID);

      const listing = await createListing({
        db: handle.db,
        workspace,
        input: {
          SerialNumber: bot.id,
          SaleType: "for_sale",
          Status: "Active",
          CurrencySymbol: "$",
          PropertyType: "Condo",
          Bedrooms: 2,
          Bathrooms: 2,
          Url: "https://lakeside.test/l/88",
          MLSNumber: "LK-88",
          YearBuilt: 2004,
          DaysOnMarket: 3,
          LotArea: 0,
          BuildingArea: 1180,
          AreaUnit: "Square Feet",
          ParkingSpots: 1,
          Address: "88 Shore Rd Unit 5",
          City: "Madison",
          State: "WI",
          ZIP: "53703",
          SalePrice: 389000,
        } as never,
      });
      const visit = await session(bot);
      await handle.db
        .insert(chatMessages)
        .values({ sessionId: visit, chatbotId: bot.id, role: "answer", content: "88 Shore Rd…", listingIds: [Number(listing)] });
      await recordLead(handle.db, bot, visit, { name: "Dana May Lee", email: "dana@example.test", phone: "608-555-0199" }, "Is the condo still available?");
      expect(await run()).toMatchObject({ delivered: 1 });
      const [request] = fub.received;
      expect(request!.path).toBe("/v1/events");
      expect(request!.headers.authorization).toBe(`Basic ${Buffer.from("fka_abcdef654321:").toString("base64")}`);
      expect(request!.headers["x-system"]).toBe("Casabot");
      expect(request!.headers["x-system-key"]).toBe("sys-key-123");
      const body = JSON.parse(request!.body);
      expect(body).toEqual({
        source: "lakeside-homes.test",
        system: "Casabot",
        type: "Property Inquiry",
        message: "Is the condo still available?",
        occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        person: {
          firstName: "Dana",
          lastName: "May Lee",
          emails: [{ value: "dana@example.test" }],
          phones: [{ value: "608-555-0199" }],
          tags: ["Casabot", "Lakeside", "Cold lead"],
        },
        property: {
          street: "88 Shore Rd Unit 5",
          city: "Madison",
          state: "WI",
          code: "53703",
          mlsNumber: "LK-88",
          price: 389000,
          forRent: false,
          url: "https://lakeside.test/l/88",
          type: "Condo",
          bedrooms: 2,
          bathrooms: 2,
          area: 1180,
        },
      });
      // lead.updated is not a FUB event: nothing more is posted.
      const [lead] = await handle.db.select({ id: leads.id }).from(leads).where(eq(leads.sessionId, visit));
      await leadUpdate({ db: handle.db, workspace, input: { LeadID: lead!.id, Status: "contacted" } });
      await run();
      expect(fub.received).toHaveLength(1);
    } finally {
      await fub.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("a sender killed mid-delivery (PostgreSQL: two processes share the database)", () => {
  it("loses nothing: once its lease ends, the next run sends the message again with the same webhook-id", async () => {
    const database = await ownDatabase("postgres", "webhook-kill");
    const handle = await database.open();
    vi.stubEnv("SECRETS_KEY", "a test key that is long enough for the rule 0123456789");
    vi.stubEnv("KNOWLEDGE_FETCH_ALLOW_LOOPBACK", "1");
    vi.stubEnv("MAIL_SCHEDULER", "0");
    const hook = await receiver([{ status: 200, hang: true }, { status: 200 }]);
    let child: ChildProcess | undefined;
    try {
      const workspace = { id: (await createWorkspace({ db: handle.db, name: "Kill Realty" })).workspaceId, name: "Kill Realty" };
      const id = await createChatbot({ db: handle.db, workspace, input: { Name: "Kill" } });
      const [bot] = await handle.db.select().from(chatbots).where(eq(chatbots.id, id));
      const endpoint = await webhookCreate({ db: handle.db, workspace, input: { SerialNumber: id, Url: `${hook.url}/k` } });
      await recordLead(handle.db, bot!, (await createSession({ db: handle.db, workspace, serialNumber: id })).SessionID, { email: "k@example.test" }, "hi");

      child = spawn("npx", ["tsx", "tests/setup/webhook-sender.ts"], {
        env: { ...process.env, ...database.env, SECRETS_KEY: process.env.SECRETS_KEY, KNOWLEDGE_FETCH_ALLOW_LOOPBACK: "1", NODE_ENV: "test" },
        stdio: "ignore",
        detached: true,
      });
      // The sender has claimed the delivery and is waiting on the receiver: kill it there.
      await vi.waitFor(() => expect(hook.received).toHaveLength(1), { timeout: 60_000, interval: 50 });
      const exited = new Promise((resolve) => child!.once("exit", resolve));
      process.kill(-child.pid!, "SIGKILL");
      await exited;
      let [delivery] = await handle.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.ID));
      expect(delivery).toMatchObject({ status: "pending", attempts: 1 });

      // Within the lease, no one else takes it; after it, the next run delivers.
      expect(await deliverDueWebhooks({ db: handle.db })).toMatchObject({ delivered: 0 });
      const later = () => new Date(Date.now() + DEFAULT_WEBHOOK_POLICY.leaseMs + 1_000);
      expect(await deliverDueWebhooks({ db: handle.db, now: later })).toMatchObject({ delivered: 1 });
      [delivery] = await handle.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.ID));
      expect(delivery).toMatchObject({ status: "delivered", attempts: 2, lastStatus: 200 });
      expect(hook.received).toHaveLength(2);
      expect(hook.received[1]!.headers["webhook-id"]).toBe(hook.received[0]!.headers["webhook-id"]);
      expect(() => new Webhook(endpoint.Secret).verify(hook.received[1]!.body, hook.received[1]!.headers as Record<string, string>)).not.toThrow();
    } finally {
      if (child?.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGKILL");
      vi.unstubAllEnvs();
      await hook.close();
      await handle.close();
      await database.drop();
    }
  });
});
