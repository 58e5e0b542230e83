import { z } from "zod";

const DAY_MS = 86_400_000;

// The date part is checked against the calendar by zod's own ISO date pattern (leap
// years included); the time part is ours, as our clients send it: "10:00", "10:00:00.5",
// with or without a Z, after a T or a space.
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ]((?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?)Z?)?$/;

// A day before year 1 or after year 9999 cannot be written as a PostgreSQL timestamp in
// ISO form (toISOString gives "+010000-…"), and the end of 9999-12-31 is in year 10000.
const EARLIEST = Date.parse("0001-01-01T00:00:00Z");
const LATEST = Date.parse("9999-12-31T00:00:00Z");

export const DATE_FORMAT_MESSAGE = "must be a UTC date such as 2025-03-07";
export const CALENDAR_MESSAGE = "must be a date that exists on the calendar";
export const DATE_RANGE_MESSAGE = "must be a UTC date between 0001-01-01 and 9999-12-30";

/** The span of time a UTC date or date-time names: a bare date is its whole day, a time one millisecond. */
export interface UtcSpan {
  from: Date;
  /** Exclusive. */
  until: Date;
}

export type UtcSpanResult = { span: UtcSpan } | { error: string };

/** Reads "2025-03-07", "2025-03-07T10:30:00Z" or "2025-03-07 10:30"; dates and times are UTC whether or not they say so. */
export function parseUtcSpan(text: string): UtcSpanResult {
  const match = DATE_TIME.exec(text);
  if (!match) return { error: DATE_FORMAT_MESSAGE };
  const [, day, time] = match as unknown as [string, string, string | undefined];
  if (!z.regexes.date.test(day)) return { error: CALENDAR_MESSAGE };
  const from = Date.parse(`${day}T${time ?? "00:00"}Z`);
  if (Number.isNaN(from) || from < EARLIEST || from >= LATEST) return { error: DATE_RANGE_MESSAGE };
  return { span: { from: new Date(from), until: new Date(from + (time === undefined ? DAY_MS : 1)) } };
}

/** An optional UTC date or date-time field; `null` and `""` mean none. Comes out as the span it names. */
export const utcDateField = () =>
  z.preprocess(
    (value) => (value === null || value === "" ? undefined : value),
    z
      .string()
      .regex(DATE_TIME, DATE_FORMAT_MESSAGE)
      .transform((value, ctx): UtcSpan => {
        const result = parseUtcSpan(value);
        if ("span" in result) return result.span;
        ctx.issues.push({ code: "custom", message: result.error, input: value });
        return z.NEVER;
      })
      .optional()
      .describe("UTC date (2025-03-07, a whole day) or date-time (2025-03-07T10:30:00Z), from 0001-01-01 to 9999-12-30"),
  );
