import type { LanguageModelUsage, ProviderMetadata, streamText } from "ai";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { type Chatbot, chatMessages, chatSessions } from "@/db/schema";
import { readState } from "@/lib/ai/concierge/state";
import type { ConversationState } from "@/lib/ai/concierge/types";
import { promptTokens, tokenCount } from "@/lib/ai/tokens";
import type { ChatTools } from "@/lib/ai/tools";
import type { AnswerTrace, QuestionFacts } from "@/lib/insights/facts";

export interface Answer {
  sessionId: number;
  chatbotId: string;
  content: string;
  totalTokens: number;
  noAnswer: boolean;
  interrupted: boolean;
  model: string;
}

/** The question an answer answers, and what Insights records of it (lib/insights/facts.ts). */
export interface AnsweredQuestion {
  id: number;
  /** From the question's arrival to the answer's end. */
  answerMs: number;
  /** Null for an answer cut short: what it was about is not known. */
  facts: QuestionFacts | null;
  /** A fair-housing decline ("steer:race", "safety", "reply:age"), or null (lib/fair-housing/check.ts). */
  compliance?: string | null;
}

/**
 * Stores the answer, the conversation's state (when given) and, on its question's row, what Insights reads: the answer time, the outcome,
 * the intent, criteria, listings and language, and the terms the rollups count (the database adds
 * the question's own text as an `unanswered` term when the answer could not answer). One statement:
 * the triggers of migration 0020 count the question in the same transaction.
 */
export async function saveAnswer(db: Database, answer: Answer, question: AnsweredQuestion, state?: ConversationState): Promise<number> {
  const { facts } = question;
  const unanswered = answer.noAnswer && !answer.interrupted;
  const key = sql`casabot_question_key(${chatMessages.content})`;
  const answered = db.$with("answered").as(
    db
      .update(chatMessages)
      .set({
        answerMs: Math.max(0, Math.round(question.answerMs)),
        noAnswer: answer.noAnswer,
        interrupted: answer.interrupted,
        intent: facts?.intent ?? null,
        criteria: facts?.criteria ?? null,
        listingIds: facts?.listingIds.length ? facts.listingIds : null,
        language: facts?.language ?? null,
        compliance: question.compliance ?? null,
        insightTerms: sql`array(select jsonb_array_elements_text(${JSON.stringify(facts?.terms ?? [])}::jsonb)) || case when ${unanswered} and ${key} <> '' then array['unanswered:' || ${key}] else '{}'::text[] end`,
      })
      .where(and(eq(chatMessages.id, question.id), eq(chatMessages.role, "question"), isNull(chatMessages.answerMs)))
      .returning({ id: chatMessages.id }),
  );
  // The conversation's state after the answer (what it showed, its criteria, the visitor's language),
  // read back through its schema so that only what validates is stored.
  const kept = db.$with("kept").as(
    db
      .update(chatSessions)
      .set({ conciergeState: readState(state ?? {}) })
      .where(eq(chatSessions.id, answer.sessionId))
      .returning({ id: chatSessions.id }),
  );
  const [stored] = await db
    .with(...(state ? [answered, kept] : [answered]))
    .insert(chatMessages)
    .values({ ...answer, role: "answer", askType: "Text" })
    .returning({ id: chatMessages.id });
  return stored!.id;
}

export const MODEL_FAILED_MESSAGE = "The AI model could not answer this time. Please try again.";

/**
 * What an answer cost: the provider's reported usage; for the concierge (or a provider
 * that reports none), a tokenizer's count over the prompt and the answer.
 */
export function totalTokens(prepared: Pick<PreparedAnswer, "countsOwnTokens" | "promptParts">, usage: LanguageModelUsage | undefined, answer: string): number {
  const reported = (usage?.inputTokens ?? 0) + (usage?.outputTokens ?? 0);
  return !prepared.countsOwnTokens && reported > 0 ? reported : promptTokens(prepared.promptParts) + tokenCount(answer);
}

export const STEP_SEPARATOR = "\n\n";

/** The answer's text over all model steps (text before a tool call, then after it), as streamed. */
export function joinSteps(texts: string[]): string {
  return texts.filter((text) => text !== "").join(STEP_SEPARATOR);
}

/** The bot could not answer: the concierge says so in its metadata, a provider's model by calling no_answer. */
export function noAnswerFlag(metadata: ProviderMetadata | undefined, answer: string, toolsCalled: string[]): boolean {
  return metadata?.casabot?.noAnswer === true || toolsCalled.includes("no_answer") || answer.trim() === "";
}

export interface PreparedAnswer {
  chatbot: Chatbot;
  sessionId: number;
  questionId: number;
  modelKey: string;
  /** The concierge reports our own count; only providers' usage is taken as given. */
  countsOwnTokens: boolean;
  /** The prompt's texts (system, earlier turns, the question), for counting its tokens. */
  promptParts: string[];
  result: ReturnType<typeof streamText<ChatTools>>;
  abort: AbortController;
  /** Stores the answer; `trace` (how it came about) is what Insights reads the question's facts from, absent for one cut short. */
  save: (fields: { content: string; totalTokens: number; noAnswer: boolean; interrupted: boolean }, trace?: AnswerTrace) => Promise<number>;
  /** Gives the question back to the month's MessageLimit when the model failed to answer it. */
  refund: () => Promise<void>;
}
