import { describe, expect, it } from "vitest";
import { listingReply } from "@/lib/ai/concierge/answer-listing";
import { cityAliases } from "@/lib/ai/concierge/city-aliases";
import { costAsked } from "@/lib/ai/concierge/costs";
import { formatMoney } from "@/lib/ai/concierge/format";
import { asksViewing } from "@/lib/ai/concierge/intents";
import { markerLanguage } from "@/lib/ai/concierge/language-markers";
import { phrasesFor } from "@/lib/ai/concierge/phrases";
import { listingQuestion } from "@/lib/ai/concierge/questions";
import { fold } from "@/lib/ai/concierge/text";
import { conciergeListing } from "@/tests/fixtures/concierge-listing";

// The classes blind set U (Savannah, Lima, Brussels) found, each as a behaviour over words the set never used.

const ask = (text: string) => listingQuestion(fold(text));

describe("a price asked of a home sold", () => {
  it.each(["what did the bungalow sell for?", "how much did it go for... what was the sale price", "¿en cuánto se vendió?", "elle a été vendue à combien ?"])(
    "%s asks the price, not the status",
    (text) => expect(ask(text)).toEqual({ field: "price" }),
  );
  it("still asks the status when no price is asked", () => {
    expect(ask("has it sold?")).toEqual({ field: "status" });
  });
});

describe("a room a feature names, not a count of rooms", () => {
  it.each([
    ["¿tiene cuarto de servicio con baño?", "service_room"],
    ["y un cuarto de juegos?", "game_room"],
    ["is there a maid's room?", "service_room"],
  ])("%s asks for the feature", (text, feature) => expect(ask(text)).toMatchObject({ feature }));
  it("keeps the count of bedrooms and of bathrooms", () => {
    expect(ask("¿cuántos cuartos tiene?")).toEqual({ field: "bedrooms" });
    expect(ask("how many baths?")).toEqual({ field: "bathrooms" });
  });
});

describe("a park is a place, parking a question", () => {
  it("reads the rent of a home near a park named by its place", () => {
    expect(ask("the flat near lincoln park - rent?")).toEqual({ field: "price" });
  });
  it.each(["where do I park?", "does it have parking?", "can I park two cars?"])("%s asks for parking", (text) => {
    expect(ask(text)).toMatchObject({ field: "parkingSpots" });
  });
});

describe("a total with the fee", () => {
  it.each(["total with maintenance?", "and the total with the hoa?", "el total con la cuota?"])("%s asks a month's costs", (text) => {
    expect(costAsked(fold(text))).toEqual({ period: "month" });
  });
  it("asks no sum of the fee alone", () => {
    expect(costAsked(fold("how much is the maintenance fee?"))).toBeUndefined();
  });
});

describe("an open house", () => {
  it.each(["Il y a une visite libre samedi ?", "any open houses this weekend?", "¿hay puertas abiertas el domingo?"])(
    "%s asks of an open house, no visit",
    (text) => {
      expect(asksViewing(fold(text))).toBe(false);
    },
  );
  it("still reads a visit asked", () => {
    expect(asksViewing(fold("je voudrais visiter samedi"))).toBe(true);
  });
  it("answers the open house's times from the owner's pair", () => {
    const home = conciergeListing({ tours: "OpenHouse", extension: [{ Key: "Visite libre", value: "Dimanche 13 décembre, 14 h–16 h" }] });
    expect(listingReply(phrasesFor("English"), home, ask("when is the open house?")).text).toContain("Dimanche 13 décembre, 14 h–16 h");
  });
});

describe("the owner's facts under local names", () => {
  const brussels = conciergeListing({
    currencySymbol: "€",
    extension: [
      { Key: "PEB", value: "C (150 kWh/m²/an)" },
      { Key: "Précompte immobilier", value: "1 900 € par an" },
    ],
  });
  it("finds the energy label and the property tax", () => {
    const book = phrasesFor("English");
    expect(listingReply(book, brussels, ask("what's the energy rating?")).text).toContain("C (150 kWh/m²/an)");
    expect(listingReply(book, brussels, ask("property taxes?")).text).toContain("1 900 € par an");
  });
  it("finds a Peruvian property tax asked by its name", () => {
    const lima = conciergeListing({ extension: [{ Key: "Arbitrios e impuesto predial (anual)", value: "S/ 5,100" }] });
    expect(listingReply(phrasesFor("Spanish"), lima, ask("cuanto se paga de arbitrios?")).text).toContain("S/ 5,100");
  });
  it("quotes the description's sentence that names the fact asked by another of its words", () => {
    const garden = conciergeListing({ description: "Maison de ville. Jardin exposé plein ouest, sans vis-à-vis." });
    expect(listingReply(phrasesFor("French"), garden, ask("orientée comment ?")).text).toContain("Jardin exposé plein ouest");
    const works = conciergeListing({ description: "Bel appartement lumineux. Salle de bains à rénover." });
    expect(listingReply(phrasesFor("French"), works, ask("il y a des travaux à prévoir ?")).text).toContain("Salle de bains à rénover");
  });
});

describe("how visitors write", () => {
  it("reads 'Bxl' as Brussels", () => {
    expect(cityAliases("Bruxelles")).toContain("bxl");
  });
  it.each(["la maison d'Ixelles", "l'appart de Lyon", "c'est libre ?"])("%s is French by its elision", (text) => {
    expect(markerLanguage(text, fold(text), [])).toBe("French");
  });
  it("does not read English contractions as French", () => {
    expect(markerLanguage("don't show me condos", fold("don't show me condos"), [])).not.toBe("French");
  });
  it("writes a currency ending in a slash before its amount", () => {
    expect(formatMoney(phrasesFor("English"), 4200, "S/")).toBe("S/ 4,200");
    expect(formatMoney(phrasesFor("English"), 4200, "€")).toBe("€4,200");
  });
});

describe("which feature a question asks", () => {
  it.each([
    ["L'appartement avec vue sur le lac accepte les animaux ?", "pet_friendly"],
    ["the condo with the pool, does it have a garage?", "garage"],
    ["¿el piso con terraza tiene ascensor?", "elevator"],
  ])("%s asks of the feature not describing the home", (text, feature) => expect(ask(text)).toMatchObject({ feature }));
  it("keeps a feature asked with 'with'", () => {
    expect(ask("does it come with a garage?")).toMatchObject({ feature: "garage" });
  });
  it.each([
    ["terrasse de quelle taille ?", "terrace"],
    ["how big is the garden?", "garden"],
  ])("%s asks the feature's size, from its own words", (text, feature) => expect(ask(text)).toMatchObject({ feature }));
  it("keeps the size of the home", () => {
    expect(ask("how big is the house?")).toMatchObject({ field: "area" });
  });
  it.each(["dommage. et le studio ?", "qué lástima, ¿y el loft?"])("%s asks no fact", (text) => expect(ask(text)).toBeUndefined());
});

describe("a home's status, and from when", () => {
  it("adds the owner's date of availability to the status", () => {
    const soon = conciergeListing({ status: "ComingSoon", extension: [{ Key: "Disponible desde", value: "1 de marzo de 2027" }] });
    const reply = listingReply(phrasesFor("Spanish"), soon, ask("¿ya está disponible?"));
    expect(reply.text).toContain("1 de marzo de 2027");
    expect(listingReply(phrasesFor("Spanish"), conciergeListing(), ask("¿ya está disponible?")).text).not.toContain("Disponible desde");
  });
});
