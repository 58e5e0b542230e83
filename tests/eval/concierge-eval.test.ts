import { describe, expect, it } from "vitest";
import { runEval } from "@/eval/harness";
import { inSubset, QUESTIONS } from "@/eval/questions";
import { CATEGORIES, LANGUAGES } from "@/eval/questions/types";
import { failures, summarize, table } from "@/eval/report";

// The concierge eval's CI subset (a fixed quarter of the questions, every fixture), run
// through the same harness as `npm run eval -- --subset`: fails under the threshold.

/** Accuracy the subset must reach, in percent (the lead tunes it once issue 16's parts are merged). */
const SUBSET_THRESHOLD = 90;

describe("the concierge eval", () => {
  it("has at least 300 questions, about a third per language, in every category", () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(300);
    for (const lang of LANGUAGES) expect(QUESTIONS.filter((q) => q.lang === lang).length / QUESTIONS.length).toBeGreaterThan(0.25);
    for (const category of CATEGORIES)
      for (const lang of LANGUAGES)
        expect(
          QUESTIONS.some((q) => q.category === category && q.lang === lang),
          `${category}/${lang}`,
        ).toBe(true);
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(QUESTIONS.length);
    for (const question of QUESTIONS)
      expect(
        question.mustContain.length + question.mustNotContain.length + (question.noAnswer === undefined ? 0 : 1) + (question.language === null ? 0 : 1),
        question.id,
      ).toBeGreaterThan(0);
  });

  it(`answers the subset at least ${SUBSET_THRESHOLD}% right`, async () => {
    const run = await runEval({ subset: true, databaseUrl: process.env.TEST_DATABASE_URL?.trim() || undefined });
    const summary = summarize(run.results);
    expect(run.results.length).toBe(QUESTIONS.filter(inSubset).length);
    console.log(table(summary));
    expect(summary.accuracy, `${table(summary)}\n\n${failures(run)}`).toBeGreaterThanOrEqual(SUBSET_THRESHOLD);
  });
});

describe("the eval's grader", () => {
  it("compares without case or accents, numbers and short words whole", async () => {
    const { fold, includesFolded } = await import("@/eval/grade");
    const has = (text: string, needle: string) => includesFolded(fold(text), fold(needle));
    expect(has("Dans le Vieux-QUÉBEC", "quebec")).toBe(true);
    expect(has("built in 2012", "12")).toBe(false);
    expect(has("$1,500/month", "1")).toBe(false);
    expect(has("2.5 baths", "2")).toBe(false);
    expect(has("There are 2 homes", "2")).toBe(true);
    expect(has("Energy rating C.", "C")).toBe(true);
    expect(has("calle", "c")).toBe(false);
    expect(has("vendido", "vendid")).toBe(true);
  });

  it("tells the answer's language without the listings' own words", async () => {
    const { answerLanguage } = await import("@/eval/grade");
    const names = ["calle de serrano 45", "madrid", "piso reformado en el barrio de salamanca, con ascensor, calefaccion central y terraza."];
    expect(
      answerLanguage(
        "Here is a flat I found for you in Madrid: Calle de Serrano 45. Piso reformado en el barrio de Salamanca, con ascensor, calefacción central y terraza.",
        names,
      ),
    ).toBe("en");
    expect(answerLanguage("Voici les maisons que j'ai trouvées pour vous à Montréal.", [])).toBe("fr");
    expect(answerLanguage("ok", [])).toBeNull();
  });
});
