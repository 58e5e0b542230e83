import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../setup/server";

const dataDir = mkdtempSync(path.join(tmpdir(), "casabot-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the production server to its end with this environment. */
function run(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string; listened: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.resolve("scripts/server.mjs")], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", HOST: "127.0.0.1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 45_000);
    // "close" waits for the pipes to be read to their end; "exit" can come before the last lines.
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, listened: /Casabot ready/.test(stdout) });
    });
  });
}

describe("a server started with a bad configuration", () => {
  it("says what is wrong with each setting on stderr and exits 78 without listening", async () => {
    const port = await freePort();
    const result = await run({
      PORT: String(port),
      TRUST_PROXY: "true",
      DATABASE_URL: "mysql://root:hunter2@db/casabot",
      LOG_LEVEL: "chatty",
      MODEL_CHUNK_TIMEOUT_MS: "soon",
      OPENAI_COMPATIBLE_MODELS: "llama3",
    });
    expect(result.code).toBe(78);
    expect(result.listened).toBe(false);
    const problems = result.stderr.split("\n").filter((line) => line.startsWith("  "));
    expect(problems.map((line) => line.trim())).toEqual([
      "DATABASE_URL must be a postgres:// or postgresql:// URL",
      'TRUST_PROXY must be 0 (no proxy), 1 to 9 (how many proxies are in front) or vercel (got "true")',
      'MODEL_CHUNK_TIMEOUT_MS must be a whole number from 100 to 600000 (got "soon")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "chatty")',
      "OPENAI_COMPATIBLE_BASE_URL must be set when OPENAI_COMPATIBLE_MODELS names models",
    ]);
    expect(result.stderr).toMatch(/^Casabot cannot start: fix these settings in the environment:/m);
    expect(result.stderr + result.stdout).not.toContain("hunter2");
  });

  it("a bad PORT is caught before anything listens on it", async () => {
    const result = await run({ PORT: "99999" });
    expect(result.code).toBe(78);
    expect(result.stderr).toContain('PORT must be a whole number from 1 to 65535 (got "99999")');
  });

  it("WEB_CONCURRENCY above 1 on the embedded database (no DATABASE_URL) is refused before anything listens, naming both", async () => {
    const result = await run({ PORT: String(await freePort()), WEB_CONCURRENCY: "2" });
    expect(result.code).toBe(78);
    expect(result.listened).toBe(false);
    expect(result.stderr).toContain(
      "WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database (PGlite, used while DATABASE_URL is unset) is one process's database, " +
        "which 2 server processes cannot share. Set DATABASE_URL to a PostgreSQL server, or unset WEB_CONCURRENCY",
    );
    // It never got as far as opening the data directory.
    expect(result.stdout).not.toContain("database ready");
  });

  it("a WEB_CONCURRENCY that is not a number of processes is named, whatever the database", async () => {
    const result = await run({ PORT: String(await freePort()), WEB_CONCURRENCY: "lots", DATABASE_URL: "postgres://casabot@127.0.0.1:1/none" });
    expect(result.code).toBe(78);
    expect(result.listened).toBe(false);
    expect(result.stderr).toContain('WEB_CONCURRENCY must be a whole number from 1 to 64 (server processes), or auto (one per core) (got "lots")');
  });

  it("with two workers, a bad setting is reported once, by the first worker, and the server exits 78", async () => {
    const result = await run({
      PORT: String(await freePort()),
      WEB_CONCURRENCY: "2",
      DATABASE_URL: "postgres://casabot@127.0.0.1:1/none",
      TRUST_PROXY: "true",
    });
    expect(result.code).toBe(78);
    expect(result.listened).toBe(false);
    expect(result.stderr.match(/TRUST_PROXY must be/g)).toHaveLength(1);
    expect(result.stdout).toContain('"msg":"a worker ended while the server was starting; stopping"');
  });
});
