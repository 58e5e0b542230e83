"use client";

import { useSyncExternalStore } from "react";

// The grid's filters and page live in its URL; the form and the import page lead back
// to the grid as the owner left it, which they learn from here.

const storageKey = (chatbotId: string) => `casabot:listings-search:${chatbotId}`;

export function rememberListingsSearch(chatbotId: string, search: string) {
  try {
    sessionStorage.setItem(storageKey(chatbotId), search);
  } catch {
    // Storage can be unavailable (private modes, quotas): the way back then has no filters.
  }
}

function storedSearch(chatbotId: string): string {
  try {
    return sessionStorage.getItem(storageKey(chatbotId)) ?? "";
  } catch {
    return "";
  }
}

const noSubscription = () => () => {};

/** The grid's address with the filters and page the owner last had. */
export function useListingsHref(chatbotId: string): string {
  const search = useSyncExternalStore(
    noSubscription,
    () => storedSearch(chatbotId),
    () => "",
  );
  return `/chatbots/${chatbotId}/listings${search ? `?${search}` : ""}`;
}
