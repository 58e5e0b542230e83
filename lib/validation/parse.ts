import type { z } from "zod";
import { badRequest } from "@/lib/api/errors";
import { describeIssues, validationErrorMap } from "./messages";

/** Validates input against a schema; failures become a 400 naming every bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { error: validationErrorMap });
  if (!result.success) throw badRequest(describeIssues(result.error.issues));
  return result.data;
}
