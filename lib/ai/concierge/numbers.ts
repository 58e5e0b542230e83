// Reading the numbers people type: counts ("three", "3", "deux"), amounts with
// grouping in any of the usual styles ("2,000", "2.000", "2 000"), decimals
// ("2.5k", "1,2 millones") and multipliers ("500k", "$1.2M", "900 mil").

const NUMBER_WORDS: Record<string, number> = {
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
};

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

// "A million", "two million", "un millón", "half a million", "medio millón", "un demi-million": amounts spelt
// with a word for the number, rewritten as digits so the ranges read them ("1 million", "500k").
const SPELT_HALF = /(?<![\p{L}\p{N}])(?:half a|half-a|medio|un demi|demi)[\s-]?(?:million|millon)(?![\p{L}])/gu;
const SPELT_AMOUNT =
  /(?<![\p{L}\p{N}])(a|one|two|three|four|five|un|una|une|uno|dos|tres|cuatro|cinco|deux|trois|quatre|cinq)\s+(million|millions|millon|millones|thousand|mille)(?![\p{L}])/gu;

/** The folded text with spelt amounts as digits. */
export function spellAmounts(folded: string): string {
  return folded.replace(SPELT_HALF, "500k").replace(SPELT_AMOUNT, (_, count: string, unit: string) => `${count === "a" ? 1 : readCount(count)} ${unit}`);
}
