import { countTokens } from "gpt-tokenizer";
import { describe, expect, it } from "vitest";
import { promptTokens, tokenCount } from "@/lib/ai/tokens";

describe("tokenCount", () => {
  it("counts text with words as the tokenizer does", () => {
    for (const text of [
      "Hello, I'm looking for a 3 bed house in Austin under $500k.",
      "¿Tienen pisos de 3 habitaciones en Madrid? Gracias.",
      `${"word ".repeat(790)}end`,
      "x".repeat(99),
    ]) {
      expect(tokenCount(text), text.slice(0, 30)).toBe(countTokens(text));
    }
    // Past 4,000 characters, the first 4,000 are counted and the count scaled: close to the whole count for text alike throughout.
    const long = "Looking for a 3 bed house with a yard near good schools, under $450k. ".repeat(150);
    expect(Math.abs(tokenCount(long) - countTokens(long)) / countTokens(long)).toBeLessThan(0.02);
    expect(promptTokens(["a b", "c"])).toBe(countTokens("a b") + countTokens("c") + 1);
  });

  it("counts a long run without a space, or of spaces, in pieces, and about as many tokens", () => {
    // Byte-pair merges within one such run grow with the square of its length; in pieces they do not.
    const runs = ["e\u0301\u0302\u0303".repeat(2_500), "a".repeat(10_000), " ".repeat(10_000), "🏠".repeat(5_000)];
    for (const run of runs) {
      const counted = tokenCount(`before ${run} after`);
      const whole = countTokens(`before ${run} after`);
      expect(counted).toBeGreaterThan(0);
      // Never fewer than the whole count less one token per 50-character piece, nor more than one per character.
      expect(counted).toBeGreaterThanOrEqual(whole - Math.ceil(run.length / 50));
      expect(counted).toBeLessThanOrEqual(run.length + 4);
    }
  });
});
