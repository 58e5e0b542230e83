import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Logger } from "drizzle-orm";
import postgres from "postgres";
import lockfile from "proper-lockfile";
import { openDatabase } from "@/db/client";

// Migrating a database from nothing costs about 13 s of CPU on PGlite and 4 s on PostgreSQL;
// a test file wants a database of its own, so each run migrates one template per engine and
// every "own database" is a copy of it (a directory copy, or CREATE DATABASE … TEMPLATE:
// under a second). The template's name carries a hash of the migrations and of PGlite's
// version (and of the kind vocabulary), so a changed migration makes a new template and an old one is never used.
// Tests of migrating itself take emptyDatabase() or an empty directory.

const migrationsFolder = path.join(process.cwd(), "db", "migrations");

function templateKey(): string {
  const hash = createHash("sha256");
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  for (const file of files(migrationsFolder)) hash.update(path.relative(migrationsFolder, file)).update("\0").update(readFileSync(file)).update("\0");
  // The kind vocabulary that opening a database writes (db/vocabulary.ts), so a template holds the current one.
  for (const file of files(path.join(process.cwd(), "lexicon"))) hash.update(path.basename(file)).update("\0").update(readFileSync(file)).update("\0");
  hash.update(readFileSync(path.join(process.cwd(), "node_modules", "@electric-sql", "pglite", "package.json")));
  return hash.digest("hex").slice(0, 16);
}
const KEY = templateKey();

/** Serializes template building among this machine's test processes. */
async function underLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const release = await lockfile.lock(tmpdir(), {
    lockfilePath: path.join(tmpdir(), `${name}.lock`),
    stale: 60_000,
    retries: { retries: 600, minTimeout: 100, maxTimeout: 500 },
  });
  try {
    return await work();
  } finally {
    await release();
  }
}

const pgliteTemplate = path.join(tmpdir(), `casabot-template-${KEY}`);

async function ensurePgliteTemplate(): Promise<void> {
  if (existsSync(pgliteTemplate)) return;
  await underLock(`casabot-template-${KEY}`, async () => {
    if (existsSync(pgliteTemplate)) return;
    const building = mkdtempSync(`${pgliteTemplate}-building-`);
    const handle = await openDatabase({ dataDir: building, poolMax: 1 });
    await handle.close();
    // The lock files beside the database go with the handle that made them; what stays is the database.
    renameSync(building, pgliteTemplate);
  });
}

/** A new PGlite data directory holding a migrated database (a copy of the run's template). */
export async function migratedDataDir(prefix: string): Promise<string> {
  await ensurePgliteTemplate();
  const dataDir = mkdtempSync(path.join(tmpdir(), `casabot-${prefix}-`));
  cpSync(path.join(pgliteTemplate, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
  return dataDir;
}

const urlFor = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

// Any constant works; it only has to differ from the migrations' own lock (db/client.ts).
const TEMPLATE_LOCK_KEY = 746_352_002;
const postgresTemplate = `casabot_template_${KEY}`;
const postgresTemplatesMade = new Set<string>();

async function ensurePostgresTemplate(serverUrl: string): Promise<void> {
  if (postgresTemplatesMade.has(serverUrl)) return;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin`select pg_advisory_lock(${TEMPLATE_LOCK_KEY})`;
    const [found] = await admin`select 1 from pg_database where datname = ${postgresTemplate}`;
    if (!found) {
      // Built under another name and renamed when whole: a run killed mid-migration leaves no half template.
      const building = `${postgresTemplate}_building`;
      await admin.unsafe(`drop database if exists "${building}" with (force)`);
      await admin.unsafe(`create database "${building}"`);
      const handle = await openDatabase({ databaseUrl: urlFor(serverUrl, building), dataDir: "", poolMax: 1 });
      await handle.close();
      await admin.unsafe(`alter database "${building}" rename to "${postgresTemplate}"`);
    }
    await admin`select pg_advisory_unlock(${TEMPLATE_LOCK_KEY})`;
    postgresTemplatesMade.add(serverUrl);
  } finally {
    await admin.end();
  }
}

let made = 0;

async function createDatabase(serverUrl: string, template: string | null) {
  const name = `casabot_test_${process.pid}_${Date.now()}_${++made}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"${template ? ` template "${template}"` : ""}`);
  await admin.end();
  return {
    url: urlFor(serverUrl, name),
    drop: async () => {
      const dropper = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/** A migrated database of its own for this run, on the server TEST_DATABASE_URL points at; dropped afterwards. */
export async function freshDatabase(serverUrl: string) {
  await ensurePostgresTemplate(serverUrl);
  return createDatabase(serverUrl, postgresTemplate);
}

/** An empty database (not migrated), for tests of migrating itself. */
export async function emptyDatabase(serverUrl: string) {
  return createDatabase(serverUrl, null);
}

/**
 * A database of one test file's own on the engine its project tests: a fresh PostgreSQL
 * database, or a PGlite data directory, both already migrated. `env` points a server at it,
 * `open` opens it here (one process at a time for PGlite), `drop` removes it.
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
  const dataDir = await migratedDataDir(prefix);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    open: (logger) => openDatabase({ dataDir, poolMax: 1, logger }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
