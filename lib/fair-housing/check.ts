import { sentences } from "@/lib/classify/text";
import { type Characteristic, decide, fairHousingModel } from "./model";
import type { ComplianceKind } from "./replies";

// The fair-housing check in front of both answer paths (lib/chat/ask.ts), and on a provider model's
// reply. What it records is "steer:<characteristic>", "safety" or "reply:<characteristic>" (a model's
// reply replaced), on the question's row: Insights lists them as compliance declines.

export interface ComplianceDecline {
  kind: ComplianceKind;
  characteristic?: Characteristic;
}

/** A visitor's message: declined when it steers by who people are, or asks for a judgement of an area. */
export function checkVisitorMessage(text: string): ComplianceDecline | null {
  const decision = decide(fairHousingModel(), text);
  if (decision.label === "ok") return null;
  return decision.label === "steer" ? { kind: "steer", characteristic: decision.characteristic } : { kind: "safety" };
}

/** A model's reply, sentence by sentence: the first that characterises or steers by who people are, or null. */
export function checkReplySentence(sentence: string): Characteristic | null {
  const decision = decide(fairHousingModel(), sentence);
  return decision.label === "steer" ? (decision.characteristic ?? "coded") : null;
}

export function checkReply(text: string): Characteristic | null {
  for (const sentence of sentences(text)) {
    const found = checkReplySentence(sentence);
    if (found) return found;
  }
  return null;
}

/** How a decline is stored on the question's row. */
export function complianceTag(decline: ComplianceDecline, replaced = false): string {
  if (decline.kind === "safety") return "safety";
  return `${replaced ? "reply" : "steer"}:${decline.characteristic ?? "coded"}`;
}
