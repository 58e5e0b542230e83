import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/**
 * An S3-compatible server (s3rver: the real S3 REST protocol, SigV4 and presigned URLs) on a
 * free loopback port, with one empty bucket, its objects in a directory of its own.
 */
export interface FakeS3 {
  url: string;
  bucket: string;
  /** The S3_* settings that point a server at it. */
  env: Record<string, string>;
  client: S3Client;
  /** The keys stored now, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startFakeS3(bucket = "casabot-files"): Promise<FakeS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "casabot-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const url = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: "us-east-1",
    endpoint: url,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  let closed = false;
  return {
    url,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ENDPOINT: url,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "1",
    },
    client,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((item) => item.Key!).sort();
    },
    async close() {
      if (closed) return;
      closed = true;
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
