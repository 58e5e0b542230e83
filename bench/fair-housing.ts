// The fair-housing check's cost (issue 39: at most 1 ms p50 added to an ask): every message of the
// eval sets read by checkVisitorMessage, and every reply of the last eval run by withoutFlagged (the
// concierge's pass over its own answers), after a warm-up, timed one call at a time.
//   npx tsx bench/fair-housing.ts
import { existsSync, readFileSync } from "node:fs";
import { checkVisitorMessage } from "@/lib/fair-housing/check";
import { withoutFlagged } from "@/lib/fair-housing/flags";

const SETS = ["dev", "blind-a", "blind-b", "blind-c", "blind-d", "blind-e"].map((set) => `eval/fair-housing/${set}.json`);
const messages: string[] = SETS.flatMap((file) => (JSON.parse(readFileSync(file, "utf8")) as { text: string }[]).map((message) => message.text));
const results = "eval/results/fair-housing-blind-c.json";
const replies: string[] = existsSync(results)
  ? Object.values(JSON.parse(readFileSync(results, "utf8")) as Record<string, { reply: string }[]>).flatMap((rows) => rows.map((row) => row.reply))
  : messages;

function time(name: string, inputs: readonly string[], run: (input: string) => unknown, rounds = 20) {
  for (const input of inputs) run(input);
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const input of inputs) {
      const began = performance.now();
      run(input);
      samples.push(performance.now() - began);
    }
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  console.log(
    `${name}: ${inputs.length} texts × ${rounds}: p50 ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms, max ${at(1).toFixed(3)} ms`,
  );
}

const began = performance.now();
checkVisitorMessage("warm the lexicon and the model");
console.log(`first call (lexicon and model loaded): ${(performance.now() - began).toFixed(1)} ms`);
time("checkVisitorMessage", messages, checkVisitorMessage);
time("withoutFlagged (answers)", replies, withoutFlagged);
time(
  "checkVisitorMessage, 1,000-character messages",
  messages.map((message) => message.repeat(Math.ceil(1000 / message.length)).slice(0, 1000)),
  checkVisitorMessage,
  5,
);
