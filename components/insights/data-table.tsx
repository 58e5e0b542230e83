"use client";

import type { ReactNode } from "react";
import { type CsvValue, ExportCsv } from "./export-csv";
import { formatDay } from "./format";

export interface Column<Row> {
  /** The column's heading on the page. */
  header: string;
  /** The column's name in the CSV: the API's field name. */
  field: string;
  cell: (row: Row) => ReactNode;
  csv: (row: Row) => CsvValue;
  numeric?: boolean;
  /** The cell that names its row (a day, a city): a row header for screen readers. */
  rowHeader?: boolean;
  className?: string;
}

/** The first column of every per-day table. */
export const dayColumn: Column<{ Date: string }> = {
  header: "Day",
  field: "Date",
  cell: (row) => formatDay(row.Date),
  csv: (row) => row.Date,
  rowHeader: true,
  className: "whitespace-nowrap",
};

interface DataTableProps<Row> {
  /** The table's caption, its accessible name (for screen readers: the section's heading shows it). */
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  fileName: string;
  /** What sits left of the Export CSV button: the table's heading, a count. */
  toolbar?: ReactNode;
  /** Extra CSV columns that the page does not show (IDs, raw criteria). */
  extraCsv?: { field: string; csv: (row: Row) => CsvValue }[];
}

/**
 * A plain table with its Export CSV button. It scrolls sideways inside its box on a narrow
 * screen; the box takes the keyboard's focus so that it can be scrolled without a mouse.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, fileName, toolbar, extraCsv = [] }: DataTableProps<Row>) {
  const csvColumns = [...columns, ...extraCsv];
  return (
    <div className="min-w-0 space-y-2">
      <div className={`flex flex-wrap items-end gap-2 ${toolbar ? "justify-between" : "justify-end"}`}>
        {toolbar && <div className="min-w-0">{toolbar}</div>}
        <ExportCsv
          what={caption.toLowerCase()}
          fileName={fileName}
          fields={csvColumns.map((column) => column.field)}
          rows={() => rows.map((row) => csvColumns.map((column) => column.csv(row)))}
        />
      </div>
      <section aria-label={`${caption} (table)`} tabIndex={0} className="relative overflow-x-auto rounded-md border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {columns.map((column) => (
                <th key={column.field} scope="col" className={`whitespace-nowrap px-3 py-2 font-medium ${column.numeric ? "text-right" : ""}`}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => {
                  const className = `px-3 py-2 align-top ${column.numeric ? "text-right tabular-nums" : ""} ${column.className ?? ""}`;
                  return column.rowHeader ? (
                    <th key={column.field} scope="row" className={`font-normal text-slate-900 ${className}`}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.field} className={`text-slate-800 ${className}`}>
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
