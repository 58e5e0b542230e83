import { PassThrough, Writable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { S3Settings } from "./s3-settings";
import type { DirectUploads, FileStorage, StoredObject } from "./storage";

// The SDK warns on Node 20 that releases after January 2027 will need Node 22 (an error-level
// line in every server's log). package-lock.json pins a release that runs on Node 20.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || error instanceof NotFound || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, GCS interoperability,
 * Backblaze B2) under the same keys as on disk. Uploads go straight to the bucket by a
 * presigned PUT (`direct`); the server reads back only what its checks need.
 */
export function s3Storage(settings: S3Settings): FileStorage & { direct: DirectUploads } {
  const clientFor = (endpoint: string | undefined) =>
    new S3Client({
      region: settings.region,
      endpoint,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      // Checksums only where S3 requires them: several S3-compatible stores reject the newer
      // default (CRC32 trailers on every PUT), and presigned URLs must not demand them of clients.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: 3,
    });
  const client = clientFor(settings.endpoint);
  // Upload URLs are signed for the address browsers use (the signature covers the host).
  const presigner = settings.publicEndpoint ? clientFor(settings.publicEndpoint) : client;
  const Bucket = settings.bucket;

  const direct: DirectUploads = {
    uploadUrl: (key, contentType, expiresInSeconds) =>
      getSignedUrl(presigner, new PutObjectCommand({ Bucket, Key: key, ...(contentType ? { ContentType: contentType } : {}) }), {
        expiresIn: expiresInSeconds,
        // The content type is part of the signature: the bucket refuses a PUT that sends another one.
        ...(contentType ? { signableHeaders: new Set(["content-type"]) } : {}),
      }),
    async head(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0, etag: head.ETag ?? "" };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async readRange(key, length, etag) {
      const got = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${length - 1}`, IfMatch: etag }));
      return (await got.Body?.transformToByteArray()) ?? new Uint8Array(0);
    },
    async promote(from, to, etag) {
      // Server-side copy of exactly the version that was checked (a later PUT to the same URL changes the ETag and fails it).
      await client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${encodeURI(from)}`, CopySourceIfMatch: etag }));
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
    },
    async checkBucket() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };

  return {
    direct,
    async write(key) {
      const body = new PassThrough();
      // Multipart past 5 MB, so a 100 MB video is never held whole; the stream finishes when the upload has.
      const upload = new Upload({ client, params: { Bucket, Key: key, Body: body }, queueSize: 2, partSize: 5 * 1024 * 1024 });
      const done = upload.done();
      let stored = false;
      const out = new Writable({
        write(chunk, _encoding, callback) {
          if (body.write(chunk)) callback();
          else body.once("drain", () => callback());
        },
        final(callback) {
          body.end();
          done.then(() => {
            stored = true;
            callback();
          }, callback);
        },
        destroy(error, callback) {
          if (!stored) {
            body.destroy();
            void upload.abort().catch(() => {});
          }
          callback(error);
        },
      });
      done.catch((error) => out.destroy(error));
      return out;
    },
    async read(key) {
      const got = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return (await got.Body?.transformToByteArray()) ?? new Uint8Array(0);
    },
    stream(key) {
      let body: ReadableStream<Uint8Array> | undefined;
      let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!reader) {
            const got = await client.send(new GetObjectCommand({ Bucket, Key: key }));
            body = got.Body?.transformToWebStream() as ReadableStream<Uint8Array> | undefined;
            if (!body) return controller.close();
            reader = body.getReader();
          }
          const next = await reader.read();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        },
        cancel: (reason) => reader?.cancel(reason),
      });
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken, MaxKeys: 1000 }));
        const objects: StoredObject[] = (page.Contents ?? []).flatMap((item) =>
          item.Key ? [{ key: item.Key, modifiedAt: item.LastModified ?? new Date(0), size: item.Size ?? 0 }] : [],
        );
        if (objects.length) yield objects;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async removeMany(keys) {
      for (let at = 0; at < keys.length; at += 1000) {
        const Objects = keys.slice(at, at + 1000).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
  };
}
