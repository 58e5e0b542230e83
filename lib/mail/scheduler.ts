import { errorFields, log } from "@/lib/log";
import { getDb } from "@/lib/runtime/database";
import { runMailJobs } from "./jobs";

const TICK_MS = 60_000;
const state = globalThis as typeof globalThis & {
  __casabotMailTimer?: NodeJS.Timeout;
  __casabotMailRun?: Promise<void>;
  /** Called by lib/runtime/database.ts before the database closes. */
  __casabotStopMail?: () => Promise<void>;
};

/**
 * Runs the mail job every minute in this server process (digests are due at each
 * chatbot's local midnight, so a minute is their resolution). MAIL_SCHEDULER=0 turns it
 * off: the tests do, and so can a host that calls /api/cron instead. A run that outlasts
 * the minute is not overlapped by the next.
 */
export function startMailScheduler(env: NodeJS.ProcessEnv = process.env) {
  if (env.MAIL_SCHEDULER === "0" || state.__casabotMailTimer) return;
  const run = async () => {
    try {
      const report = await runMailJobs({ db: await getDb() });
      if (report.queued || report.sent || report.retrying || report.failed || report.filesDeleted) log.info("mail job ran", { ...report });
    } catch (error) {
      log.error("mail job failed", errorFields(error));
    }
  };
  const tick = () => {
    if (state.__casabotMailRun || !state.__casabotMailTimer) return;
    state.__casabotMailRun = run().finally(() => (state.__casabotMailRun = undefined));
  };
  state.__casabotMailTimer = setInterval(tick, TICK_MS);
  state.__casabotStopMail = stopMailScheduler;
  state.__casabotMailTimer.unref();
  setTimeout(tick, 1_000).unref();
}

/**
 * Stops the timer and waits for a run in progress, so that a graceful shutdown does not cut
 * a send short (a mail cut short is sent again once its lease ends, perhaps twice).
 */
export async function stopMailScheduler() {
  clearInterval(state.__casabotMailTimer);
  state.__casabotMailTimer = undefined;
  await state.__casabotMailRun;
}
