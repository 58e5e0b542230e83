import { describe, expect, it } from "vitest";
import { wholeMonths } from "@/lib/insights/queries";

// The whole months of a range are read from the monthly rollup, the days around them from the daily one.
describe("whole months of a range of days", () => {
  it.each([
    // [from, to, whole months' first days and the day after them, or none]
    ["2026-03-01", "2026-03-31", { first: "2026-03-01", last: "2026-03-01", after: "2026-04-01" }],
    ["2026-02-27", "2026-05-02", { first: "2026-03-01", last: "2026-04-01", after: "2026-05-01" }],
    ["2026-01-31", "2026-03-01", { first: "2026-02-01", last: "2026-02-01", after: "2026-03-01" }],
    ["2028-02-01", "2028-02-29", { first: "2028-02-01", last: "2028-02-01", after: "2028-03-01" }],
    ["2025-11-15", "2026-01-31", { first: "2025-12-01", last: "2026-01-01", after: "2026-02-01" }],
    ["2025-12-01", "2026-11-28", { first: "2025-12-01", last: "2026-10-01", after: "2026-11-01" }],
  ])("%s to %s", (from, to, months) => {
    expect(wholeMonths({ from, to })).toEqual(months);
  });

  it.each([
    ["2026-03-02", "2026-03-31"],
    ["2026-03-01", "2026-03-30"],
    ["2026-10-30", "2026-11-28"],
    ["2028-02-01", "2028-02-28"],
    ["2026-05-05", "2026-05-05"],
  ])("%s to %s holds none", (from, to) => {
    expect(wholeMonths({ from, to })).toBeUndefined();
  });
});
