import { describe, expect, it } from "vitest";
import { listingReply } from "@/lib/ai/concierge/answer-listing";
import { composeAnswer } from "@/lib/ai/concierge/compose";
import { factName, matchExtension, namesFact } from "@/lib/ai/concierge/extension-match";
import { understand } from "@/lib/ai/concierge/parse";
import { phrasesFor } from "@/lib/ai/concierge/phrases";
import { listingQuestion } from "@/lib/ai/concierge/questions";
import { fold } from "@/lib/ai/concierge/text";
import type { ConciergeListing, ConversationState, Language } from "@/lib/ai/concierge/types";
import { conciergeListing } from "@/tests/fixtures/concierge-listing";

// Facts owners keep in ExtensionColumn under keys of their choosing, in any language: a question
// names one by its meaning (key synonyms across three languages), is answered with the stored
// value, and is told honestly when the listing does not state it.

const ask = (text: string) => listingQuestion(fold(text));

describe("a question naming an owner's fact", () => {
  it.each([
    "¿qué zona escolar le toca?",
    "how old is the roof?",
    "how long is the lease on this one?",
    "¿hacia dónde da la orientación?",
    "quelle est l'orientation du condo ?",
    "which way is the backyard facing?",
    "what's the EPC?",
    "¿cuál es la etiqueta energética?",
    "cote énergétique ?",
    "is there a security deposit?",
    "le bail est de combien de mois ?",
  ])("%s asks for the fact, not a field", (text) => {
    expect(ask(text)).toHaveProperty("extension");
  });

  it("keeps features' own words for the features", () => {
    // A roof deck is a terrace, a school nearby a feature: neither is the roof nor the school district.
    expect(ask("does it have a roof deck?")).toEqual({ feature: "terrace" });
    expect(namesFact(fold("is it close to schools?"))).toBe(false);
    expect(namesFact(fold("¿tiene techos altos?"))).toBe(false);
  });
});

describe("a bare fact after a listing is shown", () => {
  const state: ConversationState = { results: [7], focus: [7], language: "French" };
  const cities = ["Lyon", "Sevilla", "Tulsa"];
  it.each(["secteur scolaire ?", "centre de services scolaire ?", "¿y la fianza?", "durée du bail ?", "lease term?", "DPE ?", "taxes foncières ?"])(
    "%s is about the listing in focus",
    (text) => {
      const intent = understand(text, state, { cities }).intent;
      expect(intent).toMatchObject({ kind: "listing", listing: { id: 7 } });
      expect(intent.kind === "listing" && intent.question).toHaveProperty("extension");
    },
  );
});

describe("the key that answers", () => {
  const listing = {
    extension: [
      { Key: "Gastos de comunidad", value: "95 €/mes" },
      { Key: "Exposición", value: "Suroeste" },
      { Key: "Heating", value: "Baseboard" },
      { Key: "Certificat énergétique", value: "D" },
      { Key: "Dépôt", value: "Un mois" },
    ],
  };
  it.each([
    ["community fees", "95 €/mes"],
    ["l'orientation", "Suroeste"],
    ["which way facing", "Suroeste"],
    ["classe énergétique", "D"],
    ["energy rating", "D"],
    ["security deposit", "Un mois"],
  ])("%s → %s", (words, value) => {
    expect(matchExtension(listing, words)?.value).toBe(value);
  });

  it("does not take a word for another that only rhymes with it", () => {
    // "rating" and "heating" are two letters apart; no energy rating is stated here.
    expect(matchExtension({ extension: [{ Key: "Heating", value: "Baseboard" }] }, "energy rating")).toBeNull();
  });
});

/** A Tulsa house for sale that states its heating, with what a test changes of it. */
const tulsaListing = (changes: Partial<ConciergeListing>): ConciergeListing =>
  conciergeListing({ extension: [{ Key: "Heating", value: "Baseboard" }], ...changes });

describe("a fact the listing does not state", () => {
  const listing = tulsaListing({});

  it.each([
    ["English", "which way does the front face", "its orientation"],
    ["Spanish", "¿qué calificación energética tiene?", "la calificación energética"],
    ["French", "quelle commission scolaire ?", "le secteur scolaire"],
  ] as const)("is said honestly, by its name, in %s", (language: Language, text, name) => {
    const question = ask(text);
    expect(question).toHaveProperty("extension");
    const reply = listingReply(phrasesFor(language), listing, question);
    expect(reply.noAnswer).toBe(true);
    expect(reply.text).toContain(name);
    expect(reply.text).not.toContain("Baseboard");
  });

  it("names the fact in the answer's language", () => {
    expect(factName("zona escolar", "English")).toBe("the school district");
    expect(factName("the lease", "French")).toBe("le bail");
    expect(factName("crime rate", "English")).toBeUndefined();
  });
});

describe("a monthly fee asked for, held under the owner's own key", () => {
  const base: ConciergeListing = {
    id: 8,
    mlsNumber: "L8",
    url: "https://x.test/l8",
    saleType: "for_rent",
    status: "Active",
    propertyType: "Appartement",
    kind: "apartment",
    bedrooms: 1,
    bathrooms: 1,
    price: 850,
    currencySymbol: "€",
    city: "Lyon",
    state: "",
    address: "3 rue Mercière",
    zip: "69002",
    location: "",
    buildingArea: 40,
    lotArea: 0,
    areaUnit: "Square Meters",
    yearBuilt: 1900,
    parkingSpots: 0,
    daysOnMarket: 2,
    tours: null,
    hoaMonth: 0,
    description: "T2 lumineux.",
    extension: [],
    photo: null,
  };
  it.each([
    ["French", "les charges sont de combien ?", "Charges", "45 €/mois"],
    ["English", "what are the monthly fees?", "Monthly fees", "$210"],
    ["Spanish", "¿cuánto es la administración?", "Cuota mensual", "350.000 COP"],
  ] as const)("%s: %s", (language: Language, text, key, value) => {
    const listing = {
      ...base,
      extension: [
        { Key: "Dépôt de garantie", value: "1 700 €" },
        { Key: key, value },
      ],
    };
    const reply = listingReply(phrasesFor(language), listing, ask(text));
    expect(reply.noAnswer).toBe(false);
    expect(reply.text).toContain(value);
  });
});

describe("a search for a value of an owner's fact", () => {
  const cities = ["Reno", "Sevilla", "Lyon"];
  const filters = (text: string) => {
    const intent = understand(text, { results: [], focus: [] }, { cities }).intent;
    return intent.kind === "search" ? intent.filters : undefined;
  };

  it.each([
    ["townhomes in Reno with an EPC of B", "epc b"],
    ["pisos en Sevilla con etiqueta energética A", "etiqueta energetica a"],
    ["maisons à Lyon avec une cote énergétique C", "cote energetique c"],
    ["north-facing lofts in Reno", "orientation north"],
    ["áticos en Sevilla orientados al oeste", "orientacion oeste"],
    ["condos à Lyon exposés plein sud", "orientacion sud"],
  ])("%s → %s", (text, wanted) => {
    expect(filters(text)?.text).toEqual([wanted]);
  });

  it("takes no letter of another word for a rating", () => {
    expect(filters("maison à Lyon, DPE à vendre")?.text ?? []).not.toContain("dpe a");
  });

  const say = (text: string, language: Language) =>
    composeAnswer({
      intent: { kind: "count", filters: { text: [text] } },
      result: { kind: "count", total: 2 },
      language,
      settings: { welcomeMessage: "Hi", talkToHumanResponseMessage: "Bye", cities },
    }).text;

  it("says the fact and its value in the answer's language", () => {
    expect(say("etiqueta energetica a", "English")).toContain("with energy rating A");
    expect(say("orientation north", "Spanish")).toContain("con orientación norte");
    expect(say("orientacion oeste", "French")).toContain("avec une orientation ouest");
  });
});

describe("a yes-or-no question about a feature the owner's fact also names", () => {
  const listing = tulsaListing({
    id: 8,
    mlsNumber: "T8",
    url: "https://x.test/t8",
    saleType: "for_rent",
    propertyType: "Apartment",
    kind: "apartment",
    bedrooms: 1,
    bathrooms: 1,
    price: 1_400,
    address: "40 Main St #2",
    buildingArea: 700,
    yearBuilt: 1950,
    parkingSpots: 0,
    description: "Loft downtown. Cats and dogs welcome.",
    extension: [{ Key: "Pet Fee", value: "$35/month" }],
  });

  it.each([
    ["English", "does it allow pets?", "Yes"],
    ["Spanish", "¿se aceptan mascotas?", "Sí"],
    ["French", "les animaux sont acceptés ?", "Oui"],
  ] as const)("says yes first, then the fact, in %s", (language: Language, text, yes) => {
    const reply = listingReply(phrasesFor(language), listing, listingQuestion(fold(text)));
    expect(reply.text.startsWith(yes)).toBe(true);
    expect(reply.text).toContain("$35/month");
  });
});

describe("a fact the listing's own field lacks, said in its description", () => {
  const book = phrasesFor("English");
  it("quotes the description's sentence about the HOA fee rather than saying none is listed", () => {
    const condo = conciergeListing({
      hoaMonth: null,
      description: "12th-floor downtown condo with mountain views. HOA $485/month includes heat, water and one deeded garage space.",
    });
    expect(listingReply(book, condo, ask("how much is the hoa?")).text).toContain("HOA $485/month includes heat, water and one deeded garage space.");
    expect(listingReply(phrasesFor("Spanish"), condo, ask("y cuánto es el HOA?")).text).toMatch(/^Sobre .*: HOA \$485\/month/);
    // With nothing said of it anywhere, still no fee listed.
    const plain = conciergeListing({ hoaMonth: null, description: "Bright corner condo." });
    expect(listingReply(book, plain, ask("how much is the hoa?")).text).toMatch(/No HOA fee is listed/);
  });

  it("reads a feature's own negative word ('Unfurnished') as a no, quoting it", () => {
    const flat = conciergeListing({ description: "Unfurnished two-bedroom on the Hill, close to campus." });
    expect(listingReply(phrasesFor("French"), flat, ask("il est meublé ?")).text).toMatch(
      /^Non, d'après l'annonce, .* n'a pas de meubles\. L'annonce indique : « Unfurnished two-bedroom on the Hill »/,
    );
  });
});

describe("a yes-or-no question opened by 'and' about the home in focus", () => {
  const focused: ConversationState = { criteria: { filters: { city: "Denver" } }, results: [12], focus: [12], language: "English" };
  it.each(["and is parking included?", "et le stationnement est inclus ?", "el estacionamiento está incluido?"])("%s asks of the home, no search", (text) => {
    expect(understand(text, focused, { cities: ["Denver"] }).intent).toMatchObject({ kind: "listing", listing: { id: 12 } });
  });
  it("'and with parking?' still narrows the search", () => {
    expect(understand("and with parking?", focused, { cities: ["Denver"] }).intent).toMatchObject({ kind: "search" });
  });
});
