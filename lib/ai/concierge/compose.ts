import { showingLanguage, windowsText } from "@/lib/showings/format";
import { defaultSettings } from "@/lib/chatbots/defaults";
import { compareAnswer } from "./answer-compare";
import { listingReply } from "./answer-listing";
import { criteriaContext, relaxationParts, subjectOf } from "./criteria-words";
import { extrasFor, listingLine, listingsGender, placeOf } from "./format";
import type { PhraseBook } from "./phrase-book";
import { phrasesFor } from "./phrases";
import type { AnswerSettings, ComposedAnswer, ConciergeResult } from "./results";
import type { ConciergeListing, Intent, Language, SearchFilters, ListingQuestion, ListingRef, Relaxation } from "./types";

// Turns an intent and what its tool returned into a short plain-text answer in the reply
// language: one sentence saying what matched and why, up to five compact listing lines by
// relevance, how many more match, and a question to go on. No URLs, no markers, no zero facts.

const SHOWN = 5;
const CITIES_NAMED = 6;
const DEFAULTS = defaultSettings();

type SearchIntent = Extract<Intent, { kind: "search" }>;

function noMatch(book: PhraseBook, filters: SearchFilters, nearest: Relaxation | undefined, cities: string[] | undefined): string {
  const context = criteriaContext(book, filters, []);
  const parts = [book.none(subjectOf(book, filters, context))];
  if (nearest && nearest.total > 0) {
    const changes = relaxationParts(book, nearest, filters, context);
    const few = nearest.listings ?? [];
    // A few found: named, one a line, then what next; more: offered to show.
    if (changes.length && few.length > 0) {
      const lines = few.map((listing, index) => listingLine(book, listing, { position: index + 1 }));
      const next = few.length === 1 ? book.listingAsk : book.askNext(subjectOf(book, nearest.filters, context).gender);
      const colon = book.language === "French" ? " :" : ":";
      return [[...parts, `${book.relaxed(changes, nearest.total).replace(/[.:]$/, "")}${colon}`].join(" "), ...lines, next].join("\n");
    }
    if (changes.length) parts.push(book.relaxed(changes, nearest.total), book.offerToShow(nearest.total, subjectOf(book, nearest.filters, context).gender));
  }
  if (cities?.length) parts.push(book.citiesCovered(cities.slice(0, CITIES_NAMED)));
  return parts.join(" ");
}

/** The homes a no-match answer named (its nearest few), for the cards under it. */
const namedNearest = (nearest: Relaxation | undefined) => (nearest?.listings ?? []).map((listing) => listing.id);

function searchAnswer(book: PhraseBook, given: SearchIntent, result: Extract<ConciergeResult, { kind: "search" }>): ComposedAnswer {
  const intent = { ...given, filters: result.filters ?? given.filters ?? {} };
  const listings = result.listings ?? [];
  if (!(result.total > 0)) return reply(book, noMatch(book, intent.filters, result.nearest, result.cities), false, namedNearest(result.nearest));
  // A question about the one listing the search names: the best of a superlative, or the only match.
  const named = intent.question && !intent.offset && (intent.sort || result.total === 1) ? listings[0] : undefined;
  if (named && intent.question) {
    const answers = [intent.question, ...(intent.also ?? [])].map((question) => listingReply(book, named, question));
    return reply(
      book,
      [listingLine(book, named), ...answers.map((answer) => answer.text)].join("\n"),
      answers.every((answer) => answer.noAnswer),
      [named.id],
    );
  }
  // The same question of the few homes the words find ("does the lake view flat have parking?" when two have lake views): each answered.
  if (intent.question && !intent.offset && listings.length > 1 && listings.length === result.total && result.total <= SHOWN)
    return eachAnswer(book, listings, [intent.question, ...(intent.also ?? [])]);
  if (intent.offset && intent.offset > 0) return moreAnswer(book, intent, result);
  if (listings.length === 0) return countAnswer(book, intent.filters, { kind: "count", total: result.total });
  // Up to five lines, fewer when fewer were asked for ("the two cheapest").
  const wanted = Math.min(SHOWN, intent.limit || SHOWN);
  const shown = listings.slice(0, Math.max(1, wanted));
  const total = Math.max(result.total, shown.length);
  const subject = subjectOf(book, intent.filters, criteriaContext(book, intent.filters, shown), total > 1);
  const sort = intent.sort;
  const superlative = sort && (shown.length < total || shown.length === 1) ? book.superlative(sort, subject.gender, shown.length > 1) : undefined;
  const order = sort && !superlative && shown.length > 1 ? book.order(sort) : undefined;
  const extras = extrasFor([...Object.keys(intent.filters).filter((key) => intent.filters[key as keyof SearchFilters] !== undefined), sort?.field ?? ""]);
  const lines = shown.map((listing, index) => listingLine(book, listing, { position: index + 1, extras }));
  const next = shown.length === 1 ? book.listingAsk : book.askNext(subject.gender);
  const rest = superlative ? 0 : total - shown.length;
  const found = book.found(total, shown.length, subject, superlative, order);
  return reply(
    book,
    [
      intent.counted && superlative && shown.length === 1 ? `${book.counted(total, subject)} ${found}` : found,
      ...lines,
      ...(rest > 0 ? [book.andMore(rest)] : []),
      next,
    ].join("\n"),
    false,
    shown.map((listing) => listing.id),
  );
}

/** "Show me more": the next listings after those shown, or that there are no more. */
function moreAnswer(book: PhraseBook, intent: SearchIntent, result: Extract<ConciergeResult, { kind: "search" }>): ComposedAnswer {
  const shown = (result.listings ?? []).slice(0, SHOWN);
  const total = Math.max(result.total, (intent.offset ?? 0) + shown.length);
  const subject = subjectOf(book, intent.filters, criteriaContext(book, intent.filters, shown), total > 1);
  if (shown.length === 0) return reply(book, book.noMore(total, subject), false);
  const extras = extrasFor([
    ...Object.keys(intent.filters).filter((key) => intent.filters[key as keyof SearchFilters] !== undefined),
    intent.sort?.field ?? "",
  ]);
  const lines = shown.map((listing, index) => listingLine(book, listing, { position: index + 1, extras }));
  const next = shown.length === 1 ? book.listingAsk : book.askNext(subject.gender);
  const rest = total - (intent.offset ?? 0) - shown.length;
  return reply(
    book,
    [book.more(total, shown.length, subject), ...lines, ...(rest > 0 ? [book.andMore(rest)] : []), next].join("\n"),
    false,
    shown.map((listing) => listing.id),
  );
}

function countAnswer(book: PhraseBook, filters: SearchFilters, result: Extract<ConciergeResult, { kind: "count" }>): ComposedAnswer {
  if (!(result.total > 0)) return reply(book, noMatch(book, filters, result.nearest, result.cities), false, namedNearest(result.nearest));
  return reply(book, book.count(result.total, subjectOf(book, filters, criteriaContext(book, filters, []), result.total > 1)), false);
}

/** The questions asked of each listing shown ("do they allow pets?"): a numbered answer for each, unanswered when none says. */
function eachAnswer(book: PhraseBook, listings: ConciergeListing[], questions: ListingQuestion[]): ComposedAnswer {
  const answers = listings.map((listing) => questions.map((question) => listingReply(book, listing, question)));
  const lines = answers.map((each, index) => `${index + 1}. ${each.map((answer) => answer.text).join(" ")}`);
  return reply(
    book,
    [...lines, book.askNext(listingsGender(book, listings))].join("\n"),
    answers.every((each) => each.every((answer) => answer.noAnswer)),
    listings.map((listing) => listing.id),
  );
}

/** How an answer names a listing the visitor pointed at: its place when known, else the reference. */
function referenceName(ref: ListingRef | undefined, listing: ConciergeListing | null | undefined): string | undefined {
  if (listing) return listing.mlsNumber ? `${placeOf(listing)} (MLS ${listing.mlsNumber})` : placeOf(listing);
  if (!ref) return undefined;
  if ("mlsNumber" in ref) return `MLS ${ref.mlsNumber}`;
  if ("address" in ref) return ref.address;
  return undefined;
}

/** The owner's message as written; the default (or nothing) in the reply language. */
function ownerText(given: string | undefined, defaultText: string, translated: string, fallback: string): string {
  const text = (given ?? "").trim();
  if (!text) return fallback;
  return text === defaultText.trim() ? translated : text;
}

function reply(book: PhraseBook, text: string, noAnswer: boolean, listingIds: number[] = []): ComposedAnswer {
  return { text, noAnswer, listingIds, language: book.language };
}

/** The answer to an intent, from what its tool returned, in the reply language (English for any other). */
export function composeAnswer({
  intent,
  result: given,
  language,
  settings,
}: {
  intent: Intent;
  result: ConciergeResult;
  language: Language | string;
  settings: AnswerSettings;
}): ComposedAnswer {
  const book = phrasesFor(language ?? "English");
  // Results cross the tool boundary as JSON; a missing one is treated as no result rather than a crash.
  const result: ConciergeResult = given ?? { kind: "none" };
  const city = settings.cities?.find((name) => name.trim())?.trim();
  const listing = result.kind === "listing" ? result.listing : null;
  if (result.kind === "files") return reply(book, book.files, true);
  switch (intent.kind) {
    case "greeting":
      return reply(book, ownerText(settings.welcomeMessage, DEFAULTS.WelcomeMessage, book.welcomeDefault, book.greeting), false);
    case "thanks":
      return reply(book, book.thanks, false);
    case "noContact":
      return reply(book, book.noContact, false);
    case "about":
      return reply(book, book.about, false);
    case "goodbye":
      return reply(book, book.goodbye, false);
    case "human": {
      // The tool hands back the chatbot's message: left at its default, it is said in the reply's language.
      const message = result.kind === "human" && result.message?.trim() ? result.message : settings.talkToHumanResponseMessage;
      return reply(book, ownerText(message, DEFAULTS.TalkToHumanResponseMessage, book.humanDefault, book.humanDefault), false);
    }
    case "viewing":
      if (result.kind === "showing") return showingAnswer(book, language, intent.listing, result);
      return reply(book, book.viewing(referenceName(intent.listing, listing)), false, listing ? [listing.id] : []);
    case "lead": {
      if (result.kind === "showing") return showingAnswer(book, language, intent.listing, result);
      const place = referenceName(intent.listing, listing);
      if (result.kind !== "lead" || !result.recorded) return reply(book, book.leadFailed, true);
      return reply(
        book,
        asking(book, book.lead(intent.name?.trim() || undefined, place, Boolean(intent.viewing)), result.next),
        false,
        listing ? [listing.id] : [],
      );
    }
    case "qualify": {
      if (result.kind === "qualify" && result.kept) return reply(book, book.qualifyKept, false);
      if (result.kind !== "qualify" || !result.updated) return reply(book, book.leadFailed, true);
      return reply(book, asking(book, book.qualifyNoted, result.next), false);
    }
    case "search":
      if (result.kind === "search") {
        const answer = searchAnswer(book, intent, result);
        return intent.beyondToo ? { ...answer, text: `${answer.text}\n${book.answer.beyondToo}` } : answer;
      }
      break;
    case "count":
      if (result.kind === "count") return countAnswer(book, intent.filters ?? {}, result);
      if (result.kind === "search")
        return countAnswer(book, intent.filters ?? {}, { kind: "count", total: result.total, nearest: result.nearest, cities: result.cities });
      break;
    case "listing": {
      if (result.kind !== "listing") break;
      if (!listing) return reply(book, book.notFound(referenceText(intent.listing)), true);
      // Several questions of one listing: each answered, in the order asked; unanswered only when none was.
      const answers = [intent.question, ...(intent.also ?? [])].map((question) => listingReply(book, listing, question));
      return reply(
        book,
        answers.map((answer) => answer.text).join("\n"),
        answers.every((answer) => answer.noAnswer),
        [listing.id],
      );
    }
    case "compare": {
      if (result.kind !== "compare") break;
      const found = (result.listings ?? []).slice(0, 3);
      if (intent.question && found.length > 0) return eachAnswer(book, found, [intent.question]);
      const answer = compareAnswer(book, found, result.missing ?? [], intent.aspect, intent.aspects);
      return reply(
        book,
        answer.text,
        answer.noAnswer,
        found.map((item) => item.id),
      );
    }
    case "coverage": {
      if (result.kind !== "coverage") break;
      const cities = (result.cities ?? []).filter((entry) => entry.total > 0);
      if (cities.length === 0) return reply(book, book.noCoverage, false);
      return reply(book, book.coverage(cities.map((entry) => `${entry.city} (${entry.total})`)), false);
    }
    case "alert":
      if (result.kind === "alert")
        return reply(
          book,
          result.lead ? `${book.lead(result.lead.name || undefined, undefined, false)} ${alertText(book, result)}` : alertText(book, result),
          false,
        );
      break;
    case "offtopic":
      return reply(book, book.offtopic(city), true);
    case "beyond":
      // A guide or service animal asked about: what is true wherever the home is, and who confirms it for this one.
      if (intent.topic === "assistanceAnimal") return reply(book, book.assistanceAnimal, false);
      return reply(book, book.noInformation, true);
    case "clarify":
      return reply(book, book.whichHome, false);
    case "unknown":
      return reply(book, book.unknown(city), true);
  }
  // A result that does not belong to the intent is not passed off as an answer.
  return reply(book, book.unknown(city), true);
}

function referenceText(ref: ListingRef): string {
  if ("mlsNumber" in ref) return ref.mlsNumber;
  if ("address" in ref) return ref.address;
  return String(ref.id);
}

/** The answer to request_showing: the booking page, the request as sent, or what is still needed (a day, a way to reach them). */
function showingAnswer(
  book: PhraseBook,
  language: Language | string,
  ref: ListingRef | undefined,
  result: Extract<ConciergeResult, { kind: "showing" }>,
): ComposedAnswer {
  const place = result.listing ? [result.listing.address, result.listing.city].filter(Boolean).join(", ") || undefined : referenceName(ref, null);
  const ids = result.listing ? [result.listing.id] : [];
  const code = showingLanguage(language);
  const times = result.times.length > 0 ? windowsText(result.times, code, result.timeZone) : "";
  if (result.unavailable) {
    // A contact left with the request is kept for the agent all the same: said so.
    const kept = result.contact ? ` ${book.lead(result.contact.name || undefined, undefined, false)}` : "";
    // What the owner says of when it can be seen goes before the closing offer of homes like it.
    const owner = (result.ownerSays ?? []).map((pair) => book.answer.extension(place ?? "", pair.key, pair.value)).join(" ");
    const said = book.showingUnavailable(place, result.unavailable);
    const last = said.lastIndexOf(". ");
    const text = owner && last > 0 ? `${said.slice(0, last + 1)} ${owner} ${said.slice(last + 2)}` : said;
    return reply(book, `${text}${kept}`, false, ids);
  }
  if (result.booking) return reply(book, book.showingBooking(place, result.booking), false, ids);
  if (result.recorded) {
    const reach = [result.contact?.email, result.contact?.phone].filter(Boolean).join(" / ");
    if (result.changed) return reply(book, book.showingChanged(place, times, reach), false, ids);
    return reply(book, asking(book, book.showingSent(place, times, reach), result.next), false, ids);
  }
  if (result.dayMissing) return reply(book, book.showingAskDay(place, !result.contact), false, ids);
  // Their name given, a way to reach them still wanted: thanked by name, and asked only for that.
  const name = result.contact?.name && !result.contact.email && !result.contact.phone ? result.contact.name : undefined;
  if (times && name) return reply(book, book.showingAskReach(place, times, name), false, ids);
  return reply(book, times ? book.showingAskContact(place, times) : book.viewing(place), false, ids);
}

/** The answer to save_search_alert: saved (a link to confirm, or already on), or what is still needed. */
function alertText(book: PhraseBook, result: Extract<ConciergeResult, { kind: "alert" }>): string {
  const summary = result.summary?.trim() || undefined;
  if (result.saved) return result.status === "active" ? book.alert.active(summary, result.email ?? "") : book.alert.saved(summary, result.email ?? "");
  switch (result.reason) {
    case "criteria":
      return book.alert.askCriteria;
    case "limit":
      return book.alert.limit;
    case "links":
      return book.alert.unavailable;
    default:
      return result.email ? book.alert.badEmail : book.alert.askEmail(summary);
  }
}

/** A reply that asks the one qualifying question worth asking next, if any (never two in a reply). */
function asking(book: PhraseBook, text: string, next: "timeline" | "financing" | "sellFirst" | undefined): string {
  return next ? `${text} ${book.qualifyQuestion[next]}` : text;
}
