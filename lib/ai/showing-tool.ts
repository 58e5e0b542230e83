import type { Database } from "@/db/client";
import type { Chatbot } from "@/db/schema";
import { recordLead } from "@/lib/chat/leads";
import { nextQuestion, type QualifyingQuestion } from "@/lib/leads/qualification";
import { reachableLead } from "@/lib/leads/qualify";
import { localDateTime } from "@/lib/mail/zoned";
import { changeShowing, recordShowing } from "@/lib/showings/service";
import { readProposedTimes } from "@/lib/showings/when";
import { afterEvents } from "@/lib/webhooks/events";
import type { ConciergeResult } from "./concierge/results";
import { pendingPair, whenShownPairs } from "./concierge/status";
import type { ConciergeListing, Language, SearchFilters } from "./concierge/types";

type ShowingResult = Extract<ConciergeResult, { kind: "showing" }>;

/** Statuses under which no visit is asked for, as the answer names them: a home before its listing date is coming soon. */
const CLOSED: Partial<Record<string, "Sold" | "OffMarket" | "Pending" | "ComingSoon">> = {
  Sold: "Sold",
  OffMarket: "OffMarket",
  Pending: "Pending",
  ComingSoon: "ComingSoon",
  PreOnMarket: "ComingSoon",
};

const LANGUAGE_CODES: Record<Language, string> = { English: "en", Spanish: "es", French: "fr" };

/**
 * request_showing (issue 42): a visitor asks to see a home. With the agency's booking page set,
 * the page is offered (and a contact given now is kept as a lead). Otherwise the times are read
 * from the visitor's words in the chatbot's time zone; with a way to reach them (given now, or a
 * lead of this conversation) the request is recorded and sent to the agent; without one, the
 * answer asks for it and the state keeps the request for the next turn.
 */
export async function requestShowing({
  db,
  chatbot,
  sessionId,
  question,
  listing,
  when,
  contact,
  language,
  criteria,
  asked,
  askedDay = false,
  moving,
}: {
  db: Database;
  chatbot: Chatbot;
  sessionId: number;
  question: string;
  listing: ConciergeListing | null;
  when: string;
  contact: { name?: string; email?: string; phone?: string };
  language: Language | undefined;
  criteria?: SearchFilters;
  /** The qualifying questions asked so far in the conversation. */
  asked: QualifyingQuestion[];
  /** Whether the bot already asked which day: then a request with no day is sent as it is, for the agent to settle. */
  askedDay?: boolean;
  /** The request this conversation sent, which the visitor now moves to the times in `when`. */
  moving?: number;
}): Promise<ShowingResult> {
  const home = listing ? { id: listing.id, address: listing.address, city: listing.city } : null;
  const given = { name: contact.name?.trim() ?? "", email: contact.email?.trim() ?? "", phone: contact.phone?.trim() ?? "" };
  const reachable = Boolean(given.email || given.phone);
  const base = { kind: "showing" as const, listing: home, timeZone: chatbot.TimeZone, when: when.slice(-600) };
  // A home that has sold, left the market, is under contract or not yet on it is not shown: nothing is sent, and the answer says why.
  // A way to reach them given with the request is still a lead, for the agent to offer others (or a backup offer).
  const closed = listing ? CLOSED[listing.status] : undefined;
  if (listing && closed) {
    if (reachable) await recordLead(db, chatbot, sessionId, given, question, criteria);
    // What the owner says of when it can be seen ("Visites: à partir du 15 décembre") or of the contract ("Reservada: seña…").
    const pairs =
      closed === "ComingSoon"
        ? whenShownPairs(listing.extension)
        : closed === "Pending"
          ? [pendingPair(listing.extension)].filter((pair) => pair !== undefined)
          : [];
    const ownerSays = pairs.map((pair) => ({ key: String(pair.Key ?? "").slice(0, 60), value: String(pair.value ?? "").slice(0, 200) }));
    return {
      ...base,
      recorded: false,
      times: [],
      dayMissing: false,
      unavailable: closed,
      ...(ownerSays.length > 0 && { ownerSays }),
      ...(reachable && { contact: given }),
    };
  }
  if (chatbot.BookingUrl) {
    if (reachable) await recordLead(db, chatbot, sessionId, given, question, criteria);
    return { ...base, recorded: false, times: [], dayMissing: false, booking: chatbot.BookingUrl };
  }
  const read = readProposedTimes(when, chatbot.TimeZone);
  // The hours of the first timed window, in the agency's zone, for a later "same time" ("10:00 - 11:00").
  const hours = (times: typeof read.times) => {
    const first = times.find((time) => time.timed);
    return first
      ? `${localDateTime(chatbot.TimeZone, new Date(first.start)).slice(11)} - ${localDateTime(chatbot.TimeZone, new Date(first.end)).slice(11)}`
      : undefined;
  };
  // The visit already sent, moved: its times replaced, the agent told with the invitation updated.
  if (moving !== undefined && read.times.length > 0) {
    const moved = await changeShowing(db, { chatbot, sessionId, showingId: moving, proposed: read.times, visitorWords: when });
    if (moved) {
      afterEvents(moved.queued);
      const at = hours(read.times);
      return { ...base, recorded: true, changed: true, times: read.times, dayMissing: false, contact: moved.contact, showingId: moving, ...(at && { at }) };
    }
  }
  const known = await reachableLead(db, sessionId);
  // No way to reach them: ask for one, and for a day too when none was offered (once).
  // A name given alone is kept with the request, and thanked for.
  if (!reachable && !known)
    return { ...base, recorded: false, times: read.times, dayMissing: read.times.length === 0 && !askedDay, ...(given.name && { contact: given }) };
  // A lead of this conversation gains what is given now ("and my cell, if easier"), and the request joins it.
  // Another person's contact is a lead of its own, which the request joins.
  const kept = reachable && known ? await recordLead(db, chatbot, sessionId, given, question, criteria) : undefined;
  const leadId = kept?.leadId ?? known?.id;
  const person =
    known && leadId === known.id ? { name: given.name || known.name, email: given.email || known.email, phone: given.phone || known.phone } : given;
  // No day offered: asked once; after that the request goes as it is, for the agent to settle.
  // A time said with no day is asked about until a day comes (the time would be lost); no time at all, once.
  // A contact given meanwhile is kept as the lead at once, and the showing joins it when the day comes.
  if (read.times.length === 0 && (!askedDay || read.dayMissing)) {
    if (reachable && !kept) await recordLead(db, chatbot, sessionId, given, question, criteria);
    return { ...base, recorded: false, times: [], dayMissing: true, contact: person };
  }
  const about = listing ? `Showing request: MLS ${listing.mlsNumber}, ${[listing.address, listing.city].filter(Boolean).join(", ")}` : "Showing request";
  const { queued, qualification, showing } = await recordShowing(db, {
    chatbot,
    sessionId,
    ...(leadId !== undefined ? { leadId } : {}),
    contact: person,
    listing: listing ? { id: listing.id, address: [listing.address, listing.city].filter(Boolean).join(", "), mls: listing.mlsNumber } : null,
    proposed: read.times,
    visitorWords: when,
    language: language ? LANGUAGE_CODES[language] : undefined,
    message: [question, about].join("\n"),
    criteria,
  });
  afterEvents(queued);
  const next = nextQuestion(qualification, asked);
  const at = hours(read.times);
  return { ...base, recorded: true, times: read.times, dayMissing: false, contact: person, showingId: showing.id, ...(at && { at }), ...(next && { next }) };
}
