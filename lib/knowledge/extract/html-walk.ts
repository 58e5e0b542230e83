import { cleanLine, pushHeading, type SectionBuilder } from "./text";

// Walks an HTML tree into sections: each h1-h6 opens a section under its heading path; block
// elements end a paragraph; list items become "- item"; table rows "cell | cell". Iterative,
// so a page nested thousands deep cannot overflow the stack.

const HEADING = /^H([1-6])$/;
const SKIPPED = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "SVG", "IFRAME", "OBJECT", "CANVAS", "HEAD", "BUTTON", "SELECT"]);
/** Page furniture left out when falling back to the whole body. */
export const PAGE_NOISE = ["NAV", "HEADER", "FOOTER", "ASIDE", "FORM", "DIALOG"];
const BLOCKS = new Set([
  "P",
  "DIV",
  "SECTION",
  "ARTICLE",
  "MAIN",
  "UL",
  "OL",
  "DL",
  "DT",
  "DD",
  "TABLE",
  "THEAD",
  "TBODY",
  "TFOOT",
  "BLOCKQUOTE",
  "PRE",
  "FIGURE",
  "FIGCAPTION",
  "HR",
  "BR",
  "ADDRESS",
  "DETAILS",
  "SUMMARY",
  "CAPTION",
  "NAV",
  "HEADER",
  "FOOTER",
  "ASIDE",
  "FORM",
  "BODY",
]);

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

interface WalkNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<WalkNode>;
}

export function walkHtml(root: WalkNode, out: SectionBuilder, skip: ReadonlySet<string> = SKIPPED): void {
  const path: { level: number; text: string }[] = [];
  const headings = () => path.map((heading) => heading.text);
  let paragraphs: string[] = [];
  let current = "";
  const endParagraph = () => {
    if (current.trim()) paragraphs.push(current);
    current = "";
  };
  const endSection = () => {
    endParagraph();
    out.add(headings(), paragraphs.join("\n\n"));
    paragraphs = [];
  };

  // "exit" entries close a block after its children were walked.
  const stack: (WalkNode | { exit: string })[] = [root];
  while (stack.length > 0 && !out.truncated) {
    const item = stack.pop()!;
    if ("exit" in item) {
      endParagraph();
      continue;
    }
    if (item.nodeType === TEXT_NODE) {
      current += item.textContent ?? "";
      continue;
    }
    if (item.nodeType !== ELEMENT_NODE) continue;
    const tag = item.nodeName.toUpperCase();
    if (skip.has(tag)) continue;
    const level = HEADING.exec(tag)?.[1];
    if (level) {
      endSection();
      pushHeading(path, Number(level), cleanLine(item.textContent ?? ""));
      continue;
    }
    if (tag === "TR") {
      endParagraph();
      const cells = Array.from(item.childNodes)
        .filter((cell) => cell.nodeType === ELEMENT_NODE)
        .map((cell) => cleanLine(cell.textContent ?? ""));
      if (cells.some(Boolean)) paragraphs.push(cells.join(" | "));
      continue;
    }
    if (tag === "LI") {
      endParagraph();
      current = "- ";
    } else if (BLOCKS.has(tag)) {
      endParagraph();
    } else if (tag === "TD" || tag === "TH") {
      current += " ";
    }
    if (tag === "LI" || BLOCKS.has(tag)) stack.push({ exit: tag });
    const children = item.childNodes;
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
  }
  endSection();
}

export const NOISE_AND_SKIPPED: ReadonlySet<string> = new Set([...SKIPPED, ...PAGE_NOISE]);
