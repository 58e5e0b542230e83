"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import type { ListingListQuery } from "@/lib/client/queries";
import { type ListingFilters, SALE_TYPES, type SaleType } from "@/lib/listings/filters";

// The grid's filters, page and page size live in the URL (?city=&sale=&mls=&page=&size=),
// so a reload, the back button or a shared link shows the same listings.

export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;

export interface ListingSearch {
  city: string;
  sale: "" | SaleType;
  mls: string;
  page: number;
  size: number;
}

export function readListingSearch(params: URLSearchParams): ListingSearch {
  const sale = SALE_TYPES.find((type) => type === params.get("sale")) ?? "";
  const page = Number(params.get("page"));
  const size = Number(params.get("size"));
  return {
    city: params.get("city")?.trim() ?? "",
    sale,
    mls: params.get("mls")?.trim() ?? "",
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

export function writeListingSearch(search: ListingSearch): string {
  const params = new URLSearchParams();
  if (search.city) params.set("city", search.city);
  if (search.sale) params.set("sale", search.sale);
  if (search.mls) params.set("mls", search.mls);
  if (search.page > 1) params.set("page", String(search.page));
  if (search.size !== DEFAULT_PAGE_SIZE) params.set("size", String(search.size));
  return params.toString();
}

/** The filters of a search as RealEstateList takes them, without the page. */
export const searchFilters = (search: ListingSearch): ListingFilters => ({
  CityName: search.city || undefined,
  SaleType: search.sale || undefined,
  MLSNumber: search.mls || undefined,
});

export const listFilters = (search: ListingSearch): ListingListQuery => ({ ...searchFilters(search), PageNumber: search.page, PageSize: search.size });

export const hasFilters = (search: ListingSearch) => Boolean(search.city || search.sale || search.mls);

/** The search in the URL, and a setter that replaces the URL; any change but the page goes back to page 1. */
export function useListingSearch() {
  const params = useSearchParams();
  const pathname = usePathname();
  const search = useMemo(() => readListingSearch(new URLSearchParams(params.toString())), [params]);
  const setSearch = useCallback(
    (changes: Partial<ListingSearch>) => {
      // Read the address now, not at render: debounced filters call this later.
      const current = readListingSearch(new URLSearchParams(window.location.search));
      const next = { ...current, ...changes };
      if (changes.page === undefined) next.page = 1;
      const query = writeListingSearch(next);
      // The App Router follows history.replaceState (useSearchParams updates) without the
      // server round trip of router.replace, which would delay every page's list request.
      window.history.replaceState(null, "", query ? `${pathname}?${query}` : pathname);
    },
    [pathname],
  );
  return [search, setSearch] as const;
}
