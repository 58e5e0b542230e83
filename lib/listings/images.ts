import { and, eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { Database } from "@/db/client";
import { listings } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { requireChatbot } from "@/lib/chatbots/service";
import { notFound } from "@/lib/errors";
import { servePublicFile } from "@/lib/files/serve";
import type { FileStorage } from "@/lib/files/storage";
import { refusalOf } from "@/lib/net/address";
import { fetchGuarded } from "@/lib/knowledge/fetch/fetch-page";
import { ByteLru } from "./image-cache";

// Listing photos for the dashboard's grid, through a path of our own (issue 23 §4): only a URL
// in the listing's own Images is ever fetched (the path names a listing and an index, never a
// URL), through the knowledge crawler's SSRF guards (public addresses only, every redirect
// re-vetted, a byte cap, timeouts), and only raster images whose bytes say so are served.

export const MAX_LISTING_IMAGE_BYTES = 5 * 1024 * 1024;
/** What file-type reads from the bytes → the type served. SVG (scriptable) is never one. */
const IMAGE_TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", gif: "image/gif", avif: "image/avif" };
const OWN_FILE_PATH = /^\/api\/files\/(\d{1,15})\/([0-9a-f]{32})$/;

export type ListingImage = { ok: true; bytes: Uint8Array<ArrayBuffer>; mime: string; size: number } | { ok: false; reason: string; size: number };

/** A grid of 50 photos refetches none of them: 64 MB of recent images, an hour each; refusals for five minutes. */
const cache = new ByteLru<ListingImage>(64 * 1024 * 1024);
const IMAGE_TTL_MS = 60 * 60 * 1000;
const REFUSAL_TTL_MS = 5 * 60 * 1000;
const inFlight = new Map<string, Promise<ListingImage>>();

/** The URL at `index` in the listing's Images, when the listing is one of the workspace's chatbot's. */
export async function listingImageUrl({
  db,
  workspace,
  chatbotId,
  listingId,
  index,
}: {
  db: Database;
  workspace: WorkspaceRef;
  chatbotId: string;
  listingId: string;
  index: string;
}): Promise<string> {
  const chatbot = await requireChatbot({ db, workspace, serialNumber: chatbotId });
  const missing = () => notFound("This listing has no such image");
  if (!/^\d{1,15}$/.test(listingId) || !/^\d{1,3}$/.test(index)) throw missing();
  const [row] = await db
    .select({ images: listings.Images })
    .from(listings)
    .where(and(eq(listings.chatbotId, chatbot), eq(listings.id, Number(listingId))))
    .limit(1);
  const url = row?.images?.[Number(index)];
  if (typeof url !== "string") throw missing();
  return url;
}

const refused = (reason: string): ListingImage => ({ ok: false, reason, size: 64 });

async function sniffed(bytes: Uint8Array): Promise<ListingImage> {
  if (bytes.length > MAX_LISTING_IMAGE_BYTES) return refused("tooLarge");
  const mime = IMAGE_TYPES[(await fileTypeFromBuffer(bytes))?.ext ?? ""];
  return mime ? { ok: true, bytes: new Uint8Array(bytes), mime, size: bytes.length } : refused("unsupportedType");
}

/** A photo uploaded to this service (its public file URL on our own origin) is read from storage, not over the network. */
async function ownFile(url: URL, db: Database, storage: FileStorage): Promise<ListingImage> {
  const [, fileId = "", key = ""] = OWN_FILE_PATH.exec(url.pathname) ?? [];
  try {
    const response = await servePublicFile({ db, storage, fileId, key });
    return sniffed(new Uint8Array(await response.arrayBuffer()));
  } catch {
    return refused("notFound");
  }
}

/** An image from anywhere else, under every guard of the crawler. */
export async function fetchListingImage(url: string): Promise<ListingImage> {
  try {
    const raw = await fetchGuarded(url, { maxBytes: MAX_LISTING_IMAGE_BYTES, timeoutMs: 10_000 });
    if (raw.status < 200 || raw.status > 299) return refused("httpStatus");
    return sniffed(raw.bytes);
  } catch (error) {
    return refused(refusalOf(error) ?? "network");
  }
}

/**
 * The image at `url`, from the cache when it is there; one fetch at a time per URL.
 * `origin` is this service's: a URL on it under /api/files is one of our stored files.
 */
export async function loadListingImage(url: string, { db, storage, origin }: { db: Database; storage: FileStorage; origin: string }): Promise<ListingImage> {
  const hit = cache.get(url);
  if (hit) return hit;
  const pending = inFlight.get(url);
  if (pending) return pending;
  const load = (async () => {
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      return refused("badUrl");
    }
    const image = parsed.origin === origin && OWN_FILE_PATH.test(parsed.pathname) ? await ownFile(parsed, db, storage) : await fetchListingImage(url);
    cache.set(url, image, image.ok ? IMAGE_TTL_MS : REFUSAL_TTL_MS);
    return image;
  })().finally(() => inFlight.delete(url));
  inFlight.set(url, load);
  return load;
}

/** A 4×3 light grey PNG: what a photo that cannot be shown is answered with, so the page logs no failed load. */
const PLACEHOLDER = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEUlEQVR42mN49OIDHDHg5AAAfaEguego+BYAAAAASUVORK5CYII="), (char) =>
  char.charCodeAt(0),
);

/**
 * The image as a response: its sniffed type, nosniff, a policy that runs nothing, cached by the
 * browser for an hour (private: it is behind the owner's session). A refusal is the placeholder,
 * with the reason in a header, cached five minutes.
 */
export function listingImageResponse(image: ListingImage): Response {
  const common = {
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
    "cross-origin-resource-policy": "same-origin",
  };
  if (!image.ok)
    return new Response(PLACEHOLDER, {
      headers: { ...common, "content-type": "image/png", "cache-control": "private, max-age=300", "x-listing-image": `placeholder; reason=${image.reason}` },
    });
  return new Response(image.bytes, {
    headers: { ...common, "content-type": image.mime, "content-length": String(image.size), "cache-control": "private, max-age=3600", "x-listing-image": "ok" },
  });
}
