// How a classifier does on labelled samples: accuracy, and per label its precision and recall.

export interface Scored {
  label: string;
  predicted: string;
}

export interface LabelScore {
  label: string;
  support: number;
  precision: number;
  recall: number;
}

export function evaluate(results: readonly Scored[], labels: readonly string[]): { accuracy: number; labels: LabelScore[] } {
  const right = results.filter((result) => result.label === result.predicted).length;
  return {
    accuracy: results.length ? right / results.length : 0,
    labels: labels.map((label) => {
      const truly = results.filter((result) => result.label === label);
      const said = results.filter((result) => result.predicted === label);
      const hits = truly.filter((result) => result.predicted === label).length;
      return { label, support: truly.length, precision: said.length ? hits / said.length : 1, recall: truly.length ? hits / truly.length : 1 };
    }),
  };
}

export function formatEvaluation(name: string, scored: ReturnType<typeof evaluate>): string {
  const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
  return [
    `${name}: accuracy ${pct(scored.accuracy)}`,
    ...scored.labels.map(
      (label) => `  ${label.label.padEnd(10)} n=${String(label.support).padStart(5)}  precision ${pct(label.precision)}  recall ${pct(label.recall)}`,
    ),
  ].join("\n");
}
