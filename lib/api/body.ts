import { fieldPath } from "@/lib/validation/messages";
import { ApiError, badRequest } from "./errors";

export const MAX_BODY_BYTES = 1024 * 1024;

const tooLarge = () => new ApiError(413, `Request body is larger than ${MAX_BODY_BYTES} bytes`);

/**
 * Reads the request body as a JSON object, whatever the Content-Type says (existing
 * clients send JSON without one). An empty body counts as `{}`. The size limit is
 * checked against Content-Length first and then enforced while reading, so an
 * oversized body is never held whole.
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw tooLarge();

  const bytes = await readLimited(request.body, MAX_BODY_BYTES);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest("Request body is not valid UTF-8");
  }
  if (text.trim() === "") return {};

  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest("Request body is not valid JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw badRequest("Request body must be a JSON object");
  }
  const nul = pathToNul(value, []);
  if (nul) throw badRequest(`${fieldPath(nul)} must not contain the NUL character (\\u0000)`);
  return value as Record<string, unknown>;
}

/** PostgreSQL text cannot hold U+0000: find the first string value that has one. */
function pathToNul(value: unknown, path: PropertyKey[]): PropertyKey[] | undefined {
  if (typeof value === "string") return value.includes("\0") ? path : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = pathToNul(item, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return undefined;
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
      throw tooLarge();
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
