import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { files } from "@/db/schema";
import { tooLarge } from "@/lib/errors";

const MB = 1024 * 1024;
export const DEFAULT_STORAGE_QUOTA_MB = 1024;

/** STORAGE_QUOTA_MB in bytes (checked at start by lib/config.ts). */
export function storageQuotaBytes(env: NodeJS.ProcessEnv = process.env): number {
  const mb = Number(env.STORAGE_QUOTA_MB?.trim() || DEFAULT_STORAGE_QUOTA_MB);
  return (Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_STORAGE_QUOTA_MB) * MB;
}

export const quotaExceeded = (quota: number) =>
  tooLarge(`The workspace's file storage is full (its quota is ${Math.round(quota / MB)} MB): this file does not fit. Delete files or raise STORAGE_QUOTA_MB.`);

/**
 * Bytes the workspace holds: its ready files, and what uploads in progress have reserved
 * (their `size` grows ahead of the bytes written, lib/files/upload.ts). Failed and pending
 * rows hold nothing.
 */
async function usedBytes(db: Database, workspaceId: string, exceptFileId?: number): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(
      and(
        eq(files.workspaceId, workspaceId),
        inArray(files.status, ["ready", "uploading"]),
        exceptFileId === undefined ? undefined : ne(files.id, exceptFileId),
      ),
    );
  return Number(row?.used ?? 0);
}

export async function storageUsage(db: Database, workspaceId: string) {
  return { usedBytes: await usedBytes(db, workspaceId), quotaBytes: storageQuotaBytes() };
}

/** Refuses a new upload URL when the workspace has no room left at all. */
export async function checkStorageRoom(db: Database, workspaceId: string) {
  const quota = storageQuotaBytes();
  if ((await usedBytes(db, workspaceId)) >= quota) throw quotaExceeded(quota);
}

/**
 * Sets the upload's reservation to `bytes` if the workspace's other files leave room for it.
 * One workspace's reservations take turns under an advisory lock, so uploads running at once
 * on any number of servers never together pass the quota.
 */
export async function reserveStorage(db: Database, file: { id: number; workspaceId: string }, bytes: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`storage/${file.workspaceId}`}, 0))`);
    if ((await usedBytes(tx as unknown as Database, file.workspaceId, file.id)) + bytes > storageQuotaBytes()) return false;
    await tx.update(files).set({ size: bytes }).where(eq(files.id, file.id));
    return true;
  });
}
