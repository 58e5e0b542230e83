import { describe, expect, it } from "vitest";
import { setBounded } from "@/lib/bounded-map";

describe("setBounded", () => {
  it("keeps at most max entries, dropping the one set longest ago", () => {
    const map = new Map<string, number>();
    for (let index = 0; index < 5; index++) setBounded(map, `k${index}`, index, 3);
    expect([...map]).toEqual([
      ["k2", 2],
      ["k3", 3],
      ["k4", 4],
    ]);
  });

  it("moves a key set again to the newest place instead of dropping another for it", () => {
    const map = new Map<string, number>();
    for (const key of ["a", "b", "c"]) setBounded(map, key, 0, 3);
    setBounded(map, "a", 1, 3);
    expect([...map.keys()]).toEqual(["b", "c", "a"]);
    setBounded(map, "d", 2, 3);
    expect([...map.keys()]).toEqual(["c", "a", "d"]);
    expect(map.get("a")).toBe(1);
  });
});
