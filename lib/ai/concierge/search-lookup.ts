import { and, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { listings } from "@/db/schema";
import { conciergeColumns, toConciergeListing } from "./search-columns";
import { statusesFor } from "./search-conditions";
import { idsOf, resolveNamedListings } from "./resolver";
import { mentions } from "./search-features";
import { fold } from "./text";
import type { ConciergeListing, ListingRef } from "./types";

// One listing by id, MLS number (any case) or address typed loosely: "4100 Congress Avenue" for
// "4100 Congress Ave", "4100 congres ave" for a typo (pg_trgm similarity over the folded address,
// through its trigram index). Whatever its status: a visitor asking about one listing is answered.

// biome-ignore format: a table of words, one group a line.
const STREET_WORDS: readonly [string, string][] = [
  ["street", "st"], ["avenue", "ave"], ["road", "rd"], ["boulevard", "blvd"], ["drive", "dr"], ["lane", "ln"], ["court", "ct"], ["place", "pl"],
  ["highway", "hwy"], ["parkway", "pkwy"], ["terrace", "ter"], ["circle", "cir"], ["trail", "trl"], ["north", "n"], ["south", "s"], ["east", "e"], ["west", "w"],
  ["avenida", "av"], ["calle", "c"], ["carrera", "cra"], ["rue", "r"], ["boulevard", "bd"], ["chemin", "ch"],
  ["carrera", "kr"], ["carrera", "kra"], ["calle", "cl"], ["calle", "cll"], ["diagonal", "dg"], ["transversal", "tv"], ["apartamento", "apto"],
  ["avenida", "avda"], ["paseo", "pº"], ["plaza", "pza"], ["carretera", "ctra"], ["boulevard", "boul"], ["route", "rte"],
];
/** Words between a street's name and its number that are no part of the stored address: "Calle Colón nº 8". */
const NUMBER_WORDS = /(?<![\p{L}])(?:nº|n°|no\.|núm\.|num\.|número|numero)(?=\s*\d)/giu;
const HOUSE_NUMBER_WORD = /^#?\d{1,6}[a-z]?,?$/i;
/** "14 de la rue Victor Hugo", "8 de la calle Colón", "5 du boulevard Raspail": the words between a number and its street. */
const NUMBER_OF = /^(\d{1,6}[a-z]?),?\s+(?:de\s+la|de\s+l'|del|du|de)\s+(?=\p{L})/iu;
const DIGIT = /\d/;

/** "Elm St 4" and "4 Elm St", "rue Cartier 45" and "45 rue Cartier": owners and visitors put the number either side. */
function otherOrder(written: string): string | undefined {
  const first = written.indexOf(" ");
  const last = written.lastIndexOf(" ");
  if (first < 0) return undefined;
  const head = written.slice(0, first);
  const tail = written.slice(last + 1);
  const unnumbered = (text: string) => !DIGIT.test(text) && text.trim().length > 0;
  if (HOUSE_NUMBER_WORD.test(tail) && unnumbered(written.slice(0, last)))
    return `${tail.replace("#", "").replace(",", "")} ${written.slice(0, last).replace(/,$/, "")}`;
  if (HOUSE_NUMBER_WORD.test(head) && unnumbered(written.slice(first + 1))) return `${written.slice(first + 1)} ${head.replace(",", "")}`;
  return undefined;
}
const WORD = /\p{L}+/gu;
const SPACES = /\s+/g;
const TRAILING_DOTS = /\.(?=\s|$)/g;
const LIKE_SPECIALS = /[\\%_]/g;
const ADDRESS_LIMIT = 200;
/** How close a typed address must be to a stored one (pg_trgm similarity, 0 to 1). */
const SIMILAR_ADDRESS = 0.45;

const likeEscaped = (text: string) => text.replace(LIKE_SPECIALS, "\\$&");

/** The address as typed, with its street words abbreviated, and spelt out: owners write "St" or "Street". */
export function addressVariants(address: string): string[] {
  const written = address.slice(0, ADDRESS_LIMIT).replace(NUMBER_WORDS, " ").replace(SPACES, " ").replace(TRAILING_DOTS, "").trim().replace(NUMBER_OF, "$1 ");
  const other = otherOrder(written);
  const orders = other ? [written, other] : [written];
  const swap = (typed: string, from: 0 | 1) =>
    typed.replace(WORD, (word) => STREET_WORDS.find((pair) => pair[from] === word.toLowerCase())?.[1 - from] ?? word);
  return [...new Set(orders.flatMap((typed) => [typed, swap(typed, 0), swap(typed, 1)]))].filter(Boolean);
}

const LETTERS_DIGITS = /^([A-Za-z]{1,5})[- ]?(\d{3,12})$/u;

/** The listing with this MLS number as usually spelt (as typed, upper or lower case): a lookup in the (chatbot_id, mls_number) index. */
export function mlsQuery({ db, chatbotId, mlsNumber }: { db: Database; chatbotId: string; mlsNumber: string }) {
  // Letters and digits with or without the dash between them ("sea701" for SEA-701, "TX-1004" for TX1004).
  const parts = LETTERS_DIGITS.exec(mlsNumber);
  const typed = parts ? [mlsNumber, `${parts[1]}-${parts[2]}`, `${parts[1]}${parts[2]}`] : [mlsNumber];
  const spellings = [...new Set(typed.flatMap((each) => [each, each.toUpperCase(), each.toLowerCase()]))];
  return db
    .select(conciergeColumns)
    .from(listings)
    .where(and(eq(listings.chatbotId, chatbotId), inArray(listings.MLSNumber, spellings)))
    .orderBy(desc(listings.id))
    .limit(1);
}

async function first(db: Database, chatbotId: string, condition: SQL, order: SQL[] = [desc(listings.id)]): Promise<ConciergeListing | null> {
  const [row] = await db
    .select(conciergeColumns)
    .from(listings)
    .where(and(eq(listings.chatbotId, chatbotId), condition))
    .orderBy(...order)
    .limit(1);
  return row ? toConciergeListing(row) : null;
}

const HOUSE_NUMBER = /^\d[\d-]*[a-z]?(?= )/;
const LAST_NUMBER = /(?<= )\d[\d-]*[a-z]?$/;

const ENDS_IN_DIGIT = /\d$/;

/**
 * A folded address that starts as typed (or has it from a word start, `inside`); one typed with its
 * number last ("calle larios 4") is not "calle larios 45".
 */
const startsAs = (address: SQL, variant: string, inside = false) => {
  const escaped = `${inside ? "% " : ""}${likeEscaped(variant)}`;
  if (!ENDS_IN_DIGIT.test(variant)) return sql`${address} like ${`${escaped}%`}`;
  return or(...["", " %", ",%", "-%", "#%"].map((tail) => sql`${address} like ${`${escaped}${tail}`}`))!;
};

/**
 * By address: first one that starts as typed (any street-word spelling, any accents), through
 * the (chatbot_id, folded address) index; then, for a typo, the most similar address with the
 * same house number, or any similar address of the chatbot through the trigram index.
 */
async function byAddress(db: Database, chatbotId: string, typed: string): Promise<ConciergeListing | null> {
  const folded = [...new Set(addressVariants(typed).map(fold))].filter(Boolean);
  if (folded.length === 0) return null;
  const address = sql`casabot_fold(${listings.Address})`;
  const startsAsTyped = or(...folded.map((variant) => startsAs(address, variant)))!;
  const prefixed = await first(db, chatbotId, startsAsTyped, [sql`length(${listings.Address})`, desc(listings.id)]);
  if (prefixed) return prefixed;
  // "Arturo Soria" for "Calle de Arturo Soria 300": the street's own words, from a word start (the trigram index serves the LIKE).
  const inside = folded.filter((variant) => variant.length >= 5 && !HOUSE_NUMBER.test(variant));
  const named =
    inside.length > 0
      ? await first(db, chatbotId, or(...inside.map((variant) => startsAs(address, variant, true)))!, [sql`length(${listings.Address})`, desc(listings.id)])
      : null;
  if (named) return named;
  const score = sql`greatest(${sql.join(
    folded.map((variant) => sql`similarity(${address}, ${variant})`),
    sql`, `,
  )})`;
  const number = HOUSE_NUMBER.exec(folded[0]!)?.[0];
  // A number typed last must be the listing's number too: "Calle Victoria 34" is not Calle Victoria 33.
  const last = number ? undefined : LAST_NUMBER.exec(folded[0]!)?.[0];
  const similar = or(...folded.map((variant) => sql`${address} % ${variant}`))!;
  const anywhere = (value: string) =>
    or(
      sql`${address} like ${`${likeEscaped(value)} %`}`,
      sql`${address} like ${`% ${likeEscaped(value)}`}`,
      sql`${address} like ${`% ${likeEscaped(value)} %`}`,
      sql`${address} like ${`% ${likeEscaped(value)},%`}`,
    )!;
  // A number typed first may be an owner's number last ("8 calle Colón" for "Calle Colón 8").
  const candidates = number
    ? or(sql`${address} like ${`${likeEscaped(number)} %`}`, and(similar, anywhere(number)))!
    : last
      ? and(similar, anywhere(last))!
      : similar;
  return first(db, chatbotId, and(candidates, sql`${score} >= ${SIMILAR_ADDRESS}`)!, [sql`${score} desc`, desc(listings.id)]);
}

/** One listing of the chatbot by id, MLS number (any case) or address (loosely); null when none. */
export async function findListing({ db, chatbotId, ref }: { db: Database; chatbotId: string; ref: ListingRef }): Promise<ConciergeListing | null> {
  if ("id" in ref) return Number.isSafeInteger(ref.id) ? first(db, chatbotId, eq(listings.id, ref.id)) : null;
  if ("mlsNumber" in ref) {
    const mls = String(ref.mlsNumber ?? "")
      .trim()
      .slice(0, 100);
    if (!mls) return null;
    const [row] = await mlsQuery({ db, chatbotId, mlsNumber: mls });
    // Any other mix of cases falls back to a scan of the chatbot's rows.
    return row ? toConciergeListing(row) : first(db, chatbotId, sql`lower(${listings.MLSNumber}) = lower(${mls})`);
  }
  const typed = String(ref.address ?? "").trim();
  if (!typed) return null;
  return (await byAddress(db, chatbotId, typed)) ?? (DIGIT.test(typed) ? null : ((await byName(db, chatbotId, typed)) ?? byArea(db, chatbotId, typed)));
}

/**
 * "The Quillmark Lofts", "Acequia Madre": a name with no number, as a provider's model passes it, is the one
 * listing the resolver finds by it (the concierge's own reading does the same before it calls a tool).
 */
async function byName(db: Database, chatbotId: string, typed: string): Promise<ConciergeListing | null> {
  const spans = await resolveNamedListings(db, chatbotId, typed.slice(0, ADDRESS_LIMIT), []);
  const ids = [...new Set(spans.flatMap(idsOf))];
  return ids.length === 1 ? first(db, chatbotId, eq(listings.id, ids[0]!)) : null;
}

/**
 * "El piso de Triana", "the house on Magazine": words with no number that name no stored street may name an area, found in
 * the listings' text (their area, description, address). The one listing they find, an available one first; none when several.
 */
async function byArea(db: Database, chatbotId: string, typed: string): Promise<ConciergeListing | null> {
  const named = mentions(typed.slice(0, ADDRESS_LIMIT));
  if (!named) return null;
  for (const statuses of [statusesFor("available"), null]) {
    const rows = await db
      .select(conciergeColumns)
      .from(listings)
      .where(and(eq(listings.chatbotId, chatbotId), named, statuses ? inArray(listings.Status, statuses) : undefined))
      .orderBy(desc(listings.id))
      .limit(2);
    if (rows.length === 1) return toConciergeListing(rows[0]!);
    if (rows.length > 1) return null;
  }
  return null;
}

const refLabel = (ref: ListingRef) => ("id" in ref ? String(ref.id) : "mlsNumber" in ref ? ref.mlsNumber : ref.address);

/** Two or three listings side by side, in the order asked; `missing` are the references that found none. */
export async function compareListings({
  db,
  chatbotId,
  refs,
}: {
  db: Database;
  chatbotId: string;
  refs: ListingRef[];
}): Promise<{ listings: ConciergeListing[]; missing: string[] }> {
  const found: ConciergeListing[] = [];
  const missing: string[] = [];
  for (const ref of refs.slice(0, 5)) {
    const listing = await findListing({ db, chatbotId, ref });
    if (!listing) missing.push(refLabel(ref));
    else if (!found.some((other) => other.id === listing.id)) found.push(listing);
  }
  return { listings: found, missing };
}
