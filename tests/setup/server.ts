import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The server under test reaches "AI providers" only through the local fake. */
export function providerEnv(fakeUrl: string): Record<string, string> {
  return {
    OPENAI_API_KEY: "",
    ANTHROPIC_API_KEY: "",
    OPENAI_COMPATIBLE_BASE_URL: fakeUrl,
    OPENAI_COMPATIBLE_API_KEY: "test-key",
    OPENAI_COMPATIBLE_MODELS: "fake-llm,fake-vision",
    OPENAI_COMPATIBLE_VISION_MODELS: "fake-vision",
    // A provider that stalls is given up on after 1.5 s of silence, not 30.
    MODEL_CHUNK_TIMEOUT_MS: "1500",
  };
}

/**
 * The fuzz's server runs with a bounded heap. V8 then collects garbage as it goes instead of
 * letting the heap grow lazily toward its default limit, so the fuzz's resident-memory check
 * measures what the server keeps, not when V8 last collected (unbounded, the same run measured
 * +152, +95 and -145 MB between its halves); and a real leak ends the server, which the fuzz sees.
 */
export const FUZZ_HEAP_MB = 256;
/**
 * What the fuzz's server runs with besides: the bounded heap, and the model's usual 30 s between
 * chunks rather than providerEnv's 1.5 s (which is for the tests of a provider that stalls). The
 * fuzz sends 16 asks at once to the concierge, whose next chunk two busy cores delayed past 1.5 s,
 * and a valid ask was answered 502.
 */
export const serverEnvFor = (projectName: string): Record<string, string> =>
  projectName === "fuzz"
    ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --max-old-space-size=${FUZZ_HEAP_MB}`.trim(), MODEL_CHUNK_TIMEOUT_MS: "30000" }
    : {};

/** log2 of scrypt's N for the test servers' new password hashes (lib/auth/passwords.ts). */
export const TEST_PASSWORD_HASH_COST = "14";

/** Every test signs up owners of its own, all from 127.0.0.1: far more than one address may by default (SIGNUP_LIMIT). */
export const SIGNUPS_FROM_TESTS = "100000";

export interface RunningServer {
  baseUrl: string;
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
  /** Settles when the process ends, with how it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The server's JSON log lines (the demo banner and other plain lines left out). */
export function logLines(output: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The processes whose access-log lines show a request for this path: with WEB_CONCURRENCY, which workers served it. */
export function servingPids(output: string, path: string): Set<number> {
  return new Set(
    logLines(output)
      .filter((line) => line.msg === "request" && line.path === path)
      .map((line) => Number(line.pid)),
  );
}

/** How the built app is run: scripts/server.mjs (npm start, the container) or plain `next start` (no server.mjs, as on other hosts). */
const RUNNERS = {
  server: () => [path.resolve("scripts/server.mjs")],
  "next-start": () => [path.resolve("node_modules/next/dist/bin/next"), "start", "--hostname", "127.0.0.1"],
};

/** Starts the built app (scripts/server.mjs, as npm start runs it) with the given environment and waits until it answers. */
export async function startServer(env: Record<string, string>, runner: keyof typeof RUNNERS = "server"): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, RUNNERS[runner](), {
    // The mail timer stays off unless a test turns it on (lib/mail/scheduler.ts). The files of a
    // project share their workspaces, so the hourly knowledge budgets are wide unless a test sets its own.
    env: {
      ...process.env,
      MAIL_SCHEDULER: "0",
      // Hundreds of owners are signed up: their hashes at scrypt's N=2^14, not 2^17 (an eighth of
      // the CPU). tests/api/password-load.test.ts, about the cost itself, runs at the real 17.
      PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
      KNOWLEDGE_SOURCES_PER_HOUR: "1000000",
      KNOWLEDGE_MB_PER_HOUR: "1000000",
      // With DATABASE_URL, stored integration secrets need a key of their own (lib/secrets/sealed.ts);
      // on PGlite the server makes one in its data directory, as under npm start.
      ...(env.DATABASE_URL ? { SECRETS_KEY: "the test servers' secrets key, 32 characters or more" } : {}),
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  // "close", not "exit": the exit can be reported before the last lines written to the pipes are read.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("close", (code, signal) => resolve({ code, signal })),
  );
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;

  // With several workers the first answers while the others start: wait for the primary's word that all listen.
  const clustered = Number(env.WEB_CONCURRENCY) > 1;
  const deadline = Date.now() + (clustered ? 90_000 : 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output}`);
    try {
      // A 401 from an endpoint means the database is open and migrated.
      const response = await fetch(`${baseUrl}/chat/Chatbot/ModelList`);
      if (response.status === 401 && (!clustered || / with \d+ workers"/.test(output))) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Server did not become ready:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    baseUrl,
    pid: child.pid!,
    output: () => output,
    exited,
    stop: () =>
      new Promise<void>((resolve) => {
        // A process killed by a signal has no exit code, only a signal code.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
