import { and, eq, lt, ne, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { chatbots, knowledgeSources } from "@/db/schema";
import { errorFields, log } from "@/lib/log";
import { getDb } from "@/lib/runtime/database";
import { processSource } from "./ingest";
import { jobConcurrency, MAX_ATTEMPTS, stuckAfterMs } from "./limits";
import { markFailed } from "./service";

// Documents and web pages are processed in this server process, in the background, a few at a
// time (KNOWLEDGE_JOBS) and at most one per workspace at a time, the rest waiting in line (the
// reading itself happens in a worker thread: lib/knowledge/extract-worker.ts). A source being
// processed is `processing`; one a process left so (it ended mid-way) is taken up again by the
// sweep once it has been untouched for KNOWLEDGE_STUCK_MINUTES. Every start counts an attempt:
// a source whose processing was stopped MAX_ATTEMPTS times (timed out, out of memory, its
// process ended) is failed for good, so a file that kills its reader cannot loop. The state
// lives on globalThis: Next may load this module once per route bundle, and the line must be
// one per process.

interface Waiter {
  workspaceId: string;
  start: () => void;
}

interface JobState {
  running: number;
  /** Workspaces with a job under way in this process. */
  busy: Set<string>;
  waiting: Waiter[];
  /** Sources queued or being processed by this process, with what settles when they are done. */
  jobs: Map<number, Promise<void>>;
  sweeper?: NodeJS.Timeout;
}

const KEY = Symbol.for("casabot.knowledgeJobs");
const fresh = (): JobState => ({ running: 0, busy: new Set(), waiting: [], jobs: new Map() });
const state: JobState = ((globalThis as Record<symbol, JobState | undefined>)[KEY] ??= fresh());
// A state made by an earlier version of this module (a dev reload) lacks the set.
state.busy ??= new Set();

/** Starts waiting jobs while slots are free, the first in line whose workspace has none under way. */
function admit() {
  while (state.running < jobConcurrency()) {
    const index = state.waiting.findIndex((waiter) => !state.busy.has(waiter.workspaceId));
    if (index < 0) return;
    const [next] = state.waiting.splice(index, 1);
    state.running++;
    state.busy.add(next!.workspaceId);
    next!.start();
  }
}

function slot(workspaceId: string): Promise<void> {
  return new Promise<void>((start) => {
    state.waiting.push({ workspaceId, start });
    admit();
  });
}

function release(workspaceId: string) {
  state.running--;
  state.busy.delete(workspaceId);
  admit();
}

const STOPPED_FOR_GOOD = `Processing was stopped ${MAX_ATTEMPTS} times before it finished (it timed out, ran out of memory, or the server stopped), so it will not be tried again: check the document or page, then add it anew or fetch it again (Knowledge/Refetch)`;

/** Counts an attempt on a source still processing; undefined when it is not (done, failed, deleted). */
async function claimAttempt(db: Database, sourceId: number): Promise<number | undefined> {
  // Touched as it starts, so another process's sweep does not take it for stuck while it is worked on.
  const [claimed] = await db
    .update(knowledgeSources)
    .set({ updatedAt: new Date(), attempts: sql`${knowledgeSources.attempts} + 1` })
    .where(and(eq(knowledgeSources.id, sourceId), eq(knowledgeSources.status, "processing")))
    .returning({ attempts: knowledgeSources.attempts });
  return claimed?.attempts;
}

async function workspaceOf(db: Database, sourceId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ workspaceId: chatbots.workspaceId })
    .from(knowledgeSources)
    .innerJoin(chatbots, eq(chatbots.id, knowledgeSources.chatbotId))
    .where(eq(knowledgeSources.id, sourceId))
    .limit(1);
  return row?.workspaceId;
}

/** Processes the source once: "again" when its processing was stopped and it has an attempt left. */
async function runOnce(db: Database, sourceId: number, workspaceId: string): Promise<"done" | "again"> {
  await slot(workspaceId);
  try {
    const attempts = await claimAttempt(db, sourceId);
    if (attempts === undefined) return "done";
    if (attempts > MAX_ATTEMPTS) {
      await markFailed(db, sourceId, STOPPED_FOR_GOOD);
      return "done";
    }
    log.info("knowledge source processing", { sourceId, attempt: attempts });
    return (await processSource(db, sourceId, { lastAttempt: attempts >= MAX_ATTEMPTS })) === "stopped" ? "again" : "done";
  } finally {
    release(workspaceId);
  }
}

/** Queues a processing source; the promise settles (never rejects) when it is ready or failed. Queuing it twice is one job. */
export function enqueue(db: Database, sourceId: number): Promise<void> {
  const known = state.jobs.get(sourceId);
  if (known) return known;
  const job = (async () => {
    try {
      const workspaceId = await workspaceOf(db, sourceId);
      // A stopped reading goes to the back of the line for its one more attempt.
      if (workspaceId) while ((await runOnce(db, sourceId, workspaceId)) === "again");
    } catch (error) {
      // processSource fails the source itself; this is the database gone away: the sweep retries later.
      log.error("knowledge job failed", { sourceId, ...errorFields(error) });
    } finally {
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
 * is still old, so of several servers sweeping at once only one takes it; one whose processing
 * already started MAX_ATTEMPTS times is failed instead, never read again. Returns how many were taken up.
 */
export async function resumeStuckSources(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - stuckAfterMs());
  const stuck = await db
    .select({ id: knowledgeSources.id, attempts: knowledgeSources.attempts })
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
      .returning({ id: knowledgeSources.id, attempts: knowledgeSources.attempts });
    if (!claimed) continue;
    // Its process ended mid-way as many times as it may: whatever it holds is not read again.
    if (claimed.attempts >= MAX_ATTEMPTS) {
      await markFailed(db, claimed.id, STOPPED_FOR_GOOD);
      log.warn("knowledge source failed for good after its processing stopped repeatedly", { sourceId: claimed.id, attempts: claimed.attempts });
      continue;
    }
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
