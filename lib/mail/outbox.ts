import { and, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { outbox } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { requireChatbot } from "@/lib/chatbots/service";
import type { mailListInput } from "./schema";

/**
 * The chatbot's mails in the outbox, newest first, bodies included (a page of at most 50):
 * what went out, what waits for an SMTP server or a retry, and what failed and why.
 */
export async function mailList({ db, workspace, input }: { db: Database; workspace: WorkspaceRef; input: z.output<typeof mailListInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.serialNumber });
  const where = and(eq(outbox.chatbotId, chatbotId), input.Status ? eq(outbox.status, input.Status) : undefined);
  const [rows, [counted]] = await db.transaction(
    async (tx) =>
      [
        await tx
          .select()
          .from(outbox)
          .where(where)
          .orderBy(desc(outbox.id))
          .limit(input.PageSize)
          .offset((input.PageNumber - 1) * input.PageSize),
        await tx.select({ total: count() }).from(outbox).where(where),
      ] as const,
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return {
    List: rows.map((mail) => ({
      ID: mail.id,
      Kind: mail.kind,
      To: mail.to,
      ReplyTo: mail.replyTo ?? "",
      Subject: mail.subject,
      Body: mail.body,
      Status: mail.status,
      Attempts: mail.attempts,
      LastError: mail.lastError ?? "",
      CreatedAt: mail.createdAt.toISOString(),
      SentAt: mail.sentAt?.toISOString() ?? null,
      NextAttemptAt: mail.status === "pending" ? mail.nextAttemptAt.toISOString() : null,
    })),
    VirtualCount: counted?.total ?? 0,
  };
}
