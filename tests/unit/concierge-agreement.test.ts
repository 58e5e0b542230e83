import { describe, expect, it } from "vitest";
import { composeAnswer } from "@/lib/ai/concierge/compose";
import type { ConciergeResult } from "@/lib/ai/concierge/results";
import type { ConciergeListing, Intent, Language, SearchFilters, PropertyKind } from "@/lib/ai/concierge/types";

// Spanish and French answers agree with the noun of the listings they speak of: "el piso … es
// este", "¿quieres verlo?", "¿de alguno?" for a masculine noun; "la voir", "l'une d'elles",
// "elles" for a feminine one. Each sentence is checked with a noun of each gender.

const settings = { welcomeMessage: "", talkToHumanResponseMessage: "", cities: ["Sevilla", "Lyon"] };
const compose = (intent: Intent, result: ConciergeResult, language: Language) => composeAnswer({ intent, result, language, settings }).text;

let next = 1;
function home(kind: PropertyKind, fields: Partial<ConciergeListing> = {}): ConciergeListing {
  const id = next++;
  return {
    id,
    mlsNumber: `SV${id}`,
    url: "",
    saleType: "for_sale",
    status: "Active",
    propertyType: "",
    kind,
    bedrooms: 2,
    bathrooms: 1,
    price: 200_000 + id,
    currencySymbol: "€",
    city: "Sevilla",
    state: "",
    address: `Calle Feria ${id}`,
    zip: "",
    location: "",
    buildingArea: 90,
    lotArea: 0,
    areaUnit: "Square Meters",
    yearBuilt: 2001,
    parkingSpots: 0,
    daysOnMarket: 3,
    tours: null,
    hoaMonth: 0,
    description: "",
    extension: [],
    photo: null,
    ...fields,
  };
}

const largest = (kinds: PropertyKind[]): Intent => ({
  kind: "search",
  filters: { city: "Sevilla", kinds },
  sort: { field: "area", direction: "desc" },
  limit: 1,
});
const several = (kinds: PropertyKind[]): Intent => ({ kind: "search", filters: { city: "Sevilla", kinds }, limit: 3 });
const noMatch = (filters: SearchFilters, total: number): ConciergeResult => ({
  kind: "search",
  total: 0,
  listings: [],
  nearest: { dropped: ["price"], filters: { ...filters, price: { max: 300_000 } }, total },
});

describe("a superlative's one listing", () => {
  it.each([
    [["apartment"], "es este:"],
    [["land"], "es este:"],
    [["house"], "es esta:"],
    [["townhouse"], "es esta:"],
  ] as [PropertyKind[], string][])("%s in Spanish ends %s", (kinds, end) => {
    const text = compose(largest(kinds), { kind: "search", total: 4, listings: [home(kinds[0]!)] }, "Spanish");
    expect(text.split("\n")[0]!.endsWith(end)).toBe(true);
  });
});

describe("the offer of the nearest search", () => {
  const asked = (kinds: PropertyKind[]): SearchFilters => ({ city: "Sevilla", kinds, price: { max: 200_000 } });
  it.each([
    [["apartment"], 1, "Spanish", "¿Quieres verlo?"],
    [["apartment"], 4, "Spanish", "¿Quieres verlos?"],
    [["house"], 1, "Spanish", "¿Quieres verla?"],
    [["townhouse"], 3, "Spanish", "¿Quieres verlas?"],
    [["townhouse"], 1, "French", "Voulez-vous la voir ?"],
    [["apartment"], 1, "French", "Voulez-vous le voir ?"],
    [["house"], 2, "French", "Voulez-vous les voir ?"],
  ] as [PropertyKind[], number, Language, string][])("%s, %i, in %s: %s", (kinds, total, language, offer) => {
    const filters = asked(kinds);
    expect(compose({ kind: "search", filters, limit: 3 }, noMatch(filters, total), language)).toContain(offer);
  });
});

describe("the question after several listings", () => {
  it.each([
    [["condo"], "Spanish", "de alguno o"],
    [["townhouse"], "Spanish", "de alguna o"],
    [["house"], "French", "sur l'une d'elles"],
    [["land"], "French", "sur l'un d'eux"],
  ] as [PropertyKind[], Language, string][])("%s in %s: %s", (kinds, language, words) => {
    const listings = [home(kinds[0]!), home(kinds[0]!)];
    expect(compose(several(kinds), { kind: "search", total: 2, listings }, language)).toContain(words);
  });

  it("after a comparison, agrees with the listings compared", () => {
    const houses = [home("house"), home("townhouse")];
    const mixed = [home("house"), home("apartment")];
    const compare = (listings: ConciergeListing[], language: Language) =>
      compose({ kind: "compare", listings: listings.map(({ id }) => ({ id })) }, { kind: "compare", listings, missing: [] }, language);
    expect(compare(houses, "French")).toContain("l'une d'elles");
    expect(compare(mixed, "French")).toContain("l'un d'eux");
    expect(compare(mixed, "Spanish")).toContain("de alguno o");
  });
});

describe("a comparison's verdict", () => {
  const compare = (listings: ConciergeListing[], aspect: "price" | "yearBuilt", language: Language) =>
    compose({ kind: "compare", listings: listings.map(({ id }) => ({ id })), aspect }, { kind: "compare", listings, missing: [] }, language);
  it("a tie of two houses is feminine in French", () => {
    expect(compare([home("house", { price: 300_000 }), home("townhouse", { price: 300_000 })], "price", "French")).toContain("Elles sont à égalité");
    expect(compare([home("condo", { price: 300_000 }), home("house", { price: 300_000 })], "price", "French")).toContain("Ils sont à égalité");
  });
  it("a fact missing from two flats is masculine in Spanish", () => {
    expect(compare([home("apartment", { yearBuilt: 0 }), home("apartment")], "yearBuilt", "Spanish")).toContain(
      "No puedo compararlos: el dato de año de construcción no figura en todos.",
    );
    expect(compare([home("house", { yearBuilt: 0 }), home("house")], "yearBuilt", "Spanish")).toContain("No puedo compararlas");
    expect(compare([home("house", { yearBuilt: 0 }), home("farm")], "yearBuilt", "French")).toContain("pour toutes");
  });
});

describe("a verdict ending with an abbreviation", () => {
  it("has one period, not two", () => {
    const pair = [home("house", { bedrooms: 3 }), home("house", { bedrooms: 3 })];
    for (const language of ["Spanish", "French"] as Language[]) {
      const text = compose(
        { kind: "compare", listings: pair.map(({ id }) => ({ id })), aspect: "bedrooms" },
        { kind: "compare", listings: pair, missing: [] },
        language,
      );
      expect(text).not.toContain("..");
    }
  });
});

describe("the status said after an answer about one listing", () => {
  it("a sold house is vendida, a sold flat vendido", () => {
    const ask = (listing: ConciergeListing) =>
      compose({ kind: "listing", listing: { id: listing.id }, question: { field: "bedrooms" } }, { kind: "listing", listing }, "Spanish");
    expect(ask(home("house", { status: "Sold" }))).toContain("Ya está vendida");
    expect(ask(home("apartment", { status: "Sold" }))).toContain("Ya está vendido");
  });
});

describe("more of the same search", () => {
  const filters: SearchFilters = { city: "Sevilla", kinds: ["apartment"] };
  const more = (language: Language, total: number, listings: ConciergeListing[]) =>
    compose({ kind: "search", filters, limit: 3, offset: 3 }, { kind: "search", total, listings }, language);

  it("says how many more of how many, and numbers the new page from one", () => {
    const page = [home("apartment"), home("apartment")];
    expect(more("English", 5, page).split("\n").slice(0, 2)).toEqual([
      "Here are 2 more of the 5 apartments in Sevilla:",
      expect.stringMatching(/^1\. Calle Feria/),
    ]);
    expect(more("Spanish", 5, page).split("\n")[0]).toBe("Aquí tienes 2 más de los 5 pisos en Sevilla:");
    expect(more("French", 5, page).split("\n")[0]).toBe("En voici 2 de plus, sur les 5 appartements à Sevilla :");
  });

  it("says there are no more, agreeing with the noun", () => {
    expect(more("English", 3, [])).toContain("That's all: I've shown you all 3 apartments in Sevilla.");
    expect(more("Spanish", 3, [])).toContain("Eso es todo: ya te mostré los 3 pisos en Sevilla.");
    expect(
      compose({ kind: "search", filters: { city: "Sevilla", kinds: ["house"] }, limit: 3, offset: 1 }, { kind: "search", total: 1, listings: [] }, "Spanish"),
    ).toContain("La casa en Sevilla es la única: no hay más.");
    expect(
      compose({ kind: "search", filters: { city: "Lyon", kinds: ["house"] }, limit: 3, offset: 1 }, { kind: "search", total: 1, listings: [] }, "French"),
    ).toContain("C'est la seule maison à Lyon : il n'y en a pas d'autre.");
  });
});
