import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { files } from "@/db/schema";
import { createWorkspace } from "@/lib/auth/workspaces";
import { type FakeS3, startFakeS3 } from "../setup/fake-s3";
import { cli } from "./run";
import { migratedDataDir } from "@/tests/setup/databases";

// A single box moving up (issue 22): `files to-bucket` copies DATA_DIR/files into the bucket
// under the same keys, so that setting S3_* on the servers is the switch.
let dataDir: string;
let s3: FakeS3;
const stored: { id: number; key: string; bytes: Buffer }[] = [];
let missingId = 0;

beforeAll(async () => {
  s3 = await startFakeS3();
  dataDir = await migratedDataDir("to-bucket");
  const handle = await openDatabase({ dataDir, poolMax: 1 });
  try {
    const { workspaceId } = await createWorkspace({ db: handle.db, name: "Single Box Realty" });
    const row = async (status: "ready" | "pending", size: number | null) =>
      (
        await handle.db
          .insert(files)
          .values({ workspaceId, fileName: "f.bin", status, size, tokenHash: "0".repeat(64), expiresAt: new Date(), mime: "image/png", kind: "image" })
          .returning({ id: files.id })
      )[0]!.id;
    for (const length of [5, 70_000, 6 * 1024 * 1024 + 3]) {
      const bytes = Buffer.alloc(length, length % 251);
      const id = await row("ready", length);
      const key = `${workspaceId}/${id}`;
      await handle.db.update(files).set({ storageKey: key }).where(eq(files.id, id));
      mkdirSync(path.join(dataDir, "files", workspaceId), { recursive: true });
      writeFileSync(path.join(dataDir, "files", key), bytes);
      stored.push({ id, key, bytes });
    }
    // A ready row whose bytes are not on disk, and an unfinished upload (not copied).
    missingId = await row("ready", 10);
    await handle.db
      .update(files)
      .set({ storageKey: `${workspaceId}/${missingId}` })
      .where(eq(files.id, missingId));
    await row("pending", null);
  } finally {
    await handle.close();
  }
}, 60_000);

afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("files to-bucket", () => {
  const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: "", ...s3.env });

  it("copies every ready file's bytes under the same key, names the ones missing on disk, and skips what is there when run again", async () => {
    const first = await cli(["files", "to-bucket", "--json"], env());
    expect(first.code, first.stderr).toBe(0);
    expect(first.json).toEqual({ copied: 3, skipped: 0, missing: [missingId] });
    expect(await s3.keys()).toEqual(stored.map((file) => file.key).sort());
    for (const file of stored) {
      const got = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: file.key }));
      expect(Buffer.from(await got.Body!.transformToByteArray()).equals(file.bytes)).toBe(true);
    }

    const again = await cli(["files", "to-bucket", "--json"], env());
    expect(again.json).toEqual({ copied: 0, skipped: 3, missing: [missingId] });
  });

  it("says what to set when no bucket is configured", async () => {
    const result = await cli(["files", "to-bucket", "--json"], { DATA_DIR: dataDir, DATABASE_URL: "", S3_BUCKET: "" });
    expect(result.code).toBe(1);
    expect(result.json.error).toMatch(/Set S3_BUCKET/);
  });
});
