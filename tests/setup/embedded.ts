import { rmSync } from "node:fs";
import { afterAll, beforeAll } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "@/db/client";
import { createWorkspace } from "@/lib/auth/workspaces";
import { migratedDataDir } from "./databases";

/**
 * A PGlite database of the calling describe block's own (a copy of the migrated template), opened before its tests
 * and removed after them. Read `.db` inside a test (it exists only once beforeAll has run).
 */
export function embeddedDatabase(prefix: string) {
  let dataDir: string | undefined;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    dataDir = await migratedDataDir(prefix);
    handle = await openDatabase({ dataDir, poolMax: 1 });
  });
  afterAll(async () => {
    await handle?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get db(): Database {
      if (!handle) throw new Error("The embedded database opens in beforeAll");
      return handle.db;
    },
  };
}

/** A new workspace, as the services take it. */
export async function newWorkspace(db: Database, name: string) {
  return { id: (await createWorkspace({ db, name })).workspaceId, name };
}
