import { and, asc, count, desc, eq, exists, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { chatMessages, chatSessions, leads } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { requireChatbot } from "@/lib/chatbots/service";
import { notFound } from "@/lib/errors";
import { conversationQualification } from "@/lib/leads/qualify";
import { messageItem } from "./reports";
import type { sessionListInput, sessionMessagesInput } from "./schema";

interface Scope {
  db: Database;
  workspace: WorkspaceRef;
}

const PREVIEW_LENGTH = 160;

const hasMessages = (db: Database) => exists(db.select({ one: sql`1` }).from(chatMessages).where(eq(chatMessages.sessionId, chatSessions.id)));

/** The chatbot's conversations (sessions with at least one message), newest first, with their leads and handoffs counted. */
export async function sessionList({ db, workspace, input }: Scope & { input: z.output<typeof sessionListInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.serialNumber });
  const where = and(eq(chatSessions.chatbotId, chatbotId), hasMessages(db));
  const [rows, [counted]] = await db.transaction(
    async (tx) =>
      [
        await tx
          .select({
            id: chatSessions.id,
            createdAt: chatSessions.createdAt,
            // The subqueries name the outer row as chat_sessions.id: Drizzle leaves a column
            // unqualified in a select list, where the inner table's "id" would shadow it.
            messages: sql<number>`(select count(*) from ${chatMessages} m where m.session_id = chat_sessions.id)`.mapWith(Number),
            lastAt: sql<string>`(select max(m.created_at) from ${chatMessages} m where m.session_id = chat_sessions.id)`,
            preview: sql<
              string | null
            >`(select left(m.content, ${PREVIEW_LENGTH}) from ${chatMessages} m where m.session_id = chat_sessions.id and m.role = 'question' order by m.id limit 1)`,
            leads: sql<number>`(select count(*) from ${leads} l where l.session_id = chat_sessions.id and l.type = 'Lead')`.mapWith(Number),
            handoffs: sql<number>`(select count(*) from ${leads} l where l.session_id = chat_sessions.id and l.type = 'Handoff')`.mapWith(Number),
          })
          .from(chatSessions)
          .where(where)
          .orderBy(desc(chatSessions.id))
          .limit(input.PageSize)
          .offset((input.PageNumber - 1) * input.PageSize),
        await tx.select({ total: count() }).from(chatSessions).where(where),
      ] as const,
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return {
    List: rows.map((row) => ({
      SessionID: row.id,
      CreatedAt: row.createdAt.toISOString(),
      LastMessageAt: new Date(row.lastAt).toISOString(),
      MessageCount: row.messages,
      Preview: row.preview ?? "",
      LeadCount: row.leads,
      HandoffCount: row.handoffs,
    })),
    VirtualCount: counted?.total ?? 0,
  };
}

/** One conversation of the chatbot: its messages in order, and the leads and handoffs it produced. */
export async function sessionMessages({ db, workspace, input }: Scope & { input: z.output<typeof sessionMessagesInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.serialNumber });
  const [session] = await db
    .select({ id: chatSessions.id, createdAt: chatSessions.createdAt })
    .from(chatSessions)
    .where(and(eq(chatSessions.id, input.sessionID), eq(chatSessions.chatbotId, chatbotId)))
    .limit(1);
  if (!session) throw notFound("Session not found");
  const [messages, sessionLeads, qualification] = await Promise.all([
    db.select().from(chatMessages).where(eq(chatMessages.sessionId, session.id)).orderBy(asc(chatMessages.id)),
    db.select().from(leads).where(eq(leads.sessionId, session.id)).orderBy(asc(leads.id)),
    conversationQualification(db, chatbotId, session.id),
  ]);
  return {
    SessionID: session.id,
    CreatedAt: session.createdAt.toISOString(),
    Messages: messages.map(messageItem),
    Leads: sessionLeads.map((row) => ({
      Type: row.type,
      Name: row.name,
      Email: row.email,
      Phone: row.phone,
      Message: row.message,
      CreateTime: row.createdAt.toISOString(),
    })),
    Qualification: qualification,
  };
}
