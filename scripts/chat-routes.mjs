// The /chat API's fast path: scripts/server.mjs hands a request for an endpoint under /chat
// straight to that endpoint's route handler, the one Next built from app/chat/<Area>/<Name>/route.ts,
// without Next's router and proxy in between. The handlers are plain Request → Response functions
// (lib/api/endpoint.ts), so the answer is the same; what Next's routing cost for each call (about
// 2 ms of CPU, most of a list request's) is not spent. Pages, the widget files, /api/* and any path
// this does not know still go to Next, and `next dev` or a serverless host route /chat themselves.
// Plain JavaScript, because the server runs it as it is, also from the standalone output.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { CHAT_ROUTES } from "../lib/api/chat-paths.mjs";
import { canonicalChatPath } from "../lib/api/chat-path.mjs";
import { HELD_BODY, REPLY_TEXT, ROUTE_METHODS } from "../lib/runtime-contract.mjs";
import { appRouteFiles, headerRules, nextCompression, routeUserland } from "./next-internals.mjs";

/** Only these replies are streamed as they come; the JSON envelopes are sent whole, with their length. */
const STREAMED = /^(application\/x-ndjson|text\/event-stream|text\/plain)/i;

/**
 * Reads the build: which file holds each /chat endpoint of the path table, and the headers
 * next.config.ts adds to every reply.
 */
export function loadChatRoutes(distDir, port) {
  const built = appRouteFiles(distDir);
  const files = new Map();
  for (const route of CHAT_ROUTES) if (built.has(`${route}/route`)) files.set(route, built.get(`${route}/route`));
  const headers = headerRules(distDir);
  // Only unconditional rules are ours (next.config.ts has no has/missing); a conditional one would
  // need Next's matcher, so its presence sends /chat back through Next rather than drop a header.
  if (headers.some((rule) => rule.has || rule.missing)) return { size: 0, match: () => undefined };
  const rules = headers.map((rule) => ({ regex: new RegExp(rule.regex), headers: rule.headers }));
  const compression = nextCompression();
  const handlers = new Map();

  async function handlerFor(file, method) {
    let userland = handlers.get(file);
    if (!userland) {
      userland = await routeUserland(file);
      handlers.set(file, userland);
    }
    return userland[method];
  }

  return {
    size: files.size,
    /** The endpoint's file when this path names one (in any case, with trailing slashes or not) and the method is one a route answers. */
    match(pathname, method) {
      const route = ROUTE_METHODS.includes(method) && canonicalChatPath(pathname);
      return route ? files.get(route) : undefined;
    },
    /** Answers the request with the endpoint's handler; the body, when there is one, is held whole already. */
    async serve(file, request, response) {
      const handler = await handlerFor(file, request.method);
      const pathname = (request.url ?? "/").split("?")[0];
      const abort = new AbortController();
      // Tells a streaming handler (lib/chat/ask.ts) that the client went away, as Next does.
      response.once("close", () => response.writableFinished || abort.abort());
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (Array.isArray(value)) for (const item of value) headers.append(name, item);
        else if (value !== undefined) headers.set(name, value);
      }
      let body;
      if (request.method !== "GET") {
        // The body guard (scripts/http-guards.mjs) held it whole already; a request without one has none to read.
        body = request[HELD_BODY];
        if (!body) {
          const chunks = [];
          for await (const chunk of request) chunks.push(chunk);
          body = Buffer.concat(chunks);
        }
      }
      // Next builds request.url on localhost too; handlers read the Host header for the address.
      // The body is not copied into the Request's stream (which the handler would read back, chunk
      // by chunk): lib/api/body.ts parses the bytes held here, and a handler that reads the stream
      // anyway gets one made from them when it first asks.
      const webRequest = new Request(`http://localhost:${port}${request.url}`, { method: request.method, headers });
      if (body) {
        let stream;
        Object.defineProperty(webRequest, HELD_BODY, { value: body });
        Object.defineProperty(webRequest, "body", { get: () => (stream ??= new Blob([body]).stream()) });
      }
      // The signal is set on the request itself, not passed to the constructor: undici keeps a signal
      // given there in a FinalizationRegistry that frees it late, and under sustained load the server's
      // memory then grew steadily (600 → 798 MB over 120,000 requests, flat at 490 MB without it).
      Object.defineProperty(webRequest, "signal", { value: abort.signal });
      const reply = await handler(webRequest);

      for (const rule of rules) if (rule.regex.test(pathname)) for (const { key, value } of rule.headers) response.setHeader(key, value);
      const cookies = reply.headers.getSetCookie();
      for (const [name, value] of reply.headers) if (name !== "set-cookie") response.setHeader(name, value);
      if (cookies.length > 0) response.setHeader("set-cookie", cookies);
      response.statusCode = reply.status;
      if (!reply.body) return void response.end();
      if (STREAMED.test(reply.headers.get("content-type") ?? "")) {
        // A client that leaves mid-stream cancels the handler's stream (the answer is stored as interrupted).
        await pipeline(Readable.fromWeb(reply.body), response).catch(() => {});
        return;
      }
      // An envelope's text as lib/api/envelope.ts wrote it, or the body read back.
      const text = reply[REPLY_TEXT];
      const whole = typeof text === "string" ? Buffer.from(text) : Buffer.from(await reply.arrayBuffer());
      // Next's own compression (gzip when asked for, over 1 KB, Vary: Accept-Encoding), as on its paths.
      await new Promise((resolve) => compression(request, response, resolve));
      response.setHeader("content-length", whole.length);
      response.end(whole);
    },
  };
}
