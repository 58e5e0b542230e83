/** The SQLSTATE of the error or of what it wraps (Drizzle wraps the driver's), with its message; undefined for none. */
export function databaseErrorCode(error: unknown): { code: string; message: string } | undefined {
  for (let current = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    const fields = current as { code?: unknown; message?: unknown };
    if (typeof fields.code === "string" && /^[0-9A-Z]{5}$/.test(fields.code)) return { code: fields.code, message: String(fields.message ?? "") };
  }
  return undefined;
}

/** Whether the error (or what it wraps) is a foreign-key violation (SQLSTATE 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === "23503") return true;
  }
  return false;
}

/**
 * The constraint a unique violation (SQLSTATE 23505) broke, whichever driver raised
 * it (postgres.js says `constraint_name`, PGlite `constraint`) and whether or not
 * Drizzle wrapped it; undefined for any other error.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let current = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    const fields = current as { code?: string; constraint_name?: string; constraint?: string };
    if (fields.code === "23505") return fields.constraint_name ?? fields.constraint ?? "";
  }
  return undefined;
}

/** Errors that mean the database cannot be reached now (down, restarting, refusing), not that a query is wrong. */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
]);
// PostgreSQL: connection exceptions (class 08), and shutdown or start-up in progress.
const SERVER_CODES = /^(08[0-9A-Z]{3}|57P0[123])$/;

/** Whether the error (or one it wraps: Drizzle wraps the driver's) says the database is unavailable. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (CONNECTION_CODES.has(code) || SERVER_CODES.test(code))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
