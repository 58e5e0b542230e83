import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { Logger } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import lockfile from "proper-lockfile";
import * as schema from "./schema";
import { writeVocabulary } from "./vocabulary";

/** What domain code sees: the same Drizzle API whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export interface DatabaseConfig {
  databaseUrl?: string;
  dataDir: string;
  poolMax: number;
  /** Told of every statement Drizzle sends (tests and the bench count an ask's round trips with it). */
  logger?: Logger;
}

export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const poolMax = Number.parseInt(env.DATABASE_POOL_MAX ?? "", 10);
  return {
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR?.trim() || ".data"),
    poolMax: Number.isInteger(poolMax) && poolMax > 0 ? poolMax : 10,
  };
}

const migrationsFolder = path.join(process.cwd(), "db", "migrations");

// Any constant works; it only has to be the same for every Casabot process on a server.
const MIGRATION_LOCK_KEY = 746_352_001;

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The embedded database in ${dataDir} is in use by another Casabot process. ` +
        "PGlite is one process's database: stop the server first, or set DATABASE_URL to use PostgreSQL.",
    );
    this.name = "DataDirInUseError";
  }
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.poolMax, config.logger) : openPglite(config.dataDir, config.logger);
}

async function openPostgres(url: string, poolMax: number, logger?: Logger): Promise<DatabaseHandle> {
  // Migrations run on one dedicated connection under an advisory lock, so several
  // servers starting together against one database apply them exactly once.
  const migrator = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await migrator`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    const migrating = drizzlePostgres({ client: migrator });
    await migratePostgres(migrating, { migrationsFolder });
    await writeVocabulary(migrating);
    await migrator`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
  } finally {
    await migrator.end();
  }
  const client = postgres(url, { max: poolMax, idle_timeout: 60, connect_timeout: 10, onnotice: () => {}, connection: CONNECTION_SETTINGS });
  return {
    db: drizzlePostgres({ client: preparing(client), schema, logger }) as unknown as Database,
    kind: "postgres",
    close: () => client.end({ timeout: 5 }),
  };
}

/**
 * Statements are prepared (below), but planned for each call's values: listings are skewed
 * (one chatbot has 150,000, most a few hundred), and a generic plan made for the average
 * chatbot sorts all 67,000 listings of a big chatbot's city to show 20 (500 ms, not 0.2).
 */
export const CONNECTION_SETTINGS = { plan_cache_mode: "force_custom_plan" };

/**
 * Drizzle sends each statement unnamed, so PostgreSQL parses and plans it on every call
 * (about a fifth of a list request's database time). postgres.js names statements and
 * reuses them per connection when asked: this asks for every statement, in transactions too.
 */
function preparing(client: postgres.Sql): postgres.Sql {
  return new Proxy(client, {
    get(target, key, receiver) {
      if (key === "unsafe") {
        return (query: string, params?: unknown[], options?: postgres.UnsafeQueryOptions) =>
          target.unsafe(query, params as never, { ...options, prepare: true });
      }
      if (key === "begin" || key === "savepoint") {
        return (...args: unknown[]) => {
          const callback = args.pop() as (tx: postgres.Sql) => unknown;
          const method = (target as unknown as Record<string, (...a: unknown[]) => unknown>)[key]!;
          return method.apply(target, [...args, (tx: postgres.Sql) => callback(preparing(tx))]);
        };
      }
      return Reflect.get(target, key, receiver);
    },
  });
}

/** The PID written beside the lock, or 0 when there is none (yet). */
function readHolder(file: string): number {
  try {
    return Number(readFileSync(file, "utf8").trim()) || 0;
  } catch {
    return 0;
  }
}

/** Whether a process with this PID runs on this machine. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === "EPERM";
  }
}

/**
 * The lock guards the directory, not a file in it: PGlite must never be opened twice.
 * The holder's PID is written beside it, so that the lock of a process that was killed
 * (kill -9, a crash, a power cut) is taken over at once rather than after it goes stale.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockfilePath = path.join(dataDir, "casabot.lock");
  const holderFile = path.join(dataDir, "casabot.lock.pid");
  for (let attempt = 1; ; attempt++) {
    try {
      const release = await lockfile.lock(dataDir, { lockfilePath, stale: 15_000 });
      writeFileSync(holderFile, String(process.pid));
      return async () => {
        rmSync(holderFile, { force: true });
        await release();
      };
    } catch (error) {
      const code = (error as { code?: string }).code;
      const holder = code === "ELOCKED" ? readHolder(holderFile) : 0;
      if (holder > 0 && holder !== process.pid && !isAlive(holder)) {
        rmSync(lockfilePath, { recursive: true, force: true });
        rmSync(holderFile, { force: true });
        continue;
      }
      // A process that is just exiting may still hold the lock, or be removing it as we look
      // (ENOENT): give it two seconds before calling the directory busy.
      if ((code === "ELOCKED" || code === "ENOENT") && attempt < 10) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      if (code === "ELOCKED") throw new DataDirInUseError(dataDir);
      throw error;
    }
  }
}

async function openPglite(dataDir: string, logger?: Logger): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const release = await lockDataDir(dataDir);
  try {
    // The concierge's search needs these two contrib extensions (migration 0010_concierge_search).
    const client = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { unaccent, pg_trgm } });
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    const db = drizzlePglite({ client, schema, logger });
    await writeVocabulary(db);
    return {
      db: db as unknown as Database,
      kind: "pglite",
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
