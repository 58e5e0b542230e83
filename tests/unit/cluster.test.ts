import { describe, expect, it } from "vitest";
import { RESTART_BACKOFF, restartDelay } from "@/scripts/cluster.mjs";

describe("replacing a worker that ended", () => {
  it("is at once the first time, then backs off 1, 2, 4 … 30 s while replacements keep ending soon after their start", () => {
    expect(Array.from({ length: 9 }, (_, i) => restartDelay(i + 1))).toEqual([0, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(restartDelay(1_000)).toBe(RESTART_BACKOFF.maxMs);
  });
});
