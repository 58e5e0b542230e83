import { countTokens } from "gpt-tokenizer";
import { setBounded } from "@/lib/bounded-map";

// Token counts for what an answer cost (the concierge's own usage, and a provider's that reports
// none) and for how much history a model is given. An ask counts the same texts several times (its
// session's earlier turns, the chatbot's system prompt, each model call's prompt), so each text's
// count is kept: the tokenizer is the costliest thing an ask does in Node besides the concierge's reading.

const MAX_KEPT = 2000;
/** Longer texts are counted each time rather than kept. */
const MAX_KEPT_LENGTH = 20_000;
const kept = new Map<string, number>();

/** How many tokens a text is (gpt-tokenizer), counted once per text and process while it stays among the last 2,000. */
export function tokenCount(text: string): number {
  if (text.length > MAX_KEPT_LENGTH) return countTokens(text);
  const known = kept.get(text);
  if (known !== undefined) return known;
  const count = countTokens(text);
  setBounded(kept, text, count, MAX_KEPT);
  return count;
}

/** A prompt's tokens: each part's, and one for each line break between them. */
export function promptTokens(parts: readonly string[]): number {
  return parts.reduce((sum, part) => sum + tokenCount(part), 0) + Math.max(0, parts.length - 1);
}
