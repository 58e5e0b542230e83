import { envelope } from "@/lib/runtime-contract.mjs";

// One envelope for the app and scripts/server.mjs (its own refusals): lib/runtime-contract.mjs.
export { API_VERSION, type Envelope, envelope } from "@/lib/runtime-contract.mjs";

/**
 * A JSON envelope reply whose HTTP status always equals its `Code`. `extra` adds fields
 * after the five (only `TaskCompleted` on a refused stream request: lib/api/stream-request.ts).
 */
export function envelopeResponse<T>(data: T, code = 200, message = "", headers?: HeadersInit, extra?: { TaskCompleted: true }): Response {
  return Response.json({ ...envelope(data, code, message), ...extra }, { status: code, headers });
}
