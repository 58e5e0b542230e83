// Adversarial texts of 10,000 characters: long runs of one kind of character, which is where
// overlapping quantifiers backtrack, each ending in something no pattern expects so that
// every attempt fails as late as possible; and the pattern's own words followed by such runs,
// so that the parts guarded by a keyword ("calle ", "1 rue ") are entered too.

export const SIZE = 10_000;

const fill = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
/** `head` then `unit` repeated, then `tail`: exactly SIZE characters. */
const run = (head: string, unit: string, tail = "!x") => `${head}${fill(unit, SIZE - head.length - tail.length)}${tail}`;

const UNITS = [
  " ",
  "a",
  "A",
  "1",
  "0",
  ".",
  "_",
  "=",
  "+",
  "*",
  ":",
  "?",
  "%",
  "\t",
  "\r\n",
  ",",
  "!",
  "-",
  "'",
  "#",
  "$",
  "/",
  "@",
  "(",
  "\u00a0",
  "\n",
  "é",
  "ñ",
  "中",
  "я",
  "🏠",
  "a ",
  "1 ",
  "a1",
  "1,",
  "1.",
  "1-",
  "a-",
  "a.",
  "a@",
  "1 a ",
  "a, ",
  "aé中я1 .,-'",
  "e\u0301",
];

export interface Input {
  name: string;
  text: string;
}

export function genericInputs(): Input[] {
  return UNITS.map((unit) => ({ name: `run of ${JSON.stringify(unit)}`, text: run("", unit) }));
}

/** The words a pattern source spells out, without its escapes (\p{L}, \s, \d …). */
export function keywordsOf(source: string): string[] {
  const plain = source.replace(/\\[pPu]\{[^}]*\}|\\u[0-9a-fA-F]{4}|\\x[0-9a-fA-F]{2}|\\./g, " ");
  return [...new Set(plain.match(/\p{L}[\p{L}']*/gu) ?? [])].filter((word) => word.length >= 2);
}

const MAX_KEYWORDS = 16;

export function keywordInputs(source: string): Input[] {
  const words = keywordsOf(source);
  // Spread the sample over the whole pattern, so words of every alternative take part.
  const step = Math.max(1, words.length / MAX_KEYWORDS);
  const picked = Array.from({ length: Math.min(words.length, MAX_KEYWORDS) }, (_, i) => words[Math.floor(i * step)]!);
  return picked.flatMap((word) => [
    { name: `"${word} " + spaces`, text: run(`${word} `, " ") },
    { name: `"1 ${word} " + "a "*N + "…"`, text: run(`1 ${word} `, "a ", "…") },
    { name: `"${word} 1 " repeated`, text: run("", `${word} 1 `) },
    { name: `"${word}" + "1 "*N`, text: run(word, "1 ") },
  ]);
}
