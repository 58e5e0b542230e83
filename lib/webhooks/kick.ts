import { errorFields, log } from "@/lib/log";
import { getDb } from "@/lib/runtime/database";
import { deliverDueWebhooks } from "./deliver";

/**
 * Starts the webhook sender in this process soon after an event is queued, so that a receiver
 * hears of a lead within seconds rather than at the next minute's run (lib/mail/scheduler.ts),
 * which sends whatever a kick missed: an event queued on another server, a retry that came due,
 * a process that ended mid-run. Runs never overlap; a kick during a run asks for one more.
 * MAIL_SCHEDULER=0 (the tests, a host calling /api/cron) turns kicks off as it turns off the timer.
 */
let running: Promise<void> | undefined;
let again = false;
let timer: NodeJS.Timeout | undefined;

export function kickDeliveries(delayMs = 0) {
  if (process.env.MAIL_SCHEDULER === "0") return;
  if (running) {
    again = true;
    return;
  }
  if (timer) {
    if (delayMs > 0) return;
    clearTimeout(timer);
  }
  timer = setTimeout(run, delayMs);
  timer.unref();
}

function run() {
  timer = undefined;
  let later: number | null = null;
  running = (async () => {
    try {
      const report = await deliverDueWebhooks({ db: await getDb() });
      if (report.delivered || report.retrying || report.failed) log.info("webhooks sent", { ...report });
      // A retry due within the minute is not left to the minute's run (5 s is the first backoff);
      // one due already (the run stopped at its batch limit) goes on at once.
      if (report.nextDueInMs !== null && report.nextDueInMs < 60_000) {
        if (report.nextDueInMs <= 0) again = true;
        else later = report.nextDueInMs;
      }
    } catch (error) {
      log.error("webhook sender failed", errorFields(error));
    } finally {
      running = undefined;
      if (again) {
        again = false;
        kickDeliveries();
      } else if (later !== null) kickDeliveries(later);
    }
  })();
}
