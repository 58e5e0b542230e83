import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { type FileKind, files, type StoredFile } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { notFound } from "@/lib/errors";
import { publicOrigin } from "@/lib/public-url";
import { DIRECT_UPLOAD_LIFETIME_SECONDS, directUploadTarget, settleDirectUploads } from "./direct";
import { checkStorageRoom } from "./quota";
import type { getFileInput, getPreUploadUrlInput } from "./schema";
import { type FileStorage, fileStorage } from "./storage";

/** An upload URL works for this long (compatibility notes: 10 minutes). */
export const UPLOAD_URL_LIFETIME_MS = 10 * 60 * 1000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createPreUpload({
  db,
  workspace,
  input,
  request,
  chatSessionId,
  storage = fileStorage(),
}: {
  db: Database;
  workspace: WorkspaceRef;
  input: z.output<typeof getPreUploadUrlInput>;
  request: Request;
  /** A widget visitor's upload belongs to their chat session. */
  chatSessionId?: number;
  storage?: FileStorage;
}) {
  await checkStorageRoom(db, workspace.id);
  const token = randomBytes(32).toString("hex");
  const { direct } = storage;
  const lifetimeMs = direct ? DIRECT_UPLOAD_LIFETIME_SECONDS * 1000 : UPLOAD_URL_LIFETIME_MS;
  const [row] = await db
    .insert(files)
    .values({
      workspaceId: workspace.id,
      fileName: input.fileName,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + lifetimeMs),
      chatSessionId,
    })
    .returning({ id: files.id, publicKey: files.publicKey });
  const id = String(row!.id);
  const origin = publicOrigin(request);
  const FileUrl = publicFileUrl(origin, row!);
  if (!direct) return { FileStoreId: id, PreUploadUrl: `${origin}/api/uploads/${id}?token=${token}`, FileUrl };
  // The bytes go straight to the object store (lib/files/direct.ts).
  const target = await directUploadTarget(direct, { workspaceId: workspace.id, id: row!.id, fileName: input.fileName });
  return { FileStoreId: id, PreUploadUrl: target.url, FileUrl, UploadHeaders: target.headers };
}

/**
 * Where anyone may fetch a ready file: the ID and an unguessable key, so that chatbot
 * pictures and listing images can be shown to visitors while other files stay unlisted.
 */
export const publicFileUrl = (origin: string, file: { id: number; publicKey: string }) => `${origin}/api/files/${file.id}/${file.publicKey}`;

/** A file of the workspace: what it is, whether it is ready, and its public URL. */
export async function getFile({
  db,
  workspace,
  input,
  request,
}: {
  db: Database;
  workspace: WorkspaceRef;
  input: z.output<typeof getFileInput>;
  request: Request;
}) {
  const [file] = await workspaceFiles(db, workspace, [input.fileId]);
  if (!file) throw notFound("File not found");
  return {
    FileStoreId: String(file.id),
    FileName: file.fileName,
    Status: file.status,
    Kind: file.kind,
    Mime: file.mime,
    Size: file.size,
    Url: file.status === "ready" ? publicFileUrl(publicOrigin(request), file) : null,
    ...(file.status === "failed" && file.failure ? { Failure: file.failure } : {}),
  };
}

/** The READY files of the workspace among the IDs, by ID; others (and foreign ones) are absent. */
export async function readyFiles(db: Database, workspace: WorkspaceRef, ids: readonly string[]): Promise<Map<string, StoredFile>> {
  const rows = await workspaceFiles(db, workspace, ids);
  return new Map(rows.filter((row) => row.status === "ready").map((row) => [String(row.id), row]));
}

/**
 * The workspace's files among these IDs, in any state; other workspaces' files are simply not
 * there. A direct upload whose bytes have arrived in the object store is checked first.
 */
export async function workspaceFiles(db: Database, workspace: WorkspaceRef, ids: readonly string[], storage = fileStorage()): Promise<StoredFile[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.workspaceId, workspace.id), inArray(files.id, ids.map(Number))));
  return settleDirectUploads(db, storage, rows);
}

/** Whether the ID names a ready file of this kind in the workspace. */
export async function isReadyFileOfKind(db: Database, workspace: WorkspaceRef, id: string, kind: FileKind): Promise<boolean> {
  const file = (await readyFiles(db, workspace, [id])).get(id);
  return file?.kind === kind;
}

/** "photo.png (image/png, 123 KB)", for a model that cannot look at the file. */
export function describeFile(file: StoredFile): string {
  const size = file.size ?? 0;
  const shown = size >= 1024 * 1024 ? `${(size / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(size / 1024))} KB`;
  return `${file.fileName} (${file.mime}, ${shown})`;
}
