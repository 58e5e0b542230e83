"use client";

import { createColumnHelper, metaHelper, rowPaginationFeature, rowSelectionFeature, tableFeatures } from "@tanstack/react-table";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import type { ListingRow } from "@/lib/client/api";
import type { ListingSort } from "@/lib/listings/filters";
import { ListingThumbnail } from "./listing-thumbnail";
import { STATUS_LABELS } from "./listing-fields";

export interface ListingTableMeta {
  chatbotId: string;
  /** The IDs of the rows the chatbot's MLS feed owns (Feed/Owned): marked, as the MLS overwrites a hand edit. */
  fromFeed: ReadonlySet<number>;
  sort: { by: "" | ListingSort; dir: "asc" | "desc" };
  onSort: (by: ListingSort) => void;
}

// Columns and features live at module scope: TanStack Table rebuilds its models
// whenever they change identity. Cells only format what the row already holds.

export const listingTableFeatures = tableFeatures({
  rowSelectionFeature,
  rowPaginationFeature,
  tableMeta: metaHelper<ListingTableMeta>(),
  /** `sort`: the RealEstateList SortBy this column sorts by; `label`: its name in the column menu. */
  columnMeta: metaHelper<{ className?: string; sort?: ListingSort; label?: string }>(),
});

/** Marks a listing the chatbot's MLS feed owns, in the table and on the phone's cards. */
export function FeedMark({ className = "" }: { className?: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900 ${className}`}
      title="From the MLS feed: its next change to this home overwrites an edit made here"
    >
      MLS feed
    </span>
  );
}

const helper = createColumnHelper<typeof listingTableFeatures, ListingRow>();
const number = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
export const STATUS_TONES = { Active: "green", PreOnMarket: "amber", ComingSoon: "amber", Pending: "amber", Sold: "neutral", OffMarket: "neutral" } as const;
export { STATUS_LABELS };

export function listingPrice(row: ListingRow): string {
  if (row.Price === "") return "—";
  const amount = `${row.CurrencySymbol}${number.format(Number(row.Price))}`;
  return row.SaleType === "For Rent" ? `${amount}/mo` : amount;
}

const numeric = { className: "text-right tabular-nums" };

/** A header that sorts the server's list by its column: ascending first, then descending. */
function SortHeader({ label, by, meta }: { label: string; by: ListingSort; meta: ListingTableMeta }) {
  const active = meta.sort.by === by;
  const arrow = active ? (meta.sort.dir === "asc" ? "▲" : "▼") : "↕";
  return (
    <button type="button" className="inline-flex items-center gap-1 uppercase tracking-wide hover:text-slate-900" onClick={() => meta.onSort(by)}>
      {label}
      <span aria-hidden="true" className={active ? "text-slate-900" : "text-slate-400"}>
        {arrow}
      </span>
    </button>
  );
}

const sortable = (label: string, by: ListingSort) => ({
  header: ({ table }: { table: { options: { meta?: ListingTableMeta } } }) => <SortHeader label={label} by={by} meta={table.options.meta!} />,
});

export const listingColumns = helper.columns([
  helper.display({
    id: "select",
    header: ({ table }) => (
      <input
        type="checkbox"
        aria-label="Select all listings on this page"
        className="h-4 w-4 accent-blue-700"
        checked={table.getIsAllPageRowsSelected()}
        ref={(box) => {
          if (box) box.indeterminate = table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected();
        }}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={`Select MLS ${row.original.MLSNumber}`}
        className="h-4 w-4 accent-blue-700"
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  }),
  helper.display({
    id: "photo",
    header: () => <span className="sr-only">Photo</span>,
    meta: { label: "Photo" },
    cell: ({ row, table }) => <ListingThumbnail chatbotId={table.options.meta!.chatbotId} row={row.original} className="h-10 w-14" />,
  }),
  helper.accessor("MLSNumber", {
    ...sortable("MLS #", "MLSNumber"),
    meta: { sort: "MLSNumber", label: "MLS #" },
    cell: ({ getValue, row, table }) => (
      <span className="font-medium text-slate-900">
        {getValue()}
        {table.options.meta!.fromFeed.has(Number(row.original.ID)) && <FeedMark className="ml-2" />}
      </span>
    ),
  }),
  helper.accessor((row) => row.Address, {
    id: "address",
    ...sortable("Address", "Address"),
    meta: { sort: "Address", label: "Address" },
    cell: ({ row }) => (
      <span className="block max-w-64">
        <span className="block truncate text-slate-900">{row.original.Address || "—"}</span>
        <span className="block truncate text-xs text-slate-600">{[row.original.City, row.original.State].filter(Boolean).join(", ")}</span>
      </span>
    ),
  }),
  helper.accessor("SaleType", { ...sortable("Sale type", "SaleType"), meta: { sort: "SaleType", label: "Sale type" } }),
  helper.accessor("Status", {
    ...sortable("Status", "Status"),
    meta: { sort: "Status", label: "Status" },
    cell: ({ getValue }) => {
      const status = getValue();
      return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status] ?? status}</Badge>;
    },
  }),
  helper.accessor("Price", {
    ...sortable("Price", "Price"),
    meta: { ...numeric, sort: "Price", label: "Price" },
    cell: ({ row }) => listingPrice(row.original),
  }),
  helper.accessor("Bedrooms", { ...sortable("Beds", "Bedrooms"), meta: { ...numeric, sort: "Bedrooms", label: "Beds" } }),
  helper.accessor("Bathrooms", { ...sortable("Baths", "Bathrooms"), meta: { ...numeric, sort: "Bathrooms", label: "Baths" } }),
  helper.accessor("PropertyType", { ...sortable("Type", "PropertyType"), meta: { sort: "PropertyType", label: "Type" } }),
  helper.accessor("DaysOnMarket", {
    ...sortable("Days on market", "DaysOnMarket"),
    meta: { ...numeric, sort: "DaysOnMarket", label: "Days on market" },
  }),
  helper.display({
    id: "edit",
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row, table }) => (
      // Not prefetched: a page of 100 rows would fetch 100 routes nobody asked for.
      <Link
        prefetch={false}
        href={`/chatbots/${table.options.meta!.chatbotId}/listings/${row.original.ID}`}
        className="font-medium text-blue-800 hover:underline"
      >
        Edit<span className="sr-only"> MLS {row.original.MLSNumber}</span>
      </Link>
    ),
  }),
]);
