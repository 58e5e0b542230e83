import { cleanLine, pushHeading, type SectionBuilder } from "./text";

// Only `#` (ATX) headings and fences are read: the rest of Markdown stays as written, which
// full-text search reads well enough (the markup characters are not words).
const ATX = /^ {0,3}(#{1,6})(?=[ \t]|$)/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const CLOSING_HASHES = /[ \t]#+$/;

export function extractMarkdown(markdown: string, out: SectionBuilder): void {
  const path: { level: number; text: string }[] = [];
  let lines: string[] = [];
  let fence: string | undefined;
  const endSection = () => {
    out.add(
      path.map((heading) => heading.text),
      lines.join("\n"),
    );
    lines = [];
  };
  for (const line of markdown.split("\n")) {
    if (out.truncated) return;
    const fenceMark = FENCE.exec(line)?.[1];
    if (fenceMark && (!fence || fenceMark.startsWith(fence))) fence = fence ? undefined : fenceMark;
    const heading = fence ? undefined : ATX.exec(line);
    if (!heading) {
      lines.push(line);
      continue;
    }
    endSection();
    const text = line.slice(heading[0].length).trim().replace(CLOSING_HASHES, "");
    pushHeading(path, heading[1]!.length, cleanLine(text === "#".repeat(text.length) ? "" : text));
  }
  endSection();
}
