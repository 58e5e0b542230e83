import type { ListingCard } from "./cards";

// The words of a listing card, the same in the widget and in the dashboard's chat tester.
// Plain functions over a card (no DOM, no server code), so the widget's bundle takes them too.

const ISO_CODE = /^[A-Za-z]{3}$/;
const WORD_START = /([a-z])([A-Z])/g;
const ENDS_IN_WORD = /[\p{L}.]$/u;
const MAX_SYMBOL_LENGTH = 8;
const amount = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const rooms = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** "$450,000", "€1,200/mo", "1,500,000 MXN"; "" when the listing has no price. */
export function cardPrice(card: Pick<ListingCard, "price" | "currencySymbol" | "saleType">): string {
  if (card.price === null || !Number.isFinite(card.price) || card.price <= 0) return "";
  const symbol = card.currencySymbol.trim().slice(0, MAX_SYMBOL_LENGTH);
  let text: string;
  if (ISO_CODE.test(symbol)) {
    try {
      text = new Intl.NumberFormat("en-US", { style: "currency", currency: symbol.toUpperCase(), maximumFractionDigits: 0 }).format(card.price);
    } catch {
      text = `${amount.format(card.price)} ${symbol}`;
    }
  } else {
    // "$450,000", "€2,500", but "Bs. 1,200" and "kr 900": a symbol ending in a letter or dot is set apart.
    text = `${symbol}${ENDS_IN_WORD.test(symbol) ? " " : ""}${amount.format(card.price)}`;
  }
  return card.saleType === "for_rent" ? `${text}/mo` : text;
}

/** "3 bd · 2 ba"; a zero is left out (a studio shows only its baths), "" when both are. */
export function cardRooms(card: Pick<ListingCard, "bedrooms" | "bathrooms">): string {
  const parts: string[] = [];
  if (card.bedrooms > 0) parts.push(`${rooms.format(card.bedrooms)} bd`);
  if (card.bathrooms > 0) parts.push(`${rooms.format(card.bathrooms)} ba`);
  return parts.join(" · ");
}

/** "4100 Congress Ave, Austin": the address and the city, whichever there are. */
export function cardPlace(card: Pick<ListingCard, "address" | "city">): string {
  const address = card.address.trim();
  const city = card.city.trim();
  if (address && city && !address.toLowerCase().includes(city.toLowerCase())) return `${address}, ${city}`;
  return address || city;
}

/** What names the listing to a screen reader (the photo's alt text, the link's full name). */
export function cardName(card: Pick<ListingCard, "address" | "city" | "mlsNumber">): string {
  return cardPlace(card) || `MLS ${card.mlsNumber}`;
}

/** "Pending", "Sold", …: shown on the card when the listing is not simply available. */
export function cardStatus(card: Pick<ListingCard, "status">): string {
  if (card.status === "Active" || card.status === "PreOnMarket" || card.status === "") return "";
  return card.status.replace(WORD_START, "$1 $2");
}
