// What scripts/server.mjs and the app (Next's bundles of lib/, instrumentation.ts) agree on:
// the envelope, the headers the server writes for the routes, the methods a route file
// exports, how a /chat path names its endpoint, and the state they share in this process.
// Plain JavaScript, because the server runs it as it is, also from the standalone output
// (Dockerfile); typed by runtime-contract.d.mts. It imports nothing of the app but the
// generated path table, so that both sides can load it.
import { CHAT_ROUTES } from "./api/chat-paths.mjs";

/** The `Version` of every envelope. */
export const API_VERSION = "1.0.0";

/** The reply of every API call, refusals included; its `Code` is always the HTTP status. */
export function envelope(data, code = 200, message = "") {
  return { Data: data, Version: API_VERSION, Success: code === 200, Code: code, Message: message };
}

/** The largest JSON body the API takes: the server refuses a larger one before Next reads it, and lib/api/body.ts as it reads. */
export const JSON_BODY_LIMIT = 1024 * 1024;

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

const byLowerCase = new Map(CHAT_ROUTES.map((route) => [route.toLowerCase(), route]));

/**
 * The /chat route a path names, in any case and with or without trailing slashes (existing
 * clients send /chat/chatbot/edit/), or undefined when it names none. proxy.ts rewrites to it;
 * the server's fast path (scripts/chat-routes.mjs) serves it.
 */
export function canonicalChatPath(pathname) {
  // Only from the first of the trailing slashes: tried from each slash of a long run, the match took quadratic time.
  return byLowerCase.get(pathname.replace(/(?<!\/)\/+$/, "").toLowerCase());
}

/**
 * The process's shared state. Next may load a module of lib/ once per route bundle, and the
 * server loads this file apart from all of them: state kept in a module variable would be one
 * copy among several, so it lives in one object on globalThis, under a registered symbol.
 */
export const processState = (globalThis[Symbol.for("casabot.process")] ??= {});
