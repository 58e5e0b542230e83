import { formatMoney } from "./format";
import { firstAmount } from "./numbers";
import type { PhraseBook } from "./phrase-book";
import { fold, hasAny } from "./text";
import type { ConciergeListing } from "./types";

// What owning a home costs over a month or a year, from what its listing holds: the HOA or
// community fee (a month) and every tax the owner lists (IBI, property, municipal, school taxes;
// a year unless the owner says a month). "Yearly cost to own, taxes plus condo fees?",
// "¿cuánto pagaría al mes entre comunidad e IBI?", "combien par an au total, taxes et frais de copro ?".

/** The words of a recurring fee of a home: an HOA's, a community's, a condominium's (folded). */
// biome-ignore format: one language a line.
export const FEE_WORDS = [
  "hoa", "hoa fee", "hoa fees", "hoa dues", "association fee", "condo fee", "condo fees", "community fee", "community fees", "strata fee", "strata fees", "condo dues", "common charges", "monthly fees", "maintenance fee", "maintenance fees",
  "cuota", "cuotas", "gastos de comunidad", "comunidad", "la comunidad", "cuota de comunidad", "mantenimiento", "cuota de mantenimiento", "expensas", "administracion", "cuota de administracion", "gastos comunes",
  "charges", "frais de copropriete", "frais de condo", "copropriete", "copro", "frais de copro", "charges de copro", "syndic",
];
// biome-ignore format: one language a line.
const TAX_WORDS = [
  "tax", "taxes", "property tax", "property taxes",
  "impuesto", "impuestos", "ibi", "predial", "contribucion", "contribuciones", "arbitrios",
  "taxe", "taxes", "impot", "impots", "fonciere", "taxe fonciere", "taxes foncieres", "precompte",
];
/** The costs of owning, asked as one sum. */
// biome-ignore format: one language a line.
const COST_WORDS = [
  "cost to own", "costs to own", "cost of owning", "carrying cost", "carrying costs", "holding costs", "running costs", "fixed costs", "yearly cost", "yearly costs", "annual cost", "annual costs", "monthly cost", "monthly costs", "cost per year", "costs per year",
  "gastos anuales", "gastos mensuales", "gastos fijos", "gastos al ano", "gastos al mes", "costo anual", "coste anual", "costos fijos", "costes fijos", "gastos de mantener", "impuestos y gastos", "gastos e impuestos", "que gastos", "q gastos", "menos gastos", "mas gastos",
  "taxes and fees", "fees and taxes", "lower costs", "cheaper to own", "impots et charges", "charges et impots", "taxes et charges", "moins de charges", "quels frais",
  "cout annuel", "couts annuels", "frais annuels", "charges annuelles", "frais fixes", "cout mensuel", "couts mensuels", "frais mensuels", "charges mensuelles",
];
// biome-ignore format: one language a line.
const TOTAL_WORDS = [
  "total", "in total", "all in", "combined", "sum", "together", "both", "altogether", "add up",
  "en total", "suma", "juntos", "ambos", "sumados",
  "au total", "ensemble", "les deux", "en tout", "additionne",
];
// biome-ignore format: one language a line.
const MONTH_WORDS = [
  "month", "monthly", "a month", "per month", "every month", "each month", "mo",
  "mes", "al mes", "por mes", "mensual", "mensuales", "mensualmente", "cada mes",
  "mois", "par mois", "mensuel", "mensuels", "mensuelle", "mensuelles", "chaque mois",
];
// biome-ignore format: one language a line.
const YEAR_WORDS = [
  "year", "yearly", "annual", "annually", "per year", "a year", "yr",
  "ano", "al ano", "por ano", "anual", "anuales", "anualmente", "cada ano",
  "par an", "l'an", "a l'an", "annee", "par annee", "annuel", "annuels", "annuelle", "annuelles", "chaque annee",
];

/** Whether folded words name a tax ("ibi", "taxes scolaires"). */
export const namesTax = (folded: string) => hasAny(folded, TAX_WORDS);

/** A price asked with its fees in ("charges comprises", "con gastos", "all in"): the sum of a month, unless a year is said. */
// biome-ignore format: one language a line.
const ALL_IN_WORDS = [
  "all in", "all-in", "including fees", "including charges", "with fees", "with charges", "with the fees", "fees included", "total per month", "total a month", "total monthly", "everything included",
  "con gastos", "con los gastos", "gastos incluidos", "contando todo", "todo incluido", "con mantenimiento", "con la cuota", "en total al mes", "por mes en total", "al mes en total", "en total por mes", "total por mes", "total al mes", "total mensual",
  "par mois au total", "au total par mois", "total par mois", "par mois en tout", "en tout par mois", "per month in total", "a month in total", "in total per month", "charges comprises", "charges compris", "charges incluses", "avec les charges", "avec charges", "tout compris", "toutes charges comprises",
];
/** Asking what something comes to: with a year said, what a year of owning or renting costs ("ça fait combien par an ?"). */
// biome-ignore format: one language a line.
const HOW_MUCH_WORDS = [
  "how much", "cost", "costs", "pay", "spend", "come to",
  "cuanto", "cuesta", "costaria", "saldria", "pagar", "pagaria", "pago", "gastar",
  "combien", "coute", "couterait", "revient", "payer", "paierait", "paie",
];
/** A year as a span of paying ("per year", "a full year", "al año", "par an"), not a date ("what year was it built"). */
// biome-ignore format: one language a line.
const PER_YEAR_WORDS = [
  "per year", "a year", "yearly", "annual", "annually", "full year", "whole year", "for a year", "for the year", "every year", "each year",
  "al ano", "por ano", "anual", "anuales", "anualmente", "cada ano", "un ano", "ano completo",
  "par an", "l'an", "a l'an", "par annee", "annuel", "annuels", "annuelle", "annuelles", "chaque annee", "une annee", "annee complete", "sur l'annee", "l'annee", "sur un an", "sur une annee", "en el ano", "en un ano", "over the year", "over a year", "in a year",
];

export type CostPeriod = "month" | "year";

/** The costs a folded question asks summed, or undefined: fees and taxes together, or taxes as a total. */
export function costAsked(folded: string): { period: CostPeriod; taxesOnly?: true } | undefined {
  const tax = hasAny(folded, TAX_WORDS);
  const fee = hasAny(folded, FEE_WORDS);
  const cost = hasAny(folded, COST_WORDS) || hasAny(folded, ALL_IN_WORDS);
  const yearly = hasAny(folded, PER_YEAR_WORDS) && hasAny(folded, HOW_MUCH_WORDS);
  // "Total with maintenance?", "el total con la cuota": the price and its fee, a month's.
  const feeTotal = (fee || hasAny(folded, ["maintenance", "entretien"])) && hasAny(folded, TOTAL_WORDS);
  if (!cost && !yearly && !feeTotal && !(tax && fee) && !(tax && hasAny(folded, TOTAL_WORDS))) return undefined;
  // A year when said; else a month when said, or for a price asked with its fees in ("charges comprises"); else a year.
  const year = hasAny(folded, YEAR_WORDS);
  const period: CostPeriod = !year && (hasAny(folded, MONTH_WORDS) || hasAny(folded, ALL_IN_WORDS) || feeTotal) ? "month" : "year";
  return tax && !fee && !cost ? { period, taxesOnly: true } : { period };
}

export type TaxKind = "municipal" | "school" | "ibi" | "property";
const TAX_KINDS: readonly [TaxKind, readonly string[]][] = [
  ["school", ["school", "scolaire", "scolaires", "escolar", "escolares"]],
  ["municipal", ["municipal", "municipales", "municipale", "city", "town", "ville"]],
  ["ibi", ["ibi"]],
];

interface Cost {
  /** The rent, the fee, or a kind of tax. */
  name: "rent" | "fee" | TaxKind;
  amount: number;
  monthly: boolean;
}

/** An owner's pair's amount and whether it is a month's ("Charges mensuelles: CHF 220", "IBI (anual): 620 €"); a year's by default. */
function pairCost(key: string, value: string): { amount: number; monthly: boolean } | undefined {
  // "ITP 7 % a cargo del comprador": a rate, no amount; a tax paid once on buying ("Impuestos de compra") is no cost of owning.
  if (PERCENT_FIRST.test(value) || hasAny(key, ONE_OFF_WORDS)) return undefined;
  const amount = firstAmount(value);
  if (!(amount && amount > 0)) return undefined;
  const said = `${key} ${value}`;
  return { amount, monthly: hasAny(said, MONTH_WORDS) && !hasAny(said, YEAR_WORDS) };
}

/**
 * What a listing costs over time: a rental's rent; the fee (HOAMonth, else the owner's pair for it: "Charges mensuelles:
 * CHF 220", a month's unless it says a year's); every tax the owner lists (a year's unless it says a month's).
 */
function costsOf(listing: Pick<ConciergeListing, "hoaMonth" | "extension" | "saleType" | "price">, taxesOnly: boolean): Cost[] {
  const costs: Cost[] = [];
  if (!taxesOnly && listing.saleType === "for_rent" && listing.price && listing.price > 0) costs.push({ name: "rent", amount: listing.price, monthly: true });
  let fee = !taxesOnly && listing.hoaMonth && listing.hoaMonth > 0;
  if (fee) costs.push({ name: "fee", amount: listing.hoaMonth!, monthly: true });
  for (const pair of listing.extension ?? []) {
    const key = fold(String(pair.Key ?? ""));
    const value = fold(String(pair.value ?? ""));
    if (hasAny(key, TAX_WORDS)) {
      const cost = pairCost(key, value);
      if (cost) costs.push({ name: TAX_KINDS.find(([, words]) => hasAny(key, words))?.[0] ?? "property", ...cost });
    } else if (!taxesOnly && !fee && hasAny(key, FEE_WORDS) && !hasAny(key, COVERS_WORDS) && !hasAny(key, RENT_KEY_WORDS)) {
      const cost = pairCost(key, value);
      // A fee the owner gives a month's figure for unless said otherwise: fees are monthly.
      if (cost) {
        costs.push({ name: "fee", amount: cost.amount, monthly: !hasAny(`${key} ${value}`, YEAR_WORDS) });
        fee = true;
      }
    }
  }
  // "Loyer hors charges: 640 €" beside charges of 50 € and a rent of 690 €: the rent given already holds its charges.
  const rent = costs.find((cost) => cost.name === "rent");
  const charges = costs.find((cost) => cost.name === "fee" && cost.monthly);
  if (rent && charges) {
    const bare = (listing.extension ?? []).some((pair) => {
      const key = fold(String(pair.Key ?? ""));
      const amount = hasAny(key, RENT_KEY_WORDS) ? firstAmount(fold(String(pair.value ?? ""))) : undefined;
      return amount !== undefined && Math.abs(amount + charges.amount - rent.amount) < 1;
    });
    if (bare) return costs.filter((cost) => cost !== charges);
  }
  return costs;
}

/**
 * The sum of what owning costs over the period asked, each part shown with its conversion ("HOA fee $3,900 ($325/month
 * × 12) + property taxes $2,150 = $6,050 a year"); null when the listing holds none of it.
 */
export function costsText(book: PhraseBook, listing: ConciergeListing, place: string, period: CostPeriod, taxesOnly: boolean): string | null {
  const costs = costsOf(listing, taxesOnly);
  if (costs.length === 0) return null;
  const c = book.costs;
  const money = (amount: number) => formatMoney(book, Math.round(amount * 100) / 100, listing.currencySymbol);
  const rental = costs.some((cost) => cost.name === "rent");
  let total = 0;
  const terms = costs.map(({ name, amount, monthly }) => {
    const label = name === "fee" ? (rental ? c.charges : c.fee) : name === "rent" ? c.rent : c.taxes[name];
    const inPeriod = monthly === (period === "month") ? amount : monthly ? amount * 12 : amount / 12;
    total += inPeriod;
    if (monthly === (period === "month")) return `${label} ${money(amount)}`;
    return `${label} ${money(inPeriod)} (${monthly ? `${money(amount)}${book.perMonth} × 12` : `${money(amount)}${c.perYear} ÷ 12`})`;
  });
  const sum = `${terms.join(" + ")}${terms.length > 1 ? ` = ${money(total)}` : ""}`;
  const feeMissing = !taxesOnly && !rental && !costs.some((cost) => cost.name === "fee") ? ` ${book.answer.noHoa(place)}` : "";
  return `${c.sum(place, sum, period, taxesOnly ? "taxes" : rental ? "rental" : "owning")}${feeMissing}`;
}

/** The first number of a value is a rate ("7 %", "3 por ciento"). Linear: one run of digits and separators, then a fixed word. */
const PERCENT_FIRST = /^[^\d]*\d[\d.,]*\s?(?:%|por ciento|pour cent|percent)/u;
/** Taxes and fees paid once, on buying ("Impuestos de compra", "droits de mutation", "transfer tax"). */
// biome-ignore format: one language a line.
const ONE_OFF_WORDS = ["purchase", "transfer tax", "stamp duty", "closing", "de compra", "compraventa", "transmisiones", "itp", "notaria", "mutation", "droits de mutation", "frais de notaire", "notaire"];

/** A pair that gives the rent itself, with or without its charges ("Loyer hors charges", "Loyer charges comprises", "Rent incl. utilities"): no fee. */
const RENT_KEY_WORDS = ["loyer", "loyers", "rent", "alquiler", "renta", "arriendo"];

// biome-ignore format: one language a line.
const COVERS_WORDS = ["includes", "include", "included", "covers", "cover", "incluye", "incluyen", "incluido", "incluida", "incluidos", "cubre", "inclut", "incluent", "inclus", "comprend", "comprennent", "couvre"];

/** The owner's pair that says what the fee covers ("HOA includes: water, trash…", "La cuota de comunidad incluye…"), if any. */
export function feeCovers(listing: Pick<ConciergeListing, "extension">): { Key: string; value: string } | undefined {
  return (listing.extension ?? []).find((pair) => {
    const key = fold(String(pair.Key ?? ""));
    return hasAny(key, FEE_WORDS) && hasAny(key, COVERS_WORDS);
  });
}

/** A rental's monthly charges, when the listing gives them apart from the rent ("Charges mensuelles: CHF 220"); else 0. */
export function monthlyCharges(listing: ConciergeListing): number {
  const fee = costsOf(listing, false).find((cost) => cost.name === "fee");
  return fee ? (fee.monthly ? fee.amount : fee.amount / 12) : 0;
}
