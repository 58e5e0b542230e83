import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { log } from "@/lib/log";
import { conciergeModel } from "./concierge-model";
import { DEFAULT_MODEL_KEY, findModel, type ModelEntry, providerConfigured } from "./models";

export interface ResolvedModel {
  entry: ModelEntry;
  model: LanguageModelV3;
}

type Env = Record<string, string | undefined>;

function providerModel(entry: ModelEntry, env: Env): LanguageModelV3 {
  switch (entry.provider) {
    case "builtin":
      return conciergeModel;
    case "openai":
      // Chat Completions: what OpenAI and the servers that copy its API all speak.
      return createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL || undefined }).chat(entry.providerModelId);
    case "anthropic":
      return createAnthropic({ apiKey: env.ANTHROPIC_API_KEY })(entry.providerModelId);
    case "openai-compatible":
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL: env.OPENAI_COMPATIBLE_BASE_URL!,
        apiKey: env.OPENAI_COMPATIBLE_API_KEY || undefined,
        // Ask for usage on streamed replies too, so TotalToken is the server's own count.
        includeUsage: true,
      }).chatModel(entry.providerModelId);
  }
}

/**
 * The model that answers for a chatbot's Model setting. A model whose provider is not
 * configured here falls back to the concierge, and the log says so: never a 500.
 */
export function resolveModel(modelKey: string, env: Env = process.env): ResolvedModel {
  const entry = findModel(modelKey, env);
  if (entry && providerConfigured(entry.provider, env)) return { entry, model: providerModel(entry, env) };
  const fallback = findModel(DEFAULT_MODEL_KEY, env)!;
  log.warn("model not available here; answering with the built-in concierge", { model: modelKey, provider: entry?.provider ?? "unknown" });
  return { entry: fallback, model: providerModel(fallback, env) };
}
