import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { listings } from "@/db/schema";

export interface ListingFilters {
  CityName?: string;
  SaleType?: "for_sale" | "for_rent";
  MLSNumber?: string;
}

/** The listings of one chatbot that match the list filters; each combination has an index. */
export function listingFilter(chatbotId: string, filters: ListingFilters) {
  return and(
    eq(listings.chatbotId, chatbotId),
    filters.CityName !== undefined ? eq(listings.cityKey, sql`lower(btrim(${filters.CityName}))`) : undefined,
    filters.SaleType !== undefined ? eq(listings.SaleType, filters.SaleType) : undefined,
    filters.MLSNumber !== undefined ? eq(listings.MLSNumber, filters.MLSNumber) : undefined,
  );
}

/** One page, newest first; the id breaks no ties because it is unique, so the order is stable. */
export function listingPageQuery(db: Database, chatbotId: string, filters: ListingFilters, page: { number: number; size: number }) {
  return db
    .select()
    .from(listings)
    .where(listingFilter(chatbotId, filters))
    .orderBy(desc(listings.id))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
}

export function listingCountQuery(db: Database, chatbotId: string, filters: ListingFilters) {
  return db.select({ total: count() }).from(listings).where(listingFilter(chatbotId, filters));
}
