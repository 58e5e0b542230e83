import { and, count, countDistinct, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "@/db/client";
import { demoListings } from "@/lib/demo/listings";
import { freshDatabase } from "../setup/databases";
import { embeddedDatabase, newWorkspace } from "../setup/embedded";
import { cityKey, listingCounts, listings } from "@/db/schema";
import { createChatbot, removeChatbot } from "@/lib/chatbots/service";
import { listingCountQuery, listingPage, listingPageQuery } from "@/lib/listings/queries";
import { createListing, deleteListings, updateListing } from "@/lib/listings/service";

// VirtualCount sums counters that triggers keep (migrations 0006_listing_counts and 0022, which
// spreads each key over one row per connection's shard). After every kind of write, each filter's
// count must equal a count of the rows themselves.
type Db = DatabaseHandle["db"];

async function expectExact(db: Db, chatbotId: string) {
  const cities = ["Austin", " austin ", "Denver", "Nowhere"];
  for (const CityName of [undefined, ...cities]) {
    for (const SaleType of [undefined, "for_sale", "for_rent"] as const) {
      const filters = { ...(CityName !== undefined && { CityName }), ...(SaleType && { SaleType }) };
      const [counted] = await listingCountQuery(db, chatbotId, filters);
      const [actual] = await db
        .select({ n: count() })
        .from(listings)
        .where(
          and(
            eq(listings.chatbotId, chatbotId),
            CityName !== undefined ? eq(listings.cityKey, cityKey(CityName)) : undefined,
            SaleType ? eq(listings.SaleType, SaleType) : undefined,
          ),
        );
      expect(Number(counted!.total), `${chatbotId} ${JSON.stringify(filters)}`).toBe(actual!.n);
    }
  }
}

describe("listing counters on the embedded database", () => {
  const database = embeddedDatabase("counts");

  it("stay exact through create, bulk insert, city and sale-type changes, delete and removal", async () => {
    const { db } = database;
    const workspace = await newWorkspace(db, "Counts");
    const bot = await createChatbot({ db, workspace, input: {} });
    const other = await createChatbot({ db, workspace, input: {} });
    const sample = demoListings().slice(0, 24);

    for (const listing of sample) await createListing({ db, workspace, input: { SerialNumber: bot, ...listing } });
    for (const listing of sample.slice(0, 5)) await createListing({ db, workspace, input: { SerialNumber: other, ...listing } });
    await expectExact(db, bot);
    expect(Number((await listingCountQuery(db, bot, {}))[0]!.total)).toBe(24);

    // One statement inserting many rows, as an import does, is counted once per group.
    await db.execute(sql`
      insert into listings (chatbot_id, sale_type, status, currency_symbol, property_type, bedrooms, bathrooms, url, mls_number,
        year_built, days_on_market, lot_area, building_area, area_unit, parking_spots, city)
      select ${bot}, (case when g % 3 = 0 then 'for_rent' else 'for_sale' end)::sale_type, 'Active', '$', 'Condo', 2, 1, '', 'BULK' || g,
        2000, 1, 0, 900, 'Square Feet', 1, (case when g % 2 = 0 then 'Austin' else 'Denver' end)
      from generate_series(1, 300) as g`);
    await expectExact(db, bot);

    // The prepared page (built once per shape, with placeholders) reads what the builder's query reads.
    for (const filters of [
      {},
      { CityName: " austin " },
      { CityName: "Denver", SaleType: "for_rent" as const },
      { MLSNumber: "BULK42" },
      { SaleType: "for_sale" as const },
    ]) {
      for (const number of [1, 2, 7, 400]) {
        const expected = await listingPageQuery(db, bot, filters, { number, size: 20 });
        const prepared = await listingPage(db, bot, filters, { number, size: 20 });
        expect(prepared, `${JSON.stringify(filters)} page ${number}`).toEqual(expected);
        if (number === 1) expect(Number(prepared[0]?.total ?? 0)).toBe(Number((await listingCountQuery(db, bot, filters))[0]!.total));
      }
    }

    // Moving listings between cities and sale types, and an update that moves nothing.
    const [first, second] = sample;
    await updateListing({
      db,
      workspace,
      input: { SerialNumber: bot, Key: first!.MLSNumber, KeyType: "MLSNumber", City: "Denver", SaleType: "for_rent" } as never,
    });
    await updateListing({ db, workspace, input: { SerialNumber: bot, Key: second!.MLSNumber, KeyType: "MLSNumber", City: " AUSTIN " } as never });
    await updateListing({ db, workspace, input: { SerialNumber: bot, Key: "BULK7", KeyType: "MLSNumber", DaysOnMarket: 40 } as never });
    await expectExact(db, bot);

    await deleteListings({
      db,
      workspace,
      input: { SerialNumber: bot, Keys: [...sample.slice(2, 9).map((l) => l.MLSNumber), "BULK1", "BULK2"], KeyType: "MLSNumber" },
    });
    await expectExact(db, bot);
    await expectExact(db, other);

    await removeChatbot({ db, workspace, serialNumber: bot });
    expect(await db.select().from(listingCounts).where(eq(listingCounts.chatbotId, bot))).toEqual([]);
    await expectExact(db, other);
  });
});

// On PostgreSQL the writes come from many connections at once, so they land on several shards,
// and a listing counted on one shard may be moved or deleted on another.
describe.skipIf(!process.env.TEST_DATABASE_URL)("listing counters written from many connections on PostgreSQL", () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await freshDatabase(process.env.TEST_DATABASE_URL!);
    drop = database.drop;
    handle = await openDatabase({ databaseUrl: database.url, dataDir: "", poolMax: 12 });
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it("stay exact through concurrent creates, moves and deletes, and go with their chatbot", async () => {
    const { db } = handle;
    const workspace = await newWorkspace(db, "Concurrent counts");
    const bot = await createChatbot({ db, workspace, input: {} });
    const other = await createChatbot({ db, workspace, input: {} });
    const base = demoListings()[0]!;
    const fields = (n: number) => ({
      ...base,
      SerialNumber: bot,
      MLSNumber: `CC-${n}`,
      Url: `https://counts.example.com/${n}`,
      City: n % 3 === 0 ? "Denver" : "Austin",
      SaleType: n % 4 === 0 ? ("for_rent" as const) : ("for_sale" as const),
    });
    await Promise.all(Array.from({ length: 120 }, (_, n) => createListing({ db, workspace, input: fields(n) as never })));
    await createListing({ db, workspace, input: { ...fields(0), SerialNumber: other, MLSNumber: "OTHER-1" } as never });
    const [spread] = await db
      .select({ shards: countDistinct(listingCounts.shard) })
      .from(listingCounts)
      .where(eq(listingCounts.chatbotId, bot));
    expect(spread!.shards).toBeGreaterThan(1);
    await expectExact(db, bot);
    expect(Number((await listingCountQuery(db, bot, {}))[0]!.total)).toBe(120);

    // Moves and deletes, each on whichever connection is free, many on another shard than their create.
    await Promise.all([
      ...Array.from({ length: 40 }, (_, n) =>
        updateListing({ db, workspace, input: { SerialNumber: bot, Key: `CC-${n}`, KeyType: "MLSNumber", City: "Boise", SaleType: "for_rent" } as never }),
      ),
      ...Array.from({ length: 30 }, (_, n) =>
        deleteListings({ db, workspace, input: { SerialNumber: bot, Keys: [`CC-${40 + 2 * n}`, `CC-${41 + 2 * n}`], KeyType: "MLSNumber" } }),
      ),
    ]);
    await expectExact(db, bot);
    expect(Number((await listingCountQuery(db, bot, {}))[0]!.total)).toBe(60);
    expect(Number((await listingCountQuery(db, bot, { CityName: "boise", SaleType: "for_rent" }))[0]!.total)).toBe(40);

    await removeChatbot({ db, workspace, serialNumber: bot });
    expect(await db.select().from(listingCounts).where(eq(listingCounts.chatbotId, bot))).toEqual([]);
    await expectExact(db, other);
  });
});
