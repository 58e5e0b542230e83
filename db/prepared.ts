import type { Database } from "./client";

const built = new WeakMap<Database, Map<string, unknown>>();

/**
 * A statement built once per database and name (a Drizzle query `.prepare(name)`d with
 * `sql.placeholder`s), then only executed: a hot lookup costs no query building per call.
 * `build` must give the same statement for the same name.
 */
export function preparedOnce<T>(db: Database, name: string, build: (db: Database) => T): T {
  let cache = built.get(db);
  if (!cache) built.set(db, (cache = new Map()));
  let statement = cache.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    cache.set(name, statement);
  }
  return statement;
}
