import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { type Chatbot, chatMessages, chatSessions, monthlyUsage } from "@/db/schema";
import { rateLimited } from "@/lib/errors";
import type { AskType } from "./schema";
import { isKnownVisitorAddress } from "./visitor-address";

export const DEFAULT_RATE_LIMIT_MESSAGE = "You are sending messages too quickly. Please wait a moment and try again.";
export const MONTHLY_LIMIT_MESSAGE = "This chatbot has reached its monthly message limit. Please try again next month.";

/** A formatter in the zone, or in UTC for a name this runtime does not know (a setting written around the API's check). */
function inZone(timeZone: string, options: Intl.DateTimeFormatOptions) {
  try {
    return new Intl.DateTimeFormat("en-CA", { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat("en-CA", { ...options, timeZone: "UTC" });
  }
}

/** "2026-11": the calendar month now in the chatbot's time zone. */
export function monthKey(timeZone: string, at = new Date()): string {
  const parts = inZone(timeZone, { year: "numeric", month: "2-digit" }).formatToParts(at);
  return `${parts.find((p) => p.type === "year")!.value}-${parts.find((p) => p.type === "month")!.value}`;
}

interface Question {
  sessionId: number;
  chatbot: Chatbot;
  content: string;
  askType: AskType;
  fileIds?: string[];
  /** A widget visitor's address hash: RateLimitCount applies to it across all its sessions too. */
  visitorAddress?: string;
}

/**
 * Admits a question under both limits and stores it, in one transaction, so the limits
 * are exact however many asks arrive at once and on however many servers:
 * - the session row is locked, so one session's asks are counted one at a time against
 *   RateLimitCount questions within any RateLimitTime seconds (a sliding window);
 * - a widget visitor's address is locked the same way (an advisory lock on the chatbot and
 *   address), and counted against the same limit across every session it opened;
 * - the month's counter row is incremented only while below MessageLimit.
 * Returns the question's message ID; throws a 429 when a limit says no.
 */
export async function admitQuestion(db: Database, question: Question): Promise<{ questionId: number; month: string }> {
  const { chatbot, sessionId } = question;
  return db.transaction(async (tx) => {
    await tx.select({ id: chatSessions.id }).from(chatSessions).where(eq(chatSessions.id, sessionId)).for("update");

    if (chatbot.RateLimitCount > 0 && chatbot.RateLimitTime > 0) {
      const [recent] = await tx
        .select({ n: count() })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.sessionId, sessionId),
            eq(chatMessages.role, "question"),
            gt(chatMessages.createdAt, sql`now() - make_interval(secs => ${chatbot.RateLimitTime})`),
          ),
        );
      if ((recent?.n ?? 0) >= chatbot.RateLimitCount) {
        throw rateLimited(chatbot.RateLimitMessage.trim() || DEFAULT_RATE_LIMIT_MESSAGE);
      }
      if (isKnownVisitorAddress(question.visitorAddress)) {
        const address = question.visitorAddress;
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${chatbot.id}/${address}`}, 0))`);
        const [fromAddress] = await tx
          .select({ n: count() })
          .from(chatMessages)
          .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
          .where(
            and(
              eq(chatSessions.chatbotId, chatbot.id),
              eq(chatSessions.visitorAddress, address),
              eq(chatMessages.role, "question"),
              gt(chatMessages.createdAt, sql`now() - make_interval(secs => ${chatbot.RateLimitTime})`),
            ),
          );
        if ((fromAddress?.n ?? 0) >= chatbot.RateLimitCount) {
          throw rateLimited(chatbot.RateLimitMessage.trim() || DEFAULT_RATE_LIMIT_MESSAGE);
        }
      }
    }

    const limited = chatbot.MessageLimit >= 0;
    const month = monthKey(chatbot.TimeZone);
    const counted = await tx
      .insert(monthlyUsage)
      .values({ chatbotId: chatbot.id, month, questions: 1 })
      .onConflictDoUpdate({
        target: [monthlyUsage.chatbotId, monthlyUsage.month],
        set: { questions: sql`${monthlyUsage.questions} + 1` },
        setWhere: limited ? sql`${monthlyUsage.questions} < ${chatbot.MessageLimit}` : undefined,
      })
      .returning({ questions: monthlyUsage.questions });
    if (limited && (counted.length === 0 || counted[0]!.questions > chatbot.MessageLimit)) {
      throw rateLimited(MONTHLY_LIMIT_MESSAGE);
    }

    const [stored] = await tx
      .insert(chatMessages)
      .values({
        sessionId,
        chatbotId: chatbot.id,
        role: "question",
        content: question.content,
        askType: question.askType,
        fileIds: question.fileIds?.length ? question.fileIds : null,
      })
      .returning({ id: chatMessages.id });
    return { questionId: stored!.id, month };
  });
}

/** A question the model failed to answer is not one of the month's answered questions. */
export async function refundQuestion(db: Database, chatbotId: string, month: string): Promise<void> {
  await db
    .update(monthlyUsage)
    .set({ questions: sql`${monthlyUsage.questions} - 1` })
    .where(and(eq(monthlyUsage.chatbotId, chatbotId), eq(monthlyUsage.month, month), gt(monthlyUsage.questions, 0)));
}
