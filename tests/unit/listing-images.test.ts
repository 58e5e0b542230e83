import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ByteLru } from "@/lib/listings/image-cache";
import { tinyPng } from "../api/bytes";
import { fetchListingImage, listingImageResponse, MAX_LISTING_IMAGE_BYTES } from "@/lib/listings/images";

// The image path's fetching side over real local servers (loopback is reachable only under the
// test setting and never in production, so the HTTP tests of tests/api cannot reach one).

const servers: http.Server[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function serve(routes: Record<string, { type: string; body: Buffer } | { redirect: string }>) {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(request.url ?? "");
    const route = routes[request.url ?? ""];
    if (!route) {
      response.writeHead(404).end();
    } else if ("redirect" in route) {
      response.writeHead(302, { location: route.redirect }).end();
    } else {
      response.writeHead(200, { "content-type": route.type, "content-length": route.body.length }).end(route.body);
    }
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
}

const png = tinyPng();

describe("fetchListingImage", () => {
  beforeEach(() => vi.stubEnv("KNOWLEDGE_FETCH_ALLOW_LOOPBACK", "1"));

  it("serves a PNG by the type its bytes show, whatever the header claims", async () => {
    const { origin } = await serve({ "/home.png": { type: "text/html", body: png } });
    const image = await fetchListingImage(`${origin}/home.png`);
    expect(image).toMatchObject({ ok: true, mime: "image/png", size: png.length });
    const response = listingImageResponse(image);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(response.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
  });

  it("refuses SVG, HTML and other non-images, an oversized image and a failed status, answering the placeholder", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const huge = Buffer.concat([png, Buffer.alloc(MAX_LISTING_IMAGE_BYTES)]);
    const { origin } = await serve({
      "/x.svg": { type: "image/svg+xml", body: svg },
      "/page": { type: "image/png", body: Buffer.from("<!doctype html><p>hi") },
      "/huge.png": { type: "image/png", body: huge },
    });
    expect(await fetchListingImage(`${origin}/x.svg`)).toMatchObject({ ok: false, reason: "unsupportedType" });
    expect(await fetchListingImage(`${origin}/page`)).toMatchObject({ ok: false, reason: "unsupportedType" });
    expect(await fetchListingImage(`${origin}/huge.png`)).toMatchObject({ ok: false, reason: "tooLarge" });
    expect(await fetchListingImage(`${origin}/gone.png`)).toMatchObject({ ok: false, reason: "httpStatus" });
    const placeholder = listingImageResponse({ ok: false, reason: "tooLarge", size: 64 });
    expect(placeholder.status).toBe(200);
    expect(placeholder.headers.get("content-type")).toBe("image/png");
    expect(placeholder.headers.get("x-listing-image")).toBe("placeholder; reason=tooLarge");
    expect(placeholder.headers.get("cache-control")).toBe("private, max-age=300");
  });

  it("re-vets a redirect, and without the test setting never connects to loopback", async () => {
    const { origin: inner } = await serve({ "/home.png": { type: "image/png", body: png } });
    const { origin } = await serve({ "/moved.png": { redirect: "http://169.254.169.254/latest/meta-data" }, "/ok.png": { redirect: `${inner}/home.png` } });
    expect(await fetchListingImage(`${origin}/moved.png`)).toMatchObject({ ok: false, reason: "privateAddress" });
    expect(await fetchListingImage(`${origin}/ok.png`)).toMatchObject({ ok: true, mime: "image/png" });
    vi.unstubAllEnvs();
    const { origin: other, hits } = await serve({ "/home.png": { type: "image/png", body: png } });
    expect(await fetchListingImage(`${other}/home.png`)).toMatchObject({ ok: false, reason: "privateAddress" });
    expect(hits).toEqual([]);
  });
});

describe("ByteLru", () => {
  it("keeps at most its bytes, evicting the least recently used, and expires entries", () => {
    let now = 0;
    const cache = new ByteLru<{ size: number; name: string }>(100, () => now);
    cache.set("a", { size: 40, name: "a" }, 1000);
    cache.set("b", { size: 40, name: "b" }, 1000);
    expect(cache.get("a")?.name).toBe("a");
    cache.set("c", { size: 40, name: "c" }, 1000);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.name).toBe("a");
    expect(cache.totalBytes).toBe(80);
    cache.set("huge", { size: 101, name: "huge" }, 1000);
    expect(cache.get("huge")).toBeUndefined();
    now = 1000;
    expect(cache.get("c")).toBeUndefined();
    expect(cache.totalBytes).toBe(40);
  });
});
