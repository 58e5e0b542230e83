import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { migratedDataDir } from "@/tests/setup/databases";

// A server restarted right after a stop meets a lock its predecessor is still letting go
// of: it waits for it, rather than failing (or corrupting the directory).
describe("the embedded database's directory lock", () => {
  let dataDir: string;
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("waits for a holder that is closing, then opens", async () => {
    dataDir = await migratedDataDir("lock");
    const first = await openDatabase({ dataDir, poolMax: 1 });
    const closing = new Promise((resolve) => setTimeout(resolve, 300)).then(() => first.close());
    const second = await openDatabase({ dataDir, poolMax: 1 });
    await closing;
    const rows = await second.db.execute(sql`select 1 as one`);
    expect(rows).toBeDefined();
    await second.close();
  }, 30_000);

  it("takes over at once the lock of a process that was killed", async () => {
    const crashed = await migratedDataDir("lock");
    try {
      // What kill -9 leaves: a fresh lock, and the PID of a process that is gone.
      const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" }).stdout;
      mkdirSync(path.join(crashed, "casabot.lock"));
      writeFileSync(path.join(crashed, "casabot.lock.pid"), gone);
      // The lock is fresh (stale only after 15 s) and a busy directory is given up on after
      // ten tries 200 ms apart, so this open succeeds only if the dead holder's PID is seen and
      // its lock taken over at once; no wall-clock bound is needed (PGlite's start can be slow).
      const handle = await openDatabase({ dataDir: crashed, poolMax: 1 });
      expect(readFileSync(path.join(crashed, "casabot.lock.pid"), "utf8")).toBe(String(process.pid));
      await handle.close();
    } finally {
      rmSync(crashed, { recursive: true, force: true });
    }
  }, 30_000);

  it("still refuses a directory whose holder is alive", async () => {
    const held = mkdtempSync(path.join(tmpdir(), "casabot-lock-"));
    try {
      mkdirSync(path.join(held, "casabot.lock"));
      writeFileSync(path.join(held, "casabot.lock.pid"), String(process.ppid));
      await expect(openDatabase({ dataDir: held, poolMax: 1 })).rejects.toThrow(/in use by another Casabot process/);
    } finally {
      rmSync(held, { recursive: true, force: true });
    }
  }, 30_000);
});
