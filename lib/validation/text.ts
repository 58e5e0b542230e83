import { z } from "zod";

/**
 * A string that is checked and normalised by one function: `normalize` returns the
 * stored form, or undefined when the value is not acceptable, which fails with `message`.
 */
export function normalizedText(max: number, normalize: (value: string) => string | undefined, message: string) {
  return z
    .string()
    .max(max)
    .transform((value, ctx) => {
      const normalized = normalize(value);
      if (normalized === undefined) {
        ctx.issues.push({ code: "custom", message, input: value });
        return z.NEVER;
      }
      return normalized;
    });
}

/** Splits a comma- (and optionally newline-) separated list, dropping blanks. */
export function splitList(value: string, newlines = false): string[] {
  return value
    .split(newlines ? /[,\r\n]+/ : /,/)
    .map((item) => item.trim())
    .filter(Boolean);
}
