import type { ConciergeListing } from "./types";

/** What the tool behind an intent returned; the composer turns it into words. */
export type ConciergeResult =
  | { kind: "search"; total: number; listings: ConciergeListing[] }
  | { kind: "count"; total: number }
  | { kind: "listing"; listing: ConciergeListing | null }
  | { kind: "human" }
  | { kind: "lead"; recorded: boolean }
  /** The visitor sent files (images, audio, video), which the concierge cannot look at. */
  | { kind: "files"; files: string[] }
  /** Greetings, thanks and messages not understood need no tool. */
  | { kind: "none" };

/** The settings of the chatbot that supply some answers word for word. */
export interface AnswerSettings {
  welcomeMessage: string;
  talkToHumanResponseMessage: string;
}

export interface ComposedAnswer {
  text: string;
  /** True when the concierge could not answer from what it knows. */
  noAnswer: boolean;
}
