import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import pino, { type Logger } from "pino";
import { processState, type RequestContext } from "@/lib/runtime-contract.mjs";

// scripts/server.mjs creates the storage before Next loads, and Next may load this module once
// per route bundle; all share the one in the process state.
const requestContext = (processState.requestContext ??= new AsyncLocalStorage<RequestContext>());

/**
 * The ID of the request being handled: the one scripts/server.mjs put in the X-Request-Id
 * reply header, or a fresh one where no server set one (next dev, serverless).
 */
export function currentRequestId(): string {
  return requestContext.getStore()?.requestId ?? randomUUID();
}

/**
 * Field names whose values never reach a log line, at the depths callers use (a field, a
 * field of a field, a header). Callers should not pass them at all; this is the net under that rule.
 */
const SECRET_FIELDS = [
  "password",
  "Password",
  "apiKey",
  "ApiKey",
  "sessionKey",
  "SessionKey",
  "token",
  "Token",
  "secret",
  "authorization",
  "cookie",
  "content",
  "Content",
  "question",
  "answer",
  "Answer",
];
const SECRET_HEADERS = ["authorization", "cookie", "set-cookie", "chatrobot-sessionkey", "x-api-key"];
export const REDACTED_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...SECRET_HEADERS.flatMap((header) => [`headers["${header}"]`, `*.headers["${header}"]`]),
];

/** The server's logger; tests pass a destination to read what it writes. */
export function createLogger(destination?: pino.DestinationStream): Logger {
  const level = process.env.LOG_LEVEL?.trim();
  const options: pino.LoggerOptions = {
    // An unknown LOG_LEVEL is reported by the configuration check (lib/config.ts), not thrown here.
    level: level && level in pino.levels.values ? level : "info",
    // One of several workers (WEB_CONCURRENCY): which one wrote the line.
    base: processState.workerLogFields ?? undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    mixin: () => {
      const context = requestContext.getStore();
      return context ? { requestId: context.requestId } : {};
    },
  };
  // Synchronous, as scripts/server.mjs's: a line still queued when the process exits would be lost.
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}

// Looked up at each call, so that a test can put a logger of its own in its place.
const logger = () => (processState.logger ??= createLogger());

/** One JSON object per line on stdout, with the request's ID while one is handled; never pass secrets or message contents. */
export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => logger().debug(fields ?? {}, message),
  info: (message: string, fields?: Record<string, unknown>) => logger().info(fields ?? {}, message),
  warn: (message: string, fields?: Record<string, unknown>) => logger().warn(fields ?? {}, message),
  error: (message: string, fields?: Record<string, unknown>) => logger().error(fields ?? {}, message),
};

/** Puts a logger in place of the server's one (tests); returns the one it replaced. */
export function replaceLogger(next: Logger): Logger {
  const previous = logger();
  processState.logger = next;
  return previous;
}

/**
 * What to log of an error. A failed query's message carries its parameters (request
 * content, perhaps secrets): log its SQL text and the driver's own error instead.
 */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { err: String(error) };
  const query = (error as { query?: unknown }).query;
  if (typeof query === "string") {
    const cause = (error as { cause?: { message?: string; code?: string; constraint_name?: string; constraint?: string } }).cause;
    // postgres.js's own errors (a closed connection, UNSAFE_TRANSACTION) carry the query and a code, and no cause.
    const code = cause?.code ?? (error as { code?: unknown }).code;
    return {
      err: { name: error.name, query, cause: cause?.message, code, constraint: cause?.constraint_name ?? cause?.constraint },
    };
  }
  return { err: { name: error.name, message: error.message, stack: error.stack } };
}
