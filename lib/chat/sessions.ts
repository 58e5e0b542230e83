import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { type Chatbot, chatbots, chatSessions } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { requireChatbot } from "@/lib/chatbots/service";
import { notFound } from "@/lib/errors";

export async function createSession({ db, workspace, serialNumber }: { db: Database; workspace: WorkspaceRef; serialNumber: string }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber });
  const [session] = await db.insert(chatSessions).values({ chatbotId }).returning({ id: chatSessions.id });
  return { SessionID: session!.id };
}

/** The session and its chatbot, if the session belongs to a chatbot of this workspace. */
export async function sessionWithChatbot({
  db,
  workspace,
  sessionId,
}: {
  db: Database;
  workspace: WorkspaceRef;
  sessionId: number;
}): Promise<{ sessionId: number; chatbot: Chatbot }> {
  const [row] = await db
    .select({ chatbot: chatbots })
    .from(chatSessions)
    .innerJoin(chatbots, eq(chatbots.id, chatSessions.chatbotId))
    .where(and(eq(chatSessions.id, sessionId), eq(chatbots.workspaceId, workspace.id)))
    .limit(1);
  if (!row) throw notFound("Session not found");
  return { sessionId, chatbot: row.chatbot };
}
