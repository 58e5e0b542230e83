// Turns the JSON Schemas of the OpenAPI document into the rows the /docs page shows:
// one per field, nested objects and arrays of objects flattened into dotted names.

// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema of the generated document, read loosely: its shape is the JSON Schema standard's.
type Schema = Record<string, any>;

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  rules: string[];
  description?: string;
}

/** Follows a local `#/components/schemas/X` reference. */
export function resolveRef(document: Schema, schema: Schema): Schema {
  if (typeof schema.$ref !== "string") return schema;
  const name = schema.$ref.replace("#/components/schemas/", "");
  return document.components.schemas[name];
}

const variants = (schema: Schema): Schema[] => schema.anyOf ?? schema.oneOf ?? [schema];

/** `string`, `integer | null`, `array of string`, `"for_sale" | "for_rent"`. */
export function typeLabel(schema: Schema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value: unknown) => JSON.stringify(value)).join(" | ");
  const labels = variants(schema).flatMap((variant): string[] => {
    if (variant !== schema) return [typeLabel(variant)];
    if (variant.type === "array") return [`array of ${variant.items ? typeLabel(variant.items) : "any"}`];
    if (Array.isArray(variant.type)) return variant.type;
    return [variant.type ?? "any"];
  });
  return [...new Set(labels)].join(" | ");
}

/** A bound worth showing: zod gives every integer the safe-integer range, which says nothing. */
const bound = (value: unknown) => (typeof value === "number" && Math.abs(value) !== Number.MAX_SAFE_INTEGER ? value : undefined);

function rulesOf(schema: Schema): string[] {
  const rules: string[] = [];
  for (const variant of variants(schema)) {
    const [minimum, maximum] = [bound(variant.minimum), bound(variant.maximum)];
    if (minimum !== undefined && maximum !== undefined) rules.push(`${minimum} to ${maximum}`);
    else if (minimum !== undefined) rules.push(`≥ ${minimum}`);
    else if (maximum !== undefined) rules.push(`≤ ${maximum}`);
    if (variant.minLength !== undefined && variant.minLength > 0) rules.push(`at least ${variant.minLength} characters`);
    if (variant.maxLength !== undefined) rules.push(`at most ${variant.maxLength} characters`);
    if (variant.minItems !== undefined && variant.minItems > 0) rules.push(`at least ${variant.minItems} items`);
    if (variant.maxItems !== undefined) rules.push(`at most ${variant.maxItems} items`);
    if (variant.format) rules.push(`format ${variant.format}`);
    if (variant.pattern) rules.push(`matches ${variant.pattern}`);
  }
  if (schema.default !== undefined) rules.push(`default ${JSON.stringify(schema.default)}`);
  return rules;
}

/** The object inside a schema, if it is one, or an array of one, or a nullable one. */
function objectWithin(schema: Schema): { object: Schema; suffix: string } | undefined {
  for (const variant of variants(schema)) {
    if (variant.type === "object" && variant.properties) return { object: variant, suffix: "" };
    if (variant.type === "array" && variant.items?.type === "object" && variant.items.properties) return { object: variant.items, suffix: "[]" };
  }
  return undefined;
}

/** Every field of an object schema (or an array of objects), nested ones under dotted names. */
export function fieldRows(schema: Schema, prefix = "", depth = 0): FieldRow[] {
  const found = objectWithin(schema);
  if (!found) return [];
  const required = new Set<string>(found.object.required ?? []);
  const base = prefix + found.suffix;
  return Object.entries(found.object.properties as Record<string, Schema>).flatMap(([key, field]) => {
    const name = base ? `${base}.${key}` : key;
    const row: FieldRow = { name, type: typeLabel(field), required: required.has(key), rules: rulesOf(field), description: field.description };
    return [row, ...(depth < 3 ? fieldRows(field, name, depth + 1) : [])];
  });
}
