import type { z } from "zod";
import { invalidInput } from "@/lib/errors";
import { matchKeys } from "./keys";
import { describeIssues, validationErrorMap } from "./messages";

/**
 * Validates input against a schema, its property names matched without regard to case
 * (keys.ts); failures become a 400 naming every bad field as the schema spells it.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(matchKeys(schema, input), { error: validationErrorMap });
  if (!result.success) throw invalidInput(describeIssues(result.error.issues));
  return result.data;
}
