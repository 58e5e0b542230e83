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

/** What an answer cost: the provider's reported usage, or our own count when it reports none. */
export function totalTokens(usage: LanguageModelUsage | undefined, prompt: string, answer: string): number {
  const reported = (usage?.inputTokens ?? 0) + (usage?.outputTokens ?? 0);
  return reported > 0 ? reported : countTokens(prompt) + countTokens(answer);
}

export function noAnswerFlag(metadata: ProviderMetadata | undefined, answer: string): boolean {
  return metadata?.casabot?.noAnswer === true || answer.trim() === "";
}

export interface PreparedAnswer {
  chatbot: Chatbot;
  sessionId: number;
  questionId: number;
  modelKey: string;
  promptText: string;
  result: ReturnType<typeof streamText<ChatTools>>;
  abort: AbortController;
  save: (fields: { content: string; totalTokens: number; noAnswer: boolean; interrupted: boolean }) => Promise<number>;
}

