// What scripts/server.mjs does to a request before Next sees it: request IDs, the path the
// access log shows, and the guards on request bodies (size and idle time). Plain JavaScript,
// because the server runs it as it is, also from the standalone output in the container.
import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import { envelope, HELD_BODY, JSON_BODY_LIMIT } from "../lib/runtime-contract.mjs";

const UPLOADS = /^\/api\/uploads\//;

/**
 * How a body to this path is received. JSON bodies are small: they are held here, whole, before
 * Next sees the request, so a slow or oversized one is refused without Next ever waiting on it.
 * Uploads are large and streamed to storage by their route, which checks the URL's token and then
 * the size for the file's type (lib/files/upload.ts), declared or counted, before reading on: only
 * their idle time is checked here.
 */
export function bodyPolicy(pathname) {
  return UPLOADS.test(pathname) ? { limit: Number.POSITIVE_INFINITY, hold: false } : { limit: JSON_BODY_LIMIT, hold: true };
}

export const hasBody = (request) => Number(request.headers["content-length"] ?? 0) > 0 || request.headers["transfer-encoding"] !== undefined;

const SANE_REQUEST_ID = /^[A-Za-z0-9._:@+=/-]{8,128}$/;

/** A proxy's X-Request-Id when we trust the proxy and the ID looks like one; otherwise a new UUID. */
export function requestIdFor(request, trustProxy) {
  const offered = request.headers["x-request-id"];
  return trustProxy && typeof offered === "string" && SANE_REQUEST_ID.test(offered) ? offered : randomUUID();
}

/**
 * The path as the access log shows it: no query string (upload URLs carry their token there)
 * and no file key (a public file's address is its key: /api/files/<id>/<key>).
 */
export function loggedPath(url = "/") {
  const pathname = url.split("?")[0] || "/";
  return pathname.replace(/^(\/api\/files\/[^/]+\/)[^/]+/, "$1[key]").slice(0, 512);
}

/**
 * What a refused client may still send, read and dropped, before its connection is closed: a
 * socket closed with unread data resets the connection, and a client that sends its whole body
 * before it reads (Python's urllib and most scripts: no Expect: 100-continue) would lose the
 * answer. Bounded in bytes, in total time, and by the body timeout between two pieces.
 */
export const DISCARD_LIMIT_BYTES = 64 * 1024 * 1024;
export const DISCARD_TIME_MS = 30_000;

/**
 * Answers on the socket itself, then reads and drops the rest of the body (within the bounds
 * above) before closing. Only for requests Next never saw: their response object is untouched.
 */
function refuseOnSocket(request, status, message, requestId, idleMs) {
  const socket = request.socket;
  if (socket.destroyed) return;
  const body = JSON.stringify(envelope(null, status, message));
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    "Content-Type: application/json",
    `Content-Length: ${Buffer.byteLength(body)}`,
    `X-Request-Id: ${requestId}`,
    "Connection: close",
  ];
  socket.end(`${head.join("\r\n")}\r\n\r\n${body}`);
  discardRest(request, idleMs);
}

/**
 * Drops what the HTTP parser still hands the request, then closes: a moment after the body's
 * end (the client has the answer by then and closes itself), or at once past a bound.
 */
function discardRest(request, idleMs) {
  const socket = request.socket;
  let discarded = 0;
  let idle;
  const close = () => {
    clearTimeout(idle);
    clearTimeout(deadline);
    socket.destroy();
  };
  const closeAfter = (ms) => {
    clearTimeout(idle);
    idle = setTimeout(close, ms);
    idle.unref();
  };
  const deadline = setTimeout(close, DISCARD_TIME_MS);
  deadline.unref();
  closeAfter(idleMs);
  // Returning true keeps the parser reading: nothing is held, so nothing pauses the socket.
  request.push = (chunk) => {
    if (chunk === null) {
      closeAfter(2_000);
      return false;
    }
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT_BYTES) close();
    else closeAfter(idleMs);
    return true;
  };
}

/**
 * Guards the body of a request that has one. Returns a promise that resolves to true when the
 * request may go on to Next (for a held body: once all of it is here) and false when it was
 * refused: 413 as soon as it passes the limit, 408 when no byte came for idleMs.
 *
 * The HTTP parser hands body bytes to request.push(); wrapping it sees every byte as it
 * arrives, whoever reads the request, and never holds more than the limit.
 */
export function guardBody(request, { limit, hold, idleMs, requestId, onRefused }) {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) {
    onRefused(413);
    refuseOnSocket(request, 413, `Request body is larger than ${limit} bytes`, requestId, idleMs);
    return Promise.resolve(false);
  }
  const push = request.push.bind(request);
  const held = [];
  let size = 0;
  let refused = false;
  let timer;
  return new Promise((resolve) => {
    const stop = (status, message) => {
      refused = true;
      clearTimeout(timer);
      held.length = 0;
      onRefused(status);
      // A stalled client is given a short while to read its 408, not another idle period.
      if (hold) refuseOnSocket(request, status, message, requestId, status === 408 ? Math.min(idleMs, 2_000) : idleMs);
      else request.socket.destroy();
      resolve(false);
    };
    const idle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => stop(408, `The request body stalled: nothing arrived for ${idleMs} ms`), idleMs);
      timer.unref();
    };
    idle();
    request.push = (chunk, encoding) => {
      if (refused) return true;
      if (chunk === null) {
        clearTimeout(timer);
        request.push = push;
        if (hold) {
          // Whole and small: the /chat fast path takes it from here (scripts/chat-routes.mjs); Next reads the stream.
          request[HELD_BODY] = held.length === 1 ? held[0] : Buffer.concat(held);
          for (const piece of held) push(piece);
          held.length = 0;
          push(null);
          resolve(true);
          return false;
        }
        return push(null);
      }
      idle();
      // A streamed body goes on to its reader, which counts it against its own limit.
      if (!hold) return push(chunk, encoding);
      size += chunk.length;
      if (size > limit) {
        stop(413, `Request body is larger than ${limit} bytes`);
        return true;
      }
      held.push(chunk);
      return true;
    };
    if (!hold) resolve(true);
  });
}
