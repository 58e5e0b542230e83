import { and, eq, lt, ne } from "drizzle-orm";
import type { Database } from "@/db/client";
import { knowledgeSources } from "@/db/schema";
import { errorFields, log } from "@/lib/log";
import { getDb } from "@/lib/runtime/database";
import { processSource } from "./ingest";
import { jobConcurrency, stuckAfterMs } from "./limits";

// Documents and web pages are processed in this server process, in the background, a few at a
// time (KNOWLEDGE_JOBS), the rest waiting in line. A source being processed is `processing`; one
// a process left so (it ended mid-way) is taken up again by the sweep once it has been untouched
// for KNOWLEDGE_STUCK_MINUTES. The state lives on globalThis: Next may load this module once per
// route bundle, and the line must be one per process.

interface JobState {
  running: number;
  waiting: (() => void)[];
  /** Sources queued or being processed by this process, with what settles when they are done. */
  jobs: Map<number, Promise<void>>;
  sweeper?: NodeJS.Timeout;
}

const KEY = Symbol.for("casabot.knowledgeJobs");
const fresh = (): JobState => ({ running: 0, waiting: [], jobs: new Map() });
const state: JobState = ((globalThis as Record<symbol, JobState | undefined>)[KEY] ??= fresh());

async function slot(): Promise<void> {
  if (state.running < jobConcurrency()) {
    state.running++;
    return;
  }
  // The slot is handed over by release(), so running stays counted.
  await new Promise<void>((resolve) => state.waiting.push(resolve));
}

function release() {
  const next = state.waiting.shift();
  if (next) next();
  else state.running--;
}

/** Queues a processing source; the promise settles (never rejects) when it is ready or failed. Queuing it twice is one job. */
export function enqueue(db: Database, sourceId: number): Promise<void> {
  const known = state.jobs.get(sourceId);
  if (known) return known;
  const job = (async () => {
    await slot();
    try {
      // Touched as it starts, so another process's sweep does not take it for stuck while it is worked on.
      await db
        .update(knowledgeSources)
        .set({ updatedAt: new Date() })
        .where(and(eq(knowledgeSources.id, sourceId), eq(knowledgeSources.status, "processing")));
      await processSource(db, sourceId);
    } catch (error) {
      // processSource fails the source itself; this is the database gone away: the sweep retries later.
      log.error("knowledge job failed", { sourceId, ...errorFields(error) });
    } finally {
      release();
      state.jobs.delete(sourceId);
    }
  })();
  state.jobs.set(sourceId, job);
  return job;
}

/** Whether this process has the source queued or in hand. */
export const isQueued = (sourceId: number) => state.jobs.has(sourceId);

/** Waits for the source's job at most `ms` (it goes on in the background after). */
export async function waitFor(sourceId: number, ms: number): Promise<void> {
  const job = state.jobs.get(sourceId);
  if (!job || ms <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([job, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/**
 * Takes up the sources left `processing` for longer than KNOWLEDGE_STUCK_MINUTES by a process
 * that ended. Each is claimed by touching its updated_at in one statement that checks it
 * is still old, so of several servers sweeping at once only one takes it. Returns how many were taken up.
 */
export async function resumeStuckSources(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - stuckAfterMs());
  const stuck = await db
    .select({ id: knowledgeSources.id })
    .from(knowledgeSources)
    .where(and(eq(knowledgeSources.status, "processing"), lt(knowledgeSources.updatedAt, cutoff), ne(knowledgeSources.kind, "qa")))
    .limit(100);
  let taken = 0;
  for (const row of stuck) {
    if (state.jobs.has(row.id)) continue;
    const [claimed] = await db
      .update(knowledgeSources)
      .set({ updatedAt: now })
      .where(and(eq(knowledgeSources.id, row.id), eq(knowledgeSources.status, "processing"), lt(knowledgeSources.updatedAt, cutoff)))
      .returning({ id: knowledgeSources.id });
    if (!claimed) continue;
    taken++;
    void enqueue(db, claimed.id);
  }
  if (taken > 0) log.info("knowledge sources taken up again", { taken });
  return taken;
}

const SWEEP_MS = 60_000;

/** Sweeps for stuck sources soon after start and every minute, once per server process (instrumentation.ts). */
export function startKnowledgeSweeper() {
  if (state.sweeper) return;
  const sweep = async () => {
    try {
      await resumeStuckSources(await getDb());
    } catch (error) {
      log.error("knowledge sweep failed", errorFields(error));
    }
  };
  state.sweeper = setInterval(sweep, SWEEP_MS);
  state.sweeper.unref();
  setTimeout(sweep, 1_000).unref();
}
