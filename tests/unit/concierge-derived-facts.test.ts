import { describe, expect, it } from "vitest";
import { composeAnswer } from "@/lib/ai/concierge/compose";
import { understand } from "@/lib/ai/concierge/parse";
import type { AnswerSettings } from "@/lib/ai/concierge/results";
import { EMPTY_STATE, type ConversationState, type Language } from "@/lib/ai/concierge/types";
import { nantesStudio } from "@/tests/fixtures/concierge-listing";

// Figures a listing holds only as parts: what it takes to move into a rental (the first month and the deposit,
// a pet deposit the owner lists when the visitor has pets), in the listing's currency, in the visitor's language.

const cities = ["Nantes"];
const settings: AnswerSettings = { welcomeMessage: "", talkToHumanResponseMessage: "", cities };
const focused = (id: number): ConversationState => ({ ...EMPTY_STATE, focus: [id], results: [id] });
const answer = (listing: ReturnType<typeof nantesStudio>, message: string, language: Language) => {
  const intent = understand(message, focused(listing.id), { cities }).intent;
  return composeAnswer({ intent, result: { kind: "listing", listing }, language, settings });
};

describe("what it takes to move in", () => {
  const flat = nantesStudio({ price: 1650, currencySymbol: "$", deposit: 1650, extension: [{ Key: "Pet deposit", value: "$300 (cats only)" }] });

  it("sums the first month and the deposit, and the pet deposit when asked with pets", () => {
    expect(answer(flat, "whats the total to move in?", "English").text).toContain("first month $1,650 + deposit $1,650 = $3,300");
    expect(answer(flat, "ok whats the total to move in, first month + deposit + pet deposit?", "English").text).toContain(
      "first month $1,650 + deposit $1,650 + pet deposit $300 = $3,600",
    );
  });

  it("reads a deposit given in months of rent, in Spanish", () => {
    const house = nantesStudio({ id: 12, price: 38000, currencySymbol: "MXN", deposit: null, extension: [{ Key: "Depósito", value: "2 meses de renta" }] });
    expect(answer(house, "cuanto tengo q pagar al entrar? renta + deposito", "Spanish").text).toMatch(
      /primer mes 38\.000 \$ \+ fianza 76\.000 \$ = 114\.000 \$/,
    );
  });

  it("says so when the listing gives no deposit, in French", () => {
    const bare = nantesStudio({ id: 13, price: 790, currencySymbol: "€", deposit: null, extension: [] });
    const reply = answer(bare, "combien pour emménager, loyer + caution ?", "French");
    expect(reply.text).toMatch(/Le premier loyer .* est de 790 € ; l'annonce n'indique pas de dépôt de garantie/);
    expect(reply.noAnswer).toBe(true);
  });
});

describe("fees by other names", () => {
  it.each(["how much is the community fee?", "what are the strata fees?", "and the condo dues?"])("%s is the HOA", (message) =>
    expect(understand(message, focused(9), { cities }).intent).toMatchObject({ kind: "listing", question: { field: "hoa" } }),
  );
});

describe("from when a home can be had", () => {
  const dated = nantesStudio({ id: 14, extension: [{ Key: "Disponible", value: "1er octobre" }] });
  it.each([
    ["il est libre quand ?", "French", "Disponible : 1er octobre"],
    ["when can I move in?", "English", "Disponible: 1er octobre"],
    ["¿cuándo está disponible?", "Spanish", "Disponible: 1er octobre"],
  ] as const)("%s gives the owner's date", (message, language, said) => expect(answer(dated, message, language).text).toContain(said));

  it("gives the status when the owner gave no date", () => {
    const intent = understand("when is it available?", focused(9), { cities }).intent;
    expect(intent).toMatchObject({ kind: "listing", question: { field: "availableWhen" } });
    expect(answer(nantesStudio({ extension: [] }), "when is it available?", "English").noAnswer).toBe(false);
  });
});

describe("a pet policy that tells cats and dogs apart", () => {
  const noCats = nantesStudio({
    id: 15,
    description: "Three-bedroom house, fenced yard, pets allowed (dogs considered), no cats due to owner allergies.",
    extension: [],
  });
  const catsOnly = nantesStudio({ id: 16, description: "Bright flat.", extension: [{ Key: "Pet deposit", value: "$300 (cats only)" }] });
  it.each([
    [noCats, "does it allow cats?", "English", /^No, according to the listing .* does not accept cats\. The listing says: “no cats due to owner allergies”/],
    [noCats, "est-ce qu'elle accepte les chats ?", "French", /^Non, d'après l'annonce, .* n'accepte pas les chats/],
    [noCats, "¿aceptan perros?", "Spanish", /^Sí, .* acepta perros/],
    [catsOnly, "are dogs ok?", "English", /^No, according to the listing .* does not accept dogs\. The listing says: “cats only”/],
    [catsOnly, "are cats allowed?", "English", /^Yes, .* accepts cats/],
  ] as const)("%#: %s", (listing, message, language, said) => expect(answer(listing, message, language).text).toMatch(said));

  it("answers pets in general from the policy as before", () => {
    expect(answer(noCats, "are pets allowed?", "English").text).toMatch(/^Yes, .* has pets allowed/);
  });
});

describe("the size of a plot", () => {
  it("is its land", () => {
    const plot = nantesStudio({ id: 17, kind: "land", propertyType: "Land", buildingArea: 0, lotArea: 1619, bedrooms: 0, extension: [] });
    expect(answer(plot, "quelle taille fait-il ?", "French").text).toMatch(/1 619 m²/);
  });
});

describe("a plot's price for its land", () => {
  // A plot has no building: its price per area is by its lot, by the acre or the hectare once it is that big.
  const lot = nantesStudio({
    id: 20,
    kind: "land",
    saleType: "for_sale",
    price: 415000,
    currencySymbol: "$",
    buildingArea: 0,
    lotArea: 104544,
    areaUnit: "Square Feet",
    bedrooms: 0,
  });

  it("is told per acre, in each language", () => {
    expect(answer(lot, "what's that per acre?", "English").text).toContain("$172,916.67/acre: $415,000 for 104,544 sq ft (2.4 acres)");
    expect(answer(lot, "¿cuánto sale por acre?", "Spanish").text).toContain("/acre");
    expect(answer(lot, "ça fait combien l'acre ?", "French").text).toContain("/acre");
  });

  it("is per hectare for a plot measured in metres, and per square metre for a small one", () => {
    const field = nantesStudio({
      id: 21,
      kind: "land",
      saleType: "for_sale",
      price: 240000,
      currencySymbol: "€",
      buildingArea: 0,
      lotArea: 24000,
      areaUnit: "Square Meters",
      bedrooms: 0,
    });
    expect(answer(field, "combien au m2 ?", "French").text).toMatch(/100 000 €\/hectare/u);
    const plot = nantesStudio({
      id: 22,
      kind: "land",
      saleType: "for_sale",
      price: 90000,
      currencySymbol: "€",
      buildingArea: 0,
      lotArea: 600,
      areaUnit: "Square Meters",
      bedrooms: 0,
    });
    expect(answer(plot, "combien au m2 ?", "French").text).toMatch(/150 €\/m²/u);
  });
});
