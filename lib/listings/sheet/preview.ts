import type { z } from "zod";
import type { listingObject } from "../schema";
import type { Assumption } from "./plan";

/**
 * A listing as one sentence a visitor would read, for the import's preview: "3-bed house for rent
 * in Austin at $2,650 a month, 2.5 baths, 1,850 sq ft, lot 7,405 sq ft (0.17 acres in the sheet)".
 * What a conversion changed is said beside the converted value, so the owner sees both.
 */

type ListingInput = Partial<z.output<typeof listingObject>>;

const number = (value: number, digits = 2) => new Intl.NumberFormat("en-US", { maximumFractionDigits: digits }).format(value);

/** A price with its sign where the sign is written: before for $ and £, after for € and CHF. */
export function priceText(value: number, currency: string): string {
  const amount = number(value);
  return /^(?:€|CHF)$/.test(currency) ? `${amount} ${currency}` : `${currency}${amount}`;
}

const UNIT_SHORT = { "Square Feet": "sq ft", "Square Meters": "m²" } as const;

export function listingSentence(listing: ListingInput, assumptions: readonly Assumption[] = []): string {
  const from = (field: string) => assumptions.find((assumption) => assumption.field === field && assumption.kind === "converted")?.from;
  const unit = UNIT_SHORT[listing.AreaUnit ?? "Square Feet"];
  const type = (listing.PropertyType ?? "home").toLowerCase();
  const land = /\b(?:land|lot|lots|terreno|solar|parcela|terrain)\b/.test(type);
  const beds = !land && listing.Bedrooms ? `${listing.Bedrooms}-bed ` : "";
  const rent = listing.SaleType === "for_rent";
  const address = listing.Address?.trim();
  const area = [listing.Location, listing.City].filter((part) => part?.trim()).join(", ");
  const place = address ? ` at ${[address, listing.City?.trim()].filter(Boolean).join(", ")}` : area ? ` in ${area}` : "";
  const currency = listing.CurrencySymbol ?? "";
  const price = rent
    ? listing.RentPrice != null
      ? ` at ${priceText(listing.RentPrice, currency)} a month`
      : ", rent not given"
    : listing.SalePrice != null
      ? ` at ${priceText(listing.SalePrice, currency)}`
      : ", price not given";
  const status = listing.Status && listing.Status !== "Active" ? ` (${listing.Status.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()})` : "";
  // "Apartment for rent" says it already.
  const saleWords = /\bfor (?:rent|sale|lease)\b/.test(type) ? "" : ` for ${rent ? "rent" : "sale"}`;
  const parts = [`${beds}${type}${saleWords}${place}${price}${status}`];
  if (!land && listing.Bathrooms) {
    parts.push(`${number(listing.Bathrooms)} bath${listing.Bathrooms === 1 ? "" : "s"}${from("Bathrooms") ? ` (${from("Bathrooms")})` : ""}`);
  }
  if (listing.BuildingArea != null && listing.BuildingArea > 0) {
    parts.push(`${number(listing.BuildingArea)} ${unit}${from("BuildingArea") ? ` (${from("BuildingArea")} in the sheet)` : ""}`);
  } else if (!land) parts.push("living area not given");
  if (listing.LotArea) parts.push(`lot ${number(listing.LotArea)} ${unit}${from("LotArea") ? ` (${from("LotArea")} in the sheet)` : ""}`);
  if (listing.ParkingSpots) parts.push(`${listing.ParkingSpots} parking`);
  if (listing.HOAMonth) parts.push(`HOA ${priceText(listing.HOAMonth, currency)} a month`);
  if (listing.Images?.length) parts.push(`${listing.Images.length} photo${listing.Images.length === 1 ? "" : "s"}`);
  if (listing.Tours) parts.push(listing.Tours === "3D" ? "3D tour" : "open house");
  for (const fact of listing.ExtensionColumn ?? []) if (parts.length < 12) parts.push(`${fact.Key}: ${fact.value.slice(0, 60)}`);
  return parts.join(", ");
}
