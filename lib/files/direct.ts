import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { files, type StoredFile } from "@/db/schema";
import { AppError, unsupportedType } from "@/lib/errors";
import { errorFields, log } from "@/lib/log";
import { quotaExceeded, reserveStorage, storageQuotaBytes } from "./quota";
import type { DirectUploads, FileStorage } from "./storage";
import { acceptType, checkWholeFile, fileTooLarge } from "./checks";
import { DOCX_MIME, SNIFF_BYTES } from "./types";
import { visitorUploadPolicy } from "./visitor";

/**
 * Direct uploads to an object store (issue 22). GetPreUploadUrl answers a presigned PUT to
 * `uploads/<workspace>/<file>`; the bytes never pass through our server. The file is checked
 * the first time anyone looks at it after the upload (GetFile, a question or setting that
 * names it, the cron's sweep): its size by HEAD, its type sniffed from the first bytes with
 * the rules of an upload through our own URL. A file that passes is copied, as the version
 * that was checked, to `<workspace>/<file>`, where no presigned URL can write; one that
 * fails is deleted and marked failed with the reason.
 */

/** A presigned upload URL works for this long (issue 22). */
export const DIRECT_UPLOAD_LIFETIME_SECONDS = 15 * 60;

export const uploadKey = (file: { workspaceId: string; id: number }) => `uploads/${file.workspaceId}/${file.id}`;
export const storedKey = (file: { workspaceId: string; id: number }) => `${file.workspaceId}/${file.id}`;

// The content type a client sends with the bytes, by the name's extension: the URL is signed for it.
const TYPE_BY_EXTENSION: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  wav: "audio/wav",
  mp4: "video/mp4",
  mkv: "video/x-matroska",
  avi: "video/x-msvideo",
  flv: "video/x-flv",
  mpg: "video/mpeg",
  mpeg: "video/mpeg",
  pdf: "application/pdf",
  docx: DOCX_MIME,
  html: "text/html",
  htm: "text/html",
  md: "text/markdown",
  markdown: "text/markdown",
  txt: "text/plain",
};

/** The content type an upload of this name is signed for, or undefined (any). */
export function uploadContentType(fileName: string): string | undefined {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? undefined : TYPE_BY_EXTENSION[fileName.slice(dot + 1).toLowerCase()];
}

/** The presigned PUT for a new file row, and the headers the client must send with it. */
export async function directUploadTarget(
  direct: DirectUploads,
  file: { workspaceId: string; id: number; fileName: string },
): Promise<{ url: string; headers: Record<string, string> }> {
  const contentType = uploadContentType(file.fileName);
  const url = await direct.uploadUrl(uploadKey(file), contentType, DIRECT_UPLOAD_LIFETIME_SECONDS);
  return { url, headers: contentType ? { "Content-Type": contentType } : {} };
}

/** Runs the checks on an uploaded object: its type and size, as an upload through our own URL is checked. */
async function check(db: Database, direct: DirectUploads, file: StoredFile, object: { size: number; etag: string }) {
  const key = uploadKey(file);
  if (object.size === 0) throw unsupportedType("The file is empty");
  const head = await direct.readRange(key, Math.min(object.size, SNIFF_BYTES), object.etag);
  const visitor = file.chatSessionId === null ? null : await visitorUploadPolicy(db, file.chatSessionId);
  const { type, maxBytes } = await acceptType(head, { fileName: file.fileName, complete: object.size <= SNIFF_BYTES, visitor });
  if (object.size > maxBytes) throw fileTooLarge(maxBytes);
  await checkWholeFile(type, () => direct.readRange(key, object.size, object.etag));
  if (!(await reserveStorage(db, file, object.size))) throw quotaExceeded(storageQuotaBytes());
  return type;
}

/**
 * The file as it is once its direct upload has been looked at: unchanged unless it is a
 * pending file of an object store whose bytes have arrived, which is then checked and becomes
 * ready or failed. One server checks it (the pending → uploading claim); another that asks
 * meanwhile sees it uploading.
 */
export async function settleDirectUpload(db: Database, storage: FileStorage, file: StoredFile): Promise<StoredFile> {
  const direct = storage.direct;
  if (!direct || file.status !== "pending") return file;
  const object = await direct.head(uploadKey(file));
  if (!object) return file;
  const [claimed] = await db
    .update(files)
    .set({ status: "uploading" })
    .where(and(eq(files.id, file.id), eq(files.status, "pending")))
    .returning();
  if (!claimed) return (await db.select().from(files).where(eq(files.id, file.id)))[0] ?? file;
  try {
    const type = await check(db, direct, claimed, object);
    await direct.promote(uploadKey(claimed), storedKey(claimed), object.etag);
    const [ready] = await db
      .update(files)
      .set({ status: "ready", kind: type.kind, mime: type.mime, size: object.size, storageKey: storedKey(claimed), uploadedAt: new Date(), failure: null })
      .where(eq(files.id, claimed.id))
      .returning();
    return ready!;
  } catch (error) {
    if (!(error instanceof AppError)) {
      // The store or the database failed, not the file: it is looked at again next time.
      log.warn("checking a direct upload failed", { fileId: claimed.id, ...errorFields(error) });
      await db.update(files).set({ status: "pending", size: null }).where(eq(files.id, claimed.id));
      return { ...claimed, status: "pending", size: null };
    }
    await storage.remove(uploadKey(claimed)).catch(() => {});
    const [failed] = await db.update(files).set({ status: "failed", size: null, failure: error.message }).where(eq(files.id, claimed.id)).returning();
    return failed!;
  }
}

/** settleDirectUpload for each pending file among these rows (one workspace's, a few at a time). */
export async function settleDirectUploads(db: Database, storage: FileStorage, rows: StoredFile[]): Promise<StoredFile[]> {
  if (!storage.direct || !rows.some((row) => row.status === "pending")) return rows;
  return Promise.all(rows.map((row) => settleDirectUpload(db, storage, row)));
}
