import { type Database, type DatabaseHandle, databaseConfigFromEnv, openDatabase } from "@/db/client";
import { errorFields, log } from "@/lib/log";
import { seedDemoIfEmpty } from "./seed";

// One database per server process, shared by every route bundle: Next may load this
// module more than once, so the handle lives on globalThis, not in a module variable.
const state = globalThis as typeof globalThis & { __casabotDatabase?: Promise<DatabaseHandle> };

async function start(): Promise<DatabaseHandle> {
  const config = databaseConfigFromEnv();
  const handle = await openDatabase(config);
  log.info("database ready", { kind: handle.kind, ...(handle.kind === "pglite" ? { dataDir: config.dataDir } : {}) });
  if (process.env.SEED_DEMO !== "0") await seedDemoIfEmpty(handle.db);
  closeOnSignals(handle);
  return handle;
}

function closeOnSignals(handle: DatabaseHandle) {
  const close = (signal: NodeJS.Signals) => {
    handle
      .close()
      .catch((error) => log.error("closing the database failed", errorFields(error)))
      .finally(() => process.exit(signal === "SIGINT" ? 130 : 0));
  };
  process.once("SIGTERM", close);
  process.once("SIGINT", close);
}

/** The server's database, opened, migrated and (on first run) seeded exactly once. */
export function getDb(): Promise<Database> {
  state.__casabotDatabase ??= start().catch((error) => {
    state.__casabotDatabase = undefined;
    throw error;
  });
  return state.__casabotDatabase.then((handle) => handle.db);
}
