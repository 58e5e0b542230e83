// The knowledge ingestion limits, read from the environment at each use (lib/config.ts checks
// them at start), so the tests' servers and the db tests can set their own.

const MB = 1024 * 1024;

function intFromEnv(name: string, fallback: number, min: number, max: number, env: Record<string, string | undefined>): number {
  const value = Number(env[name]?.trim() || fallback);
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/** KNOWLEDGE_MAX_DOCUMENT_MB: the largest document uploaded for the knowledge base (1 to 20, default 20). */
export const documentByteLimit = (env: Record<string, string | undefined> = process.env) => intFromEnv("KNOWLEDGE_MAX_DOCUMENT_MB", 20, 1, 20, env) * MB;

/** A crawl's hard ceiling whatever is asked or configured. Here, not in fetch/, so that the input schemas (which the dashboard's forms import) do not pull the fetcher into the browser. */
export const MAX_CRAWL_PAGES = 500;

/** KNOWLEDGE_MAX_CRAWL_PAGES: the most pages one crawl may ask for (MaxPages; 1 to 500, default 50). */
export const crawlPageLimit = (env: Record<string, string | undefined> = process.env) => intFromEnv("KNOWLEDGE_MAX_CRAWL_PAGES", 50, 1, MAX_CRAWL_PAGES, env);

/** The pages a crawl fetches when MaxPages is not sent (never over the limit). */
export const DEFAULT_CRAWL_PAGES = 20;

/** KNOWLEDGE_ADD_WAIT_MS: how long Add and Refetch wait for processing before answering `processing` (default 3 s). */
export const addWaitMs = (env: Record<string, string | undefined> = process.env) => intFromEnv("KNOWLEDGE_ADD_WAIT_MS", 3000, 0, 30_000, env);

/** KNOWLEDGE_JOBS: documents and URLs processed at once by one server process (default 2); the rest wait in line. */
export const jobConcurrency = (env: Record<string, string | undefined> = process.env) => intFromEnv("KNOWLEDGE_JOBS", 2, 1, 16, env);

/** KNOWLEDGE_STUCK_MINUTES: a source processing untouched this long was left by a process that ended; it is taken up again (default 10). */
export const stuckAfterMs = (env: Record<string, string | undefined> = process.env) => intFromEnv("KNOWLEDGE_STUCK_MINUTES", 10, 1, 1440, env) * 60_000;

/** KNOWLEDGE_EXTRACT_WORKERS: documents read at once by one server process, each in a worker thread of its own (default 1, so a hostile document can take at most one core). */
export const extractWorkers = (env: Record<string, string | undefined> = process.env) => intFromEnv("KNOWLEDGE_EXTRACT_WORKERS", 1, 1, 8, env);

/** KNOWLEDGE_EXTRACT_TIMEOUT_SECONDS: how long one document or page may take to read before its worker is stopped (default 60). */
export const extractTimeoutMs = (env: Record<string, string | undefined> = process.env) =>
  intFromEnv("KNOWLEDGE_EXTRACT_TIMEOUT_SECONDS", 60, 1, 600, env) * 1000;

/** KNOWLEDGE_EXTRACT_MEMORY_MB: the heap one reading worker may use before it is stopped (default 512). */
export const extractMemoryMb = (env: Record<string, string | undefined> = process.env) => intFromEnv("KNOWLEDGE_EXTRACT_MEMORY_MB", 512, 64, 4096, env);

/** KNOWLEDGE_SOURCES_PER_HOUR: documents and web pages one workspace may add or fetch again in an hour (default 60). */
export const sourcesPerHour = (env: Record<string, string | undefined> = process.env) => intFromEnv("KNOWLEDGE_SOURCES_PER_HOUR", 60, 1, 1_000_000, env);

/** KNOWLEDGE_MB_PER_HOUR: megabytes of documents and fetched pages one workspace may have read in an hour (default 200). */
export const bytesPerHour = (env: Record<string, string | undefined> = process.env) => intFromEnv("KNOWLEDGE_MB_PER_HOUR", 200, 1, 1_000_000, env) * MB;

/** Times a source's processing may be started before a stop (a time-out, memory, its process ending) fails it for good. */
export const MAX_ATTEMPTS = 2;

/** Rows of one CSV import, and its text's length. */
export const IMPORT_MAX_ROWS = 1000;
export const IMPORT_MAX_CHARS = 1_000_000;

/** The pages of a crawl are fetched within this, robots.txt included. */
export const CRAWL_TIMEOUT_MS = 120_000;
