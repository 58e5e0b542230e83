import { describe, expect, it } from "vitest";
import { historyInput, leadListInput } from "@/lib/chat/schema";
import { describeIssues } from "@/lib/validation/messages";
import { parseUtcSpan } from "@/lib/validation/dates";

const serial = "a".repeat(32);

/** The 400 message a body gets, or "" when it is accepted. */
function historyError(fields: Record<string, unknown>): string {
  const result = historyInput.safeParse({ SerialNumber: serial, ...fields });
  return result.success ? "" : describeIssues(result.error.issues);
}

describe("parseUtcSpan", () => {
  it.each([
    ["2025-03-07", "2025-03-07T00:00:00.000Z", "2025-03-08T00:00:00.000Z"],
    ["2024-02-29", "2024-02-29T00:00:00.000Z", "2024-03-01T00:00:00.000Z"],
    ["2000-02-29", "2000-02-29T00:00:00.000Z", "2000-03-01T00:00:00.000Z"],
    ["2025-03-07T10:30:00Z", "2025-03-07T10:30:00.000Z", "2025-03-07T10:30:00.001Z"],
    ["2025-03-07 10:30", "2025-03-07T10:30:00.000Z", "2025-03-07T10:30:00.001Z"],
    ["2025-03-07T23:59:59.999", "2025-03-07T23:59:59.999Z", "2025-03-08T00:00:00.000Z"],
    ["0001-01-01", "0001-01-01T00:00:00.000Z", "0001-01-02T00:00:00.000Z"],
    ["9999-12-30", "9999-12-30T00:00:00.000Z", "9999-12-31T00:00:00.000Z"],
  ])("reads %s as the span it names", (text, from, until) => {
    const result = parseUtcSpan(text);
    expect(result).toEqual({ span: { from: new Date(from), until: new Date(until) } });
  });

  it.each(["2026-02-30", "2026-13-01", "2025-02-29", "1900-02-29", "2026-04-31", "2026-00-10", "2026-01-00"])(
    "refuses %s, which is not on the calendar",
    (text) => expect(parseUtcSpan(text)).toEqual({ error: "must be a date that exists on the calendar" }),
  );

  it.each(["0000-01-01", "9999-12-31", "9999-12-31T00:00:00Z", "0000-12-31T23:59:59Z"])("refuses %s, whose day cannot be stored as a timestamp", (text) =>
    expect(parseUtcSpan(text)).toEqual({ error: "must be a UTC date between 0001-01-01 and 9999-12-30" }),
  );

  it.each(["yesterday", "2025-3-7", "2025-03-07T24:00", "2025-03-07T10:60", "2025-03-07T10", "+02025-03-07", "2025-03-07Z", "2025-03-07T10:00+02:00"])(
    "refuses %s, which is not a UTC date",
    (text) => expect(parseUtcSpan(text)).toEqual({ error: "must be a UTC date such as 2025-03-07" }),
  );
});

describe("report date fields", () => {
  it("refuse impossible and unstorable dates, naming the field", () => {
    expect(historyError({ StartTime: "2026-02-30" })).toBe("StartTime must be a date that exists on the calendar");
    expect(historyError({ EndTime: "2026-13-01" })).toBe("EndTime must be a date that exists on the calendar");
    expect(historyError({ EndTime: "9999-12-31" })).toBe("EndTime must be a UTC date between 0001-01-01 and 9999-12-30");
    expect(historyError({ StartTime: "0000-01-01" })).toBe("StartTime must be a UTC date between 0001-01-01 and 9999-12-30");
    const leads = leadListInput.safeParse({ serialNumber: serial, endTime: "9999-12-31" });
    expect(leads.success ? "" : describeIssues(leads.error.issues)).toBe("endTime must be a UTC date between 0001-01-01 and 9999-12-30");
  });

  it("keep accepting real dates, date-times and no date at all", () => {
    for (const fields of [
      {},
      { StartTime: null, EndTime: "" },
      { StartTime: "2024-02-29", EndTime: "2025-03-07T10:30:00Z" },
      { EndTime: "2025-03-07 10:30:00.5" },
    ]) {
      expect(historyError(fields)).toBe("");
    }
  });
});
