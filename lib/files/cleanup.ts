import { and, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { chatMessages, files } from "@/db/schema";
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
  // Keys are built here rather than read from storage_key, which only a ready file has.
  for (const file of deleted) await storage.remove(`${file.workspaceId}/${file.id}`);
  return deleted.length;
}
