import type { Database } from "@/db/client";
import { errorFields, log } from "@/lib/log";
import { runDueFeeds } from "./sync";

/**
 * Runs the due MLS feeds in this process, in the background: at each minute of the mail scheduler
 * (lib/mail/scheduler.ts), after an owner sets a feed, and on Sync now. Runs never overlap here, and
 * a feed's lease keeps two servers from running it at once. MAIL_SCHEDULER=0 (the tests, a host
 * calling /api/cron) turns the automatic kicks off; Sync now (`force`) still runs.
 */
let running: Promise<void> | undefined;
let again = false;

export function kickFeeds(db: Database, { force = false }: { force?: boolean } = {}) {
  if (!force && process.env.MAIL_SCHEDULER === "0") return;
  if (running) {
    again = true;
    return;
  }
  running = (async () => {
    try {
      const ran = await runDueFeeds(db);
      if (ran) log.info("feeds synced", { feeds: ran });
    } catch (error) {
      log.error("feed sync failed", errorFields(error));
    } finally {
      running = undefined;
      if (again) {
        again = false;
        kickFeeds(db, { force: true });
      }
    }
  })();
}

/** The run in progress, if any (a graceful shutdown waits for it; tests wait on it). */
export const feedRun = () => running;
