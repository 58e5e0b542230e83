import { timingSafeEqual } from "node:crypto";
import { once } from "node:events";
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { files } from "@/db/schema";
import { AppError, forbidden, gone, notFound } from "@/lib/errors";
import { acceptType, checkWholeFile, fileTooLarge, unsupportedFile } from "./checks";
import { fileIdParam } from "./schema";
import { hashToken } from "./service";
import { quotaExceeded, reserveStorage, storageQuotaBytes } from "./quota";
import type { FileStorage } from "./storage";
import { type AcceptedType, MAX_UPLOAD_BYTES, SNIFF_BYTES } from "./types";
import { VISITOR_MAX_UPLOAD_BYTES, type VisitorUploadPolicy, visitorUploadPolicy } from "./visitor";

const MB = 1024 * 1024;

interface UploadRequest {
  db: Database;
  storage: FileStorage;
  fileId: string;
  token: string;
  request: Request;
}

/** Checks the URL's token and claims its file, so that one URL takes one upload only. */
async function claim({ db, fileId, token, request }: UploadRequest) {
  if (!fileIdParam.safeParse(fileId).success) throw notFound("Upload URL not found");
  const [row] = await db
    .select({ tokenHash: files.tokenHash, chatSessionId: files.chatSessionId, fileName: files.fileName })
    .from(files)
    .where(eq(files.id, Number(fileId)));
  if (!row) throw notFound("Upload URL not found");
  // Both sides are SHA-256 digests, so they always have the same length and the
  // comparison takes the same time however much of a guessed token is right.
  if (!/^[0-9a-f]{64}$/.test(token) || !timingSafeEqual(Buffer.from(hashToken(token), "hex"), Buffer.from(row.tokenHash, "hex"))) {
    throw forbidden("Invalid upload token");
  }
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_UPLOAD_BYTES) throw fileTooLarge(MAX_UPLOAD_BYTES);
  if (row.chatSessionId !== null && declared > VISITOR_MAX_UPLOAD_BYTES) throw fileTooLarge(VISITOR_MAX_UPLOAD_BYTES);
  // One statement decides the race between two PUTs of the same URL.
  const [claimed] = await db
    .update(files)
    .set({ status: "uploading" })
    .where(and(eq(files.id, Number(fileId)), eq(files.status, "pending"), gt(files.expiresAt, sql`now()`)))
    .returning({ id: files.id, workspaceId: files.workspaceId, chatSessionId: files.chatSessionId });
  if (!claimed) throw gone("This upload URL was already used or has expired");
  return { ...claimed, fileName: row.fileName };
}

type Claimed = Awaited<ReturnType<typeof claim>>;

/**
 * Keeps the file's reservation of the workspace's quota ahead of the bytes written: the
 * declared length at once, else doubling steps from 1 MB, and near a full quota exactly
 * what is needed, so the quota holds without a transaction per chunk.
 */
function quotaReservation(db: Database, file: Claimed, declared: number, maxBytes: number) {
  let reserved = 0;
  return async (needed: number) => {
    if (needed <= reserved) return;
    const generous = Math.min(maxBytes, declared > 0 ? Math.max(needed, declared) : Math.max(needed, 2 * reserved, MB));
    if (await reserveStorage(db, file, generous)) reserved = generous;
    else if (generous > needed && (await reserveStorage(db, file, needed))) reserved = needed;
    else throw quotaExceeded(storageQuotaBytes());
  };
}

async function writeChunk(out: Writable, chunk: Uint8Array) {
  if (!out.write(chunk)) await once(out, "drain");
}

interface StoreContext {
  db: Database;
  request: Request;
  storage: FileStorage;
  key: string;
  file: Claimed;
  /** Set for a widget visitor's upload. */
  visitor: VisitorUploadPolicy | null;
}

/**
 * Streams the body to storage, checking the type on the first bytes and the size (and the
 * workspace's quota) on every chunk.
 */
async function store(context: StoreContext): Promise<{ type: AcceptedType; size: number }> {
  if (!context.request.body) throw unsupportedFile();
  const reader = context.request.body.getReader();
  try {
    return await streamToStorage(context, reader);
  } finally {
    // Released whatever happened: a refusal's unread rest is read and dropped (receiveUpload).
    reader.releaseLock();
  }
}

async function streamToStorage(
  { db, request, storage, key, file, visitor }: StoreContext,
  reader: ReadableStreamDefaultReader<Uint8Array>,
): Promise<{ type: AcceptedType; size: number }> {
  let head = new Uint8Array(0);
  let done = false;
  while (head.length < SNIFF_BYTES && !done) {
    const next = await reader.read();
    done = next.done;
    if (next.value) head = Buffer.concat([head, next.value]);
  }
  const complete = done && head.length <= SNIFF_BYTES;
  const { type, maxBytes } = await acceptType(head.subarray(0, SNIFF_BYTES), { fileName: file.fileName, complete, visitor });
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw fileTooLarge(maxBytes);
  if (head.length > maxBytes) throw fileTooLarge(maxBytes);
  const reserve = quotaReservation(db, file, declared, maxBytes);
  await reserve(head.length);

  const out = await storage.write(key);
  try {
    let size = head.length;
    await writeChunk(out, head);
    while (!done) {
      const next = await reader.read();
      done = next.done;
      if (!next.value) continue;
      size += next.value.length;
      // The rest of the body is read and dropped by receiveUpload before the 413 is sent.
      if (size > maxBytes) throw fileTooLarge(maxBytes);
      await reserve(size);
      await writeChunk(out, next.value);
    }
    out.end();
    await finished(out);
    return { type, size };
  } catch (error) {
    out.destroy();
    // Waiting for the stream to close means the file exists (if ever) before it is removed.
    await finished(out).catch(() => {});
    throw error;
  }
}

/**
 * PUT of an upload URL: the file becomes ready, or failed with nothing left in storage. A refused
 * upload's unread bytes are read and dropped first (up to DISCARD_LIMIT_BYTES), so that a client
 * that sends the whole body before it reads (no Expect: 100-continue) gets the refusal, not a reset.
 */
export async function receiveUpload(upload: UploadRequest) {
  try {
    return await receive(upload);
  } catch (error) {
    await discardRest(upload.request);
    throw error;
  }
}

/**
 * How much of a refused upload is read and dropped before the answer: more than any accepted
 * file, for at most DISCARD_TIME_MS, and only while bytes keep coming (a client that waits for
 * the answer before it sends, or has stalled, gets it after DISCARD_IDLE_MS).
 */
export const DISCARD_LIMIT_BYTES = 2 * MAX_UPLOAD_BYTES;
const DISCARD_TIME_MS = 30_000;
const DISCARD_IDLE_MS = 1_500;

async function discardRest(request: Request) {
  if (!request.body || request.body.locked) return;
  const reader = request.body.getReader();
  const deadline = Date.now() + DISCARD_TIME_MS;
  let timer: NodeJS.Timeout | undefined;
  const quiet = () => new Promise<"quiet">((resolve) => (timer = setTimeout(() => resolve("quiet"), DISCARD_IDLE_MS)));
  try {
    // Past a bound the connection is given up on: the reader is cancelled and the socket closes.
    if (Number(request.headers.get("content-length") ?? 0) > DISCARD_LIMIT_BYTES) return void (await reader.cancel());
    for (let read = 0; read <= DISCARD_LIMIT_BYTES && Date.now() < deadline; ) {
      const reading = reader.read();
      // Lost to the quiet timer, it rejects when the lock is released below: that is expected.
      reading.catch(() => {});
      const next = await Promise.race([reading, quiet()]);
      clearTimeout(timer);
      if (next === "quiet" || next.done) return;
      read += next.value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: there is no one left to answer.
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
}

async function receive(upload: UploadRequest) {
  const { db, storage } = upload;
  const claimed = await claim(upload);
  const key = `${claimed.workspaceId}/${claimed.id}`;
  try {
    const visitor = claimed.chatSessionId === null ? null : await visitorUploadPolicy(db, claimed.chatSessionId);
    const { type, size } = await store({ db, request: upload.request, storage, key, file: claimed, visitor });
    await checkWholeFile(type, () => storage.read(key));
    await db
      .update(files)
      .set({ status: "ready", kind: type.kind, mime: type.mime, size, storageKey: key, uploadedAt: new Date(), failure: null })
      .where(eq(files.id, claimed.id));
    return { FileStoreId: String(claimed.id), Kind: type.kind, Mime: type.mime, Size: size };
  } catch (error) {
    await storage.remove(key);
    // The reason is kept for GetFile and for a question that names the file; an unexpected error's is not shown.
    await db
      .update(files)
      .set({ status: "failed", failure: error instanceof AppError ? error.message : null })
      .where(eq(files.id, claimed.id));
    throw error;
  }
}
