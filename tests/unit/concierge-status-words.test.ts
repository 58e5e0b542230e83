import { describe, expect, it } from "vitest";
import { understand } from "@/lib/ai/concierge/parse";
import { type ConversationState, EMPTY_STATE, type SearchFilters } from "@/lib/ai/concierge/types";

// Availability in English, Spanish and French, read by understand(): a status word selects it, the
// same word under a negation excludes it, and "still on offer" asks for what is available.
// Worded apart from the messages the classes were found with.

const cities = ["Tampa", "Sevilla", "Guadalajara", "Lyon", "Bordeaux"];
const read = (message: string, state: ConversationState = EMPTY_STATE) => understand(message, state, { cities }).intent;
const filtersOf = (message: string, state?: ConversationState) => {
  const intent = read(message, state);
  return intent.kind === "search" || intent.kind === "count" ? intent.filters : undefined;
};

function filters(name: string, cases: [string, Partial<SearchFilters>][], state?: ConversationState) {
  describe(name, () => {
    it.each(cases)("%s", (message, expected) => expect(filtersOf(message, state)).toMatchObject(expected));
  });
}

filters("a status under a negation excludes it: what is left is available", [
  ["townhomes in Tampa that haven't been sold", { city: "Tampa", availability: "available", kinds: ["townhouse"] }],
  ["show me everything in Tampa except what's pending", { city: "Tampa", availability: "available" }],
  ["anything but the sold ones in Tampa", { city: "Tampa", availability: "available" }],
  ["condos in Tampa, skip the ones under contract", { city: "Tampa", availability: "available", kinds: ["condo"] }],
  ["Tampa houses, no sold listings", { city: "Tampa", availability: "available" }],
  ["pisos en Sevilla menos los reservados", { city: "Sevilla", availability: "available", kinds: ["apartment"] }],
  ["casas en Guadalajara excepto las que están bajo contrato", { city: "Guadalajara", availability: "available", kinds: ["house"] }],
  ["viviendas en Sevilla que no aparezcan como vendidas", { city: "Sevilla", availability: "available" }],
  ["des appartements à Bordeaux à part ceux déjà vendus", { city: "Bordeaux", availability: "available", kinds: ["apartment"] }],
  ["biens à Lyon, hormis ceux en attente", { city: "Lyon", availability: "available" }],
  ["maisons à Lyon qui ne sont plus sous promesse", { city: "Lyon", availability: "available", kinds: ["house"] }],
  ["appartements à Bordeaux qui n'ont pas été vendus", { city: "Bordeaux", availability: "available", kinds: ["apartment"] }],
]);

filters("a status without a negation still selects it", [
  ["Tampa homes that were sold last month", { city: "Tampa", availability: "sold" }],
  ["I want the sold ones in Tampa, not the pending", { city: "Tampa", availability: "sold" }],
  ["casas ya vendidas en Guadalajara", { city: "Guadalajara", availability: "sold" }],
  ["appartements vendus à Lyon, pas ceux en attente", { city: "Lyon", availability: "sold" }],
  ["homes without a pool that sold in Tampa", { city: "Tampa", availability: "sold", excludedFeatures: ["pool"] }],
  ["Tampa condos not sold, pending ones only", { city: "Tampa", availability: "pending" }],
  ["je ne cherche que des condos vendus à Bordeaux", { city: "Bordeaux", availability: "sold" }],
  ["what did you sell lately in Tampa?", { city: "Tampa", availability: "sold" }],
  ["¿qué vendieron hace poco en Sevilla?", { city: "Sevilla", availability: "sold" }],
  // "Qu'est-ce qui est…" is "what is", not "who is": a question about listings, not off topic.
  ["qu'est-ce qui est sous promesse à Lyon ?", { city: "Lyon", availability: "pending" }],
  ["qu'est-ce qui est vendu à Bordeaux ?", { city: "Bordeaux", availability: "sold" }],
]);

filters("a negation reaches the statuses joined to the one it negates", [
  ["any townhomes in Tampa that aren't pending or sold?", { city: "Tampa", availability: "available" }],
  ["Tampa homes not under contract nor sold", { city: "Tampa", availability: "available" }],
  ["pisos en Sevilla que no estén reservados ni vendidos", { city: "Sevilla", availability: "available" }],
  ["des maisons à Lyon ni vendues ni sous compromis", { city: "Lyon", availability: "available" }],
]);

filters("still on offer: available, and the sale type kept", [
  ["are there condos in Tampa currently listed for sale", { city: "Tampa", availability: "available", saleType: "for_sale", kinds: ["condo"] }],
  ["which Tampa homes remain on the market? still available ones only", { city: "Tampa", availability: "available" }],
  ["pisos que aún siguen en alquiler en Sevilla", { city: "Sevilla", availability: "available", saleType: "for_rent", kinds: ["apartment"] }],
  ["casas que todavía están en venta en Guadalajara", { city: "Guadalajara", availability: "available", saleType: "for_sale", kinds: ["house"] }],
  ["maisons toujours en location à Lyon", { city: "Lyon", availability: "available", saleType: "for_rent", kinds: ["house"] }],
  ["des studios encore disponibles à Bordeaux", { city: "Bordeaux", availability: "available" }],
]);

filters("pending in other words", [
  ["homes in escrow in Tampa", { city: "Tampa", availability: "pending" }],
  ["Tampa condos with the sale agreed", { city: "Tampa", availability: "pending", kinds: ["condo"] }],
  ["pisos en proceso de venta en Sevilla", { city: "Sevilla", availability: "pending", kinds: ["apartment"] }],
  ["casas con oferta aceptada en Guadalajara", { city: "Guadalajara", availability: "pending", kinds: ["house"] }],
  ["appartements sous offre d'achat à Bordeaux", { city: "Bordeaux", availability: "pending", kinds: ["apartment"] }],
  ["maisons avec compromis signé à Lyon", { city: "Lyon", availability: "pending", kinds: ["house"] }],
  ["condos vendus sous conditions à Bordeaux", { city: "Bordeaux", availability: "pending", kinds: ["condo"] }],
]);

describe("a follow-up asking what is still on offer leaves the statuses of the last search", () => {
  const sold: ConversationState = { criteria: { filters: { city: "Tampa", availability: "sold" } }, results: [4], focus: [], total: 1, language: "English" };
  it.each([
    ["and which ones are still up for sale?", "English"],
    ["¿y cuáles quedan disponibles?", "Spanish"],
    ["et ceux qui restent à vendre ?", "French"],
  ] as const)("%s", (message, language) => {
    const filters = filtersOf(message, { ...sold, language });
    expect(filters?.availability).toBe("available");
    expect(filters?.city).toBe("Tampa");
    expect(filters?.text).toBeUndefined();
  });
});
