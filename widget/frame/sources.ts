import { h, visuallyHidden } from "./dom";

/** A knowledge source an answer was drawn from, as the stream's `{sources}` line names it (and as it is stored, to be checked again). */
export interface AnswerSource {
  Kind: "qa" | "document" | "url";
  Title: string;
  Url: string | null;
}

/** At most this many sources under one answer, whatever a stream sends. */
const MAX_SOURCES = 5;
const KINDS = { qa: "Q&A", document: "Document", url: "Web page" } as const;

/** Only http(s) addresses become links (no javascript:, data: or relative URL). */
const isHttp = (value: unknown): value is string => typeof value === "string" && value.length <= 2000 && /^https?:\/\/\S+$/i.test(value);

/** The stream's sources, checked field by field: the frame trusts no shape it did not build, and drops what is malformed. */
export function checkedSources(values: unknown): AnswerSource[] {
  if (!Array.isArray(values)) return [];
  const sources: AnswerSource[] = [];
  for (const value of values) {
    if (typeof value !== "object" || value === null) continue;
    const source = value as Record<string, unknown>;
    const kind = source.Kind === "qa" || source.Kind === "document" || source.Kind === "url" ? source.Kind : null;
    const title = typeof source.Title === "string" ? source.Title.trim().slice(0, 300) : "";
    if (!kind || !title) continue;
    sources.push({ Kind: kind, Title: title, Url: isHttp(source.Url) ? source.Url : null });
    if (sources.length === MAX_SOURCES) break;
  }
  return sources;
}

/**
 * The sources under an answer, as text (titles are text nodes, never markup); an http(s)
 * address becomes a link that opens in a new tab and passes no referrer or ranking. Null
 * when there are none. Takes the stream's line or the stored copy, checked again either way.
 */
export function sourceList(values: unknown): HTMLElement | null {
  const sources = checkedSources(values);
  if (sources.length === 0) return null;
  const items = sources.map((source) =>
    h(
      "li",
      { class: "source" },
      source.Url
        ? h(
            "a",
            { class: "source-link", href: source.Url, target: "_blank", rel: "noopener noreferrer nofollow" },
            source.Title,
            visuallyHidden(` (${KINDS[source.Kind]}, opens in a new tab)`),
          )
        : h("span", { class: "source-title" }, source.Title, visuallyHidden(` (${KINDS[source.Kind]})`)),
    ),
  );
  return h(
    "div",
    { class: "answer-sources" },
    h("p", { class: "answer-sources-label" }, "Sources"),
    h("ul", { class: "answer-sources-list", "aria-label": sources.length === 1 ? "Source" : `${sources.length} sources` }, ...items),
  );
}
