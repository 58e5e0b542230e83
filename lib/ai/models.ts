/**
 * The models a chatbot can be set to. Keys "2", "3", "22" and "23" keep the meaning
 * they have in the existing service; "1" is the built-in, offline listing concierge;
 * newer models get new keys, and models of an OpenAI-compatible server (Ollama, vLLM,
 * LM Studio) named in OPENAI_COMPATIBLE_MODELS get the key "oc:<name>".
 */
export type ProviderName = "builtin" | "openai" | "anthropic" | "openai-compatible";

export interface ModelEntry {
  key: string;
  name: string;
  provider: ProviderName;
  /** The model ID the provider's API takes. */
  providerModelId: string;
  /** Whether images can be sent to it as image parts. */
  vision: boolean;
}

const FIXED_MODELS: readonly ModelEntry[] = [
  { key: "1", name: "casabot-concierge", provider: "builtin", providerModelId: "casabot-concierge", vision: false },
  { key: "2", name: "gpt-4o", provider: "openai", providerModelId: "gpt-4o", vision: true },
  { key: "3", name: "gpt-4o-mini", provider: "openai", providerModelId: "gpt-4o-mini", vision: true },
  { key: "22", name: "claude-3.5-sonnet", provider: "anthropic", providerModelId: "claude-3-5-sonnet-latest", vision: true },
  { key: "23", name: "claude-3.5-haiku", provider: "anthropic", providerModelId: "claude-3-5-haiku-latest", vision: false },
  { key: "30", name: "gpt-4.1", provider: "openai", providerModelId: "gpt-4.1", vision: true },
  { key: "31", name: "gpt-4.1-mini", provider: "openai", providerModelId: "gpt-4.1-mini", vision: true },
  { key: "40", name: "claude-sonnet-4", provider: "anthropic", providerModelId: "claude-sonnet-4-0", vision: true },
];

export const DEFAULT_MODEL_KEY = "1";
export const COMPATIBLE_KEY_PREFIX = "oc:";

type Env = Record<string, string | undefined>;

const names = (list: string | undefined) =>
  (list ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);

/** OPENAI_COMPATIBLE_VISION_MODELS names the ones that take images (llava, qwen2-vl, …). */
function compatibleModels(env: Env): ModelEntry[] {
  const vision = new Set(names(env.OPENAI_COMPATIBLE_VISION_MODELS));
  return names(env.OPENAI_COMPATIBLE_MODELS).map((name) => ({
    key: `${COMPATIBLE_KEY_PREFIX}${name}`,
    name,
    provider: "openai-compatible" as const,
    providerModelId: name,
    vision: vision.has(name),
  }));
}

export function allModels(env: Env = process.env): ModelEntry[] {
  return [...FIXED_MODELS, ...compatibleModels(env)];
}

/** Whether the provider has what it needs in the environment to answer now. */
export function providerConfigured(provider: ProviderName, env: Env = process.env): boolean {
  switch (provider) {
    case "builtin":
      return true;
    case "openai":
      return Boolean(env.OPENAI_API_KEY?.trim());
    case "anthropic":
      return Boolean(env.ANTHROPIC_API_KEY?.trim());
    case "openai-compatible":
      return Boolean(env.OPENAI_COMPATIBLE_BASE_URL?.trim());
  }
}

export function modelList(env: Env = process.env) {
  return allModels(env).map((model) => ({ Key: model.key, Value: model.name, Status: providerConfigured(model.provider, env), Vision: model.vision }));
}

export function findModel(key: string, env: Env = process.env): ModelEntry | undefined {
  return allModels(env).find((model) => model.key === key);
}

/** The key of a model named by its key or (in any case) its name. */
export function resolveModelKey(keyOrName: string, env: Env = process.env): string | undefined {
  const wanted = keyOrName.trim();
  const models = allModels(env);
  const match = models.find((model) => model.key === wanted) ?? models.find((model) => model.name.toLowerCase() === wanted.toLowerCase());
  return match?.key;
}
