import type { z } from "zod";

const typeNames: Record<string, string> = {
  string: "a string",
  number: "a number",
  int: "an integer",
  boolean: "true or false",
  array: "an array",
  object: "an object",
};

function bound(origin: string, value: number | bigint, kind: "least" | "most", inclusive = true): string {
  const n = Number(value);
  if (origin === "string") {
    if (kind === "least" && n === 1) return "must not be empty";
    return `must be at ${kind} ${n} characters long`;
  }
  if (origin === "array" || origin === "set") return `must have at ${kind} ${n} item${n === 1 ? "" : "s"}`;
  if (!inclusive) return `must be ${kind === "least" ? "greater" : "less"} than ${n}`;
  return `must be at ${kind} ${n}`;
}

/**
 * Turns zod issues into the short phrases of our error messages ("must be one of
 * for_sale, for_rent"). Passed at parse time, so messages a schema sets itself win.
 * The caller's input is never echoed: it may be huge, or a secret.
 */
export const validationErrorMap: z.core.$ZodErrorMap = (issue) => {
  const missing = issue.input === undefined;
  switch (issue.code) {
    case "invalid_type":
      if (missing) return "is required";
      return `must be ${typeNames[issue.expected] ?? issue.expected}`;
    case "too_small":
      return bound(issue.origin, issue.minimum, "least", issue.inclusive);
    case "too_big":
      return bound(issue.origin, issue.maximum, "most", issue.inclusive);
    case "invalid_format":
      if (issue.format === "email") return "must be a valid e-mail address";
      if (issue.format === "url") return "must be an http(s) URL";
      return "has an invalid format";
    case "invalid_value":
      if (missing) return "is required";
      return `must be one of ${issue.values.map(String).join(", ")}`;
    case "not_multiple_of":
      return `must be a multiple of ${String(issue.divisor)}`;
    case "invalid_union":
      if (missing) return "is required";
      return "has an invalid value";
    default:
      return undefined;
  }
};

/** `ExtensionColumn[2].value` from ["ExtensionColumn", 2, "value"]. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === "number") return `${out}[${key}]`;
    const name = String(key);
    return out ? `${out}.${name}` : name;
  }, "");
}

/** One sentence naming each offending field and why, e.g. "SaleType must be one of for_sale, for_rent". */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const issue of issues) {
    const field = fieldPath(issue.path);
    const text = field ? `${field} ${issue.message}` : `Request body ${issue.message}`;
    if (!seen.has(text)) {
      seen.add(text);
      parts.push(text);
    }
  }
  return parts.join("; ");
}

export interface NamedIssue {
  field: string;
  /** `Images[1]` → 1; `ExtensionColumn[0].Key` → 0 and "Key". */
  index?: number;
  key?: string;
  message: string;
}

const NAMED_ISSUE = /^([A-Za-z]+)(?:\[(\d+)\](?:\.([A-Za-z]+))?)? (.+)$/s;

/**
 * The inverse of describeIssues, for forms that show a server's message beside the
 * fields it names: "Temperature must be at most 100; Images[1] must be an http(s) URL".
 * Parts that name no field ("Chatbot not found") come back with the field as their first word,
 * so callers keep only the fields they know.
 */
export function namedIssues(message: string): NamedIssue[] {
  return message.split("; ").flatMap((part) => {
    const match = NAMED_ISSUE.exec(part.trim());
    if (!match) return [];
    const [, field, index, key, text] = match as unknown as [string, string, string | undefined, string | undefined, string];
    return [{ field, ...(index === undefined ? {} : { index: Number(index) }), ...(key === undefined ? {} : { key }), message: text }];
  });
}

/**
 * A server's message as the dashboard shows it: each part that names a field starts with the
 * field's label instead ("Bedrooms must be an integer", not "Bedrooms"; "MLS number …", not
 * "MLSNumber …"). The API's own messages keep the wire names for API clients.
 */
export function inOwnerWords(message: string, labels: Readonly<Partial<Record<string, string>>>): string {
  return message
    .split("; ")
    .map((part) => {
      const match = NAMED_ISSUE.exec(part.trim());
      const label = match && Object.hasOwn(labels, match[1]!) ? labels[match[1]!] : undefined;
      if (!match || !label) return part;
      const [, , index, key, text] = match;
      const where = index === undefined ? "" : ` (item ${Number(index) + 1}${key ? `, ${key.toLowerCase()}` : ""})`;
      return `${label}${where} ${text}`;
    })
    .join("; ");
}
