import { US } from "../fixtures/us";
import { never, says, shows } from "./expect";
import { over } from "./set";
import type { Expectation } from "./types";

// Expectations of the knowledge questions: the fact the agency's knowledge gives, the source
// named, an answer given (noAnswer false); or, for what the knowledge does not say, noAnswer
// and no source (so nothing quoted as if it answered).

const us = over(US);
export const L = us.mls;
export { shows };

/** The source an answer names: its title (a Q&A's question, the document's title). */
export const SOURCES = {
  fees: "What are your fees?",
  hours: "What are your office hours?",
  firstTime: "Do you help first-time buyers?",
  closing: "How does closing work?",
  repairs: "Who takes care of maintenance and repairs in a rental?",
  deposit: "How much is the security deposit on a rental?",
  valuation: "Can I get a free valuation of my home?",
  apply: "What do I need to apply for a rental?",
  lease: "Can I break my lease early?",
  foreign: "¿Ayudan a compradores extranjeros?",
  management: "Proposez-vous la gestion locative ?",
  guide: "Buyer's guide",
} as const;

/** An answer from the knowledge: each fact (an any-of list) and the source named. */
export const answered = (source: keyof typeof SOURCES, ...facts: string[][]): Partial<Expectation> => ({
  mustContain: [...facts, [SOURCES[source]]],
  noAnswer: false,
});

/** Nothing in the knowledge answers: said so, and nothing quoted from it. */
export const unanswered = (...invented: string[]): Partial<Expectation> => ({
  ...never("source:", "source :", "fuente:", ...invented),
  noAnswer: true,
});

export { says };
