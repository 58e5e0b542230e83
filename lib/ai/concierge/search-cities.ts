import { and, asc, count, desc, eq, inArray, min, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { listingCounts, listings } from "@/db/schema";
import { statusesFor } from "./search-conditions";

// The chatbot's cities. A city filter is matched case- and accent-insensitively ("Montreal"
// finds "Montréal", "sao paulo" finds "São Paulo") and, failing that, by trigram similarity for
// a typo ("Barcelna"); it is resolved to the stored city keys first, from the few rows of
// listing_counts, so that the listing queries use the (chatbot_id, city_key, …) indexes.

const SIMILAR_CITY = 0.45;

/** The stored city keys (lower-cased cities) a typed city means; empty when none is near. */
export async function resolveCityKeys({ db, chatbotId, city }: { db: Database; chatbotId: string; city: string }): Promise<string[]> {
  const typed = city.trim().slice(0, 100);
  if (!typed) return [];
  const rows = await db
    .selectDistinct({
      cityKey: listingCounts.cityKey,
      same: sql<boolean>`casabot_fold(${listingCounts.cityKey}) = casabot_fold(${typed})`,
      score: sql<number>`similarity(casabot_fold(${listingCounts.cityKey}), casabot_fold(${typed}))`,
    })
    .from(listingCounts)
    .where(and(eq(listingCounts.chatbotId, chatbotId), sql`${listingCounts.listings} > 0`));
  const same = rows.filter((row) => row.same === true || String(row.same) === "true" || String(row.same) === "t");
  if (same.length > 0) return same.map((row) => row.cityKey);
  const best = rows.filter((row) => Number(row.score) >= SIMILAR_CITY).sort((a, b) => Number(b.score) - Number(a.score))[0];
  return best ? [best.cityKey] : [];
}

/** Available listings per city, most first: what the chatbot covers. */
export async function listCoverage({ db, chatbotId }: { db: Database; chatbotId: string }): Promise<{ city: string; total: number }[]> {
  const rows = await db
    .select({ city: min(listings.City), total: count() })
    .from(listings)
    .where(and(eq(listings.chatbotId, chatbotId), inArray(listings.Status, statusesFor("available") as never[]), sql`${listings.cityKey} <> ''`))
    .groupBy(listings.cityKey)
    .orderBy(desc(count()), asc(listings.cityKey));
  return rows.map((row) => ({ city: (row.city ?? "").trim(), total: Number(row.total) }));
}

/** Every city the chatbot has listings in, as stored, whatever their status. */
export async function listCities({ db, chatbotId }: { db: Database; chatbotId: string }): Promise<string[]> {
  const rows = await db.selectDistinct({ city: listings.City }).from(listings).where(and(eq(listings.chatbotId, chatbotId), sql`${listings.City} <> ''`));
  return rows.map((row) => row.city);
}
