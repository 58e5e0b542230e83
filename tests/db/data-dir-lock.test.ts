import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";

// A server restarted right after a stop meets a lock its predecessor is still letting go
// of: it waits for it, rather than failing (or corrupting the directory).
describe("the embedded database's directory lock", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "casabot-lock-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("waits for a holder that is closing, then opens", async () => {
    const first = await openDatabase({ dataDir, poolMax: 1 });
    const closing = new Promise((resolve) => setTimeout(resolve, 300)).then(() => first.close());
    const second = await openDatabase({ dataDir, poolMax: 1 });
    await closing;
    const rows = await second.db.execute(sql`select 1 as one`);
    expect(rows).toBeDefined();
    await second.close();
  }, 30_000);
});
