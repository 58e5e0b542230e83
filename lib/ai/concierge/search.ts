import { and, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { listings } from "@/db/schema";
import { coveredCityNames, resolveCityKeys } from "./search-cities";
import { conciergeColumns, toConciergeListing } from "./search-columns";
import { listingConditions, ordering } from "./search-conditions";
import { findListing } from "./search-lookup";
import { relaxations } from "./search-relax";
import type { ConciergeListing, SearchFilters, ListingSort, Relaxation } from "./types";

// The concierge's searches: a page of matches in the order asked for and their exact total,
// or only the total. When nothing matches, the answer gets the cities the chatbot covers and
// the nearest relaxation that finds something (search-relax.ts).

export { cachedCities, listCities, listCoverage } from "./search-cities";
export { compareListings, findListing, mlsQuery } from "./search-lookup";

interface SearchArgs {
  db: Database;
  chatbotId: string;
  filters: SearchFilters;
}

/** What a city filter means in stored city keys, resolved once per search (undefined without a city); any of several cities named. */
async function cityKeysFor({ db, chatbotId, filters }: SearchArgs): Promise<string[] | undefined> {
  if (!filters.city?.trim()) return undefined;
  const cities = [...new Set([filters.city, ...(filters.cities ?? [])].map((city) => city.trim()).filter(Boolean))].slice(0, MAX_CITIES);
  const keys = await Promise.all(cities.map((city) => resolveCityKeys({ db, chatbotId, city })));
  return [...new Set(keys.flat())];
}

/** The most cities one search is over ("Madrid or Málaga"). */
const MAX_CITIES = 5;

/** An answer shows a handful of listings; no caller needs more than 50 rows read. */
const pageSize = (limit: number) => (Number.isFinite(limit) ? Math.max(0, Math.min(50, Math.floor(limit))) : 5);
/** "Show me more" skips the matches already shown: at most 50 of them. */
const pageOffset = (offset: number | undefined) => (offset !== undefined && Number.isFinite(offset) ? Math.max(0, Math.min(50, Math.floor(offset))) : 0);

/**
 * The first `limit` matches in the order asked for: the query itself, so that its plan can be
 * checked. The matches are chosen by id first (an index-only scan of listings_concierge_idx when
 * no words or features are asked for), and only the page's rows are read whole.
 */
export function searchPageQuery({
  db,
  chatbotId,
  filters,
  sort,
  limit,
  offset = 0,
  cityKeys,
}: SearchArgs & { sort?: ListingSort; limit: number; offset?: number; cityKeys?: string[] }) {
  const order = ordering(sort, filters.saleType);
  const chosen = db
    .select({ id: listings.id })
    .from(listings)
    .where(listingConditions(chatbotId, filters, cityKeys))
    .orderBy(...order)
    .limit(pageSize(limit))
    .offset(pageOffset(offset));
  return db
    .select(conciergeColumns)
    .from(listings)
    .where(and(eq(listings.chatbotId, chatbotId), inArray(listings.id, chosen)))
    .orderBy(...order);
}

export function countQuery({ db, chatbotId, filters, cityKeys }: SearchArgs & { cityKeys?: string[] }) {
  return db
    .select({ total: count() })
    .from(listings)
    .where(listingConditions(chatbotId, filters, cityKeys));
}

const usesText = (filters: SearchFilters) =>
  Boolean(filters.features?.length || filters.anyFeatures?.length || filters.excludedFeatures?.length || filters.text?.length || filters.place);

/**
 * How many listings match. A count through the text index (a feature, a word) ANDs its bitmap
 * with a chatbot's; with the default 4 MB of work memory a common feature's bitmap turns lossy
 * and every listing on those pages is checked again (pool on a 150,000-listing bot: 310 ms, with
 * 32 MB 140 ms). That count alone gets more, for its transaction only.
 */
async function countMatches(args: SearchArgs & { cityKeys?: string[] }): Promise<number> {
  if (!usesText(args.filters)) return Number((await countQuery(args))[0]?.total ?? 0);
  return args.db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    return Number((await countQuery({ ...args, db: tx }))[0]?.total ?? 0);
  });
}

/** How many listings match, as a search's total counts them (Insights sets the demand it saw against it). */
export async function counted(args: SearchArgs): Promise<number> {
  return countMatches({ ...args, cityKeys: await cityKeysFor(args) });
}

/** When nothing matched: the cities covered (any status, most listings first) and the first relaxation that finds something. */
async function whenNothing(args: SearchArgs): Promise<{ nearest?: Relaxation; cities: string[] }> {
  const cities = await coveredCityNames(args);
  for (const relaxation of relaxations(args.filters)) {
    const total = await counted({ ...args, filters: relaxation.filters });
    if (total === 0) continue;
    // "Between 337,500 and 625,000 there is 1": which one, said at once, rather than "would you like to see it?".
    const relaxed = { ...args, filters: relaxation.filters };
    // Named only when a range was widened (a price, rooms, a size) or the kind asked left aside (a duplex for "un appart"):
    // a home without what the visitor needs ("pets allowed", "a garage") or with what they ruled out is offered, never named.
    const widened = relaxation.dropped.every((key) => NAMED_WHEN_WIDENED.has(key));
    const few =
      total <= NEAREST_NAMED && widened
        ? (await searchPageQuery({ ...relaxed, limit: NEAREST_NAMED, cityKeys: await cityKeysFor(relaxed) })).map(toConciergeListing)
        : [];
    return { nearest: { ...relaxation, total, ...(few.length > 0 && { listings: few }) }, cities };
  }
  return { cities };
}

/** How few homes the nearest relaxation finds for the answer to name them. */
export const NEAREST_NAMED = 3;
const NAMED_WHEN_WIDENED: ReadonlySet<string> = new Set(["price", "bedrooms", "bathrooms", "area", "lotArea", "yearBuilt", "daysOnMarket", "hoa", "kinds"]);

export interface SearchResult {
  total: number;
  listings: ConciergeListing[];
  nearest?: Relaxation;
  cities?: string[];
}

/** How many listings match, and `limit` of them in the order asked for (by default the most recently listed), after the first `offset`. */
export async function searchListings({
  db,
  chatbotId,
  filters,
  sort,
  limit,
  offset,
}: SearchArgs & { sort?: ListingSort; limit: number; offset?: number }): Promise<SearchResult> {
  // The page and the total are read side by side (on two connections of the pool): a search
  // costs the slower of the two, not their sum. The total counts the page's own snapshot or a
  // later one; a listing written in between is the only difference either way.
  const cityKeys = await cityKeysFor({ db, chatbotId, filters });
  const size = pageSize(limit);
  const [rows, total] = await Promise.all([
    size === 0 ? [] : searchPageQuery({ db, chatbotId, filters, sort, limit: size, offset, cityKeys }),
    countMatches({ db, chatbotId, filters, cityKeys }),
  ]);
  const found = { total: Math.max(rows.length > 0 ? rows.length + pageOffset(offset) : 0, total), listings: rows.map(toConciergeListing) };
  return found.total > 0 ? found : { ...found, ...(await whenNothing({ db, chatbotId, filters })) };
}

/**
 * A search for homes like a listing (`similarTo`, "anything similar?"): its city, its kind and its sale type, under the
 * other filters given (which win), on the market unless they say otherwise; the listing itself is left out of what is
 * found. The filters it searched with are returned, for a follow-up to narrow ("cheaper ones?"). A listing not found
 * leaves the other filters alone.
 */
export async function searchSimilar(
  args: SearchArgs & { sort?: ListingSort; limit: number; offset?: number },
): Promise<{ filters: SearchFilters; found: SearchResult }> {
  const { similarTo, ...rest } = args.filters;
  const like = similarTo === undefined ? null : await findListing({ db: args.db, chatbotId: args.chatbotId, ref: { id: similarTo } });
  if (!like) return { filters: rest, found: await searchListings({ ...args, filters: rest }) };
  const filters: SearchFilters = {
    ...(like.city && !rest.cities ? { city: like.city } : {}),
    ...(like.kind ? { kinds: [like.kind] } : {}),
    saleType: like.saleType,
    ...rest,
  };
  const found = await searchListings({ ...args, filters, limit: args.limit + 1 });
  const others = found.listings.filter((listing) => listing.id !== like.id);
  const left = others.length < found.listings.length ? 1 : 0;
  return { filters, found: { ...found, total: Math.max(0, found.total - left), listings: others.slice(0, args.limit) } };
}

/** How many listings match; when none, the cities covered and the nearest relaxation. */
export async function countListings(args: SearchArgs): Promise<{ total: number; nearest?: Relaxation; cities?: string[] }> {
  const total = await counted(args);
  return total > 0 ? { total } : { total, ...(await whenNothing(args)) };
}

/** A listing new to a saved search: created, made cheaper, or back on the market in the window it was checked over. */
export interface NewMatch {
  listing: ConciergeListing;
  /** Why it is news: listed in the window, or listed before it and made cheaper, or back on the market (a sale fell through). */
  news: "new" | "reduced" | "back";
}

/**
 * Listings on the market that match `filters` and arrived, had their price lowered, or came back
 * on the market in (since, through]: what a visitor's alert mails (lib/alerts). Newest news first,
 * at most `limit`.
 */
export async function newMatches({
  db,
  chatbotId,
  filters,
  since,
  through,
  limit,
}: SearchArgs & { since: Date; through: Date; limit: number }): Promise<NewMatch[]> {
  const cityKeys = await cityKeysFor({ db, chatbotId, filters });
  const within = (column: SQL) => sql`(${column} > ${since.toISOString()}::timestamptz and ${column} <= ${through.toISOString()}::timestamptz)`;
  const created = within(sql`${listings.createdAt}`);
  const reduced = within(sql`price_reduced_at`);
  const back = within(sql`back_on_market_at`);
  const rows = await db
    .select({ ...conciergeColumns, created: sql<boolean>`${created}`, back: sql<boolean>`${back}` })
    .from(listings)
    .where(and(listingConditions(chatbotId, filters, cityKeys), sql`(${created} or ${reduced} or ${back})`))
    .orderBy(
      sql`greatest(${listings.createdAt}, coalesce(price_reduced_at, ${listings.createdAt}), coalesce(back_on_market_at, ${listings.createdAt})) desc`,
      sql`${listings.id} desc`,
    )
    .limit(pageSize(limit));
  // A home back on the market is said so even when its price also went down: that is the bigger news.
  return rows.map(({ created, back, ...row }) => ({ listing: toConciergeListing(row), news: created ? "new" : back ? "back" : "reduced" }));
}
