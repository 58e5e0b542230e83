import type { AnswerSource } from "@/lib/client/casabot-client";

/** At most this many sources under one answer, whatever a stream sends. */
const MAX_SOURCES = 5;
const KINDS = { qa: "Q&A", document: "Document", url: "Web page" } as const;

/** Only http(s) addresses become links: a stream's URL is never trusted to be one. */
const isHttp = (url: unknown): url is string => typeof url === "string" && /^https?:\/\/[^\s]+$/i.test(url) && url.length <= 2000;

/** The stream's sources, checked field by field: anything malformed is dropped rather than shown. */
export function checkedSources(values: unknown): AnswerSource[] {
  if (!Array.isArray(values)) return [];
  const sources: AnswerSource[] = [];
  for (const value of values) {
    if (typeof value !== "object" || value === null) continue;
    const source = value as Record<string, unknown>;
    const kind = source.Kind === "qa" || source.Kind === "document" || source.Kind === "url" ? source.Kind : null;
    const title = typeof source.Title === "string" ? source.Title.trim().slice(0, 300) : "";
    if (!kind || !title) continue;
    sources.push({ ID: String(source.ID ?? ""), Kind: kind, Title: title, Url: isHttp(source.Url) ? source.Url : null });
    if (sources.length === MAX_SOURCES) break;
  }
  return sources;
}

/**
 * The knowledge sources an answer was drawn from, under its bubble: titles as text, a web
 * page's (or a document's) http(s) address as a link that opens in a new tab and passes
 * no referrer or ranking to the site.
 */
export function AnswerSources({ sources }: { sources: unknown }) {
  const shown = checkedSources(sources);
  if (shown.length === 0) return null;
  return (
    <div className="mt-1 max-w-[85%] text-xs text-slate-700" data-testid="answer-sources">
      <p className="font-medium">Sources</p>
      <ul className="mt-0.5 flex flex-wrap gap-x-3 gap-y-1" aria-label={shown.length === 1 ? "Source" : `${shown.length} sources`}>
        {shown.map((source, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the stream's order; an ID may be missing from a malformed line.
          <li key={`${source.ID}-${index}`} className="min-w-0 break-words">
            {source.Url ? (
              <a href={source.Url} target="_blank" rel="noopener noreferrer nofollow" className="text-blue-800 underline underline-offset-2">
                {source.Title}
                <span className="sr-only"> ({KINDS[source.Kind]}, opens in a new tab)</span>
              </a>
            ) : (
              <span>
                {source.Title}
                <span className="sr-only"> ({KINDS[source.Kind]})</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
