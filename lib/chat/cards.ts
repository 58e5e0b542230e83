import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@/db/client";
import { listings } from "@/db/schema";

/** What the widget and the chat tester show of a listing an answer names. */
export interface ListingCard {
  id: number;
  mlsNumber: string;
  /** The first image, when it is an http(s) URL; null otherwise. */
  photo: string | null;
  /** SalePrice for sale, RentPrice for rent; null when absent. */
  price: number | null;
  currencySymbol: string;
  saleType: string;
  status: string;
  bedrooms: number;
  bathrooms: number;
  address: string;
  city: string;
  /** The listing's page, when it is an http(s) URL; null otherwise. */
  url: string | null;
}

/** At most this many cards follow one answer. */
export const MAX_CARDS = 5;

const MAX_URL_LENGTH = 2048;
const NUMERIC_ID = /^\d{1,15}$/;

/** `value` when it is an absolute http(s) URL of sane length; null otherwise (javascript:, data:, relative, junk). */
export function httpUrl(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_URL_LENGTH) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** Listing IDs as given (numbers or numeric strings), deduplicated, in order, at most MAX_CARDS. */
export function cardIds(values: readonly unknown[]): number[] {
  const ids: number[] = [];
  for (const value of values) {
    const id = typeof value === "string" && NUMERIC_ID.test(value) ? Number(value) : value;
    if (typeof id === "number" && Number.isSafeInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
    if (ids.length === MAX_CARDS) break;
  }
  return ids;
}

/** The cards of the listings `ids` names, in that order: only this chatbot's listings, missing ones left out. */
export async function listingCards({ db, chatbotId, ids }: { db: Database; chatbotId: string; ids: readonly number[] }): Promise<ListingCard[]> {
  const wanted = cardIds(ids);
  if (wanted.length === 0) return [];
  const rows = await db
    .select({
      id: listings.id,
      MLSNumber: listings.MLSNumber,
      Images: listings.Images,
      SaleType: listings.SaleType,
      Status: listings.Status,
      SalePrice: listings.SalePrice,
      RentPrice: listings.RentPrice,
      CurrencySymbol: listings.CurrencySymbol,
      Bedrooms: listings.Bedrooms,
      Bathrooms: listings.Bathrooms,
      Address: listings.Address,
      City: listings.City,
      Url: listings.Url,
    })
    .from(listings)
    .where(and(eq(listings.chatbotId, chatbotId), inArray(listings.id, wanted)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const rent = row.SaleType === "for_rent";
    return [
      {
        id: row.id,
        mlsNumber: row.MLSNumber,
        photo: httpUrl(row.Images?.[0]),
        price: (rent ? row.RentPrice : row.SalePrice) ?? null,
        currencySymbol: row.CurrencySymbol,
        saleType: row.SaleType,
        status: row.Status,
        bedrooms: row.Bedrooms,
        bathrooms: row.Bathrooms,
        address: row.Address,
        city: row.City,
        url: httpUrl(row.Url),
      },
    ];
  });
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The IDs of the listings in one tool's output: search/compare `listings`, get_listing `listing`. */
function outputIds(output: unknown): unknown[] {
  const result = record(output);
  if (!result) return [];
  const many = Array.isArray(result.listings) ? result.listings : [];
  const one = record(result.listing) ? [result.listing] : [];
  return [...many, ...one].map((listing) => record(listing)?.id);
}

/**
 * Which listings an answer names: the concierge's `providerMetadata.casabot.listingIds`
 * when it gives them, else those of the answer's tool results, the first MAX_CARDS.
 */
export function answerListingIds(metadata: unknown, toolOutputs: readonly unknown[]): number[] {
  const given = record(record(metadata)?.casabot)?.listingIds;
  if (Array.isArray(given)) return cardIds(given);
  return cardIds(toolOutputs.flatMap(outputIds));
}
