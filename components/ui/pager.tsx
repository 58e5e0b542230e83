"use client";

import { useId } from "react";
import { Button } from "./button";

const number = new Intl.NumberFormat("en-US");

interface PagerProps {
  /** What is being paged, for labels: "listings", "conversations". */
  noun: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Offer a page-size select when given. */
  pageSizes?: readonly number[];
  onPageSize?: (size: number) => void;
  busy?: boolean;
}

/** "21–40 of 72 listings", previous/next, and optionally the page size. */
export function Pager({ noun, page, pageSize, total, onPage, pageSizes, onPageSize, busy = false }: PagerProps) {
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={`Pages of ${noun}`} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p aria-live="polite" className="text-slate-700">
        {total === 0 ? `No ${noun}` : `${number.format(first)}–${number.format(last)} of ${number.format(total)} ${noun}`}
        {busy && <span className="sr-only"> (loading)</span>}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {pageSizes && onPageSize && (
          <span className="flex items-center gap-2">
            <label htmlFor={sizeId} className="text-slate-700">
              Per page
            </label>
            <select
              id={sizeId}
              value={pageSize}
              onChange={(event) => onPageSize(Number(event.target.value))}
              className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm"
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </span>
        )}
        {/* Kept on one line: on a narrow screen the page size wraps, not Next. */}
        <span className="flex items-center gap-2 whitespace-nowrap">
          <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
            Previous<span className="sr-only"> page</span>
          </Button>
          <span className="text-slate-700">
            Page {number.format(page)} of {number.format(pages)}
          </span>
          <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
            Next<span className="sr-only"> page</span>
          </Button>
        </span>
      </div>
    </nav>
  );
}
