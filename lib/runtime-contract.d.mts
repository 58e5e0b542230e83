import type { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "pino";
import type { DatabaseHandle } from "../db/client";

export const API_VERSION: "1.0.0";

export interface Envelope<T> {
  Data: T;
  Version: string;
  Success: boolean;
  Code: number;
  Message: string;
}
export function envelope<T>(data: T, code?: number, message?: string): Envelope<T>;

export const JSON_BODY_LIMIT: number;
export const HELD_BODY: unique symbol;
export const REPLY_TEXT: unique symbol;
export const ROUTE_METHODS: readonly ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
export type RouteMethod = (typeof ROUTE_METHODS)[number];
export const ORIGINAL_METHOD_HEADER: "x-casabot-method";
export const CLIENT_ADDRESS_HEADER: "x-casabot-client-address";
export const WEB_CONCURRENCY_MAX: 64;
export function webConcurrency(value: string | undefined, cores: number): number | undefined;

/** What scripts/server.mjs knows about the request being handled. */
export interface RequestContext {
  requestId: string;
}

export interface ProcessState {
  /** Created by the server before Next loads (or by lib/log.ts where no server did): the request ID of every log line. */
  requestContext?: AsyncLocalStorage<RequestContext>;
  /** lib/log.ts's logger; tests put their own in its place. */
  logger?: Logger;
  /** Set by the server: it writes CLIENT_ADDRESS_HEADER itself. Under another runner (next start, Vercel) the header is the client's word. */
  setsClientAddress?: boolean;
  /** Set by the server: on SIGTERM it drains requests first and then calls closeDatabase; elsewhere (next dev) the database closes on the signal itself. */
  drainsOnShutdown?: boolean;
  /** Set by the server once it drains: /api/ready says not ready. */
  shuttingDown?: boolean;
  /** Set by the server: what start-up tells the person who ran it (the demo banner), shown once it listens. */
  startupNotices?: string[];
  /** Set by the server in a worker of WEB_CONCURRENCY > 1: the fields on every log line of the process (lib/log.ts's too). */
  workerLogFields?: { worker: number; pid: number };
  /** The database, opened once per process (lib/runtime/database.ts). */
  database?: Promise<DatabaseHandle>;
  /** Stops the mail scheduler, then closes the database; set once it is open. */
  closeDatabase?: () => Promise<void>;
  /** Set by lib/mail/scheduler.ts while its timer runs: stops it and waits for a send in progress. */
  stopMail?: () => Promise<void>;
  mailTimer?: NodeJS.Timeout;
  mailRun?: Promise<void>;
}
export const processState: ProcessState;
export const SERVER_NODE_ARGS: readonly string[];
export const SERVER_ENV: Readonly<Record<string, string>>;
export function serverLaunch(serverPath: string, env?: Record<string, string | undefined>): { args: string[]; env: Record<string, string | undefined> };
