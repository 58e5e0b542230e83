import { timingSafeEqual } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@/db/client";
import { files, type StoredFile } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { fileIdParam } from "./schema";
import { settleDirectUpload } from "./direct";
import type { FileStorage } from "./storage";

const notThere = () => notFound("File not found");

/** RFC 6266 / 5987: the name as given, safely quoted, for any script it is written in. */
function contentDisposition(fileName: string, disposition: "inline" | "attachment"): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** How long a fetch waits on another server that is checking the same upload (it is "uploading" meanwhile). */
const CHECK_WAIT_MS = 10_000;

/** A direct upload checked now, or waited for while another server checks it; pending while its bytes have not arrived. */
async function settledUpload(db: Database, storage: FileStorage, file: StoredFile): Promise<StoredFile> {
  if (!storage.direct) return file;
  let current = await settleDirectUpload(db, storage, file);
  const until = Date.now() + CHECK_WAIT_MS;
  while (current.status === "uploading" && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    current = (await db.select().from(files).where(eq(files.id, file.id)).limit(1))[0] ?? current;
  }
  return current;
}

/**
 * A ready file's bytes at its public URL. The type is the one read from the bytes at
 * upload, never the name's; nosniff, a sandboxing CSP and, for documents (HTML included), an
 * attachment disposition make sure a browser never runs it as a page.
 */
export async function servePublicFile({ db, storage, fileId, key }: { db: Database; storage: FileStorage; fileId: string; key: string }): Promise<Response> {
  if (!fileIdParam.safeParse(fileId).success || !/^[0-9a-f]{32}$/.test(key)) throw notThere();
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, Number(fileId)), inArray(files.status, ["ready", "pending", "uploading"])))
    .limit(1);
  const keyMatches = row !== undefined && row.publicKey.length === key.length && timingSafeEqual(Buffer.from(row.publicKey), Buffer.from(key));
  if (!keyMatches) throw notThere();
  // Uploaded straight to the object store by the URL GetPreUploadUrl gave: the first fetch of its
  // FileUrl, on any server, runs the checks GetFile would (lib/files/direct.ts), then serves it.
  const file = row.status === "ready" ? row : await settledUpload(db, storage, row);
  if (file.status !== "ready" || !file.storageKey || !file.mime) throw notThere();
  return new Response(storage.stream(file.storageKey), {
    headers: {
      "content-type": file.mime,
      "content-length": String(file.size ?? ""),
      // A document (an HTML page among them) is downloaded, never shown on this origin.
      "content-disposition": contentDisposition(file.fileName, file.kind === "document" ? "attachment" : "inline"),
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": "public, max-age=31536000, immutable",
      "cross-origin-resource-policy": "cross-origin",
    },
  });
}
