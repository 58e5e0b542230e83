"use client";

import { functionalUpdate, type PaginationState, type RowSelectionState, useTable } from "@tanstack/react-table";
import { Pager } from "@/components/ui/pager";
import type { ListingRow } from "@/lib/client/api";
import { listingColumns, listingTableFeatures } from "./listing-columns";
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
}

const getRowId = (row: ListingRow) => String(row.ID);

/** One server page of listings: the server filters and pages, the table only renders and selects. */
export function ListingsTable({ chatbotId, rows, total, pagination, onPaginationChange, selection, onSelectionChange, stale }: ListingsTableProps) {
  const table = useTable({
    features: listingTableFeatures,
    columns: listingColumns,
    data: rows,
    getRowId,
    manualPagination: true,
    autoResetPageIndex: false,
    rowCount: total,
    state: { pagination, rowSelection: selection },
    onPaginationChange: (updater) => onPaginationChange(functionalUpdate(updater, pagination)),
    onRowSelectionChange: (updater) => onSelectionChange(functionalUpdate(updater, selection)),
    meta: { chatbotId },
  });
  const { pageIndex, pageSize } = table.state.pagination;

  return (
    <div className="space-y-3">
      {/* Positioned, so that the screen-reader texts of its cells (absolutely placed) scroll inside it rather than widen the page. */}
      <section aria-label="Listings table" tabIndex={0} className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
        <table aria-busy={stale} className={`w-full min-w-[60rem] text-left text-sm transition-opacity ${stale ? "opacity-60" : ""}`}>
          <caption className="sr-only">
            Listings, page {pageIndex + 1} of {Math.max(1, table.getPageCount())}
          </caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className={`px-3 py-2 ${header.column.columnDef.meta?.className ?? ""}`}>
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
