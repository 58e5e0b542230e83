import { describe, expect, it } from "vitest";
import { composeAnswer } from "@/lib/ai/concierge/compose";
import { currencyOf } from "@/lib/ai/concierge/numbers";
import { understand } from "@/lib/ai/concierge/parse";
import { fold } from "@/lib/ai/concierge/text";
import { currencySpellings } from "@/lib/ai/concierge/search-conditions";
import { nextState } from "@/lib/ai/concierge/state";
import { EMPTY_STATE, type ConversationState, type Intent, type SearchFilters } from "@/lib/ai/concierge/types";
import { defaultSettings } from "@/lib/chatbots/defaults";

// French as visitors from France, Québec, Belgium and Switzerland write it: the classes of
// wording the concierge must read, each with wording that differs from the eval's questions.

const cities = ["Montréal", "Québec", "Lyon", "Genève", "Bruxelles", "Austin"];
const read = (message: string, state: ConversationState = EMPTY_STATE) => understand(message, state, { cities });
const filtersOf = (intent: Intent): SearchFilters | undefined => ("filters" in intent ? intent.filters : undefined);

function table(name: string, cases: [string, Partial<SearchFilters>][]) {
  describe(name, () => {
    it.each(cases)("%s", (message, filters) => expect(filtersOf(read(message).intent)).toMatchObject(filters));
  });
}

table("Québec apartment sizes and French room counts", [
  ["je cherche un 5 1/2 à Québec", { bedrooms: { min: 3, max: 3 } }],
  ["un 3½ pas loin du métro à Montréal", { bedrooms: { min: 1, max: 1 } }],
  ["grand 6 et demi à louer", { bedrooms: { min: 4, max: 4 }, saleType: "for_rent" }],
  ["un 2 1/2 meublé", { bedrooms: { min: 0, max: 0 } }],
  ["appartement 4 pièces à Lyon", { bedrooms: { min: 3, max: 3 } }],
  ["un 2 pièces à Genève", { bedrooms: { min: 1, max: 1 } }],
  ["maison 3 chambres et 1 1/2 salle de bain", { bedrooms: { min: 3, max: 3 } }],
]);

table("availability in every French tense", [
  ["quelles maisons ont été vendues à Québec ?", { availability: "sold" }],
  ["ce qui s'est vendu récemment à Montréal", { availability: "sold" }],
  ["des condos pas encore vendus à Montréal", { availability: "available" }],
  ["les propriétés sous promesse d'achat à Québec", { availability: "pending" }],
  ["des maisons vendues sous condition ?", { availability: "pending" }],
  ["qu'est-ce qui arrivent bientôt à Lyon", { availability: "coming_soon" }],
]);

table("what is available, said informally", [
  ["c'est quoi qui est dispo à Lyon ?", { city: "Lyon" }],
  ["vous avez des logements dispos à Bruxelles", { city: "Bruxelles" }],
]);

table("backyards under their regional names", [
  ["une maison avec une arrière-cour à Lyon", { features: ["garden"] }],
  ["un jumelé avec cour arrière à Québec", { features: ["garden"] }],
]);

describe("a superlative over parking, in French", () => {
  it.each(["celui qui a le plus de places de stationnement à Québec", "lequel offre le plus de parkings à Lyon"])("%s", (message) => {
    const intent = read(message).intent;
    expect(intent.kind).toBe("search");
    expect("sort" in intent && intent.sort).toEqual({ field: "parkingSpots", direction: "desc" });
  });
});

describe("a listing named by its address, with the question after it", () => {
  it.each([
    ["la maison du 12 rue des Érables est-elle toujours à vendre ?", "12 rue des Érables"],
    ["le 40 avenue Laurier a-t-il un garage ?", "40 avenue Laurier"],
    ["combien coûte le 7 chemin du Lac ce mois-ci ?", "7 chemin du Lac"],
  ])("%s", (message, address) => {
    const intent = read(message).intent;
    expect(intent.kind).toBe("listing");
    expect("listing" in intent && intent.listing).toEqual({ address });
  });
  it("two addresses are compared", () => {
    const intent = read("lequel est mieux, le 12 rue des Érables ou le 40 avenue Laurier ?").intent;
    expect(intent).toMatchObject({ kind: "compare", listings: [{ address: "12 rue des Érables" }, { address: "40 avenue Laurier" }] });
  });
});

describe("asking to see a home in person", () => {
  it.each(["peut-on visiter le 40 avenue Laurier samedi ?", "j'aimerais aller voir le 12 rue des Érables", "puis-je voir ce logement demain ?"])(
    "%s",
    (message) => {
      expect(read(message).intent.kind).toBe("viewing");
    },
  );
});

describe("a superlative after a few shown of many is over all of them", () => {
  const state: ConversationState = nextState(
    EMPTY_STATE,
    { kind: "search", filters: { city: "Montréal", saleType: "for_rent" }, limit: 3 },
    { kind: "search", total: 40, listings: [{ id: 1 }, { id: 2 }, { id: 3 }] as never, cities: [] } as never,
    "French",
  );
  it.each([
    ["laquelle est la moins chère ?", "price"],
    ["lequel a le plus de chambres ?", "bedrooms"],
  ])("%s", (message, field) => {
    const intent = read(message, state).intent;
    expect(intent).toMatchObject({ kind: "search", filters: { city: "Montréal", saleType: "for_rent" }, sort: { field }, limit: 1 });
    expect(filtersOf(intent)?.ids).toBeUndefined();
  });
});

describe("dollars", () => {
  it.each([
    ["moins de 1500 $ par mois", "$"],
    ["500 000 dollars", "$"],
    ["300 000 $ CAD", "CAD"],
    ["250k USD", "USD"],
    ["200 000 dollars américains", "USD"],
  ])("%s", (text, currency) => {
    expect(currencyOf(fold(text))).toBe(currency);
  });
  it("a bare $ finds US and Canadian dollars; USD only US dollars", () => {
    expect(currencySpellings("$")).toEqual(expect.arrayContaining(["$", "USD", "C$", "CAD"]));
    expect(currencySpellings("USD")).not.toContain("C$");
  });
});

describe("the handoff left at its default is said in French", () => {
  it.each(["je voudrais jaser avec un courtier", "pouvez-vous me mettre en contact avec une conseillère ?"])("%s", (message) => {
    const understood = read(message);
    expect(understood.intent.kind).toBe("human");
    const answer = composeAnswer({
      intent: understood.intent,
      result: { kind: "human", message: defaultSettings().TalkToHumanResponseMessage } as never,
      language: understood.language,
      settings: {} as never,
    });
    expect(answer.text).toMatch(/agent/);
    expect(answer.text).not.toMatch(/get back to you/);
  });
});

describe("the amount of an owner's fact asked with 'combien', not the price", () => {
  it.each([["combien sont les taxes scolaires du 40 avenue Laurier ?", "taxes scolaires"]])("%s", (message, extension) => {
    expect(read(message).intent).toMatchObject({ kind: "listing", question: { extension } });
  });
  // The condo fees are the HOA fee: its field, or the owner's "Frais de condo" pair when the field is empty.
  it("c'est combien les frais de condo au 40 avenue Laurier", () =>
    expect(read("c'est combien les frais de condo au 40 avenue Laurier").intent).toMatchObject({ kind: "listing", question: { field: "hoa" } }));
  it.each(["combien coûte le 40 avenue Laurier ?", "combien par mois pour le 40 avenue Laurier ?"])("%s", (message) => {
    expect(read(message).intent).toMatchObject({ kind: "listing", question: { field: "price" } });
  });
});
