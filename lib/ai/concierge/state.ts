import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/db/client";
import { chatSessions } from "@/db/schema";
import { searchFiltersSchema, listingSortSchema } from "../tool-schemas";
import type { ConciergeResult } from "./results";
import { QUESTIONS } from "@/lib/leads/qualification";
import { type ConversationState, EMPTY_STATE, type Intent, type Language, type ListingQuestion } from "./types";

// The conversation state of a session (chat_sessions.concierge_state): the last criteria, the
// listings last shown, the ones in focus, the visitor's language. Follow-ups are read against
// it, never against the text of earlier answers. It is plain JSON, validated when read: a
// state from an older version, or one that does not validate, is read as an empty one.

/** "The second one" picks from at most this many; an answer shows at most 5. */
const MAX_RESULTS = 50;
const MAX_FOCUS = 3;
/** Questions kept for the next turn's "and the other one?". */
const MAX_ASKED = 4;
const MAX_SHOWN = 5;

const ids = (max: number) => z.array(z.number().int().positive()).transform((list) => [...new Set(list)].slice(0, max));

const stateSchema = z.object({
  criteria: z
    .object({ filters: searchFiltersSchema, sort: listingSortSchema.optional(), offset: z.number().int().nonnegative().max(MAX_RESULTS).optional() })
    .optional(),
  results: ids(MAX_RESULTS),
  focus: ids(MAX_FOCUS),
  total: z.number().int().nonnegative().optional(),
  language: z.enum(["English", "Spanish", "French"]).optional(),
  offer: z.object({ filters: searchFiltersSchema, sort: listingSortSchema.optional() }).optional(),
  showing: z
    .object({
      listingId: z.number().int().positive().optional(),
      when: z.string().max(600),
      askedDay: z.boolean().optional(),
      name: z.string().max(200).optional(),
    })
    .optional(),
  /** The showing request sent in this conversation, which the visitor may move: its home and its first window's hours ("10:00 - 11:00"). */
  booked: z.object({ id: z.number().int().positive(), listingId: z.number().int().positive().optional(), at: z.string().max(40).optional() }).optional(),
  alert: z.object({ filters: searchFiltersSchema.optional() }).optional(),
  qualify: z.object({ asked: z.enum(QUESTIONS).optional(), askedAll: z.array(z.enum(QUESTIONS)).max(QUESTIONS.length) }).optional(),
  // Never a reason to refuse the whole state: more than MAX_ASKED are cut below.
  asked: z.array(z.unknown()).optional(),
});

const SHORT = z.string().max(120);
/** One question as the concierge wrote it: one of its four shapes, with short words. */
const askedSchema = z.union([
  z.object({
    field: SHORT,
    yesNo: z.literal(true).optional(),
    withPets: z.literal(true).optional(),
    unit: z.enum(["metric", "imperial"]).optional(),
    period: z.enum(["month", "year"]).optional(),
    taxesOnly: z.literal(true).optional(),
  }),
  z.object({ feature: SHORT, species: z.enum(["cat", "dog"]).optional(), qualified: z.literal(true).optional(), how: SHORT.optional() }),
  z.object({ extension: SHORT }),
  z.object({ beyond: SHORT }),
]);

/** The state stored for a session, or the empty state when there is none or it does not validate. */
export function readState(json: unknown): ConversationState {
  const parsed = stateSchema.safeParse(json);
  if (!parsed.success) return { ...EMPTY_STATE };
  const { criteria, results, focus, total, language, offer, showing, qualify, alert, booked } = parsed.data;
  // Written by this code only; a question of another shape (an older state) is dropped, not guessed at.
  const asked = (parsed.data.asked ?? []).slice(0, MAX_ASKED).flatMap((one) => {
    const read = askedSchema.safeParse(one);
    return read.success ? [read.data as ListingQuestion] : [];
  });
  return {
    ...(criteria ? { criteria } : {}),
    results,
    focus,
    ...(total !== undefined ? { total } : {}),
    ...(language ? { language } : {}),
    ...(offer ? { offer } : {}),
    ...(showing ? { showing } : {}),
    ...(booked ? { booked } : {}),
    ...(alert ? { alert } : {}),
    ...(qualify ? { qualify } : {}),
    ...(asked.length > 0 ? { asked } : {}),
  };
}

export async function loadState({ db, sessionId }: { db: Database; sessionId: number }): Promise<ConversationState> {
  const [row] = await db.select({ state: chatSessions.conciergeState }).from(chatSessions).where(eq(chatSessions.id, sessionId)).limit(1);
  return readState(row?.state);
}

/**
 * The state after answering `intent` with `result`. A search remembers its criteria and the
 * listings it showed (one shown is also the one in focus); a count its criteria; a listing
 * or a comparison puts those in focus. The language is always the latest message's (kept when unknown).
 * A search or count that found nothing keeps the nearest relaxation it offered, for a "yes" to accept; anything else drops it.
 */
export function nextState(state: ConversationState, intent: Intent, result: ConciergeResult, language: Language | undefined): ConversationState {
  const next: ConversationState = { ...state, results: [...state.results], focus: [...state.focus], ...(language ? { language } : {}) };
  delete next.offer;
  delete next.alert;
  if (
    (intent.kind === "search" || intent.kind === "count") &&
    (result.kind === "search" || result.kind === "count") &&
    !(result.total > 0) &&
    result.nearest &&
    result.nearest.total > 0
  ) {
    next.offer = { filters: result.nearest.filters, ...(intent.kind === "search" && intent.sort ? { sort: intent.sort } : {}) };
  }
  switch (intent.kind) {
    case "search": {
      // "Show me more" past the last match: the listings shown before are still the ones "the second one" means.
      if (intent.offset && result.kind === "search" && result.total > 0 && result.listings.length === 0) break;
      next.criteria = { filters: intent.filters, ...(intent.sort ? { sort: intent.sort } : {}), ...(intent.offset ? { offset: intent.offset } : {}) };
      // Nothing matched but the nearest few were named: those are what "the first one" and "yes" mean.
      const named = result.kind === "search" && result.total === 0 ? (result.nearest?.listings ?? []) : [];
      const listed = result.kind === "search" ? (result.listings.length > 0 ? result.listings : named) : [];
      const shown = listed.slice(0, Math.min(intent.limit, MAX_SHOWN)).map((listing) => listing.id);
      next.results = shown;
      if (result.kind === "search" && Number.isFinite(result.total)) next.total = result.total;
      else delete next.total;
      next.focus = shown.length === 1 ? shown : [];
      break;
    }
    case "count":
      next.criteria = { filters: intent.filters };
      break;
    case "listing":
      if (result.kind === "listing" && result.listing) next.focus = [result.listing.id];
      break;
    case "compare":
      if (result.kind === "compare" && result.listings.length > 0) {
        next.focus = result.listings.map((listing) => listing.id).slice(0, MAX_FOCUS);
        // Homes compared that no list showed ("the two in 4020"): "la première", "the other one" are of them now.
        if (next.focus.some((id) => !state.results.includes(id))) next.results = next.focus;
      }
      break;
    case "alert":
      // An alert waiting for an e-mail keeps its criteria for the message that gives one; anything else ends it.
      if (result.kind === "alert" && !result.saved && result.reason === "email" && !intent.email)
        next.alert = intent.filters ? { filters: intent.filters } : {};
      else delete next.alert;
      break;
    case "qualify":
    case "viewing":
    case "lead":
      // A showing not sent yet (no contact, no day) waits for the turn that completes it; one sent, or a booking page offered, is done.
      if (result.kind === "showing") {
        if (result.recorded || result.booking || result.unavailable) {
          delete next.showing;
          // The request sent is kept, for the visitor to move it ("actually make it sunday, same time").
          if (result.recorded && result.showingId)
            next.booked = { id: result.showingId, ...(result.listing ? { listingId: result.listing.id } : {}), ...(result.at ? { at: result.at } : {}) };
        } else
          next.showing = {
            ...(result.listing ? { listingId: result.listing.id } : {}),
            when: result.when.slice(-600),
            ...((result.dayMissing || state.showing?.askedDay) && { askedDay: true }),
            // A name given while no way to reach them was: kept for the turn that gives one.
            ...((result.contact?.name || state.showing?.name) && { name: (result.contact?.name || state.showing?.name)!.slice(0, 200) }),
          };
        if (result.listing) next.focus = [result.listing.id];
        // A home sold, pending or not yet open for visits offers homes like it: a "yes" searches them.
        if (result.unavailable && result.listing) next.offer = { filters: { similarTo: result.listing.id } };
      }
      break;
    default:
      break;
  }
  // One qualifying question per reply: the one this answer asked, remembered so that "yes" is read as its answer.
  if ((result.kind === "lead" && result.recorded) || (result.kind === "showing" && result.recorded) || (result.kind === "qualify" && result.updated)) {
    const askedAll = state.qualify?.askedAll ?? [];
    next.qualify = result.next ? { asked: result.next, askedAll: [...askedAll, result.next] } : { askedAll };
  } else if (next.qualify?.asked) next.qualify = { askedAll: next.qualify.askedAll };
  return next;
}
