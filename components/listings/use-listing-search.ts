"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import type { ListingListQuery } from "@/lib/client/queries";
import { LISTING_SORTS, LISTING_STATUSES, type ListingSort, type ListingStatus, SALE_TYPES, type SaleType } from "@/lib/listings/filters";

// The grid's filters, sort, page and page size live in the URL
// (?q=&city=&sale=&mls=&status=&type=&min=&max=&beds=&sort=&dir=&page=&size=),
// so a reload, the back button or a shared link shows the same listings.

export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;

export interface ListingSearch {
  /** Part of an MLS number or an address. */
  q: string;
  city: string;
  sale: "" | SaleType;
  mls: string;
  status: "" | ListingStatus;
  type: string;
  /** Price range and least bedrooms, as typed digits ("" for none). */
  min: string;
  max: string;
  beds: string;
  sort: "" | ListingSort;
  dir: "asc" | "desc";
  page: number;
  size: number;
}

const WHOLE_NUMBER = /^\d{1,13}$/;

/** Everything that narrows the list, empty. */
export const NO_FILTERS = { q: "", city: "", sale: "", mls: "", status: "", type: "", min: "", max: "", beds: "" } as const satisfies Partial<ListingSearch>;

export function readListingSearch(params: URLSearchParams): ListingSearch {
  const sale = SALE_TYPES.find((type) => type === params.get("sale")) ?? "";
  const page = Number(params.get("page"));
  const size = Number(params.get("size"));
  const text = (key: string) => params.get(key)?.trim().slice(0, 100) ?? "";
  const whole = (key: string) => (WHOLE_NUMBER.test(text(key)) ? text(key) : "");
  return {
    q: text("q"),
    city: text("city"),
    sale,
    mls: text("mls"),
    status: LISTING_STATUSES.find((status) => status === params.get("status")) ?? "",
    type: text("type"),
    min: whole("min"),
    max: whole("max"),
    beds: whole("beds"),
    sort: LISTING_SORTS.find((sort) => sort === params.get("sort")) ?? "",
    dir: params.get("dir") === "desc" ? "desc" : "asc",
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

export function writeListingSearch(search: ListingSearch): string {
  const params = new URLSearchParams();
  for (const key of ["q", "city", "sale", "mls", "status", "type", "min", "max", "beds"] as const) if (search[key]) params.set(key, search[key]);
  if (search.sort) {
    params.set("sort", search.sort);
    params.set("dir", search.dir);
  }
  if (search.page > 1) params.set("page", String(search.page));
  if (search.size !== DEFAULT_PAGE_SIZE) params.set("size", String(search.size));
  return params.toString();
}

export type ListingSearchFilters = Omit<ListingListQuery, "PageNumber" | "PageSize">;

const numberOrNone = (text: string) => (text === "" ? undefined : Number(text));

/** The filters and sort of a search as RealEstateList takes them, without the page. */
export const searchFilters = (search: ListingSearch): ListingSearchFilters => ({
  CityName: search.city || undefined,
  SaleType: search.sale || undefined,
  MLSNumber: search.mls || undefined,
  Search: search.q || undefined,
  Status: search.status || undefined,
  PropertyType: search.type || undefined,
  PriceMin: numberOrNone(search.min),
  PriceMax: numberOrNone(search.max),
  BedsMin: numberOrNone(search.beds),
  SortBy: search.sort || undefined,
  SortOrder: search.sort ? search.dir : undefined,
});

export const listFilters = (search: ListingSearch): ListingListQuery => ({ ...searchFilters(search), PageNumber: search.page, PageSize: search.size });

export const hasFilters = (search: ListingSearch) => Object.keys(NO_FILTERS).some((key) => search[key as keyof typeof NO_FILTERS] !== "");

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
