import { and, asc, count, desc, eq, gte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { fold } from "@/lib/ai/concierge/text";
import { listings } from "@/db/schema";
import { LISTING_TABLE_NAMES, type ListingFilters, type ListingSort, type ListingTableOptions } from "./filters";
import { listingFilter, listItemColumns } from "./queries";

// RealEstateList with the grid's added filters or a sort (issue 23). Not prepared per shape
// as the plain list is (eight optional fields make too many shapes); the listingCounts
// shortcut does not apply either, so the count is a window count over the same match.

/** The price a list reply shows: the sale price for sale, the rent for rent. */
const shownPrice = sql`(case when ${listings.SaleType} = 'for_sale' then ${listings.SalePrice} else ${listings.RentPrice} end)`;

const SORT_COLUMNS: Record<ListingSort, SQL> = {
  MLSNumber: sql`lower(${listings.MLSNumber})`,
  Address: sql`casabot_fold(${listings.Address})`,
  SaleType: sql`${listings.SaleType}::text`,
  Status: sql`${listings.Status}::text`,
  Price: shownPrice,
  Bedrooms: sql`${listings.Bedrooms}`,
  Bathrooms: sql`${listings.Bathrooms}`,
  PropertyType: sql`lower(${listings.PropertyType})`,
  DaysOnMarket: sql`${listings.DaysOnMarket}`,
};

/** `text` as a LIKE pattern that matches it literally anywhere: its wildcards and the escape escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function tableCondition(options: ListingTableOptions): SQL | undefined {
  const pattern = options.Search === undefined ? undefined : containsPattern(fold(options.Search));
  return and(
    // The folded address is what listings_address_trgm_idx indexes: a term of three letters or more is an index search.
    pattern !== undefined ? or(sql`casabot_fold(${listings.Address}) like ${pattern}`, sql`${listings.MLSNumber} ilike ${pattern}`) : undefined,
    options.Status !== undefined ? eq(listings.Status, options.Status) : undefined,
    options.PropertyType !== undefined ? sql`lower(${listings.PropertyType}) = lower(${options.PropertyType})` : undefined,
    options.PriceMin !== undefined ? sql`${shownPrice} >= ${options.PriceMin}` : undefined,
    options.PriceMax !== undefined ? sql`${shownPrice} <= ${options.PriceMax}` : undefined,
    options.BedsMin !== undefined ? gte(listings.Bedrooms, Math.ceil(options.BedsMin)) : undefined,
  );
}

/**
 * Whether a list asks for the grid's options. Only their names count: a list request also holds
 * SerialNumber and the page, and taking those for options sent every plain list through the
 * window count, which reads all of a chatbot's matching listings to show 20 (issue 38).
 */
export const usesTable = (options: ListingTableOptions) =>
  // A SortOrder without a SortBy orders as a plain list does (newest first).
  LISTING_TABLE_NAMES.some((name) => name !== "SortOrder" && options[name] !== undefined);

function orderBy(options: ListingTableOptions): SQL[] {
  if (options.SortBy === undefined) return [desc(listings.id)];
  const column = SORT_COLUMNS[options.SortBy];
  // Absent prices go last either way; the id keeps pages stable among equal values.
  const direction = options.SortOrder === "desc" ? sql`desc nulls last` : sql`asc nulls last`;
  return [sql`${column} ${direction}`, options.SortOrder === "desc" ? desc(listings.id) : asc(listings.id)];
}

type TableQuery = ListingFilters & ListingTableOptions;

export function listingTablePage(db: Database, chatbotId: string, query: TableQuery, page: { number: number; size: number }) {
  return db
    .select({ ...listItemColumns, total: sql<number | string>`count(*) over ()`.as("total") })
    .from(listings)
    .where(and(listingFilter(chatbotId, query), tableCondition(query)))
    .orderBy(...orderBy(query))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
}

export function listingTableCount(db: Database, chatbotId: string, query: TableQuery) {
  return db
    .select({ total: count() })
    .from(listings)
    .where(and(listingFilter(chatbotId, query), tableCondition(query)));
}
