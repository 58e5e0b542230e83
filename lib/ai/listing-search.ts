import type { Database } from "@/db/client";
import * as search from "./concierge/search";
import type { ConciergeListing, ListingFilters, ListingRef, ListingSort, Relaxation } from "./concierge/types";

// The search side's functions as the tools call them (design: SEARCH part). TEMPORARY SHIM
// while lib/ai/concierge/search.ts is rewritten: at the merge this file becomes re-exports of
// the search side's own searchListings, countListings, findListing, compareListings and
// listCoverage, which have exactly these signatures.

interface Scope {
  db: Database;
  chatbotId: string;
}

export interface Found {
  total: number;
  nearest?: Relaxation;
  cities?: string[];
}

const legacySort = (sort: ListingSort | undefined) => (sort?.field === "price" ? (sort.direction === "asc" ? "price_asc" : "price_desc") : sort?.field === "area" ? "area_desc" : "newest");

const AVAILABLE = new Set(["Active", "ComingSoon", "PreOnMarket"]);

export async function searchListings({ db, chatbotId, filters, sort, limit }: Scope & { filters: ListingFilters; sort?: ListingSort; limit: number }): Promise<Found & { listings: ConciergeListing[] }> {
  const found = await search.searchListings({ db, chatbotId, filters, sort: legacySort(sort) as never, limit: 50 });
  const ids = filters.ids ? new Set(filters.ids) : undefined;
  const available = (listing: { status: string }) => filters.availability === "any" || filters.availability !== undefined || AVAILABLE.has(listing.status);
  const listings = found.listings.filter((listing) => available(listing) && (!ids || ids.has(listing.id)));
  return { total: listings.length, listings: listings.slice(0, limit) as ConciergeListing[] };
}

export async function countListings({ db, chatbotId, filters }: Scope & { filters: ListingFilters }): Promise<Found> {
  return { total: await search.countListings({ db, chatbotId, filters }) };
}

export async function findListing({ db, chatbotId, ref }: Scope & { ref: ListingRef }): Promise<ConciergeListing | null> {
  const key = "id" in ref ? { listingId: ref.id } : ref;
  return (await search.findListing({ db, chatbotId, ...key })) as ConciergeListing | null;
}

export async function compareListings({ db, chatbotId, refs }: Scope & { refs: ListingRef[] }): Promise<{ listings: ConciergeListing[]; missing: string[] }> {
  const listings: ConciergeListing[] = [];
  const missing: string[] = [];
  for (const ref of refs) {
    const listing = await findListing({ db, chatbotId, ref });
    if (listing) listings.push(listing);
    else missing.push(String(Object.values(ref)[0]));
  }
  return { listings, missing };
}

export async function listCoverage({ db, chatbotId }: Scope): Promise<{ city: string; total: number }[]> {
  const cities = await search.listCities({ db, chatbotId });
  const counted = await Promise.all(cities.map(async (city) => ({ city, total: await search.countListings({ db, chatbotId, filters: { city } }) })));
  return counted.sort((a, b) => b.total - a.total);
}
