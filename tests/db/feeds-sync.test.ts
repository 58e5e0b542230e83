import { and, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { listings } from "@/db/schema";
import { listingFeeds } from "@/db/schema-integrations";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { createWorkspace } from "@/lib/auth/workspaces";
import { createChatbot } from "@/lib/chatbots/service";
import { feedDelete, feedGet, feedOwned, feedSet } from "@/lib/feeds/service";
import { createListing } from "@/lib/listings/service";
import { austinHome } from "@/tests/setup/listing-fields";
import { runFeed } from "@/lib/feeds/sync";
import { type OwnDatabase, ownDatabase } from "@/tests/setup/databases";
import { type FakeReso, type FakeRecord, fakeProperty, feedOf, startFakeReso } from "@/tests/setup/fake-reso";

// Issue 43: a chatbot's listings kept to exactly the MLS's visible records, round after round,
// by a feed that replicates from a RESO Web API (the fake one on loopback), on both engines.

const engines = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres" as const] : [])] as const;

const minute = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();

/** What the bot must hold: every record neither deleted, hidden nor unreadable, by MLS number. */
const visible = (records: FakeRecord[]) =>
  records
    .filter((record) => record.StandardStatus !== "Delete" && record.MlgCanView !== false && record.StandardStatus !== "Sleeping")
    .map((record) => String(record.ListingId))
    .sort();

for (const engine of engines) {
  describe(`an MLS feed on ${engine}`, () => {
    let database: OwnDatabase;
    let handle: DatabaseHandle;
    let workspace: WorkspaceRef;
    let server: FakeReso;

    beforeAll(async () => {
      database = await ownDatabase(engine, "feeds");
      handle = await database.open();
      workspace = { id: (await createWorkspace({ db: handle.db, name: "Feed Realty" })).workspaceId, name: "Feed Realty" };
      server = await startFakeReso({ topCap: 500, tokenUses: 7 });
    });
    afterAll(async () => {
      await server.close();
      await handle.close();
      await database.drop();
    });
    beforeEach(() => {
      vi.stubEnv("KNOWLEDGE_FETCH_ALLOW_LOOPBACK", "1");
      vi.stubEnv("MAIL_SCHEDULER", "0");
      vi.stubEnv("SECRETS_KEY", "the feed tests' secrets key, 32 characters or more");
    });
    afterEach(() => vi.unstubAllEnvs());

    const held = async (chatbotId: string) =>
      (await handle.db.select({ mls: listings.MLSNumber }).from(listings).where(eq(listings.chatbotId, chatbotId))).map((row) => row.mls).sort();

    async function feedFor(name: string, overrides: Record<string, unknown> = {}) {
      const chatbotId = await createChatbot({ db: handle.db, workspace, input: { Name: name } });
      await feedSet({ db: handle.db, workspace, input: { ...feedOf(server, chatbotId, 500), ...overrides } });
      const [feed] = await handle.db.select().from(listingFeeds).where(eq(listingFeeds.chatbotId, chatbotId));
      return { chatbotId, feedId: feed!.id };
    }

    it("holds exactly the visible records after each round: loaded, then changed, deleted, hidden and added", async () => {
      server.records = Array.from({ length: 5000 }, (_, i) => fakeProperty(i + 1, minute(i + 1 >= 1000 && i + 1 < 1700 ? 1000 : i + 1)));
      Object.assign(server.records[9]!, { MlgCanView: false });
      Object.assign(server.records[19]!, { StandardStatus: "Delete" });
      Object.assign(server.records[29]!, { StandardStatus: "Sleeping" });
      const { chatbotId, feedId } = await feedFor("Round trip");

      const first = await runFeed(handle.db, feedId);
      expect(first).toMatchObject({ ran: true, added: 4997, changed: 0, removed: 0, error: "" });
      expect(first.problems).toEqual([{ Key: "LK000030", Problems: [expect.stringMatching(/^StandardStatus/)] }]);
      expect(await held(chatbotId)).toEqual(visible(server.records));
      const [one] = await handle.db
        .select()
        .from(listings)
        .where(and(eq(listings.chatbotId, chatbotId), eq(listings.MLSNumber, "MLS100004")));
      expect(one).toMatchObject({ feedKey: "LK000004", Bathrooms: 2, LotArea: 10890, City: "Lakemont", Status: "Active", SalePrice: 254000 });
      expect(one!.Images).toEqual(["https://photos.example/4/1.jpg", "https://photos.example/4/2.jpg"]);

      // The MLS moves on: a sale, a price cut, a delete, a record hidden, a new one; and one made visible again.
      Object.assign(server.records[41]!, { StandardStatus: "Closed", ModificationTimestamp: minute(6001) });
      Object.assign(server.records[1200]!, { ListPrice: 199000, ModificationTimestamp: minute(6002) });
      Object.assign(server.records[2]!, { StandardStatus: "Delete", ModificationTimestamp: minute(6003) });
      Object.assign(server.records[3]!, { InternetEntireListingDisplayYN: false, MlgCanView: false, ModificationTimestamp: minute(6003) });
      Object.assign(server.records[9]!, { MlgCanView: true, ModificationTimestamp: minute(6004) });
      server.records.push(fakeProperty(5001, minute(6005)));
      await handle.db.update(listingFeeds).set({ nextRunAt: sql`now()` }).where(eq(listingFeeds.id, feedId));
      const second = await runFeed(handle.db, feedId);
      expect(second).toMatchObject({ ran: true, added: 2, changed: 2, removed: 2, problems: [], error: "" });
      expect(await held(chatbotId)).toEqual(visible(server.records));
      const [sold] = await handle.db
        .select({ status: listings.Status })
        .from(listings)
        .where(and(eq(listings.chatbotId, chatbotId), eq(listings.MLSNumber, "MLS100042")));
      expect(sold!.status).toBe("Sold");

      const status = await feedGet({ db: handle.db, workspace, input: { SerialNumber: chatbotId } });
      expect(status).toMatchObject({ Listings: 4997, LastAdded: 2, LastChanged: 2, LastRemoved: 2, LastError: "", Running: false, SecretHint: "secr…" });
      expect(JSON.stringify(status)).not.toContain("secret-1");

      // A record leaves the scope without a Delete (purged, or moved to another office): replication after
      // the watermark never hears of it; the daily reading of every key does.
      server.records = server.records.filter((record) => record.ListingKey !== "LK000100");
      await handle.db.update(listingFeeds).set({ nextRunAt: sql`now()` }).where(eq(listingFeeds.id, feedId));
      expect(await runFeed(handle.db, feedId)).toMatchObject({ added: 0, changed: 0, removed: 0 });
      expect(await held(chatbotId)).toContain("MLS100100");
      await handle.db.update(listingFeeds).set({ reconciledAt: sql`now() - interval '25 hours'` }).where(eq(listingFeeds.id, feedId));
      server.requests.length = 0;
      expect(await runFeed(handle.db, feedId)).toMatchObject({ added: 0, changed: 0, removed: 1, error: "" });
      expect(await held(chatbotId)).toEqual(visible(server.records));
      expect(server.requests.some((request) => request.query.get("$select") === "ListingKey,ModificationTimestamp")).toBe(true);
    }, 120_000);

    it("loses and repeats nothing when a run stops mid-way: the next goes on from the last stored page", async () => {
      server.records = Array.from({ length: 2000 }, (_, i) => fakeProperty(i + 1, minute(i + 1)));
      const { chatbotId, feedId } = await feedFor("Broken run");
      // The MLS fails after two pages (three 500s in a row end the run).
      let pages = 0;
      server.onPage = () => (++pages > 2 ? 500 : 200);
      const broken = await runFeed(handle.db, feedId, { sleep: async () => {}, attempts: 3 });
      expect(broken).toMatchObject({ ran: true, added: 1000, error: "The MLS answered HTTP 500" });
      const [feed] = await handle.db.select().from(listingFeeds).where(eq(listingFeeds.id, feedId));
      expect(feed).toMatchObject({ watermarkKey: "LK001000", lastError: "The MLS answered HTTP 500", leaseToken: null });
      server.onPage = undefined;
      const resumed = await runFeed(handle.db, feedId);
      expect(resumed).toMatchObject({ ran: true, added: 1000, changed: 0, error: "" });
      expect(await held(chatbotId)).toEqual(visible(server.records));
    }, 60_000);

    it("runs a feed once at a time, and leaves the listings to the owner when the feed is removed", async () => {
      server.records = Array.from({ length: 1200 }, (_, i) => fakeProperty(i + 1, minute(i + 1)));
      const { chatbotId, feedId } = await feedFor("Two at once");
      const [a, b] = await Promise.all([runFeed(handle.db, feedId), runFeed(handle.db, feedId)]);
      expect([a.ran, b.ran].sort()).toEqual([false, true]);
      expect(a.added + b.added).toBe(1200);
      expect(await feedDelete({ db: handle.db, workspace, input: { SerialNumber: chatbotId } })).toBe(1);
      const owned = await handle.db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.chatbotId, chatbotId), isNotNull(listings.feedKey)));
      expect(owned).toEqual([]);
      expect(await held(chatbotId)).toHaveLength(1200);
    }, 60_000);

    it("loads a new scope from the start, and the listings of the old scope leave with that run", async () => {
      server.records = Array.from({ length: 200 }, (_, i) => fakeProperty(i + 1, minute(i + 1)));
      const { chatbotId, feedId } = await feedFor("New scope");
      expect(await runFeed(handle.db, feedId)).toMatchObject({ added: 200, removed: 0 });
      await feedSet({ db: handle.db, workspace, input: { ...feedOf(server, chatbotId, 500), ListOfficeMlsId: "OFF1" } });
      expect(await runFeed(handle.db, feedId)).toMatchObject({ added: 0, changed: 100, removed: 100, error: "" });
      expect(await held(chatbotId)).toEqual(visible(server.records.filter((record) => record.ListOfficeMlsId === "OFF1")));
    });

    it("stores the rest of a page when another listing's Url refuses one record, and names that record", async () => {
      server.records = Array.from({ length: 3 }, (_, i) => ({ ...fakeProperty(i + 1, minute(i + 1)), ListingURL: `https://homes.example/${i + 1}` }));
      server.records[2]!.ListingURL = "https://homes.example/1";
      const { chatbotId, feedId } = await feedFor("Shared Url");
      const run = await runFeed(handle.db, feedId);
      expect(run).toMatchObject({ ran: true, added: 2, error: "" });
      expect(run.problems).toEqual([
        { Key: "LK000003", Problems: ['ListingURL: "https://homes.example/1" is already the Url of another listing of this chatbot'] },
      ]);
      expect(await held(chatbotId)).toEqual(["MLS100001", "MLS100002"]);
    });

    it("checks the filter's fields against the MLS's $metadata before reading anything, naming the one it lacks", async () => {
      server.records = [fakeProperty(1, minute(1)), fakeProperty(2, minute(2))];
      const { chatbotId, feedId } = await feedFor("Metadata", { Filter: "ListOfficeMlsIdd eq 'OFF1'" });
      const run = await runFeed(handle.db, feedId, { sleep: async () => {} });
      expect(run.error).toMatch(/ListOfficeMlsIdd.*Property resource does not have/);
      expect(run.added).toBe(0);
      expect(await held(chatbotId)).toEqual([]);
      await feedSet({ db: handle.db, workspace, input: { ...feedOf(server, chatbotId, 500), Filter: "ListOfficeMlsId eq 'OFF1'" } });
      expect(await runFeed(handle.db, feedId, { sleep: async () => {} })).toMatchObject({ error: "", added: 1 });
      // Feed/Owned: the feed's listing is marked, one made by hand beside it is not.
      const [fromFeed] = await handle.db.select({ id: listings.id }).from(listings).where(eq(listings.chatbotId, chatbotId));
      const own = await createListing({ db: handle.db, workspace, input: { SerialNumber: chatbotId, ...austinHome("HAND-1", 2, 300_000) } });
      expect(await feedOwned({ db: handle.db, workspace, input: { SerialNumber: chatbotId, IDs: [fromFeed!.id, Number(own)] } })).toEqual([fromFeed!.id]);
    });

    it("refuses a feed without its secret, or with a filter it cannot read, naming the field", async () => {
      const chatbotId = await createChatbot({ db: handle.db, workspace, input: { Name: "Refused" } });
      const base = {
        SerialNumber: chatbotId,
        BaseUrl: server.url,
        Resource: "Property",
        Auth: "bearer" as const,
        IntervalMinutes: 15,
        PageSize: 100,
        Currency: "$",
        Enabled: true,
      };
      await expect(feedSet({ db: handle.db, workspace, input: base })).rejects.toThrow(/^Secret is required/);
      const { feedSetInput } = await import("@/lib/feeds/schema");
      const parsed = feedSetInput.safeParse({ ...base, Secret: "t", Filter: "ListPrice gt" });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({ path: ["Filter"], message: expect.stringMatching(/expects a value/) });
    });
  });
}
