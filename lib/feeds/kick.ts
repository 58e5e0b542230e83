import type { Database } from "@/db/client";
import { errorFields, log } from "@/lib/log";
import { runDueFeeds } from "./sync";

/**
 * Runs the due MLS feeds in this process, in the background: at each minute of the mail scheduler
 * (lib/mail/scheduler.ts) and after an owner sets a feed. Runs never overlap here, and a feed's lease
 * keeps two servers from running it at once. MAIL_SCHEDULER=0 (the tests, a host calling /api/cron)
 * turns these kicks off. A shutdown does not wait for a run: one cut short resumes after its last
 * stored page once its lease ends.
 */
let running = false;
let again = false;

export function kickFeeds(db: Database) {
  if (process.env.MAIL_SCHEDULER === "0") return;
  if (running) {
    again = true;
    return;
  }
  running = true;
  void (async () => {
    try {
      const ran = await runDueFeeds(db);
      if (ran) log.info("feeds synced", { feeds: ran });
    } catch (error) {
      log.error("feed sync failed", errorFields(error));
    } finally {
      running = false;
      if (again) {
        again = false;
        kickFeeds(db);
      }
    }
  })();
}
