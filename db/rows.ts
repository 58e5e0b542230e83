/** The rows of a `db.execute` result: postgres.js answers with the rows themselves, PGlite with `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
