import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { errorFields, log } from "@/lib/log";
import { processState } from "@/lib/runtime-contract.mjs";
import { fileStorage } from "@/lib/files/storage";
import { getDb } from "./database";
import { rowsOf } from "@/db/rows";

/** How long the database gets to answer before the server calls itself not ready. */
const READY_TIMEOUT_MS = 2_000;

/** When the newest committed migration was generated: drizzle records this as the applied migration's created_at. */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(process.cwd(), "db", "migrations", "meta", "_journal.json"), "utf8")) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}
let newest: number | undefined;

export type Readiness = { ready: true } | { ready: false; reason: string };

/**
 * Ready: not shutting down, the database answers within READY_TIMEOUT_MS and holds every
 * committed migration (one small query), and with object storage the bucket answers too.
 */
export async function checkReadiness(): Promise<Readiness> {
  if (processState.shuttingDown) return { ready: false, reason: "The server is shutting down" };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: `The database did not answer within ${READY_TIMEOUT_MS} ms` }), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([probe(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function probe(): Promise<Readiness> {
  try {
    newest ??= newestMigration();
    const db = await getDb();
    const result: unknown = await db.execute(sql`select max(created_at) as applied from drizzle.__drizzle_migrations`);
    const rows = rowsOf<{ applied: unknown }>(result);
    const applied = Number(rows[0]?.applied ?? 0);
    if (applied < newest) return { ready: false, reason: "The database is missing migrations; they are applied when the server starts" };
  } catch (error) {
    log.warn("readiness check failed", errorFields(error));
    return { ready: false, reason: "The database is not reachable" };
  }
  const direct = fileStorage().direct;
  if (!direct) return { ready: true };
  try {
    await direct.checkBucket();
    return { ready: true };
  } catch (error) {
    log.warn("readiness check failed: the bucket", errorFields(error));
    return { ready: false, reason: "The object storage bucket (S3_BUCKET) is not reachable" };
  }
}
