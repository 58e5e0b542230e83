/**
 * The models a chatbot can be set to. Keys "2", "3", "22" and "23" keep the meaning
 * they have in the existing service; "1" is the built-in, offline listing concierge.
 */
export interface ModelEntry {
  key: string;
  name: string;
  provider: "builtin" | "openai" | "anthropic";
}

export const MODELS: readonly ModelEntry[] = [
  { key: "1", name: "casabot-concierge", provider: "builtin" },
  { key: "2", name: "gpt-4o", provider: "openai" },
  { key: "3", name: "gpt-4o-mini", provider: "openai" },
  { key: "22", name: "claude-3.5-sonnet", provider: "anthropic" },
  { key: "23", name: "claude-3.5-haiku", provider: "anthropic" },
];

export const DEFAULT_MODEL_KEY = "1";

/** Whether the model can answer now. Only the concierge until providers are wired up. */
export function modelAvailable(model: ModelEntry): boolean {
  return model.provider === "builtin";
}

export function modelList() {
  return MODELS.map((model) => ({ Key: model.key, Value: model.name, Status: modelAvailable(model) }));
}

/** The key of a model named by its key or (in any case) its name. */
export function resolveModelKey(keyOrName: string): string | undefined {
  const wanted = keyOrName.trim();
  const match =
    MODELS.find((model) => model.key === wanted) ??
    MODELS.find((model) => model.name.toLowerCase() === wanted.toLowerCase());
  return match?.key;
}
