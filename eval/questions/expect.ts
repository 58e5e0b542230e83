import type { EvalListing } from "../fixtures/types";
import { priceOf } from "./derive";
import type { Expectation, LanguageCode } from "./types";

// Builders of expectations. Listings are named by MLS number or address (answers name both);
// numbers are accepted in every usual grouping ("450,000", "450.000", "450 000").

/** How many listings an answer shows in full (design: up to 3, at most 5). */
export const SHOWN = 3;

const named = (listing: EvalListing) => [listing.fields.MLSNumber, listing.fields.Address ?? listing.fields.MLSNumber];

export const empty = (): Expectation => ({ mustContain: [], mustNotContain: [] });

export function merge(...parts: Partial<Expectation>[]): Expectation {
  const out = empty();
  for (const part of parts) {
    out.mustContain.push(...(part.mustContain ?? []));
    out.mustNotContain.push(...(part.mustNotContain ?? []));
    if (part.noAnswer !== undefined) out.noAnswer = part.noAnswer;
    if (part.language !== undefined) out.language = part.language;
  }
  return out;
}

/** Each listing must be named (when there are few), else at least one of them. */
export function shows(listings: readonly EvalListing[]): Partial<Expectation> {
  if (listings.length === 0) throw new Error("shows() of no listings: use a nomatch expectation");
  if (listings.length <= SHOWN) return { mustContain: listings.map(named) };
  return { mustContain: [listings.flatMap(named)] };
}

/** One of these (tied) listings must be named. */
export const oneOf = (listings: readonly EvalListing[]): Partial<Expectation> => ({ mustContain: [listings.flatMap(named)] });

/** None of these may be named (by MLS number: addresses can share a house number). */
export const hides = (listings: readonly EvalListing[]): Partial<Expectation> => ({ mustNotContain: listings.map((l) => l.fields.MLSNumber) });

/** The digits of n in the usual groupings. */
export function numberForms(n: number): string[] {
  const digits = String(Math.round(n));
  const group = (separator: string) => {
    const parts: string[] = [];
    for (let end = digits.length; end > 0; end -= 3) parts.unshift(digits.slice(Math.max(0, end - 3), end));
    return parts.join(separator);
  };
  const forms = new Set([digits, group(","), group("."), group(" ")]);
  if (n >= 1000 && n % 1000 === 0) forms.add(`${n / 1000}k`);
  if (n >= 1_000_000 && n % 10_000 === 0) for (const sep of [".", ","]) for (const space of [" ", ""]) forms.add(`${String(n / 1_000_000).replace(".", sep)}${space}m`);
  return [...forms];
}

const WORDS: Record<LanguageCode, string[]> = {
  en: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"],
  es: ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce"],
  fr: ["zero", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze"],
};
const EXTRA_ONE: Record<LanguageCode, string[]> = { en: ["a single", "only one", "just one"], es: ["una", "un solo", "una sola"], fr: ["une", "un seul", "une seule"] };

/** A count: the number in digits or in words. */
export function count(n: number, lang: LanguageCode): Partial<Expectation> {
  const words = n < WORDS[lang].length ? [WORDS[lang][n]!] : [];
  return { mustContain: [[...numberForms(n), ...words, ...(n === 1 ? EXTRA_ONE[lang] : [])]] };
}

export const price = (listing: EvalListing): Partial<Expectation> => ({ mustContain: [numberForms(priceOf(listing))] });

export const says = (...anyOf: string[]): Partial<Expectation> => ({ mustContain: [anyOf] });
export const never = (...texts: string[]): Partial<Expectation> => ({ mustNotContain: texts });

export const STATUS_WORDS = {
  pending: ["pending", "under contract", "pendiente", "reservad", "en tramite", "bajo contrato", "en attente", "sous contrat", "sous offre", "sous promesse", "vendu sous condition"],
  sold: ["sold", "vendid", "vendu"],
  offMarket: ["off market", "off-market", "not on the market", "fuera del mercado", "retirad", "hors marche", "retire du marche"],
  comingSoon: ["coming soon", "proximamente", "pronto", "bientot", "a venir"],
};

export const NO_MATCH_WORDS: Record<LanguageCode, string[]> = {
  en: ["no ", "don't", "do not", "couldn't", "could not", "can't", "cannot", "not find", "none", "nothing"],
  es: ["no ", "ningun", "ninguna", "nada"],
  fr: ["aucun", "aucune", "pas de", "n'ai pas", "ne trouve", "rien", "pas trouv"],
};

export const AGENT_WORDS = ["agent", "agente", "asesor", "broker", "realtor", "courtier", "conseill", "equipe", "equipo", "someone", "alguien", "quelqu"];
export const CONTACT_WORDS = ["email", "e-mail", "phone", "number", "correo", "telefono", "numero", "courriel", "telephone", "coordonn", "contact"];
