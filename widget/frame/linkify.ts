import { h } from "./dom";

// Answers name listings by URL. They are shown as text, never as HTML: only http(s)
// URLs become links (the same rule as the dashboard's components/chat/linkified-text.tsx).
const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

export type Segment = { text: string } | { url: string };

export function splitLinks(text: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, "");
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    segments.push({ url });
    last = match.index + url.length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

/** Replaces the node's content with the text, its URLs as links that open in a new tab. */
export function renderLinked(parent: Element, text: string) {
  parent.replaceChildren(
    ...splitLinks(text).map((segment) =>
      "url" in segment ? h("a", { href: segment.url, target: "_blank", rel: "noopener noreferrer" }, segment.url) : document.createTextNode(segment.text),
    ),
  );
}
