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
