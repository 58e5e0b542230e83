"use client";

import { functionalUpdate, type PaginationState, type RowSelectionState, useTable } from "@tanstack/react-table";
import { Pager } from "@/components/ui/pager";
import { useId, useMemo } from "react";
import type { ListingSort } from "@/lib/listings/filters";
import type { ListingRow } from "@/lib/client/api";
import { ListingCardList } from "./listing-card-list";
import { type ListingTableMeta, listingColumns, listingTableFeatures } from "./listing-columns";
import { PAGE_SIZES } from "./use-listing-search";

interface ListingsTableProps {
  chatbotId: string;
  rows: ListingRow[];
  total: number;
  pagination: PaginationState;
  onPaginationChange: (pagination: PaginationState) => void;
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
  /** The rows shown are the previous page's while the next one loads. */
  stale: boolean;
  sort: ListingTableMeta["sort"];
  onSort: ListingTableMeta["onSort"];
  /** Sets a sort outright: the phone's "Sort by" menu, where there are no headers. */
  onSortTo: (by: "" | ListingSort, dir: "asc" | "desc") => void;
  /** Ids of the columns the owner hid (see ColumnMenu). */
  hidden: ReadonlySet<string>;
  /** The listings of this page the chatbot's MLS feed owns. */
  fromFeed: ReadonlySet<number>;
}

/** A column's id as TanStack gives it: its own, or its accessor's key. */
export const columnIdOf = (column: (typeof listingColumns)[number]) => (column as { id?: string }).id ?? (column as { accessorKey?: string }).accessorKey ?? "";

/** The sortable columns, in table order, with their names. */
const SORTABLE_COLUMNS = listingColumns.flatMap((column) =>
  column.meta?.sort && column.meta.label ? [{ by: column.meta.sort, label: column.meta.label }] : [],
);

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

const getRowId = (row: ListingRow) => String(row.ID);

/** One server page of listings: the server filters and pages, the table only renders and selects. */
export function ListingsTable({
  chatbotId,
  rows,
  total,
  pagination,
  onPaginationChange,
  selection,
  onSelectionChange,
  stale,
  sort,
  onSort,
  onSortTo,
  hidden,
  fromFeed,
}: ListingsTableProps) {
  const sortId = useId();
  const columns = useMemo(() => listingColumns.filter((column) => !hidden.has(columnIdOf(column))), [hidden]);
  const table = useTable({
    features: listingTableFeatures,
    columns,
    data: rows,
    getRowId,
    manualPagination: true,
    autoResetPageIndex: false,
    rowCount: total,
    state: { pagination, rowSelection: selection },
    onPaginationChange: (updater) => onPaginationChange(functionalUpdate(updater, pagination)),
    onRowSelectionChange: (updater) => onSelectionChange(functionalUpdate(updater, selection)),
    meta: { chatbotId, fromFeed, sort, onSort },
  });
  const { pageIndex, pageSize } = table.state.pagination;

  return (
    <div className="space-y-3">
      {/* Positioned, so that the screen-reader texts of its cells (absolutely placed) scroll inside it rather than widen the page. */}
      <section
        aria-label="Listings table"
        tabIndex={0}
        className="relative hidden overflow-x-auto sm:block rounded-lg border border-slate-200 bg-white shadow-sm"
      >
        <table aria-busy={stale} className={`w-full min-w-[60rem] text-left text-sm transition-opacity ${stale ? "opacity-60" : ""}`}>
          <caption className="sr-only">
            Listings, page {pageIndex + 1} of {Math.max(1, table.getPageCount())}
          </caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={header.column.columnDef.meta?.sort ? (sort.by === header.column.columnDef.meta.sort ? ARIA_SORT[sort.dir] : "none") : undefined}
                    className={`px-3 py-2 ${header.column.columnDef.meta?.className ?? ""}`}
                  >
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={row.getIsSelected() ? "bg-blue-50" : "hover:bg-slate-50"}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={`px-3 py-2 align-middle text-slate-800 ${cell.column.columnDef.meta?.className ?? ""}`}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {/* On phones the same page of rows as cards: the table's columns would not fit 375 px. */}
      <div className="space-y-3 sm:hidden">
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={sortId} className="font-medium text-slate-800">
            Sort by
          </label>
          <select
            id={sortId}
            className="h-9 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2"
            value={sort.by ? `${sort.by}:${sort.dir}` : ""}
            onChange={(event) => {
              const [by = "", dir] = event.target.value.split(":");
              onSortTo(by as "" | ListingSort, dir === "desc" ? "desc" : "asc");
            }}
          >
            <option value="">Newest first</option>
            {SORTABLE_COLUMNS.flatMap(({ by, label }) => [
              <option key={`${by}:asc`} value={`${by}:asc`}>
                {label} (ascending)
              </option>,
              <option key={`${by}:desc`} value={`${by}:desc`}>
                {label} (descending)
              </option>,
            ])}
          </select>
        </div>
        <ListingCardList
          chatbotId={chatbotId}
          stale={stale}
          cards={table.getRowModel().rows.map((row) => ({
            row: row.original,
            selected: row.getIsSelected(),
            fromFeed: fromFeed.has(Number(row.original.ID)),
            toggle: (value) => row.toggleSelected(value),
          }))}
        />
      </div>
      <Pager
        noun="listings"
        page={pageIndex + 1}
        pageSize={pageSize}
        total={table.getRowCount()}
        onPage={(page) => table.setPageIndex(page - 1)}
        pageSizes={PAGE_SIZES}
        onPageSize={(size) => table.setPageSize(size)}
        busy={stale}
      />
    </div>
  );
}
