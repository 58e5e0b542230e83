// The production server: Next's request handler behind a plain node:http server, run by
// `npm start` and, from Next's standalone output, by the container (Dockerfile).
//
// Before Next sees a request it
// - gives it a request ID (X-Request-Id on every reply; the ID on every log line written
//   while it is handled, through one AsyncLocalStorage shared with lib/log.ts),
// - puts the connection's peer address in x-casabot-client-address (replacing any a client sent)
//   for the throttles, which read forwarded headers themselves when TRUST_PROXY says to,
// - guards its body (scripts/http-guards.mjs): 413 past the size limit, 408 when it stalls,
// - hands a GET under /chat that carries a JSON body (GetMessageCreditsUsage, ModelList: a
//   habit of existing clients; Next drops the body of every GET) to Next as a POST marked
//   with x-casabot-method: GET, which the route answers as its GET (lib/api/endpoint.ts
//   routeMethods); a route without GET still says 405.
// After it, one access-log line. On SIGTERM or SIGINT it stops accepting connections, lets
// requests in flight (streamed answers too) finish for up to SHUTDOWN_TIMEOUT_MS, closes the
// database (PGlite flushes to DATA_DIR) and exits 0.
// With WEB_CONCURRENCY > 1 (on PostgreSQL) this process is the primary of that many such server
// processes on one port (scripts/cluster.mjs), and serves nothing itself.
import { AsyncLocalStorage } from "node:async_hooks";
import cluster from "node:cluster";
import { createServer } from "node:http";
import { availableParallelism } from "node:os";
import { format } from "node:util";
import { setFlagsFromString } from "node:v8";
import pino from "pino";
import { CLIENT_ADDRESS_HEADER, envelope, ORIGINAL_METHOD_HEADER, processState, webConcurrency } from "../lib/runtime-contract.mjs";
import { loadChatRoutes } from "./chat-routes.mjs";
import { runPrimary } from "./cluster.mjs";
import { bodyPolicy, guardBody, hasBody, loggedPath, requestIdFor } from "./http-guards.mjs";
import { runInstrumentation, loadBuildConfig } from "./next-internals.mjs";

// As `next start` does; set before Next loads.
process.env.NODE_ENV = "production";

// After each full collection the heap may grow by HEAP_GROWING_PERCENT (30), not by V8's own
// factor, which on a busy machine is up to 4×: under 64 concurrent asks the server then stays
// near 320 MB rather than 530 to 690, at the same CPU per request within our noise (at 20: 300 MB,
// but a list request took 15 % more CPU in collections). Unlike a cap (--max-old-space-size) it
// never ends the process: the heap still grows as far as the work needs, 30 % at a time.
// 0 leaves V8's own growing; a --heap-growing-percent in NODE_OPTIONS wins (set at start, read
// at every collection). Checked with the rest of the configuration (lib/config.ts).
{
  const growing = /^\d{1,3}$/.test(process.env.HEAP_GROWING_PERCENT?.trim() ?? "") ? Number(process.env.HEAP_GROWING_PERCENT) : 30;
  if (growing > 0 && !/--heap[-_]growing[-_]percent/.test(`${process.env.NODE_OPTIONS ?? ""} ${process.execArgv.join(" ")}`))
    setFlagsFromString(`--heap-growing-percent=${growing}`);
}

const env = (name, fallback) => Number(process.env[name]?.trim() || fallback);
const port = env("PORT", 3000);
const hostname = process.env.HOST?.trim() || "0.0.0.0";
// TRUST_PROXY=1…9 or vercel: a proxy in front sets the forwarded headers (lib/proxy-trust.ts).
const trustProxy = /^([1-9]|vercel)$/i.test(process.env.TRUST_PROXY?.trim() ?? "");
// Headers must arrive within HEADERS_TIMEOUT_MS and the whole request within REQUEST_TIMEOUT_MS
// (generous: a 100 MB upload on a slow line); a body may not go quiet for longer than BODY_TIMEOUT_MS.
const headersTimeout = env("HEADERS_TIMEOUT_MS", 20_000);
const requestTimeout = env("REQUEST_TIMEOUT_MS", 300_000);
const bodyTimeout = env("BODY_TIMEOUT_MS", 30_000);
const shutdownTimeout = env("SHUTDOWN_TIMEOUT_MS", 10_000);
// An idle kept-alive connection is closed after KEEP_ALIVE_TIMEOUT_MS. Node's 5 s races clients
// (and proxies) that reuse a connection just as it closes: their request dies with ECONNRESET.
// Longer than the usual proxies' 60 s, so the client side always closes first.
const keepAliveTimeout = env("KEEP_ALIVE_TIMEOUT_MS", 65_000);
// Worker processes to start. Without DATABASE_URL (PGlite), or for a wrong value, one process
// starts, and its configuration check (lib/config.ts) refuses to go on, naming the problem.
const workers = cluster.isPrimary && process.env.DATABASE_URL?.trim() ? (webConcurrency(process.env.WEB_CONCURRENCY, availableParallelism()) ?? 1) : 1;
const address = `http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`;

// Shared with the app through lib/runtime-contract.mjs (whose ProcessState says what each is for).
const requestContext = (processState.requestContext ??= new AsyncLocalStorage());
processState.drainsOnShutdown = true;
processState.setsClientAddress = true;
processState.startupNotices = [];
if (cluster.isWorker) processState.workerLogFields = { worker: cluster.worker.id, pid: process.pid };

// An unknown LOG_LEVEL is reported by the configuration check below, not thrown here.
const level = process.env.LOG_LEVEL?.trim();
// Written synchronously: an asynchronous write still queued when the server calls process.exit
// is lost, and it is the last line ("database closed; exiting") that says the stop was clean.
// The lines of one turn of the event loop (under load, several requests' access lines) go out
// in one write at its end, and whatever is pending when the process exits is written then.
const stdout = pino.destination({ dest: 1, sync: true });
let pendingLines = "";
const flushLog = () => {
  if (!pendingLines) return;
  const text = pendingLines;
  pendingLines = "";
  stdout.write(text);
};
const batchedStdout = {
  write(line) {
    if (!pendingLines) setImmediate(flushLog);
    pendingLines += line;
  },
};
process.on("exit", flushLog);
const log = pino(
  {
    level: level && level in pino.levels.values ? level : "info",
    base: workers > 1 ? { role: "primary", pid: process.pid } : (processState.workerLogFields ?? undefined),
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  batchedStdout,
);

// The primary returns only to exit, once its workers have stopped.
// (A wrong SHUTDOWN_TIMEOUT_MS is the first worker's to report; the primary goes on with the default.)
if (workers > 1) process.exit(await runPrimary({ workers, shutdownTimeout: Number.isFinite(shutdownTimeout) ? shutdownTimeout : 10_000, address, log }));

// Next writes its own messages (start-up, warnings, errors it caught) with console: make each
// one a JSON line like ours, with the request's ID when it is about one.
const nextLog = log.child({ source: "next" });
for (const [method, level] of [
  ["log", "info"],
  ["info", "info"],
  ["warn", "warn"],
  ["error", "error"],
  ["debug", "debug"],
]) {
  console[method] = (...args) => {
    const requestId = requestContext.getStore()?.requestId;
    nextLog[level](
      requestId ? { requestId } : {},
      format(...args)
        .replace(/\x1b\[[0-9;]*m/g, "")
        .trim(),
    );
  };
}

loadBuildConfig(".next");

const { default: next } = await import("next");
const app = next({ dev: false, port, hostname });
const handle = app.getRequestHandler();
// A signal while starting (migrations may be running) stops the server once the start is done.
// `on`, not `once`: npm start passes Ctrl-C on to a server that got it already, and a second
// signal must not kill it mid-drain.
let stopRequested;
let onSignal = (signal) => (stopRequested ??= signal);
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => void onSignal(signal));

await app.prepare();
// The configuration is checked (exit 78 on a problem) and the database opened and migrated before we listen.
try {
  await runInstrumentation(app);
} catch (error) {
  log.fatal({ err: { name: error?.name, message: error?.message, cause: error?.cause?.message } }, "the server could not start");
  process.exit(1);
}

// The /chat endpoints are answered by their route handlers directly (scripts/chat-routes.mjs).
// CHAT_FAST_PATH=0 sends them through Next's router like every other path.
const chatRoutes = process.env.CHAT_FAST_PATH?.trim() === "0" ? undefined : loadChatRoutes(".next", port);

/** The fast path's answer; a failure of its own (not a handler's: those are envelopes) is a 500 envelope. */
async function serveChat(file, request, response) {
  try {
    await chatRoutes.serve(file, request, response);
  } catch (error) {
    log.error({ err: { name: error?.name, message: error?.message } }, "request failed");
    if (response.headersSent) return void response.destroy();
    response.writeHead(500, { "content-type": "application/json" });
    response.end(JSON.stringify(envelope(null, 500, `Internal server error (request id ${request.headers["x-request-id"]})`)));
  }
}

let shuttingDown = false;
let inFlight = 0;
let drained = () => {};

const server = createServer(
  { headersTimeout, requestTimeout, keepAliveTimeout, connectionsCheckingInterval: Math.max(100, Math.min(5_000, headersTimeout / 4)) },
  (request, response) => {
    const started = performance.now();
    const requestId = requestIdFor(request, trustProxy);
    const pathname = (request.url ?? "/").split("?")[0];
    let refusedWith;
    let done = false;
    inFlight++;
    // Once per request: when its response closes, or at once when the body guard refuses it.
    const finish = () => {
      if (done) return;
      done = true;
      inFlight--;
      log.info(
        {
          requestId,
          method: request.method,
          path: loggedPath(request.url),
          status: refusedWith ?? response.statusCode,
          durationMs: Math.round(performance.now() - started),
          ...(response.writableFinished || refusedWith ? {} : { aborted: true }),
        },
        "request",
      );
      if (shuttingDown) {
        server.closeIdleConnections();
        if (inFlight === 0) drained();
      }
    };
    response.once("close", finish);

    request.headers["x-request-id"] = requestId;
    response.setHeader("X-Request-Id", requestId);
    if (shuttingDown) response.setHeader("Connection", "close");
    delete request.headers[ORIGINAL_METHOD_HEADER];
    // Never absent, so a client's own CLIENT_ADDRESS_HEADER can never pass through.
    request.headers[CLIENT_ADDRESS_HEADER] = request.socket.remoteAddress || "";
    const withBody = hasBody(request);
    if (request.method === "GET" && /^\/chat\//i.test(pathname) && withBody) {
      request.method = "POST";
      request.headers[ORIGINAL_METHOD_HEADER] = "GET";
    }

    const chatRoute = chatRoutes?.match(pathname, request.method);
    const go = () => requestContext.run({ requestId }, () => (chatRoute ? serveChat(chatRoute, request, response) : handle(request, response)));
    if (!withBody) return go();
    // A refused request is over: its answer is written, and nothing of ours runs for it. Its
    // socket lingers a moment to read what the client still sends, but it holds up no shutdown.
    const onRefused = (status) => {
      refusedWith = status;
      finish();
    };
    guardBody(request, { ...bodyPolicy(pathname), idleMs: bodyTimeout, requestId, onRefused }).then((accepted) => accepted && go());
  },
);

if (stopRequested) {
  log.info({ signal: stopRequested }, "stopped while starting: closing the database; exiting");
  await processState.closeDatabase?.();
  process.exit(0);
}
onSignal = shutdown;
server.listen(port, hostname, () => {
  log.info({ port, host: hostname }, `Casabot ready on ${address}`);
  flushLog();
  for (const notice of processState.startupNotices.splice(0)) process.stdout.write(notice);
});

async function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  processState.shuttingDown = true;
  log.info({ signal, inFlight }, "shutting down: no new connections; finishing the requests in flight");
  // Refuses new connections at once; idle keep-alive connections close now, busy ones after their reply.
  server.close();
  server.closeIdleConnections();
  // The timers here are not unref'd: with the listener closed and only promises left, Node would
  // otherwise exit by itself, mid-drain or mid-close, with exit code 0 and the database not closed.
  let deadline;
  const finished =
    inFlight === 0 ||
    (await new Promise((resolve) => {
      drained = () => resolve(true);
      deadline = setTimeout(() => resolve(false), shutdownTimeout);
    }));
  clearTimeout(deadline);
  if (!finished) {
    log.warn({ inFlight, timeoutMs: shutdownTimeout }, "shutting down: requests still running after the timeout are cut off");
    server.closeAllConnections();
  }
  const closeDeadline = setTimeout(() => {
    log.error({ timeoutMs: shutdownTimeout }, "closing the database did not finish in time; exiting");
    process.exit(1);
  }, shutdownTimeout);
  try {
    await processState.closeDatabase?.();
    clearTimeout(closeDeadline);
    log.info({}, "database closed; exiting");
    process.exit(0);
  } catch (error) {
    log.error({ err: { name: error?.name, message: error?.message } }, "closing the database failed");
    process.exit(1);
  }
}
