import { LinearModel } from "@/lib/classify/linear";
import data from "./model.json";
import { asksOwnRights, describesOnlySelf, type FairHousingLabel, readForFairHousing, steeringShape } from "./reader";

// The trained fair-housing model (scripts/train-fair-housing.ts writes model.json) and how its scores
// become a decision. A steering request is the costlier miss: it is declined from a lower score
// than the one an answer needs.

export const MODEL_PATH = "lib/fair-housing/model.json";

export const TRAINING = {
  corpus: { perTemplate: 40, seed: 39, typoRate: 0.3 },
  holdEvery: 5,
  model: { epochs: 12, rate: 0.2, l2: 0.0005, seed: 39, minCount: 2 },
} as const;

const STEER_AT = 0.4;
const SAFETY_AT = 0.35;

export type Characteristic =
  | "race"
  | "origin"
  | "religion"
  | "familial"
  | "disability"
  | "sex"
  | "orientation"
  | "gender"
  | "age"
  | "marital"
  | "income"
  | "military"
  | "coded"
  | "demographic";

export interface Decision {
  label: FairHousingLabel;
  /** What the message picks by, when it steers: the first protected group it names. */
  characteristic?: Characteristic;
  /** A steering message that also asks whether an area is safe ("dangerous for a woman alone?"): its refusal points to official sources too. */
  asksSafety?: boolean;
  scores: Record<string, number>;
}

let loaded: LinearModel | undefined;

/** Builds the lexicon and loads the weights (about 0.1 s): at the server's start, not on a visitor's first question. */
export function warmFairHousing(): void {
  fairHousingModel();
  decide(fairHousingModel(), "warm");
}

export function fairHousingModel(): LinearModel {
  loaded ??= new LinearModel(data);
  return loaded;
}

export function decide(model: LinearModel, text: string): Decision {
  const read = readForFairHousing(text);
  if (!read.triggered) return { label: "ok", scores: { ok: 1 } };
  const scores = model.scores(read.features);
  const steer = scores.steer ?? 0;
  // A visitor's own rights are answered whatever the score: the model reads "refuse", "kids" and "landlord" as a landlord's.
  if (asksOwnRights(read.items)) return { label: "ok", scores };
  // Nor is a visitor who only describes themselves steering (a question about safety still gets its reply).
  if (describesOnlySelf(read.items) && !steeringShape(read.items)) return { label: (scores.safety ?? 0) >= SAFETY_AT ? "safety" : "ok", scores };
  const steers = steer >= STEER_AT || steeringShape(read.items);
  const label: FairHousingLabel = steers ? "steer" : (scores.safety ?? 0) >= SAFETY_AT ? "safety" : "ok";
  if (label !== "steer") return { label, scores };
  const group = (read.items.find((item) => item.tag?.startsWith("G.")) ?? read.items.find((item) => item.tag?.startsWith("P.")))?.tag?.slice(2);
  const characteristic = (group ?? (read.items.some((item) => item.tag === "DEMO") ? "demographic" : "coded")) as Characteristic;
  const asksSafety = read.items.some((item) => item.tag?.split(".")[0] === "SAFE");
  return { label, characteristic, ...(asksSafety ? { asksSafety } : {}), scores };
}
