import { and, type AnyColumn, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { type Listing, listings } from "@/db/schema";
import { propertyTypePatterns } from "./property-types";
import type { ConciergeListing, ListingFilters, ListingSort, Range, SaleType } from "./types";

// The concierge's queries. Every one leads with the chatbot, so the planner starts from the
// (chatbot_id, …) indexes; only the page of listings answered is read in full.

/** The columns an answer uses: no images, coordinates or timestamps. */
const columns = {
  id: listings.id,
  MLSNumber: listings.MLSNumber,
  Url: listings.Url,
  SaleType: listings.SaleType,
  Status: listings.Status,
  PropertyType: listings.PropertyType,
  Bedrooms: listings.Bedrooms,
  Bathrooms: listings.Bathrooms,
  SalePrice: listings.SalePrice,
  RentPrice: listings.RentPrice,
  CurrencySymbol: listings.CurrencySymbol,
  City: listings.City,
  State: listings.State,
  Address: listings.Address,
  ZIP: listings.ZIP,
  BuildingArea: listings.BuildingArea,
  LotArea: listings.LotArea,
  AreaUnit: listings.AreaUnit,
  YearBuilt: listings.YearBuilt,
  ParkingSpots: listings.ParkingSpots,
  DaysOnMarket: listings.DaysOnMarket,
  Tours: listings.Tours,
  HOAMonth: listings.HOAMonth,
  Description: listings.Description,
  ExtensionColumn: listings.ExtensionColumn,
};

export type ConciergeRow = Pick<Listing, keyof typeof columns>;

export function toConciergeListing(row: ConciergeRow): ConciergeListing {
  const forSale = row.SaleType === "for_sale";
  return {
    id: row.id,
    mlsNumber: row.MLSNumber,
    url: row.Url,
    saleType: row.SaleType,
    status: row.Status,
    propertyType: row.PropertyType,
    bedrooms: row.Bedrooms,
    bathrooms: row.Bathrooms,
    price: (forSale ? row.SalePrice : row.RentPrice) ?? null,
    currencySymbol: row.CurrencySymbol,
    city: row.City,
    state: row.State,
    address: row.Address,
    zip: row.ZIP,
    buildingArea: row.BuildingArea,
    lotArea: row.LotArea,
    areaUnit: row.AreaUnit,
    yearBuilt: row.YearBuilt,
    parkingSpots: row.ParkingSpots,
    daysOnMarket: row.DaysOnMarket,
    tours: row.Tours ?? null,
    hoaMonth: row.HOAMonth ?? null,
    description: row.Description,
    extension: row.ExtensionColumn ?? [],
  };
}

/** The price a visitor means: the sale price of a listing for sale, the rent of a rental. */
function priceOf(saleType: SaleType | undefined): SQL {
  if (saleType === "for_sale") return sql`${listings.SalePrice}`;
  if (saleType === "for_rent") return sql`${listings.RentPrice}`;
  return sql`(case when ${listings.SaleType} = 'for_sale' then ${listings.SalePrice} else ${listings.RentPrice} end)`;
}

function within(column: SQL | AnyColumn, range: Range | undefined): SQL[] {
  const value = sql`${column}`;
  const conditions: SQL[] = [];
  if (range?.min !== undefined) conditions.push(gte(value, range.min));
  if (range?.max !== undefined) conditions.push(lte(value, range.max));
  return conditions;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/** A word in the description or in the values (not the keys) of the ExtensionColumn pairs. */
function mentions(keyword: string): SQL {
  const pattern = likePattern(keyword.trim());
  return or(ilike(listings.Description, pattern), sql`jsonb_path_query_array(${listings.ExtensionColumn}, '$[*].value')::text ilike ${pattern}`)!;
}

function listingConditions(chatbotId: string, filters: ListingFilters): SQL {
  const city = filters.city?.trim();
  return and(
    eq(listings.chatbotId, chatbotId),
    city ? eq(listings.cityKey, sql`lower(btrim(${city}))`) : undefined,
    filters.saleType ? eq(listings.SaleType, filters.saleType) : undefined,
    filters.status ? eq(listings.Status, filters.status) : undefined,
    filters.tours ? eq(listings.Tours, filters.tours) : undefined,
    ...within(listings.Bedrooms, filters.bedrooms),
    ...within(listings.Bathrooms, filters.bathrooms),
    ...within(listings.ParkingSpots, filters.parkingSpots),
    ...within(listings.YearBuilt, filters.yearBuilt),
    ...within(priceOf(filters.saleType), filters.price),
    filters.propertyType?.trim() ? or(...propertyTypePatterns(filters.propertyType).map((pattern) => sql`lower(${listings.PropertyType}) like ${pattern}`)) : undefined,
    ...(filters.keywords ?? []).filter((keyword) => keyword.trim() !== "").map(mentions),
  )!;
}

function ordering(sort: ListingSort, saleType: SaleType | undefined): SQL[] {
  const price = priceOf(saleType);
  switch (sort) {
    case "price_asc":
      return [sql`${price} asc nulls last`, desc(listings.id)];
    case "price_desc":
      return [sql`${price} desc nulls last`, desc(listings.id)];
    case "area_desc":
      return [desc(listings.BuildingArea), desc(listings.id)];
    default:
      return [desc(listings.id)];
  }
}

interface SearchArgs {
  db: Database;
  chatbotId: string;
  filters: ListingFilters;
}

/** The first `limit` matches in the order asked for, newest first among equals; the query itself, so its plan can be checked. */
export function searchPageQuery({ db, chatbotId, filters, sort, limit }: SearchArgs & { sort: ListingSort; limit: number }) {
  return db.select(columns).from(listings).where(listingConditions(chatbotId, filters)).orderBy(...ordering(sort, filters.saleType)).limit(pageSize(limit));
}

/** An answer shows a handful of listings; no caller needs more than 50 rows read. */
const pageSize = (limit: number) => Math.max(0, Math.min(50, Math.floor(limit)));

export function countQuery({ db, chatbotId, filters }: SearchArgs) {
  return db.select({ total: count() }).from(listings).where(listingConditions(chatbotId, filters));
}

/** How many listings match, and the first `limit` of them in the order asked for. */
export async function searchListings({ db, chatbotId, filters, sort, limit }: SearchArgs & { sort: ListingSort; limit: number }) {
  // One snapshot, so the total always describes the same data as the listings shown.
  return db.transaction(
    async (tx) => {
      const size = pageSize(limit);
      const rows = size === 0 ? [] : await searchPageQuery({ db: tx, chatbotId, filters, sort, limit: size });
      // A page that is not full already holds every match: counting them again would only cost a second pass.
      const full = rows.length === size;
      const total = full ? Number((await countQuery({ db: tx, chatbotId, filters }))[0]?.total ?? 0) : rows.length;
      return { total, listings: rows.map(toConciergeListing) };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

export async function countListings({ db, chatbotId, filters }: SearchArgs): Promise<number> {
  const [counted] = await countQuery({ db, chatbotId, filters });
  return Number(counted?.total ?? 0);
}

const STREET_WORDS: readonly [string, string][] = [
  ["street", "st"], ["avenue", "ave"], ["road", "rd"], ["boulevard", "blvd"], ["drive", "dr"], ["lane", "ln"], ["court", "ct"], ["place", "pl"],
  ["highway", "hwy"], ["parkway", "pkwy"], ["terrace", "ter"], ["circle", "cir"], ["trail", "trl"], ["north", "n"], ["south", "s"], ["east", "e"], ["west", "w"],
];

/** The address as typed, with its street words abbreviated, and spelt out: owners write "St" or "Street". */
function addressVariants(address: string): string[] {
  const typed = address.trim().replace(/\s+/g, " ").replace(/\.(?=\s|$)/g, "");
  const swap = (from: 0 | 1) =>
    typed.replace(/[\p{L}]+/gu, (word) => STREET_WORDS.find((pair) => pair[from] === word.toLowerCase())?.[1 - from] ?? word);
  return [...new Set([typed, swap(0), swap(1)])];
}

/** The listing with this MLS number as usually spelt (as typed, upper or lower case): a lookup in the (chatbot_id, mls_number) index. */
export function mlsQuery({ db, chatbotId, mlsNumber }: { db: Database; chatbotId: string; mlsNumber: string }) {
  const spellings = [...new Set([mlsNumber, mlsNumber.toUpperCase(), mlsNumber.toLowerCase()])];
  return db.select(columns).from(listings).where(and(eq(listings.chatbotId, chatbotId), inArray(listings.MLSNumber, spellings))).orderBy(desc(listings.id)).limit(1);
}

/** One listing of the chatbot by id, MLS number (any case) or address (contained, any case); null when none. */
export async function findListing({ db, chatbotId, mlsNumber, address, listingId }: { db: Database; chatbotId: string; mlsNumber?: string; address?: string; listingId?: number }): Promise<ConciergeListing | null> {
  const first = async (condition: SQL, order: SQL[] = [desc(listings.id)]) => {
    const [row] = await db.select(columns).from(listings).where(and(eq(listings.chatbotId, chatbotId), condition)).orderBy(...order).limit(1);
    return row ? toConciergeListing(row) : null;
  };
  if (listingId !== undefined) return Number.isSafeInteger(listingId) ? first(eq(listings.id, listingId)) : null;
  const mls = mlsNumber?.trim();
  if (mls) {
    // Any other mix of cases falls back to a scan of the chatbot's rows.
    const [row] = await mlsQuery({ db, chatbotId, mlsNumber: mls });
    return row ? toConciergeListing(row) : first(sql`lower(${listings.MLSNumber}) = lower(${mls})`);
  }
  const typed = address?.trim();
  if (!typed) return null;
  const variants = addressVariants(typed);
  const startsWith = or(...variants.map((variant) => ilike(listings.Address, `${likePattern(variant).slice(1)}`)))!;
  return first(or(...variants.map((variant) => ilike(listings.Address, likePattern(variant))))!, [sql`(${startsWith}) desc`, desc(listings.id)]);
}

/** The chatbot's cities, for reading a city named without "in". */
export async function listCities({ db, chatbotId }: { db: Database; chatbotId: string }): Promise<string[]> {
  const rows = await db.selectDistinct({ city: listings.City }).from(listings).where(and(eq(listings.chatbotId, chatbotId), sql`${listings.City} <> ''`));
  return rows.map((row) => row.city);
}
