import type { SaleType, Tour } from "@/lib/listings/filters";
import type { CostPeriod, TaxKind } from "./costs";
import type { Availability, BeyondTopic, Language, ListingSort, PropertyKind, Qualifier, SortField, Species } from "./types";

// The shape of a language's phrases: every word the concierge says comes from one of these.
// Sentences get their parts already formatted (money, areas, names in the language), and
// Spanish and French ones the grammatical gender of the noun they agree with.

export type Gender = "m" | "f";

/** What a search asked for, as a noun phrase: "house"/"houses" plus " for sale in Austin with a pool". */
export interface Subject {
  one: string;
  many: string;
  gender: Gender;
  /** The qualifiers after the noun, with a leading space, or "". */
  rest: string;
}

/** A superlative agreeing with its noun: an adjective ("cheapest", "más baratas") or a phrase ("with the most bedrooms"). */
export interface Superlative {
  words: string;
  adjective: boolean;
}

export type RangeField = "price" | "bedrooms" | "bathrooms" | "area" | "lotArea" | "parkingSpots" | "yearBuilt" | "hoa" | "daysOnMarket";

/** A range's ends as numbers, and how to write one of them (money, area, plain number). */
export interface Bound {
  min?: number;
  max?: number;
  show: (value: number) => string;
}

export type ComparedField = SortField;

export interface PhraseBook {
  language: Language;
  locale: string;
  money: (amount: string, symbol: string) => string;
  perMonth: string;
  /** What owning costs (costs.ts): the fee's and each tax's name, a year's suffix, and the sentence that sums them. */
  costs: {
    fee: string;
    rent: string;
    /** A rental's fee: "charges", "gastos". */
    charges: string;
    taxes: Record<TaxKind, string>;
    perYear: string;
    /** The sum's sentence: of the taxes alone, of a rental (rent and charges) or of owning (fees and taxes, no mortgage). */
    sum: (place: string, sum: string, period: CostPeriod, what: "taxes" | "rental" | "owning") => string;
  };
  priceOnRequest: string;
  areaUnits: { "Square Feet": string; "Square Meters": string };
  /** The units a plot's price is told by once it is that big ("$172,917/acre"). */
  largeUnit: { acre: string; hectare: string };
  /** How a feature may be, as a word the answer says ("heated", "climatizada", "chauffée"). */
  qualifiers: Record<Qualifier, string>;
  /** The short facts of a listing line. */
  line: {
    beds: (count: number) => string;
    baths: (text: string, count: number) => string;
    studio: string;
    built: (year: number) => string;
    lot: (area: string) => string;
    parking: (count: number) => string;
    hoa: (money: string) => string;
    days: (count: number) => string;
    perArea: (money: string, unit: string) => string;
  };
  /** A listing's status as a tag, or null when it is simply available. */
  statusTag: (status: string, gender: Gender) => string | null;
  /** A sentence saying a listing is not simply available, added to an answer about it; null when it is. Agrees with its kind's noun. */
  statusNote: (status: string, gender: Gender) => string | null;
  /** The noun for homes in general, and each kind's grammatical gender (names are in kinds.ts). */
  homes: { one: string; many: string; gender: Gender };
  /** The noun for apartments with no separate bedroom: a search for 0 bedrooms asks for studios, never "0 bedrooms". */
  studios: { one: string; many: string; gender: Gender };
  kindGender: Partial<Record<PropertyKind, Gender>>;
  and: string;
  or: string;
  saleType: Record<SaleType, string>;
  availability: (availability: Availability, gender: Gender, plural: boolean) => string;
  inCity: (city: string) => string;
  /** Picking among the listings shown before ("the cheapest of those"). */
  amongShown: (gender: Gender) => string;
  withFeatures: (names: string[]) => string;
  /** Features any one of which will do: "with a pool or a garden". */
  withAnyFeatures: (names: string[]) => string;
  withoutFeatures: (names: string[], bareNames: string[]) => string;
  /** Kinds asked away, by their plural names: "other than apartments". */
  notKinds: (names: string[]) => string;
  range: (field: RangeField, bound: Bound) => string;
  tours: Record<Tour, string>;
  mentioning: (words: string[]) => string;
  fieldName: Record<ComparedField, string>;
  descriptionName: string;
  superlative: (sort: ListingSort, gender: Gender, plural: boolean) => Superlative;
  order: (sort: ListingSort) => string;
  /** The sentence before the listing lines. */
  found: (total: number, shown: number, subject: Subject, superlative?: Superlative, order?: string) => string;
  /** "Show me more": the sentence before the next listings, after `shown` already shown of `total`. */
  more: (total: number, shown: number, subject: Subject) => string;
  /** After the lines shown, how many more match ("…and 8 more."). */
  andMore: (count: number) => string;
  /** "Show me more" when every match was shown already. */
  noMore: (total: number, subject: Subject) => string;
  /** After several listings: agrees with their noun ("¿de alguno?" for pisos, "l'une d'elles" for maisons). */
  askNext: (gender: Gender) => string;
  count: (total: number, subject: Subject) => string;
  /** How many match, said before the best of them ("There are 2 rentals in Boise."). */
  counted: (total: number, subject: Subject) => string;
  none: (subject: Subject) => string;
  relaxDropped: {
    features: (bareNames: string[]) => string;
    excludedFeatures: string;
    city: string;
    kinds: string;
    saleType: (saleType?: SaleType) => string;
    availability: string;
    range: (field: RangeField) => string;
    other: string;
  };
  relaxed: (parts: string[], total: number) => string;
  /** Agrees with the noun of the homes offered ("¿Quieres verlo?" for a piso, "la voir" for a maison). */
  offerToShow: (total: number, gender: Gender) => string;
  citiesCovered: (cities: string[]) => string;
  coverage: (cities: string[]) => string;
  noCoverage: string;
  notFound: (reference: string) => string;
  listingAsk: string;
  answer: ListingAnswers;
  compareIntro: string;
  compareMissing: (references: string[]) => string;
  verdict: (field: ComparedField, winner: string, values: string[]) => string;
  tie: (field: ComparedField, value: string, gender: Gender) => string;
  /** How far apart two compared values are: "a difference of 1,210 sq ft". */
  difference: (amount: string) => string;
  notComparable: (field: ComparedField, gender: Gender) => string;
  /** Prices of homes for sale and rents side by side: no verdict on which costs less. */
  saleAndRent: string;
  greeting: string;
  welcomeDefault: string;
  humanDefault: string;
  thanks: string;
  /** The visitor would rather not leave a contact: fine, and what that means for a visit. */
  noContact: string;
  /** What the assistant is and can do. */
  about: string;
  goodbye: string;
  viewing: (place?: string) => string;
  /** A visit asked for at these times (already written out), with no contact yet: asks for one. */
  showingAskContact: (place: string | undefined, times: string) => string;
  /** The visitor's name given, a phone number or an e-mail address still needed. */
  showingAskReach: (place: string | undefined, times: string, name: string) => string;
  /** A time with no day ("at 3pm"): which day? (and, when none is known, how to reach them). */
  showingAskDay: (place: string | undefined, needsContact: boolean) => string;
  /** A visit asked of a home that has sold or left the market: none is booked. */
  showingUnavailable: (place: string | undefined, status: "Sold" | "OffMarket" | "Pending" | "ComingSoon") => string;
  /** Sent to the agent: the home, the times (or none), how the agent will reach them. */
  showingSent: (place: string | undefined, times: string, reach: string) => string;
  /** The request already sent, moved to other times. */
  showingChanged: (place: string | undefined, times: string, reach: string) => string;
  /** One qualifying question, asked after a contact was left (lib/leads/qualification.ts). */
  qualifyQuestion: Record<"timeline" | "financing" | "sellFirst", string>;
  /** The visitor's plans noted for the agent. */
  qualifyNoted: string;
  /** The visitor's plans heard before any contact: kept with the conversation. */
  qualifyKept: string;
  /** The agency's booking page, offered instead. */
  showingBooking: (place: string | undefined, url: string) => string;
  lead: (name: string | undefined, place: string | undefined, viewing: boolean) => string;
  /** A visitor's saved search (lib/alerts): `summary` is what it watches, in words ("houses in Austin up to $400,000"). */
  alert: {
    saved: (summary: string | undefined, email: string) => string;
    active: (summary: string | undefined, email: string) => string;
    askEmail: (summary: string | undefined) => string;
    askCriteria: string;
    badEmail: string;
    limit: string;
    unavailable: string;
  };
  leadFailed: string;
  offtopic: (city?: string) => string;
  unknown: (city?: string) => string;
  /** A question about one home that none names: which one, asked back. */
  whichHome: string;
  /** An answer from the agency's knowledge: its words quoted, then the source named. */
  knowledge: (quote: string, source: string) => string;
  /** Nothing in the agency's knowledge answers the question. */
  noInformation: string;
  /** A guide, service or support animal asked about: not a pet, and an agent confirms it for the home. */
  assistanceAnimal: string;
  files: string;
}

/** Answers to one question about one listing; `place` names it ("4100 Congress Ave, Austin"). */
export interface ListingAnswers {
  price: (place: string, price: string, forRent: boolean) => string;
  /** The price a home sold at: "14 Transit St sold for $512,000." */
  soldPrice: (place: string, price: string) => string;
  noPrice: (place: string) => string;
  bedrooms: (place: string, count: number) => string;
  studio: (place: string) => string;
  noBedrooms: (place: string) => string;
  bathrooms: (place: string, text: string, count: number) => string;
  noBathrooms: (place: string) => string;
  area: (place: string, area: string) => string;
  lotArea: (place: string, area: string) => string;
  yearBuilt: (place: string, year: number) => string;
  parkingSpots: (place: string, count: number) => string;
  noParking: (place: string) => string;
  hoa: (place: string, money: string) => string;
  noHoa: (place: string) => string;
  deposit: (place: string, money: string) => string;
  /** What it takes to move in: the first month, the deposit, a pet deposit when asked and listed, and their sum. */
  moveIn: (place: string, rent: string, deposit: string, pet: string | null, total: string, fees?: string | null) => string;
  /** The first month, and no deposit in the listing to add to it. */
  moveInNoDeposit: (place: string, rent: string) => string;
  tours: (place: string, tours: string | null) => string;
  address: (place: string, full: string) => string;
  status: (place: string, status: string) => string;
  daysOnMarket: (place: string, days: number) => string;
  kind: (place: string, kind: string) => string;
  description: (place: string, text: string) => string;
  notListed: (place: string, what: string) => string;
  /** The price per unit of living area, with the price and the area it comes from. */
  pricePerArea: (place: string, perArea: string, price: string, area: string) => string;
  featureYes: (place: string, name: string) => string;
  /** The word that opens a yes: "Yes", "Sí", "Oui". */
  yes: string;
  featureNo: (place: string, bareName: string) => string;
  featureUnknown: (place: string, name: string) => string;
  /** Whether one kind of animal is accepted, when the listing says so of that kind ("No cats"). */
  speciesYes: (place: string, species: Species) => string;
  speciesNo: (place: string, species: Species) => string;
  /** The owner's words a yes or a no rests on, quoted: "The listing says: “Pets welcome”." */
  evidence: (words: string) => string;
  extension: (place: string, key: string, value: string) => string;
  extensionMissing: (place: string, words: string) => string;
  /** The currency sign a listing's prices carry, when the owner says no more of its currency. */
  currencySign: (place: string, sign: string) => string;
  /** A question no listing answers, asked of this one: "whether the seller would lower the price", "why". */
  beyond: (place: string, topic: BeyondTopic) => string;
  /** What no listing says, asked beside a search the answer made: "As for the rest of your question, …". */
  beyondToo: string;
  /** The owner's words on a feature do not say how it is asked to be: "It doesn't say whether it is heated." */
  howUnknown: (how: string) => string;
}

/** "a, b and c" */
export const list = (items: string[], and: string) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`);
export const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
/** A sentence's final period, unless it ends with an abbreviation's ("2 ch."). */
export const period = (text: string) => (text.endsWith(".") ? text : `${text}.`);
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Spanish and French agreement: the form for the gender, with "s" (or the given plural) when plural. */
export const agree = (
  gender: Gender,
  plural: boolean,
  masculine: string,
  feminine: string,
  masculinePlural = `${masculine}s`,
  femininePlural = `${feminine}s`,
) => (gender === "m" ? (plural ? masculinePlural : masculine) : plural ? femininePlural : feminine);
