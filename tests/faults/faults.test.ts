import { rmSync } from "node:fs";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { createFixtures } from "../setup/fixtures";
import { freshDatabase } from "../setup/databases";
import { type RunningServer, startServer } from "../setup/server";
import { privatePostgresAvailable, startPrivatePostgres } from "./private-postgres";
import { freshDatabaseBehindRelay } from "./tcp-cut";
import { migratedDataDir } from "@/tests/setup/databases";
import { tierSize } from "../setup/tier";

const serverUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const env = { SEED_DEMO: "0", OPENAI_API_KEY: "", ANTHROPIC_API_KEY: "" };

// Every commit kills and restarts with a tenth of the soak's writes in flight (npm run test:soak:
// 300 acknowledged before the kill -9 on PostgreSQL, 200 creates before each PGlite stop): the
// same claims, with fewer rows to check.
const ACKNOWLEDGED_BEFORE_KILL = tierSize(300);
const PGLITE_CREATES = tierSize(200);

async function post(base: string, apiKey: string, route: string, body: object) {
  const response = await fetch(`${base}${route}`, { method: "POST", headers: { authorization: apiKey }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

let serial = 0;
function listing(bot: string) {
  const n = ++serial;
  return {
    SerialNumber: bot,
    SaleType: n % 2 ? "for_sale" : "for_rent",
    Status: "Active",
    CurrencySymbol: "$",
    PropertyType: "Condo",
    Bedrooms: n % 6,
    Bathrooms: 1 + (n % 3) / 2,
    Url: `https://homes.example.com/fault/${n}`,
    MLSNumber: `FAULT-${n}`,
    YearBuilt: 1950 + (n % 70),
    DaysOnMarket: n % 90,
    LotArea: 1000 + n,
    BuildingArea: 500 + n,
    AreaUnit: "Square Feet",
    ParkingSpots: n % 4,
    City: `City ${n % 17}`,
    SalePrice: 100_000 + n,
    Description: `Listing number ${n}`,
  };
}

/** A workspace with its API key and one chatbot, made through the service functions the CLI uses. */
async function seed(config: { databaseUrl?: string; dataDir: string }) {
  const handle = await openDatabase({ ...config, poolMax: 1 });
  const fixtures = await createFixtures(handle.db, config.databaseUrl ? "postgres" : "pglite", config.databaseUrl);
  await handle.close();
  return fixtures.a.apiKey;
}

describe.skipIf(!serverUrl)("faults on PostgreSQL", () => {
  it("kill -9 during a stream of creates: after a restart every acknowledged listing is there, whole, and nothing else", async () => {
    const database = await freshDatabase(serverUrl!);
    cleanups.push(database.drop);
    const apiKey = await seed({ databaseUrl: database.url, dataDir: "" });
    let server: RunningServer = await startServer({ ...env, DATABASE_URL: database.url });
    const bot = (await post(server.baseUrl, apiKey, "/chat/Chatbot/Add", { Name: "Crash test" })).body.Data as string;

    const inputs = Array.from({ length: 5000 }, () => listing(bot));
    const started = Date.now();
    const acknowledged = new Map<string, ReturnType<typeof listing>>();
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < inputs.length) {
        const input = inputs[next++]!;
        try {
          const reply = await post(server.baseUrl, apiKey, "/chat/Chatbot/RealEstateCreate", input);
          if (reply.status === 200) acknowledged.set(input.MLSNumber, input);
        } catch {
          // The server died under this request: not acknowledged.
        }
        if (!killed && acknowledged.size >= ACKNOWLEDGED_BEFORE_KILL) {
          killed = true;
          process.kill(server.pid, "SIGKILL");
          console.log(`killed after ${acknowledged.size} acknowledged, ${Date.now() - started} ms`);
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    expect(killed).toBe(true);
    console.log(`all 5,000 sent after ${Date.now() - started} ms`);
    await server.stop();

    server = await startServer({ ...env, DATABASE_URL: database.url });
    cleanups.push(server.stop);
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    const rows =
      await sql`select mls_number as "MLSNumber", city as "City", sale_price as "SalePrice", bedrooms as "Bedrooms", bathrooms as "Bathrooms", description as "Description", url as "Url" from listings where chatbot_id = ${bot}`;
    await sql.end();
    const stored = new Map(rows.map((row) => [row.MLSNumber as string, row]));
    const attempted = new Map(inputs.map((input) => [input.MLSNumber, input]));
    const missing = [...acknowledged.keys()].filter((mls) => !stored.has(mls));
    expect(missing).toEqual([]);
    for (const [mls, row] of stored) {
      const input = attempted.get(mls);
      expect(input, `a row nobody sent: ${mls}`).toBeDefined();
      expect({
        City: row.City,
        SalePrice: Number(row.SalePrice),
        Bedrooms: Number(row.Bedrooms),
        Bathrooms: Number(row.Bathrooms),
        Description: row.Description,
        Url: row.Url,
      }).toEqual({
        City: input!.City,
        SalePrice: input!.SalePrice,
        Bedrooms: input!.Bedrooms,
        Bathrooms: input!.Bathrooms,
        Description: input!.Description,
        Url: input!.Url,
      });
    }
    // The restarted server answers for all of them.
    const listed = await post(server.baseUrl, apiKey, "/chat/Chatbot/RealEstateList", { SerialNumber: bot, PageSize: 1 });
    expect(listed.body.Data.VirtualCount).toBe(stored.size);
    console.log(
      `kill -9: ${acknowledged.size} creates acknowledged before the kill, ${stored.size} rows after the restart (${stored.size - acknowledged.size} committed as the reply was lost), all ${acknowledged.size} verified field by field`,
    );
  }, 180_000);

  it("PostgreSQL going away and coming back: clean 503s during the outage, then service again without a restart", async () => {
    const { database, relay, relayedUrl } = await freshDatabaseBehindRelay(serverUrl!, cleanups);
    await outage({ seedUrl: database.url, serverUrl: relayedUrl, down: relay.cut, up: relay.restore });
  }, 120_000);
});

describe.skipIf(!privatePostgresAvailable)("a real PostgreSQL restart", () => {
  it("a server of the test's own stopped and started again: clean 503s while it is down, then service without restarting Casabot", async () => {
    const server = await startPrivatePostgres();
    cleanups.push(server.close);
    await outage({ seedUrl: server.url, serverUrl: server.url, down: async () => server.stop(), up: async () => server.start() });
  }, 120_000);
});

/** Casabot on `serverUrl` answers, the database goes down (503s, nothing half-written), comes back, and Casabot answers again. */
async function outage({ seedUrl, serverUrl, down, up }: { seedUrl: string; serverUrl: string; down: () => Promise<unknown>; up: () => Promise<unknown> }) {
  const apiKey = await seed({ databaseUrl: seedUrl, dataDir: "" });
  const server = await startServer({ ...env, DATABASE_URL: serverUrl });
  cleanups.push(server.stop);
  const bot = (await post(server.baseUrl, apiKey, "/chat/Chatbot/Add", { Name: "Outage" })).body.Data as string;
  expect((await post(server.baseUrl, apiKey, "/chat/Chatbot/RealEstateList", { SerialNumber: bot })).status).toBe(200);

  await down();
  const during = [
    await post(server.baseUrl, apiKey, "/chat/Chatbot/RealEstateList", { SerialNumber: bot }),
    await post(server.baseUrl, apiKey, "/chat/Chatbot/RealEstateCreate", listing(bot)),
    await post(server.baseUrl, apiKey, "/chat/Chatbot/Get", { serialNumber: bot }),
  ];
  for (const reply of during) {
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({
      Data: null,
      Version: "1.0.0",
      Success: false,
      Code: 503,
      Message: "The service is briefly unavailable. Please try again in a moment.",
    });
  }

  await up();
  let status = 0;
  for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
    status = (await post(server.baseUrl, apiKey, "/chat/Chatbot/RealEstateList", { SerialNumber: bot })).status;
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(status).toBe(200);
  // The create refused during the outage left nothing behind; a new one works.
  expect((await post(server.baseUrl, apiKey, "/chat/Chatbot/RealEstateList", { SerialNumber: bot })).body.Data.VirtualCount).toBe(0);
  expect((await post(server.baseUrl, apiKey, "/chat/Chatbot/RealEstateCreate", listing(bot))).status).toBe(200);
}

describe("faults on the embedded PGlite database", () => {
  async function createMany(base: string, apiKey: string, bot: string, count: number) {
    const made: string[] = [];
    for (let i = 0; i < count; i++) {
      const input = listing(bot);
      const reply = await post(base, apiKey, "/chat/Chatbot/RealEstateCreate", input);
      if (reply.status === 200) made.push(input.MLSNumber);
    }
    return made;
  }

  async function count(base: string, apiKey: string, bot: string) {
    return (await post(base, apiKey, "/chat/Chatbot/RealEstateList", { SerialNumber: bot, PageSize: 1 })).body.Data.VirtualCount as number;
  }

  /** A server on a fresh data directory, with a chatbot that received PGLITE_CREATES creates. */
  async function serverWithListings(name: string) {
    const dataDir = await migratedDataDir("faults");
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const apiKey = await seed({ dataDir });
    const server = await startServer({ ...env, DATABASE_URL: "", DATA_DIR: dataDir });
    const bot = (await post(server.baseUrl, apiKey, "/chat/Chatbot/Add", { Name: name })).body.Data as string;
    const made = await createMany(server.baseUrl, apiKey, bot, PGLITE_CREATES);
    return { dataDir, apiKey, server, bot, made };
  }

  it("SIGTERM flushes: every acknowledged write is there after a restart", async () => {
    const { dataDir, apiKey, server: first, bot, made } = await serverWithListings("Graceful");
    await first.stop();
    const server = await startServer({ ...env, DATABASE_URL: "", DATA_DIR: dataDir });
    cleanups.push(server.stop);
    expect(await count(server.baseUrl, apiKey, bot)).toBe(made.length);
  }, 120_000);

  it("kill -9: the data directory opens again, and reports what the kill cost", async () => {
    const { dataDir, apiKey, server: first, bot, made } = await serverWithListings("Killed");
    process.kill(first.pid, "SIGKILL");
    await first.stop();
    const server = await startServer({ ...env, DATABASE_URL: "", DATA_DIR: dataDir });
    cleanups.push(server.stop);
    const kept = await count(server.baseUrl, apiKey, bot);
    console.log(`PGlite kill -9: ${made.length} creates acknowledged, ${kept} there after the restart`);
    expect(kept).toBeLessThanOrEqual(made.length);
    // It works on: a new write after the restart is kept.
    expect((await post(server.baseUrl, apiKey, "/chat/Chatbot/RealEstateCreate", listing(bot))).status).toBe(200);
    expect(await count(server.baseUrl, apiKey, bot)).toBe(kept + 1);
  }, 120_000);
});
