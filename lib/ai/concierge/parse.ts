import { asksForHuman, isGreeting, isThanks, readContact } from "./contact";
import { type Criteria, hasCriteria, readCriteria } from "./criteria";
import { detectLanguage } from "./language";
import { markedListings, type ShownListing, shownListings } from "./marker";
import { listingQuestion } from "./questions";
import { findAddress, findMlsNumber, findOrdinal } from "./references";
import { fold, hasAny } from "./text";
import type { Intent, ListingFilters, ListingSort, Turn } from "./types";
import { AFFIRMATIVE_WORDS, COUNT_WORDS, DEFINITE_WORDS, DETAIL_WORDS, FOLLOW_UP_WORDS, PRONOUN_WORDS, SEARCH_WORDS } from "./vocab";

export { detectLanguage } from "./language";

export interface ParseOptions {
  /** The chatbot's cities, when known: lets "Austin rentals" name a city with no "in". */
  cities?: readonly string[];
}

type Query = Extract<Intent, { kind: "search" | "count" }>;

/** What the conversation so far tells the next message; rebuilt from the turns' text alone. */
interface Context {
  /** The last search or count the visitor asked for. */
  last?: { kind: "search" | "count"; filters: ListingFilters; sort: ListingSort; limit: number };
  /** MLS numbers of the numbered matches of the last answer that listed some. */
  listed: string[];
  /** The listings the last answer showed with their facts; empty when it showed none. */
  shown: ShownListing[];
  /** The listing the last answer that named one was about: the one "it" means. */
  focus?: string;
}

const DEFAULT_LIMIT = 3;

/** What the visitor's latest message asks for, read in the light of the earlier turns. */
export function parseIntent(message: string, history: Turn[], options: ParseOptions = {}): Intent {
  let context: Context = { listed: [], shown: [] };
  // Replaying the visitor's turns in order recovers what each follow-up referred to.
  for (const turn of history) {
    if (turn.role === "assistant") context = afterAnswer(context, turn.text);
    else {
      const intent = interpret(turn.text, context, options);
      if (intent.kind === "search" || intent.kind === "count") context = { ...context, last: remember(intent, context) };
    }
  }
  return interpret(message, context, options);
}

function remember(intent: Query, context: Context): NonNullable<Context["last"]> {
  if (intent.kind === "search") return { kind: "search", filters: intent.filters, sort: intent.sort, limit: intent.limit };
  return { kind: "count", filters: intent.filters, sort: context.last?.sort ?? "newest", limit: context.last?.limit ?? DEFAULT_LIMIT };
}

function afterAnswer(context: Context, answer: string): Context {
  const marked = markedListings(answer);
  // An answer that names no listing (a greeting, a count, a fallback) leaves the last ones shown as "them".
  if (marked.length === 0) return context;
  const lines = shownListings(answer);
  const numbered = lines.filter((line) => line.position !== undefined).map((line) => line.mlsNumber);
  // An answer about one fact of a listing names it without its line: what was shown stays the reference for "cheaper".
  return { last: context.last, listed: numbered.length > 0 ? numbered : context.listed, shown: lines.length > 0 ? lines : context.shown, focus: marked[0] };
}

function interpret(message: string, context: Context, options: ParseOptions): Intent {
  const folded = fold(message);
  const contact = readContact(message, folded);
  if (contact) return { kind: "lead", ...contact };
  if (asksForHuman(folded)) return { kind: "human" };

  const question = listingQuestion(folded);
  const mlsNumber = findMlsNumber(message);
  if (mlsNumber) return { kind: "listing", mlsNumber, question: listingQuestion(fold(message.replace(mlsNumber, " "))) };
  const address = findAddress(message);
  if (address) return { kind: "listing", address, question: listingQuestion(fold(message.replace(address, " "))) };
  const ordinal = findOrdinal(message);
  if (ordinal !== undefined) {
    const picked = ordinal === -1 ? context.listed.at(-1) : context.listed[ordinal - 1];
    return picked ? { kind: "listing", mlsNumber: picked, question } : { kind: "unknown" };
  }

  const criteria = readCriteria(message, { cities: options.cities, french: detectLanguage(message) === "French" });
  const counting = hasAny(folded, COUNT_WORDS);
  if (context.focus && pointsAtFocus(folded, criteria, question, counting)) return { kind: "listing", mlsNumber: context.focus, question };

  if ((criteria.cheaper || criteria.bigger) && context.last) return compared(criteria, context);
  const searching = hasAny(folded, SEARCH_WORDS);
  if (hasCriteria(criteria) || counting || searching || criteria.anchored) return query(folded, criteria, context, counting, searching);
  if (context.last?.kind === "count" && hasAny(folded, AFFIRMATIVE_WORDS) && !isThanks(folded)) return { kind: "search", filters: context.last.filters, sort: context.last.sort, limit: context.last.limit };

  if (isThanks(folded)) return { kind: "thanks" };
  if (isGreeting(folded)) return { kind: "greeting" };
  return { kind: "unknown" };
}

/** "How big is it?", "does it have a pool?", "¿cuánto cuesta?": about the listing in focus, not a new search. */
function pointsAtFocus(folded: string, criteria: Criteria, question: string | undefined, counting: boolean): boolean {
  if (criteria.filters.city !== undefined) return false;
  const asking = question !== undefined || hasAny(folded, DETAIL_WORDS);
  if (asking && hasAny(folded, DEFINITE_WORDS)) return true;
  if (criteria.anchored) return false;
  if (asking && hasAny(folded, PRONOUN_WORDS)) return true;
  // "How many bedrooms?" asks about the listing, not for a count of listings.
  const countable = question === "bedrooms" || question === "bathrooms" || question === "parking";
  return question !== undefined && !hasCriteria(criteria) && (!counting || countable);
}

function query(folded: string, criteria: Criteria, context: Context, counting: boolean, searching: boolean): Intent {
  const refining = context.last !== undefined && (hasAny(folded, FOLLOW_UP_WORDS) || !criteria.anchored);
  const base = refining ? context.last : undefined;
  const filters = base ? merge(base.filters, criteria.filters) : criteria.filters;
  if (counting) return { kind: "count", filters };
  const kind = base && !searching ? base.kind : "search";
  if (kind === "count") return { kind, filters };
  const sort = criteria.sort ?? base?.sort ?? "newest";
  const limit = criteria.sort ? (criteria.plural ? DEFAULT_LIMIT : 1) : (base?.limit ?? DEFAULT_LIMIT);
  return { kind: "search", filters, sort, limit };
}

/** Later words win; features add up; a switch between sale and rent drops a price meant for the other. */
function merge(base: ListingFilters, next: ListingFilters): ListingFilters {
  const merged: ListingFilters = { ...base, ...next };
  if (base.keywords && next.keywords) merged.keywords = [...new Set([...base.keywords, ...next.keywords])];
  if (next.saleType && base.saleType && next.saleType !== base.saleType && !next.price) delete merged.price;
  return merged;
}

/** "Any cheaper?" means cheaper than every listing just shown; "anything bigger?" more bedrooms than any of them. */
function compared(criteria: Criteria, context: Context): Intent {
  const last = context.last!;
  const filters = merge(last.filters, criteria.filters);
  let sort: ListingSort = last.sort;
  const prices = context.shown.flatMap((listing) => (listing.price === undefined ? [] : [listing.price]));
  const bedrooms = context.shown.flatMap((listing) => (listing.bedrooms === undefined ? [] : [listing.bedrooms]));
  if (criteria.cheaper) {
    sort = "price_asc";
    if (prices.length > 0 && !criteria.filters.price) filters.price = { max: Math.min(...prices) - 0.01 };
  }
  if (criteria.bigger) {
    sort = "area_desc";
    if (bedrooms.length > 0 && !criteria.filters.bedrooms) filters.bedrooms = { min: Math.max(...bedrooms) + 1 };
  }
  return { kind: "search", filters, sort, limit: DEFAULT_LIMIT };
}
