import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { rowsOf } from "@/db/rows";
import type { Database } from "@/db/client";
import { chatbots, chatMessages, leads } from "@/db/schema";
import { webhookDeliveries, webhookEndpoints } from "@/db/schema-integrations";
import { eventBody, newMessageId } from "./events";

/** A conversation is over when its visitor has been quiet this long. */
export const IDLE_MS = 30 * 60 * 1000;
/** Conversations announced per endpoint and run; the rest wait for the next run. */
const PER_RUN = 200;
/** Messages a transcript carries at most (the newest are kept). */
const TRANSCRIPT_MAX = 200;

interface Ended {
  sessionId: number;
  startedAt: Date;
  lastAt: Date;
}

/**
 * conversation.ended: for each enabled endpoint that asked for it, every conversation whose last
 * message is older than IDLE_MS and newer than what the endpoint was last told of, with its
 * transcript and the leads it gave. A visitor who comes back later makes another one. Each
 * endpoint's mark moves in the transaction that queues its deliveries, compared with the mark
 * read, so of several servers running this at once one queues each conversation.
 */
export async function queueEndedConversations({ db, now = new Date() }: { db: Database; now?: Date }): Promise<number> {
  const until = new Date(now.getTime() - IDLE_MS);
  const endpoints = await db
    .select({ id: webhookEndpoints.id, chatbotId: webhookEndpoints.chatbotId, mark: webhookEndpoints.endedSweptUntil, createdAt: webhookEndpoints.createdAt })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), sql`'conversation.ended' = any(${webhookEndpoints.events})`));
  let queued = 0;
  for (const endpoint of endpoints) {
    const from = endpoint.mark ?? endpoint.createdAt;
    if (from >= until) continue;
    // Sessions with a message in (from, until] and none after `until`.
    const ended = rowsOf<{ sessionId: unknown; startedAt: unknown; lastAt: unknown }>(
      await db.execute(sql`
      select m.session_id as "sessionId", min(s.created_at) as "startedAt", max(m.created_at) as "lastAt"
      from ${chatMessages} m join chat_sessions s on s.id = m.session_id
      where m.chatbot_id = ${endpoint.chatbotId} and m.created_at > ${from} and m.created_at <= ${until}
        and not exists (select 1 from ${chatMessages} later where later.session_id = m.session_id and later.created_at > ${until})
      group by m.session_id
      order by max(m.created_at), m.session_id
      limit ${PER_RUN}
    `),
    );
    const sessions: Ended[] = ended.map((row) => ({
      sessionId: Number(row.sessionId),
      startedAt: new Date(row.startedAt as string),
      lastAt: new Date(row.lastAt as string),
    }));
    const mark = sessions.length === PER_RUN ? sessions[sessions.length - 1]!.lastAt : until;
    queued += await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(webhookEndpoints)
        .set({ endedSweptUntil: mark })
        .where(
          and(
            eq(webhookEndpoints.id, endpoint.id),
            endpoint.mark ? eq(webhookEndpoints.endedSweptUntil, endpoint.mark) : isNull(webhookEndpoints.endedSweptUntil),
          ),
        )
        .returning({ id: webhookEndpoints.id });
      if (!moved || sessions.length === 0) return 0;
      const [bot] = await tx.select({ name: chatbots.Name }).from(chatbots).where(eq(chatbots.id, endpoint.chatbotId));
      const ids = sessions.map((session) => session.sessionId);
      const messages = await tx
        .select({ sessionId: chatMessages.sessionId, role: chatMessages.role, content: chatMessages.content, at: chatMessages.createdAt })
        .from(chatMessages)
        .where(inArray(chatMessages.sessionId, ids))
        .orderBy(asc(chatMessages.id));
      const given = await tx.select({ sessionId: leads.sessionId, id: leads.id }).from(leads).where(inArray(leads.sessionId, ids));
      await tx.insert(webhookDeliveries).values(
        sessions.map((session) => {
          const transcript = messages.filter((message) => message.sessionId === session.sessionId);
          return {
            endpointId: endpoint.id,
            chatbotId: endpoint.chatbotId,
            messageId: newMessageId(),
            eventType: "conversation.ended",
            payload: eventBody(
              "conversation.ended",
              {
                SerialNumber: endpoint.chatbotId,
                ChatbotName: bot?.name ?? "",
                SessionID: session.sessionId,
                StartedAt: session.startedAt.toISOString(),
                LastMessageAt: session.lastAt.toISOString(),
                MessageCount: transcript.length,
                Messages: transcript.slice(-TRANSCRIPT_MAX).map((message) => ({
                  Role: message.role === "question" ? "visitor" : "bot",
                  Content: message.content,
                  At: message.at.toISOString(),
                })),
                LeadIDs: given.filter((lead) => lead.sessionId === session.sessionId).map((lead) => lead.id),
              },
              now,
            ),
          };
        }),
      );
      return sessions.length;
    });
  }
  return queued;
}
