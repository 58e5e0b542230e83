import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { preparedOnce } from "@/db/prepared";
import { cityKey, listingCounts, listings } from "@/db/schema";
import { LISTING_FILTER_NAMES, type ListingFilters, type SaleType } from "./filters";
import { LIST_ITEM_SOURCE_FIELDS, type ListItemSource } from "./format";

/**
 * The columns a list item shows, each named as the property toListItem reads: a page's rows
 * are then items' sources as the driver gives them. Drizzle's row mapping (a type check per
 * column per row) was a fifth of a list request's CPU, and the columns no item shows (dates,
 * the chatbot, the city key) were read and mapped for nothing (issue 38).
 */
export const listItemColumns = Object.fromEntries(LIST_ITEM_SOURCE_FIELDS.map((field) => [field, sql`${listings[field]}`.as(field)])) as {
  [F in (typeof LIST_ITEM_SOURCE_FIELDS)[number]]: SQL.Aliased<ListItemSource[F]>;
};

/** A page's row: an item's source and how many match (the driver's text for a bigint). */
export type ListingPageRow = ListItemSource & { total: number | string };

/** The listings of one chatbot that match the list filters; each combination has an index. */
export function listingFilter(chatbotId: string, filters: ListingFilters) {
  return and(
    eq(listings.chatbotId, chatbotId),
    filters.CityName !== undefined ? eq(listings.cityKey, cityKey(filters.CityName)) : undefined,
    filters.SaleType !== undefined ? eq(listings.SaleType, filters.SaleType) : undefined,
    filters.MLSNumber !== undefined ? eq(listings.MLSNumber, filters.MLSNumber) : undefined,
  );
}

/**
 * One page, newest first (the id is unique, so the order is stable), each row carrying
 * VirtualCount. The count is a scalar subquery, run once: page and count come from one
 * statement, hence one snapshot, with no transaction and one round trip. A later page
 * skips its offset on the index alone (an index-only scan of ids) and reads only the
 * rows it shows: page 500 then reads 20 listings, not 10,000.
 */
export function listingPageQuery(db: Database, chatbotId: string, filters: ListingFilters, page: { number: number; size: number }) {
  return pageQuery(db, chatbotId, filters, page.size, (page.number - 1) * page.size, page.number > 1);
}

/**
 * Newest first, spelled as the index that serves the filter is ordered. The id is never null,
 * so both spellings give the same rows; but PostgreSQL walks an index in order only when the
 * nulls' place matches too. The key (chatbot, id) is ascending: read backwards it is `id desc`
 * (nulls first). The city and sale-type indexes end in `id desc nulls last`: asked for plain
 * `id desc`, the planner read every listing of a chatbot's city and sorted them to show 20
 * (a city of 6,000: 10.8 ms, not 0.08; issue 38).
 */
const newestFirst = (filters: ListingFilters) =>
  filters.CityName !== undefined || filters.SaleType !== undefined ? sql`${listings.id} desc nulls last` : desc(listings.id);

function pageQuery(db: Database, chatbotId: string, filters: ListingFilters, size: number, offset: number, later: boolean) {
  const matching = listingFilter(chatbotId, filters);
  const newest = newestFirst(filters);
  const where = later
    ? and(
        eq(listings.chatbotId, chatbotId),
        inArray(listings.id, db.select({ id: listings.id }).from(listings).where(matching).orderBy(newest).limit(size).offset(offset)),
      )
    : matching;
  return db
    .select({ ...listItemColumns, total: sql<number | string>`(${listingCountQuery(db, chatbotId, filters)})`.as("total") })
    .from(listings)
    .where(where)
    .orderBy(newest)
    .limit(size);
}

/**
 * listingPageQuery, built once per database and shape (which filters, first page or not)
 * with placeholders: a list request then costs no query building, and PostgreSQL reuses
 * the statement's parse.
 */
export function listingPage(db: Database, chatbotId: string, filters: ListingFilters, page: { number: number; size: number }) {
  const shape = LISTING_FILTER_NAMES.map((key) => (filters[key] === undefined ? "-" : "f")).join("") + (page.number > 1 ? "l" : "1");
  const prepared = preparedOnce(db, `listing_page_${shape}`, (db) => {
    const slot = <T>(name: string) => sql.placeholder(name) as unknown as T;
    const shaped: ListingFilters = {
      ...(filters.CityName !== undefined && { CityName: slot<string>("city") }),
      ...(filters.SaleType !== undefined && { SaleType: slot<SaleType>("sale") }),
      ...(filters.MLSNumber !== undefined && { MLSNumber: slot<string>("mls") }),
    };
    return pageQuery(db, slot("chatbot"), shaped, slot("size"), slot("offset"), page.number > 1).prepare(`listing_page_${shape}`);
  });
  // all(): the driver's rows as they come, not mapped by Drizzle (see listItemColumns). Every
  // prepared query has it, though a select's type does not say so.
  return (prepared as unknown as { all(values: Record<string, unknown>): Promise<unknown> }).all({
    chatbot: chatbotId,
    city: filters.CityName,
    sale: filters.SaleType,
    mls: filters.MLSNumber,
    size: page.size,
    offset: (page.number - 1) * page.size,
  }) as Promise<ListingPageRow[]>;
}

/**
 * VirtualCount: how many listings match. Without an MLS number it is a sum over the
 * chatbot's counters per city and sale type (db/schema.ts listingCounts), a few rows
 * whatever the chatbot's size; an MLS number matches at most one listing, by its index.
 */
export function listingCountQuery(db: Database, chatbotId: string, filters: ListingFilters) {
  if (filters.MLSNumber !== undefined) return db.select({ total: count() }).from(listings).where(listingFilter(chatbotId, filters));
  return db
    .select({ total: sql<number>`coalesce(sum(${listingCounts.listings}), 0)`.mapWith(Number) })
    .from(listingCounts)
    .where(
      and(
        eq(listingCounts.chatbotId, chatbotId),
        filters.CityName !== undefined ? eq(listingCounts.cityKey, cityKey(filters.CityName)) : undefined,
        filters.SaleType !== undefined ? eq(listingCounts.SaleType, filters.SaleType) : undefined,
      ),
    );
}
