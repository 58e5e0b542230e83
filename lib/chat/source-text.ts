// The knowledge sources under an answer, the same in the widget and in the dashboard's chat
// tester: the stream's `{sources}` line checked field by field (plain functions, no DOM, no
// server code, so the widget's bundle takes them too).

/** A knowledge source an answer was drawn from, as the `{sources}` line of a stream names it. */
export interface AnswerSource {
  ID: string;
  Kind: "qa" | "document" | "url";
  Title: string;
  Url: string | null;
}

/** At most this many sources under one answer, whatever a stream sends. */
export const MAX_SOURCES = 5;

/** What each kind of source is called next to its title (for screen readers). */
export const SOURCE_KINDS = { qa: "Q&A", document: "Document", url: "Web page" } as const;

/** Only http(s) addresses become links: no javascript:, data: or relative URL. */
const isHttp = (value: unknown): value is string => typeof value === "string" && value.length <= 2000 && /^https?:\/\/\S+$/i.test(value);

/** The stream's (or a stored copy's) sources, checked field by field: anything malformed is dropped rather than shown. */
export function checkedSources(values: unknown): AnswerSource[] {
  if (!Array.isArray(values)) return [];
  const sources: AnswerSource[] = [];
  for (const value of values) {
    if (typeof value !== "object" || value === null) continue;
    const source = value as Record<string, unknown>;
    const kind = source.Kind === "qa" || source.Kind === "document" || source.Kind === "url" ? source.Kind : null;
    const title = typeof source.Title === "string" ? source.Title.trim().slice(0, 300) : "";
    if (!kind || !title) continue;
    const id = typeof source.ID === "string" || typeof source.ID === "number" ? String(source.ID).slice(0, 20) : "";
    sources.push({ ID: id, Kind: kind, Title: title, Url: isHttp(source.Url) ? source.Url : null });
    if (sources.length === MAX_SOURCES) break;
  }
  return sources;
}

/** The list's accessible name. */
export const sourcesLabel = (count: number) => (count === 1 ? "Source" : `${count} sources`);
