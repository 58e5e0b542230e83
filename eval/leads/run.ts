// The lead eval (issue 42): a set asked and graded (eval/leads/set.ts), its rates printed and its
// answers written to eval/results/leads-latest.json (or --out).
//   npx tsx eval/leads/run.ts <dir with fixture.json and conversations.json> [--out results.json]
import { writeFileSync } from "node:fs";
import path from "node:path";
import { leadRates, runLeadSet } from "./set";

const [dir, ...flags] = process.argv.slice(2);
if (!dir) throw new Error("usage: tsx eval/leads/run.ts <set dir> [--out results.json]");
const out = flags.includes("--out") ? flags[flags.indexOf("--out") + 1]! : path.join("eval", "results", "leads-latest.json");
const results = await runLeadSet(dir);
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(`${leadRates(results)}; results in ${out}`);
