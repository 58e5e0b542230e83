import { eld } from "eld/small";

export type KnowledgeLanguage = "en" | "es" | "fr" | "other";

// An instance of our own: the concierge's restricts the shared one to en/es/fr, and a
// document in German must come out "other", not as the nearest of three.
const detector = eld.newInstance();
/** The sample read: language shows in the first few paragraphs, and eld's cost grows with length. */
const SAMPLE_CHARS = 3000;
const LETTERS = /\p{L}/gu;
const MIN_LETTERS = 20;
const KNOWN = new Set(["en", "es", "fr"]);

/**
 * The language of a document's or a passage's text, which picks its full-text search
 * configuration (english, spanish, french; "other" for a simple one). Text too short to
 * tell, or that eld is unsure of, is "other".
 */
export function detectLanguage(text: string): KnowledgeLanguage {
  const sample = text.slice(0, SAMPLE_CHARS);
  if ((sample.match(LETTERS)?.length ?? 0) < MIN_LETTERS) return "other";
  const result = detector.detect(sample);
  if (!KNOWN.has(result.language) || !result.isReliable()) return "other";
  return result.language as KnowledgeLanguage;
}
