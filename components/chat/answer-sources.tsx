import { checkedSources, SOURCE_KINDS as KINDS, sourcesLabel } from "@/lib/chat/source-text";

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
      <ul className="mt-0.5 flex flex-wrap gap-x-3 gap-y-1" aria-label={sourcesLabel(shown.length)}>
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
