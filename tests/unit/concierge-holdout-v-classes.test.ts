import { describe, expect, it } from "vitest";
import { markerLanguage } from "@/lib/ai/concierge/language-markers";
import { namesDemonstrativeKind, namesNarrowKind } from "@/lib/ai/concierge/named-listing";
import { understand } from "@/lib/ai/concierge/parse";
import { pendingPair, whenShownPairs } from "@/lib/ai/concierge/status";
import { fold } from "@/lib/ai/concierge/text";
import { EMPTY_STATE } from "@/lib/ai/concierge/types";

// The classes blind set V (Providence, Córdoba, Liège) found, each as a behaviour over words the set never used.

describe("a home under contract by the owner's own words", () => {
  it.each([
    [{ Key: "Contract status", value: "Under contract since 3 March; backup offers welcome" }],
    [{ Key: "Estado", value: "Con seña desde el 2 de mayo" }],
    [{ Key: "Situation", value: "Sous compromis de vente" }],
    [{ Key: "Note", value: "Pending inspection — offer accepted 4/2" }],
  ])("%o says it is pending", (pair) => expect(pendingPair([{ Key: "Heating", value: "Gas" }, pair])).toEqual(pair));
  it.each([
    [{ Key: "Special assessment", value: "A roof assessment is pending approval" }],
    [{ Key: "Estado", value: "Excelente, a estrenar" }],
    [{ Key: "Reserved parking", value: "One space" }],
  ])("%o says nothing of a contract", (pair) => expect(pendingPair([pair])).toBeUndefined());
});

describe("when a home not on the market yet can be seen, in the owner's words", () => {
  it("keeps the owner's facts of its listing date and first visits, not the others", () => {
    const facts = [
      { Key: "Roof", value: "2019" },
      { Key: "Mise en vente", value: "Lundi 14 décembre" },
      { Key: "Premières visites", value: "À partir du 15 décembre" },
    ];
    expect(whenShownPairs(facts).map((pair) => pair.Key)).toEqual(["Mise en vente", "Premières visites"]);
    expect(whenShownPairs([{ Key: "Roof", value: "2019" }])).toEqual([]);
  });
});

describe("the home in view, named by a demonstrative and its kind", () => {
  const focused = { ...EMPTY_STATE, results: [5], focus: [5] };
  const read = (text: string) => understand(text, focused, { cities: ["Liège"] }).intent;
  it.each(["how much is the deposit for this cabin?", "c'est combien la caution pour ce duplex ?", "¿cuánto es el depósito de ese chalet?"])(
    "%s asks about the home in focus",
    (text) => expect(read(text)).toMatchObject({ kind: "listing", listing: { id: 5 } }),
  );
  it("reads only a demonstrative, not an article, as pointing at it", () => {
    expect(namesDemonstrativeKind(fold("cette villa a un jardin ?"))).toBe(true);
    expect(namesDemonstrativeKind(fold("une villa avec jardin ?"))).toBe(false);
  });
  it.each(["la caution ?", "et la caution ?", "¿y el depósito?"])("%s, alone, asks the deposit of the home in focus", (text) =>
    expect(read(text)).toMatchObject({ kind: "listing", listing: { id: 5 } }),
  );
});

describe("kinds narrower than the kinds' names", () => {
  it.each(["loft", "chalet", "penthouse", "bungalow", "villa"])("%s may name one home", (word) => expect(namesNarrowKind(word)).toBe(true));
  it.each(["house", "maison", "casa", "apartment", "piso", "condo", "l'appart"])("%s names none", (word) => expect(namesNarrowKind(word)).toBe(false));
});

describe("short messages in the visitor's language", () => {
  it.each([
    ["frais inclus ?", "French"],
    ["dispo quand ?", "French"],
    ["¿incluye gastos?", "Spanish"],
  ])("%s is %s", (text, language) => expect(markerLanguage(text, fold(text), [])).toBe(language));
  it.each(["bjr", "slt", "ola", "helo"])("%s is a greeting", (text) => expect(understand(text, EMPTY_STATE, { cities: [] }).intent.kind).toBe("greeting"));
});
