import { Readability } from "@mozilla/readability";
import { NOISE_AND_SKIPPED, walkHtml } from "./html-walk";
import { cleanLine, SectionBuilder } from "./text";
import { MAX_HTML_ELEMENTS, parseBoundedHtml } from "./html-guard";

const FURNITURE = "nav, header, footer, aside, form, dialog";

export interface HtmlContent {
  title?: string;
  builder: SectionBuilder;
}

/**
 * The main content of a page by Readability (on linkedom, no browser), with its headings;
 * when Readability finds nothing (or gives up on a huge page), the body without its
 * navigation, header, footer, asides and forms. Throws tooLarge for a page past the element
 * or nesting caps (lib/knowledge/extract/html-guard.ts).
 */
export function extractHtml(html: string, maxChars: number): HtmlContent {
  const { document } = parseBoundedHtml(html);
  const pageTitle = cleanLine(document.title ?? "") || undefined;
  let article: ReturnType<Readability["parse"]> = null;
  try {
    // Readability rewrites the tree it reads: give it its own copy.
    const copy = document.cloneNode(true) as unknown as Document;
    // Readability sometimes keeps a site's navigation or footer: drop the page's furniture first,
    // but not an article's own header, which often holds its title.
    for (const element of copy.querySelectorAll(FURNITURE)) if (!element.closest("article, main")) element.remove();
    article = new Readability(copy, { maxElemsToParse: MAX_HTML_ELEMENTS }).parse();
  } catch {
    article = null;
  }
  const title = cleanLine(article?.title ?? "") || pageTitle;
  if (article?.content && article.textContent?.trim()) {
    const builder = new SectionBuilder(maxChars);
    walkHtml(parseBoundedHtml(`<!doctype html><html><body>${article.content}</body></html>`).document.body, builder);
    if (builder.sections.length > 0) return { title, builder };
  }
  const builder = new SectionBuilder(maxChars);
  if (document.body) walkHtml(document.body, builder, NOISE_AND_SKIPPED);
  return { title, builder };
}
