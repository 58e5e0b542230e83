import { invalidInput } from "@/lib/errors";
import type { Section } from "./types";

export interface Chunk {
  headings: string[];
  content: string;
  page?: number;
}

export interface ChunkOptions {
  /** The most characters in a chunk's content. */
  maxChars: number;
  /** About how many characters of the previous chunk's end a chunk starts with (whole words), at most maxChars / 4; 0 by default. */
  overlap?: number;
}

const MIN_CHARS = 20;

/**
 * Sections cut into chunks of at most `maxChars`, each a slice of its section's text that
 * carries the section's heading path. A chunk ends at a paragraph break, else a sentence end,
 * else between words, taking the last such place that still fills at least half the chunk;
 * only a single word longer than `maxChars` (a long URL) is ever cut. Empty chunks are
 * dropped. Linear in the text's length.
 */
export function chunkSections(sections: readonly Section[], { maxChars, overlap = 0 }: ChunkOptions): Chunk[] {
  if (!Number.isInteger(maxChars) || maxChars < MIN_CHARS) throw invalidInput(`maxChars must be an integer of at least ${MIN_CHARS}`);
  if (!Number.isInteger(overlap) || overlap < 0 || overlap > maxChars / 4) throw invalidInput("overlap must be an integer from 0 to a quarter of maxChars");
  const chunks: Chunk[] = [];
  for (const section of sections) {
    for (const content of chunkText(section.text, maxChars, overlap)) {
      chunks.push(section.page === undefined ? { headings: [...section.headings], content } : { headings: [...section.headings], content, page: section.page });
    }
  }
  return chunks;
}

const isSpace = (code: number) => code === 32 || code === 10 || code === 9 || code === 13 || code === 12;
const SENTENCE_END = new Set([".", "!", "?", "…", "。", ";"]);
const CLOSERS = new Set(['"', "'", ")", "]", "»", "”", "’"]);

/** The chunks of one text: see chunkSections. */
export function chunkText(text: string, maxChars: number, overlap = 0): string[] {
  const length = text.length;
  // For each position i, the last break at or before i of each kind (-1 for none): a break at b
  // means a chunk may end at b, where text[b] is whitespace. Filled in one pass.
  const lastParagraph = new Int32Array(length + 1);
  const lastSentence = new Int32Array(length + 1);
  const lastSpace = new Int32Array(length + 1);
  // For each position, the first non-space at or after it: where the next chunk starts.
  const nextWord = new Int32Array(length + 1);
  // For each position, the first whitespace at or after it (length for none).
  const nextSpace = new Int32Array(length + 1);
  let paragraph = -1;
  let sentence = -1;
  let space = -1;
  let lastText = -1;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    if (isSpace(code)) {
      space = i;
      if (code === 10) paragraph = i;
      // A sentence ends here when the text just before, past closing quotes or brackets, ends with one of SENTENCE_END.
      if (lastText === i - 1) {
        let end = lastText;
        while (end > 0 && CLOSERS.has(text[end]!)) end--;
        if (SENTENCE_END.has(text[end]!)) sentence = i;
      }
    } else {
      lastText = i;
    }
    lastParagraph[i] = paragraph;
    lastSentence[i] = sentence;
    lastSpace[i] = space;
  }
  lastParagraph[length] = paragraph;
  lastSentence[length] = sentence;
  lastSpace[length] = space;
  let word = length;
  let gap = length;
  nextWord[length] = length;
  nextSpace[length] = length;
  for (let i = length - 1; i >= 0; i--) {
    if (isSpace(text.charCodeAt(i))) gap = i;
    else word = i;
    nextWord[i] = word;
    nextSpace[i] = gap;
  }

  const chunks: string[] = [];
  let start = nextWord[0]!;
  while (start < length) {
    let end: number;
    if (length - start <= maxChars) {
      end = length;
    } else {
      const limit = start + maxChars;
      const half = start + Math.floor(maxChars / 2);
      end = [lastParagraph[limit]!, lastSentence[limit]!].find((at) => at >= half) ?? lastSpace[limit]!;
      if (end <= start) {
        // One word longer than a chunk: cut it, never between the halves of a surrogate pair.
        end = limit;
        const code = text.charCodeAt(end - 1);
        if (code >= 0xd800 && code <= 0xdbff) end--;
      }
    }
    const content = text.slice(start, end).trim();
    if (content) chunks.push(content);
    if (end >= length) break;
    let following = nextWord[end]!;
    // Only a chunk at least half full repeats its end, so each chunk moves on by at least a
    // quarter of maxChars (overlap is at most that): the loop stays linear.
    if (overlap > 0 && end - start >= maxChars / 2) {
      const from = end - overlap;
      // The first word that begins at or after `from`.
      const first = from > 0 && !isSpace(text.charCodeAt(from - 1)) ? nextWord[nextSpace[from]!]! : nextWord[from]!;
      if (first < end) following = first;
    }
    start = following;
  }
  return chunks;
}
