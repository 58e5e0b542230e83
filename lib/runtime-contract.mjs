// What scripts/server.mjs and the app (Next's bundles of lib/, instrumentation.ts) agree on:
// the envelope, the headers the server writes for the routes, the methods a route file
// exports, and the state they share in this process.
// Plain JavaScript, because the server runs it as it is, also from the standalone output
// (Dockerfile); typed by runtime-contract.d.mts. It imports nothing, so that both sides can
// load it; how a /chat path names its endpoint is lib/api/chat-path.mjs.

/** The `Version` of every envelope. */
export const API_VERSION = "1.0.0";

/** The reply of every API call, refusals included; its `Code` is always the HTTP status. */
export function envelope(data, code = 200, message = "") {
  return { Data: data, Version: API_VERSION, Success: code === 200, Code: code, Message: message };
}

/** The largest JSON body the API takes: the server refuses a larger one before Next reads it, and lib/api/body.ts as it reads. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * A JSON body held whole before its handler runs, under this symbol: on the node request by the
 * body guard (scripts/http-guards.mjs), then on the Request by the /chat fast path
 * (scripts/chat-routes.mjs), where lib/api/body.ts parses it instead of reading a stream again.
 */
export const HELD_BODY = Symbol.for("casabot.heldBody");

/**
 * A JSON reply's text, hung on the Response under this symbol by lib/api/envelope.ts, so that the
 * fast path sends it without reading the Response's stream back.
 */
export const REPLY_TEXT = Symbol.for("casabot.replyText");

/** The methods a /chat route file exports (lib/api/endpoint.ts routeMethods); others (HEAD) go to Next. */
export const ROUTE_METHODS = Object.freeze(["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Next drops the body of every GET, so the server hands a GET under /chat that carries one
 * to Next as a POST with this header set to `GET`; the route answers it as its GET. The
 * server deletes any a client sent.
 */
export const ORIGINAL_METHOD_HEADER = "x-casabot-method";

/**
 * The connection's peer address, which the server puts here for every request after it drops
 * whatever a client sent under this name (lib/auth/http.ts clientAddress reads it).
 */
export const CLIENT_ADDRESS_HEADER = "x-casabot-client-address";

/**
 * The process's shared state. Next may load a module of lib/ once per route bundle, and the
 * server loads this file apart from all of them: state kept in a module variable would be one
 * copy among several, so it lives in one object on globalThis, under a registered symbol.
 */
export const processState = (globalThis[Symbol.for("casabot.process")] ??= {});

/** The most server processes WEB_CONCURRENCY may ask for. */
export const WEB_CONCURRENCY_MAX = 64;

/**
 * How many server processes WEB_CONCURRENCY asks for: a whole number from 1 to
 * WEB_CONCURRENCY_MAX, or `auto` for one per core (`cores`: os.availableParallelism(), this file
 * imports nothing), at most the maximum. Unset or empty is 1; undefined for any other value.
 * Read by the server (how many workers to start) and by the configuration check (lib/config.ts),
 * which names a wrong value.
 */
export function webConcurrency(value, cores) {
  const text = value?.trim() ?? "";
  if (text === "") return 1;
  if (text.toLowerCase() === "auto") return Math.max(1, Math.min(WEB_CONCURRENCY_MAX, cores));
  const workers = /^\d{1,3}$/.test(text) ? Number(text) : 0;
  return workers >= 1 && workers <= WEB_CONCURRENCY_MAX ? workers : undefined;
}

/**
 * How every launcher we ship starts scripts/server.mjs (`npm start`, the Dockerfile's CMD, the
 * bench), since neither setting can be changed inside a running process (issue 38):
 * - V8's young generation at most 8 MB a semi-space. Its default, 16, kept 34 MB of young space
 *   under load for requests whose objects live a few milliseconds.
 * - glibc's malloc in two arenas. V8's compiler threads each kept an arena of freed memory
 *   (V8's peak malloced memory was 71 MB, 4 MB in use).
 * At the bench's peak (20,000 listings, list and ask cases at 16 and 64 connections) these two
 * took the server from 340 to 296 MB RSS. Set only where the environment does not say otherwise.
 */
export const SERVER_NODE_ARGS = Object.freeze(["--max-semi-space-size=8"]);
export const SERVER_ENV = Object.freeze({ MALLOC_ARENA_MAX: "2" });

/** The node arguments and environment that start scripts/server.mjs (at `serverPath`) as shipped. */
export function serverLaunch(serverPath, env = process.env) {
  const fromOptions = (flag) => `${env.NODE_OPTIONS ?? ""}`.includes(flag.split("=")[0]);
  return {
    args: [...SERVER_NODE_ARGS.filter((flag) => !fromOptions(flag)), serverPath],
    env: { ...SERVER_ENV, ...env },
  };
}
