"use client";

import { createColumnHelper, metaHelper, rowPaginationFeature, rowSelectionFeature, tableFeatures } from "@tanstack/react-table";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import type { ListingRow } from "@/lib/client/api";

// Columns and features live at module scope: TanStack Table rebuilds its models
// whenever they change identity. Cells only format what the row already holds.

export const listingTableFeatures = tableFeatures({
  rowSelectionFeature,
  rowPaginationFeature,
  tableMeta: metaHelper<{ chatbotId: string }>(),
  columnMeta: metaHelper<{ className?: string }>(),
});

const helper = createColumnHelper<typeof listingTableFeatures, ListingRow>();
const number = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const STATUS_TONES = { Active: "green", PreOnMarket: "amber", ComingSoon: "amber", Pending: "amber", Sold: "neutral", OffMarket: "neutral" } as const;
const STATUS_LABELS: Record<string, string> = { PreOnMarket: "Pre-market" };

function price(row: ListingRow): string {
  if (row.Price === "") return "—";
  const amount = `${row.CurrencySymbol}${number.format(Number(row.Price))}`;
  return row.SaleType === "For Rent" ? `${amount}/mo` : amount;
}

const numeric = { className: "text-right tabular-nums" };

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
  helper.accessor("MLSNumber", { header: "MLS #", cell: ({ getValue }) => <span className="font-medium text-slate-900">{getValue()}</span> }),
  helper.accessor((row) => row.Address, {
    id: "address",
    header: "Address",
    cell: ({ row }) => (
      <span className="block max-w-64">
        <span className="block truncate text-slate-900">{row.original.Address || "—"}</span>
        <span className="block truncate text-xs text-slate-600">{[row.original.City, row.original.State].filter(Boolean).join(", ")}</span>
      </span>
    ),
  }),
  helper.accessor("SaleType", { header: "Sale type" }),
  helper.accessor("Status", {
    header: "Status",
    cell: ({ getValue }) => {
      const status = getValue();
      return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status] ?? status}</Badge>;
    },
  }),
  helper.accessor("Price", { header: "Price", meta: numeric, cell: ({ row }) => price(row.original) }),
  helper.accessor("Bedrooms", { header: "Beds", meta: numeric }),
  helper.accessor("Bathrooms", { header: "Baths", meta: numeric }),
  helper.accessor("PropertyType", { header: "Type" }),
  helper.accessor("DaysOnMarket", { header: "Days on market", meta: numeric }),
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
