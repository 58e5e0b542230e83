"use client";

import { useDeferredValue, useId, useState } from "react";
import { inputClass } from "@/components/ui/field";

export interface IndexEntry {
  /** The anchor of the endpoint's section. */
  id: string;
  /** "ClientAsk", the path without `/chat/<tag>/`. */
  name: string;
  tag: string;
  summary: string;
}

const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The endpoints by area, with a search box that narrows them by name, area or summary
 * ("lead", "delete", "session"). Beside the reference on wide screens, on screen all the way down.
 */
export function EndpointIndex({ entries, tags }: { entries: IndexEntry[]; tags: string[] }) {
  const searchId = useId();
  const headingId = useId();
  const [query, setQuery] = useState("");
  const words = folded(useDeferredValue(query)).slice(0, 100).split(/\s+/).filter(Boolean);
  const shown = entries.filter((entry) => {
    const text = folded(`${entry.tag} ${entry.name} ${entry.summary}`);
    return words.every((word) => text.includes(word));
  });
  return (
    <nav aria-labelledby={headingId} className="text-sm">
      <h2 id={headingId} className="text-base font-semibold">
        Endpoints
      </h2>
      <label htmlFor={searchId} className="sr-only">
        Search endpoints
      </label>
      <input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search endpoints"
        maxLength={100}
        className={`${inputClass} mt-2`}
      />
      <p aria-live="polite" className="sr-only">
        {words.length ? `${shown.length} endpoint${shown.length === 1 ? "" : "s"} found` : ""}
      </p>
      {shown.length === 0 && <p className="mt-3 text-slate-700">No endpoint matches “{query.trim()}”.</p>}
      <div className="mt-3 space-y-3">
        {tags.map((tag) => {
          const inTag = shown.filter((entry) => entry.tag === tag);
          if (inTag.length === 0) return null;
          return (
            <div key={tag}>
              <h3 className="font-semibold text-slate-900">{tag}</h3>
              <ul className="mt-1 space-y-0.5">
                {inTag.map((entry) => (
                  <li key={entry.id}>
                    <a href={`#${entry.id}`} title={entry.summary} className="break-words text-blue-800 underline underline-offset-2">
                      {entry.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
