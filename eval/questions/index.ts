import { ENGLISH } from "./en";
import { FRENCH } from "./fr";
import { SPANISH } from "./es";
import { KNOWLEDGE_QUESTIONS } from "./knowledge";
import type { Question } from "./types";

export const QUESTIONS: readonly Question[] = [...ENGLISH, ...SPANISH, ...FRENCH, ...KNOWLEDGE_QUESTIONS];

/** FNV-1a of the question's id: a fixed sample that does not move when questions are added elsewhere. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The CI subset: about a quarter of the questions, the same ones on every run. */
export const inSubset = (question: Question) => hash(question.id) % 4 === 0;
