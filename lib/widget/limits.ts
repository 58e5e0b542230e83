import { createHash } from "node:crypto";
import { and, count, eq, gt, min, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { type Chatbot, chatSessions, widgetEvents } from "@/db/schema";
import { recordHandoff } from "@/lib/chat/leads";
import { afterEvents } from "@/lib/webhooks/events";
import { isKnownVisitorAddress } from "@/lib/chat/visitor-address";
import { rateLimited } from "@/lib/errors";

type EventKind = "handoff" | "upload";

export interface EventLimits {
  perSession: number;
  perAddressPerHour: number;
  sessionMessage: string;
  addressMessage: string;
}

export const HANDOFF_LIMITS: EventLimits = {
  perSession: 3,
  perAddressPerHour: 5,
  sessionMessage: "You have already asked to talk to a person in this chat. Someone will get back to you.",
  addressMessage: "Too many requests to talk to a person from your network. Please try again later.",
};

export const UPLOAD_LIMITS: EventLimits = {
  perSession: 20,
  perAddressPerHour: 50,
  sessionMessage: "You have sent as many files as one chat may. Please start a new chat to send more.",
  addressMessage: "Too many files sent from your network. Please try again later.",
};

const HOUR_S = 3600;

export interface VisitorEvent {
  chatbotId: string;
  sessionId: number;
  visitorAddress: string;
  kind: EventKind;
  /** Identifies a request that is the same as an earlier one of the session. */
  fingerprint?: string;
}

/**
 * Runs `act` (in the same transaction) when the visitor is within the kind's limits and
 * records the event; throws a 429 otherwise. The session row and an advisory lock on the
 * chatbot and address are held while counting, so concurrent requests are counted one at a
 * time, on PGlite and on any number of servers sharing PostgreSQL. With a fingerprint that
 * the session already recorded, `act` is not run and `{ repeated: true }` is returned.
 */
export async function admitVisitorEvent<T>(
  db: Database,
  event: VisitorEvent,
  limits: EventLimits,
  act: (tx: Database) => Promise<T>,
): Promise<{ repeated: true } | { repeated: false; result: T }> {
  const { chatbotId, sessionId, visitorAddress, kind } = event;
  return db.transaction(async (tx) => {
    await tx.select({ id: chatSessions.id }).from(chatSessions).where(eq(chatSessions.id, sessionId)).for("update");
    const byAddress = isKnownVisitorAddress(visitorAddress);
    if (byAddress) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`widget-${kind}/${chatbotId}/${visitorAddress}`}, 0))`);

    const ofSession = and(eq(widgetEvents.sessionId, sessionId), eq(widgetEvents.kind, kind));
    if (event.fingerprint) {
      const [same] = await tx
        .select({ id: widgetEvents.id })
        .from(widgetEvents)
        .where(and(ofSession, eq(widgetEvents.fingerprint, event.fingerprint)))
        .limit(1);
      if (same) return { repeated: true as const };
    }

    const [inSession] = await tx.select({ n: count() }).from(widgetEvents).where(ofSession);
    // A session's allowance does not come back with time, but a new chat (within the address limit) starts afresh.
    if ((inSession?.n ?? 0) >= limits.perSession) throw rateLimited(limits.sessionMessage, HOUR_S);

    if (byAddress) {
      const [fromAddress] = await tx
        .select({ n: count(), oldest: min(widgetEvents.createdAt) })
        .from(widgetEvents)
        .where(
          and(
            eq(widgetEvents.chatbotId, chatbotId),
            eq(widgetEvents.visitorAddress, visitorAddress),
            eq(widgetEvents.kind, kind),
            gt(widgetEvents.createdAt, sql`now() - interval '1 hour'`),
          ),
        );
      if ((fromAddress?.n ?? 0) >= limits.perAddressPerHour) {
        const oldest = fromAddress?.oldest ? new Date(fromAddress.oldest).getTime() : Date.now();
        throw rateLimited(limits.addressMessage, (oldest + HOUR_S * 1000 - Date.now()) / 1000);
      }
    }

    await tx.insert(widgetEvents).values({ chatbotId, sessionId, visitorAddress, kind, fingerprint: event.fingerprint ?? null });
    return { repeated: false as const, result: await act(tx as unknown as Database) };
  });
}

interface VisitorHandoff {
  db: Database;
  chatbot: Chatbot;
  sessionId: number;
  visitorAddress: string;
  message: string;
  contact: { name?: string; email?: string; phone?: string };
}

/**
 * A widget visitor's handoff (the form, or request_human in a chat answer) within
 * HANDOFF_LIMITS, else a 429. The same request again in the session (a double click, a
 * retry) is taken as done: answered the same, mailed once.
 */
export async function admitHandoff({ db, chatbot, sessionId, visitorAddress, message, contact }: VisitorHandoff): Promise<void> {
  const fingerprint = createHash("sha256")
    .update(JSON.stringify([message, contact.name ?? "", contact.email ?? "", contact.phone ?? ""]))
    .digest("hex");
  const admitted = await admitVisitorEvent(db, { chatbotId: chatbot.id, sessionId, visitorAddress, kind: "handoff", fingerprint }, HANDOFF_LIMITS, (tx) =>
    recordHandoff(tx, chatbot, sessionId, message, contact),
  );
  if (!admitted.repeated) afterEvents(admitted.result);
}
