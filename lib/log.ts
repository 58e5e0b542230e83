type Level = "info" | "warn" | "error";

/** One JSON object per line on stdout/stderr; never pass secrets or message contents. */
function write(level: Level, message: string, fields: Record<string, unknown> = {}) {
  const line = JSON.stringify({ level, time: new Date().toISOString(), msg: message, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}

export const log = {
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};

/**
 * What to log of an error. A failed query's message carries its parameters (request
 * content, perhaps secrets): log its SQL text and the driver's own error instead.
 */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { err: String(error) };
  const query = (error as { query?: unknown }).query;
  if (typeof query === "string") {
    const cause = (error as { cause?: { message?: string; code?: string; constraint_name?: string; constraint?: string } }).cause;
    return {
      err: { name: error.name, query, cause: cause?.message, code: cause?.code, constraint: cause?.constraint_name ?? cause?.constraint },
    };
  }
  return { err: { name: error.name, message: error.message, stack: error.stack } };
}
