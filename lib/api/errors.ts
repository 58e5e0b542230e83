import type { AppError, ErrorKind } from "@/lib/errors";

/** The HTTP status (also the envelope `Code`) each kind of AppError is answered with. */
export const STATUS_OF: Record<ErrorKind, number> = {
  invalidInput: 400,
  notAuthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  gone: 410,
  tooLarge: 413,
  unsupportedType: 415,
  rateLimited: 429,
  upstreamFailed: 502,
  unavailable: 503,
};

/** The headers an AppError adds to its reply: when to retry, and which credential to send. */
export function errorHeaders(error: AppError): Record<string, string> {
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds !== undefined) headers["retry-after"] = String(Math.max(1, Math.ceil(error.retryAfterSeconds)));
  if (error.realm !== undefined) headers["www-authenticate"] = `Bearer realm="${error.realm}"`;
  return headers;
}
