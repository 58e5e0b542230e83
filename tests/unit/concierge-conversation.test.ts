import { describe, expect, it } from "vitest";
import { understand } from "@/lib/ai/concierge/parse";
import { findAddress } from "@/lib/ai/concierge/references";
import type { ConciergeResult } from "@/lib/ai/concierge/results";
import { nextState, readState } from "@/lib/ai/concierge/state";
import { type ConversationState, EMPTY_STATE, type Intent, type Relaxation } from "@/lib/ai/concierge/types";

// Conversation classes: listings named by a bare street address in any of its usual spellings
// (street type first or last, number before or after, "la de", "celle du"), comparisons of two
// addresses, the question asked about the listing so named; accepting the nearest search a
// no-match answer offered.

const cities = ["Sevilla", "Bordeaux", "Tampa"];
const read = (message: string): Intent => understand(message, EMPTY_STATE, { cities }).intent;

describe("a listing named by a bare street address", () => {
  it.each([
    ["¿el de Calle Goya 21 tiene ascensor?", "Calle Goya 21", { feature: "elevator" }],
    ["la de C/ Betis, 14 tiene terraza?", "C/ Betis, 14", { feature: "terrace" }],
    ["¿la del Pza. de España 3 sigue en venta?", "Pza. de España 3", { field: "status" }],
    ["Avda. de la Constitución 40 cuánto cuesta", "Avda. de la Constitución 40", { field: "price" }],
    ["¿Camino de los Toros 7 tiene jardín?", "Camino de los Toros 7", { feature: "garden" }],
    ["Pº Colón nº 9, ¿cuántos baños tiene?", "Pº Colón nº 9", { field: "bathrooms" }],
    ["celle du 9, boulevard Raspail a-t-elle un jardin ?", "9, boulevard Raspail", { feature: "garden" }],
    ["celui situé au 31 av. Jean-Jaurès est-il à vendre ?", "31 av. Jean-Jaurès", { field: "status" }],
    ["le 6 impasse des Lilas a-t-il une piscine ?", "6 impasse des Lilas", { feature: "pool" }],
    ["12 quai des Chartrons, combien ?", "12 quai des Chartrons", { field: "price" }],
    ["rue Sainte-Catherine 80 a un balcon ?", "rue Sainte-Catherine 80", { feature: "balcony" }],
    ["does Bayshore Blvd 310 have a pool?", "Bayshore Blvd 310", { feature: "pool" }],
    ["le 2250 ch. Saint-Louis a-t-il un garage ?", "2250 ch. Saint-Louis", { feature: "garage" }],
    ["au 9 de la rue Sainte-Catherine, il y a une terrasse ?", "9 de la rue Sainte-Catherine", { feature: "terrace" }],
    ["el número 15 de la calle Feria tiene ascensor?", "15 de la calle Feria", { feature: "elevator" }],
    ["est-ce que le 18 ch. des Quatre-Bourgeois a une piscine ?", "18 ch. des Quatre-Bourgeois", { feature: "pool" }],
  ])("%s", (message, address, question) => {
    expect(read(message)).toEqual({ kind: "listing", listing: { address }, question });
  });

  it("leaves the words pointing at it out of the question", () => {
    expect(read("celle au 3 allée des Pins : et la taxe foncière ?")).toEqual({
      kind: "listing",
      listing: { address: "3 allée des Pins" },
      question: { extension: "taxe fonciere" },
    });
    expect(read("the one on Harbor Dr 18, what about the zoning?")).toEqual({
      kind: "listing",
      listing: { address: "Harbor Dr 18" },
      question: { extension: "zoning" },
    });
  });

  it.each([
    "2 bd in Tampa",
    "3 bd 2 ba in Tampa under 400k",
    "maison avec 1 place de parking à Bordeaux",
    "appartement 2 ch. Saint-Roch",
    "looking for a place with at least 3 baths in Tampa",
    "a place for 2 people in Tampa",
    "maison 4 ch. spacieuses à Bordeaux",
    "piso con plaza de garaje en Sevilla",
    "casa en Sevilla con 3 habitaciones y calle tranquila",
  ])("%s names no address", (message) => {
    expect(findAddress(message)).toBeUndefined();
  });

  it.each([
    ["can I visit 1679 30th St on saturday?", "1679 30th St"],
    ["is 220 W 42nd St still available?", "220 W 42nd St"],
  ])("%s names a street with an ordinal number", (message, address) => {
    expect(findAddress(message)).toBe(address);
  });
});

describe("a listing named by its street alone", () => {
  it.each([
    ["¿la de la Ronda de Capuchinos tiene garaje?", "Ronda de Capuchinos", { feature: "garage" }],
    ["el de Avda. Menéndez Pelayo tiene piscina?", "Avda. Menéndez Pelayo", { feature: "pool" }],
    ["la de c/ Sierpes tiene terraza?", "c/ Sierpes", { feature: "terrace" }],
    ["el de la Plaza del Duque tiene ascensor?", "Plaza del Duque", { feature: "elevator" }],
    ["celle de la route du Médoc a-t-elle un jardin ?", "route du Médoc", { feature: "garden" }],
  ])("%s", (message, address, question) => {
    expect(read(message)).toEqual({ kind: "listing", listing: { address }, question });
  });

  it.each([
    "piso con plaza de Garaje en Sevilla",
    "casa cerca de la carretera en Sevilla",
    "appartement en cours de rénovation à Bordeaux",
    "maison sur une route calme à Bordeaux",
  ])("%s is a search", (message) => {
    expect(read(message).kind).toBe("search");
  });
});

describe("two listings compared by their addresses", () => {
  it.each([
    ["compara Avda. América 12 con Calle Toledo 8", ["Avda. América 12", "Calle Toledo 8"]],
    ["¿qué diferencia hay entre c/ Sierpes 4 y Plaza Nueva 2?", ["c/ Sierpes 4", "Plaza Nueva 2"]],
    ["compare 3 quai Voltaire et 18 bd Haussmann", ["3 quai Voltaire", "18 bd Haussmann"]],
    ["comparez le 7 route de Pessac et la rue Judaïque 41", ["7 route de Pessac", "rue Judaïque 41"]],
    ["Pine Rd 22 vs 5 Maple Dr", ["Pine Rd 22", "5 Maple Dr"]],
    ["compare Maple Dr 5 and Birch Ln 11", ["Maple Dr 5", "Birch Ln 11"]],
  ])("%s", (message, addresses) => {
    expect(read(message)).toMatchObject({ kind: "compare", listings: addresses.map((address) => ({ address })) });
  });
});

describe("accepting the nearest search a no-match answer offered", () => {
  const asked = { city: "Tampa", kinds: ["condo" as const], price: { max: 250_000 } };
  const offered = { city: "Tampa", kinds: ["condo" as const], price: { max: 312_500 } };
  const afterNoMatch: ConversationState = { criteria: { filters: asked }, results: [], focus: [], total: 0, offer: { filters: offered } };
  const reply = (message: string, state = afterNoMatch) => understand(message, state, { cities }).intent;

  it.each(["yes please", "ok", "go ahead", "por favor", "venga", "enséñamelos", "dale", "ouais", "avec plaisir", "je veux bien", "montrez-les", "allez-y"])(
    "%s shows the offered search",
    (message) => {
      expect(reply(message)).toEqual({ kind: "search", filters: offered, limit: 5 });
    },
  );

  it.each([
    ["do any of them have a fireplace?", "fireplace"],
    ["¿alguna de esas tiene jardín?", "garden"],
    ["lesquelles ont une terrasse ?", "terrace"],
    ["yes, the ones with a balcony", "balcony"],
  ])("%s narrows the offered search", (message, feature) => {
    expect(reply(message)).toMatchObject({ kind: "search", filters: { ...offered, features: [feature] } });
  });

  it.each(["no thanks", "ok thanks", "non merci", "gracias"])("%s accepts nothing", (message) => {
    expect(reply(message).kind).not.toBe("search");
  });

  it.each([
    ["the priciest one?", "price", "desc"],
    ["¿y el más grande?", "area", "desc"],
    ["la plus récente ?", "daysOnMarket", "asc"],
  ])("%s orders the offered search: nothing else was shown", (message, field, direction) => {
    expect(reply(message)).toMatchObject({ kind: "search", filters: offered, sort: { field, direction } });
  });

  it("a new city starts from what was asked, not from what was offered", () => {
    expect(reply("what about Sevilla?")).toMatchObject({ kind: "search", filters: { ...asked, city: "Sevilla" } });
  });

  it("without an offer, a yes repeats the last search", () => {
    const { offer: _offer, ...plain } = afterNoMatch;
    expect(reply("yes please", plain)).toEqual({ kind: "search", filters: asked, limit: 5 });
  });
});

describe("the state keeps the offer of a no-match answer", () => {
  const none = (nearest?: Relaxation): ConciergeResult => ({ kind: "search", total: 0, listings: [], ...(nearest && { nearest }) });
  const intent = {
    kind: "search" as const,
    filters: { city: "Tampa", price: { max: 200_000 } },
    sort: { field: "price" as const, direction: "asc" as const },
    limit: 3,
  };
  const nearest: Relaxation = { dropped: ["price"], filters: { city: "Tampa", price: { max: 250_000 } }, total: 2 };

  it("keeps the nearest relaxation with its sort, and drops it after the next answer", () => {
    const state = nextState(EMPTY_STATE, intent, none(nearest), "English");
    expect(state.offer).toEqual({ filters: nearest.filters, sort: intent.sort });
    expect(readState(JSON.parse(JSON.stringify(state))).offer).toEqual(state.offer);
    expect(nextState(state, { kind: "listing", listing: { id: 3 } }, { kind: "listing", listing: null }, "English").offer).toBeUndefined();
    expect(nextState(state, intent, none(), "English").offer).toBeUndefined();
  });

  it("keeps the offer of a count too, and none when the relaxation finds nothing", () => {
    expect(nextState(EMPTY_STATE, { kind: "count", filters: intent.filters }, { kind: "count", total: 0, nearest }, "English").offer).toEqual({
      filters: nearest.filters,
    });
    expect(nextState(EMPTY_STATE, intent, none({ ...nearest, total: 0 }), "English").offer).toBeUndefined();
  });
});

describe("a verb is no typo of a city", () => {
  it("montre-moi is not Montréal", () => {
    const intent = understand(
      "montre-moi celles avec piscine",
      { criteria: { filters: { city: "Québec" } }, results: [], focus: [] },
      { cities: ["Montréal", "Québec"] },
    ).intent;
    expect(intent).toMatchObject({ kind: "search", filters: { city: "Québec", features: ["pool"] } });
  });
});

describe("one of the listings just compared", () => {
  const compared: ConversationState = { results: [], focus: [4, 7], language: "English" };
  const reply = (message: string) => understand(message, compared, { cities }).intent;

  it.each([
    ["the less expensive one", { field: "price", direction: "asc" }],
    ["and the roomier one?", { field: "area", direction: "desc" }],
    ["el más grande", { field: "area", direction: "desc" }],
    ["la plus chère ?", { field: "price", direction: "desc" }],
  ])("%s is the best of them on that aspect", (message, sort) => {
    expect(reply(message)).toEqual({ kind: "search", filters: { availability: "any", ids: [4, 7] }, sort, limit: 1, fromResults: true });
  });

  it.each([
    ["the one with a basement", "basement"],
    ["la que tiene terraza", "terrace"],
    ["celui qui a un garage", "garage"],
    ["which one has a fireplace?", "fireplace"],
    ["do they both have central air?", "air_conditioning"],
    ["¿los dos tienen ascensor?", "elevator"],
    ["est-ce qu'elles ont un jardin ?", "garden"],
  ])("%s is the one of them that has it", (message, feature) => {
    expect(reply(message)).toMatchObject({ kind: "search", filters: { ids: [4, 7], features: [feature] }, fromResults: true });
  });

  it("asking which one still compares them, and a city starts a new search", () => {
    expect(reply("which one is bigger?")).toEqual({ kind: "compare", listings: [{ id: 4 }, { id: 7 }], aspect: "area" });
    const elsewhere = reply("the cheapest one in Tampa");
    expect(elsewhere.kind === "search" && elsewhere.filters.ids).toBeFalsy();
  });
});

describe("the other one, the one in the middle", () => {
  const two: ConversationState = { criteria: { filters: { city: "Tampa" } }, results: [21, 22], focus: [22], total: 2 };
  const three: ConversationState = { criteria: { filters: { city: "Tampa" } }, results: [31, 32, 33], focus: [], total: 3 };

  it.each([
    ["what about the other one?", undefined],
    ["¿la otra tiene jardín?", { feature: "garden" }],
    ["et l'autre, elle a une terrasse ?", { feature: "terrace" }],
  ])("%s, after one of two, is the other", (message, question) => {
    expect(understand(message, two, { cities }).intent).toEqual({ kind: "listing", listing: { id: 21 }, ...(question && { question }) });
  });

  it.each([
    ["show me the one in the middle", undefined],
    ["¿la de en medio tiene garaje?", { feature: "garage" }],
    ["celui du milieu a-t-il une terrasse ?", { feature: "terrace" }],
  ])("%s, after three, is the second", (message, question) => {
    expect(understand(message, three, { cities }).intent).toEqual({ kind: "listing", listing: { id: 32 }, ...(question && { question }) });
  });

  it("another one is more of the same search", () => {
    expect(understand("do you have another one?", two, { cities }).intent.kind).toBe("search");
  });
});

describe("more of the same search", () => {
  const listed: ConversationState = { criteria: { filters: { city: "Tampa", kinds: ["condo"] } }, results: [41, 42, 43], focus: [], total: 8 };

  it.each(["got any more?", "show me a few more", "¿tienes más?", "¿y otras?", "vous en avez d'autres ?", "autre chose ?"])(
    "%s skips the ones already listed",
    (message) => {
      expect(understand(message, listed, { cities }).intent).toEqual({ kind: "search", filters: listed.criteria!.filters, limit: 5, offset: 3 });
    },
  );

  it("counts every page already listed", () => {
    const second: ConversationState = { ...listed, criteria: { ...listed.criteria!, offset: 3 } };
    expect(understand("more please", second, { cities }).intent).toMatchObject({ offset: 6 });
  });

  it("keeps the state of the last page when there is no more", () => {
    const intent = { kind: "search" as const, filters: { city: "Tampa" }, limit: 3, offset: 3 };
    const empty: ConciergeResult = { kind: "search", total: 3, listings: [] };
    expect(nextState(listed, intent, empty, "English")).toEqual({ ...listed, language: "English" });
    const page = nextState(listed, intent, { kind: "search", total: 5, listings: [] }, "English");
    expect(page.results).toEqual([41, 42, 43]);
  });
});

describe("a short follow-up about the one listing in focus", () => {
  const one: ConversationState = { criteria: { filters: { city: "Bordeaux" } }, results: [51, 52, 53], focus: [52], total: 6 };
  const reply = (message: string) => understand(message, one, { cities }).intent;

  it.each([
    ["et la surface habitable ?", "area"],
    ["and the lot size?", "lotArea"],
    ["¿y la superficie?", "area"],
    ["et les frais de copropriété ?", "hoa"],
    ["¿y el año de construcción?", "yearBuilt"],
  ])("%s asks about it", (message, field) => {
    expect(reply(message)).toEqual({ kind: "listing", listing: { id: 52 }, question: { field } });
  });

  it.each([
    ["plutôt à acheter ?", { city: "Bordeaux", saleType: "for_sale" }],
    ["how about for rent?", { city: "Bordeaux", saleType: "for_rent" }],
    ["¿y qué tal en alquiler?", { city: "Bordeaux", saleType: "for_rent" }],
  ])("%s is another search", (message, filters) => {
    expect(reply(message)).toMatchObject({ kind: "search", filters });
  });

  it('a neighbourhood after "and" is still searched', () => {
    expect(reply("and in Chartrons?")).toMatchObject({ kind: "search", filters: { place: "chartrons" } });
  });
});

describe("one of a pair", () => {
  const pair: ConversationState = { criteria: { filters: { city: "Tampa" } }, results: [61, 62], focus: [], total: 2 };
  it.each([
    ["the larger one?", { field: "area", direction: "desc" }],
    ["the less expensive one", { field: "price", direction: "asc" }],
    ["¿cuál es la más cara de las dos?", { field: "price", direction: "desc" }],
    ["le plus grand des deux ?", { field: "area", direction: "desc" }],
  ])("%s is one listing, not two", (message, sort) => {
    expect(understand(message, pair, { cities }).intent).toMatchObject({ kind: "search", sort, limit: 1 });
  });
});
