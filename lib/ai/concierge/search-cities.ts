import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { listingCounts, listings } from "@/db/schema";
import { statusesFor } from "./search-conditions";
import { fold } from "./text";
import { setBounded } from "@/lib/bounded-map";

// The chatbot's cities. A city filter is matched case- and accent-insensitively ("Montreal"
// finds "Montréal", "sao paulo" finds "São Paulo") and, failing that, by trigram similarity for
// a typo ("Barcelna"); it is resolved to the stored city keys first, from the few rows of
// listing_counts, so that the listing queries use the (chatbot_id, city_key, …) indexes.

const SIMILAR_CITY = 0.45;
/** No chatbot covers more; a parser reading city names needs no longer list. */
const MAX_CITIES = 500;

/** One typo in five letters or more, two in nine or more; none in shorter names. */
const allowedTypos = (word: string) => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);

/** Edits (insert, delete, change, swap two neighbours) from one folded city to another; capped at 3. */
function typos(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2 || a.length > 60 || b.length > 60) return 3;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return Math.min(3, rows[a.length]![b.length]!);
}

/** The stored city keys (lower-cased cities) a typed city means; empty when none is near. */
export async function resolveCityKeys({ db, chatbotId, city }: { db: Database; chatbotId: string; city: string }): Promise<string[]> {
  const typed = city.trim().slice(0, 100);
  if (!typed) return [];
  // The usual case, a city the chatbot has as typed (any case, accents or not), from the cached list: no query.
  const wanted = fold(typed);
  const known = (await cachedCities(db, chatbotId)).filter((cached) => fold(cached.key) === wanted);
  if (known.length > 0) return known.map((cached) => cached.key);
  // A key's count is spread over shards (migration 0022): a city is there when their sum is.
  const rows = await db
    .select({
      cityKey: listingCounts.cityKey,
      folded: sql<string>`casabot_fold(${listingCounts.cityKey})`,
      same: sql<boolean>`casabot_fold(${listingCounts.cityKey}) = casabot_fold(${typed})`,
      score: sql<number>`similarity(casabot_fold(${listingCounts.cityKey}), casabot_fold(${typed}))`,
    })
    .from(listingCounts)
    .where(eq(listingCounts.chatbotId, chatbotId))
    .groupBy(listingCounts.cityKey)
    .having(sql`sum(${listingCounts.listings}) > 0`);
  const same = rows.filter((row) => row.same === true || String(row.same) === "true" || String(row.same) === "t");
  if (same.length > 0) return same.map((row) => row.cityKey);
  const near = rows.filter((row) => Number(row.score) >= SIMILAR_CITY || typos(row.folded, wanted) <= allowedTypos(wanted));
  const best = near.sort((a, b) => typos(a.folded, wanted) - typos(b.folded, wanted) || Number(b.score) - Number(a.score))[0];
  return best ? [best.cityKey] : [];
}

/**
 * Available listings per city, most first: what the chatbot covers. Counted from an index alone;
 * each city's name as stored is then read from one of its listings.
 */
export async function listCoverage({ db, chatbotId }: { db: Database; chatbotId: string }): Promise<{ city: string; total: number }[]> {
  const perCity = db
    .select({ cityKey: listings.cityKey, total: count().as("total") })
    .from(listings)
    .where(and(eq(listings.chatbotId, chatbotId), inArray(listings.Status, statusesFor("available")!), sql`${listings.cityKey} <> ''`))
    .groupBy(listings.cityKey)
    .as("per_city");
  const named = sql<string>`(select l.city from listings l where l.chatbot_id = ${chatbotId} and l.city_key = "per_city"."city_key" order by l.id desc limit 1)`;
  const rows = await db.select({ city: named, total: perCity.total }).from(perCity).orderBy(desc(perCity.total), asc(perCity.cityKey));
  return rows.map((row) => ({ city: String(row.city ?? "").trim(), total: Number(row.total) }));
}

/** A city the chatbot has listings in: its name as stored once, and its key (lower(btrim(city))). */
export interface ChatbotCity {
  name: string;
  key: string;
}

/**
 * The cities the chatbot has listings in (any status), most listings first, each as stored once.
 * Read from the few rows of listing_counts, then one listing per city for its name: no scan of
 * the listings (a DISTINCT over a 150,000-listing chatbot took 290 ms; this takes 2).
 */
async function readCities({ db, chatbotId }: { db: Database; chatbotId: string }): Promise<ChatbotCity[]> {
  const perCity = db
    .select({ cityKey: listingCounts.cityKey, total: sql<number>`sum(${listingCounts.listings})`.as("total") })
    .from(listingCounts)
    .where(and(eq(listingCounts.chatbotId, chatbotId), sql`${listingCounts.cityKey} <> ''`))
    .groupBy(listingCounts.cityKey)
    .having(sql`sum(${listingCounts.listings}) > 0`)
    .as("per_city");
  const named = sql<string>`(select l.city from listings l where l.chatbot_id = ${chatbotId} and l.city_key = "per_city"."city_key" order by l.id desc limit 1)`;
  const rows = await db.select({ key: perCity.cityKey, city: named }).from(perCity).orderBy(desc(perCity.total), asc(perCity.cityKey)).limit(MAX_CITIES);
  return rows.flatMap((row) => {
    const name = String(row.city ?? "").trim();
    return name ? [{ name, key: row.key }] : [];
  });
}

export async function listCities({ db, chatbotId }: { db: Database; chatbotId: string }): Promise<string[]> {
  return (await readCities({ db, chatbotId })).map((city) => city.name);
}

/**
 * The chatbot's cities cached in this process for a minute (each server process has its own, each
 * of WEB_CONCURRENCY workers too, each at most a minute old). They change rarely, guide the reading of a message ("Austin rentals" with no "in") and
 * resolve a city filter as typed, so a minute-old list will do: a city added since is still found
 * by resolveCityKeys's query, one whose listings are gone finds nothing, as it would.
 */
const CITY_CACHE_MS = 60_000;
/** The last chatbots asked for: one server hosts any number, and a list outlives its minute until replaced. */
const CITY_CACHE_CHATBOTS = 1000;
const cityCache = new Map<string, { at: number; cities: Promise<ChatbotCity[]> }>();

export function cachedCities(db: Database, chatbotId: string): Promise<ChatbotCity[]> {
  const cached = cityCache.get(chatbotId);
  if (cached && Date.now() - cached.at < CITY_CACHE_MS) return cached.cities;
  const cities = readCities({ db, chatbotId });
  setBounded(cityCache, chatbotId, { at: Date.now(), cities }, CITY_CACHE_CHATBOTS);
  cities.catch(() => cityCache.delete(chatbotId));
  return cities;
}

/** For an answer that found nothing: the cities covered, most listings first. */
export const coveredCityNames = listCities;
