import type { z } from "zod";
import { isDatabaseUnavailable } from "@/db/errors";
import { OWNERS_ONLY } from "@/lib/auth/owners";
import type { Principal } from "@/lib/auth/principal";
import type { HandlerContext, PublicContext } from "@/lib/context";
import { AppError, forbidden } from "@/lib/errors";
import { currentRequestId, errorFields, log } from "@/lib/log";
import { getDb } from "@/lib/runtime/database";
import { ORIGINAL_METHOD_HEADER, ROUTE_METHODS, type RouteMethod } from "@/lib/runtime-contract.mjs";
import { parseInput } from "@/lib/validation/parse";
import { readJsonObject } from "./body";
import { type AuthMode, authenticate } from "./authenticate";
import { envelopeResponse } from "./envelope";
import { errorHeaders, STATUS_OF } from "./errors";
import { isCrossSiteBrowserRequest } from "./origin";
import { refusalFields, type StreamRequest } from "./stream-request";

export type RouteHandler = (request: Request) => Promise<Response>;

type EndpointSpec<S extends z.ZodType, Result> = (
  | { auth: AuthMode; body: S; handle: (context: HandlerContext<z.output<S>>) => Promise<Result> }
  | { auth: "public"; body: S; handle: (context: PublicContext<z.output<S>>) => Promise<Result> }
) & {
  /** A member's session is refused (the contract's `ownersOnly`). */
  ownersOnly?: boolean;
  /** The endpoint can stream its answer: how a request asks for that (its refusals then say TaskCompleted). */
  streams?: StreamRequest;
};

/**
 * Wraps a domain function as a route handler: credentials, body parsing,
 * validation, the reply envelope and error mapping all happen here, once.
 */
export function endpoint<S extends z.ZodType, Result>(spec: EndpointSpec<S, Result>): RouteHandler {
  return async (request) => {
    const requestId = currentRequestId();
    let body: Record<string, unknown> | undefined;
    try {
      const db = await getDb();
      let result: Result;
      if (spec.auth === "public") {
        // Nothing to authenticate, but a browser on another site must not drive these (login CSRF).
        if (isCrossSiteBrowserRequest(request)) throw forbidden("Cross-origin request refused");
        body = await readJsonObject(request);
        result = await spec.handle({ db, input: parseInput(spec.body, body), request });
      } else {
        const principal = await authenticate(db, request, spec.auth);
        if (spec.ownersOnly) assertOwnerRole(principal);
        body = await readJsonObject(request);
        result = await spec.handle({ db, workspace: principal.workspace, principal, input: parseInput(spec.body, body), request });
      }
      if (result instanceof Response) return result;
      return envelopeResponse(result ?? null, 200, "", { "x-request-id": requestId });
    } catch (error) {
      return errorResponse(error, requestId, request, await refusalFields(spec.streams, request, body));
    }
  };
}

/**
 * A route outside /chat (cron, uploads, public files): no credential of ours and no JSON body,
 * so only the frame is shared. Its result is the envelope with the request ID (a Response of its
 * own goes out as it is); a throw is the error envelope, as on every endpoint.
 */
export function plainRoute(run: (request: Request) => Promise<unknown>, headers?: Record<string, string>): RouteHandler {
  return async (request) => {
    const requestId = currentRequestId();
    try {
      const result = await run(request);
      if (result instanceof Response) return result;
      return envelopeResponse(result ?? null, 200, "", { "x-request-id": requestId, ...headers });
    } catch (error) {
      return errorResponse(error, requestId, request);
    }
  };
}

/**
 * A member may use the dashboard but holds no keys, deletes nothing and manages no team
 * (issue 23 §6). An API key or the session key stands for the workspace itself and passes.
 */
function assertOwnerRole(principal: Principal): void {
  if (principal.kind === "owner" && principal.role !== "owner") {
    throw forbidden(OWNERS_ONLY);
  }
}

export const UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a moment.";

/** The envelope of a refusal; `extra` is what lib/api/stream-request.ts refusalFields gives. */
export function errorResponse(error: unknown, requestId: string, request: Request, extra?: { TaskCompleted: true }): Response {
  const headers = { "x-request-id": requestId };
  if (error instanceof AppError) return envelopeResponse(error.data, STATUS_OF[error.kind], error.message, { ...errorHeaders(error), ...headers }, extra);
  if (isDatabaseUnavailable(error)) {
    log.warn("database unavailable", { requestId, path: new URL(request.url).pathname, ...errorFields(error) });
    return envelopeResponse(null, 503, UNAVAILABLE_MESSAGE, { ...headers, "retry-after": "5" }, extra);
  }
  log.error("request failed", { requestId, method: request.method, path: new URL(request.url).pathname, ...errorFields(error) });
  return envelopeResponse(null, 500, `Internal server error (request id ${requestId})`, headers, extra);
}

/**
 * The exports of a route file: the given handlers, and an enveloped 405 for every
 * other method (Next's own 405 has an empty body, which clients cannot parse).
 */
export function routeMethods(handlers: Partial<Record<RouteMethod, RouteHandler>>): Record<RouteMethod, RouteHandler> {
  const allowed = ROUTE_METHODS.filter((method) => handlers[method]).join(", ");
  const notAllowed = (method: string) => envelopeResponse(null, 405, `Method ${method} is not allowed here; use ${allowed}`, { allow: allowed });
  const exports = Object.fromEntries(
    ROUTE_METHODS.map((method) => [method, handlers[method] ?? (async (request: Request) => notAllowed(request.method))]),
  ) as Record<RouteMethod, RouteHandler>;
  // A GET that carried a body arrives as a POST marked by scripts/server.mjs: answer it as the GET it was.
  const post = exports.POST;
  exports.POST = async (request) => {
    if (request.headers.get(ORIGINAL_METHOD_HEADER) !== "GET") return post(request);
    return handlers.GET ? handlers.GET(request) : notAllowed("GET");
  };
  return exports;
}
