// How a classifier reads text: folded (lower case, no accents, NFKC), cut to a bounded length
// before anything else looks at it, and split into word tokens by one linear pass. Every model
// and every lexicon of lib/classify reads the same tokens, so training and use never disagree.

/** The most of a message a classifier reads: a visitor's question is a sentence or three. */
export const READ_LIMIT = 1_000;

/** Lower case, accents off, compatibility forms composed ("ﬁ" → "fi"), typographic apostrophes plain. */
export function foldText(text: string): string {
  return text
    .slice(0, READ_LIMIT * 2)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .slice(0, READ_LIMIT);
}

// Letters and digits of any script, and a "+" right after a word ("55+") as part of it. Elisions and
// contractions come apart: "l'immeuble" → "l", "immeuble"; "don't" → "don", "t".
const WORD = /[\p{L}\p{N}]+\+?/gu;

/** The words of a text, folded, in order. */
export function tokenize(text: string): string[] {
  return foldText(text).match(WORD) ?? [];
}

// The end of a clause: a full stop, colon, semicolon, question or exclamation mark before a space or the end
// (not the point of "2.5" or "st.louis").
const CLAUSE_END = /[.:;!?…](?=\s|$)/gu;

/**
 * The words of a text as tokenize gives them, and the indexes of the words that begin a new clause
 * ("rue Pasteur : pas d'enfants" is two), so that a rewrite never joins words across one.
 */
export function tokenizeClauses(text: string): { words: string[]; breaks: Set<number> } {
  const words: string[] = [];
  const breaks = new Set<number>();
  for (const clause of foldText(text).split(CLAUSE_END)) {
    if (words.length > 0) breaks.add(words.length);
    for (const word of clause.match(WORD) ?? []) words.push(word);
  }
  return { words, breaks };
}

/** Sentences of a reply, for checks that judge one sentence at a time (bounded as tokenize is). */
export function sentences(text: string): string[] {
  return text
    .slice(0, READ_LIMIT * 8)
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== "");
}

export interface WordSpan {
  word: string;
  /** Where the word is in the text as given: [start, end). */
  start: number;
  end: number;
}

/** The words of a text as tokenize gives them, with where each is in the text itself (to quote or remove it). */
export function wordSpans(text: string): WordSpan[] {
  const source = text.slice(0, READ_LIMIT * 8);
  let folded = "";
  const at: number[] = [];
  for (let i = 0; i < source.length; ) {
    const point = source.codePointAt(i)!;
    const char = String.fromCodePoint(point);
    const plain = char
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[’‘`´]/g, "'");
    for (let k = 0; k < plain.length; k++) at.push(i);
    folded += plain;
    i += char.length;
  }
  at.push(source.length);
  const spans: WordSpan[] = [];
  for (const match of folded.matchAll(WORD)) {
    const start = at[match.index]!;
    const last = at[match.index + match[0].length - 1]!;
    let end = last + String.fromCodePoint(source.codePointAt(last)!).length;
    // Combining accents written after the word's last letter are part of it.
    while (end < source.length && /[\u0300-\u036f]/.test(source[end]!)) end += 1;
    spans.push({ word: match[0], start, end });
  }
  return spans;
}
