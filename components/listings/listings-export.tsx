"use client";

import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { type ListingRow, api } from "@/lib/client/api";
import { chatbotQueries } from "@/lib/client/queries";
import { listingsCsv } from "@/lib/listings/csv";
import { downloadText, fileSlug } from "./download";
import { runPool } from "./run-pool";
import type { ListingSearchFilters as ListingFilters } from "./use-listing-search";

const EXPORT_PAGE_SIZE = 100;
const number = new Intl.NumberFormat("en-US");

/** Every listing that matches the filters: the first page tells how many pages follow, fetched four at a time. */
async function fetchAll(chatbotId: string, filters: ListingFilters, signal: AbortSignal, onProgress: (done: number, total: number) => void) {
  const page = (PageNumber: number) => api.Chatbot.RealEstateList({ SerialNumber: chatbotId, ...filters, PageNumber, PageSize: EXPORT_PAGE_SIZE }, { signal });
  const first = await page(1);
  const total = first.VirtualCount;
  const pages: ListingRow[][] = [first.List];
  let done = first.List.length;
  onProgress(done, total);
  const rest = Array.from({ length: Math.ceil(total / EXPORT_PAGE_SIZE) - 1 }, (_, index) => index + 2);
  await runPool(
    rest,
    4,
    async (pageNumber) => {
      const { List } = await page(pageNumber);
      pages[pageNumber - 1] = List;
      done += List.length;
      onProgress(Math.min(done, total), total);
    },
    signal,
  );
  if (signal.aborted) throw new DOMException("Export cancelled", "AbortError");
  // Pages are offsets into a list that may change meanwhile: a listing can appear twice.
  const seen = new Set<number>();
  return pages.flat().filter((row) => !seen.has(row.ID) && seen.add(row.ID));
}

/** "Export CSV": downloads every listing of the current filter, with progress for big ones. */
export function ListingsExport({ chatbotId, filters, disabled }: { chatbotId: string; filters: ListingFilters; disabled?: boolean }) {
  const progressId = useId();
  const chatbot = useQuery(chatbotQueries.detail(chatbotId));
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const running = useRef<AbortController>(undefined);

  async function run() {
    const controller = new AbortController();
    running.current = controller;
    setProgress({ done: 0, total: 0 });
    try {
      const rows = await fetchAll(chatbotId, filters, controller.signal, (done, total) => setProgress({ done, total }));
      const date = new Date().toLocaleDateString("en-CA");
      downloadText(`listings-${fileSlug(chatbot.data?.Name ?? "") || chatbotId}-${date}.csv`, `\uFEFF${listingsCsv(rows)}`, "text/csv;charset=utf-8");
      toast.success(`Exported ${number.format(rows.length)} listing${rows.length === 1 ? "" : "s"}`);
    } catch (error) {
      if (controller.signal.aborted) toast.info("Export cancelled");
      else toast.error(`Export failed: ${(error as Error).message}`);
    } finally {
      running.current = undefined;
      setProgress(undefined);
    }
  }

  if (!progress) {
    return (
      <Button variant="secondary" onClick={run} disabled={disabled}>
        Export CSV
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <label htmlFor={progressId}>Exporting</label>
      <progress id={progressId} max={Math.max(progress.total, 1)} value={progress.done} className="h-2 w-28 accent-blue-700" />
      <span aria-live="polite">
        {number.format(progress.done)} of {number.format(progress.total)}
      </span>
      <Button variant="ghost" size="sm" onClick={() => running.current?.abort()}>
        Cancel export
      </Button>
    </div>
  );
}
