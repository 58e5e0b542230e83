/**
 * What a sheet says about its numbers, read from header words and cell text, never assumed:
 * area units (acres, hectares, m², sq ft), currencies ($, €, C$, MX$, £) and rental periods
 * ("/mo", "/mes", "par mois", "per week"). Every scan is over text capped in length, with
 * regular expressions free of nested repetition (linear).
 */

export type AreaUnitIn = "sqft" | "m2" | "acre" | "hectare";
export type Period = "month" | "week" | "year";
export type DecimalMark = "," | ".";

/** A listing's own area units (spec 2.4), and how many of each one sheet unit holds. */
export const LISTING_AREA_UNIT: Record<"sqft" | "m2", "Square Feet" | "Square Meters"> = { sqft: "Square Feet", m2: "Square Meters" };
const SQFT_PER_M2 = 10.763_910_416_709_722;
const IN_M2: Record<AreaUnitIn, number> = { sqft: 1 / SQFT_PER_M2, m2: 1, acre: 4_046.856_422_4, hectare: 10_000 };

/** An area in one unit as the listing's unit, rounded to the whole unit (to two decimals below 10). */
export function convertArea(value: number, from: AreaUnitIn, to: "sqft" | "m2"): number {
  if (from === to) return value;
  const converted = (value * IN_M2[from]) / IN_M2[to];
  return converted >= 10 ? Math.round(converted) : Math.round(converted * 100) / 100;
}

/** A rent per period as a monthly rent (a year is 12 months, a week 12/52 of one), to the cent. */
export function monthly(value: number, period: Period): number {
  const factor = period === "month" ? 1 : period === "year" ? 1 / 12 : 52 / 12;
  return Math.round(value * factor * 100) / 100;
}

const MAX_TEXT = 200;

/** Lower case, accents off, "²" as "2": the form every word list below is written in. */
export function foldUnitText(text: string): string {
  return text
    .slice(0, MAX_TEXT)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/²/g, "2");
}

// Word lists, folded. A phrase matches as whole words; "$" and "€" are read apart from words.
const UNIT_WORDS: [AreaUnitIn, string[]][] = [
  ["acre", ["ac", "acs", "acre", "acres", "acreage", "acrs"]],
  ["hectare", ["ha", "has", "hectare", "hectares", "hectarea", "hectareas", "hect"]],
  [
    "m2",
    [
      "m2",
      "m 2",
      "sqm",
      "sq m",
      "sq mt",
      "mts2",
      "mt2",
      "mts",
      "metros",
      "metros cuadrados",
      "metros2",
      "square meters",
      "square metres",
      "metres carres",
      "metre carre",
      "m carres",
    ],
  ],
  [
    "sqft",
    [
      "sqft",
      "sq ft",
      "sq feet",
      "sqfeet",
      "sf",
      "ft2",
      "square feet",
      "square foot",
      "sq foot",
      "pies",
      "pies cuadrados",
      "pies2",
      "pi2",
      "pieds carres",
      "pc",
    ],
  ],
];

const PERIOD_WORDS: [Period, string[]][] = [
  [
    "month",
    [
      "mo",
      "mos",
      "month",
      "months",
      "monthly",
      "per month",
      "a month",
      "pcm",
      "pm",
      "mes",
      "al mes",
      "por mes",
      "mensual",
      "mensuales",
      "mensualidad",
      "mois",
      "par mois",
      "mensuel",
      "mensuelle",
      "mensuels",
    ],
  ],
  [
    "week",
    [
      "wk",
      "wks",
      "week",
      "weekly",
      "per week",
      "a week",
      "pw",
      "p w",
      "semana",
      "semanal",
      "por semana",
      "sem",
      "semaine",
      "par semaine",
      "hebdo",
      "hebdomadaire",
    ],
  ],
  [
    "year",
    [
      "yr",
      "yrs",
      "year",
      "yearly",
      "annual",
      "annually",
      "per year",
      "a year",
      "pa",
      "p a",
      "ano",
      "anual",
      "al ano",
      "por ano",
      "an",
      "par an",
      "annuel",
      "annuelle",
    ],
  ],
];

/** Currency words, folded, and the sign a listing stores. */
const CURRENCY_WORDS: [string, string[]][] = [
  ["C$", ["cad", "cdn", "c", "ca", "cdn$", "c$", "ca$"]],
  ["MX$", ["mxn", "mx", "mex", "mx$", "mex$", "pesos", "peso"]],
  ["$", ["usd", "us", "us$", "dollars", "dolares", "dollar"]],
  ["€", ["eur", "euro", "euros", "eu"]],
  ["£", ["gbp", "pounds", "livres"]],
  ["CHF", ["chf", "fr", "francs"]],
];

const byWord = <T extends string>(lists: [T, string[]][]) => {
  const map = new Map<string, T>();
  for (const [value, words] of lists) for (const word of words) map.set(word, value);
  return map;
};
const UNIT_BY_WORD = byWord(UNIT_WORDS);
const PERIOD_BY_WORD = byWord(PERIOD_WORDS);
const CURRENCY_BY_WORD = byWord(CURRENCY_WORDS);
/** Words so short they are read only right beside a number or a sign ("0.17 ac", "2650/mo", "$ 5 pm"), never alone in a header. */
const CELL_ONLY = new Set([
  "ac",
  "acs",
  "ha",
  "has",
  "sf",
  "mo",
  "mos",
  "pm",
  "pa",
  "p a",
  "an",
  "sem",
  "c",
  "ca",
  "mx",
  "us",
  "eu",
  "fr",
  "pc",
  "m 2",
  "mts",
  "p w",
]);

/** Words of folded text: letters and digits runs, and signs apart. */
function wordsOf(folded: string): string[] {
  return folded.split(/[^a-z0-9$€£]+/).filter(Boolean);
}

/** The first phrase of a list found in the words, longest phrases first; up to three words long. */
function findPhrase<T>(words: readonly string[], map: Map<string, T>, header: boolean): T | undefined {
  for (let length = 3; length >= 1; length--) {
    for (let i = 0; i + length <= words.length; i++) {
      const phrase = words.slice(i, i + length).join(" ");
      if (header && CELL_ONLY.has(phrase)) continue;
      const found = map.get(phrase);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export interface UnitFacts {
  unit?: AreaUnitIn;
  currency?: string;
  period?: Period;
}

/** The currency a text's signs name: "C$", "MX$", "US$", "$", "€", "£"; undefined without a sign. */
function currencySign(folded: string): string | undefined {
  if (folded.includes("€")) return "€";
  if (folded.includes("£")) return "£";
  if (!folded.includes("$")) return undefined;
  if (/(?:^|[^a-z])(?:c|ca|cdn)\s?\$|\$\s?(?:cad|cdn)\b/.test(folded)) return "C$";
  if (/(?:^|[^a-z])(?:mx|mex)\s?\$|\$\s?mxn\b/.test(folded)) return "MX$";
  return "$";
}

/** What a header says about its column's numbers ("Lot Size (Acres)", "Rent / Month", "Precio (€)"). */
export function headerFacts(header: string): UnitFacts {
  const folded = foldUnitText(header);
  const words = wordsOf(folded.replace(/\//g, " per "));
  const facts: UnitFacts = {};
  const unit = findPhrase(words, UNIT_BY_WORD, true);
  if (unit) facts.unit = unit;
  const currency = currencySign(folded) ?? findPhrase(words, CURRENCY_BY_WORD, true);
  if (currency) facts.currency = currency;
  const period = findPhrase(words, PERIOD_BY_WORD, true) ?? (words.includes("per") && words.includes("m") ? "month" : undefined);
  if (period) facts.period = period;
  return facts;
}

/** A number as people type it, and what stands around it. */
export interface CellAmount extends UnitFacts {
  /** The number, as the schema parses it ("2650", "0.17"). */
  number: string;
}

const NUMBER_RUN = /\d[\d\s.,'\u00a0\u202f]*/;
const GROUP_SPACE = new Set([" ", "\t", "\u00a0", "\u202f", "'"]);

/** A run of digits without the spaces and apostrophes after its last digit (a loop: /[\s']+$/ is quadratic over a long run). */
function withoutTrailingSpace(run: string): string {
  let end = run.length;
  while (end > 0 && GROUP_SPACE.has(run[end - 1]!)) end--;
  return run.slice(0, end);
}

/**
 * The number in a cell and the unit, currency and period written around it: "$2,650/mo",
 * "245.000 €", "1150 €/mes", "0.17 ac", "1.850 m²", "C$ 2 400 / month". `decimal` is the sheet's
 * decimal mark when known; without it, a lone mark followed by exactly three digits groups
 * thousands (prices and areas have no thousandths). Undefined when the cell holds no number
 * or more than one.
 */
export function readAmount(cell: string, decimal?: DecimalMark): CellAmount | undefined {
  const text = cell.trim();
  if (text === "" || text.length > MAX_TEXT) return undefined;
  const match = NUMBER_RUN.exec(text);
  if (!match) return undefined;
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  // A second number ("3 / 2", "2-3") is not one amount; "m2" and "ft2" are units, not numbers.
  if (/\d/.test(after.replace(/(?:m|ft|pi|pies|mts|mt)\s?2/gi, ""))) return undefined;
  const number = normalNumber(withoutTrailingSpace(match[0]), decimal);
  if (number === undefined) return undefined;
  const negative = /-\s*$/.test(before) && !/\d/.test(before);
  const around = foldUnitText(`${before} ${after}`);
  const words = wordsOf(around.replace(/\//g, " per "));
  const amount: CellAmount = { number: negative ? `-${number}` : number };
  // Only signs, units, periods and a few joining words may stand around the number.
  const unit = findPhrase(words, UNIT_BY_WORD, false);
  if (unit) amount.unit = unit;
  const currency = currencySign(around) ?? findPhrase(words, CURRENCY_BY_WORD, false);
  if (currency) amount.currency = currency;
  const period = findPhrase(words, PERIOD_BY_WORD, false);
  if (period) amount.period = period;
  return amount;
}

/**
 * The number of a run of digits and marks, with a point for its decimal mark. Of "," and "." the
 * last is the decimal mark when both appear; a repeated mark groups ("1.250.000"); spaces and
 * apostrophes group.
 */
export function normalNumber(run: string, decimal?: DecimalMark): string | undefined {
  const core = run.replace(/[\s\u00a0\u202f']/g, "");
  if (!/^\d[\d.,]*$/.test(core)) return undefined;
  const lastComma = core.lastIndexOf(",");
  const lastDot = core.lastIndexOf(".");
  let normal: string;
  if (lastComma >= 0 && lastDot >= 0) {
    const mark = lastComma > lastDot ? "," : ".";
    normal = core
      .split(mark === "," ? "." : ",")
      .join("")
      .replace(mark, ".");
  } else {
    const mark = lastComma >= 0 ? "," : lastDot >= 0 ? "." : "";
    if (!mark) return core;
    const parts = core.split(mark);
    const threeDigitGroups = parts.length > 1 && /^\d{1,3}$/.test(parts[0]!) && parts.slice(1).every((part) => /^\d{3}$/.test(part));
    const grouped = parts.length > 2 || (decimal ? decimal !== mark && threeDigitGroups : threeDigitGroups);
    if (parts.length > 2 && !threeDigitGroups) return undefined;
    normal = grouped ? parts.join("") : parts.join(".");
  }
  return /^\d+(?:\.\d+)?$/.test(normal) ? normal.replace(/^0+(?=\d)/, "") : undefined;
}

/**
 * The decimal mark a sheet's cells use, from the cells that can only be read one way: "3,5" or
 * "1.250,50" say comma, "2.5" or "1,250.50" say point. Undefined when no cell tells, or when
 * they disagree about as often as they agree.
 */
export function sheetDecimalMark(cells: Iterable<string>): DecimalMark | undefined {
  let comma = 0;
  let point = 0;
  let seen = 0;
  for (const cell of cells) {
    if (++seen > 20_000) break;
    const text = cell.trim();
    if (text === "" || text.length > 40 || !/\d/.test(text)) continue;
    // Dates, times, phone numbers, versions and codes are not amounts.
    if (/\d[/:-]\d|^\+|[a-z]\d|\d[a-z]{3,}/i.test(text)) continue;
    const match = NUMBER_RUN.exec(text);
    if (!match) continue;
    const run = match[0].replace(/[\s\u00a0\u202f']/g, "");
    if (/,\d{3}\.\d{1,2}$|^\d{1,3}(?:,\d{3})*\.\d{1,2}$|^\d+\.\d{1,2}$|\.\d{4,}$/.test(run)) point++;
    else if (/\.\d{3},\d{1,2}$|^\d{1,3}(?:\.\d{3})*,\d{1,2}$|^\d+,\d{1,2}$|,\d{4,}$/.test(run)) comma++;
  }
  if (comma === 0 && point === 0) return undefined;
  if (comma >= 3 * point) return ",";
  if (point >= 3 * comma) return ".";
  return undefined;
}

/** The most frequent of some values, when it holds at least `share` of them. */
export function mostOf<T>(values: readonly T[], share = 0.5): T | undefined {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: [T, number] | undefined;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  return best && best[1] >= values.length * share ? best[0] : undefined;
}
