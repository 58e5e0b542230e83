import type { SaleType } from "./filters";

/**
 * A spreadsheet's words as the listing schema takes them: sale types, statuses and area units in
 * English, Spanish and French. A cell that is none of these is passed on unchanged, for the schema
 * to refuse with its own message. Numbers, units and currencies: lib/listings/sheet/units.ts.
 */

/** Cells longer than this are passed on as they are (the schema caps every field). */
const MAX_CELL = 200;

const key = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

const RENT_WORDS = new Set([
  "for rent",
  "rent",
  "rental",
  "rentals",
  "lease",
  "for lease",
  "leasing",
  "residential lease",
  "to let",
  "let",
  "alquiler",
  "en alquiler",
  "se alquila",
  "renta",
  "en renta",
  "se renta",
  "arriendo",
  "en arriendo",
  "location",
  "a louer",
  "en location",
  "louer",
  "bail",
]);
const SALE_WORDS = new Set([
  "for sale",
  "sale",
  "sell",
  "selling",
  "buy",
  "residential",
  "venta",
  "en venta",
  "se vende",
  "vende",
  "vente",
  "a vendre",
  "en vente",
  "vendre",
]);

/** The sale type a cell names in English, Spanish or French, or undefined. */
export function saleTypeOf(cell: string): SaleType | undefined {
  if (cell.length > MAX_CELL) return undefined;
  const words = key(cell).replace(/_/g, " ");
  if (words === "for sale" || words === "for rent") return words === "for sale" ? "for_sale" : "for_rent";
  if (RENT_WORDS.has(words)) return "for_rent";
  if (SALE_WORDS.has(words)) return "for_sale";
  return undefined;
}

/** Words in a type or status cell that say the home is for rent ("Apartment for rent", "Alquiler"). */
export function mentionsRent(cell: string): boolean {
  if (cell.length > MAX_CELL) return false;
  const words = ` ${key(cell)} `;
  return [" for rent ", " rental ", " for lease ", " lease ", " alquiler ", " renta ", " arriendo ", " a louer ", " location "].some((word) =>
    words.includes(word),
  );
}

const STATUS_WORDS: Record<string, string> = {};
const statuses: [string, string[]][] = [
  [
    "Active",
    [
      "active",
      "available",
      "new",
      "for sale",
      "for rent",
      "for lease",
      "listed",
      "on market",
      "activo",
      "activa",
      "disponible",
      "en venta",
      "en alquiler",
      "en renta",
      "actif",
      "active",
      "a vendre",
      "a louer",
      "en vente",
      "nouveau",
    ],
  ],
  [
    "Sold",
    [
      "sold",
      "closed",
      "rented",
      "leased",
      "off market sold",
      "vendido",
      "vendida",
      "alquilado",
      "alquilada",
      "rentado",
      "rentada",
      "cerrado",
      "vendu",
      "vendue",
      "loue",
      "louee",
    ],
  ],
  [
    "Pending",
    [
      "pending",
      "under contract",
      "active under contract",
      "activeundercontract",
      "contingent",
      "under offer",
      "sale pending",
      "pendiente",
      "reservado",
      "reservada",
      "bajo contrato",
      "sous compromis",
      "sous offre",
      "en cours",
      "compromis",
    ],
  ],
  ["ComingSoon", ["coming soon", "comingsoon", "proximamente", "muy pronto", "bientot", "bientot disponible", "a venir"]],
  [
    "OffMarket",
    [
      "off market",
      "offmarket",
      "withdrawn",
      "expired",
      "canceled",
      "cancelled",
      "hold",
      "temporarily off market",
      "inactive",
      "retirado",
      "retirada",
      "cancelado",
      "expirado",
      "inactivo",
      "retire",
      "expire",
      "annule",
      "inactif",
    ],
  ],
  ["PreOnMarket", ["pre on market", "preonmarket", "pre market", "premarket", "preventa", "prevente"]],
];
for (const [status, words] of statuses) for (const word of words) STATUS_WORDS[word] = status;

/** The listing status a cell names (MLS and RESO words, English, Spanish, French), or the cell unchanged. */
export function statusCell(cell: string): string {
  if (cell.trim() === "" || cell.length > MAX_CELL) return cell;
  return STATUS_WORDS[key(cell)] ?? cell;
}

/** "Square Feet" or "Square Meters" for the ways agents write them, or the cell unchanged. */
export function areaUnitCell(cell: string): string {
  if (cell.length > MAX_CELL) return cell;
  const unit = key(cell.replace(/²/g, "2"));
  if (["sqft", "sq ft", "ft2", "ft", "feet", "square feet", "square foot", "sf", "pies cuadrados", "pies2", "pieds carres", "pi2"].includes(unit)) {
    return "Square Feet";
  }
  if (["m2", "sqm", "sq m", "m", "square meters", "square metres", "metros cuadrados", "metros", "mts2", "metres carres", "metre carre"].includes(unit)) {
    return "Square Meters";
  }
  return cell;
}
