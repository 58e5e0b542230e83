"use client";

import { useEffect, useEffectEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { LISTING_STATUSES } from "@/lib/listings/filters";
import { STATUS_LABELS } from "./listing-columns";
import { hasFilters, type ListingSearch, NO_FILTERS } from "./use-listing-search";

const DEBOUNCE_MS = 350;

/**
 * A text filter that commits to the URL once typing pauses. The URL can also change
 * under it (back button, "Clear filters"); only a value it did not commit itself
 * replaces what is typed.
 */
function TextFilter({
  label,
  value,
  placeholder,
  onCommit,
  numeric = false,
  className = "",
}: {
  label: string;
  value: string;
  placeholder: string;
  onCommit: (text: string) => void;
  numeric?: boolean;
  className?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== committed) {
      setCommitted(value);
      setDraft(value);
    }
  }
  const commit = useEffectEvent((text: string) => {
    setCommitted(text);
    onCommit(text);
  });
  useEffect(() => {
    const text = draft.trim();
    if (text === committed) return;
    const timer = setTimeout(() => commit(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, committed]);

  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type={numeric ? "number" : "search"}
        min={numeric ? 0 : undefined}
        step={numeric ? 1 : undefined}
        inputMode={numeric ? "numeric" : undefined}
        maxLength={numeric ? undefined : 100}
        className={inputClass}
        value={draft}
        placeholder={placeholder}
        onChange={(event) => setDraft(event.target.value)}
      />
    </div>
  );
}

function SelectFilter({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: React.ReactNode }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** The filters besides the search box, by their URL names: on a phone they fold behind one button. */
const FOLDED_FILTERS = ["city", "sale", "status", "type", "min", "max", "beds", "mls"] as const;

export function ListingFiltersBar({ search, onChange }: { search: ListingSearch; onChange: (changes: Partial<ListingSearch>) => void }) {
  const active = FOLDED_FILTERS.filter((name) => search[name] !== "").length;
  // Unfolded from the start when the URL already sets one of them, so it is in sight.
  const [unfolded, setUnfolded] = useState(active > 0);
  const moreId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role search is the search landmark; <search> around it would add an element for the same.
    <form
      role="search"
      aria-label="Filter listings"
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
    >
      <TextFilter
        label="Search MLS or address"
        value={search.q}
        placeholder="Part of an MLS number or address"
        onCommit={(q) => onChange({ q })}
        className="col-span-2 sm:col-span-3 lg:col-span-2"
      />
      <Button
        variant="secondary"
        size="sm"
        className="col-span-2 justify-self-start sm:hidden"
        aria-expanded={unfolded}
        aria-controls={moreId}
        onClick={() => setUnfolded((was) => !was)}
      >
        {unfolded ? "Fewer filters" : "More filters"}
        {active > 0 && ` (${active} on)`}
      </Button>
      <div id={moreId} className={unfolded ? "contents" : "hidden sm:contents"}>
        <TextFilter label="City" value={search.city} placeholder="Any city" onCommit={(city) => onChange({ city })} />
        <SelectFilter label="Sale type" value={search.sale} onChange={(sale) => onChange({ sale: sale as ListingSearch["sale"] })}>
          <option value="">Any</option>
          <option value="for_sale">For sale</option>
          <option value="for_rent">For rent</option>
        </SelectFilter>
        <SelectFilter label="Status" value={search.status} onChange={(status) => onChange({ status: status as ListingSearch["status"] })}>
          <option value="">Any</option>
          {LISTING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status] ?? status}
            </option>
          ))}
        </SelectFilter>
        <TextFilter label="Property type" value={search.type} placeholder="Any type" onCommit={(type) => onChange({ type })} />
        <TextFilter label="Min price" value={search.min} placeholder="No minimum" numeric onCommit={(min) => onChange({ min })} />
        <TextFilter label="Max price" value={search.max} placeholder="No maximum" numeric onCommit={(max) => onChange({ max })} />
        <TextFilter label="Min beds" value={search.beds} placeholder="Any" numeric onCommit={(beds) => onChange({ beds })} />
        <TextFilter label="MLS number" value={search.mls} placeholder="Exact MLS number" onCommit={(mls) => onChange({ mls })} />
      </div>
      <Button variant="ghost" className="col-span-2 sm:col-span-1" onClick={() => onChange(NO_FILTERS)} disabled={!hasFilters(search)}>
        Clear filters
      </Button>
    </form>
  );
}
