import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "@/db/client";
import { createWorkspace } from "@/lib/auth/workspaces";

/**
 * A PGlite database of the calling describe block's own, opened and migrated before its tests
 * and removed after them. Read `.db` inside a test (it exists only once beforeAll has run).
 */
export function embeddedDatabase(prefix: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `casabot-${prefix}-`));
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir, poolMax: 1 });
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
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
