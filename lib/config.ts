import { availableParallelism } from "node:os";
import { z } from "zod";
import { TRUST_PROXY_VALUES } from "@/lib/proxy-trust";
import { WEB_CONCURRENCY_MAX, webConcurrency } from "@/lib/runtime-contract.mjs";

/**
 * Every environment variable the server reads, checked once as it starts (instrumentation.ts),
 * before it listens: a typo in production is one clear line per problem and an exit, not a
 * surprise at the first request that reads it. An empty value counts as unset, as the
 * modules that read these variables treat it. Messages never repeat a value that may hold a
 * secret (URLs with passwords, keys).
 */

const unset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : typeof value === "string" ? value.trim() : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional());

const integer = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int({ error: `must be a whole number from ${min} to ${max}` })
    .min(min, { error: `must be a whole number from ${min} to ${max}` })
    .max(max, { error: `must be a whole number from ${min} to ${max}` });

const flag = z.enum(["0", "1"], { error: "must be 0 or 1" });

const url = (protocols: string[], what: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be ${what}` },
  );

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

export const configSchema = z.object({
  PORT: optional(integer(1, 65_535)),
  HOST: optional(z.string().regex(/^[A-Za-z0-9.:[\]-]+$/, { error: "must be a host name or an IP address" })),
  DATABASE_URL: optional(url(["postgres:", "postgresql:"], "a postgres:// or postgresql:// URL")),
  DATABASE_POOL_MAX: optional(integer(1, 1_000)),
  DATA_DIR: optional(z.string()),
  SEED_DEMO: optional(flag),
  ALLOW_SIGNUP: optional(flag),
  REQUIRE_EMAIL_VERIFICATION: optional(flag),
  SIGNUP_LIMIT: optional(integer(0, 1_000_000)),
  TRUST_PROXY: optional(
    z.string().toLowerCase().regex(TRUST_PROXY_VALUES, { error: "must be 0 (no proxy), 1 to 9 (how many proxies are in front) or vercel" }),
  ),
  PUBLIC_URL: optional(url(["http:", "https:"], "an http(s) URL such as https://chat.example.com")),
  OPENAI_API_KEY: optional(z.string()),
  OPENAI_BASE_URL: optional(url(["http:", "https:"], "an http(s) URL")),
  ANTHROPIC_API_KEY: optional(z.string()),
  OPENAI_COMPATIBLE_BASE_URL: optional(url(["http:", "https:"], "an http(s) URL such as http://localhost:11434/v1")),
  OPENAI_COMPATIBLE_API_KEY: optional(z.string()),
  OPENAI_COMPATIBLE_MODELS: optional(z.string()),
  OPENAI_COMPATIBLE_VISION_MODELS: optional(z.string()),
  MODEL_CHUNK_TIMEOUT_MS: optional(integer(100, 600_000)),
  SMTP_URL: optional(url(["smtp:", "smtps:"], "an smtp:// or smtps:// URL")),
  MAIL_FROM: optional(z.string().regex(/@/, { error: "must be an e-mail address, optionally with a name: Casabot <bot@example.com>" })),
  MAIL_SCHEDULER: optional(flag),
  CRON_SECRET: optional(z.string()),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` })),
  // Read by scripts/server.mjs (plain JavaScript); checked here with the rest.
  HEADERS_TIMEOUT_MS: optional(integer(100, 600_000)),
  REQUEST_TIMEOUT_MS: optional(integer(100, 3_600_000)),
  BODY_TIMEOUT_MS: optional(integer(100, 600_000)),
  SHUTDOWN_TIMEOUT_MS: optional(integer(0, 600_000)),
  HEAP_GROWING_PERCENT: optional(integer(0, 999)),
  CHAT_FAST_PATH: optional(flag),
  WEB_CONCURRENCY: optional(
    z.string().refine((value) => webConcurrency(value, availableParallelism()) !== undefined, {
      error: `must be a whole number from 1 to ${WEB_CONCURRENCY_MAX} (server processes), or auto (one per core)`,
    }),
  ),
  STORAGE_QUOTA_MB: optional(integer(1, 100_000_000)),
  // Files in an S3-compatible bucket instead of DATA_DIR/files (lib/files/s3.ts).
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: "must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens" }),
  ),
  S3_REGION: optional(z.string().regex(/^[a-z0-9-]{1,40}$/, { error: "must be a region such as us-east-1 (auto for Cloudflare R2)" })),
  S3_ENDPOINT: optional(url(["http:", "https:"], "an http(s) URL such as https://<account>.r2.cloudflarestorage.com or http://localhost:9000")),
  S3_PUBLIC_ENDPOINT: optional(url(["http:", "https:"], "an http(s) URL: where browsers reach the store, such as http://localhost:9000")),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: optional(flag),
  // Tests only: lets outbound calls (knowledge fetches, listing images, webhooks, CRMs) reach loopback servers (lib/net/address.ts).
  KNOWLEDGE_FETCH_ALLOW_LOOPBACK: optional(flag),
  KNOWLEDGE_MAX_CHUNKS: optional(integer(1, 10_000_000)),
  // Knowledge ingestion (lib/knowledge/limits.ts).
  KNOWLEDGE_MAX_DOCUMENT_MB: optional(integer(1, 20)),
  KNOWLEDGE_MAX_CRAWL_PAGES: optional(integer(1, 500)),
  KNOWLEDGE_ADD_WAIT_MS: optional(integer(0, 30_000)),
  KNOWLEDGE_JOBS: optional(integer(1, 16)),
  KNOWLEDGE_STUCK_MINUTES: optional(integer(1, 1440)),
  KNOWLEDGE_EXTRACT_WORKERS: optional(integer(1, 8)),
  KNOWLEDGE_EXTRACT_TIMEOUT_SECONDS: optional(integer(1, 600)),
  KNOWLEDGE_EXTRACT_MEMORY_MB: optional(integer(64, 4096)),
  KNOWLEDGE_SOURCES_PER_HOUR: optional(integer(1, 1_000_000)),
  KNOWLEDGE_MB_PER_HOUR: optional(integer(1, 1_000_000)),
  // Pause between two requests of an MLS feed (lib/feeds/reso-client.ts), and visitors' alerts (lib/alerts).
  FEED_REQUEST_INTERVAL_MS: optional(integer(0, 60_000)),
  ALERT_CHECK_MINUTES: optional(integer(0, 1440)),
  ALERT_SETTLE_SECONDS: optional(integer(0, 3600)),
  // log2 of scrypt's N for new password hashes (lib/auth/passwords.ts): 17 by default, OWASP's minimum.
  PASSWORD_HASH_COST: optional(integer(12, 20)),
  // The key that seals stored integration secrets (lib/secrets/sealed.ts); required with DATABASE_URL to store one.
  SECRETS_KEY: optional(z.string().min(32, { error: "must be 32 characters or more (for example: openssl rand -base64 32)" })),
  // Follow Up Boss's API, for tests against a local fake (lib/integrations/followupboss.ts).
  FOLLOWUPBOSS_API_URL: optional(url(["http:", "https:"], "an http(s) URL")),
  // The key Follow Up Boss gives a registered system, sent as X-System-Key.
  FOLLOWUPBOSS_SYSTEM_KEY: optional(z.string()),
});

/** Rules across variables, checked even when single variables are wrong, so every problem shows at once. */
function crossChecks(env: Record<string, string | undefined>): string[] {
  const list = (value: string | undefined) =>
    (value ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean);
  const problems: string[] = [];
  const models = list(env.OPENAI_COMPATIBLE_MODELS);
  if (models.length > 0 && !env.OPENAI_COMPATIBLE_BASE_URL?.trim())
    problems.push("OPENAI_COMPATIBLE_BASE_URL must be set when OPENAI_COMPATIBLE_MODELS names models");
  const strays = list(env.OPENAI_COMPATIBLE_VISION_MODELS).filter((name) => !models.includes(name));
  if (strays.length > 0) problems.push(`OPENAI_COMPATIBLE_VISION_MODELS names models not in OPENAI_COMPATIBLE_MODELS: ${strays.join(", ")}`);
  const workers = webConcurrency(env.WEB_CONCURRENCY, availableParallelism()) ?? 1;
  if (workers > 1 && !env.DATABASE_URL?.trim())
    problems.push(
      `WEB_CONCURRENCY=${env.WEB_CONCURRENCY?.trim()} needs DATABASE_URL: the embedded database (PGlite, used while DATABASE_URL is unset) ` +
        `is one process's database, which ${workers} server processes cannot share. Set DATABASE_URL to a PostgreSQL server, or unset WEB_CONCURRENCY`,
    );
  const s3 = (name: string) => Boolean(env[name]?.trim());
  const s3Others = ["S3_REGION", "S3_ENDPOINT", "S3_PUBLIC_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"].filter(s3);
  if (!s3("S3_BUCKET") && s3Others.length > 0) problems.push(`S3_BUCKET must be set when ${s3Others.join(", ")} ${s3Others.length === 1 ? "is" : "are"} set`);
  if (s3("S3_BUCKET") && !s3("S3_REGION")) problems.push("S3_REGION must be set with S3_BUCKET (us-east-1, or auto for Cloudflare R2)");
  if (s3("S3_ACCESS_KEY_ID") !== s3("S3_SECRET_ACCESS_KEY"))
    problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK's own credentials (an IAM role)");
  // Vercel sets VERCEL=1: a read-only, per-invocation filesystem, where neither PGlite nor files on disk survive.
  if (env.VERCEL?.trim() === "1") {
    if (!env.DATABASE_URL?.trim())
      problems.push("DATABASE_URL must be set on Vercel: the embedded database (PGlite) needs a disk that lasts, which a Vercel function does not have");
    if (!s3("S3_BUCKET")) problems.push("S3_BUCKET must be set on Vercel: files kept on a function's disk are gone on its next invocation");
    if (!env.CRON_SECRET?.trim()) problems.push("CRON_SECRET must be set on Vercel: its cron (vercel.json) sends mail, digests and cleanups through /api/cron");
  }
  if (env.KNOWLEDGE_FETCH_ALLOW_LOOPBACK?.trim() === "1" && env.NODE_ENV === "production")
    problems.push("KNOWLEDGE_FETCH_ALLOW_LOOPBACK is for tests only: unset it in production, where fetching loopback addresses would open the server to SSRF");
  return problems;
}

export type Config = z.output<typeof configSchema>;

/** Variables whose value may be shown in a message: none of these holds a secret. */
const SHOWABLE = new Set([
  "PORT",
  "HOST",
  "DATABASE_POOL_MAX",
  "SEED_DEMO",
  "ALLOW_SIGNUP",
  "REQUIRE_EMAIL_VERIFICATION",
  "TRUST_PROXY",
  "LOG_LEVEL",
  "MODEL_CHUNK_TIMEOUT_MS",
  "HEADERS_TIMEOUT_MS",
  "REQUEST_TIMEOUT_MS",
  "BODY_TIMEOUT_MS",
  "SHUTDOWN_TIMEOUT_MS",
  "HEAP_GROWING_PERCENT",
  "SIGNUP_LIMIT",
  "CHAT_FAST_PATH",
  "WEB_CONCURRENCY",
  "STORAGE_QUOTA_MB",
  "S3_BUCKET",
  "S3_REGION",
  "S3_FORCE_PATH_STYLE",
  "KNOWLEDGE_FETCH_ALLOW_LOOPBACK",
  "KNOWLEDGE_MAX_CHUNKS",
  "KNOWLEDGE_MAX_DOCUMENT_MB",
  "KNOWLEDGE_MAX_CRAWL_PAGES",
  "KNOWLEDGE_ADD_WAIT_MS",
  "KNOWLEDGE_JOBS",
  "KNOWLEDGE_STUCK_MINUTES",
  "KNOWLEDGE_EXTRACT_WORKERS",
  "KNOWLEDGE_EXTRACT_TIMEOUT_SECONDS",
  "KNOWLEDGE_EXTRACT_MEMORY_MB",
  "KNOWLEDGE_SOURCES_PER_HOUR",
  "KNOWLEDGE_MB_PER_HOUR",
  "FEED_REQUEST_INTERVAL_MS",
  "ALERT_CHECK_MINUTES",
  "ALERT_SETTLE_SECONDS",
  "PASSWORD_HASH_COST",
]);

/** The configuration, or one line per problem, each naming its variable. */
export function checkConfig(env: Record<string, string | undefined> = process.env): { ok: true; config: Config } | { ok: false; problems: string[] } {
  const result = configSchema.safeParse(env);
  const problems = [
    ...(result.error?.issues ?? []).map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const value = env[name];
      const shown = SHOWABLE.has(name) && value !== undefined ? ` (got ${JSON.stringify(value)})` : "";
      return `${name} ${issue.message}${shown}`;
    }),
    ...crossChecks(env),
  ];
  return result.success && problems.length === 0 ? { ok: true, config: result.data } : { ok: false, problems };
}

/** Checks the environment; on a problem prints every one to stderr and ends the process with exit code 78 (EX_CONFIG). */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  const checked = checkConfig(env);
  if (checked.ok) return checked.config;
  process.stderr.write(
    `Casabot cannot start: fix ${checked.problems.length === 1 ? "this setting" : "these settings"} in the environment:\n${checked.problems.map((problem) => `  ${problem}\n`).join("")}`,
  );
  process.exit(78);
}

/**
 * A whole number of a variable the startup check above has vetted, or the default when it is unset: for the
 * modules that read one at each use (the tests set some per file).
 */
export function envNumber(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env[name]?.trim() || Number.NaN);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}
