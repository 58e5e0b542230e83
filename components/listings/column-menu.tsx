"use client";

import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { listingColumns } from "./listing-columns";
import { columnIdOf } from "./listings-table";

// Which of the grid's columns the owner hid, kept in this browser (localStorage) for every chatbot.

const STORAGE_KEY = "casabot:listings-hidden-columns";
const CHANGED = "casabot:listings-hidden-columns";
const NONE: ReadonlySet<string> = new Set();

/** The columns a menu can hide: those with a name; the select box and the edit link stay. */
export const HIDEABLE_COLUMNS = listingColumns
  .map((column) => ({ id: columnIdOf(column), label: column.meta?.label }))
  .filter((column): column is { id: string; label: string } => column.label !== undefined);

let cached: { text: string | null; set: ReadonlySet<string> } = { text: null, set: NONE };

function readHidden(): ReadonlySet<string> {
  let text: string | null = null;
  try {
    text = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private modes): every column shows.
  }
  if (text === cached.text) return cached.set;
  let ids: unknown = [];
  try {
    ids = JSON.parse(text ?? "[]");
  } catch {
    ids = [];
  }
  const known = new Set(HIDEABLE_COLUMNS.map((column) => column.id));
  cached = { text, set: new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string" && known.has(id)) : []) };
  return cached.set;
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

export function useHiddenColumns() {
  const hidden = useSyncExternalStore(subscribe, readHidden, () => NONE);
  const setShown = (id: string, shown: boolean) => {
    const next = new Set(hidden);
    if (shown) next.delete(id);
    else next.add(id);
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify([...next]));
    } catch {
      // Without storage the choice lasts until the page is left.
      cached = { text: JSON.stringify([...next]), set: next };
    }
    window.dispatchEvent(new Event(CHANGED));
  };
  return [hidden, setShown] as const;
}

/** "Columns": a disclosure of one checkbox per column, rendered only while open. */
export function ColumnMenu({ hidden, onToggle }: { hidden: ReadonlySet<string>; onToggle: (id: string, shown: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, [open]);
  return (
    <div ref={root} className="relative">
      <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
        Columns
      </Button>
      {open && (
        <fieldset id={panelId} className="absolute right-0 z-20 mt-1 w-56 rounded-md border border-slate-200 bg-white p-3 shadow-lg">
          <legend className="sr-only">Columns shown</legend>
          {HIDEABLE_COLUMNS.map((column) => (
            <label key={column.id} className="flex items-center gap-2 py-1 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4 accent-blue-700"
                checked={!hidden.has(column.id)}
                onChange={(event) => onToggle(column.id, event.target.checked)}
              />
              {column.label}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
