import robotsParser from "robots-parser";
import { AppError } from "@/lib/errors";
import { checkUrl, refusal, refusalOf } from "@/lib/net/address";
import { type FetchOptions, fetchGuarded, USER_AGENT } from "./fetch-page";

/** robots.txt bodies past this are refused: the matcher's cost grows with the file's size times the URL's length. */
const MAX_ROBOTS_BYTES = 64 * 1024;

type Verdict = { allowed: (url: string) => boolean } | { error: AppError };

/**
 * robots.txt per origin, fetched once through the guarded fetcher. A crawl makes one; one-off
 * fetches make their own. A 4xx (no robots.txt) allows everything; a 5xx, a timeout or a
 * refused robots.txt refuses the site, as a crawler cannot know what it would have forbidden.
 */
export class RobotsCache {
  private readonly verdicts = new Map<string, Promise<Verdict>>();

  private readonly options: FetchOptions;

  constructor({ maxBytes, timeoutMs, idleTimeoutMs }: FetchOptions = {}) {
    this.options = { maxBytes, timeoutMs, idleTimeoutMs };
  }

  /** Resolves when robots.txt lets CasabotBot fetch the URL; otherwise throws an AppError (reason "robots", or the fetch's). */
  async check(rawUrl: string): Promise<void> {
    const url = checkUrl(rawUrl);
    let verdict = this.verdicts.get(url.origin);
    if (!verdict) {
      verdict = this.load(url.origin);
      this.verdicts.set(url.origin, verdict);
    }
    const result = await verdict;
    if ("error" in result) throw result.error;
    if (!result.allowed(url.href)) throw refusal("forbidden", "robots", `robots.txt of ${url.origin} does not allow ${USER_AGENT} to fetch this page`);
  }

  private async load(origin: string): Promise<Verdict> {
    const robotsUrl = `${origin}/robots.txt`;
    try {
      const raw = await fetchGuarded(robotsUrl, { ...this.options, maxBytes: MAX_ROBOTS_BYTES });
      if (raw.status >= 400 && raw.status < 500) return { allowed: () => true };
      if (raw.status < 200 || raw.status > 299)
        return { error: refusal("upstreamFailed", "robots", `robots.txt of ${origin} could not be read (status ${raw.status})`) };
      const robots = robotsParser(robotsUrl, raw.bytes.toString("utf8"));
      // undefined means the URL is not under this robots.txt's origin; check() keys by origin, so it cannot happen.
      return { allowed: (url) => robots.isAllowed(url, USER_AGENT) !== false };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { error: refusal(error.kind, refusalOf(error) ?? "robots", `robots.txt of ${origin} could not be read: ${error.message}`) };
    }
  }
}
