"use client";

import type { ListingRow } from "@/lib/client/api";

/** How many photos a list row's Images text (a JSON array) holds; anything unreadable holds none. */
function hasPhoto(images: string): boolean {
  if (!images.startsWith("[")) return false;
  try {
    const parsed: unknown = JSON.parse(images);
    return Array.isArray(parsed) && typeof parsed[0] === "string";
  } catch {
    return false;
  }
}

/**
 * The listing's first photo, through our own image path (lib/listings/images.ts), which
 * answers a photo it cannot show with a neutral placeholder: the page never logs a failed load.
 */
export function ListingThumbnail({ chatbotId, row, className }: { chatbotId: string; row: ListingRow; className: string }) {
  if (!hasPhoto(row.Images))
    return (
      <span aria-hidden="true" className={`${className} flex items-center justify-center rounded bg-slate-100 text-slate-400`}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5" />
        </svg>
      </span>
    );
  return (
    // A plain <img>: the path is ours and already sized small; next/image would resize it again.
    <img
      src={`/api/listing-image/${encodeURIComponent(chatbotId)}/${row.ID}/0`}
      alt={`MLS ${row.MLSNumber}`}
      loading="lazy"
      decoding="async"
      className={`${className} rounded bg-slate-100 object-cover`}
    />
  );
}
