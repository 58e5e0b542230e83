import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Logger } from "drizzle-orm";
import postgres from "postgres";
import { openDatabase } from "@/db/client";

/** A database of its own for this run, on the server TEST_DATABASE_URL points at; dropped afterwards. */
let made = 0;

export async function freshDatabase(serverUrl: string) {
  const name = `casabot_test_${process.pid}_${Date.now()}_${++made}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A database of one test file's own on the engine its project tests: a fresh PostgreSQL
 * database, or a PGlite data directory. `env` points a server at it, `open` opens it here
 * (one process at a time for PGlite), `drop` removes it.
 */
export interface OwnDatabase {
  env: Record<string, string>;
  /** `logger` hears every statement Drizzle sends. */
  open: (logger?: Logger) => ReturnType<typeof openDatabase>;
  drop: () => Promise<void>;
}

export async function ownDatabase(engine: "postgres" | "pglite", prefix: string): Promise<OwnDatabase> {
  if (engine === "postgres") {
    const database = await freshDatabase(process.env.TEST_DATABASE_URL!);
    return {
      env: { DATABASE_URL: database.url },
      open: (logger) => openDatabase({ databaseUrl: database.url, dataDir: "", poolMax: logger ? 4 : 1, logger }),
      drop: database.drop,
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), `casabot-${prefix}-`));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    open: (logger) => openDatabase({ dataDir, poolMax: 1, logger }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
