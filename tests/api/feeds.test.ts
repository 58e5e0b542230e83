import { describe, expect, it } from "vitest";
import { asOwner, call, type Credential, fixtures, newChatbot, newListing, ok, signUp } from "./helpers";

// Issue 43 over HTTP: a chatbot's MLS feed set, read and removed through the API. Replication itself,
// against a RESO Web API on loopback, is tests/db/feeds-sync.test.ts (this server refuses loopback,
// as in production).

async function workspace(name = "Feed Realty") {
  const owner = await signUp(name);
  const { ApiKey } = await ok<{ ApiKey: string }>("/chat/Workspace/ApiKeyCreate", { Name: "feeds" }, asOwner(owner));
  return { apiKey: ApiKey } satisfies Credential;
}

const feed = (SerialNumber: string, overrides: Record<string, unknown> = {}) => ({
  SerialNumber,
  BaseUrl: "https://api.mls.example.com/reso/odata",
  Auth: "oauth",
  TokenUrl: "https://api.mls.example.com/oauth2/token",
  ClientId: "harbor",
  Secret: "vendor-issued-secret-0123",
  ListOfficeMlsId: "HRB'01",
  Filter: "ListPrice gt 100000 and (City eq 'Austin' or City eq 'Round Rock')",
  Enabled: false,
  ...overrides,
});

describe("Feed/* endpoints", () => {
  it("sets a feed whose secret is never shown again, keeps it when left out, and removes the feed", async () => {
    const key = await workspace();
    const bot = await newChatbot(key);
    const set = await ok("/chat/Feed/Set", feed(bot), key);
    expect(set).toMatchObject({
      SerialNumber: bot,
      Auth: "oauth",
      ClientId: "harbor",
      SecretHint: "vend…",
      Filter: "ListOfficeMlsId eq 'HRB''01' and (ListPrice gt 100000 and (City eq 'Austin' or City eq 'Round Rock'))",
      IntervalMinutes: 15,
      Enabled: false,
      Listings: 0,
      LastRunAt: null,
      Watermark: null,
      NextRunAt: null,
    });
    expect(JSON.stringify(set)).not.toContain("vendor-issued-secret");

    const { Secret: _left, ...withoutSecret } = feed(bot, { IntervalMinutes: 60 });
    expect(await ok("/chat/Feed/Set", withoutSecret, key)).toMatchObject({ SecretHint: "vend…", IntervalMinutes: 60 });
    expect(await ok("/chat/Feed/Get", { SerialNumber: bot }, key)).toMatchObject({ IntervalMinutes: 60, Running: false });

    expect(await ok("/chat/Feed/Delete", { SerialNumber: bot }, key)).toBe(1);
    expect(await ok("/chat/Feed/Get", { SerialNumber: bot }, key)).toBeNull();
    expect((await call("/chat/Feed/SyncNow", { SerialNumber: bot }, key)).status).toBe(404);
  });

  it("refuses what it must not store or call, naming the field", async () => {
    const key = await workspace("Refusing Realty");
    const bot = await newChatbot(key);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ BaseUrl: "http://127.0.0.1/odata" }, /^BaseUrl/],
      [{ BaseUrl: "https://169.254.169.254/latest" }, /^BaseUrl/],
      [{ TokenUrl: "https://10.0.0.1/token" }, /^TokenUrl/],
      [{ TokenUrl: undefined }, /^TokenUrl is required with Auth oauth/],
      [{ Auth: "basic" }, /^Auth/],
      [{ Filter: "ListPrice gt" }, /^Filter expects a value/],
      [{ Filter: "ListPrice gt 1; drop table listings" }, /^Filter/],
      [{ IntervalMinutes: 1 }, /^IntervalMinutes/],
      [{ Secret: undefined }, /^Secret is required for a new feed/],
    ];
    for (const [overrides, message] of cases) {
      const refused = await call("/chat/Feed/Set", feed(bot, overrides), key);
      expect(refused.status, JSON.stringify(overrides)).toBe(400);
      expect(refused.body.Message, JSON.stringify(overrides)).toMatch(message);
    }
    expect(await ok("/chat/Feed/Get", { SerialNumber: bot }, key)).toBeNull();
  });

  it("keeps one workspace's feed from another's keys", async () => {
    const bot = await newChatbot({ apiKey: fixtures.a.apiKey });
    await ok("/chat/Feed/Set", feed(bot), { apiKey: fixtures.a.apiKey });
    for (const path of ["/chat/Feed/Get", "/chat/Feed/SyncNow", "/chat/Feed/Delete", "/chat/Feed/Owned"]) {
      expect((await call(path, { SerialNumber: bot, IDs: [] }, { apiKey: fixtures.b.apiKey })).status, path).toBe(404);
    }
    // Listings made through the API are no feed's; IDs are checked like any field.
    const { id } = await newListing(bot, {}, { apiKey: fixtures.a.apiKey });
    expect(await ok("/chat/Feed/Owned", { SerialNumber: bot, IDs: [Number(id)] }, { apiKey: fixtures.a.apiKey })).toEqual([]);
    const bad = await call("/chat/Feed/Owned", { SerialNumber: bot, IDs: Array.from({ length: 201 }, (_, i) => i + 1) }, { apiKey: fixtures.a.apiKey });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toMatch(/IDs/);
    expect((await call("/chat/Feed/Set", feed(bot), { apiKey: fixtures.b.apiKey })).status).toBe(404);
    expect(await ok("/chat/Feed/Get", { SerialNumber: bot }, { apiKey: fixtures.a.apiKey })).toMatchObject({ SerialNumber: bot });
  });
});
