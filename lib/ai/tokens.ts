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

/** Runs of this many characters or more without a space, or of spaces alone, are counted in pieces (see boundedCount). */
const LONG_RUN = /\S{100,}|\s{100,}/g;
const PIECE = /[\s\S]{1,50}/gu;

/**
 * countTokens, bounded: byte-pair encoding merges within a word in time that grows with the square
 * of its length, so a visitor's 10,000 accents or emoji without a space (one "word") took 380 ms to
 * count; 10,000 spaces are one piece too. Such a run of 100 characters or more is counted 50
 * characters at a time: a count that may differ by a token per piece, for text that is no language anyway.
 */
function boundedCount(text: string): number {
  let total = 0;
  let last = 0;
  for (const run of text.matchAll(LONG_RUN)) {
    total += countTokens(text.slice(last, run.index));
    for (const [piece] of run[0].matchAll(PIECE)) total += countTokens(piece);
    last = run.index + run[0].length;
  }
  return total + countTokens(text.slice(last));
}

/** Texts longer than this are counted over their first SAMPLED characters, and the count scaled to their length. */
const SAMPLED = 4000;

/**
 * The count of a text, exact up to SAMPLED characters. A visitor's message may be 10,000 characters
 * and is counted once or twice per ask; the tokenizer's pre-split alone took 25 ms over 10,000
 * characters of emoji on two busy cores. Past SAMPLED characters the count is the first part's, scaled.
 */
function sampledCount(text: string): number {
  if (text.length <= SAMPLED) return boundedCount(text);
  return Math.round((boundedCount(text.slice(0, SAMPLED)) * text.length) / SAMPLED);
}

/** How many tokens a text is (gpt-tokenizer), counted once per text and process while it stays among the last 2,000. */
export function tokenCount(text: string): number {
  if (text.length > MAX_KEPT_LENGTH) return sampledCount(text);
  const known = kept.get(text);
  if (known !== undefined) return known;
  const count = sampledCount(text);
  setBounded(kept, text, count, MAX_KEPT);
  return count;
}

/** A prompt's tokens: each part's, and one for each line break between them. */
export function promptTokens(parts: readonly string[]): number {
  return parts.reduce((sum, part) => sum + tokenCount(part), 0) + Math.max(0, parts.length - 1);
}
