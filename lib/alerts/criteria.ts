import { createHash } from "node:crypto";
import { criteriaContext, subjectOf } from "@/lib/ai/concierge/criteria-words";
import { phrasesFor } from "@/lib/ai/concierge/phrases";
import type { SearchFilters } from "@/lib/ai/concierge/types";
import { searchFiltersSchema } from "@/lib/ai/tool-schemas";

// What a saved search keeps of a conversation's criteria, how it is named in the visitor's
// language, and its canonical key (one alert per address and search).

export const ALERT_LANGUAGES = ["en", "es", "fr"] as const;
export type AlertLanguage = (typeof ALERT_LANGUAGES)[number];

const LANGUAGE_NAMES: Record<AlertLanguage, string> = { en: "English", es: "Spanish", fr: "French" };

export const alertLanguage = (value: string | null | undefined): AlertLanguage =>
  value === "es" || value === "Spanish" ? "es" : value === "fr" || value === "French" ? "fr" : "en";

/**
 * The criteria an alert watches: the search's, without what only made sense in the conversation
 * (the listings picked among earlier results, a status asked for: an alert is for homes on the
 * market). Null when nothing is left to search by, or the filters are not a search's.
 */
export function alertFilters(filters: unknown): SearchFilters | null {
  const parsed = searchFiltersSchema.safeParse(filters);
  if (!parsed.success) return null;
  const { ids: _picked, availability: _status, ...kept } = parsed.data;
  const meaningful = Object.entries(kept).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0));
  return meaningful.length > 0 ? (Object.fromEntries(meaningful) as SearchFilters) : null;
}

/** The filters as words: "houses for sale in Austin with 3+ bedrooms up to $400,000". */
export function alertSummary(filters: SearchFilters, language: AlertLanguage, currency?: string): string {
  const book = phrasesFor(LANGUAGE_NAMES[language]);
  const context = criteriaContext(book, filters, []);
  const subject = subjectOf(book, filters, { ...context, currency: context.currency ?? currency });
  return `${subject.many}${subject.rest}`.trim();
}

/** Keys sorted at every level: the same search gives the same text, whichever order it was built in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  return value;
}

export const criteriaKey = (filters: SearchFilters) =>
  createHash("sha256")
    .update(JSON.stringify(canonical(filters)))
    .digest("hex");
