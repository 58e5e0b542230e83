import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { and, asc, eq, gt, isNotNull } from "drizzle-orm";
import type { Database } from "@/db/client";
import { files } from "@/db/schema";
import type { DirectUploads, FileStorage } from "./storage";

export interface CopyReport {
  /** Ready files whose bytes were copied into the bucket. */
  copied: number;
  /** Ready files the bucket already held at the same size (a run that is repeated or resumed). */
  skipped: number;
  /** Ready files whose bytes were not on disk: their IDs, to look into. */
  missing: number[];
}

/**
 * Moves a single box's files up to object storage: copies every ready file's bytes from local
 * disk into the bucket under the same key. The rows keep their storage keys, which mean the
 * same in both stores, so setting S3_BUCKET is the switch. Safe to run again (what is there at
 * the right size is skipped), and while the old server still runs; run it once more after
 * stopping it, to take the last uploads. Unfinished uploads are not copied: they end as failed.
 */
export async function copyFilesToBucket({
  db,
  from,
  to,
  log = () => {},
}: {
  db: Database;
  from: FileStorage;
  to: FileStorage & { direct: DirectUploads };
  log?: (line: string) => void;
}): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, missing: [] };
  for (let after = 0; ; ) {
    const page = await db
      .select({ id: files.id, key: files.storageKey, size: files.size })
      .from(files)
      .where(and(eq(files.status, "ready"), isNotNull(files.storageKey), gt(files.id, after)))
      .orderBy(asc(files.id))
      .limit(500);
    if (page.length === 0) return report;
    for (const file of page) {
      after = file.id;
      const key = file.key!;
      const there = await to.direct.head(key);
      if (there && there.size === file.size) {
        report.skipped += 1;
        continue;
      }
      try {
        await pipeline(Readable.fromWeb(from.stream(key) as import("node:stream/web").ReadableStream<Uint8Array>), await to.write(key));
        report.copied += 1;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        report.missing.push(file.id);
        log(`file ${file.id}: no bytes at ${key} on disk`);
      }
    }
    log(`${report.copied} copied, ${report.skipped} already there, ${report.missing.length} missing (up to file ${after})`);
  }
}
