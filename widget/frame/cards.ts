import { cardName, cardPlace, cardPrice, cardRooms, cardStatus } from "@/lib/chat/card-text";
import type { ListingCard } from "@/lib/chat/cards";
import { h, icon, visuallyHidden } from "./dom";
import { ICONS } from "./icons";

/** At most this many cards under one answer, whatever a stream sends. */
const MAX_CARDS = 5;

const isHttp = (value: unknown): value is string => typeof value === "string" && (value.startsWith("https://") || value.startsWith("http://"));

/** A card as the stream gave it, checked field by field: the frame trusts no shape it did not build. */
function checked(value: unknown): ListingCard | null {
  if (typeof value !== "object" || value === null) return null;
  const card = value as Record<string, unknown>;
  const text = (field: string, max = 300) => (typeof card[field] === "string" ? (card[field] as string).slice(0, max) : "");
  const number = (field: string) => (typeof card[field] === "number" && Number.isFinite(card[field]) ? (card[field] as number) : 0);
  return {
    id: number("id"),
    mlsNumber: text("mlsNumber", 60),
    photo: isHttp(card.photo) ? card.photo : null,
    price: typeof card.price === "number" && Number.isFinite(card.price) ? card.price : null,
    currencySymbol: text("currencySymbol", 8),
    saleType: text("saleType", 20),
    status: text("status", 40),
    bedrooms: number("bedrooms"),
    bathrooms: number("bathrooms"),
    address: text("address"),
    city: text("city", 120),
    url: isHttp(card.url) ? card.url : null,
  };
}

/** The photo, or a plain tile when there is none or it fails to load (never a broken image). */
function photo(card: ListingCard): HTMLElement {
  const blank = () => h("div", { class: "listing-photo listing-photo-none", "aria-hidden": "true" }, icon(ICONS.home, "icon listing-photo-icon"));
  if (!card.photo) return blank();
  const image = h("img", { class: "listing-photo", src: card.photo, alt: cardName(card), loading: "lazy", decoding: "async", referrerpolicy: "no-referrer" });
  image.addEventListener("error", () => image.replaceWith(blank()), { once: true });
  return image;
}

function card(listing: ListingCard): HTMLLIElement {
  const price = cardPrice(listing);
  const rooms = cardRooms(listing);
  const status = cardStatus(listing);
  const body = h(
    "div",
    { class: "listing-body" },
    price && h("p", { class: "listing-price" }, price),
    status && h("p", { class: "listing-status" }, status),
    rooms && h("p", { class: "listing-rooms" }, rooms),
    h("p", { class: "listing-place" }, cardPlace(listing) || `MLS ${listing.mlsNumber}`),
    listing.url &&
      h(
        "a",
        { class: "listing-link", href: listing.url, target: "_blank", rel: "noopener noreferrer" },
        "View listing",
        visuallyHidden(`: ${cardName(listing)} (opens in a new tab)`),
      ),
  );
  return h("li", { class: "listing-card" }, photo(listing), body);
}

/** The cards of the listings an answer names, in a row that scrolls sideways; null when there are none. */
export function listingCards(values: unknown): HTMLUListElement | null {
  const cards = (Array.isArray(values) ? values : [])
    .slice(0, MAX_CARDS)
    .map(checked)
    .filter((value) => value !== null);
  if (cards.length === 0) return null;
  return h("ul", { class: "listing-cards", "aria-label": cards.length === 1 ? "Listing" : `${cards.length} listings` }, ...cards.map(card));
}
