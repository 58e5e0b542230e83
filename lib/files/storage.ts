import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, type Writable } from "node:stream";
import { databaseConfigFromEnv } from "@/db/client";

/**
 * Where file bytes live. Small on purpose, so an object store (S3, GCS) can
 * implement it later without the upload or ClientAsk code changing.
 */
export interface FileStorage {
  /** A stream that stores the bytes written to it under the key. */
  write(key: string): Promise<Writable>;
  read(key: string): Promise<Uint8Array>;
  /** The bytes as a stream, for serving a file without holding it whole. */
  stream(key: string): ReadableStream<Uint8Array>;
  /** Removes the bytes; a key that holds nothing is not an error. */
  remove(key: string): Promise<void>;
}

/** Files on local disk under one directory; keys are relative paths of digits and slashes. */
export function localDiskStorage(root: string): FileStorage {
  const at = (key: string) => {
    // Keys are built by the service, but a path that escapes the root must never be opened.
    if (!/^[\w-]+(\/[\w-]+)*$/.test(key)) throw new Error(`Invalid storage key ${key}`);
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
  };
}

/**
 * The server's storage: `<DATA_DIR>/files`, for PGlite and PostgreSQL deployments
 * alike (with PostgreSQL, DATA_DIR must then be a disk every server shares).
 */
export function fileStorage(): FileStorage {
  return localDiskStorage(path.join(databaseConfigFromEnv().dataDir, "files"));
}
