import { HELD_BODY, JSON_BODY_LIMIT } from "@/lib/runtime-contract.mjs";
import { invalidInput, tooLarge } from "@/lib/errors";
import { fieldPath } from "@/lib/validation/messages";

export const MAX_BODY_BYTES = JSON_BODY_LIMIT;

const bodyTooLarge = () => tooLarge(`Request body is larger than ${MAX_BODY_BYTES} bytes`);

/**
 * Reads the request body as a JSON object, whatever the Content-Type says (existing
 * clients send JSON without one). An empty body counts as `{}`. The size limit is
 * checked against Content-Length first and then enforced while reading, so an
 * oversized body is never held whole.
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw bodyTooLarge();

  // The fast path read the body already (scripts/chat-routes.mjs), under the same limit.
  const held = (request as Request & { [HELD_BODY]?: Uint8Array })[HELD_BODY];
  if (held && held.byteLength > MAX_BODY_BYTES) throw bodyTooLarge();
  const bytes = held ?? (await readLimited(request.body, MAX_BODY_BYTES));
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw invalidInput("Request body is not valid UTF-8");
  }
  if (text.trim() === "") return {};

  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidInput("Request body is not valid JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw invalidInput("Request body must be a JSON object");
  }
  checkBodyShape(value);
  return value as Record<string, unknown>;
}

/** Deeper than any request of the API goes; a body nested deeper is refused, not walked. */
export const MAX_BODY_DEPTH = 32;

const LONE_SURROGATE = "a lone UTF-16 surrogate (\\ud800-\\udfff without its pair)";

/**
 * Walks the body once, iteratively: refuses nesting deeper than MAX_BODY_DEPTH (a body
 * of 100,000 nested objects must not take the stack down) and finds the first string
 * with U+0000, which PostgreSQL text cannot hold, or with a lone surrogate, which JSON
 * lets through as "\\ud800" but UTF-8 (and so the database) cannot hold: it would come
 * back as U+FFFD, and we promise text verbatim.
 */
function checkBodyShape(root: object): void {
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\0")) throw invalidInput(`${fieldPath(path)} must not contain the NUL character (\\u0000)`);
      if (!value.isWellFormed()) throw invalidInput(`${fieldPath(path)} must not contain ${LONE_SURROGATE}`);
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    if (path.length >= MAX_BODY_DEPTH) throw invalidInput(`Request body is nested more than ${MAX_BODY_DEPTH} levels deep`);
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      // A field name is text too; the message cannot name it, since it is the bad text itself.
      if (!key.isWellFormed()) throw invalidInput(`${fieldPath(path) || "Request body"} has a field name with ${LONE_SURROGATE}`);
      stack.push({ value: item, path: [...path, Array.isArray(value) ? Number(key) : key] });
    }
  }
}

async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw bodyTooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
