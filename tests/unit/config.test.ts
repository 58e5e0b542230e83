import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { checkConfig } from "@/lib/config";
import { serverLaunch, webConcurrency } from "@/lib/runtime-contract.mjs";

describe("the configuration check", () => {
  it("accepts an empty environment and the values docs/operations.md documents", () => {
    expect(checkConfig({}).ok).toBe(true);
    const full = checkConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      DATABASE_URL: "postgres://casabot:pw@db:5432/casabot",
      DATABASE_POOL_MAX: "20",
      DATA_DIR: "/data",
      SEED_DEMO: "0",
      ALLOW_SIGNUP: "1",
      TRUST_PROXY: "1",
      PUBLIC_URL: "https://chat.example.com",
      OPENAI_API_KEY: "sk-x",
      OPENAI_COMPATIBLE_BASE_URL: "http://localhost:11434/v1",
      OPENAI_COMPATIBLE_MODELS: "llava, qwen",
      OPENAI_COMPATIBLE_VISION_MODELS: "llava",
      MODEL_CHUNK_TIMEOUT_MS: "1500",
      SMTP_URL: "smtps://u:p@mail.example.com:465",
      LOG_LEVEL: "debug",
      BODY_TIMEOUT_MS: "1000",
    });
    expect(full).toMatchObject({ ok: true, config: { PORT: 8080, DATABASE_POOL_MAX: 20, MODEL_CHUNK_TIMEOUT_MS: 1500 } });
  });

  // STORAGE_QUOTA_MB in megabytes; PASSWORD_HASH_COST as log2 of scrypt's N; HEAP_GROWING_PERCENT (scripts/server.mjs) in percent.
  it.each([
    { name: "STORAGE_QUOTA_MB", good: ["2048", 2048], range: "1 to 100000000", wrong: ["0", "1.5", "lots", "-1"] },
    { name: "PASSWORD_HASH_COST", good: ["18", 18], range: "12 to 20", wrong: ["11", "21", "17.5", "high"] },
    { name: "HEAP_GROWING_PERCENT", good: ["0", 0], range: "0 to 999", wrong: ["1000", "-5", "12.5", "lots"] },
  ] as const)("takes $name as a whole number from its range, and names a wrong one", ({ name, good, range, wrong }) => {
    expect(checkConfig({ [name]: good[0] })).toMatchObject({ ok: true, config: { [name]: good[1] } });
    for (const value of wrong) {
      expect(checkConfig({ [name]: value })).toEqual({ ok: false, problems: [`${name} must be a whole number from ${range} (got "${value}")`] });
    }
  });

  it("checks REQUIRE_EMAIL_VERIFICATION like the other switches", () => {
    expect(checkConfig({ REQUIRE_EMAIL_VERIFICATION: "1" }).ok).toBe(true);
    expect(checkConfig({ REQUIRE_EMAIL_VERIFICATION: "yes" })).toEqual({ ok: false, problems: ['REQUIRE_EMAIL_VERIFICATION must be 0 or 1 (got "yes")'] });
  });

  it("refuses KNOWLEDGE_FETCH_ALLOW_LOOPBACK in production: it is for tests only", () => {
    expect(checkConfig({ KNOWLEDGE_FETCH_ALLOW_LOOPBACK: "1", NODE_ENV: "test" }).ok).toBe(true);
    expect(checkConfig({ KNOWLEDGE_FETCH_ALLOW_LOOPBACK: "0", NODE_ENV: "production" }).ok).toBe(true);
    expect(checkConfig({ KNOWLEDGE_FETCH_ALLOW_LOOPBACK: "1", NODE_ENV: "production" })).toEqual({
      ok: false,
      problems: ["KNOWLEDGE_FETCH_ALLOW_LOOPBACK is for tests only: unset it in production, where fetching loopback addresses would open the server to SSRF"],
    });
    expect(checkConfig({ KNOWLEDGE_FETCH_ALLOW_LOOPBACK: "yes" })).toEqual({
      ok: false,
      problems: ['KNOWLEDGE_FETCH_ALLOW_LOOPBACK must be 0 or 1 (got "yes")'],
    });
  });

  it("starts the server with its memory flags and environment, unless NODE_OPTIONS or the environment say otherwise", () => {
    expect(serverLaunch("scripts/server.mjs", { PORT: "3000" })).toEqual({
      args: ["--max-semi-space-size=8", "scripts/server.mjs"],
      env: { MALLOC_ARENA_MAX: "2", PORT: "3000" },
    });
    const own = serverLaunch("scripts/server.mjs", { NODE_OPTIONS: "--max-semi-space-size=16", MALLOC_ARENA_MAX: "8" });
    expect(own.args).toEqual(["scripts/server.mjs"]);
    expect(own.env.MALLOC_ARENA_MAX).toBe("8");
  });

  it("takes WEB_CONCURRENCY as 1 to 64 server processes, or auto for one per core, and names a wrong one", () => {
    expect([undefined, "", " ", "1", "2", " 64 ", "auto", "AUTO"].map((value) => webConcurrency(value, 8))).toEqual([1, 1, 1, 1, 2, 64, 8, 8]);
    expect(webConcurrency("auto", 256)).toBe(64);
    for (const value of ["0", "65", "1.5", "-2", "two", "2x", "0x2", "1e1", "0002"])
      expect(checkConfig({ WEB_CONCURRENCY: value, DATABASE_URL: "postgres://db/casabot" }), value).toEqual({
        ok: false,
        problems: [`WEB_CONCURRENCY must be a whole number from 1 to 64 (server processes), or auto (one per core) (got "${value}")`],
      });
    expect(checkConfig({ WEB_CONCURRENCY: "4", DATABASE_URL: "postgres://db/casabot" }).ok).toBe(true);
    expect(checkConfig({ WEB_CONCURRENCY: "auto", DATABASE_URL: "postgres://db/casabot" }).ok).toBe(true);
  });

  it("refuses more than one server process on the embedded database, naming WEB_CONCURRENCY and DATABASE_URL", () => {
    expect(checkConfig({ WEB_CONCURRENCY: "1" }).ok).toBe(true);
    expect(checkConfig({ WEB_CONCURRENCY: "2", DATABASE_URL: " " })).toEqual({
      ok: false,
      problems: [
        "WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database (PGlite, used while DATABASE_URL is unset) is one process's database, " +
          "which 2 server processes cannot share. Set DATABASE_URL to a PostgreSQL server, or unset WEB_CONCURRENCY",
      ],
    });
    // auto is one process on one core, which the embedded database serves.
    expect(checkConfig({ WEB_CONCURRENCY: "auto" }).ok).toBe(availableParallelism() === 1);
  });

  it("treats empty values as unset", () => {
    expect(checkConfig({ DATABASE_URL: "", PORT: " ", OPENAI_API_KEY: "" }).ok).toBe(true);
  });

  it("names every problem at once, one line each, without repeating secret values", () => {
    const checked = checkConfig({
      PORT: "70000",
      TRUST_PROXY: "yes",
      DATABASE_URL: "mysql://root:hunter2@db/x",
      PUBLIC_URL: "chat.example.com",
      LOG_LEVEL: "loud",
      OPENAI_COMPATIBLE_MODELS: "llava",
      OPENAI_COMPATIBLE_VISION_MODELS: "qwen",
      SMTP_URL: "http://mail",
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems).toEqual([
      'PORT must be a whole number from 1 to 65535 (got "70000")',
      "DATABASE_URL must be a postgres:// or postgresql:// URL",
      'TRUST_PROXY must be 0 (no proxy), 1 to 9 (how many proxies are in front) or vercel (got "yes")',
      "PUBLIC_URL must be an http(s) URL such as https://chat.example.com",
      "SMTP_URL must be an smtp:// or smtps:// URL",
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      "OPENAI_COMPATIBLE_BASE_URL must be set when OPENAI_COMPATIBLE_MODELS names models",
      "OPENAI_COMPATIBLE_VISION_MODELS names models not in OPENAI_COMPATIBLE_MODELS: qwen",
    ]);
    expect(checked.problems.join("\n")).not.toContain("hunter2");
  });
});

describe("the object storage settings (S3_*)", () => {
  it("takes a bucket with its region, an optional endpoint and both keys or neither", () => {
    expect(checkConfig({ S3_BUCKET: "casabot-files", S3_REGION: "us-east-1" }).ok).toBe(true);
    expect(
      checkConfig({
        S3_BUCKET: "casabot-files",
        S3_REGION: "auto",
        S3_ENDPOINT: "https://account.r2.cloudflarestorage.com",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "1",
      }).ok,
    ).toBe(true);
  });

  it("names each problem, and never repeats a key", () => {
    const checked = checkConfig({
      S3_BUCKET: "Not_A_Bucket",
      S3_ENDPOINT: "ftp://files",
      S3_SECRET_ACCESS_KEY: "hunter2",
      S3_FORCE_PATH_STYLE: "yes",
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems).toEqual([
      'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got "Not_A_Bucket")',
      "S3_ENDPOINT must be an http(s) URL such as https://<account>.r2.cloudflarestorage.com or http://localhost:9000",
      'S3_FORCE_PATH_STYLE must be 0 or 1 (got "yes")',
      "S3_REGION must be set with S3_BUCKET (us-east-1, or auto for Cloudflare R2)",
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK's own credentials (an IAM role)",
    ]);
    expect(checked.problems.join("\n")).not.toContain("hunter2");
    const stray = checkConfig({ S3_REGION: "us-east-1", S3_ENDPOINT: "http://localhost:9000" });
    expect(!stray.ok && stray.problems).toEqual(["S3_BUCKET must be set when S3_REGION, S3_ENDPOINT are set"]);
  });
});

describe("on Vercel (VERCEL=1)", () => {
  it("needs PostgreSQL, a bucket and the cron secret, saying why", () => {
    const bare = checkConfig({ VERCEL: "1" });
    expect(!bare.ok && bare.problems).toEqual([
      "DATABASE_URL must be set on Vercel: the embedded database (PGlite) needs a disk that lasts, which a Vercel function does not have",
      "S3_BUCKET must be set on Vercel: files kept on a function's disk are gone on its next invocation",
      "CRON_SECRET must be set on Vercel: its cron (vercel.json) sends mail, digests and cleanups through /api/cron",
    ]);
    const full = checkConfig({ VERCEL: "1", DATABASE_URL: "postgres://u:p@db.example.com/casabot", S3_BUCKET: "casabot", S3_REGION: "auto", CRON_SECRET: "s" });
    expect(full.ok).toBe(true);
  });
});
