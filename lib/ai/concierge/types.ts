// Contract between the concierge's language side (parse a visitor's message, compose
// an answer) and the rest of Casabot (tools that query listings, the LanguageModelV3
// wrapper, ClientAsk). Everything here is plain data: it crosses the AI SDK's tool
// boundary as JSON.

export type SaleType = "for_sale" | "for_rent";

export interface Range {
  min?: number;
  max?: number;
}

/** What a visitor is looking for; every field optional, all given ones must hold. */
export interface ListingFilters {
  city?: string;
  saleType?: SaleType;
  bedrooms?: Range;
  bathrooms?: Range;
  /** Sale price for sale listings, monthly rent for rentals. */
  price?: Range;
  propertyType?: string;
  parkingSpots?: Range;
  yearBuilt?: Range;
  status?: "Active" | "PreOnMarket" | "Sold";
  tours?: "OpenHouse" | "3D";
  /** Words that must appear in the description or the ExtensionColumn values ("pool", "garage"). */
  keywords?: string[];
}

export type ListingSort = "newest" | "price_asc" | "price_desc" | "area_desc";

/** A listing as the concierge and tools see it. */
export interface ConciergeListing {
  id: number;
  mlsNumber: string;
  url: string;
  saleType: SaleType;
  status: string;
  propertyType: string;
  bedrooms: number;
  bathrooms: number;
  /** SalePrice for sale, RentPrice for rent; null when absent. */
  price: number | null;
  currencySymbol: string;
  city: string;
  state: string;
  address: string;
  zip: string;
  buildingArea: number;
  lotArea: number;
  areaUnit: string;
  yearBuilt: number;
  parkingSpots: number;
  daysOnMarket: number;
  tours: string | null;
  hoaMonth: number | null;
  description: string;
  extension: { Key: string; value: string }[];
}

/** What the visitor's latest message asks for, read in the light of the conversation. */
export type Intent =
  | { kind: "greeting" }
  | { kind: "thanks" }
  | { kind: "human" }
  | { kind: "lead"; email?: string; phone?: string; name?: string }
  | { kind: "search"; filters: ListingFilters; sort: ListingSort; limit: number }
  | { kind: "count"; filters: ListingFilters }
  | { kind: "listing"; mlsNumber?: string; address?: string; listingId?: number; question?: ListingQuestion }
  | { kind: "unknown" };

/** A question about one listing ("how big is it?"); undefined asks for its summary. */
export type ListingQuestion = "size" | "price" | "bedrooms" | "bathrooms" | "year" | "parking" | "hoa" | "tours" | "address" | "features" | "status";

/** One earlier turn, as the concierge reads the conversation. */
export interface Turn {
  role: "user" | "assistant";
  text: string;
}
