import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable, type Writable } from "node:stream";
import { databaseConfigFromEnv } from "@/db/client";
import { errorFields, log } from "@/lib/log";
import { s3Storage } from "./s3";
import { s3SettingsFromEnv } from "./s3-settings";

/** A stored object, as the cleanup's sweep sees it. */
export interface StoredObject {
  key: string;
  modifiedAt: Date;
  size: number;
}

/**
 * What an object store adds: uploads that go straight to it, by a presigned URL, and are
 * checked there afterwards (lib/files/direct.ts).
 */
export interface DirectUploads {
  /** A URL that takes one PUT of the key's bytes, with this content type when one is given, for this long. */
  uploadUrl(key: string, contentType: string | undefined, expiresInSeconds: number): Promise<string>;
  /** The object's size and ETag, or null when nothing is stored under the key. */
  head(key: string): Promise<{ size: number; etag: string } | null>;
  /** The first `length` bytes of exactly that version of the object. */
  readRange(key: string, length: number, etag: string): Promise<Uint8Array>;
  /** Moves that version of the object to another key (a copy inside the store, then the delete). */
  promote(from: string, to: string, etag: string): Promise<void>;
  /** Throws when the bucket cannot be reached with these settings (the readiness probe). */
  checkBucket(): Promise<void>;
}

/**
 * Where file bytes live: local disk, or an S3-compatible bucket. The upload, serving and
 * ClientAsk code do not know which.
 */
export interface FileStorage {
  /** A stream that stores the bytes written to it under the key. */
  write(key: string): Promise<Writable>;
  read(key: string): Promise<Uint8Array>;
  /** The bytes as a stream, for serving a file without holding it whole. */
  stream(key: string): ReadableStream<Uint8Array>;
  /** Removes the bytes; a key that holds nothing is not an error. */
  remove(key: string): Promise<void>;
  removeMany(keys: readonly string[]): Promise<void>;
  /** Every stored object under the prefix ("" for all), a page at a time. */
  list(prefix: string): AsyncIterable<StoredObject[]>;
  /** Set for an object store: uploads go to it directly. */
  direct?: DirectUploads;
}

const KEY = /^[\w-]+(\/[\w-]+)*$/;

/** Files on local disk under one directory; keys are relative paths of digits and slashes. */
export function localDiskStorage(root: string): FileStorage {
  const at = (key: string) => {
    // Keys are built by the service, but a path that escapes the root must never be opened.
    if (!KEY.test(key)) throw new Error(`Invalid storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async write(key) {
      const file = at(key);
      await mkdir(path.dirname(file), { recursive: true });
      return createWriteStream(file);
    },
    read: async (key) => new Uint8Array(await readFile(at(key))),
    stream: (key) => Readable.toWeb(createReadStream(at(key))) as ReadableStream<Uint8Array>,
    remove: (key) => rm(at(key), { force: true }),
    async removeMany(keys) {
      for (const key of keys) await rm(at(key), { force: true });
    },
    async *list(prefix) {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      let page: StoredObject[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
        if (!key.startsWith(prefix) || !KEY.test(key)) continue;
        const info = await stat(path.join(root, key)).catch(() => null);
        if (info) page.push({ key, modifiedAt: info.mtime, size: info.size });
        if (page.length === 1000) {
          yield page;
          page = [];
        }
      }
      if (page.length) yield page;
    },
  };
}

let configured: { signature: string; storage: FileStorage } | undefined;

/**
 * The server's storage: the S3 bucket when S3_BUCKET is set, else `<DATA_DIR>/files` (with
 * PostgreSQL and several servers, DATA_DIR must then be a disk every server shares). One
 * client per process and settings.
 */
export function fileStorage(env: NodeJS.ProcessEnv = process.env): FileStorage {
  const s3 = s3SettingsFromEnv(env);
  const signature = s3 ? JSON.stringify(s3) : `disk:${databaseConfigFromEnv(env).dataDir}`;
  if (configured?.signature !== signature) {
    configured = { signature, storage: s3 ? s3Storage(s3) : localDiskStorage(path.join(databaseConfigFromEnv(env).dataDir, "files")) };
  }
  return configured.storage;
}

/** Logs where files are kept; with a bucket, whether it answers with these settings (a warning, not a stop: it may come up later). */
export async function announceFileStorage(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const s3 = s3SettingsFromEnv(env);
  if (!s3) return void log.info("files on local disk", { dir: path.join(databaseConfigFromEnv(env).dataDir, "files") });
  const where = { bucket: s3.bucket, region: s3.region, ...(s3.endpoint ? { endpoint: new URL(s3.endpoint).origin } : {}) };
  try {
    await fileStorage(env).direct?.checkBucket();
    log.info("files in object storage", where);
  } catch (error) {
    log.warn("the object storage bucket does not answer: uploads and files fail, and /api/ready says not ready, until it does", {
      ...where,
      ...errorFields(error),
    });
  }
}
