import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";
import { AppError } from "@/lib/errors";
import { checkUrl, refusal, vetHost } from "./address";
import { requestPinned, startDeadline } from "./request";

export interface PostedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** At most `maxBytes` of the response body. */
  bytes: Buffer;
}

export interface PostOptions {
  /** POST by default; a GET sends no body. */
  method?: "GET" | "POST";
  headers: OutgoingHttpHeaders;
  body?: string;
  /** The whole call, DNS included. Default 10 s. */
  timeoutMs?: number;
  /** Response bytes read at most. Default 64 KiB. */
  maxBytes?: number;
}

/**
 * One POST (or GET) to a URL an owner gave (a webhook endpoint, a CRM), under the same guards as the
 * knowledge fetch: http(s) only, no credentials in the URL, every resolved address public
 * (loopback only under the test setting), standard ports, and the connection pinned to the
 * vetted addresses. No redirect is followed: a 3xx comes back as the status it is, and the
 * caller counts it as a failure. Throws an AppError whose `data.reason` is a FetchRefusal.
 */
export async function postGuarded(rawUrl: string, options: PostOptions): Promise<PostedResponse> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const { deadline, signal, clear } = startDeadline(timeoutMs, `No answer within ${timeoutMs / 1000} s`);
  try {
    const url = checkUrl(rawUrl);
    const addresses = await vetHost(url, deadline);
    const { response, bytes } = await Promise.race([
      requestPinned(url, addresses, {
        method: options.method ?? "POST",
        headers: options.body === undefined ? options.headers : { "content-length": Buffer.byteLength(options.body), ...options.headers },
        body: options.body,
        maxBytes: options.maxBytes ?? 64 * 1024,
        idleTimeoutMs: timeoutMs,
        signal,
        what: "response",
        peer: "server",
      }),
      deadline,
    ]).catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      if (signal.aborted) throw refusal("upstreamFailed", "timeout", `No answer within ${timeoutMs / 1000} s`);
      throw refusal("upstreamFailed", "network", `The server could not be reached (${(error as NodeJS.ErrnoException).code ?? "network error"})`);
    });
    return { status: response.statusCode ?? 0, headers: response.headers, bytes };
  } finally {
    clear();
  }
}
