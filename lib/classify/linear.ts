import { z } from "zod";
import { seededRandom, shuffled } from "./random";

// A multinomial logistic regression over sparse binary features: trained by a script in the repo,
// its weights committed as JSON, loaded once. Reading a message is a sum of a few dozen weights per
// label and a softmax: microseconds. Training is deterministic (a seeded order, no threads), so the
// same corpus always gives the same weights.

export const linearModelSchema = z.object({
  labels: z.array(z.string()).min(2),
  /** Feature → its weights, one per label (rounded: the file is read by people too). */
  weights: z.record(z.string(), z.array(z.number())),
  bias: z.array(z.number()),
});
export type LinearModelData = z.infer<typeof linearModelSchema>;

export interface Example {
  features: string[];
  label: string;
}

export interface TrainOptions {
  epochs: number;
  rate: number;
  /** L2 penalty per step, scaled by the rate. */
  l2: number;
  seed: number;
  /** Features seen in fewer examples than this are left out. */
  minCount: number;
}

export class LinearModel {
  readonly labels: readonly string[];
  private readonly weights: Map<string, number[]>;
  private readonly bias: number[];

  constructor(data: LinearModelData) {
    // The labels and bias by the schema; the thousands of weight rows by a loop (zod's walk over them
    // took 40 ms, on the first question a server answered).
    const parsed = { ...linearModelSchema.omit({ weights: true }).parse(data), weights: data.weights };
    if (typeof parsed.weights !== "object" || parsed.weights === null) throw new Error("a model's weights must be an object");
    for (const row of [parsed.bias, ...Object.values(parsed.weights)]) {
      if (!Array.isArray(row) || row.length !== parsed.labels.length || !row.every(Number.isFinite))
        throw new Error("a weight row does not have one weight per label");
    }
    this.labels = parsed.labels;
    this.weights = new Map(Object.entries(parsed.weights));
    this.bias = parsed.bias;
  }

  /** Each label's probability for a message's features. */
  scores(features: readonly string[]): Record<string, number> {
    const sums = [...this.bias];
    for (const feature of features) {
      const row = this.weights.get(feature);
      if (row) for (let k = 0; k < sums.length; k++) sums[k]! += row[k]!;
    }
    const probabilities = softmax(sums);
    return Object.fromEntries(this.labels.map((label, k) => [label, probabilities[k]!]));
  }

  static train(examples: readonly Example[], labels: readonly string[], options: TrainOptions): LinearModel {
    const counts = new Map<string, number>();
    for (const example of examples) for (const feature of example.features) counts.set(feature, (counts.get(feature) ?? 0) + 1);
    const kept = [...counts]
      .filter(([, count]) => count >= options.minCount)
      .map(([feature]) => feature)
      .sort();
    const index = new Map(kept.map((feature, i) => [feature, i]));
    const size = labels.length;
    const w = new Float64Array(kept.length * size);
    const bias = new Float64Array(size);
    const random = seededRandom(options.seed);
    const rows = examples.map((example) => ({
      features: example.features.flatMap((feature) => (index.has(feature) ? [index.get(feature)!] : [])),
      label: labels.indexOf(example.label),
    }));
    if (rows.some((row) => row.label < 0)) throw new Error("an example's label is not one of the model's labels");
    // The weights kept are the average of those after each epoch of the second half: one order of
    // examples matters less than it would to the last epoch's weights alone.
    const sum = new Float64Array(w.length);
    const biasSum = new Float64Array(size);
    let averaged = 0;
    for (let epoch = 0; epoch < options.epochs; epoch++) {
      const rate = options.rate / (1 + epoch);
      for (const row of shuffled(random, rows)) {
        const sums = Array.from(bias);
        for (const f of row.features) for (let k = 0; k < size; k++) sums[k]! += w[f * size + k]!;
        const p = softmax(sums);
        for (let k = 0; k < size; k++) {
          const gradient = p[k]! - (k === row.label ? 1 : 0);
          bias[k]! -= rate * gradient;
          for (const f of row.features) {
            const at = f * size + k;
            w[at] = w[at]! - rate * (gradient + options.l2 * w[at]!);
          }
        }
      }
      if (epoch >= Math.floor(options.epochs / 2)) {
        for (let i = 0; i < w.length; i++) sum[i]! += w[i]!;
        for (let k = 0; k < size; k++) biasSum[k]! += bias[k]!;
        averaged += 1;
      }
    }
    for (let i = 0; i < w.length; i++) w[i] = sum[i]! / averaged;
    for (let k = 0; k < size; k++) bias[k] = biasSum[k]! / averaged;
    const round = (value: number) => Math.round(value * 1e4) / 1e4;
    const weights: Record<string, number[]> = {};
    kept.forEach((feature, i) => {
      const row = Array.from(w.subarray(i * size, (i + 1) * size), round);
      if (row.some((value) => value !== 0)) weights[feature] = row;
    });
    return new LinearModel({ labels: [...labels], weights, bias: Array.from(bias, round) });
  }

  toJSON(): LinearModelData {
    return { labels: [...this.labels], weights: Object.fromEntries(this.weights), bias: [...this.bias] };
  }
}

function softmax(sums: readonly number[]): number[] {
  const top = Math.max(...sums);
  const exps = sums.map((sum) => Math.exp(sum - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((value) => value / total);
}
