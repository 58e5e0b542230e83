"use client";

import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import type { ListingRow } from "@/lib/client/api";
import { FeedMark, listingPrice, STATUS_LABELS, STATUS_TONES } from "./listing-columns";
import { ListingThumbnail } from "./listing-thumbnail";

export interface ListingCardRow {
  row: ListingRow;
  selected: boolean;
  /** Whether the chatbot's MLS feed owns it (Feed/Owned). */
  fromFeed: boolean;
  toggle: (selected: boolean) => void;
}

/** The grid on phones: one card per listing, with what an agent scans for, its select box and its edit link. */
/** "3 bd · 2 ba", a zero left out: land and lots show neither, a studio only its baths. */
function roomsText(row: { Bedrooms: string; Bathrooms: string }): string {
  return [Number(row.Bedrooms) > 0 && `${row.Bedrooms} bd`, Number(row.Bathrooms) > 0 && `${row.Bathrooms} ba`].filter(Boolean).join(" · ");
}

export function ListingCardList({ chatbotId, cards, stale }: { chatbotId: string; cards: ListingCardRow[]; stale: boolean }) {
  return (
    <ul aria-label="Listings" aria-busy={stale} className={`space-y-2 ${stale ? "opacity-60" : ""}`}>
      {cards.map(({ row, selected, fromFeed, toggle }) => (
        <li key={row.ID} className={`flex gap-3 rounded-lg border p-3 shadow-sm ${selected ? "border-blue-300 bg-blue-50" : "border-slate-200 bg-white"}`}>
          <input
            type="checkbox"
            aria-label={`Select MLS ${row.MLSNumber}`}
            className="mt-1 h-5 w-5 shrink-0 accent-blue-700"
            checked={selected}
            onChange={(event) => toggle(event.target.checked)}
          />
          <ListingThumbnail chatbotId={chatbotId} row={row} className="h-16 w-20 shrink-0" />
          <div className="min-w-0 flex-1 text-sm">
            <div className="flex items-start justify-between gap-2">
              <span className="truncate font-medium text-slate-900">{row.MLSNumber}</span>
              <Badge tone={STATUS_TONES[row.Status]}>{STATUS_LABELS[row.Status] ?? row.Status}</Badge>
            </div>
            <p className="truncate text-slate-800">{row.Address || "—"}</p>
            <div className="flex items-center justify-between gap-2">
              <p className="truncate text-xs text-slate-600">{[row.City, row.State].filter(Boolean).join(", ")}</p>
              {fromFeed && <FeedMark />}
            </div>
            <div className="mt-1 flex items-center justify-between gap-2">
              <span className="tabular-nums text-slate-900">{[listingPrice(row), roomsText(row)].filter(Boolean).join(" · ")}</span>
              <Link prefetch={false} href={`/chatbots/${chatbotId}/listings/${row.ID}`} className="font-medium text-blue-800 hover:underline">
                Edit<span className="sr-only"> MLS {row.MLSNumber}</span>
              </Link>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
