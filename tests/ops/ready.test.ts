import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../setup/server";
import { freshDatabaseBehindRelay } from "../faults/tcp-cut";

// /api/ready says why it is not ready. Needs a PostgreSQL server (TEST_DATABASE_URL): its
// outage is a cut TCP relay, and its missing migration a row taken out of drizzle's table.
const serverUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function ready(base: string) {
  const started = performance.now();
  const response = await fetch(`${base}/api/ready`);
  return { status: response.status, body: await response.json(), ms: performance.now() - started, retryAfter: response.headers.get("retry-after") };
}

describe.skipIf(!serverUrl)("/api/ready on PostgreSQL", () => {
  it("answers 503 with the reason while the database is unreachable or lacks a migration, and 200 again after", async () => {
    const { database, relay, relayedUrl } = await freshDatabaseBehindRelay(serverUrl!, cleanups);
    const server = await startServer({ DATABASE_URL: relayedUrl, SEED_DEMO: "0", OPENAI_API_KEY: "", ANTHROPIC_API_KEY: "" });
    cleanups.push(server.stop);
    expect((await ready(server.baseUrl)).status).toBe(200);

    await relay.cut();
    const down = await ready(server.baseUrl);
    expect([down.status, down.body.Code, down.body.Message, down.retryAfter]).toEqual([503, 503, "The database is not reachable", "5"]);
    // Refused connections answer at once; a database that hangs is given up on after 2 s.
    expect(down.ms).toBeLessThan(2_500);
    await relay.restore();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
      status = (await ready(server.baseUrl)).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);

    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    cleanups.push(() => sql.end());
    const [newest] = await sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`;
    await sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`;
    const behind = await ready(server.baseUrl);
    expect([behind.status, behind.body.Message]).toEqual([503, "The database is missing migrations; they are applied when the server starts"]);
    await sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`;
    expect((await ready(server.baseUrl)).status).toBe(200);
  }, 60_000);
});
