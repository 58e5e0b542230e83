import { AppError } from "@/lib/errors";
import { checkUrl, refusal, type VettedAddress, vetHost } from "@/lib/net/address";
import { requestPinned, startDeadline } from "@/lib/net/request";

export const USER_AGENT = "CasabotBot";
const MAX_REDIRECTS = 5;

/** What fetchPage accepts, by the Content-Type's media type. */
export const PAGE_TYPES = new Set([
  "text/html",
  "application/xhtml+xml",
  "text/plain",
  "text/markdown",
  "text/x-markdown",
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
]);

export interface FetchOptions {
  /** Bytes of body read at most; past it the fetch fails with tooLarge. Default 5 MiB. */
  maxBytes?: number;
  /** The whole fetch, DNS and redirects included. Default 15 s. */
  timeoutMs?: number;
  /** Longest silence while connecting or reading. Default 5 s. */
  idleTimeoutMs?: number;
  /** Called with each hop's URL (the first and every redirect's) before connecting; throws to refuse it (robots.txt). */
  allowHop?: (url: string) => Promise<void>;
}

export interface FetchedPage {
  /** The URL after redirects: links and citations resolve against it. */
  finalUrl: string;
  /** The media type, lower case, without parameters: one of PAGE_TYPES. */
  contentType: string;
  /** The Content-Type's charset parameter, when given. */
  charset?: string;
  bytes: Buffer;
}

interface RawResponse {
  finalUrl: string;
  status: number;
  contentType: string;
  charset?: string;
  bytes: Buffer;
}

const limits = (options: FetchOptions) => ({
  maxBytes: options.maxBytes ?? 5 * 1024 * 1024,
  timeoutMs: options.timeoutMs ?? 15_000,
  idleTimeoutMs: options.idleTimeoutMs ?? 5_000,
});

function mediaType(header: string | undefined): { contentType: string; charset?: string } {
  const [type = "", ...params] = (header ?? "").split(";");
  const charset = params
    .map((param) => param.trim().toLowerCase())
    .find((param) => param.startsWith("charset="))
    ?.slice("charset=".length)
    .replace(/"/g, "");
  return { contentType: type.trim().toLowerCase(), charset: charset || undefined };
}

/** One GET to the vetted addresses (lib/net/request.ts). */
function requestOnce(url: URL, addresses: VettedAddress[], maxBytes: number, idleTimeoutMs: number, signal: AbortSignal) {
  return requestPinned(url, addresses, {
    method: "GET",
    headers: { "user-agent": USER_AGENT, accept: "text/html,application/xhtml+xml,text/*;q=0.9,*/*;q=0.5", "accept-encoding": "identity" },
    maxBytes,
    idleTimeoutMs,
    signal,
    what: "page",
    peer: "site",
  });
}

/**
 * GET through the guards, following up to 5 redirects by hand and vetting every hop's URL and
 * addresses before connecting. Any status comes back; only the guards refuse. For robots.txt.
 */
export async function fetchGuarded(startUrl: string, options: FetchOptions = {}): Promise<RawResponse> {
  const { maxBytes, timeoutMs, idleTimeoutMs } = limits(options);
  const { deadline, signal, clear } = startDeadline(timeoutMs, `The site did not answer within ${timeoutMs} ms`);
  try {
    let url = checkUrl(startUrl);
    const seen = new Set<string>([url.href]);
    for (let hop = 0; ; hop++) {
      await Promise.race([options.allowHop?.(url.href), deadline]);
      const addresses = await vetHost(url, deadline);
      const { response, bytes } = await Promise.race([requestOnce(url, addresses, maxBytes, idleTimeoutMs, signal), deadline]).catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        if (signal.aborted) throw refusal("upstreamFailed", "timeout", `The site did not answer within ${timeoutMs} ms`);
        throw refusal("upstreamFailed", "network", `The site could not be reached (${(error as NodeJS.ErrnoException).code ?? "network error"})`);
      });
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if ([301, 302, 303, 307, 308].includes(status) && location) {
        if (hop >= MAX_REDIRECTS) throw refusal("upstreamFailed", "tooManyRedirects", `More than ${MAX_REDIRECTS} redirects`);
        let next: URL;
        try {
          next = checkUrl(new URL(location, url).href);
        } catch (error) {
          throw error instanceof AppError ? error : refusal("upstreamFailed", "badUrl", "The site redirected to an invalid URL");
        }
        next.hash = "";
        if (seen.has(next.href)) throw refusal("upstreamFailed", "redirectLoop", "The site redirects in a loop");
        seen.add(next.href);
        url = next;
        continue;
      }
      if (response.headers["content-encoding"] && response.headers["content-encoding"] !== "identity")
        throw refusal("unsupportedType", "unsupportedType", "The site sent a compressed body although none was asked for");
      return { finalUrl: url.href, status, ...mediaType(response.headers["content-type"]), bytes };
    }
  } finally {
    clear();
  }
}

/**
 * Fetches one page under every guard (see fetchGuarded) and accepts only a 2xx answer of a
 * type in PAGE_TYPES. Throws an AppError whose `data.reason` is a FetchRefusal.
 */
export async function fetchPage(url: string, options: FetchOptions = {}): Promise<FetchedPage> {
  const raw = await fetchGuarded(url, options);
  if (raw.status < 200 || raw.status > 299) throw refusal("upstreamFailed", "httpStatus", `The site answered with status ${raw.status}`);
  if (!PAGE_TYPES.has(raw.contentType))
    throw refusal(
      "unsupportedType",
      "unsupportedType",
      `Pages of type ${raw.contentType || "(none given)"} are not read; HTML, text, Markdown, PDF and DOCX are`,
    );
  return { finalUrl: raw.finalUrl, contentType: raw.contentType, charset: raw.charset, bytes: raw.bytes };
}
