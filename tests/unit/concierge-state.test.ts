import { describe, expect, it } from "vitest";
import type { ConciergeResult } from "@/lib/ai/concierge/results";
import { nextState, readState } from "@/lib/ai/concierge/state";
import { type ConciergeListing, type ConversationState, EMPTY_STATE } from "@/lib/ai/concierge/types";
import { conciergeListing } from "@/tests/fixtures/concierge-listing";

// The conversation state is data: validated when read (anything old or broken reads as empty,
// within caps), and advanced by a pure function of the intent answered and its tool result.

const listing = (id: number): ConciergeListing =>
  conciergeListing({
    id,
    mlsNumber: `MLS${id}`,
    url: "",
    price: 100_000 * id,
    city: "Austin",
    state: "TX",
    address: `${id} Main St`,
    zip: "",
    buildingArea: 0,
    areaUnit: "sqft",
    yearBuilt: 2000,
    parkingSpots: 0,
    daysOnMarket: 1,
    hoaMonth: null,
    description: "",
  });

const searched = (...ids: number[]): ConciergeResult => ({ kind: "search", total: ids.length, listings: ids.map(listing) });

describe("readState", () => {
  it("reads nothing, an old shape or a broken one as the empty state", () => {
    for (const stored of [
      null,
      undefined,
      "x",
      3,
      [],
      { results: "1,2" },
      { results: [1], focus: [-1] },
      { listed: ["TX1"] },
      { results: [], focus: [], language: "German" },
    ]) {
      expect(readState(stored)).toEqual(EMPTY_STATE);
    }
  });

  it("keeps a valid state as it is", () => {
    const state: ConversationState = {
      criteria: { filters: { city: "Austin", kinds: ["house"], price: { max: 500_000 }, features: ["pool"] }, sort: { field: "price", direction: "asc" } },
      results: [3, 1, 2],
      focus: [1],
      language: "Spanish",
    };
    expect(readState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it("caps the results at 50 ids and the focus at 3, without repeats", () => {
    const many = Array.from({ length: 80 }, (_, index) => index + 1);
    const state = readState({ results: [...many, 1], focus: [7, 7, 8, 9, 10] });
    expect(state.results).toEqual(many.slice(0, 50));
    expect(state.focus).toEqual([7, 8, 9]);
  });

  it("drops what a filter does not know and caps text", () => {
    expect(readState({ criteria: { filters: { city: "Austin", keywords: ["pool"] } }, results: [], focus: [] }).criteria).toEqual({
      filters: { city: "Austin" },
    });
    expect(readState({ criteria: { filters: { city: "x".repeat(500) } }, results: [], focus: [] })).toEqual(EMPTY_STATE);
  });
});

describe("nextState", () => {
  const before: ConversationState = { criteria: { filters: { city: "Boise" } }, results: [9, 8], focus: [9], language: "English" };

  it("after a search: its criteria, the listings shown (at most its limit and 5), no focus unless one was shown", () => {
    const intent = {
      kind: "search" as const,
      filters: { city: "Austin", saleType: "for_rent" as const },
      sort: { field: "price" as const, direction: "asc" as const },
      limit: 3,
    };
    const state = nextState(before, intent, searched(4, 5, 6, 7), "Spanish");
    expect(state).toEqual({ criteria: { filters: intent.filters, sort: intent.sort }, results: [4, 5, 6], focus: [], total: 4, language: "Spanish" });
    expect(nextState(before, { ...intent, limit: 10 }, searched(1, 2, 3, 4, 5, 6, 7), "English").results).toEqual([1, 2, 3, 4, 5]);
    expect(nextState(before, { ...intent, limit: 1 }, searched(4), "English")).toMatchObject({ results: [4], focus: [4] });
    expect(nextState(before, intent, searched(), "English")).toMatchObject({ results: [], focus: [] });
  });

  it("after a count: its criteria, the results and focus kept", () => {
    const state = nextState(before, { kind: "count", filters: { city: "Austin" } }, { kind: "count", total: 4 }, "French");
    expect(state).toEqual({ criteria: { filters: { city: "Austin" } }, results: [9, 8], focus: [9], language: "French" });
  });

  it("after a listing: that one in focus; not found keeps the focus", () => {
    expect(nextState(before, { kind: "listing", listing: { id: 8 } }, { kind: "listing", listing: listing(8) }, "English")).toMatchObject({
      results: [9, 8],
      focus: [8],
    });
    expect(nextState(before, { kind: "listing", listing: { mlsNumber: "X" } }, { kind: "listing", listing: null }, "English").focus).toEqual([9]);
  });

  it("after a comparison: the ones found in focus, and as the results when no list showed them", () => {
    const state = nextState(
      before,
      { kind: "compare", listings: [{ id: 1 }, { id: 2 }, { mlsNumber: "nope" }] },
      { kind: "compare", listings: [listing(1), listing(2)], missing: ["nope"] },
      "English",
    );
    // "La première" after comparing two homes no list showed is the first of them.
    expect(state).toMatchObject({ results: [1, 2], focus: [1, 2] });
    // Two of the homes shown, compared: the list stays, for "the second one" of it.
    const ofShown = nextState(
      before,
      { kind: "compare", listings: [{ id: 9 }, { id: 8 }] },
      { kind: "compare", listings: [listing(9), listing(8)], missing: [] },
      "English",
    );
    expect(ofShown).toMatchObject({ results: [9, 8], focus: [9, 8] });
  });

  it("after anything else: only the language changes, and not to nothing", () => {
    expect(nextState(before, { kind: "greeting" }, { kind: "none" }, "Spanish")).toEqual({ ...before, language: "Spanish" });
    expect(nextState(before, { kind: "offtopic" }, { kind: "none" }, undefined)).toEqual(before);
  });

  it("does not change the state it is given", () => {
    const copy = structuredClone(before);
    nextState(before, { kind: "search", filters: {}, limit: 3 }, searched(1), "French");
    expect(before).toEqual(copy);
  });
  it("after a showing: one sent is kept to be moved, a booking page offered or a request sent leaves nothing pending, one waiting for a contact is pending", () => {
    const showing = (fields: Partial<Extract<ConciergeResult, { kind: "showing" }>>): ConciergeResult => ({
      kind: "showing",
      recorded: false,
      listing: { id: 7, address: "1 Elm St", city: "Boise" },
      times: [],
      timeZone: "America/Boise",
      dayMissing: false,
      when: "saturday at 10",
      ...fields,
    });
    const pending = { ...before, showing: { listingId: 7, when: "saturday" } };
    const booking = nextState(pending, { kind: "viewing" }, showing({ booking: "https://cal.com/x" }), "English");
    expect(booking.showing).toBeUndefined();
    expect(booking.booked).toBeUndefined();
    const sent = nextState(pending, { kind: "viewing" }, showing({ recorded: true, showingId: 12, at: "10:00 - 11:00" }), "English");
    expect(sent.showing).toBeUndefined();
    expect(sent.booked).toEqual({ id: 12, listingId: 7, at: "10:00 - 11:00" });
    const waiting = nextState(before, { kind: "viewing" }, showing({}), "English");
    expect(waiting.showing).toEqual({ listingId: 7, when: "saturday at 10" });
    expect(waiting.booked).toBeUndefined();
  });
});
