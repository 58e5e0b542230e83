import { parseHTML } from "linkedom";
import { AppError, invalidInput } from "@/lib/errors";
import { checkUrl, type FetchRefusal, MAX_URL_LENGTH, refusal, refusalOf } from "@/lib/net/address";
import { type FetchedPage, type FetchOptions, fetchPage } from "./fetch-page";
import { RobotsCache } from "./robots";
import { MAX_CRAWL_PAGES } from "../limits";

export { MAX_CRAWL_PAGES };

export interface CrawlOptions extends FetchOptions {
  /** Pages fetched at most (1 to MAX_CRAWL_PAGES). */
  maxPages: number;
  /** Body bytes over the whole crawl; no page starts once they are spent. Default 20 MiB. */
  maxTotalBytes?: number;
  /** The whole crawl, robots.txt included. Default 60 s. */
  totalTimeoutMs?: number;
}

export interface RefusedPage {
  url: string;
  reason: FetchRefusal;
  message: string;
}

export interface CrawlResult {
  pages: FetchedPage[];
  refused: RefusedPage[];
  /** Why the crawl ended before running out of links, if it did. */
  stoppedBy?: "maxPages" | "bytes" | "time";
}

/** Links to these are never fetched: not text a knowledge base can read. PDF, DOCX, Markdown and text are kept. */
const SKIPPED_EXTENSIONS =
  /\.(?:png|jpe?g|gif|webp|avif|svg|ico|bmp|tiff?|css|js|mjs|json|xml|rss|atom|zip|gz|tgz|bz2|xz|7z|rar|tar|exe|dmg|msi|apk|iso|bin|mp3|wav|ogg|flac|m4a|mp4|m4v|mov|avi|mkv|webm|woff2?|ttf|otf|eot|doc|xls|xlsx|ppt|pptx|odt|ods|csv)$/i;

const toRefused = (url: string, error: unknown): RefusedPage => {
  if (!(error instanceof AppError)) throw error;
  return { url, reason: refusalOf(error) ?? "network", message: error.message };
};

/** Same-origin http(s) links of an HTML page, without fragments, in document order. */
export function sameOriginLinks(html: string, pageUrl: string, origin: string): string[] {
  const { document } = parseHTML(html);
  const base = document.querySelector("base[href]")?.getAttribute("href");
  let baseUrl: URL;
  try {
    baseUrl = new URL(base ?? pageUrl, pageUrl);
  } catch {
    baseUrl = new URL(pageUrl);
  }
  const links: string[] = [];
  for (const anchor of document.querySelectorAll("a[href]")) {
    const href = anchor.getAttribute("href") ?? "";
    if (href.length > MAX_URL_LENGTH) continue;
    let url: URL;
    try {
      url = new URL(href, baseUrl);
    } catch {
      continue;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") continue;
    if (url.origin !== origin || url.username || url.password) continue;
    if (SKIPPED_EXTENSIONS.test(url.pathname)) continue;
    url.hash = "";
    links.push(url.href);
  }
  return links;
}

/** One URL under robots.txt and the guards: the single-URL "add a page" path. */
export async function fetchAllowedPage(url: string, options: FetchOptions = {}, robots = new RobotsCache(options)): Promise<FetchedPage> {
  // Every hop: a redirect may lead to a path robots.txt forbids.
  return fetchPage(url, { ...options, allowHop: (hop) => robots.check(hop) });
}

/**
 * Breadth-first over the start page's site: same-origin links of HTML pages (the origin of
 * where the start URL lands, so http → https is followed), each respecting robots.txt and every
 * fetch guard, bounded by maxPages, maxTotalBytes and totalTimeoutMs. Refusals are collected,
 * not thrown, except a bad start URL, which throws as fetchPage does.
 */
export async function crawlSite(startUrl: string, options: CrawlOptions): Promise<CrawlResult> {
  const start = checkUrl(startUrl);
  start.hash = "";
  if (!Number.isInteger(options.maxPages) || options.maxPages < 1) throw invalidInput("maxPages must be a whole number of at least 1");
  const maxPages = Math.min(MAX_CRAWL_PAGES, options.maxPages);
  const maxTotalBytes = options.maxTotalBytes ?? 20 * 1024 * 1024;
  const deadline = Date.now() + (options.totalTimeoutMs ?? 60_000);
  // Failed fetches cost too: at most this many attempts, and this many known URLs in memory.
  const maxAttempts = maxPages * 2;
  const maxKnown = maxPages * 20;

  const robots = new RobotsCache({ ...options, timeoutMs: Math.min(options.timeoutMs ?? 15_000, options.totalTimeoutMs ?? 60_000) });
  const pages: FetchedPage[] = [];
  const refused: RefusedPage[] = [];
  const known = new Set<string>([start.href]);
  const queue: string[] = [start.href];
  let origin: string | undefined;
  let spentBytes = 0;
  let attempts = 0;
  let stoppedBy: CrawlResult["stoppedBy"];

  while (queue.length > 0) {
    if (pages.length >= maxPages || attempts >= maxAttempts) {
      stoppedBy = "maxPages";
      break;
    }
    if (spentBytes >= maxTotalBytes) {
      stoppedBy = "bytes";
      break;
    }
    const remainingMs = deadline - Date.now();
    if (remainingMs <= 0) {
      stoppedBy = "time";
      break;
    }
    const url = queue.shift() as string;
    // The byte budget is checked between pages, so the last page may overshoot it by up to maxBytes.
    const fetchOptions: FetchOptions = {
      ...options,
      timeoutMs: Math.min(options.timeoutMs ?? 15_000, remainingMs),
      // Once the site is known, a redirect off it is refused before connecting (not even its robots.txt is read).
      allowHop: async (hop) => {
        if (origin && new URL(hop).origin !== origin) throw refusal("forbidden", "offSite", `The page redirected off the site, to ${new URL(hop).origin}`);
        await robots.check(hop);
      },
    };
    try {
      attempts++;
      const page = await fetchPage(url, fetchOptions);
      origin ??= new URL(page.finalUrl).origin;
      if (pages.some((seen) => seen.finalUrl === page.finalUrl)) continue;
      known.add(page.finalUrl);
      pages.push(page);
      spentBytes += page.bytes.length;
      if (page.contentType !== "text/html" && page.contentType !== "application/xhtml+xml") continue;
      for (const link of sameOriginLinks(page.bytes.toString("utf8"), page.finalUrl, origin)) {
        if (known.size >= maxKnown) break;
        if (known.has(link)) continue;
        known.add(link);
        queue.push(link);
      }
    } catch (error) {
      refused.push(toRefused(url, error));
    }
  }
  return { pages, refused, ...(stoppedBy ? { stoppedBy } : {}) };
}
