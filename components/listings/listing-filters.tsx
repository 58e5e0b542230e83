"use client";

import { useEffect, useEffectEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { hasFilters, type ListingSearch } from "./use-listing-search";

const DEBOUNCE_MS = 350;

/**
 * A text filter that commits to the URL once typing pauses. The URL can also change
 * under it (back button, "Clear filters"); only a value it did not commit itself
 * replaces what is typed.
 */
function TextFilter({ label, value, placeholder, onCommit }: { label: string; value: string; placeholder: string; onCommit: (text: string) => void }) {
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
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input id={id} type="search" className={inputClass} value={draft} placeholder={placeholder} onChange={(event) => setDraft(event.target.value)} />
    </div>
  );
}

export function ListingFiltersBar({ search, onChange }: { search: ListingSearch; onChange: (changes: Partial<ListingSearch>) => void }) {
  const saleId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role search is the search landmark; <search> around it would add an element for the same.
    <form
      role="search"
      aria-label="Filter listings"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
    >
      <TextFilter label="City" value={search.city} placeholder="Any city" onCommit={(city) => onChange({ city })} />
      <div className="min-w-0">
        <label htmlFor={saleId} className="mb-1 block text-sm font-medium text-slate-800">
          Sale type
        </label>
        <select id={saleId} className={inputClass} value={search.sale} onChange={(event) => onChange({ sale: event.target.value as ListingSearch["sale"] })}>
          <option value="">Any</option>
          <option value="for_sale">For sale</option>
          <option value="for_rent">For rent</option>
        </select>
      </div>
      <TextFilter label="MLS number" value={search.mls} placeholder="Any MLS number" onCommit={(mls) => onChange({ mls })} />
      <Button variant="ghost" onClick={() => onChange({ city: "", sale: "", mls: "" })} disabled={!hasFilters(search)}>
        Clear filters
      </Button>
    </form>
  );
}
