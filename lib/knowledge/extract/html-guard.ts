import { Parser } from "htmlparser2";
import { parseHTML } from "linkedom";
import { tooLarge } from "@/lib/errors";

// A page is measured before it becomes a DOM: linkedom builds its tree with htmlparser2, so the
// same tokenizer, run alone (linear, no tree), counts the elements and the nesting the tree would
// have. Readability's own element limit never fires on linkedom (its getElementsByTagName("*")
// finds nothing), and its cost grows with the square of the nesting, so both are held here.

/** Elements of one page or document: a long real page has a few thousand. */
export const MAX_HTML_ELEMENTS = 50_000;
/** How deep elements may nest: real pages stay under a hundred. */
export const MAX_HTML_DEPTH = 256;

export interface HtmlShape {
  elements: number;
  depth: number;
}

/** The page's element count and deepest nesting, stopping as soon as either passes its cap. */
export function measureHtml(html: string, caps: HtmlShape = { elements: MAX_HTML_ELEMENTS, depth: MAX_HTML_DEPTH }): HtmlShape {
  const shape = { elements: 0, depth: 0 };
  let depth = 0;
  let stopped = false;
  const parser = new Parser(
    {
      onopentag() {
        shape.elements++;
        depth++;
        if (depth > shape.depth) shape.depth = depth;
        if (!stopped && (shape.elements > caps.elements || shape.depth > caps.depth)) {
          stopped = true;
          parser.pause();
        }
      },
      onclosetag() {
        depth--;
      },
    },
    { decodeEntities: false },
  );
  // Fed in slices, so that a pause takes effect before the rest is tokenized.
  const SLICE = 64 * 1024;
  for (let at = 0; at < html.length && !stopped; at += SLICE) parser.write(html.slice(at, at + SLICE));
  if (!stopped) parser.end();
  return shape;
}

/** A DOM of the page (linkedom), or tooLarge when it has more elements or deeper nesting than the caps. */
export function parseBoundedHtml(html: string): ReturnType<typeof parseHTML> {
  const shape = measureHtml(html);
  if (shape.elements > MAX_HTML_ELEMENTS) throw tooLarge(`This page has more than ${MAX_HTML_ELEMENTS.toLocaleString("en")} elements: it is not read`);
  if (shape.depth > MAX_HTML_DEPTH) throw tooLarge(`This page nests its elements more than ${MAX_HTML_DEPTH} deep: it is not read`);
  return parseHTML(html);
}
