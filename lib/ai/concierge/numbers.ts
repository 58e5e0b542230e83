// Reading the numbers people type: counts ("three", "3", "deux"), amounts with
// grouping in any of the usual styles ("2,000", "2.000", "2 000"), decimals
// ("2.5k", "1,2 millones") and multipliers ("500k", "$1.2M", "900 mil").

import { wordTable } from "./text";
const NUMBER_WORDS: Record<string, number> = wordTable({
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  cero: 0,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
});

/** Words of a span of time in the three languages, folded: "en dos semanas", "within 2 months", "dans 3 mois". */
// biome-ignore format: one language a line.
export const TIME_UNITS: readonly string[] = [
  "day", "days", "week", "weeks", "month", "months", "year", "years",
  "dia", "dias", "semana", "semanas", "mes", "meses", "ano", "anos",
  "jour", "jours", "semaine", "semaines", "mois", "an", "ans", "annee", "annees",
];

/** A count as digits ("2", "2.5", "2,5") or a word, in a regex source with no groups. */
export const COUNT = `(?:\\d{1,2}(?:[.,]5)?|${Object.keys(NUMBER_WORDS).join("|")})`;

/** Reads what COUNT matched; undefined for anything else. */
export function readCount(token: string): number | undefined {
  const word = NUMBER_WORDS[token];
  if (word !== undefined) return word;
  const value = Number(token.replace(",", "."));
  return Number.isFinite(value) ? value : undefined;
}

// Grouped thousands ("1,250,000", "2.000", "900 000") or plain digits with an optional decimal part.
export const DIGITS = "(?:\\d{1,3}(?:[,.\\u00a0\\u202f ]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d+)?)";
const MULTIPLIER = "(?:k|m|mm|million|millions|millones|millon|mil|mille|thousand|grand)";
const CURRENCY = "(?:[$€£]|usd|eur|gbp|mxn|cad|aud|chf|dollars?|euros?|dolares|pesos|pounds?|libras?|livres?)";

const CURRENCY_WORD = new RegExp(CURRENCY, "u");
const DIGITS_WORD = new RegExp(DIGITS, "u");

/** An amount of money in folded text, with its currency and multiplier when given; two groups: digits, multiplier. */
export const AMOUNT = `(?:${CURRENCY}\\s?)?(${DIGITS})(?:\\s?(${MULTIPLIER}))?(?![\\p{L}\\p{N}])(?:\\s?${CURRENCY})?`;

/** Whether an AMOUNT match says by itself that it is money, not a count or a year. */
export function looksLikeMoney(matched: string, multiplier: string | undefined): boolean {
  return multiplier !== undefined || CURRENCY_WORD.test(matched);
}

/** The value of grouped or decimal digits: a separator followed by exactly three digits groups thousands. */
export function readDigits(digits: string): number {
  const compact = digits.replace(/[\u00a0\u202f ]/g, " ");
  let text = "";
  for (let i = 0; i < compact.length; i++) {
    const char = compact[i]!;
    if (/\d/.test(char)) {
      text += char;
      continue;
    }
    const rest = compact.slice(i + 1);
    const grouping = /^\d{3}(?!\d)/.test(rest);
    if (!grouping) text += ".";
  }
  return Number(text);
}

function readMultiplier(word: string | undefined): number {
  if (word === undefined) return 1;
  return ["k", "mil", "mille", "thousand", "grand"].includes(word) ? 1_000 : 1_000_000;
}

/** The amount an AMOUNT match stands for. */
export function readAmount(digits: string, multiplier: string | undefined): number {
  return Math.round(readDigits(digits) * readMultiplier(multiplier) * 100) / 100;
}

/** The first amount written in a piece of text ("$2,100/month", "2 100 $/mois"), or undefined. */
export function firstAmount(text: string): number | undefined {
  const digits = DIGITS_WORD.exec(text)?.[0];
  return digits === undefined ? undefined : readDigits(digits);
}

const CURRENCIES: readonly [string, RegExp][] = [
  ["CAD", /(?<![\p{L}])(?:cad|c\$|ca\$|can\$|canadian dollars?|dollars? canadiens?|dolares canadienses)(?![\p{L}])/u],
  ["AUD", /(?<![\p{L}])(?:aud|a\$|au\$|australian dollars?)(?![\p{L}])/u],
  ["CHF", /(?<![\p{L}])(?:chf|swiss francs?|francs? suisses?|francos suizos)(?![\p{L}])/u],
  ["€", /€|(?<![\p{L}])(?:eur|euros?)(?![\p{L}])/u],
  ["£", /£|(?<![\p{L}])(?:gbp|pounds?|libras?|livres? sterling)(?![\p{L}])/u],
  ["MXN", /(?<![\p{L}])(?:mxn|mx\$|pesos? mexicanos?)(?![\p{L}])/u],
  ["COP", /(?<![\p{L}])(?:cop|col\$|pesos? colombianos?)(?![\p{L}])/u],
  ["ARS", /(?<![\p{L}])(?:ars|ar\$|pesos? argentinos?)(?![\p{L}])/u],
  ["USD", /(?<![\p{L}])(?:usd|us\$|us dollars?|american dollars?|dollars? americains?|dollars? us|dolares americanos|dolares estadounidenses)(?![\p{L}])/u],
  // A bare "$" or "dollars" is said in Montréal, Sydney and Mexico as well: any dollar (the city decides).
  // So is a bare "pesos": Mexican, Colombian, Argentine, Chilean… all written with "$".
  ["$", /\$|(?<![\p{L}])(?:dollars?|dolares|pesos?)(?![\p{L}])/u],
];

/** The currency a folded text names, as a symbol or ISO code, or undefined. */
export function currencyOf(folded: string): string | undefined {
  return CURRENCIES.find(([, pattern]) => pattern.test(folded))?.[0];
}

// "A million", "two million", "un millón", "half a million", "medio millón", "un demi-million", "four hundred
// fifty thousand", "trescientos cincuenta mil", "quatre cent cinquante mille", "two and a half million": amounts
// spelt with words, rewritten as digits so the ranges read them ("1 million", "500k", "450 thousand"). A number
// that ends on its scale keeps the scale as a word, so that a range spelt as "trescientos cincuenta a
// cuatrocientos mil" reads as "350 a 400 mil", the scale shared by both ends as when written in digits.
const SPELT_HALF = /(?<![\p{L}\p{N}])(?:half a|half-a|medio|un demi|demi)[\s-]?(?:million|millon)(?![\p{L}])/gu;

/**
 * Numbers below 100 that are one word, folded: the counts read above (0 to 10), and the rest. "Once" (Spanish 11)
 * is left out: it is an English word.
 */
// biome-ignore format: one language a line.
const SMALL: Record<string, number> = wordTable({
  ...NUMBER_WORDS, a: 1,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17, dieciocho: 18, diecinueve: 19,
  veintiuno: 21, veintiun: 21, veintidos: 22, veintitres: 23, veinticuatro: 24, veinticinco: 25, veintiseis: 26, veintisiete: 27, veintiocho: 28, veintinueve: 29,
  onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16,
});
// biome-ignore format: one language a line.
const TENS: Record<string, number> = wordTable({
  twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  veinte: 20, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90,
  vingt: 20, vingts: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60, septante: 70, huitante: 80, octante: 80, nonante: 90,
});
/** Whole hundreds as one word (Spanish), and the words that multiply what precedes them by 100. */
// biome-ignore format: a table.
const HUNDREDS: Record<string, number> = wordTable({
  cien: 100, ciento: 100, doscientos: 200, doscientas: 200, trescientos: 300, trescientas: 300, cuatrocientos: 400, cuatrocientas: 400,
  quinientos: 500, quinientas: 500, seiscientos: 600, seiscientas: 600, setecientos: 700, setecientas: 700, ochocientos: 800,
  ochocientas: 800, novecientos: 900, novecientas: 900,
});
const HUNDRED_WORDS = new Set(["hundred", "cent", "cents"]);
const SCALES: Record<string, number> = wordTable({ thousand: 1e3, mil: 1e3, mille: 1e3, million: 1e6, millions: 1e6, millon: 1e6, millones: 1e6 });
/** The words that join two parts of one number: "thirty-five" needs none, "treinta y cinco", "vingt et un", "four hundred and fifty". */
const JOINS = new Set(["and", "y", "et"]);
/** After a scale, "and a half", "y medio", "et demi" add half of it: "dos millones y medio". */
const HALVES: Record<string, readonly string[]> = wordTable({ and: ["a", "half"], y: ["medio"], et: ["demi"] });
/** Words before "cent" or "ciento" that make them a percentage: "cinq pour cent", "cien por ciento". */
const PERCENT = new Set(["pour", "por", "per"]);

const isNumberWord = (word: string) => word in SMALL || word in TENS || word in HUNDREDS || HUNDRED_WORDS.has(word) || word in SCALES;

interface Spelt {
  /** Index of the number's first and one past its last token. */
  start: number;
  end: number;
  value: number;
  /** The scale word it ended on ("mil"), when the number is a whole count of it. */
  scale?: string;
  /** More than one word, or a tens, hundreds or scale word: a number that is no plain count ("two"). */
  compound: boolean;
}

/**
 * Reads the number spelt from `tokens[start]` on (words, and the single spaces or hyphens between them), or
 * undefined. Greedy and left to right, one step per token: linear in the tokens it reads.
 */
function readSpelt(tokens: readonly string[], start: number): Spelt | undefined {
  const word = (at: number) => tokens[at] ?? "";
  const gap = (at: number) => tokens[at] === " " || tokens[at] === "-";
  // "900 mil" is read by the ranges as it stands: a scale after digits opens no number.
  if (word(start) in SCALES && (/\d/.test(word(start - 1)) || (gap(start - 1) && /\d/.test(word(start - 2))))) return undefined;
  let total = 0;
  let hundreds = 0;
  let below = 0;
  let words = 0;
  let lastScale: string | undefined;
  let end = start;
  let i = start;
  /** Takes the token at i (and `more` tokens after it) into the number; false when no gap follows. */
  const take = (more = 0) => {
    words++;
    i += more;
    end = i + 1;
    if (!gap(i + 1)) return false;
    i += 2;
    return true;
  };
  while (i < tokens.length) {
    const token = word(i);
    const next = word(i + 2);
    if (token in SMALL) {
      const value = SMALL[token]!;
      // "A" is one only before a hundred or a scale ("a million"). After a tens word a unit adds ("twenty one",
      // "soixante-dix-sept"); after "soixante" or "quatre-vingt" so do 10 to 19 ("soixante-douze").
      if (token === "a" && !(HUNDRED_WORDS.has(next) || next in SCALES)) break;
      const adds = below === 0 || (below >= 20 && below % 10 === 0 && value < 10) || ((below === 60 || below === 80) && value >= 10 && value < 20);
      if (!adds) break;
      below += value;
    } else if (token in TENS) {
      // "Quatre-vingt(s)" is 80.
      if (below === 4 && TENS[token] === 20) below = 80;
      else if (below === 0) below = TENS[token]!;
      else break;
    } else if (token in HUNDREDS) {
      if (hundreds !== 0 || below !== 0) break;
      hundreds = HUNDREDS[token]!;
    } else if (HUNDRED_WORDS.has(token)) {
      // "Cinq pour cent", "cien por ciento" are percentages.
      // "Twenty-five hundred" and "fifteen hundred" are 2,500 and 1,500 in English.
      if (hundreds !== 0 || below >= (token === "hundred" ? 100 : 10) || PERCENT.has(word(i - 2))) break;
      hundreds = (below || 1) * 100;
      below = 0;
    } else if (token in SCALES) {
      const scale = SCALES[token]!;
      // A scale never follows a smaller one ("mil millones" is not read), nor another with nothing between.
      if ((lastScale !== undefined && SCALES[lastScale]! <= scale) || (words > 0 && hundreds + below === 0)) break;
      total += (hundreds + below || 1) * scale;
      hundreds = 0;
      below = 0;
      lastScale = token;
      // "Dos millones y medio", "deux millions et demi", "a million and a half".
      const half = HALVES[next];
      if (gap(i + 1) && half?.every((part, k) => word(i + 4 + 2 * k) === part && gap(i + 3 + 2 * k))) {
        total += scale / 2;
        if (!take(2 + 2 * half.length)) break;
        continue;
      }
    } else if (JOINS.has(token) && words > 0 && gap(i + 1)) {
      // "Two and a half million".
      if (token === "and" && next === "a" && word(i + 4) === "half" && word(i + 6) in SCALES) {
        below += 0.5;
        i += 6;
        continue;
      }
      // "Treinta y cinco", "vingt et un": a tens word and a unit. "Four hundred and fifty": after the hundreds, when
      // no hundred follows ("four hundred and five hundred thousand" is a range).
      const tens = below >= 20 && below % 10 === 0;
      const unitAfterTens = tens && (token === "y" ? next !== "a" && (SMALL[next] ?? 10) < 10 : token === "et" && ["un", "une", "onze"].includes(next));
      const afterHundreds =
        token === "and" && below === 0 && hundreds > 0 && (next in SMALL || next in TENS) && !HUNDRED_WORDS.has(word(i + 4)) && !HUNDRED_WORDS.has(word(i + 6));
      if (!unitAfterTens && !afterHundreds) break;
      i += 2;
      continue;
    } else break;
    if (!take()) break;
  }
  if (words === 0) return undefined;
  const group = hundreds + below;
  const first = word(start);
  return {
    start,
    end,
    value: total + group,
    scale: lastScale && group === 0 ? lastScale : undefined,
    compound: words > 1 || first in TENS || first in HUNDREDS,
  };
}

/** The folded text with spelt amounts as digits. */
export function spellAmounts(folded: string): string {
  const text = folded.replace(SPELT_HALF, "500k");
  if (!/[a-z]/.test(text)) return text;
  // Words, and what lies between them: one space or hyphen, or anything else, which ends a number.
  const tokens = text.match(/[a-z]+|\d[\d.,]*|[^a-z\d]+/g) ?? [];
  let out = "";
  for (let i = 0; i < tokens.length; ) {
    const spelt = isNumberWord(tokens[i]!) ? readSpelt(tokens, i) : undefined;
    if (!spelt?.compound) {
      out += tokens[i];
      i++;
      continue;
    }
    out += spelt.scale ? `${spelt.value / SCALES[spelt.scale]!} ${spelt.scale}` : String(spelt.value);
    i = spelt.end;
  }
  return out;
}
