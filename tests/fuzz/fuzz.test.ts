import { readFileSync } from "node:fs";
import fc from "fast-check";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { baseUrl, fixtures } from "../api/helpers";
import { createWorld, type FuzzWorld, type Sample, samples } from "./samples";
import { discoverRoutes } from "../setup/routes";
import { SOAK } from "../setup/tier";
import { bodyArbitrary, type FuzzBody } from "./bodies";

/**
 * Bodies per endpoint: 300 on every commit (npm test), 2,000 in the soak tier (npm run
 * test:soak), 100,000 in npm run test:fuzz:long. Each run draws a new seed and prints it, so
 * that every commit tries new bodies and a failure replays with FUZZ_SEED=<seed>.
 */
const RUNS = Number(process.env.FUZZ_RUNS || (SOAK ? 2000 : 60));
const SEED = Number(process.env.FUZZ_SEED || Math.floor(Math.random() * 2 ** 31));
const REPLAY = `replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`;
/** Enough requests in flight that the server never waits on the fuzzer. */
const CONCURRENCY = 16;
const ENVELOPE_KEYS = ["Code", "Data", "Message", "Success", "Version"];
const STREAMING_ROUTES = new Set(["/chat/Chat/Ask", "/chat/Chat/ClientAsk", "/chat/Widget/Ask"]);
/**
 * Endpoints that hash a password, a few at a time (lib/auth/passwords.ts): past that gate's
 * queue their designed answer is a 503 envelope with Retry-After, which the fuzz's 16 requests
 * in flight reach. Any other 5xx from them is still a problem.
 */
const PASSWORD_ROUTES = new Set(["/chat/User/SignIn", "/chat/User/SignUp", "/chat/User/ResetPassword", "/chat/User/ChangePassword", "/chat/User/AcceptInvite"]);

interface Outcome {
  status: number;
  problem?: string;
}

/** Sends one fuzzed body and says what, if anything, is wrong with the reply. */
async function send(route: string, sample: Sample, fuzz: FuzzBody): Promise<Outcome> {
  // Uncompressed replies: gzip would cost the server more than the parsing under test.
  const headers: Record<string, string> = { "accept-encoding": "identity", ...sample.headers, ...fuzz.headers };
  if (fuzz.contentType !== null) headers["content-type"] = fuzz.contentType;
  const response = await fetch(`${baseUrl}${route}${sample.query ?? ""}`, { method: "POST", headers, body: fuzz.bytes });
  const text = await response.text();
  const status = response.status;
  const shedding = status === 503 && PASSWORD_ROUTES.has(route) && Number(response.headers.get("retry-after")) > 0;
  if (status >= 500 && !shedding) return { status, problem: `status ${status}: ${text.slice(0, 300)}` };
  if (/\n\s+at .+:\d+:\d+/.test(text)) return { status, problem: `stack trace in reply: ${text.slice(0, 300)}` };
  if (response.headers.get("content-type")?.startsWith("text/event-stream")) {
    const lines = text.split("\n").filter((line) => line.trim() !== "");
    for (const line of lines) {
      try {
        JSON.parse(line);
      } catch {
        return { status, problem: `stream line is not JSON: ${line.slice(0, 200)}` };
      }
    }
    return { status };
  }
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text);
  } catch {
    return { status, problem: `reply is not JSON: ${text.slice(0, 200)}` };
  }
  // A refused request that asked for a stream says TaskCompleted too (readers of streams wait for it).
  const refusedStream = status !== 200 && STREAMING_ROUTES.has(route) && body.TaskCompleted === true;
  const keys = Object.keys(body)
    .filter((key) => !(refusedStream && key === "TaskCompleted"))
    .sort();
  if (keys.join() !== ENVELOPE_KEYS.join()) return { status, problem: `not an envelope: keys ${keys.join(", ")}` };
  if (body.Code !== status || body.Success !== (status === 200) || typeof body.Message !== "string" || body.Version !== "1.0.0") {
    return { status, problem: `envelope disagrees with status ${status}: ${text.slice(0, 200)}` };
  }
  if (status !== 200 && (body.Message as string).trim() === "") return { status, problem: "error without a message" };
  return { status };
}

async function pool<T>(items: T[], worker: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await worker(items[next++]!);
    }),
  );
}

/** Resident memory of the server under test, from /proc. */
function serverRss(): number {
  const status = readFileSync(`/proc/${inject("serverPid")}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

const routes = discoverRoutes().map((route) => route.path);
let world: FuzzWorld;
let bySample: Record<string, Sample>;
const rss: number[] = [];

beforeAll(async () => {
  console.log(`fuzz: ${RUNS} bodies per endpoint, ${REPLAY}`);
  world = await createWorld(fixtures.confirmedOwners.fuzz);
  bySample = samples(world);
});

describe(`fuzzed bodies, ${RUNS} per endpoint`, () => {
  it("has a valid sample for every endpoint under app/chat", () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((route) => !bySample[route])).toEqual([]);
  });

  it.each(routes)("%s answers every body with a well-formed envelope, never a 500", async (route) => {
    const sample = bySample[route]!;
    const bodies = fc.sample(bodyArbitrary(sample.body), { numRuns: RUNS, seed: SEED });
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    await pool(bodies, async (fuzz) => {
      const outcome = await send(route, sample, fuzz);
      statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
      if (outcome.problem && problems.length < 5) problems.push(`${outcome.problem}\n  body: ${fuzz.describe.slice(0, 300)}`);
    });
    rss.push(serverRss());
    expect(problems, REPLAY).toEqual([]);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(RUNS);
    // The fuzz reached the parser: some bodies were refused as bad input. (SignOut's first
    // valid body ends its sign-in; what follows is refused before it is read.)
    if (route !== "/chat/User/SignOut") expect(statuses.get(400) ?? 0, REPLAY).toBeGreaterThan(0);
    console.log(
      `${route}: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(" ")}`,
    );
  });

  it("leaves the server up, with memory that levels off", async () => {
    expect((await fetch(`${baseUrl}/chat/Chatbot/ModelList`, { headers: { authorization: world.apiKey } })).status).toBe(200);
    const half = rss[Math.floor(rss.length / 2)]!;
    const last = rss.at(-1)!;
    console.log(
      `server RSS: ${(rss[0]! / 2 ** 20).toFixed(0)} MB after the first endpoint, ${(half / 2 ** 20).toFixed(0)} MB at half, ${(last / 2 ** 20).toFixed(0)} MB at the end`,
    );
    expect(last).toBeLessThan(1024 * 2 ** 20);
    expect(last - half).toBeLessThan(150 * 2 ** 20);
  });
});
