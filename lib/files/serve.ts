import { timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { files } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { fileIdParam } from "./schema";
import type { FileStorage } from "./storage";

const notThere = () => notFound("File not found");

/** RFC 6266 / 5987: the name as given, safely quoted, for any script it is written in. */
function contentDisposition(fileName: string, disposition: "inline" | "attachment"): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A ready file's bytes at its public URL. The type is the one read from the bytes at
 * upload, never the name's; nosniff, a sandboxing CSP and, for documents (HTML included), an
 * attachment disposition make sure a browser never runs it as a page.
 */
export async function servePublicFile({ db, storage, fileId, key }: { db: Database; storage: FileStorage; fileId: string; key: string }): Promise<Response> {
  if (!fileIdParam.safeParse(fileId).success || !/^[0-9a-f]{32}$/.test(key)) throw notThere();
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, Number(fileId)), eq(files.status, "ready")))
    .limit(1);
  const keyMatches = file !== undefined && file.publicKey.length === key.length && timingSafeEqual(Buffer.from(file.publicKey), Buffer.from(key));
  if (!keyMatches || !file.storageKey || !file.mime) throw notThere();
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
