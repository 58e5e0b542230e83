import { describe, expect, it } from "vitest";
import { asOwner, call, type Credential, newChatbot, ok, signUp } from "./helpers";

// Issue 42 over HTTP: webhook endpoints and the Follow Up Boss connection managed through the API,
// events queued in the outbox by what visitors and owners do. The delivery itself, against
// receivers on loopback, is tests/db/webhooks-delivery.test.ts (this server refuses loopback, as in production).

async function workspace(name = "Hook Realty") {
  const owner = await signUp(name);
  const { ApiKey } = await ok<{ ApiKey: string }>("/chat/Workspace/ApiKeyCreate", { Name: "hooks" }, asOwner(owner));
  return { apiKey: ApiKey } satisfies Credential;
}

const session = async (serialNumber: string, key: Credential) => (await ok<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber }, key)).SessionID;
const ask = (sessionID: number, content: string, key: Credential) => ok("/chat/Chat/ClientAsk", { sessionID, content }, key);

describe("Webhook/* endpoints", () => {
  it("creates an endpoint whose secret is shown once, lists it by hint, and refuses URLs it must never call, naming Url", async () => {
    const key = await workspace();
    const bot = await newChatbot(key);
    const created = await ok("/chat/Webhook/Create", { SerialNumber: bot, Url: "https://hooks.example.com/casabot", Description: "CRM" }, key);
    expect(created).toMatchObject({
      SerialNumber: bot,
      Kind: "webhook",
      Url: "https://hooks.example.com/casabot",
      Events: ["lead.created", "lead.updated", "showing.requested", "handoff.requested", "conversation.ended"],
      Enabled: true,
      SecretHint: `${created.Secret.slice(0, 10)}…`,
    });
    expect(created.Secret).toMatch(/^whsec_[A-Za-z0-9+/=]{44}$/);
    const listed = await ok("/chat/Webhook/List", { SerialNumber: bot }, key);
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(created.Secret.slice(6));
    expect(listed[0]).not.toHaveProperty("Secret");

    for (const Url of [
      "http://127.0.0.1/hook",
      "https://localhost/hook",
      "https://10.1.2.3/hook",
      "https://[::1]/hook",
      "https://169.254.169.254/latest",
      "https://metadata.google.internal/x",
      "http://hooks.example.com/plain",
      "https://hooks.example.com:8443/port",
      "https://user:pw@hooks.example.com/x",
      "ftp://hooks.example.com/x",
    ]) {
      const refused = await call("/chat/Webhook/Create", { SerialNumber: bot, Url }, key);
      expect(refused.status, Url).toBe(400);
      expect(refused.body.Message, Url).toMatch(/Url/);
    }
    const badEvents = await call(
      "/chat/Webhook/Create",
      { SerialNumber: bot, Url: "https://hooks.example.com/x", Events: ["lead.created", "house.sold"] },
      key,
    );
    expect(badEvents.status).toBe(400);
    expect(badEvents.body.Message).toMatch(/Events/);
    const none = await call("/chat/Webhook/Create", { SerialNumber: bot, Url: "https://hooks.example.com/x", Events: [] }, key);
    expect(none.status).toBe(400);
    expect(await ok("/chat/Webhook/List", { SerialNumber: bot }, key)).toHaveLength(1);
  });

  it("queues the events each endpoint asked for, in the transaction of the lead, and lead.updated with what changed", async () => {
    const key = await workspace();
    const bot = await newChatbot(key, { Name: "Harbor" });
    const leadsHook = await ok(
      "/chat/Webhook/Create",
      { SerialNumber: bot, Url: "https://leads.example.com/h", Events: ["lead.created", "lead.updated"] },
      key,
    );
    const endsHook = await ok("/chat/Webhook/Create", { SerialNumber: bot, Url: "https://ends.example.com/h", Events: ["conversation.ended"] }, key);

    const visit = await session(bot, key);
    await ask(visit, "I'm Sam, reach me at sam.buyer@example.com", key);
    const page = await ok("/chat/Webhook/Deliveries", { ID: leadsHook.ID }, key);
    expect(page.VirtualCount).toBe(1);
    const [delivery] = page.List;
    expect(delivery).toMatchObject({ EventType: "lead.created", Status: "pending", Attempts: 0, MessageID: expect.stringMatching(/^msg_/) });
    const event = JSON.parse(delivery.Payload);
    expect(event).toMatchObject({
      type: "lead.created",
      data: { lead: { SerialNumber: bot, ChatbotName: "Harbor", Email: "sam.buyer@example.com", SessionID: visit } },
    });
    expect((await ok("/chat/Webhook/Deliveries", { ID: endsHook.ID }, key)).VirtualCount).toBe(0);

    await ok("/chat/Workspace/LeadUpdate", { LeadID: event.data.lead.LeadID, Status: "contacted" }, key);
    // Notes set to what they are change nothing: no event.
    await ok("/chat/Workspace/LeadUpdate", { LeadID: event.data.lead.LeadID, Notes: "" }, key);
    const after = await ok("/chat/Webhook/Deliveries", { ID: leadsHook.ID }, key);
    expect(after.List.map((item: any) => item.EventType)).toEqual(["lead.updated", "lead.created"]);
    expect(JSON.parse(after.List[0].Payload).data).toMatchObject({ Changes: ["Status"], lead: { Status: "contacted" } });
    expect((await ok("/chat/Webhook/Deliveries", { ID: leadsHook.ID, Status: "delivered" }, key)).VirtualCount).toBe(0);

    // Off: nothing more is queued for it.
    await ok("/chat/Webhook/Update", { ID: leadsHook.ID, Enabled: false }, key);
    await ask(await session(bot, key), "I'm Jo, jo.buyer@example.com", key);
    expect((await ok("/chat/Workspace/LeadInbox", { serialNumber: bot }, key)).VirtualCount).toBe(2);
    expect((await ok("/chat/Webhook/Deliveries", { ID: leadsHook.ID }, key)).VirtualCount).toBe(2);
  });

  it("connects Follow Up Boss once per chatbot without ever showing the key, and keeps its URL and events fixed", async () => {
    const key = await workspace();
    const bot = await newChatbot(key);
    const first = await ok("/chat/Webhook/FollowUpBoss", { SerialNumber: bot, ApiKey: "fka_0123456789abcdef" }, key);
    expect(first).toMatchObject({ Kind: "followupboss", Events: ["lead.created", "showing.requested", "handoff.requested"], SecretHint: "fka_…" });
    const second = await ok("/chat/Webhook/FollowUpBoss", { SerialNumber: bot, ApiKey: "fka_fedcba9876543210" }, key);
    expect(second.ID).toBe(first.ID);
    const listed = await ok("/chat/Webhook/List", { SerialNumber: bot }, key);
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toMatch(/0123456789abcdef|fedcba9876543210/);
    expect((await call("/chat/Webhook/Update", { ID: first.ID, Url: "https://elsewhere.example.com/x" }, key)).status).toBe(409);
    expect((await call("/chat/Webhook/RotateSecret", { ID: first.ID }, key)).status).toBe(409);
    const badKey = await call("/chat/Webhook/FollowUpBoss", { SerialNumber: bot, ApiKey: "not a key!" }, key);
    expect(badKey.status).toBe(400);
    expect(badKey.body.Message).toMatch(/ApiKey/);
  });

  it("keeps each workspace's endpoints and deliveries to itself", async () => {
    const mine = await workspace("Mine");
    const theirs = await workspace("Theirs");
    const bot = await newChatbot(mine);
    const hook = await ok("/chat/Webhook/Create", { SerialNumber: bot, Url: "https://hooks.example.com/mine" }, mine);
    await ask(await session(bot, mine), "I'm Lee, lee@example.com", mine);
    const [delivery] = (await ok("/chat/Webhook/Deliveries", { ID: hook.ID }, mine)).List;
    for (const [path, body] of [
      ["/chat/Webhook/List", { SerialNumber: bot }],
      ["/chat/Webhook/Update", { ID: hook.ID, Enabled: false }],
      ["/chat/Webhook/Delete", { ID: hook.ID }],
      ["/chat/Webhook/RotateSecret", { ID: hook.ID }],
      ["/chat/Webhook/Test", { ID: hook.ID }],
      ["/chat/Webhook/Deliveries", { ID: hook.ID }],
      ["/chat/Webhook/Replay", { DeliveryID: delivery.DeliveryID }],
      ["/chat/Webhook/Create", { SerialNumber: bot, Url: "https://evil.example.com/x" }],
      ["/chat/Webhook/FollowUpBoss", { SerialNumber: bot, ApiKey: "fka_0123456789abcdef" }],
    ] as const) {
      const reply = await call(path, body, theirs);
      expect(reply.status, path).toBe(404);
    }
    expect(await ok("/chat/Webhook/List", { SerialNumber: bot }, mine)).toMatchObject([{ ID: hook.ID, Enabled: true }]);
    expect(await ok("/chat/Webhook/Delete", { ID: hook.ID }, mine)).toBe(1);
    expect(await ok("/chat/Webhook/List", { SerialNumber: bot }, mine)).toEqual([]);
  });
});
