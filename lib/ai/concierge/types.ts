import type { ListingFilters, SaleType, Tour } from "@/lib/listings/filters";

// Contract between the concierge's parts: understanding a visitor's message (parse), the
// tools that query listings (search), the answer (compose), the conversation state kept per
// session, and the LanguageModelV3 wrapper. Everything here is plain data: it crosses the
// AI SDK's tool boundary as JSON and is stored as JSON. What a listing stores (sale types,
// tours) and the filters the concierge shares with RealEstateList are the listing vocabulary's,
// lib/listings/filters.ts.

/** The languages the concierge speaks; anything else is answered in English. */
export type Language = "English" | "Spanish" | "French";

export interface Range {
  min?: number;
  max?: number;
}

/** Canonical kinds of property: a stored PropertyType in any language maps to one of these. */
export const PROPERTY_KINDS = ["house", "apartment", "condo", "townhouse", "multi_family", "land", "commercial", "mobile_home", "farm", "other"] as const;
export type PropertyKind = (typeof PROPERTY_KINDS)[number];

/**
 * Which listings a search offers. Unset means "available": Active, ComingSoon and
 * PreOnMarket. Pending, Sold and OffMarket are only returned when asked for.
 */
/** `now`: on the market today ("could I buy today?", "dispo maintenant"): not a home coming soon. */
export const AVAILABILITIES = ["available", "now", "coming_soon", "pending", "sold", "off_market", "any"] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/**
 * The filters of RealEstateList the concierge shares, by the names its tools and stored states use.
 * `city` is a city the chatbot has listings in, as stored; matched case- and accent-insensitively.
 */
type ListingFiltersByConciergeName = { city?: ListingFilters["CityName"]; saleType?: ListingFilters["SaleType"] };

/** What a visitor is looking for: the listing filters, and the concierge's own criteria. Every field optional, all given ones must hold. */
export interface SearchFilters extends ListingFiltersByConciergeName {
  /** Several cities, any of which will do ("Madrid or Málaga"), `city` being the first: set only with two or more. */
  cities?: string[];
  availability?: Availability;
  /** None of these kinds ("not an apartment", "que no sea piso", "autre chose qu'un appartement"). */
  excludedKinds?: PropertyKind[];
  /** Any of these kinds. */
  kinds?: PropertyKind[];
  bedrooms?: Range;
  bathrooms?: Range;
  /** Sale price for sale listings, monthly rent for rentals, in the listing's own currency. */
  price?: Range;
  /** The currency the visitor named, as a symbol ("$", "€", "£") or ISO code; prices only compare within it. */
  currency?: string;
  /** Living area in square feet (listings in m² are converted). */
  area?: Range;
  /** Lot area in square feet (listings in m² are converted). */
  lotArea?: Range;
  parkingSpots?: Range;
  yearBuilt?: Range;
  hoa?: Range;
  daysOnMarket?: Range;
  tours?: Tour;
  /** Feature ids of features.ts that must all be present (and not negated in the text). */
  features?: string[];
  /** Groups of feature ids, each needing at least one of its features ("a pool or a garden"). */
  anyFeatures?: string[][];
  /** Feature ids that must be absent ("without a pool", "no stairs"). */
  excludedFeatures?: string[];
  /** Other words that must appear (a neighbourhood, a street, a school): full-text searched. */
  text?: string[];
  /** A place named that is none of the chatbot's cities ("in Boise", "à Paris", "en la Condesa"): searched like `text`, and said as a place. */
  place?: string;
  /** The place came with a state or province code ("Charleston SC"): a town, so never matched to a street of an address ("W Charles Rd"). */
  placeIsTown?: boolean;
  /** Only these listings: picking among earlier results ("which of those has a garage"). */
  ids?: number[];
  /** A postal code the visitor named ("in 80304", "por el 18010", "NPA 1006", "B3H 1A1"): the listing's ZIP, spaces and case aside. */
  postalCode?: string;
  /**
   * Homes like this listing ("anything similar?", a yes to "want to see similar homes?"): its city, kind and sale type, on the
   * market, itself left out; the other filters narrow further. Read by the search tool into those filters before it searches.
   */
  similarTo?: number;
}

/** Filters that make a search a listing question: more than "for sale", a kind or a place ("do you charge a commission when I buy a house?"). */
export const WEAK_FILTERS: ReadonlySet<string> = new Set(["saleType", "availability", "kinds", "place", "placeIsTown"]);

/** Every numeric field a superlative or a sort can be over. */
export const SORT_FIELDS = ["price", "bedrooms", "bathrooms", "area", "lotArea", "yearBuilt", "daysOnMarket", "parkingSpots", "hoa", "pricePerArea"] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/** "most recently listed" is daysOnMarket asc; "newest built" is yearBuilt desc. */
export interface ListingSort {
  field: SortField;
  direction: "asc" | "desc";
}

/** A listing as the concierge, the tools and the cards see it. */
export interface ConciergeListing {
  id: number;
  mlsNumber: string;
  url: string;
  saleType: SaleType;
  status: string;
  /** As the owner wrote it, in any language. */
  propertyType: string;
  kind: PropertyKind;
  bedrooms: number;
  bathrooms: number;
  /** SalePrice for sale, RentPrice for rent; null when absent. */
  price: number | null;
  currencySymbol: string;
  city: string;
  state: string;
  address: string;
  zip: string;
  /** The Location field (a neighbourhood or area), as stored. */
  location: string;
  buildingArea: number;
  lotArea: number;
  areaUnit: string;
  yearBuilt: number;
  parkingSpots: number;
  daysOnMarket: number;
  tours: Tour | null;
  hoaMonth: number | null;
  /** DepositFee, in the listing's currency; null or absent when not stated. */
  deposit?: number | null;
  description: string;
  extension: { Key: string; value: string }[];
  /** The first image, for the listing card; null when none. */
  photo: string | null;
}

/** How a message points at one listing. Positions are resolved against the state by the parser. */
export type ListingRef = { id: number } | { mlsNumber: string } | { address: string };

/** A question about one listing. Undefined (in an intent) asks for its summary. */
export type ListingQuestion =
  | {
      field:
        | "price"
        | "bedrooms"
        | "bathrooms"
        | "area"
        /** Derived: the price divided by the living area, in the listing's unit. */
        | "pricePerArea"
        | "lotArea"
        | "yearBuilt"
        | "parkingSpots"
        | "hoa"
        | "tours"
        | "address"
        | "status"
        | "daysOnMarket"
        | "kind"
        | "description"
        /** Derived: what it takes to move into a rental, the first month and the deposit (and a pet deposit, when asked). */
        | "moveIn"
        /** Derived: what owning costs over a month or a year, the HOA fee and the listed taxes summed (costs.ts). */
        | "costs"
        /** From when it can be had: the owner's date for it ("Available: July 1"), else its status. */
        | "availableWhen";
      /** "Il y a une place de parking ?", "is there parking?": asked yes or no, so the answer says yes first. */
      yesNo?: true;
      /** "First month + deposit + pet deposit": a pet deposit the listing names counts too. */
      withPets?: true;
      /** "¿Cuántos metros cuadrados son?", "how many sq ft?": the unit system an area is asked in, when the message names one. */
      unit?: "metric" | "imperial";
      /** The costs of owning: over a month or a year, and only the taxes when no fee or cost was named. */
      period?: "month" | "year";
      taxesOnly?: true;
    }
  /**
   * "Does it have a pool?": a feature id of features.ts; for pets, the kind of animal asked about ("and cats?");
   * `qualified` when asked how it is rather than whether there is one ("is the laundry private?").
   */
  | { feature: string; species?: Species; qualified?: true; how?: Qualifier }
  /** A fact the owner keeps in ExtensionColumn ("school district", "heating"), by the visitor's words for its key. */
  | { extension: string }
  /**
   * Something no listing holds, asked of one beside what it does hold ("how long has it been listed? think they'd
   * drop the price?"): said honestly as unknown, with an agent offered, never answered by another fact.
   */
  | { beyond: BeyondTopic };

/** The animals a pet policy often tells apart: "no cats", "dogs considered", "cats only". */
export type Species = "cat" | "dog";

/** What a question beyond the listing asks about, so that the reply can name it. */
/** How a feature may be asked to be ("is the pool heated?", "¿el parking es cubierto?"). */
export type Qualifier = "private" | "shared" | "inUnit" | "covered" | "heated" | "indoor" | "outdoor";

export type BeyondTopic = "negotiation" | "why" | "schoolQuality" | "rentalIncome" | "noise" | "travelTime" | "works" | "finance" | "futurePrice" | "offtopic";

/** What the visitor's latest message asks for, read in the light of the conversation state. */
export type Intent =
  | { kind: "greeting" }
  /** Who or what the assistant is, what it can do, which languages it speaks. */
  | { kind: "about" }
  | { kind: "thanks" }
  | { kind: "goodbye" }
  /** The visitor would rather not leave a phone or e-mail ("I'll call the office myself"): accepted, and what that means said. */
  | { kind: "noContact" }
  | { kind: "human" }
  /** Contact details given, maybe with a wish to visit a listing: recorded as a lead. */
  | { kind: "lead"; email?: string; phone?: string; name?: string; listing?: ListingRef; viewing?: boolean; when?: string }
  /** "Can I see it?", "I'd like a viewing", with no contact yet: acknowledge and ask for it. */
  /** change: the visitor moves the visit they already asked for in this conversation ("actually make it sunday, same time"). */
  /** `name`: the visitor's name given alone while the visit waits for a way to reach them ("Karine Lavoie"). */
  | { kind: "viewing"; listing?: ListingRef; when?: string; change?: boolean; name?: string; described?: SearchFilters }
  /** "Let me know when something like this comes up": the search saved for the e-mail given (now or before). */
  | { kind: "alert"; email?: string; phone?: string; name?: string; filters?: SearchFilters }
  /** An answer to the qualifying question just asked, or a plan stated after a lead ("pre-approved", "within 3 months"). */
  | { kind: "qualify"; answer: string; asked?: "timeline" | "financing" | "sellFirst" }
  | {
      kind: "search";
      filters: SearchFilters;
      sort?: ListingSort;
      limit: number;
      /** "Show me more": how many matches to skip, those already shown. */
      offset?: number;
      /** Picks from the previous results ("the cheapest of those"). */
      fromResults?: boolean;
      /** How many match was asked too ("how many rentals in Boise, and which is cheapest?"): the answer says it before the best. */
      counted?: boolean;
      /**
       * A question about the one listing the search names ("the cheapest one has a garage?", "the deposit for the studio
       * in Plainpalais"): answered about the first listing found when the search is a superlative or finds only one.
       */
      question?: ListingQuestion;
      /** The other questions asked of it ("le studio près d'Unimail est-il meublé ? et la caution ?"), in their order. */
      also?: ListingQuestion[];
      /** The message also asks what no listing says ("the cheapest in Málaga, and what's that in dollars?"): the answer says so. */
      beyondToo?: true;
    }
  | { kind: "count"; filters: SearchFilters }
  /** `also`: the other questions of a message that asks several ("how much, and how big is the lot?"), in their order. */
  | { kind: "listing"; listing: ListingRef; question?: ListingQuestion; also?: ListingQuestion[] }
  /** Two or three listings side by side, optionally on one aspect ("which is bigger?"), or one question asked of each ("do they allow pets?"). */
  /** aspects: the others asked beside `aspect` ("la diferencia de precio? y por m2?"), each with its verdict. */
  | { kind: "compare"; listings: ListingRef[]; aspect?: SortField; aspects?: SortField[]; question?: ListingQuestion }
  /** "Which cities/areas do you cover?" */
  | { kind: "coverage" }
  /** A question about something other than homes (weather, recipes, politics), even naming a city. */
  | { kind: "offtopic" }
  /** About homes, but about what no listing holds: mortgage rates, local taxes, the schools' quality, the market's future. */
  | { kind: "beyond"; topic?: "assistanceAnimal" }
  /** Not understood. */
  /** A question about "the house", "el piso", "l'appart" with no home named, shown or in focus: which one is asked back. */
  | { kind: "clarify" }
  | { kind: "unknown" };

/** What the conversation so far leaves for the next message: stored per session as JSON. */
export interface ConversationState {
  /** The criteria of the last search or count; `offset`, the matches a "show me more" skipped. */
  criteria?: { filters: SearchFilters; sort?: ListingSort; offset?: number };
  /** The listing ids the last answer that listed listings showed, in order ("the second one"). */
  results: number[];
  /** The listings the conversation is about now: one after a listing answer, 2–3 after a comparison ("it", "them"). */
  focus: number[];
  /** How many listings the last search matched in all (more than `results` when only a few were shown). */
  total?: number;
  /** The language of the visitor's last message, for messages too short to tell ("ok", "2"). */
  language?: Language;
  /** The nearest relaxation a no-match answer offered to show ("3 just above $300,000: want to see them?"): what "yes" accepts. */
  offer?: { filters: SearchFilters; sort?: ListingSort };
  /** A showing asked for and not yet sent (no contact, or no day yet): the home and what the visitor said of when. */
  showing?: { listingId?: number; when: string; askedDay?: boolean; name?: string };
  /** The showing request sent in this conversation, which the visitor may move: its home and its first window's hours ("10:00 - 11:00"). */
  booked?: { id: number; listingId?: number; at?: string };
  /** An alert asked for and waiting for an e-mail: the criteria it is for. */
  alert?: { filters?: SearchFilters };
  /** The visitor left a contact: the qualifying question just asked (one per reply), and every one asked so far. */
  qualify?: { asked?: "timeline" | "financing" | "sellFirst"; askedAll: ("timeline" | "financing" | "sellFirst")[] };
  /** What the last answer about one home was asked ("monthly HOA + taxes"): "and the other one in nwx?" asks it of another. */
  asked?: ListingQuestion[];
}

export const EMPTY_STATE: ConversationState = { results: [], focus: [] };

/** Filters relaxed to find something when nothing matched, and how many then match. */
export interface Relaxation {
  /** The filter names (keys of SearchFilters) that were dropped or widened. */
  dropped: (keyof SearchFilters)[];
  filters: SearchFilters;
  total: number;
  /** When it finds only a few (NEAREST_NAMED at most), those homes: named in the answer rather than offered unnamed. */
  listings?: ConciergeListing[];
}

/** One turn of the conversation as the concierge reads it (for the AI SDK prompt only). */
export interface Turn {
  role: "user" | "assistant";
  text: string;
}
