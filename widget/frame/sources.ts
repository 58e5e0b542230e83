import { type AnswerSource, checkedSources, SOURCE_KINDS as KINDS, sourcesLabel } from "@/lib/chat/source-text";
import { h, visuallyHidden } from "./dom";

export type { AnswerSource };
export { checkedSources };

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
    h("ul", { class: "answer-sources-list", "aria-label": sourcesLabel(sources.length) }, ...items),
  );
}
