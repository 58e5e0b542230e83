import { type Database, type DatabaseHandle, databaseConfigFromEnv, openDatabase } from "@/db/client";
import { seedDemoIfEmpty } from "@/lib/demo/seed";
import { errorFields, log } from "@/lib/log";

// One database per server process, shared by every route bundle: Next may load this
// module more than once, so the handle lives on globalThis, not in a module variable.
// scripts/server.mjs sets __casabotServerShutdown: it drains requests on SIGTERM first and then
// calls __casabotCloseDatabase; anywhere else (next dev) the database closes on the signal itself.
const state = globalThis as typeof globalThis & {
  __casabotDatabase?: Promise<DatabaseHandle>;
  __casabotServerShutdown?: boolean;
  __casabotCloseDatabase?: () => Promise<void>;
  /** Set by lib/mail/scheduler.ts while its timer runs: stops it and waits for a send in progress. */
  __casabotStopMail?: () => Promise<void>;
};

async function start(): Promise<DatabaseHandle> {
  const config = databaseConfigFromEnv();
  const handle = await openDatabase(config);
  // A mail run in progress finishes first, so no send is cut short (and later sent twice).
  state.__casabotCloseDatabase = async () => {
    await state.__casabotStopMail?.();
    await handle.close();
  };
  log.info("database ready", { kind: handle.kind, ...(handle.kind === "pglite" ? { dataDir: config.dataDir } : {}) });
  if (process.env.SEED_DEMO !== "0") await seedDemoIfEmpty(handle.db);
  if (!state.__casabotServerShutdown) closeOnSignals(state.__casabotCloseDatabase);
  return handle;
}

function closeOnSignals(closeDatabase: () => Promise<void>) {
  const close = (signal: NodeJS.Signals) => {
    closeDatabase()
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
