import { sentences } from "@/lib/classify/text";
import { type Characteristic, decide, fairHousingModel } from "./model";
import { asksToScreen } from "./landlord";
import type { ComplianceKind } from "./replies";

// The fair-housing check in front of both answer paths (lib/chat/ask.ts), and on a provider model's
// reply. What it records is "steer:<characteristic>", "safety" or "reply:<characteristic>" (a model's
// reply replaced), on the question's row: Insights lists them as compliance declines.

export interface ComplianceDecline {
  kind: ComplianceKind;
  characteristic?: Characteristic;
  /** The one asking lets or sells the home and wants its tenants or buyers picked: the refusal says so. */
  tenants?: boolean;
  /** The message also asks whether an area is safe: the refusal points to official sources too. */
  safety?: boolean;
}

/** A visitor's message: declined when it steers by who people are, or asks for a judgement of an area. */
export function checkVisitorMessage(text: string): ComplianceDecline | null {
  const decision = decide(fairHousingModel(), text);
  if (decision.label === "ok") return null;
  if (decision.label === "safety") return { kind: "safety" };
  return {
    kind: "steer",
    characteristic: decision.characteristic,
    ...(asksToScreen(text) ? { tenants: true } : decision.asksSafety ? { safety: true } : {}),
  };
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
