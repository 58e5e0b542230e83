import { existsSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { AppError } from "@/lib/errors";
import type { ExtractRequest } from "./extract/request";
import type { ExtractedDocument } from "./extract/types";
import type { ExtractReply } from "./extract/worker-entry";
import { extractMemoryMb, extractTimeoutMs, extractWorkers } from "./limits";

// Documents and pages are read outside the server's event loop, in worker threads
// (dist/knowledge-extract.mjs, built by scripts/build-workers.mjs) with a heap limit, at most
// KNOWLEDGE_EXTRACT_WORKERS at a time per process, one reading per worker at a time. A reading
// past its deadline has its worker terminated; one past the heap limit is ended by V8. Either
// way a hostile file costs its own worker, never the requests the server is answering. An idle
// worker is kept a little for the next reading (a crawl reads many pages), then ended. On
// shutdown the process exits and its workers with it; their sources stay processing, to be resumed.

/** Why a reading was stopped from outside: the job counts these as attempts (lib/knowledge/jobs.ts). */
export class ExtractionStopped extends Error {
  constructor(
    readonly reason: "timeout" | "memory" | "crashed",
    message: string,
  ) {
    super(message);
    this.name = "ExtractionStopped";
  }
}

interface Reader {
  worker: Worker;
  idleTimer?: NodeJS.Timeout;
}

interface PoolState {
  /** Readings under way, each holding a worker. */
  running: number;
  waiting: (() => void)[];
  idle: Reader[];
}

const IDLE_MS = 30_000;
const KEY = Symbol.for("casabot.extractPool");
const pool: PoolState = ((globalThis as Record<symbol, PoolState | undefined>)[KEY] ??= { running: 0, waiting: [], idle: [] });

async function slot(): Promise<void> {
  if (pool.running < extractWorkers()) {
    pool.running++;
    return;
  }
  // The slot is handed over by release(), so running stays counted.
  await new Promise<void>((resolve) => pool.waiting.push(resolve));
}

function release() {
  const next = pool.waiting.shift();
  if (next) next();
  else pool.running--;
}

/** The bundled worker, dist/knowledge-extract.mjs under the working directory (a path Next's tracing can follow). */
export function workerFile(): string {
  const file = path.join(process.cwd(), "dist", "knowledge-extract.mjs");
  if (!existsSync(file)) throw new Error(`The knowledge reading worker ${file} is missing: build it with npm run build (scripts/build-workers.mjs)`);
  return file;
}

function startReader(): Reader {
  const memoryMb = extractMemoryMb();
  const worker = new Worker(/* turbopackIgnore: true */ workerFile(), {
    resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(16, memoryMb / 8)), stackSizeMb: 4 },
    // pdf.js warns on the console about damaged files: read and dropped, never in the server's log.
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();
  return { worker };
}

function takeReader(): Reader {
  const reader = pool.idle.pop();
  if (!reader) return startReader();
  clearTimeout(reader.idleTimer);
  return reader;
}

function parkReader(reader: Reader) {
  reader.worker.removeAllListeners("message").removeAllListeners("error").removeAllListeners("exit");
  // An idle worker's own exit (it should not) just drops it from the pool.
  reader.worker.once("exit", () => {
    pool.idle = pool.idle.filter((other) => other !== reader);
  });
  reader.idleTimer = setTimeout(() => {
    pool.idle = pool.idle.filter((other) => other !== reader);
    void reader.worker.terminate();
  }, IDLE_MS);
  reader.idleTimer.unref();
  reader.worker.unref();
  pool.idle.push(reader);
}

const seconds = (ms: number) => {
  const whole = Math.max(1, Math.round(ms / 1000));
  return `${whole} second${whole === 1 ? "" : "s"}`;
};

/**
 * Reads the document or page in a worker, within KNOWLEDGE_EXTRACT_MEMORY_MB and `timeoutMs`
 * (KNOWLEDGE_EXTRACT_TIMEOUT_SECONDS by default). AppErrors come back as thrown in the worker;
 * a reading stopped from outside is an ExtractionStopped.
 */
export async function extractInWorker(request: ExtractRequest, timeoutMs = extractTimeoutMs()): Promise<ExtractedDocument> {
  workerFile();
  await slot();
  try {
    return await read(takeReader(), request, timeoutMs);
  } finally {
    release();
  }
}

function read(reader: Reader, request: ExtractRequest, timeoutMs: number): Promise<ExtractedDocument> {
  const { worker } = reader;
  worker.ref();
  worker.removeAllListeners("exit");
  return new Promise<ExtractedDocument>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void, keep: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (keep) parkReader(reader);
      else {
        worker.removeAllListeners();
        void worker.terminate();
      }
      outcome();
    };
    const timer = setTimeout(() => {
      const message = `Reading it took longer than ${seconds(timeoutMs)} and was stopped: it may be damaged or built to overload a reader. Save it again (as PDF from a word processor, or as DOCX) and add it anew`;
      finish(() => reject(new ExtractionStopped("timeout", message)), false);
    }, timeoutMs);
    worker.once("message", (reply: ExtractReply) =>
      finish(() => {
        if (reply.ok) resolve(reply.document);
        else if (reply.kind) reject(new AppError(reply.kind, reply.message));
        // A reader's own bug on this file: a plain error, which the job logs and fails the source for.
        else reject(new Error(`the reading worker failed: ${reply.message.slice(0, 300)}`));
      }, true),
    );
    worker.once("error", (error: Error & { code?: string }) => {
      const stopped =
        error.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? new ExtractionStopped(
              "memory",
              `Reading it needed more than ${extractMemoryMb()} MB of memory and was stopped: it may be built to overload a reader. Save it again, or split it, and add it anew`,
            )
          : new ExtractionStopped("crashed", `Reading it failed: ${error.message.slice(0, 300)}`);
      finish(() => reject(stopped), false);
    });
    worker.once("exit", (code) => finish(() => reject(new ExtractionStopped("crashed", `Reading it stopped unexpectedly (exit code ${code})`)), false));
    worker.postMessage(request);
  });
}
