"use client";

import { useState } from "react";
import { cardName, cardPlace, cardPrice, cardRooms, cardStatus } from "@/lib/chat/card-text";
import type { ListingCard } from "@/lib/chat/cards";

/** The photo, or a plain tile when there is none or it fails to load (never a broken image). */
function Photo({ card }: { card: ListingCard }) {
  const [failed, setFailed] = useState(false);
  if (!card.photo || failed) {
    return (
      <div className="flex h-28 w-full items-center justify-center bg-slate-100 text-slate-400" aria-hidden="true">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-9 w-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M3 9l9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
          <path d="M9 22V12h6v10" />
        </svg>
      </div>
    );
  }
  return (
    // Owners' photos are on any host: next/image would need each one configured.
    <img
      src={card.photo}
      alt={cardName(card)}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      className="h-28 w-full object-cover"
      onError={() => setFailed(true)}
    />
  );
}

function Card({ card }: { card: ListingCard }) {
  const price = cardPrice(card);
  const rooms = cardRooms(card);
  const status = cardStatus(card);
  return (
    <li className="flex w-48 flex-none snap-start flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="listing-card">
      <Photo card={card} />
      <div className="flex flex-col gap-0.5 px-3 pt-2 pb-3 text-sm">
        {price && <p className="text-base font-bold text-slate-900">{price}</p>}
        {status && <p className="font-semibold text-amber-800">{status}</p>}
        {rooms && <p className="text-slate-600">{rooms}</p>}
        <p className="wrap-anywhere text-slate-600">{cardPlace(card) || `MLS ${card.mlsNumber}`}</p>
        {card.url && (
          <a href={card.url} target="_blank" rel="noopener noreferrer" className="mt-1 font-semibold text-blue-700 underline underline-offset-2">
            View listing<span className="sr-only">: {cardName(card)} (opens in a new tab)</span>
          </a>
        )}
      </div>
    </li>
  );
}

/** The cards of the listings an answer names, in a row that scrolls sideways. */
export function ListingCards({ cards }: { cards: ListingCard[] }) {
  if (cards.length === 0) return null;
  return (
    <ul className="mt-2 flex max-w-full snap-x gap-2 overflow-x-auto pb-2" aria-label={cards.length === 1 ? "Listing" : `${cards.length} listings`}>
      {cards.map((card) => (
        <Card key={card.id} card={card} />
      ))}
    </ul>
  );
}
