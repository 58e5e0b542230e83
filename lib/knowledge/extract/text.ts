import type { Section } from "./types";

// Every pattern here is a single character class or a fixed sequence: linear on any input.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u200B\u2060\uFEFF]/g;
const SPACES = /[ \t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+/g;
const LINE_BREAK = /\r\n?|[\u2028\u2029\u0085]/g;
const SPACE_AROUND_NEWLINE = / ?\n ?/g;
const BLANK_LINES = /\n{3,}/g;

/**
 * Text as the knowledge base stores it: NFC, no control or invisible characters, runs of spaces
 * made one, lines trimmed, at most one blank line between paragraphs.
 */
export function cleanText(text: string): string {
  return text
    .normalize("NFC")
    .replace(LINE_BREAK, "\n")
    .replace(CONTROL, " ")
    .replace(SPACES, " ")
    .replace(SPACE_AROUND_NEWLINE, "\n")
    .replace(BLANK_LINES, "\n\n")
    .trim();
}

/** Text on one line: for headings, titles and table cells. */
export function cleanLine(text: string): string {
  return cleanText(text).replaceAll("\n", " ");
}

/**
 * Collects sections up to a total of `maxChars` characters, cleaning each and dropping empty
 * ones; past the budget the last section is cut at a word and the rest dropped.
 */
export class SectionBuilder {
  readonly sections: Section[] = [];
  truncated = false;
  private remaining: number;

  constructor(maxChars: number) {
    this.remaining = maxChars;
  }

  add(headings: string[], raw: string, page?: number): void {
    if (this.truncated) return;
    let text = cleanText(raw);
    if (!text) return;
    if (text.length > this.remaining) {
      this.truncated = true;
      const cut = text.lastIndexOf(" ", this.remaining);
      text = text.slice(0, cut > 0 ? cut : this.remaining).trim();
      if (!text) return;
    }
    this.remaining -= text.length;
    this.sections.push(page === undefined ? { headings: [...headings], text } : { headings: [...headings], text, page });
  }
}

/** The heading path after a heading of `level` (1-6): deeper or equal levels are closed. */
export function pushHeading(path: { level: number; text: string }[], level: number, text: string): void {
  while (path.length > 0 && path[path.length - 1]!.level >= level) path.pop();
  if (text) path.push({ level, text });
}
