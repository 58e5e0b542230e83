import { LinearModel } from "@/lib/classify/linear";
import type { Item } from "@/lib/classify/lexicon";
import { landlordOnAssistanceAnimal, landlordSeeksOwnPretext, landlordSeeksPretext } from "./landlord";
import data from "./model.json";
import { asksOwnRights, describesOnlySelf, family, namesOnlySelf, type FairHousingLabel, readForFairHousing, steeringShape } from "./reader";

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

/**
 * "Which one is the better deal per sq ft?", "is that a good deal?": a deal as a price, in English. The lexicon's "deal" is
 * French slang for dealing drugs ("y a du deal"), a question of safety; said of a price, with no other word of safety,
 * it asks about homes. A rule, not a retrained model: the weights learned from "deal" stay as they are for French.
 */
function priceDeal(text: string, items: readonly Item[]): boolean {
  const folded = text.toLowerCase();
  if (!/\b(?:better|best|good|great|bad|fair|real|decent)\s+deal\b/.test(folded)) return false;
  return items.every((item) => family(item) !== "SAFE" || item.word === "deal");
}

export function decide(model: LinearModel, text: string): Decision {
  const read = readForFairHousing(text);
  const decision = decideRead(model, text, read);
  if (decision.label !== "ok") return decision;
  // Someone who lets, sells or runs a building asking for a pretext to turn a person away
  // ("what reason can I give that won't come back on me?"): declined whoever the person is, unless they ask their rights.
  // Not the bot's own refusal, which names tenants and turning them away too.
  if (read.items.some((item) => item.tag === "REFUSE")) return decision;
  // A word of rights said as a fact ("c'est légal niveau surface mais…") yields to a pretext the visitor seeks for themselves.
  if (read.items.some((item) => item.tag === "RIGHTS") && !landlordSeeksOwnPretext(text)) return decision;
  if (landlordOnAssistanceAnimal(text)) return { label: "steer", characteristic: "disability", scores: decision.scores };
  // A pretext against someone: an applicant, a tenant, a buyer or a person named ("a reason to raise the rent" turns nobody away).
  if (!landlordSeeksPretext(text) || !read.items.some((item) => TURNED_AWAY.has(family(item) ?? "") || OBJECT_PRONOUNS.has(item.word))) return decision;
  return { label: "steer", characteristic: characteristicOf(read.items), scores: decision.scores };
}

/** "The safest neighborhoods", "zona segura", "quartier craignos": safety asked of an area in one phrase, whatever the score. */
const AREA_IN_PHRASE = /\b(?:neighborhoods?|neighbourhoods?|areas?|zones?|zonas?|barrios?|quartiers?|streets?|calles?|colonias?|secteurs?)\b/;
const safeArea = (item: Item) => family(item) === "SAFE" && item.word.includes(" ") && AREA_IN_PHRASE.test(item.word);
/** "Is downtown dangerous", "le quartier est-il sûr": a word of safety right after a place, said of it. */
const PLACES = new Set(["AREA", "LANDMARK", "STREET", "PLACE"]);
/** "Le trajet à pied … c'est sûr ?", "is the walk to school safe?": the way somewhere, judged. */
const ROUTE = /\b(?:trajet|trajets|chemin|walk|walking|route|camino|recorrido|trayecto|a pied)\b/;
function asksSafetyOfPlace(items: readonly Item[]): boolean {
  if (items.some(safeArea)) return true;
  if (items.some((item, index) => family(item) === "SAFE" && PLACES.has(family(items[index - 1]) ?? ""))) return true;
  return items.some((item) => family(item) === "SAFE") && ROUTE.test(items.map((item) => item.word).join(" "));
}

const TURNED_AWAY = new Set(["PEOPLE", "G", "P", "FAMILY", "OWNFAMILY"]);
const OBJECT_PRONOUNS = new Set(["him", "her", "them", "lui", "leur", "les", "le", "la", "los", "las", "lo"]);

/** What a steering message picks by: the first protected group it names, else "demographic" or "coded". */
function characteristicOf(items: readonly Item[]): Characteristic {
  const group = (items.find((item) => item.tag?.startsWith("G.")) ?? items.find((item) => item.tag?.startsWith("P.")))?.tag?.slice(2);
  return (group ?? (items.some((item) => item.tag === "DEMO") ? "demographic" : "coded")) as Characteristic;
}

function decideRead(model: LinearModel, text: string, read: ReturnType<typeof readForFairHousing>): Decision {
  if (!read.triggered) return { label: "ok", scores: { ok: 1 } };
  const scores = model.scores(read.features);
  const steer = scores.steer ?? 0;
  // A visitor's own rights are answered whatever the score: the model reads "refuse", "kids" and "landlord" as a landlord's.
  if (asksOwnRights(read.items)) return { label: "ok", scores };
  // Nor is a visitor who only describes themselves steering (a question about safety still gets its reply).
  if ((describesOnlySelf(read.items) || namesOnlySelf(read.items)) && !steeringShape(read.items))
    return { label: (scores.safety ?? 0) >= SAFETY_AT || asksSafetyOfPlace(read.items) ? "safety" : "ok", scores };
  // Two coded words for who lives somewhere ("a 'safe' neighborhood, if you know what I mean… not too diverse"): picked by them.
  const coded = read.items.filter((item) => family(item) === "CODED").length >= 2;
  const steers = steer >= STEER_AT || steeringShape(read.items) || coded;
  const safety = ((scores.safety ?? 0) >= SAFETY_AT || asksSafetyOfPlace(read.items)) && !priceDeal(text, read.items);
  const label: FairHousingLabel = steers ? "steer" : safety ? "safety" : "ok";
  if (label !== "steer") return { label, scores };
  const asksSafety = read.items.some((item) => family(item) === "SAFE");
  return { label, characteristic: characteristicOf(read.items), ...(asksSafety ? { asksSafety } : {}), scores };
}
