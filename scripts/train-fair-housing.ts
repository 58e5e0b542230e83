// Trains the fair-housing model (lib/fair-housing/model.json) from the template corpus in three
// languages, prints its scores on held-out templates, and writes the weights. Deterministic: the
// same corpus and seed give the same file, which tests/unit/fair-housing.test.ts checks.
//   npx tsx scripts/train-fair-housing.ts [--check]   (--check: fail if model.json is not what training gives)
import { readFileSync, writeFileSync } from "node:fs";
import { formatEvaluation } from "@/lib/classify/evaluate";
import { MODEL_PATH, TRAINING } from "@/lib/fair-housing/model";
import { trainFairHousing } from "@/lib/fair-housing/train";

const { samples, test, heldOut, model, json } = trainFairHousing();
console.log(
  `corpus: ${samples.length} samples from ${new Set(samples.map((s) => s.template)).size} templates; held out: ${test.length} samples of every ${TRAINING.holdEvery}th template`,
);
console.log(formatEvaluation("held-out templates", heldOut));
for (const language of ["en", "es", "fr"]) {
  const part = test.filter(({ sample }) => sample.language === language);
  console.log(`  ${language}: ${part.filter(({ sample, predicted }) => predicted === sample.label).length}/${part.length}`);
}
for (const { sample, predicted } of test.filter(({ sample, predicted }) => predicted !== sample.label).slice(0, Number(process.env.MISSES ?? 12))) {
  console.log(`  miss (${sample.label} → ${predicted}): ${sample.text}`);
}
if (process.argv.includes("--check")) {
  if (readFileSync(MODEL_PATH, "utf8") !== json) {
    console.error(`${MODEL_PATH} is not what training gives: run npx tsx scripts/train-fair-housing.ts`);
    process.exit(1);
  }
  console.log(`${MODEL_PATH} matches training`);
} else {
  writeFileSync(MODEL_PATH, json);
  console.log(`wrote ${MODEL_PATH}: ${Object.keys(model.toJSON().weights).length} features`);
}
