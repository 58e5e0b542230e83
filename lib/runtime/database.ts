import { type Database, type DatabaseHandle, databaseConfigFromEnv, openDatabase } from "@/db/client";
import { seedDemoIfEmpty } from "@/lib/demo/seed";
import { errorFields, log } from "@/lib/log";
import { processState as state } from "@/lib/runtime-contract.mjs";

// One database per server process, shared by every route bundle: Next may load this
// module more than once, so the handle lives in the process state, not in a module variable.

async function start(): Promise<DatabaseHandle> {
  const config = databaseConfigFromEnv();
  const handle = await openDatabase(config);
  // A mail run in progress finishes first, so no send is cut short (and later sent twice).
  state.closeDatabase = async () => {
    await state.stopMail?.();
    await handle.close();
  };
  log.info("database ready", { kind: handle.kind, ...(handle.kind === "pglite" ? { dataDir: config.dataDir } : {}) });
  if (process.env.SEED_DEMO !== "0") await seedDemoIfEmpty(handle.db);
  if (!state.drainsOnShutdown) closeOnSignals(state.closeDatabase);
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
  state.database ??= start().catch((error) => {
    state.database = undefined;
    throw error;
  });
  return state.database.then((handle) => handle.db);
}
