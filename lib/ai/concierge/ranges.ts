import { AMOUNT, COUNT, DIGITS, looksLikeMoney, readAmount, readCount, readDigits, TIME_UNITS } from "./numbers";
import type { Range } from "./types";
import { alternation, bounded, hasAny, wordsRegex } from "./text";
import { BATH_WORDS, BED_WORDS, MONTHLY_WORDS, PARKING_WORDS, STUDIO_WORDS } from "./vocab";

// Numeric criteria: bedrooms, bathrooms, parking, year built and price. Each pattern that
// matches is cut out of the text, so "2 to 4 bedrooms under $3,000" cannot be read as a
// price from 2 to 4, and what is left over holds no numbers that were already understood.
// No two runs of spaces are optional side by side (an optional word brings its own spaces):
// a text of spaces would otherwise be split between them in every possible way.

const AT_LEAST = "(?:at least|minimum|min|no less than|al menos|por lo menos|como minimo|minimo|au moins)";
const AT_MOST = "(?:at most|up to|no more than|maximum|max|hasta|como maximo|maximo|au plus|jusqu'a)";
const MORE_THAN = "(?:more than|over|mas de|plus de)";
const LESS_THAN = "(?:less than|fewer than|under|menos de|moins de)";
const OR_MORE = "(?:\\+|or more|or greater|plus|o mas|ou plus)";
const RANGE_OPEN = "(?:between|from|entre|de)";
const RANGE_JOIN = "(?:to|and|or|-|–|a|y|o|et|ou)";

export interface Scan {
  text: string;
}

// The sources are built from constant tables, so each is compiled once, not once per message.
const compiled = new Map<string, RegExp>();

/** Cuts every match of `source` out of the scan's text, handing each match's groups to `read`. */
function take(scan: Scan, source: string, read: (groups: string[]) => void): void {
  let pattern = compiled.get(source);
  if (!pattern) compiled.set(source, (pattern = new RegExp(bounded(source), "gu")));
  scan.text = scan.text.replace(pattern, (...args: unknown[]) => {
    read(args.slice(1, -2).map((group) => (typeof group === "string" ? group : "")));
    return " ; ";
  });
}

const count = (token: string | undefined) => readCount(token ?? "") ?? 0;

/** A count of rooms in any of the usual phrasings; `unitWords` names the room. */
function roomRange(scan: Scan, unitWords: readonly string[]): Range | undefined {
  const unit = alternation(unitWords);
  let range: Range | undefined;
  const set = (next: Range) => (range = { ...range, ...next });
  take(scan, `(?:${RANGE_OPEN}\\s*)?(${COUNT})\\s*${RANGE_JOIN}\\s*(${COUNT})\\s*(?:-\\s*)?${unit}`, ([a, b]) => set({ min: count(a), max: count(b) }));
  take(scan, `${AT_LEAST}\\s*(${COUNT})\\s*(?:-\\s*)?${unit}(?:\\s*${OR_MORE})?`, ([n]) => set({ min: count(n) }));
  take(scan, `(${COUNT})\\s*${OR_MORE}\\s*(?:-\\s*)?${unit}`, ([n]) => set({ min: count(n) }));
  take(scan, `(${COUNT})\\s*(?:-\\s*)?${unit}\\s*(?:${OR_MORE}|${AT_LEAST})`, ([n]) => set({ min: count(n) }));
  take(scan, `${MORE_THAN}\\s*(${COUNT})\\s*(?:-\\s*)?${unit}`, ([n]) => set({ min: Math.floor(count(n)) + 1 }));
  take(scan, `${AT_MOST}\\s*(${COUNT})\\s*(?:-\\s*)?${unit}`, ([n]) => set({ max: count(n) }));
  take(scan, `${LESS_THAN}\\s*(${COUNT})\\s*(?:-\\s*)?${unit}`, ([n]) => set({ max: Math.ceil(count(n)) - 1 }));
  take(scan, `(${COUNT})\\s*(?:-\\s*)?${unit}`, ([n]) => set({ min: count(n), max: count(n) }));
  return range;
}

export function bedroomRange(scan: Scan): Range | undefined {
  let range = roomRange(scan, BED_WORDS);
  if (hasAny(scan.text, STUDIO_WORDS)) {
    range = { min: 0, max: 0 };
    scan.text = scan.text.replace(wordsRegex(STUDIO_WORDS, "g"), " ; ");
  }
  return range;
}

export const bathroomRange = (scan: Scan) => roomRange(scan, BATH_WORDS);

/** Parking spots asked for; a number of spots is a minimum, and parking named without one means at least one. */
const WITHOUT =
  "(?:without|w/o|no|sin|sans|pas de|pas d'|aucun|aucune|ningun|ninguna|zero|0|(?:doesn't|don't|does not|do not|doesnt|dont) (?:have|come with|include)|(?:que )?no (?:tenga|tengan|tiene|tienen|incluya|incluyan|incluye|incluyen)|n'(?:a|ont|ait|aient) pas(?: de| d')?|sans aucun|sans aucune)";
const UNNEEDED =
  "(?:(?:don't|do not|dont|doesn't|does not|won't) (?:need|want|care about|require)|no need for|not need|no necesito|no necesitamos|no hace falta|no me importa el|no importa el|pas besoin de|pas besoin d'|n'ai pas besoin de|n'avons pas besoin de|pas besoin du)";

export function parkingRange(scan: Scan): { range?: Range; garage: boolean } {
  let range: Range | undefined;
  let garage = false;
  const spots = `(?:car\\s+)?(?:${alternation(PARKING_WORDS)}|spots|spaces|garages?|garajes?)`;
  take(scan, `(?:${AT_LEAST}\\s*)?(${COUNT})\\s*(?:-\\s*)?(${spots})`, ([n, words]) => {
    range = { min: count(n) };
    garage ||= /garag/.test(words ?? "");
  });
  // "Without parking", "sin estacionamiento", "sans parking": homes with no spot. "No need for parking",
  // "no necesito estacionamiento", "pas besoin de parking": parking does not matter.
  if (range === undefined) take(scan, `${UNNEEDED}\\s+(?:(?:a|any|un|una|de|d'|du)\\s+)?(?:car\\s+)?(?:${alternation(PARKING_WORDS)})`, () => {});
  if (range === undefined)
    take(scan, `${WITHOUT}\\s+(?:(?:a|any|un|una|de|d'|du)\\s+)?(?:car\\s+)?(?:${alternation(PARKING_WORDS)})`, () => (range = { max: 0 }));
  if (range === undefined && hasAny(scan.text, PARKING_WORDS)) {
    range = { min: 1 };
    scan.text = scan.text.replace(wordsRegex(PARKING_WORDS, "g"), " ; ");
  }
  return { range, garage };
}

const YEAR = "(1[89]\\d\\d|20\\d\\d)";
const BUILT = "(?:built|constructed|construid[oa]s?|construit(?:e|s|es)?)";
const AFTER = "(?:after|newer than|later than|post|apres|despues de|despues del|posterior a|posteriores a|mas nuev[oa]s? que|plus recent(?:e|s|es)? que)";
const SINCE = "(?:since|depuis|in or after)";
const FROM = "(?:from|desde|a partir de)";
const BEFORE = "(?:before|older than|prior to|pre|antes de|antes del|anterior a|anteriores a|mas antigu[oa]s? que|avant|plus ancien(?:ne|s|nes)? que)";
const THE_YEAR = "(?:(?:the year|el ano|l'an|l'annee)\\s+)?";

export function yearRange(scan: Scan): Range | undefined {
  let range: Range | undefined;
  const set = (next: Range) => (range = { ...range, ...next });
  take(scan, `${BUILT}\\s+(?:between|entre)\\s+${YEAR}\\s*(?:and|y|et|-|to|a)\\s*${YEAR}`, ([a, b]) => set({ min: Number(a), max: Number(b) }));
  take(scan, `(?:${BUILT}\\s+)?${AFTER}\\s+${THE_YEAR}${YEAR}`, ([y]) => set({ min: Number(y) + 1 }));
  take(scan, `(?:${BUILT}\\s+${FROM}|(?:${BUILT}\\s+)?${SINCE})\\s+${THE_YEAR}${YEAR}`, ([y]) => set({ min: Number(y) }));
  take(scan, `(?:${BUILT}\\s+)?${BEFORE}\\s+${THE_YEAR}${YEAR}`, ([y]) => set({ max: Number(y) - 1 }));
  take(scan, `${BUILT}\\s+(?:in|en)\\s+${THE_YEAR}${YEAR}`, ([y]) => set({ min: Number(y), max: Number(y) }));
  return range;
}

const DURATION = `(?:${TIME_UNITS.join("|")})(?![\\p{L}])`;

const PRICE_MAX =
  "(?:under|below|no more than|not more than|a lo mucho|maximo de|pas plus de|maximum de|less than|cheaper than|for less than|at most|up to|no more than|max|maximum|within|budget of|budget is|budget|menos de|por debajo de|hasta|como maximo|maximo|no mas de|presupuesto de|moins de|moins d'|en dessous de|en-dessous de|sous|jusqu'a|au plus|inferieur a|budget de|je monte a|on monte a|monte a|monter a|monte jusqu'a|je passe a|go up to|stretch to|bump it to|subo a|subimos a|subo hasta|subir a|subir hasta)";
const PRICE_MIN =
  "(?:over|above|more than|at least|minimum|min|starting at|from|upwards of|mas de|por encima de|desde|minimo|al menos|plus de|plus d'|au-dessus de|au dessus de|au moins|a partir de|superieur a)";
const AROUND = "(?:around|about|approximately|approx|roughly|close to|~|cerca de|alrededor de|aproximadamente|unos|environ|autour de|vers)";

const BARE_AMOUNT = new RegExp(bounded(AMOUNT), "gu");

/** The price asked for; `monthly` tells whether the message speaks of a monthly amount. */
export function priceRange(scan: Scan): { range?: Range; monthly: boolean } {
  // A deposit is not the price: "deposit under $3,000" must not cap it.
  take(scan, `(?:deposit|security deposit|deposito|fianza|caution|depot de garantie)\\s*(?:(?:${PRICE_MAX}|${PRICE_MIN}|of|is|de)\\s*)?${AMOUNT}`, () => {});
  const monthly = hasAny(scan.text, MONTHLY_WORDS) || /\/\s?(?:mo|month|mes|mois)\b/.test(scan.text);
  // "Hoping to move within 2 months", "dans 3 mois", "en 6 semanas": a span of time, never a price ("within" also caps one).
  take(
    scan,
    `(?:within|in|en|dentro de|dans|d'ici|sous)\\s+(?:the\\s+next\\s+|los\\s+proximos\\s+|las\\s+proximas\\s+|les\\s+)?(${COUNT})\\s*${DURATION}`,
    () => {},
  );
  let range: Range | undefined;
  const set = (next: Range) => (range = { ...range, ...next });
  // "400 to 500k": the multiplier of the second amount applies to the first.
  take(scan, `(?:${RANGE_OPEN}\\s*)?${AMOUNT}\\s*(?:and|to|-|–|y|et|a)\\s*${AMOUNT}`, ([d1, m1, d2, m2]) => {
    const high = readAmount(d2!, m2 || undefined);
    let low = readAmount(d1!, m1 || undefined);
    if (!m1 && m2 && readAmount(d1!, m2) <= high) low = readAmount(d1!, m2);
    if (high >= 100 || monthly) set({ min: Math.min(low, high), max: Math.max(low, high) });
  });
  const amount = (digits: string | undefined, multiplier: string | undefined) => readAmount(digits ?? "0", multiplier || undefined);
  take(scan, `${PRICE_MAX}\\s*${AMOUNT}`, ([d, m]) => set({ max: amount(d, m) }));
  take(scan, `${PRICE_MIN}\\s*${AMOUNT}`, ([d, m]) => set({ min: amount(d, m) }));
  take(scan, `${AROUND}\\s*${AMOUNT}`, ([d, m]) => {
    const value = amount(d, m);
    set({ min: Math.round(value * 0.9), max: Math.round(value * 1.1) });
  });
  // A bare amount is a budget, but only when it says it is money: "$1.2M", "2.5k", "2000 a month".
  scan.text = scan.text.replace(BARE_AMOUNT, (matched, digits: string, multiplier: string | undefined) => {
    const followedByMonth = monthly && range === undefined;
    if (!looksLikeMoney(matched, multiplier) && !followedByMonth) return matched;
    set({ max: readAmount(digits, multiplier) });
    return " ; ";
  });
  // Qualifiers over tiny numbers ("under 5") were not prices after all.
  if (range && (range.max ?? Infinity) < 100 && (range.min ?? 0) < 100 && !monthly) range = undefined;
  return { range, monthly };
}

const HOA =
  "(?:hoa|hoa fees?|hoa dues|association fees?|condo fees?|cuota de comunidad|cuota de mantenimiento|gastos de comunidad|cuota|mantenimiento|charges de copropriete|charges|frais de copropriete|frais de syndic)";
const NO = "(?:no|without|zero|sin|sans|pas de)";
const MINIMUM = new RegExp(`^${PRICE_MIN}$`, "u");

/** HOA fees asked for: "no HOA" is none at all, "HOA under $300" a maximum. Fees are never the price. */
export function hoaRange(scan: Scan): Range | undefined {
  let range: Range | undefined;
  take(scan, `${NO}\\s+${HOA}`, () => (range = { max: 0 }));
  take(scan, `${HOA}\\s*(?:(${PRICE_MAX}|${PRICE_MIN}|of|is|de)\\s*)?${AMOUNT}(?:\\s*${alternation(MONTHLY_WORDS)})?`, ([qualifier, digits, multiplier]) => {
    const value = readAmount(digits || "0", multiplier || undefined);
    range = qualifier && MINIMUM.test(qualifier) ? { min: value } : { max: value };
  });
  return range;
}

const SQFT = "(?:sq\\.?\\s?ft\\.?|sqft|sf|ft2|ft²|square feet|square foot|sq feet|pies cuadrados|pies2|pieds carres|pi2|pi²)";
const SQM = "(?:m2|m²|mt2|mts2|mts|sqm|sq m|square meters|square metres|metros cuadrados|metros|metres carres|metre carre|metres|m carres)";
const ACRE = "(?:acres?|acre)";
const HECTARE = "(?:hectares?|hectareas?|ha)";
const LOT_BEFORE = "(?:lot|lot size|yard|plot|land|terreno|parcela|solar|terrain|parcelle)";
const LOT_AFTER = "(?:lot|plot|of land|de terreno|de parcela|de terrain|terrain|de jardin)";
const SQFT_PER_M2 = 10.7639;
const FACTORS: readonly [RegExp, number][] = [
  [new RegExp(`^${SQFT}$`, "u"), 1],
  [new RegExp(`^${SQM}$`, "u"), SQFT_PER_M2],
  [new RegExp(`^${ACRE}$`, "u"), 43_560],
  [new RegExp(`^${HECTARE}$`, "u"), 107_639],
];
const UNIT = `(${SQFT}|${SQM}|${ACRE}|${HECTARE})`;
const SIZE = `(${DIGITS})\\s?(k)?`;

function sqft(digits: string | undefined, thousands: string | undefined, unit: string | undefined): number {
  const factor = FACTORS.find(([pattern]) => pattern.test(unit ?? ""))?.[1] ?? 1;
  return Math.round(readDigits(digits ?? "0") * (thousands ? 1000 : 1) * factor);
}

/** Living and lot areas asked for, in square feet; a bare size is a minimum. */
export function areaRanges(scan: Scan): { area?: Range; lotArea?: Range } {
  const found: { area?: Range; lotArea?: Range } = {};
  const set = (lot: boolean, unit: string | undefined, next: Range) => {
    const key = lot || /^(?:acre|hectar|ha$)/.test(unit ?? "") ? "lotArea" : "area";
    found[key] = { ...found[key], ...next };
  };
  const lotBefore = `(${LOT_BEFORE}\\s+(?:size\\s+)?(?:(?:of|de|d'au moins)\\s+)?)?`;
  const lotAfter = `(\\s+${LOT_AFTER})?`;
  take(
    scan,
    `${lotBefore}(?:${RANGE_OPEN}\\s*)?${SIZE}\\s*(?:${UNIT}\\s*)?${RANGE_JOIN}\\s*${SIZE}\\s*${UNIT}${lotAfter}`,
    ([lot, a, ka, , b, kb, unit, after]) => set(Boolean(lot || after), unit, { min: sqft(a, ka, unit), max: sqft(b, kb, unit) }),
  );
  take(
    scan,
    `${lotBefore}(?:${AT_MOST}|${LESS_THAN}|under|below|menos de|moins de|hasta|jusqu'a)\\s*${SIZE}\\s*${UNIT}${lotAfter}`,
    ([lot, n, k, unit, after]) => set(Boolean(lot || after), unit, { max: sqft(n, k, unit) }),
  );
  take(
    scan,
    `${lotBefore}(?:(?:${AT_LEAST}|${MORE_THAN}|over|above|mas de|plus de)\\s*)?${SIZE}\\s*${UNIT}(?:\\s*${OR_MORE})?${lotAfter}`,
    ([lot, n, k, unit, after]) => set(Boolean(lot || after), unit, { min: sqft(n, k, unit) }),
  );
  return found;
}

const LAST = "(?:in\\s+the\\s+|within\\s+the\\s+|en\\s+los\\s+|dans\\s+les\\s+|ces\\s+|depuis\\s+)?(?:last|past|ultimos|ultimas|derniers|dernieres)";
const SPAN = "(days?|weeks?|months?|dias|semanas?|mes|meses|jours?|semaines?|mois)";
const NEWLY =
  "(?:listed|posted|added|new|newly listed|on the market|publicad[oa]s?|nuev[oa]s?|anunciad[oa]s?|nouveaux|nouvelles|nouveau|publie(?:e|s|es)?|ajoute(?:e|s|es)?|mis en ligne|annonces)";
const THIS = "(today|this week|this month|hoy|esta semana|este mes|aujourd'hui|cette semaine|ce mois(?:-ci)?)";
// biome-ignore format: a table of words, one group a line.
const SPAN_DAYS: readonly [RegExp, number][] = [[/^(?:days?|dias|jours?)$/u, 1], [/^(?:weeks?|semanas?|semaines?)$/u, 7], [/^(?:months?|mes|meses|mois)$/u, 30]];
// biome-ignore format: a table of words, one group a line.
const THIS_DAYS: readonly [RegExp, number][] = [[/^(?:today|hoy|aujourd'hui)$/u, 1], [/^(?:this week|esta semana|cette semaine)$/u, 7], [/^(?:this month|este mes|ce mois)/u, 30]];

/** How recently listed: "listed in the last 7 days", "nuevas esta semana", "publiées ce mois-ci". */
export function daysOnMarketRange(scan: Scan): Range | undefined {
  let range: Range | undefined;
  take(scan, `${LAST}\\s+(?:(${COUNT})\\s*)?${SPAN}`, ([n, span]) => {
    const days = SPAN_DAYS.find(([pattern]) => pattern.test(span ?? ""))?.[1] ?? 1;
    range = { max: Math.round((n ? count(n) : 1) * days) };
  });
  take(scan, `${NEWLY}\\s+(?:(?:this|esta|este|cette|ce)\\s+)?${THIS}`, ([span]) => {
    range = { max: THIS_DAYS.find(([pattern]) => pattern.test(span ?? ""))?.[1] ?? 7 };
  });
  return range;
}
