import type { LanguageModelUsage, ProviderMetadata, streamText } from "ai";
import { countTokens } from "gpt-tokenizer";
import type { Database } from "@/db/client";
import { type Chatbot, chatMessages } from "@/db/schema";
import type { ChatTools } from "@/lib/ai/tools";

export interface Answer {
  sessionId: number;
  chatbotId: string;
  content: string;
  totalTokens: number;
  noAnswer: boolean;
  interrupted: boolean;
  model: string;
}

export async function saveAnswer(db: Database, answer: Answer): Promise<number> {
  const [stored] = await db
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
export function totalTokens(prepared: Pick<PreparedAnswer, "countsOwnTokens" | "promptText">, usage: LanguageModelUsage | undefined, answer: string): number {
  const reported = (usage?.inputTokens ?? 0) + (usage?.outputTokens ?? 0);
  return !prepared.countsOwnTokens && reported > 0 ? reported : countTokens(prepared.promptText) + countTokens(answer);
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
  promptText: string;
  result: ReturnType<typeof streamText<ChatTools>>;
  abort: AbortController;
  save: (fields: { content: string; totalTokens: number; noAnswer: boolean; interrupted: boolean }) => Promise<number>;
  /** Gives the question back to the month's MessageLimit when the model failed to answer it. */
  refund: () => Promise<void>;
}
