import { describe, expect, it } from "vitest";
import { listingReply } from "@/lib/ai/concierge/answer-listing";
import { listingKindName } from "@/lib/ai/concierge/format";
import { markerLanguage } from "@/lib/ai/concierge/language-markers";
import { namesDemonstrativeKind, namesNarrowKind } from "@/lib/ai/concierge/named-listing";
import { understand } from "@/lib/ai/concierge/parse";
import { phrasesFor } from "@/lib/ai/concierge/phrases";
import { pendingPair, whenShownPairs } from "@/lib/ai/concierge/status";
import { fold, requestOf, visitorText } from "@/lib/ai/concierge/text";
import { EMPTY_STATE } from "@/lib/ai/concierge/types";
import { conciergeListing } from "@/tests/fixtures/concierge-listing";

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

describe("the market, rates and when to buy: no listing says", () => {
  const read = (text: string) => understand(text, EMPTY_STATE, { cities: ["Tulsa", "Rosario", "Namur"] }).intent;
  it.each([
    "r prices in tulsa going up or down? should we wait till summer to buy",
    "¿conviene esperar a que bajen los precios en Rosario? ¿cómo anda el mercado?",
    "quels sont les taux d'emprunt et les frais de notaire à Namur ?",
    "que tasa tiene el credito hipotecario hoy? me alcanza con mi sueldo?",
  ])("%s is beyond the listings", (text) => expect(read(text).kind).toBe("beyond"));
  it.each(["any condos on the market in Tulsa?", "¿hay algo en el mercado en Rosario?", "maisons sur le marché à Namur"])("%s is a search", (text) =>
    expect(read(text).kind).toBe("search"),
  );
});

describe("a regional word for a kind", () => {
  it("reads a triple-decker as a multi-family home", () => {
    expect(understand("any triple deckers for sale?", EMPTY_STATE, { cities: [] }).intent).toMatchObject({
      kind: "search",
      filters: { kinds: ["multi_family"] },
    });
  });
});

describe("a card's kind", () => {
  const book = phrasesFor("French");
  it("keeps the owner's word when every language writes it so, and names the kind otherwise", () => {
    expect(listingKindName(book, conciergeListing({ kind: "multi_family", propertyType: "Duplex" }))).toBe("duplex");
    expect(listingKindName(book, conciergeListing({ kind: "multi_family", propertyType: "Multi-Family" }))).toBe("immeuble de rapport");
    expect(listingKindName(book, conciergeListing({ kind: "house", propertyType: "Casa" }))).toBe("maison");
  });
});

describe("what is asked of the home in view, among other words", () => {
  const focused = { ...EMPTY_STATE, results: [5], focus: [5] };
  const read = (text: string) => understand(text, focused, { cities: [] }).intent;
  it("reads the deposit after words about anything else", () => {
    expect(read("sorry my spanish isnt great, can we switch to english. how much is the deposit")).toMatchObject({
      kind: "listing",
      question: { extension: expect.stringContaining("deposit") },
    });
  });
  it.each(["What's included in the rent?", "¿qué incluye el alquiler?", "qu'est-ce qui est compris dans le loyer ?"])("%s asks what the rent covers", (text) =>
    expect(read(text)).toMatchObject({ kind: "listing", question: { extension: "utilities" } }),
  );
  it.each(["y por mes en total?", "and per month in total?", "ça fait combien par mois au total ?"])("%s asks the month's costs", (text) =>
    expect(read(text)).toMatchObject({ kind: "listing", question: { field: "costs", period: "month" } }),
  );
  it("reads a question about another currency as beyond the listings", () => {
    expect(read("how much is that in US dollars").kind).toBe("beyond");
    expect(read("¿y cuánto es en dólares?").kind).toBe("beyond");
  });
  it("reads an interest said, with no fact asked, as the home itself", () => {
    expect(read("Hi, I'm interested in it")).toEqual({ kind: "listing", listing: { id: 5 } });
  });
});

describe("a Belgian student room", () => {
  it("is searched for by its own word, which no kind holds", () => {
    expect(understand("vous avez un kot pas trop cher ?", EMPTY_STATE, { cities: [] }).intent).toMatchObject({
      kind: "search",
      filters: { features: ["kot"] },
    });
  });
});

describe("the price of a home sold", () => {
  const sold = conciergeListing({ status: "Sold", price: 512_000, extension: [{ Key: "Original list price", value: "$499,900" }] });
  it.each([
    ["English", /9 Birch Ln, Tulsa sold for \$512,000\. .*Original list price: \$499,900\.$/u],
    ["Spanish", /9 Birch Ln, Tulsa se vendió por 512\.000 \$\. .*Original list price: \$499,900\.$/u],
    ["French", /9 Birch Ln, Tulsa : vendu 512 000 \$\. .*Original list price : \$499,900\.$/u],
  ] as const)("is what it sold for, with the price asked, in %s", (language, said) => {
    expect(listingReply(phrasesFor(language), sold, { field: "price" }).text).toMatch(said);
  });
  it("is the asking price, with its status, while on the market", () => {
    expect(listingReply(phrasesFor("English"), conciergeListing({ status: "Pending" }), { field: "price" }).text).toBe(
      "9 Birch Ln, Tulsa is listed at $300,000. It has a sale pending.",
    );
  });
});

describe("'and the X?' after one home", () => {
  const focused = { ...EMPTY_STATE, results: [5], focus: [5] };
  const read = (text: string) => understand(text, focused, { cities: [] }).intent;
  it.each([
    ["et le revenu cadastral alors ?", "revenu cadastral"],
    ["and the lead certificate?", "lead certificate"],
  ])("%s asks the owner's fact of that name", (text, extension) =>
    expect(read(text)).toEqual({ kind: "listing", listing: { id: 5 }, question: { extension } }),
  );
  it("keeps a name written with its capital as a place, and an order as a search", () => {
    expect(read("and the Marigny?")).toMatchObject({ kind: "search", filters: { place: "marigny" } });
    expect(read("y el terreno más grande?")).toMatchObject({ kind: "search", sort: { field: "lotArea", direction: "desc" } });
    expect(read("y la más vieja?")).toMatchObject({ kind: "search", sort: { field: "yearBuilt", direction: "asc" } });
  });
});

describe("a long story with the request inside", () => {
  const story = [
    "So we've been renting a 2 bed in Springfield for six years and the landlord is selling, so we're being pushed into buying.",
    "My sister has a duplex in Shelbyville and loves it, and her place sold in a week last spring.",
    "We have a toddler and an enormous, very friendly dog called Biscuit who sheds on everything we own.",
    "We drove around the north side last weekend and honestly loved the older houses with big porches.",
    "Anyway, do you have a 3 bedroom house in Tulsa with a yard, under 400k?",
  ].join(" ");
  it("reads the request, not the story's places, homes and statuses, even past the turn's limit", () => {
    expect(requestOf(story)).toBe("Anyway, do you have a 3 bedroom house in Tulsa with a yard, under 400k?");
    const long = `${story.replace("Anyway", "Long story short")} ${"We also love gardening and old films on Sunday nights. ".repeat(8)}`;
    expect(visitorText(long)).toContain("do you have a 3 bedroom house in Tulsa");
    expect(understand(long, EMPTY_STATE, { cities: ["Tulsa", "Springfield"] }).intent).toMatchObject({
      kind: "search",
      filters: { city: "Tulsa", bedrooms: { min: 3 }, kinds: ["house"], price: { max: 400_000 } },
    });
  });
  it("keeps its budget and a way to reach the visitor, and reads a short message whole", () => {
    const told = `${"We moved here from far away and the kids love the school and the park. ".repeat(4)}Our budget is around $350,000. Call me at 918 555 0101. Do you have anything?`;
    expect(requestOf(told)).toBe("Our budget is around $350,000. Call me at 918 555 0101. Do you have anything?");
    expect(requestOf("We have two kids. We want a garden. Any houses in Tulsa?")).toBe("We have two kids. We want a garden. Any houses in Tulsa?");
  });
});

describe("when a home can be seen, asked in Spanish", () => {
  const focused = { ...EMPTY_STATE, results: [5], focus: [5] };
  it.each(["cuando se puede ver entonces", "¿se puede visitar el sábado?", "¿cuándo la puedo ver?"])("%s asks to visit the home in view", (text) =>
    expect(understand(text, focused, { cities: [] }).intent).toMatchObject({ kind: "viewing", listing: { id: 5 } }),
  );
  it("reads 'que pena. y la de Outremeuse?' as Spanish", () => {
    expect(understand("que pena. y la de Outremeuse?", focused, { cities: [] }).visitorLanguage).toBe("Spanish");
  });
});

describe("a postal code after one home", () => {
  it("asks for homes there, not about the home in view", () => {
    const focused = { ...EMPTY_STATE, results: [5], focus: [5] };
    expect(understand("¿hay algo en venta en el 78704?", focused, { cities: [] }).intent).toMatchObject({
      kind: "search",
      filters: { postalCode: "78704", saleType: "for_sale" },
    });
  });
});

describe("a fee over the year", () => {
  const focused = { ...EMPTY_STATE, results: [5], focus: [5] };
  it.each(["ok et les charges ça fait combien sur l'année?", "how much are the fees over the year?", "¿cuánto es la cuota en el año?"])(
    "%s asks the year's costs",
    (text) => expect(understand(text, focused, { cities: [] }).intent).toMatchObject({ kind: "listing", question: { field: "costs", period: "year" } }),
  );
});

describe("which currency a home's prices are in", () => {
  const focused = { ...EMPTY_STATE, results: [5], focus: [5] };
  const read = (text: string) => understand(text, focused, { cities: [] }).intent;
  it.each([
    "is it in dollars or pesos?",
    "¿está en pesos o en dólares?",
    "c'est en euros ou en dollars ?",
    "which currency is the rent in?",
    "¿en qué moneda?",
    "quelle devise ?",
  ])("%s asks the currency of the home in view", (text) => expect(read(text)).toMatchObject({ kind: "listing", question: { extension: expect.any(String) } }));
  it("is answered with the owner's words on it, else with the listing's sign, and never as a conversion", () => {
    const pesos = conciergeListing({ currencySymbol: "$", extension: [{ Key: "Moneda", value: "Alquiler y depósito en pesos argentinos" }] });
    const asked = read("¿está en pesos o en dólares?") as { question: Parameters<typeof listingReply>[2] };
    expect(listingReply(phrasesFor("Spanish"), pesos, asked.question).text).toContain("Alquiler y depósito en pesos argentinos");
    const bare = listingReply(
      phrasesFor("French"),
      conciergeListing({ currencySymbol: "CHF" }),
      (read("c'est en euros ou en dollars ?") as typeof asked).question,
    );
    expect(bare.text).toContain("« CHF »");
    expect(bare.noAnswer).toBeFalsy();
    expect(read("how much is that in US dollars").kind).toBe("beyond");
  });
});
