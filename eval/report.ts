import type { EvalRun, QuestionResult } from "./harness";
import { CATEGORIES, LANGUAGES } from "./questions/types";

// The eval's report: accuracy by language × category, by language, overall, and the
// latency of a turn (p50, p95), as a table for people and as JSON for tools.

export interface Summary {
  total: number;
  passed: number;
  accuracy: number;
  byLanguage: Record<string, { total: number; passed: number; accuracy: number }>;
  byCell: Record<string, Record<string, { total: number; passed: number }>>;
  latencyMs: { p50: number; p95: number; max: number; turns: number };
  /** Accuracy if the reading rules (no URLs, markers, "newest first", zero facts) were not checked. */
  accuracyWithoutReading: number;
  /** The knowledge questions apart, and every other question. */
  knowledge: { total: number; passed: number; accuracy: number };
  listings: { total: number; passed: number; accuracy: number };
}

const pct = (passed: number, total: number) => (total === 0 ? 0 : (100 * passed) / total);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function part(results: QuestionResult[]) {
  const passed = results.filter((result) => result.verdict.pass).length;
  return { total: results.length, passed, accuracy: pct(passed, results.length) };
}

export function summarize(results: QuestionResult[]): Summary {
  const byCell: Summary["byCell"] = {};
  const byLanguage: Summary["byLanguage"] = {};
  for (const result of results) {
    const cell = ((byCell[result.category] ??= {})[result.lang] ??= { total: 0, passed: 0 });
    const language = (byLanguage[result.lang] ??= { total: 0, passed: 0, accuracy: 0 });
    cell.total++;
    language.total++;
    if (result.verdict.pass) {
      cell.passed++;
      language.passed++;
    }
  }
  for (const language of Object.values(byLanguage)) language.accuracy = pct(language.passed, language.total);
  const latencies = results.flatMap((result) => result.latencies).sort((a, b) => a - b);
  const passed = results.filter((result) => result.verdict.pass).length;
  return {
    total: results.length,
    passed,
    accuracy: pct(passed, results.length),
    byLanguage,
    byCell,
    latencyMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: latencies.at(-1) ?? 0, turns: latencies.length },
    knowledge: part(results.filter((result) => result.category === "knowledge")),
    listings: part(results.filter((result) => result.category !== "knowledge")),
    accuracyWithoutReading: pct(results.filter((result) => result.verdict.failures.every((failure) => failure.startsWith("reading:"))).length, results.length),
  };
}

const cellText = (cell?: { total: number; passed: number }) => (cell ? `${pct(cell.passed, cell.total).toFixed(0)}% (${cell.passed}/${cell.total})` : "—");

/** A Markdown table: categories down, languages across, then totals and latency. */
export function table(summary: Summary): string {
  const rows = [`| category | ${LANGUAGES.join(" | ")} | all |`, `|---|${LANGUAGES.map(() => "---").join("|")}|---|`];
  for (const category of CATEGORIES) {
    const cells = summary.byCell[category];
    if (!cells) continue;
    const all = Object.values(cells).reduce((sum, cell) => ({ total: sum.total + cell.total, passed: sum.passed + cell.passed }), { total: 0, passed: 0 });
    rows.push(`| ${category} | ${LANGUAGES.map((lang) => cellText(cells[lang])).join(" | ")} | ${cellText(all)} |`);
  }
  rows.push(`| **all** | ${LANGUAGES.map((lang) => cellText(summary.byLanguage[lang])).join(" | ")} | **${cellText(summary)}** |`);
  const { p50, p95, max, turns } = summary.latencyMs;
  const apart = summary.knowledge.total > 0 ? `\nKnowledge questions: ${cellText(summary.knowledge)}; all other questions: ${cellText(summary.listings)}` : "";
  return `${rows.join("\n")}\n${apart}\nWithout the reading rules: ${summary.accuracyWithoutReading.toFixed(0)}%\nLatency per turn (${turns} turns): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms`;
}

/** Failures, each with its conversation and answer. */
export function failures(run: EvalRun): string {
  return run.results
    .filter((result) => !result.verdict.pass)
    .map((result) => {
      const turns = result.turns.map(
        (turn, i) => `  > ${turn}\n  < ${(result.answers[i]?.content ?? "").replace(/\n/g, "\n    ")}${result.answers[i]?.noAnswer ? "  [noAnswer]" : ""}`,
      );
      return `✗ ${result.id} (${result.verdict.language ?? "?"})\n${turns.join("\n")}\n  ${result.verdict.failures.join("\n  ")}`;
    })
    .join("\n\n");
}
