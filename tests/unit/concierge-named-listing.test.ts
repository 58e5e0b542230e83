import { describe, expect, it } from "vitest";
import { composeAnswer } from "@/lib/ai/concierge/compose";
import { findNamedListing } from "@/lib/ai/concierge/named-listing";
import { understand } from "@/lib/ai/concierge/parse";
import type { AnswerSettings } from "@/lib/ai/concierge/results";
import { EMPTY_STATE, type Intent } from "@/lib/ai/concierge/types";
import { nantesStudio } from "@/tests/fixtures/concierge-listing";

// A listing named by its kind and its area or street, with no address number or MLS ("le studio
// du Bouffay", "el ático de Gràcia", "the condo in Fishtown"): a question about it is answered
// about the one listing those words find.

const cities = ["Nantes", "Barcelona", "Philadelphia"];
const read = (message: string): Intent => understand(message, EMPTY_STATE, { cities }).intent;
const settings: AnswerSettings = { welcomeMessage: "", talkToHumanResponseMessage: "", cities };

const studio = nantesStudio({
  deposit: 640,
  description: "Studio meublé au cœur du Bouffay. Pas d'animaux.",
  extension: [{ Key: "Dépôt de garantie", value: "2 mois de loyer" }],
});

describe("a listing named by its kind and its area", () => {
  it.each([
    ["c'est combien le dépôt de garantie pour le studio du Bouffay ?", "bouffay", { extension: "depot garantie" }],
    ["¿de cuánto es la fianza del ático en Gràcia?", "gracia", { extension: "fianza" }],
    ["what's the security deposit on the condo in Fishtown?", "fishtown", { extension: "security deposit" }],
    ["est-ce que la maison de Chantenay a un jardin ?", "chantenay", { feature: "garden" }],
    ["is the townhouse in Manayunk still available?", "manayunk", { field: "status" }],
  ] as const)("%s", (message, place, question) => {
    const intent = read(message);
    expect(intent).toMatchObject({ kind: "search", filters: { place }, question });
  });

  it("searches for it by what the question does not ask", () => {
    // The garden asked about is no filter: a house without one is answered "no", not searched away.
    const intent = read("est-ce que la maison de Chantenay a un jardin ?");
    expect(intent.kind === "search" && intent.filters).toEqual({ kinds: ["house"], place: "chantenay" });
    expect(read("is the townhouse in Manayunk still available?")).toMatchObject({ filters: { availability: "any", kinds: ["townhouse"] } });
  });

  it("is not read in a search for a kind of home", () => {
    expect(findNamedListing("busco el piso de mis suenos en barcelona")).toBeUndefined();
    expect(findNamedListing("une maison de 3 chambres a nantes")).toBeUndefined();
    expect(findNamedListing("un studio de luxe a nantes")).toBeUndefined();
    // The home itself after the link, not a place: "the building of the lake-view flat", "el edificio del apto del piso 14".
    expect(findNamedListing("l'immeuble de l'appart vue lac date de quand")).toBeUndefined();
    expect(findNamedListing("de que ano es el edificio del apto del piso 14")).toBeUndefined();
    expect(read("quiero una casa de lujo en Barcelona")).toEqual({ kind: "search", filters: { city: "Barcelona", kinds: ["house"] }, limit: 5 });
  });

  it("is answered about the one listing found, and listed when several are", () => {
    const intent = read("c'est combien le dépôt de garantie pour le studio du Bouffay ?");
    const one = composeAnswer({ intent, result: { kind: "search", total: 1, listings: [studio] }, language: "French", settings });
    expect(one.text).toContain("2 mois de loyer");
    expect(one).toMatchObject({ noAnswer: false, listingIds: [9] });
    const two = composeAnswer({
      intent,
      result: { kind: "search", total: 2, listings: [studio, { ...studio, id: 10, mlsNumber: "NTE10" }] },
      language: "French",
      settings,
    });
    expect(two.text).toContain("MLS NTE10");
    expect(two.text).not.toContain("2 mois de loyer");
  });
});

describe("several questions about a listing named by its kind and area", () => {
  it("asks each of the one listing found, and answers each", () => {
    expect(read("le studio près d'Unimail est-il meublé ?")).toMatchObject({
      kind: "search",
      filters: { place: "unimail" },
      question: { feature: "furnished" },
    });
    const intent = read("le studio du Bouffay est-il meublé ? et la caution ?");
    expect(intent).toMatchObject({ kind: "search", filters: { place: "bouffay" }, question: { feature: "furnished" }, also: [{ extension: "caution" }] });
    const answer = composeAnswer({ intent, result: { kind: "search", total: 1, listings: [studio] }, language: "French", settings });
    expect(answer.text).toContain("meublé");
    expect(answer.text).toContain("640");
  });
});
