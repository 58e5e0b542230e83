// A graded question: one or more turns of a conversation, graded on the last turn (and on
// earlier ones where `earlier` says so) by expected facts, not by wording.

export const CATEGORIES = [
  "search", "features", "negation", "status", "kinds", "cities", "superlatives", "ranges", "counts",
  "compare", "facts", "followups", "smalltalk", "offtopic", "nomatch", "knowledge",
] as const;
export type Category = (typeof CATEGORIES)[number];

export const LANGUAGES = ["en", "es", "fr"] as const;
export type LanguageCode = (typeof LANGUAGES)[number];

export type FixtureName = "us" | "intl" | "big" | "holdout" | "holdoutd" | "holdoute" | "holdoutf" | "holdoutg" | "holdouth" | "holdouti";

/**
 * The held-out sets (`npm run eval -- --holdout a|b|c|d|e|f|g|h|i|k|l`): A and B in holdout.ts, C in holdout-c.ts
 * (fixture `holdout`), D in holdout-d.ts (fixture `holdoutd`), E in holdout-e.ts (fixture `holdoute`),
 * F in holdout-f.ts (fixture `holdoutf`), G in holdout-g.ts (fixture `holdoutg`), H in holdout-h.ts (fixture `holdouth`),
 * I in holdout-i.ts (fixture `holdouti`),
 * K in holdout-k.ts (knowledge questions, fixture `us` with the agency's knowledge), L in holdout-l.ts (knowledge
 * questions written blind, same fixture).
 */
export const HOLDOUT_SET_NAMES = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "k", "l"] as const;
export type HoldoutSet = (typeof HOLDOUT_SET_NAMES)[number];

export interface Expectation {
  /** Each item is an any-of list; compared case- and accent-insensitively. */
  mustContain: string[][];
  mustNotContain: string[];
  /** The answer's language; unset means the question's language. */
  language?: LanguageCode | null;
  /** Checked only when set. */
  noAnswer?: boolean;
}

export interface Question extends Expectation {
  id: string;
  fixture: FixtureName;
  /** The language the visitor writes in. */
  lang: LanguageCode;
  category: Category;
  turns: string[];
  /** Checks on earlier turns (index = turn), when a chain must hold at every step. */
  earlier?: (Expectation | undefined)[];
}
