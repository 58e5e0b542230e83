import http, { type IncomingMessage, type OutgoingHttpHeaders } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { refusal, type VettedAddress } from "./address";

export interface PinnedRequest {
  method: "GET" | "POST";
  headers: OutgoingHttpHeaders;
  body?: string | Buffer;
  /** Bytes of the response body read at most; past it the request fails with tooLarge. */
  maxBytes: number;
  /** Longest silence while connecting or reading. */
  idleTimeoutMs: number;
  signal: AbortSignal;
  /** What the body and the far end are called in messages: "page" and "site", "response" and "server". */
  what: string;
  peer: string;
}

/**
 * One request to addresses already vetted (lib/net/address.ts vetHost): the name stays the Host
 * and the TLS server name, so certificates still verify, but the connection is made through this
 * lookup, never the resolver again, which is what defeats DNS rebinding. Follows nothing: a
 * redirect comes back as the response it is. Reads at most `maxBytes` of body.
 */
export function requestPinned(url: URL, addresses: VettedAddress[], options: PinnedRequest) {
  // Every address was vetted; with `all` (Node's happy eyeballs) the socket may try each in turn.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    const [first] = addresses;
    if (lookupOptions.all) callback(null, addresses);
    else if (first) callback(null, first.address, first.family);
  };
  const client = url.protocol === "https:" ? https : http;
  const tooLarge = () => refusal("tooLarge", "tooLarge", `The ${options.what} is larger than ${options.maxBytes} bytes`);
  return new Promise<{ response: IncomingMessage; bytes: Buffer }>((resolve, reject) => {
    const request = client.request(url, { method: options.method, agent: false, lookup: pinned, signal: options.signal, headers: options.headers });
    request.setTimeout(options.idleTimeoutMs, () => request.destroy(refusal("upstreamFailed", "timeout", `The ${options.peer} stopped answering`)));
    request.on("error", (error) => reject(error));
    request.on("response", (response) => {
      const declared = Number(response.headers["content-length"]);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        request.destroy();
        return reject(tooLarge());
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) return request.destroy(tooLarge());
        chunks.push(chunk);
      });
      response.on("error", (error) => reject(error));
      response.on("end", () => resolve({ response, bytes: Buffer.concat(chunks) }));
    });
    request.end(options.body);
  });
}

/**
 * A whole call's deadline: `deadline` rejects with a timeout refusal saying `message` after
 * `timeoutMs` (race every step against it), and `signal` aborts the request then. `clear` when done.
 */
export function startDeadline(timeoutMs: number, message: string) {
  const controller = new AbortController();
  let onTimeout = () => {};
  const deadline = new Promise<never>((_, reject) => {
    onTimeout = () => reject(refusal("upstreamFailed", "timeout", message));
  });
  deadline.catch(() => {});
  const timer = setTimeout(() => {
    onTimeout();
    controller.abort();
  }, timeoutMs);
  return { deadline, signal: controller.signal, clear: () => clearTimeout(timer) };
}
