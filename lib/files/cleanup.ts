import { and, inArray, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { chatMessages, files } from "@/db/schema";
import { storedKey, uploadKey } from "./direct";
import type { FileStorage } from "./storage";

/** A visitor's file no message took up is deleted this long after its upload URL was issued. */
export const ORPHAN_FILE_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes, from the database and from storage, what has held the workspace's storage for a
 * day with no use: files of widget visitors that no message of their session names, and
 * uploads that never finished (pending, failed, or cut off mid-stream). Owners' ready files
 * (chatbot pictures, listing images, ClientAsk attachments) are theirs to keep. The
 * rows go first, each re-checked as it is deleted, so a file a message takes up at that
 * moment stays; their usage leaves the quota at once (lib/files/quota.ts). Safe to run on
 * several servers at once. Returns how many files were deleted.
 */
export async function deleteOrphanFiles({ db, storage, now }: { db: Database; storage: FileStorage; now: Date }): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_FILE_AGE_MS);
  const unused = sql`not exists (select 1 from ${chatMessages} where ${chatMessages.sessionId} = ${files.chatSessionId} and ${chatMessages.fileIds} @> jsonb_build_array(${files.id}::text))`;
  const deleted = await db
    .delete(files)
    .where(and(lt(files.createdAt, cutoff), or(ne(files.status, "ready"), and(isNotNull(files.chatSessionId), unused))))
    .returning({ id: files.id, workspaceId: files.workspaceId });
  await removeStoredFiles(storage, deleted);
  return deleted.length;
}

/**
 * Removes the bytes of deleted file rows. Keys are built here rather than read from
 * storage_key, which only a ready file has; a direct upload's bytes may still sit under its
 * upload key.
 */
export async function removeStoredFiles(storage: FileStorage, deleted: readonly { id: number; workspaceId: string }[]) {
  await storage.removeMany(deleted.flatMap((file) => (storage.direct ? [storedKey(file), uploadKey(file)] : [storedKey(file)])));
}

/** The minute of each hour (UTC) in which the mail job's run sweeps storage. */
export const SWEEP_MINUTE = 17;

/** The sweep leaves alone what was stored this recently (a file row is always written before its bytes). */
const SWEEP_GRACE_MS = 10 * 60 * 1000;

/**
 * Deletes stored objects whose file row is gone: a chatbot's or workspace's removal deletes
 * their rows (cascading through chat sessions), and this removes the bytes. Walks the whole
 * store a page (1,000 objects) at a time, one query per page; run hourly by the cron job
 * (runMailJobs, in minute SWEEP_MINUTE). Returns how many objects it removed.
 */
export async function sweepStoredFiles({ db, storage, now }: { db: Database; storage: FileStorage; now: Date }): Promise<number> {
  let removed = 0;
  for await (const page of storage.list("")) {
    const named = page.flatMap((object) => {
      const match = /^(?:uploads\/)?[0-9a-f-]{36}\/(\d{1,18})$/.exec(object.key);
      return match && now.getTime() - object.modifiedAt.getTime() > SWEEP_GRACE_MS ? [{ key: object.key, id: Number(match[1]) }] : [];
    });
    if (named.length === 0) continue;
    const kept = new Set(
      (
        await db
          .select({ id: files.id })
          .from(files)
          .where(inArray(files.id, [...new Set(named.map((object) => object.id))]))
      ).map((row) => row.id),
    );
    const gone = named.filter((object) => !kept.has(object.id)).map((object) => object.key);
    await storage.removeMany(gone);
    removed += gone.length;
  }
  return removed;
}
