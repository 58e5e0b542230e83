import { describe, expect, it } from "vitest";
import { composeAnswer } from "@/lib/ai/concierge/compose";
import { understand } from "@/lib/ai/concierge/parse";
import type { AnswerSettings } from "@/lib/ai/concierge/results";
import { type ConciergeListing, type ConversationState, EMPTY_STATE, type Intent } from "@/lib/ai/concierge/types";

// A yes-or-no question about a feature of what was just shown is answered, not searched: about
// the one listing shown, the best of the last search by a superlative ("la moins chère"), or each
// of the few shown, with the owner's words the answer rests on. "Any of those with a pool?",
// "which one has a garage?" and "and with a pool?" stay searches.

const cities = ["Tulsa", "Lyon", "Valencia"];
const oneShown: ConversationState = { criteria: { filters: { city: "Valencia", features: ["terrace"] } }, results: [31], focus: [], total: 1 };
const threeShown: ConversationState = { criteria: { filters: { city: "Tulsa", saleType: "for_rent" } }, results: [41, 42, 43], focus: [], total: 6 };
const read = (message: string, state: ConversationState): Intent => understand(message, state, { cities }).intent;

describe("a yes-or-no question after one listing shown", () => {
  it.each([
    ["¿y aceptan perros?", "pet_friendly", "dog"],
    ["¿y está amueblado?", "furnished"],
    ["¿las mascotas están permitidas?", "pet_friendly"],
    ["et les chiens sont acceptés ?", "pet_friendly", "dog"],
    ["et il y a un ascenseur ?", "elevator"],
    ["and are cats allowed?", "pet_friendly", "cat"],
    ["is there a dishwasher?", "dishwasher"],
    // A kind of animal named is asked about as such: "no cats" is a no to cats, whatever the pet policy.
  ])("%s is about it", (message, feature, species?: string) => {
    expect(read(message, oneShown)).toEqual({ kind: "listing", listing: { id: 31 }, question: { feature, ...(species && { species }) } });
  });

  it.each(["¿y con piscina?", "and with a fireplace?", "et avec un balcon ?"])("%s narrows the search", (message) => {
    expect(read(message, oneShown)).toMatchObject({ kind: "search", filters: { city: "Valencia" } });
  });
});

describe("a yes-or-no question after several listings shown", () => {
  it.each([
    ["do they allow dogs?", "pet_friendly", "dog"],
    ["¿admiten mascotas?", "pet_friendly"],
    ["est-ce qu'ils ont un lave-vaisselle ?", "dishwasher"],
  ])("%s is asked of each", (message, feature, species?: string) => {
    expect(read(message, threeShown)).toEqual({
      kind: "compare",
      listings: [{ id: 41 }, { id: 42 }, { id: 43 }],
      question: { feature, ...(species && { species }) },
    });
  });

  it.each([
    ["the cheapest one has a dishwasher?", { field: "price", direction: "asc" }, "dishwasher"],
    ["la más grande tiene terraza?", { field: "area", direction: "desc" }, "terrace"],
    ["la moins chère accepte les animaux ?", { field: "price", direction: "asc" }, "pet_friendly"],
  ])("%s is asked of the best of the last search", (message, sort, feature) => {
    expect(read(message, threeShown)).toEqual({ kind: "search", filters: { city: "Tulsa", saleType: "for_rent" }, sort, limit: 1, question: { feature } });
  });

  it.each(["which one takes dogs?", "any of those with a dishwasher?", "do any of them have a pool?", "¿alguna de esas tiene terraza?"])(
    "%s still picks among them",
    (message) => {
      const intent = read(message, threeShown);
      expect(intent.kind).toBe("search");
      expect(intent.kind === "search" && intent.question).toBeFalsy();
    },
  );
});

describe("the answers", () => {
  const settings: AnswerSettings = { welcomeMessage: "", talkToHumanResponseMessage: "", cities };
  const home = (id: number, address: string, description: string): ConciergeListing => ({
    id,
    mlsNumber: `TUL${id}`,
    url: `https://x.test/${id}`,
    saleType: "for_rent",
    status: "Active",
    propertyType: "Apartment",
    kind: "apartment",
    bedrooms: 2,
    bathrooms: 1,
    price: 1200 + id,
    currencySymbol: "$",
    city: "Tulsa",
    state: "OK",
    address,
    zip: "74103",
    location: "",
    buildingArea: 900,
    lotArea: 0,
    areaUnit: "Square Feet",
    yearBuilt: 1990,
    parkingSpots: 0,
    daysOnMarket: id,
    tours: null,
    hoaMonth: 0,
    description,
    extension: [],
    photo: null,
  });
  const homes = [
    home(41, "12 Elm St", "Sunny flat. Dogs welcome with a deposit."),
    home(42, "9 Oak Ave", "Quiet flat, no pets please."),
    home(43, "3 Pine Rd", "Top floor flat."),
  ];

  it("say yes, no or not stated for each listing shown, with the owner's words", () => {
    const intent = read("do they allow dogs?", threeShown);
    const answer = composeAnswer({ intent, result: { kind: "compare", listings: homes, missing: [] }, language: "English", settings });
    const lines = answer.text.split("\n");
    expect(lines[0]).toMatch(/^1\. Yes, 12 Elm St, Tulsa accepts dogs\. The listing says: “Dogs welcome with a deposit”\./);
    expect(lines[1]).toMatch(/^2\. No, .*9 Oak Ave.*“Quiet flat”|^2\. No, .*9 Oak Ave.*no pets please/);
    expect(lines[2]).toMatch(/^3\. The listing for 3 Pine Rd, Tulsa doesn't say/);
    expect(answer).toMatchObject({ noAnswer: false, listingIds: [41, 42, 43] });
  });

  it("answer the best of a search about itself, naming it", () => {
    const intent = read("la moins chère accepte les animaux ?", threeShown);
    const answer = composeAnswer({ intent, result: { kind: "search", total: 6, listings: [homes[0]!] }, language: "French", settings });
    expect(answer.text).toContain("MLS TUL41");
    expect(answer.text).toMatch(/^Oui|\nOui/);
    expect(answer.text).toContain("« Dogs welcome with a deposit »");
    expect(answer.listingIds).toEqual([41]);
  });
});

describe("a bare feature after an answer about one home", () => {
  it("¿y aire acondicionado? asks it of that home; ¿y con aire acondicionado? narrows the search", () => {
    const state = { ...EMPTY_STATE, focus: [7], results: [7], criteria: { filters: { city: "Mérida", kinds: ["apartment" as const] } } };
    expect(understand("y aire acondicionado?", state, { cities: ["Mérida"] }).intent).toMatchObject({
      kind: "listing",
      question: { feature: "air_conditioning" },
    });
    expect(understand("¿y con aire acondicionado?", state, { cities: ["Mérida"] }).intent).toMatchObject({ kind: "search" });
  });
});
