import { describe, expect, it } from "vitest";
import { listingReply } from "@/lib/ai/concierge/answer-listing";
import { readContact } from "@/lib/ai/concierge/contact";
import { listingLine } from "@/lib/ai/concierge/format";
import { questionsOf, understand } from "@/lib/ai/concierge/parse";
import { phrasesFor } from "@/lib/ai/concierge/phrases";
import { fold } from "@/lib/ai/concierge/text";
import type { ConversationState } from "@/lib/ai/concierge/types";
import { EMPTY_STATE } from "@/lib/ai/concierge/types";
import { conciergeListing } from "@/tests/fixtures/concierge-listing";

// The classes blind set Y (Burlington, Sevilla, Strasbourg) found, each as a behaviour over words the set never used.

const parts = (text: string) => {
  const asked = questionsOf(fold(text));
  return [asked.question, ...(asked.also ?? [])];
};
const focused = (id: number): ConversationState => ({ ...EMPTY_STATE, results: [id], focus: [id] });
/** A home in euros with the owner's own pairs. */
const inEuros = (saleType: "for_rent" | "for_sale", price: number, extension: { Key: string; value: string }[], deposit?: number) =>
  conciergeListing({ saleType, price, currencySymbol: "€", extension, ...(deposit !== undefined && { deposit }) });

describe("a Spanish phone in threes", () => {
  it.each([
    ["apúntame: Marta Ruiz 688 456 123, el jueves me va bien", "688 456 123"],
    ["soy Luis, 712345678", "712345678"],
  ])("%s leaves %s", (text, phone) => expect(readContact(text, fold(text))?.phone).toBe(phone));
  it.each(["presupuesto 650 000 000 pesos", "hasta 720.000.000", "tengo 900 000 000 COP"])("%s is an amount", (text) =>
    expect(readContact(text, fold(text))).toBeUndefined(),
  );
});

describe("what a rental costs by the month, from the owner's own pairs", () => {
  const flat = inEuros("for_rent", 1_200, [
    { Key: "Rent without charges", value: "1 200 €/month" },
    { Key: "Service charges", value: "80 €/month (water, lift)" },
    { Key: "Rent with charges", value: "1 280 €/month" },
  ]);
  it("takes a pair that names the rent as the rent, not as its charges", () => {
    const text = listingReply(phrasesFor("English"), flat, { field: "costs", period: "month" }).text;
    expect(text).toContain("80");
    expect(text).toContain("1,280");
    expect(text).not.toContain("2,400");
  });
  it("counts no rate and no tax paid once on buying among the costs of owning", () => {
    const house = inEuros("for_sale", 300_000, [
      { Key: "Taxe foncière", value: "1 100 €/an" },
      { Key: "Droits de mutation", value: "5,8 % à la charge de l'acquéreur" },
      { Key: "Transfer tax", value: "4 500 € once, paid by the buyer" },
    ]);
    const text = listingReply(phrasesFor("French"), house, { field: "costs", period: "year" }).text;
    expect(text).toContain("1 100");
    expect(text).not.toMatch(/\b5 €|4 500/);
  });
});

describe("a question in several parts", () => {
  it("reads a home's age asked by its years, beside another fact", () => {
    expect(parts("cuántos años tiene la casa y qué orientación tiene")).toEqual([{ field: "yearBuilt" }, { extension: "orientacion" }]);
    expect(parts("quel âge a l'immeuble ?")).toEqual([{ field: "yearBuilt" }]);
  });
  it("splits at a plus sign, and names the agency's fees", () => {
    expect(parts("the deposit + the broker fee?")).toEqual([{ extension: "deposit" }, { extension: "broker fee" }]);
    expect(parts("fianza & honorarios de agencia")).toHaveLength(2);
  });
  it("keeps what moving in takes whole when its parts are named beside it", () => {
    expect(parts("how much to move in, first month + deposit?")).toEqual([expect.objectContaining({ field: "moveIn" })]);
  });
  it("says which part is beyond any listing: credit, the market's future, the weather", () => {
    expect(parts("would the seller go lower? and what are interest rates now")).toEqual([{ beyond: "negotiation" }, { beyond: "finance" }]);
    expect(parts("cuánto costaría reformar la cocina? y van a subir los precios el año que viene?")).toEqual([{ beyond: "works" }, { beyond: "futurePrice" }]);
    expect(parts("c'est bruyant la nuit ? et quel temps fait-il en hiver")).toEqual([{ beyond: "noise" }, { beyond: "offtopic" }]);
  });
  it("asks rates of the world, not of the home in view, unless the home is named", () => {
    expect(understand("what are interest rates these days?", focused(7), { cities: [] }).intent.kind).toBe("beyond");
  });
  it("asks each part of the one home in view, not a search", () => {
    expect(understand("and how much is the deposit? are cats ok?", focused(7), { cities: [] }).intent).toMatchObject({
      kind: "listing",
      listing: { id: 7 },
      question: { extension: "deposit" },
      also: [{ feature: "pet_friendly" }],
    });
    expect(understand("y cuánto es el depósito?", focused(7), { cities: [] }).intent).toMatchObject({ kind: "listing", question: { extension: "deposito" } });
  });
  it("reads the open house as an event, not a second home to compare", () => {
    const intent = understand("how old is the maple court house and when's the open house", EMPTY_STATE, { cities: [] }).intent;
    expect(intent.kind).not.toBe("compare");
  });
});

describe("other homes than the one in view", () => {
  it.each(["shame. anything else for sale?", "qué pena. ¿y otra cosa en venta?", "tant pis, vous avez autre chose à vendre ?"])("%s searches", (text) =>
    expect(understand(text, focused(7), { cities: [] }).intent.kind).toBe("search"),
  );
});

describe("a home coming soon says when", () => {
  const lot = conciergeListing({ status: "PreOnMarket", extension: [{ Key: "Date de mise en vente", value: "3 février 2027" }] });
  it("in a list's line and in an answer", () => {
    expect(listingLine(phrasesFor("French"), lot)).toContain("(3 février 2027)");
    expect(listingReply(phrasesFor("English"), lot, { field: "bedrooms" }).text).toContain("Date de mise en vente: 3 février 2027");
  });
  it("says nothing more when the owner gives no date, or the home is on the market", () => {
    expect(listingLine(phrasesFor("English"), conciergeListing({ status: "PreOnMarket" }))).not.toContain("(");
    expect(listingLine(phrasesFor("English"), conciergeListing({ status: "Active", extension: [{ Key: "List date", value: "May 2" }] }))).not.toContain(
      "May 2",
    );
  });
});

describe("homes asked for, and one home the words find", () => {
  const named = [{ phrase: "en el Arenal", listings: [{ id: 9, address: "Calle Sol 3", saleType: "for_sale", status: "Active", kind: "apartment" }] }];
  it("shows that home whole when the rest only gives criteria", () => {
    expect(understand("busco piso en el Arenal de 3 dormitorios, ¿qué tenéis?", EMPTY_STATE, { cities: [], named }).intent).toEqual({
      kind: "listing",
      listing: { id: 9 },
    });
  });
  it("still asks a fact that is no criterion", () => {
    expect(understand("¿cuánto es la comunidad del piso en el Arenal?", EMPTY_STATE, { cities: [], named }).intent).toMatchObject({
      kind: "listing",
      question: { field: "hoa" },
    });
  });
});

describe("something no agency answers, with a home in view", () => {
  it("is off-topic, not a visit", () => {
    expect(understand("¿sabes dónde ver el partido este domingo?", focused(7), { cities: [] }).intent.kind).toBe("offtopic");
    expect(understand("can we see it this sunday?", focused(7), { cities: [] }).intent.kind).toBe("viewing");
  });
});

describe("set Z's first classes", () => {
  it("reads availability typed with a typo, and when a home comes on the market, beside another question", () => {
    expect(parts("is it still avaliable? how much")).toEqual([{ field: "status" }, { field: "price" }]);
    expect(parts("la casa, ¿cuándo sale al mercado?")).toEqual([{ field: "status" }]);
  });
  it("counts the tenant's agency fees in what moving in takes, and no fee the landlord pays", () => {
    const flat = (value: string) => inEuros("for_rent", 800, [{ Key: "Honoraires locataire", value }], 800);
    expect(parts("il faut combien pour rentrer dedans ?")).toEqual([expect.objectContaining({ field: "moveIn" })]);
    expect(listingReply(phrasesFor("French"), flat("400 € (bail et état des lieux)"), { field: "moveIn" }).text).toContain(
      "honoraires d'agence 400 € = 2 000 €",
    );
    expect(listingReply(phrasesFor("French"), flat("à la charge du bailleur"), { field: "moveIn" }).text).toContain("= 1 600 €");
  });
  it("reads a mortgage, the right time to buy and what a seller would accept as beyond the listing", () => {
    expect(parts("if we put 20% down what would the monthly mortgage be")).toEqual([{ beyond: "finance" }]);
    expect(parts("¿conviene comprar ahora o esperar?")).toEqual([{ beyond: "futurePrice" }]);
    expect(parts("le propriétaire accepterait 300k ?")).toEqual([{ beyond: "negotiation" }]);
  });
  it("searches homes on the market for 'something else' after a home that sold", () => {
    const sold: ConversationState = { ...focused(7), criteria: { filters: { kinds: ["apartment"], availability: "any" } } };
    const intent = understand("dommage, vous avez autre chose à acheter ?", sold, { cities: [] }).intent;
    expect(intent.kind).toBe("search");
    expect(intent).not.toMatchObject({ filters: { availability: "any" } });
  });
  it("adds no charges to a rent that already holds them", () => {
    const studio = inEuros("for_rent", 700, [
      { Key: "Loyer hors charges", value: "650 €" },
      { Key: "Provision sur charges", value: "50 € par mois" },
    ]);
    const text = listingReply(phrasesFor("French"), studio, { field: "costs", period: "year" }).text;
    expect(text).toContain("8 400");
    expect(text).not.toContain("9 000");
  });
});
