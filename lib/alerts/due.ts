import { and, asc, eq, lte } from "drizzle-orm";
import type { Database } from "@/db/client";
import { chatbots, outbox } from "@/db/schema";
import { searchAlerts } from "@/db/schema-integrations";
import { newMatches } from "@/lib/ai/concierge/search";
import { log } from "@/lib/log";
import { alertFilters, alertLanguage } from "./criteria";
import { alertLinks, newsMail } from "./mails";
import { envNumber } from "@/lib/config";
import { alertCheckMs, alertToken } from "./service";

// The daily news of visitors' alerts, queued by the mail job (lib/mail/jobs.ts): each confirmed alert
// is looked at every alertCheckMs(); the listings listed or made cheaper since its last look that match
// it go in one mail, and the next look waits a day. Several servers may run this at once: an alert is
// claimed with FOR UPDATE SKIP LOCKED and settled in the same transaction as its mail.

/** A day between two mails of one alert: the "at most daily" visitors are promised, not a setting. */
export const ALERT_MAIL_EVERY_MS = 24 * 60 * 60_000;

/**
 * A listing written in a transaction that began before a look but committed after it carries a creation time
 * before the look: each look reads only up to this long before its own time, and the next one goes on from
 * there. ALERT_SETTLE_SECONDS sets it (300 by default; longer than any transaction that writes listings).
 */
export const alertLagMs = () => envNumber("ALERT_SETTLE_SECONDS", 300) * 1000;

/** The most homes one mail lists. */
export const ALERT_MAIL_HOMES = 10;

/** The most alerts one run looks at; the rest are due at the next. */
const BATCH = 50;

/** How many listings an alert remembers having mailed (id and price), so none is mailed twice at one price. */
const SENT_KEPT = 500;

export async function queueDueAlerts({ db, now }: { db: Database; now: Date }): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ alert: searchAlerts, bot: chatbots.Name })
      .from(searchAlerts)
      .innerJoin(chatbots, eq(chatbots.id, searchAlerts.chatbotId))
      .where(and(eq(searchAlerts.status, "active"), lte(searchAlerts.nextCheckAt, now)))
      .orderBy(asc(searchAlerts.nextCheckAt))
      .limit(BATCH)
      .for("update", { of: searchAlerts, skipLocked: true });
    let queued = 0;
    for (const { alert, bot } of due) {
      // Only listings at least alertLagMs() old are read, so one whose transaction was still open at a look is read at the next.
      const through = new Date(now.getTime() - alertLagMs());
      const since = alert.checkedThrough ?? alert.confirmedAt ?? now;
      if (since >= through) {
        await tx
          .update(searchAlerts)
          .set({ nextCheckAt: new Date(now.getTime() + alertCheckMs()) })
          .where(eq(searchAlerts.id, alert.id));
        continue;
      }
      const filters = alertFilters(alert.filters);
      const sent = new Set(alert.sentKeys);
      const matches = filters
        ? (await newMatches({ db: tx, chatbotId: alert.chatbotId, filters, since, through, limit: ALERT_MAIL_HOMES * 3 }))
            // A home back on the market is news each time it comes back (the window holds each return once).
            .filter(({ listing, news }) => news === "back" || !sent.has(sentKey(listing)))
            .slice(0, ALERT_MAIL_HOMES)
        : [];
      if (!filters) log.warn("alert filters unreadable", { alertId: alert.id });
      if (matches.length === 0) {
        await tx
          .update(searchAlerts)
          .set({ checkedThrough: through, nextCheckAt: new Date(now.getTime() + alertCheckMs()) })
          .where(eq(searchAlerts.id, alert.id));
        continue;
      }
      const token = alertToken(alert);
      if (!token) {
        // SECRETS_KEY changed: no mail could carry a working unsubscribe link, so none is sent.
        log.warn("alert token unreadable", { alertId: alert.id });
        await tx
          .update(searchAlerts)
          .set({ nextCheckAt: new Date(now.getTime() + ALERT_MAIL_EVERY_MS) })
          .where(eq(searchAlerts.id, alert.id));
        continue;
      }
      const links = alertLinks(alert.linkOrigin, token);
      const mail = newsMail(alertLanguage(alert.language), bot, alert.summary, matches, links);
      await tx
        .insert(outbox)
        .values({ chatbotId: alert.chatbotId, kind: "alert", to: alert.email, subject: mail.subject, body: mail.body, headers: mail.headers });
      await tx
        .update(searchAlerts)
        .set({
          checkedThrough: through,
          lastSentAt: now,
          nextCheckAt: new Date(now.getTime() + ALERT_MAIL_EVERY_MS),
          sentKeys: [...alert.sentKeys, ...matches.map(({ listing }) => sentKey(listing))].slice(-SENT_KEPT),
        })
        .where(eq(searchAlerts.id, alert.id));
      queued += 1;
    }
    return queued;
  });
}

const sentKey = (listing: { id: number; price: number | null }) => `${listing.id}:${listing.price ?? ""}`;
