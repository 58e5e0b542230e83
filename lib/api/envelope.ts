import { envelope, REPLY_TEXT } from "@/lib/runtime-contract.mjs";

// One envelope for the app and scripts/server.mjs (its own refusals): lib/runtime-contract.mjs.
export { API_VERSION, type Envelope, envelope } from "@/lib/runtime-contract.mjs";

/**
 * A JSON envelope reply whose HTTP status always equals its `Code`. `extra` adds fields
 * after the five (only `TaskCompleted` on a refused stream request: lib/api/stream-request.ts).
 */
export function envelopeResponse<T>(data: T, code = 200, message = "", headers?: HeadersInit, extra?: { TaskCompleted: true }): Response {
  const text = JSON.stringify({ ...envelope(data, code, message), ...extra });
  // As Response.json: JSON unless the caller says otherwise (a string body alone would be text/plain).
  const replyHeaders = new Headers(headers);
  if (!replyHeaders.has("content-type")) replyHeaders.set("content-type", "application/json");
  const response = new Response(text, { status: code, headers: replyHeaders });
  // The fast path sends this text as it is (scripts/chat-routes.mjs); anyone else reads the body.
  Object.defineProperty(response, REPLY_TEXT, { value: text });
  return response;
}
