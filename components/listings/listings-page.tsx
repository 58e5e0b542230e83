"use client";

import { FeedNote, feedQuery } from "@/components/integrations/feed-section";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RowSelectionState } from "@tanstack/react-table";
import Link from "next/link";
import { useEffect, useId, useMemo, useState } from "react";
import { toast } from "sonner";
import { Button, buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { ErrorPanel } from "@/components/ui/error-panel";
import { LoadingBlock } from "@/components/ui/skeleton";
import { api } from "@/lib/client/api";
import { LISTING_STATUSES, type ListingStatus } from "@/lib/listings/filters";
import { chatbotKeys, listingKeys, listingQueries } from "@/lib/client/queries";
import { ColumnMenu, useHiddenColumns } from "./column-menu";
import { STATUS_LABELS } from "./listing-columns";
import { ListingsExport } from "./listings-export";
import { ListingFiltersBar } from "./listing-filters";
import { rememberListingsSearch } from "./listings-href";
import { ListingsTable } from "./listings-table";
import { hasFilters, listFilters, NO_FILTERS, searchFilters, useListingSearch, writeListingSearch } from "./use-listing-search";
import { useIsOwner } from "@/components/dashboard/role";

const NO_SELECTION: RowSelectionState = {};
const plural = (count: number) => `${count} listing${count === 1 ? "" : "s"}`;

export function ListingsPage({ chatbotId }: { chatbotId: string }) {
  const isOwner = useIsOwner();
  const queryClient = useQueryClient();
  const [search, setSearch] = useListingSearch();
  const filters = listFilters(search);
  const listings = useQuery({ ...listingQueries.list(chatbotId, filters), placeholderData: keepPreviousData });

  // A selection belongs to the page it was made on: rows of another page or filter
  // cannot be seen, so they are never deleted by surprise.
  const scope = writeListingSearch(search);
  const [selected, setSelected] = useState({ scope, rows: NO_SELECTION });
  const selection = selected.scope === scope ? selected.rows : NO_SELECTION;
  const selectedIds = Object.keys(selection);
  const [confirming, setConfirming] = useState(false);
  const [newStatus, setNewStatus] = useState<ListingStatus>("Sold");
  const [hidden, setShown] = useHiddenColumns();
  const statusId = useId();

  useEffect(() => rememberListingsSearch(chatbotId, scope), [chatbotId, scope]);

  // After deletions the page asked for can lie past the last one.
  const total = listings.data?.VirtualCount ?? 0;
  // Which rows of the page the chatbot's MLS feed owns: marked in the table (asked only when it has a feed).
  const feed = useQuery({ ...feedQuery(chatbotId), enabled: listings.isSuccess });
  const pageIds = (listings.data?.List ?? []).map((row) => Number(row.ID));
  const owned = useQuery({
    queryKey: ["feed", chatbotId, "owned", pageIds],
    queryFn: ({ signal }) => api.Feed.Owned({ SerialNumber: chatbotId, IDs: pageIds }, { signal }),
    enabled: Boolean(feed.data) && pageIds.length > 0,
  });
  const fromFeed = useMemo(() => new Set(owned.data ?? []), [owned.data]);
  const lastPage = Math.max(1, Math.ceil(total / search.size));
  const pastTheEnd = !listings.isPlaceholderData && listings.isSuccess && search.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setSearch({ page: lastPage });
  }, [pastTheEnd, lastPage, setSearch]);

  const remove = useMutation({
    mutationFn: (ids: string[]) => api.Chatbot.RealEstateDelete({ SerialNumber: chatbotId, Keys: ids, KeyType: "PlatformId" }),
    onSuccess: ({ SuccessCount }, ids) => {
      toast.success(`Deleted ${plural(SuccessCount)}`);
      setConfirming(false);
      setSelected({ scope, rows: NO_SELECTION });
      for (const id of ids) queryClient.removeQueries({ queryKey: listingKeys.detail(chatbotId, id) });
      // The chatbots page shows each bot's listing count.
      void queryClient.invalidateQueries({ queryKey: chatbotKeys.list() });
      return queryClient.invalidateQueries({ queryKey: listingKeys.lists(chatbotId) });
    },
    onError: (error) => toast.error(error.message),
  });

  const changeStatus = useMutation({
    mutationFn: ({ ids, status }: { ids: string[]; status: ListingStatus }) =>
      api.Chatbot.RealEstateSetStatus({ SerialNumber: chatbotId, Keys: ids, KeyType: "PlatformId", Status: status }),
    onSuccess: ({ SuccessCount }, { ids, status }) => {
      toast.success(`Marked ${plural(SuccessCount)} ${STATUS_LABELS[status] ?? status}`);
      setSelected({ scope, rows: NO_SELECTION });
      for (const id of ids) queryClient.removeQueries({ queryKey: listingKeys.detail(chatbotId, id) });
      return queryClient.invalidateQueries({ queryKey: listingKeys.lists(chatbotId) });
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">Listings</h2>
          <p className="mt-1 text-sm text-slate-700">What the chatbot knows and recommends to visitors.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href={`/chatbots/${chatbotId}/listings/new`} className={buttonClass("primary")}>
            New listing
          </Link>
          <Link href={`/chatbots/${chatbotId}/listings/import`} className={buttonClass("secondary")}>
            Import sheet
          </Link>
          <ListingsExport chatbotId={chatbotId} filters={searchFilters(search)} disabled={total === 0} />
        </div>
      </div>
      <FeedNote chatbotId={chatbotId} enabled={listings.isSuccess} />
      <ListingFiltersBar search={search} onChange={setSearch} />
      <div className="mt-4">
        {listings.isPending ? (
          <LoadingBlock lines={6} label="Loading listings…" />
        ) : listings.isError ? (
          <ErrorPanel title="Could not load the listings" error={listings.error} />
        ) : total === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
            {hasFilters(search) ? (
              <>
                <p className="font-medium">No listings match these filters</p>
                <Button variant="secondary" className="mt-3" onClick={() => setSearch(NO_FILTERS)}>
                  Clear filters
                </Button>
              </>
            ) : (
              <>
                <p className="font-medium">No listings yet</p>
                <p className="mt-1 text-sm text-slate-700">Add listings one by one, or import them from a sheet (CSV or Excel).</p>
              </>
            )}
          </div>
        ) : (
          <>
            <div className="mb-3 flex min-h-8 flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
              <div className="flex flex-wrap items-center gap-3" aria-live="polite">
                {selectedIds.length > 0 ? (
                  <>
                    <span>{plural(selectedIds.length)} selected</span>
                    <span className="flex items-center gap-2">
                      <label htmlFor={statusId}>Set status to</label>
                      <select
                        id={statusId}
                        className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm"
                        value={newStatus}
                        onChange={(event) => setNewStatus(event.target.value as ListingStatus)}
                      >
                        {LISTING_STATUSES.map((status) => (
                          <option key={status} value={status}>
                            {STATUS_LABELS[status] ?? status}
                          </option>
                        ))}
                      </select>
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={changeStatus.isPending}
                        onClick={() => changeStatus.mutate({ ids: selectedIds, status: newStatus })}
                      >
                        Change status
                      </Button>
                    </span>
                    {isOwner && (
                      <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
                        Delete selected
                      </Button>
                    )}
                  </>
                ) : (
                  <span>{isOwner ? "Select listings to change their status or delete several at once." : "Select listings to change their status."}</span>
                )}
              </div>
              {/* Phones show cards, which have no columns to choose. */}
              <div className="hidden sm:block">
                <ColumnMenu hidden={hidden} onToggle={setShown} />
              </div>
            </div>
            <ListingsTable
              chatbotId={chatbotId}
              rows={listings.data.List}
              total={total}
              pagination={{ pageIndex: search.page - 1, pageSize: search.size }}
              onPaginationChange={({ pageIndex, pageSize }) => setSearch({ page: pageSize === search.size ? pageIndex + 1 : 1, size: pageSize })}
              selection={selection}
              onSelectionChange={(rows) => setSelected({ scope, rows })}
              stale={listings.isPlaceholderData}
              sort={{ by: search.sort, dir: search.dir }}
              onSort={(by) => setSearch({ sort: by, dir: search.sort === by && search.dir === "asc" ? "desc" : "asc" })}
              onSortTo={(by, dir) => setSearch({ sort: by, dir })}
              hidden={hidden}
              fromFeed={fromFeed}
            />
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${plural(selectedIds.length)}?`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => remove.mutate(selectedIds)}
        onClose={() => setConfirming(false)}
      >
        The chatbot stops recommending them at once. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
