import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { leadRates, runLeadSet } from "@/eval/leads/set";

// The lead sets written blind (issue 42), retired after their first scoring into this regression:
// every conversation each one passes now (its regression.json) keeps passing, graded as
// `npm run eval:leads` grades it (eval/leads/set.ts: the showing, the contact, the qualification, one
// qualifying question per reply).

const SETS = ["leads-n", "leads-o", "leads-p", "leads-q", "leads-r"];

describe("the retired lead sets", () => {
  it.each(SETS)("%s: every conversation it passed still passes", async (name) => {
    const dir = path.join("eval", "blind-sets", name);
    const { passing } = JSON.parse(readFileSync(path.join(dir, "regression.json"), "utf8")) as { passing: string[] };
    expect(passing.length).toBeGreaterThan(0);
    const results = await runLeadSet(dir);
    console.log(`${name}: ${leadRates(results)}`);
    const lost = results.filter((result) => passing.includes(result.id) && !result.pass);
    expect(
      lost.map((result) => `${result.id}: ${result.problems.join("; ")}`),
      "conversations that passed and no longer do",
    ).toEqual([]);
    // Every id listed is still in the set.
    expect(passing.filter((id) => !results.some((result) => result.id === id))).toEqual([]);
  });
});
