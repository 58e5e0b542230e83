// The load process, separate from the servers and from run.ts: reads a plan (JSON file
// named on the command line), drives each target with autocannon at each concurrency,
// and prints one JSON line per measurement. Streamed replies are timed to their first
// byte by a small driver of its own, since autocannon times whole responses.
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import autocannon from "autocannon";
import { type BenchCase, buildCases, type CaseGroup, type Fixture } from "./cases";

export interface LoadPlan {
  fixture: Fixture;
  /** `groups`: the only cases this target is measured on (all when absent). */
  targets: { name: string; url: string; groups?: CaseGroup[] }[];
  cases: string[];
  concurrency: number[];
  durationSeconds: number;
  warmupSeconds: number;
}

export interface Measurement {
  case: string;
  target: string;
  concurrency: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** What the latency is to: the whole response, or its first byte. */
  timing: "response" | "ttfb";
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);

async function autocannonRun(url: string, benchCase: BenchCase, concurrency: number, seconds: number, counter: { n: number }) {
  const result = await autocannon({
    url: url + benchCase.path,
    connections: concurrency,
    duration: seconds,
    method: "POST",
    headers: { "content-type": "application/json", ...benchCase.headers },
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(benchCase.body(counter.n++)) }) }],
  });
  return {
    requests: result.requests.total,
    rps: result.requests.total / (result.duration || seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** `concurrency` clients in a loop for `seconds`, each timing its requests to the first byte of the body. */
async function ttfbRun(url: string, benchCase: BenchCase, concurrency: number, seconds: number, counter: { n: number }) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const target = new URL(url + benchCase.path);
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const body = JSON.stringify(benchCase.body(counter.n++));
      const started = performance.now();
      let first = true;
      const req = request(
        target,
        { method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...benchCase.headers } },
        (res) => {
          res.on("data", () => {
            if (first) latencies.push(performance.now() - started);
            first = false;
          });
          res.on("end", () => {
            if (res.statusCode !== 200 || first) errors++;
            resolve();
          });
          res.on("error", () => {
            errors++;
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length + errors,
    rps: (latencies.length + errors) / elapsed,
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    errors,
  };
}

async function main() {
  const plan = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as LoadPlan;
  for (const name of plan.cases) {
    // Each target gets its own request numbers (and its own MLS tags), so creates never collide.
    const perTarget = plan.targets
      .map((target) => ({ target, benchCase: buildCases(plan.fixture, target.name).find((c) => c.name === name)!, counter: { n: 1_000 } }))
      .filter(({ target, benchCase }) => !target.groups || target.groups.includes(benchCase.group));
    const run = (t: (typeof perTarget)[number], concurrency: number, seconds: number) =>
      t.benchCase.stream
        ? ttfbRun(t.target.url, t.benchCase, concurrency, seconds, t.counter)
        : autocannonRun(t.target.url, t.benchCase, concurrency, seconds, t.counter);
    for (const t of perTarget) if (plan.warmupSeconds > 0) await run(t, 8, plan.warmupSeconds);
    for (const concurrency of plan.concurrency) {
      // Targets take turns at each level, so a burst of load from elsewhere hits both alike.
      for (const t of perTarget) {
        const result = await run(t, concurrency, plan.durationSeconds);
        const measurement: Measurement = { case: name, target: t.target.name, concurrency, ...result, timing: t.benchCase.stream ? "ttfb" : "response" };
        process.stdout.write(`${JSON.stringify(measurement)}\n`);
      }
    }
  }
}

await main();
