import { z } from "zod";

// Existing clients send numbers as JSON numbers or as the numeric text our list
// replies carry ("2.5", "450000"), and booleans sometimes as "true"/1. These
// field builders accept both forms and hand the domain a real number or boolean.

const NUMERIC_TEXT = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

function numericTextToNumber(value: unknown): unknown {
  if (typeof value === "string") {
    const text = value.trim();
    if (NUMERIC_TEXT.test(text)) return Number(text);
  }
  return value;
}

interface NumberRules {
  min?: number;
  max?: number;
  int?: boolean;
}

function numberSchema({ min, max, int }: NumberRules) {
  let schema = int ? z.number().int() : z.number();
  if (min !== undefined) schema = schema.min(min);
  if (max !== undefined) schema = schema.max(max);
  return schema;
}

/** A number (or numeric text) within the given rules. */
export const numberField = (rules: NumberRules = {}) => z.preprocess(numericTextToNumber, numberSchema(rules));

/** Like numberField, but `""` and `null` mean "no value" and come out as null. */
export const optionalNumberField = (rules: NumberRules = {}) =>
  z.preprocess((value) => (value === "" || value === null ? null : numericTextToNumber(value)), numberSchema(rules).nullable()).optional();

/** Like optionalNumberField, but the field must be sent: `""` and `null` say the value is not known. */
export const nullableNumberField = (rules: NumberRules = {}) =>
  z.preprocess((value) => (value === "" || value === null ? null : numericTextToNumber(value)), numberSchema(rules).nullable());

/** An integer given as a number or as numeric text. */
export const intField = (min?: number, max?: number) => numberField({ int: true, min, max });

/** The range of the existing service's `int` (a .NET Int32), which its clients may send any of. */
export const INT32 = { min: -2_147_483_648, max: 2_147_483_647 } as const;
export const int32Field = () => intField(INT32.min, INT32.max);

const BOOLEAN_TEXT: Record<string, boolean> = { true: true, false: false, "1": true, "0": false };

export const booleanField = () =>
  z.preprocess((value) => {
    if (typeof value === "string") return BOOLEAN_TEXT[value.trim().toLowerCase()] ?? value;
    if (value === 1 || value === 0) return value === 1;
    return value;
  }, z.boolean());

/** Free text with an upper bound on its length. */
export const textField = (max: number) => z.string().max(max);

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== "";
  } catch {
    return false;
  }
}

// TextEncoder rather than Buffer: the dashboard's forms run these schemas in the browser.
const utf8 = new TextEncoder();

// URLs are trimmed, and bounded in bytes too: a listing URL is indexed, and an index
// entry holds at most 2,704 bytes.
const urlText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => utf8.encode(value).length <= max, `must be at most ${max} bytes long`);

/** An http(s) URL. */
export const httpUrl = (max = 2048) => urlText(max).refine(isHttpUrl, "must be an http(s) URL");

/** An http(s) URL, or `""` for none. */
export const httpUrlOrEmpty = (max = 2048) => urlText(max).refine((value) => value === "" || isHttpUrl(value), "must be an http(s) URL or empty");

/** One e-mail address, as every e-mail field takes it. */
export const emailAddress = () => z.email().max(254);

/** The body of an endpoint that takes no fields: any JSON object, its keys ignored. */
export const emptyInput = z.object({});
