import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "@/db/client";
import { migratedDataDir } from "@/tests/setup/databases";

// PGlite answers in this thread, and its promises settle without the event loop turning: without a
// turn before each query (db/client.ts), a request's queries held the loop as one block, and
// nothing else (a timer, another request) ran until the whole request was done.
describe("the embedded database lets the event loop turn between queries", () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    dataDir = await migratedDataDir("yield");
    handle = await openDatabase({ dataDir, poolMax: 1 });
  }, 60_000);
  afterAll(async () => {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs a timer that fell due during a run of queries before the run ends", async () => {
    let fired = false;
    setTimeout(() => {
      fired = true;
    }, 0);
    // No await between the timer and the queries but theirs: only a turn of the loop lets it fire.
    for (let i = 0; i < 5 && !fired; i++) await handle.db.execute(sql`select ${i}::int as n`);
    expect(fired).toBe(true);
  });

  it("does the same inside a transaction", async () => {
    let fired = false;
    const seen = await handle.db.transaction(async (tx) => {
      setTimeout(() => {
        fired = true;
      }, 0);
      for (let i = 0; i < 5 && !fired; i++) await tx.execute(sql`select ${i}::int as n`);
      return fired;
    });
    expect(seen).toBe(true);
  });
});
