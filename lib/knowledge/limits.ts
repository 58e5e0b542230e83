// The knowledge ingestion limits, read from the environment at each use (lib/config.ts checks
// them at start), so the tests' servers and the db tests can set their own.

const MB = 1024 * 1024;

function intFromEnv(name: string, fallback: number, min: number, max: number, env: Record<string, string | undefined>): number {
  const value = Number(env[name]?.trim() || fallback);
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/** KNOWLEDGE_MAX_DOCUMENT_MB: the largest document uploaded for the knowledge base (1 to 20, default 20). */
export const documentByteLimit = (env: Record<string, string | undefined> = process.env) => intFromEnv("KNOWLEDGE_MAX_DOCUMENT_MB", 20, 1, 20, env) * MB;

/**
 * A crawl's hard ceiling whatever the caller asks (MaxPages' schema bound); the configurable
 * limit is KNOWLEDGE_MAX_CRAWL_PAGES. Kept here rather than in fetch/crawl.ts so that schema.ts,
 * which the dashboard's forms import, does not pull the fetcher (node:dns) into the browser.
 */
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

/** Rows of one CSV import, and its text's length. */
export const IMPORT_MAX_ROWS = 1000;
export const IMPORT_MAX_CHARS = 1_000_000;

/** The pages of a crawl are fetched within this, robots.txt included. */
export const CRAWL_TIMEOUT_MS = 120_000;
