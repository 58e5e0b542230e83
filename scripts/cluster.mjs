// WEB_CONCURRENCY > 1 (on PostgreSQL): scripts/server.mjs runs as node:cluster's primary, which
// serves nothing itself. It starts that many workers, each scripts/server.mjs again and each the
// same server process as with WEB_CONCURRENCY=1, on one port: the primary accepts the connections
// and hands them to the workers in turn (node:cluster's round robin).
//
// - The first worker starts alone: it checks the configuration, migrates the database and seeds
//   the demo, so that a problem is reported once and the demo banner printed once; the others
//   start when it listens. A worker that ends before all have started ends the server, with the
//   worker's exit code (78 for a configuration problem).
// - Later, a worker that ends (a crash, an out-of-memory kill) is replaced: at once the first
//   time, then after 1, 2, 4 … 30 s while its replacements keep ending within a minute of their
//   start, so that a crash loop does not spin.
// - On SIGTERM or SIGINT every worker gets the signal and drains as a single server process does
//   (requests in flight for up to SHUTDOWN_TIMEOUT_MS, then its database). The primary exits 0
//   once every worker has exited 0, and 1 when one failed or had to be killed.
// Plain JavaScript, run as it is, also from the standalone output (Dockerfile).
import cluster from "node:cluster";

export const RESTART_BACKOFF = { firstMs: 1_000, maxMs: 30_000, stableAfterMs: 60_000 };

/** How long to wait before replacing a worker that ended, when it is the `failures`th in a row to end soon after its start. */
export function restartDelay(failures) {
  return failures <= 1 ? 0 : Math.min(RESTART_BACKOFF.maxMs, RESTART_BACKOFF.firstMs * 2 ** (failures - 2));
}

/**
 * Runs the workers until they have all stopped; resolves with the exit code for the primary.
 * `log` is the server's pino logger; `address` how the ready line names the server.
 */
export function runPrimary({ workers, shutdownTimeout, address, log }) {
  const slots = Array.from({ length: workers }, (_, index) => ({ index, worker: undefined, listening: false, startedAt: 0, failures: 0, timer: undefined }));
  let starting = true;
  let stopping;
  let exitCode = 0;
  let deadline;
  let done;
  const finished = new Promise((resolve) => (done = resolve));
  const live = () => slots.filter((slot) => slot.worker);
  const about = (worker) => ({ worker: worker.id, workerPid: worker.process.pid });

  function fork(slot) {
    slot.timer = undefined;
    const worker = cluster.fork();
    Object.assign(slot, { worker, listening: false, startedAt: Date.now() });
    worker.once("listening", () => {
      slot.listening = true;
      if (stopping) return;
      if (!starting) return void log.info(about(worker), "worker replaced");
      if (slot.index === 0) for (const other of slots.slice(1)) fork(other);
      if (slots.every((each) => each.listening)) {
        starting = false;
        log.info({ workers, pids: slots.map((each) => each.worker.process.pid) }, `Casabot ready on ${address} with ${workers} workers`);
      }
    });
    worker.once("exit", (code, signal) => ended(slot, worker, code, signal));
  }

  function ended(slot, worker, code, signal) {
    const cleanly = code === 0 || (stopping !== undefined && signal === stopping && !slot.listening);
    slot.worker = undefined;
    if (stopping) {
      if (!cleanly) exitCode = 1;
      log[cleanly ? "info" : "error"]({ ...about(worker), code, signal }, "worker stopped");
      if (live().length === 0) finish();
      return;
    }
    if (starting) {
      // Its own lines say why (the configuration check, the database); the others are stopped.
      log.fatal({ ...about(worker), code, signal }, "a worker ended while the server was starting; stopping");
      stop("SIGTERM", code || 1);
      if (live().length === 0) finish();
      return;
    }
    if (Date.now() - slot.startedAt >= RESTART_BACKOFF.stableAfterMs) slot.failures = 0;
    slot.failures++;
    const delayMs = restartDelay(slot.failures);
    log.error({ ...about(worker), code, signal, restartInMs: delayMs }, "worker ended; starting another");
    slot.timer = setTimeout(() => fork(slot), delayMs);
  }

  function stop(signal, code = 0) {
    if (stopping) return;
    stopping = signal;
    exitCode = code;
    for (const slot of slots) clearTimeout(slot.timer);
    const running = live();
    log.info({ signal, workers: running.length }, "shutting down: each worker finishes its requests in flight");
    for (const slot of running) slot.worker.process.kill(signal);
    // A worker drains for up to SHUTDOWN_TIMEOUT_MS, then closes its database within as long again.
    deadline = setTimeout(
      () => {
        for (const slot of live()) {
          log.error({ ...about(slot.worker), timeoutMs: 2 * shutdownTimeout }, "worker did not stop in time; killing it");
          slot.worker.process.kill("SIGKILL");
        }
      },
      2 * shutdownTimeout + 5_000,
    );
  }

  function finish() {
    clearTimeout(deadline);
    log.info({ code: exitCode }, "all workers stopped; exiting");
    done(exitCode);
  }

  // `on`, not `once`: a second signal (npm start passes Ctrl-C on) must not kill the primary mid-drain.
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => stop(signal));
  log.info({ workers }, `starting ${workers} workers`);
  fork(slots[0]);
  return finished;
}
