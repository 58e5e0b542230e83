import { errorFields, log } from "@/lib/log";
import { processState as state } from "@/lib/runtime-contract.mjs";
import { getDb } from "@/lib/runtime/database";
import { kickFeeds } from "@/lib/feeds/kick";
import { runMailJobs } from "./jobs";

const TICK_MS = 60_000;

/**
 * Runs the mail job every minute in this server process (digests are due at each
 * chatbot's local midnight, so a minute is their resolution). MAIL_SCHEDULER=0 turns it
 * off: the tests do, and so can a host that calls /api/cron instead. A run that outlasts
 * the minute is not overlapped by the next.
 */
export function startMailScheduler(env: NodeJS.ProcessEnv = process.env) {
  if (env.MAIL_SCHEDULER === "0" || state.mailTimer) return;
  const run = async () => {
    try {
      const db = await getDb();
      // MLS feeds run beside the mail job, in the background: an initial load may take minutes.
      kickFeeds(db);
      const report = await runMailJobs({ db });
      if (
        report.queued ||
        report.sent ||
        report.retrying ||
        report.failed ||
        report.filesDeleted ||
        report.filesSwept ||
        report.conversationsEnded ||
        report.webhooks.delivered ||
        report.webhooks.retrying ||
        report.webhooks.failed
      )
        log.info("mail job ran", { ...report });
    } catch (error) {
      log.error("mail job failed", errorFields(error));
    }
  };
  const tick = () => {
    if (state.mailRun || !state.mailTimer) return;
    state.mailRun = run().finally(() => (state.mailRun = undefined));
  };
  state.mailTimer = setInterval(tick, TICK_MS);
  state.stopMail = stopMailScheduler;
  state.mailTimer.unref();
  setTimeout(tick, 1_000).unref();
}

/**
 * Runs the mail job soon rather than at the next minute, after something queued a mail that
 * should go at once (a lead, a showing request). Does nothing where the timer is off
 * (MAIL_SCHEDULER=0, or a host that calls /api/cron), and never overlaps a run.
 */
export function kickMail() {
  if (!state.mailTimer || state.mailRun) return;
  setTimeout(() => {
    if (state.mailRun || !state.mailTimer) return;
    state.mailRun = (async () => {
      try {
        await runMailJobs({ db: await getDb(), sweep: false });
      } catch (error) {
        log.error("mail job failed", errorFields(error));
      }
    })().finally(() => (state.mailRun = undefined));
  }, 0).unref();
}

/**
 * Stops the timer and waits for a run in progress, so that a graceful shutdown does not cut
 * a send short (a mail cut short is sent again once its lease ends, perhaps twice).
 */
export async function stopMailScheduler() {
  clearInterval(state.mailTimer);
  state.mailTimer = undefined;
  await state.mailRun;
}
