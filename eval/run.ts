import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { type EvalOptions, runEval } from "./harness";
import { failures, summarize, table } from "./report";
import { CATEGORIES, type Category, type FixtureName, HOLDOUT_SET_NAMES, type HoldoutSet, LANGUAGES, type LanguageCode } from "./questions/types";

// npm run eval -- [--fixture us,intl,big,holdout,holdoutd,holdoute,holdoutf,holdoutg,holdouth,holdouti] [--lang en,es,fr] [--category search,...] [--limit N]
//                 [--subset] [--holdout a|b|c|d|e|f|g|h|i|k|l|ab|abcdefgh] [--min PCT] [--verbose]
// Asks every selected question of the built-in concierge in process and grades the answers.

const { values } = parseArgs({
  options: {
    fixture: { type: "string" },
    lang: { type: "string" },
    category: { type: "string" },
    limit: { type: "string" },
    subset: { type: "boolean", default: false },
    holdout: { type: "string" },
    min: { type: "string" },
    verbose: { type: "boolean", default: false },
  },
});

function listOf<T extends string>(text: string | undefined, allowed: readonly T[], flag: string): T[] | undefined {
  if (!text) return undefined;
  const items = text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of items) {
    if (!allowed.includes(item as T)) {
      console.error(`--${flag} ${item}: expected one of ${allowed.join(", ")}`);
      process.exit(2);
    }
  }
  return items as T[];
}

/** "a", "b", "c", "d", "e", "f", "g", "h", "i", "k", "l", "ab", "abcdefgh" or "a,b": the held-out sets to ask instead of the questions. */
function holdoutSets(text: string | undefined): HoldoutSet[] | undefined {
  if (text === undefined) return undefined;
  const sets = [...text.replace(/,/g, "")] as HoldoutSet[];
  if (sets.length === 0 || sets.some((set) => !HOLDOUT_SET_NAMES.includes(set))) {
    console.error(`--holdout ${text}: expected any of ${HOLDOUT_SET_NAMES.join(", ")} (e.g. h or ab)`);
    process.exit(2);
  }
  return [...new Set(sets)];
}

const options: EvalOptions = {
  fixtures: listOf<FixtureName>(
    values.fixture,
    ["us", "intl", "big", "holdout", "holdoutd", "holdoute", "holdoutf", "holdoutg", "holdouth", "holdouti"],
    "fixture",
  ),
  langs: listOf<LanguageCode>(values.lang, LANGUAGES, "lang"),
  categories: listOf<Category>(values.category, CATEGORIES, "category"),
  limit: values.limit ? Number(values.limit) : undefined,
  subset: values.subset,
  holdout: holdoutSets(values.holdout),
  databaseUrl: process.env.TEST_DATABASE_URL?.trim() || undefined,
  log: (line) => console.error(line),
};

const run = await runEval(options);
const summary = summarize(run.results);
if (values.verbose) console.log(`${failures(run)}\n`);
console.log(table(summary));
console.log(`Fixtures loaded in ${run.loadSeconds.toFixed(1)} s`);

const dir = path.join(process.cwd(), "eval", "results");
mkdirSync(dir, { recursive: true });
writeFileSync(
  path.join(dir, "latest.json"),
  `${JSON.stringify({ at: new Date().toISOString(), options: { ...options, log: undefined, databaseUrl: undefined }, summary, ...run }, null, 1)}\n`,
);

const min = values.min === undefined ? undefined : Number(values.min);
if (min !== undefined && summary.accuracy < min) {
  console.error(`accuracy ${summary.accuracy.toFixed(1)}% is under --min ${min}%`);
  process.exit(1);
}
process.exit(0);
