import { describe, expect, it } from "vitest";
import { composeAnswer } from "@/lib/ai/concierge/compose";
import { asksViewingWhen } from "@/lib/ai/concierge/intents";
import { understand } from "@/lib/ai/concierge/parse";
import { fold } from "@/lib/ai/concierge/text";
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

describe("what owning a home costs, a month or a year", () => {
  const condo = nantesStudio({
    id: 21,
    saleType: "for_sale",
    price: 459000,
    currencySymbol: "$",
    hoaMonth: 410,
    extension: [
      { Key: "Taxes municipales", value: "3 850 $/an" },
      { Key: "Taxes scolaires", value: "310 $/an" },
      { Key: "Frais de copropriété incluent", value: "Eau chaude, déneigement" },
    ],
  });
  const flat = nantesStudio({
    id: 22,
    saleType: "for_sale",
    price: 385000,
    currencySymbol: "€",
    hoaMonth: 80,
    extension: [{ Key: "IBI (anual)", value: "620 €" }],
  });

  it.each([
    [
      "yearly cost to own it? taxes plus condo fees all in",
      "English",
      "HOA fee $4,920 ($410/month × 12) + municipal taxes $3,850 + school taxes $310 = $9,080 a year",
    ],
    [
      "ça revient à combien par mois, frais de condo + taxes, sans l'hypothèque ?",
      "French",
      "charges de copropriété 410 $ + taxes municipales 320,83 $ (3 850 $/an ÷ 12) + taxes scolaires 25,83 $ (310 $/an ÷ 12) = 756,67 $ par mois",
    ],
    ["y cuánto paga de impuestos al año en total", "Spanish", "impuestos municipales 3850 $ + impuestos escolares 310 $ = 4160 $ al año"],
  ] as const)("%s", (message, language, said) => {
    const reply = answer(condo, message, language);
    expect(reply.text).toContain(said);
    expect(reply.noAnswer).toBe(false);
  });

  it("sums the community fee and the IBI asked across parts, once", () => {
    const intent = understand("combien par année au total, ibi et frais de copro ?", focused(22), { cities }).intent;
    expect(intent).toMatchObject({ question: { field: "costs", period: "year" } });
    expect("also" in intent ? intent.also : undefined).toBeUndefined();
    expect(answer(flat, "si lo compro cuánto pagaría al mes entre comunidad e IBI? sin contar hipoteca", "Spanish").text).toContain(
      "comunidad 80 € + IBI 51,67 € (620 €/año ÷ 12) = 131,67 € al mes",
    );
  });

  it("says what the fee covers with the fee", () =>
    expect(answer(condo, "what's the HOA and what does it cover?", "English").text).toMatch(/\$410\/month\..*Frais de copropriété incluent: Eau chaude/));

  it("says no fee is listed, and sums the taxes it has", () => {
    const house = nantesStudio({
      id: 23,
      saleType: "for_sale",
      price: 625000,
      currencySymbol: "$",
      hoaMonth: null,
      extension: [{ Key: "Property taxes (per year)", value: "$4,380" }],
    });
    const reply = answer(house, "what would I pay every month for hoa + property tax?", "English");
    expect(reply.text).toContain("property taxes $365 ($4,380/year ÷ 12) a month");
    expect(reply.text).toContain("No HOA fee is listed");
  });
});

describe("what a rental costs, a month with its charges or a year", () => {
  const flat = nantesStudio({
    id: 24,
    saleType: "for_rent",
    price: 2450,
    currencySymbol: "CHF",
    hoaMonth: null,
    extension: [{ Key: "Charges mensuelles", value: "CHF 220 (chauffage et eau chaude)" }],
  });
  it.each([
    ["c'est combien charges comprises ?", "French", "loyer 2 450 CHF + charges 220 CHF = 2 670 CHF par mois"],
    ["cuanto es al mes con gastos", "Spanish", "alquiler 2450 CHF + gastos 220 CHF = 2670 CHF al mes"],
    ["what would a full year cost me?", "English", "rent 29,400 CHF (2,450 CHF/month × 12) + charges 2,640 CHF (220 CHF/month × 12) = 32,040 CHF a year"],
  ] as const)("%s", (message, language, said) => expect(answer(flat, message, language).text).toContain(said));
});

describe("questions beyond a listing asked across its parts", () => {
  const house = nantesStudio({
    id: 25,
    saleType: "for_sale",
    price: 2350000,
    extension: [{ Key: "Écoles", value: "Primaire et secondaire à 10 minutes à pied" }],
  });
  it("judges no school, and says which schools the listing names", () => {
    const reply = answer(house, "les écoles près de la maison sont bonnes ?", "French");
    expect(reply.text).toMatch(/^Je ne peux pas juger de la qualité des écoles .* Écoles : Primaire et secondaire à 10 minutes à pied/);
    expect(reply.noAnswer).toBe(true);
  });
  it.each(["on peut faire une offre plus basse ?", "could we offer below asking?", "¿aceptarían una oferta más baja?"])("%s is a negotiation", (message) =>
    expect(understand(message, focused(25), { cities }).intent).toMatchObject({ kind: "listing", question: { beyond: "negotiation" } }),
  );
});

describe("a visit asked with a short weekday or a clock time", () => {
  it.each(["can we see it sat at 10am?", "can I see it thurs 4pm", "on peut le voir à 16h ?", "¿la podemos ver a las 5?"])("%s", (message) =>
    expect(asksViewingWhen(fold(message))).toBe(true),
  );
  it.each(["can I see a 3 bedroom house?", "show me homes at 300k", "I sat down with my wife and we'd like to see more"])("%s is no visit's time", (message) =>
    expect(asksViewingWhen(fold(message))).toBe(false),
  );
});

describe("on the market now, not coming soon", () => {
  it.each([
    "combien de biens à vendre à Lausanne, dispo maintenant ?",
    "how many of your listings could I actually buy today?",
    "cuantas casas tienen en venta en merida ahorita?",
  ])("%s", (message) =>
    expect(understand(message, EMPTY_STATE, { cities: ["Lausanne", "Mérida"] }).intent).toMatchObject({
      filters: { availability: "now", saleType: "for_sale" },
    }),
  );
  it("still counts a home coming soon among those for sale when no time is said", () =>
    expect(understand("how many homes for sale in Lausanne?", EMPTY_STATE, { cities: ["Lausanne"] }).intent).not.toMatchObject({
      filters: { availability: "now" },
    }));
});

describe("a year said as a date is no cost over a year", () => {
  it.each(["how much is it and what year was it built?", "is it for sale? what year?", "¿cuánto cuesta y de qué año es?"])("%s", (message) => {
    const { intent } = understand(message, focused(26), { cities });
    const asked = intent.kind === "listing" || intent.kind === "search" ? [intent.question, ...(intent.also ?? [])] : [];
    expect(asked.some((one) => one && "field" in one && one.field === "costs")).toBe(false);
  });
});
