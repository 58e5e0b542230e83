import type { KnowledgeLanguage } from "@/db/schema";
import { sureLanguage } from "@/lib/ai/concierge/language";

const CODES = { English: "en", Spanish: "es", French: "fr" } as const;

/** The language of a source or a question as the chunks store it; "other" when eld is not sure. */
export function knowledgeLanguage(text: string): KnowledgeLanguage {
  const language = sureLanguage(text);
  return language ? CODES[language] : "other";
}
