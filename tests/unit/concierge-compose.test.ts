import { eld } from "eld/medium";
import { describe, expect, it } from "vitest";
import { composeAnswer } from "@/lib/ai/concierge/compose";
import type { AnswerSettings, ConciergeResult } from "@/lib/ai/concierge/results";
import type { ConciergeListing, Intent, Language, ListingQuestion } from "@/lib/ai/concierge/types";
import { defaultSettings } from "@/lib/chatbots/defaults";

eld.setLanguageSubset(["en", "es", "fr"]);

const DEFAULTS = defaultSettings();
const settings: AnswerSettings = {
  welcomeMessage: DEFAULTS.WelcomeMessage,
  talkToHumanResponseMessage: DEFAULTS.TalkToHumanResponseMessage,
  cities: ["Austin", "Madrid"],
};
const LANGUAGES: Language[] = ["English", "Spanish", "French"];
const CODES: Record<Language, string> = { English: "en", Spanish: "es", French: "fr" };

function listing(fields: Partial<ConciergeListing> = {}): ConciergeListing {
  return {
    id: 1,
    mlsNumber: "TX1001",
    url: "https://x.test/tx1001",
    saleType: "for_sale",
    status: "Active",
    propertyType: "Single Family",
    kind: "house",
    bedrooms: 3,
    bathrooms: 2,
    price: 450_000,
    currencySymbol: "$",
    city: "Austin",
    state: "TX",
    address: "4100 Congress Ave",
    zip: "78701",
    location: "",
    buildingArea: 2100,
    lotArea: 0,
    areaUnit: "Square Feet",
    yearBuilt: 1998,
    parkingSpots: 0,
    daysOnMarket: 0,
    tours: null,
    hoaMonth: 0,
    description: "Bright home with a pool. No garage.",
    extension: [
      { Key: "School district", value: "Eanes ISD" },
      { Key: "Calefacción", value: "Gas natural" },
    ],
    photo: "https://x.test/a.jpg",
    ...fields,
  };
}

const austin = listing();
const elm = listing({ id: 2, mlsNumber: "TX1002", address: "12 Elm St", price: 380_000, buildingArea: 1800, status: "Pending" });
const madrid = listing({
  id: 3,
  mlsNumber: "MD1",
  address: "Calle Mayor 5",
  city: "Madrid",
  state: "",
  zip: "28013",
  currencySymbol: "€",
  price: 1850,
  saleType: "for_rent",
  kind: "apartment",
  propertyType: "Piso",
  areaUnit: "Square Meters",
  buildingArea: 85,
  bedrooms: 2,
  bathrooms: 1,
  description: "Piso luminoso con terraza, sin ascensor.",
  extension: [],
});
const many = [1, 2, 3, 4, 5, 6].map((n) => listing({ id: 10 + n, mlsNumber: `TX20${n}`, address: `${n} Oak St`, price: 100_000 * n }));

const compose = (intent: Intent, result: ConciergeResult, language: Language = "English", given: AnswerSettings = settings) =>
  composeAnswer({ intent, result, language, settings: given });
/** The language of a whole answer, listing lines and owners' descriptions included, as eld reads it. */
const detect = (text: string) => eld.detect(text).language;
const clean = (text: string) => {
  expect(text).not.toMatch(/https?:\/\//);
  expect(text).not.toContain("MLS#");
  expect(text).not.toMatch(/(?:^|[^\d.,])0 (?:parking|plaza|place|day|día|jour|bd|ba|hab|ch\.)/);
  expect(text).not.toMatch(/newest first|más recientes primero|plus récentes d'abord/i);
  expect(text).not.toMatch(/<[a-z/][^>]*>/i);
};

const SEARCH: Intent = {
  kind: "search",
  filters: { city: "Austin", saleType: "for_sale", kinds: ["house"], features: ["pool"] },
  sort: { field: "price", direction: "asc" },
  limit: 3,
};

describe("search answers", () => {
  it("say why the homes match and list them in compact lines, in each language", () => {
    const result: ConciergeResult = { kind: "search", total: 7, listings: [elm, austin] };
    const en = compose(SEARCH, result);
    expect(en.text.split("\n")[0]).toBe("I found 7 houses for sale in Austin with a pool; these are the 2 cheapest:");
    expect(en.text.split("\n")[2]).toBe("2. 4100 Congress Ave, Austin — $450,000 · 3 bd · 2 ba · house · MLS TX1001");
    expect(en.text.split("\n")[1]).toContain("pending");
    expect(en).toMatchObject({ noAnswer: false, listingIds: [2, 1], language: "English" });
    const es = compose(SEARCH, result, "Spanish").text;
    expect(es.split("\n")[0]).toBe("Encontré 7 casas en venta en Austin con piscina; estas son las 2 más baratas:");
    expect(es).toContain("4100 Congress Ave, Austin — 450.000 $ · 3 hab. · 2 baños · casa · MLS TX1001");
    const fr = compose(SEARCH, result, "French").text;
    expect(fr.split("\n")[0]).toBe("J'ai trouvé 7 maisons à vendre à Austin avec une piscine ; voici les 2 moins chères :");
    expect(fr).toContain("4100 Congress Ave, Austin — 450 000 $ · 3 ch. · 2 sdb · maison · MLS TX1001");
    for (const text of [en.text, es, fr]) clean(text);
  });

  it("name the single best match with its superlative", () => {
    const one = { ...SEARCH, limit: 1 } as Intent;
    expect(compose(one, { kind: "search", total: 7, listings: [elm] }).text.split("\n")[0]).toBe("The cheapest house for sale in Austin with a pool is:");
    expect(compose(one, { kind: "search", total: 7, listings: [elm] }, "Spanish").text.split("\n")[0]).toBe(
      "La casa más barata en venta en Austin con piscina es esta:",
    );
    const rooms: Intent = {
      kind: "search",
      filters: { city: "Madrid", saleType: "for_rent", kinds: ["apartment"], features: ["terrace"] },
      sort: { field: "bedrooms", direction: "desc" },
      limit: 3,
    };
    expect(compose(rooms, { kind: "search", total: 4, listings: [madrid, madrid, madrid] }, "Spanish").text.split("\n")[0]).toBe(
      "Encontré 4 pisos en alquiler en Madrid con terraza; estos son los 3 con más habitaciones:",
    );
    expect(
      compose(
        { ...rooms, sort: { field: "price", direction: "asc" } } as Intent,
        { kind: "search", total: 4, listings: [madrid, madrid, madrid] },
        "Spanish",
      ).text.split("\n")[0],
    ).toBe("Encontré 4 pisos en alquiler en Madrid con terraza; estos son los 3 más baratos:");
  });

  it("show three lines, five when asked, and the facts asked about in the listing's own unit and currency", () => {
    const three = compose({ kind: "search", filters: {}, limit: 3 }, { kind: "search", total: 6, listings: many });
    expect(three.listingIds).toEqual([11, 12, 13]);
    expect(three.text.split("\n")[0]).toBe("I found 6 homes; here are 3 of them:");
    expect(compose({ kind: "search", filters: {}, limit: 5 }, { kind: "search", total: 6, listings: many }).listingIds).toHaveLength(5);
    const rent = compose(
      { kind: "search", filters: { area: { min: 700 }, saleType: "for_rent" }, limit: 3 },
      { kind: "search", total: 1, listings: [madrid] },
      "French",
    ).text;
    expect(rent).toContain("Calle Mayor 5, Madrid — 1 850 €/mois · 2 ch. · 1 sdb · appartement · 85 m² · MLS MD1");
    expect(rent.split("\n")[0]).toBe("J'ai trouvé un bien à louer d'au moins 65 m² de surface :");
    expect(compose({ kind: "search", filters: {}, limit: 3 }, { kind: "search", total: 1, listings: [madrid] }).text).toContain(
      "€1,850/month · 2 bd · 1 ba · apartment",
    );
  });

  it("name every kind of criterion", () => {
    const intent: Intent = {
      kind: "search",
      filters: {
        city: "Austin",
        bedrooms: { min: 3 },
        price: { min: 300_000, max: 500_000 },
        excludedFeatures: ["pool"],
        yearBuilt: { min: 2000 },
        parkingSpots: { min: 2 },
        currency: "$",
      },
      sort: { field: "yearBuilt", direction: "desc" },
      limit: 1,
    };
    const text = compose(intent, { kind: "search", total: 2, listings: [austin] }).text;
    expect(text.split("\n")[0]).toBe(
      "The newest-built home in Austin with at least 3 bedrooms without a pool with at least 2 parking spots built in 2000 or later between $300,000 and $500,000 is:",
    );
    expect(text).toContain("built 1998");
  });

  it("tag statuses in the language and never show zero facts", () => {
    const statuses = ["Pending", "ComingSoon", "Sold", "OffMarket"].map((status, index) => listing({ id: index, status }));
    const tags = (language: Language) =>
      compose({ kind: "search", filters: { availability: "any" }, limit: 5 }, { kind: "search", total: 4, listings: statuses }, language).text;
    expect(tags("English")).toMatch(/pending[\s\S]*coming soon[\s\S]*sold[\s\S]*off-market/);
    expect(tags("Spanish")).toMatch(/venta pendiente[\s\S]*próximamente[\s\S]*vendida[\s\S]*retirada del mercado/);
    expect(tags("French")).toMatch(/sous promesse d'achat[\s\S]*bientôt disponible[\s\S]*vendue[\s\S]*retirée du marché/);
    const bare = listing({ bedrooms: 0, bathrooms: 0, kind: "land", price: null, parkingSpots: 0, daysOnMarket: 0 });
    const line = compose(
      { kind: "search", filters: { parkingSpots: { min: 0 }, daysOnMarket: { min: 0 } }, limit: 3 },
      { kind: "search", total: 1, listings: [bare] },
    ).text.split("\n")[1];
    expect(line).toBe("1. 4100 Congress Ave, Austin — price on request · plot of land · MLS TX1001");
  });
});

describe("counts and no match", () => {
  const COUNT: Intent = { kind: "count", filters: { city: "Austin", saleType: "for_sale", kinds: ["house"], features: ["pool"] } };

  it("count with an offer to show the homes", () => {
    expect(compose(COUNT, { kind: "count", total: 7 })).toMatchObject({
      text: "There are 7 houses for sale in Austin with a pool. Would you like to see them?",
      noAnswer: false,
    });
    expect(compose(COUNT, { kind: "count", total: 1 }).text).toBe("There is one house for sale in Austin with a pool. Would you like to see it?");
    expect(compose(COUNT, { kind: "count", total: 7 }, "Spanish").text).toBe("Hay 7 casas en venta en Austin con piscina. ¿Quieres verlas?");
    expect(compose(COUNT, { kind: "count", total: 7 }, "French").text).toBe("Il y a 7 maisons à vendre à Austin avec une piscine. Voulez-vous les voir ?");
  });

  it("say nothing matched, the nearest relaxation with its count, and the cities covered", () => {
    const nearest = { dropped: ["features" as const], filters: { city: "Austin", saleType: "for_sale" as const, kinds: ["house" as const] }, total: 4 };
    const none = compose(COUNT, { kind: "count", total: 0, nearest, cities: ["Austin", "Madrid"] });
    expect(none.text).toBe(
      "I couldn't find any houses for sale in Austin with a pool. Without the pool there are 4. Would you like to see them? I have homes in Austin and Madrid.",
    );
    expect(none.noAnswer).toBe(false);
    const price: Intent = { kind: "search", filters: { city: "Austin", price: { max: 400_000 }, currency: "$" }, limit: 3 };
    const wider = { dropped: ["price" as const], filters: { city: "Austin", price: { max: 625_000 } }, total: 3 };
    expect(compose(price, { kind: "search", total: 0, listings: [], nearest: wider }).text).toContain("Up to $625,000 there are 3.");
    expect(compose(price, { kind: "search", total: 0, listings: [], nearest: wider }, "Spanish").text).toContain("De hasta 625.000 $, hay 3.");
    expect(compose(COUNT, { kind: "count", total: 0, nearest, cities: ["Austin"] }, "French").text).toContain("Sans exiger de piscine, il y en a 4.");
    const elsewhere = compose(
      { kind: "search", filters: { city: "Boston" }, limit: 3 },
      { kind: "search", total: 0, listings: [], nearest: { dropped: ["city"], filters: {}, total: 9 }, cities: ["Austin", "Madrid"] },
    );
    expect(elsewhere.text).toBe(
      "I couldn't find any homes in Boston. In other cities there are 9. Would you like to see them? I have homes in Austin and Madrid.",
    );
  });
});

describe("listing answers", () => {
  const ask = (question: ListingQuestion | undefined, language: Language = "English", item = austin) =>
    compose({ kind: "listing", listing: { mlsNumber: item.mlsNumber }, question }, { kind: "listing", listing: item }, language);

  it("summarise a listing without zero facts, HTML or links, with the owner's extra facts", () => {
    const html = listing({ description: "<p>Sunny <b>corner</b> unit</p><script>x()</script>", parkingSpots: 0, hoaMonth: 0, lotArea: 5000 });
    const { text, listingIds, noAnswer } = ask(undefined, "English", html);
    expect(text.split("\n")[0]).toBe("4100 Congress Ave, Austin — $450,000 · 3 bd · 2 ba · house · MLS TX1001");
    expect(text).toContain("2,100 sq ft · 5,000 sq ft lot · built 1998");
    expect(text).toContain("Sunny corner unit");
    expect(text).toContain("School district: Eanes ISD");
    expect(text).not.toMatch(/parking|HOA/);
    clean(text);
    expect({ listingIds, noAnswer }).toEqual({ listingIds: [1], noAnswer: false });
    expect(ask(undefined, "English", elm).text).toContain("pending");
  });

  it("answer every field in every language, and say so when a fact is not listed", () => {
    const fields = [
      "price",
      "bedrooms",
      "bathrooms",
      "area",
      "lotArea",
      "yearBuilt",
      "parkingSpots",
      "hoa",
      "tours",
      "address",
      "status",
      "daysOnMarket",
      "kind",
      "description",
    ] as const;
    const unlisted = new Set(["lotArea"]);
    for (const language of LANGUAGES) {
      for (const field of fields) {
        const answer = ask({ field }, language);
        expect(answer.noAnswer, `${language} ${field}`).toBe(unlisted.has(field));
        expect(answer.language).toBe(language);
        clean(answer.text);
      }
    }
    expect(ask({ field: "price" }).text).toBe("4100 Congress Ave, Austin is listed at $450,000.");
    expect(ask({ field: "price" }, "Spanish", madrid).text).toBe("El alquiler de Calle Mayor 5, Madrid es de 1850 €/mes.");
    expect(ask({ field: "area" }, "French", madrid).text).toBe("Calle Mayor 5, Madrid : 85 m² de surface habitable.");
    expect(ask({ field: "price" }, "English", listing({ price: null })).noAnswer).toBe(true);
    expect(ask({ field: "yearBuilt" }, "English", listing({ yearBuilt: 0 })).noAnswer).toBe(true);
    expect(ask({ field: "price" }, "English", elm).text).toBe("12 Elm St, Austin is listed at $380,000. It has a sale pending.");
  });

  it("answer features yes, no or not stated, reading negations in any language, quoting the owner's words", () => {
    expect(ask({ feature: "pool" })).toMatchObject({
      text: "Yes, 4100 Congress Ave, Austin has a pool. The listing says: “Bright home with a pool”.",
      noAnswer: false,
    });
    expect(ask({ feature: "garage" })).toMatchObject({
      text: "No, according to the listing 4100 Congress Ave, Austin has no garage. The listing says: “No garage”.",
      noAnswer: false,
    });
    expect(ask({ feature: "garden" }).noAnswer).toBe(true);
    expect(ask({ feature: "garden" }).text).not.toContain("The listing says");
    expect(ask({ feature: "pool" }, "Spanish").text).toBe("Sí, 4100 Congress Ave, Austin tiene piscina. El anuncio dice: «Bright home with a pool».");
    expect(ask({ feature: "garage" }, "French").text).toBe(
      "Non, d'après l'annonce, 4100 Congress Ave, Austin n'a pas de garage. L'annonce indique : « No garage ».",
    );
  });

  it("answer ExtensionColumn facts by the visitor's words, in any language, or say they are not listed", () => {
    expect(ask({ extension: "schools" }).text).toBe("For 4100 Congress Ave, Austin, the listing gives School district: Eanes ISD.");
    expect(ask({ extension: "heating" }).text).toContain("Calefacción: Gas natural");
    expect(ask({ extension: "shcool distrct" }).text).toContain("Eanes ISD");
    const missing = ask({ extension: "property taxes" }, "Spanish");
    expect(missing.noAnswer).toBe(true);
    expect(missing.text).toContain("un agente");
  });

  it("say so when the listing is not found", () => {
    const answer = compose({ kind: "listing", listing: { mlsNumber: "ZZ9" } }, { kind: "listing", listing: null }, "Spanish");
    expect(answer).toMatchObject({ noAnswer: true, listingIds: [] });
    expect(answer.text).toContain("«ZZ9»");
  });
});

describe("comparisons and coverage", () => {
  it("compare side by side with a verdict, and say which references were not found", () => {
    const answer = compose(
      { kind: "compare", listings: [{ mlsNumber: "TX1001" }, { mlsNumber: "TX1002" }, { mlsNumber: "ZZ" }], aspect: "area" },
      { kind: "compare", listings: [austin, elm], missing: ["ZZ"] },
    );
    expect(answer.text).toContain("I couldn't find ZZ.");
    expect(answer.text).toContain("MLS TX1001 is larger: 2,100 sq ft vs 1,800 sq ft.");
    expect(answer.text).toContain("1. 4100 Congress Ave, Austin — $450,000 · 3 bd · 2 ba · house · 2,100 sq ft · built 1998 · MLS TX1001");
    expect(answer.listingIds).toEqual([1, 2]);
    const price = compose(
      { kind: "compare", listings: [{ id: 1 }, { id: 2 }], aspect: "price" },
      { kind: "compare", listings: [austin, elm], missing: [] },
      "Spanish",
    );
    expect(price.text).toContain("MLS TX1002 cuesta menos: 380.000 $ frente a 450.000 $.");
    const none = compose(
      { kind: "compare", listings: [{ mlsNumber: "A" }, { mlsNumber: "B" }] },
      { kind: "compare", listings: [], missing: ["A", "B"] },
      "French",
    );
    expect(none).toMatchObject({ text: "Je n'ai pas trouvé A ni B.", noAnswer: true });
  });

  it("name the cities covered with their counts", () => {
    const result: ConciergeResult = {
      kind: "coverage",
      cities: [
        { city: "Austin", total: 12 },
        { city: "Montréal", total: 3 },
      ],
    };
    expect(compose({ kind: "coverage" }, result).text).toBe("I have homes in Austin (12) and Montréal (3). Which city interests you?");
    expect(compose({ kind: "coverage" }, result, "French").text).toBe("J'ai des biens à Austin (12) et Montréal (3). Quelle ville vous intéresse ?");
  });
});

describe("conversation answers", () => {
  const none: ConciergeResult = { kind: "none" };

  it("translate messages left at their default, keep the owner's own, and fall back to the book's", () => {
    expect(compose({ kind: "greeting" }, none).text).toBe(DEFAULTS.WelcomeMessage);
    expect(compose({ kind: "greeting" }, none, "Spanish").text).toBe("¡Hola! Puedo ayudarte a encontrar una vivienda. ¿Qué estás buscando?");
    expect(compose({ kind: "human" }, { kind: "human" }, "French").text).toBe("Merci ! Un agent vous recontactera très bientôt.");
    const owner = { welcomeMessage: "Welcome to Casa Realty!", talkToHumanResponseMessage: "Maria will call you.", cities: [] };
    expect(compose({ kind: "greeting" }, none, "Spanish", owner).text).toBe("Welcome to Casa Realty!");
    expect(compose({ kind: "human" }, { kind: "human" }, "French", owner).text).toBe("Maria will call you.");
    expect(compose({ kind: "greeting" }, none, "French", { ...owner, welcomeMessage: " " }).text).toBe(
      "Bonjour ! Comment puis-je vous aider à trouver un logement ?",
    );
    expect(compose({ kind: "human" }, { kind: "human", message: "Please wait before asking again." }).text).toBe("Please wait before asking again.");
  });

  it("ask for contact details for a viewing and thank for a lead, naming the listing", () => {
    const viewing = compose({ kind: "viewing", listing: { mlsNumber: "TX1001" } }, { kind: "listing", listing: austin });
    expect(viewing.text).toContain("4100 Congress Ave, Austin (MLS TX1001)");
    expect(viewing.text).toContain("phone number or e-mail");
    expect(viewing.listingIds).toEqual([1]);
    expect(compose({ kind: "viewing" }, none, "Spanish").text).toContain("tu nombre y un teléfono o correo electrónico");
    expect(
      compose({ kind: "lead", name: "Ana", email: "a@b.co", listing: { mlsNumber: "TX1001" }, viewing: true }, { kind: "lead", recorded: true }).text,
    ).toBe("Thank you, Ana! I've passed your details on about MLS TX1001, and an agent will contact you soon to arrange the visit.");
    expect(compose({ kind: "lead", email: "a@b.co" }, { kind: "lead", recorded: false })).toMatchObject({ noAnswer: true });
  });

  it("decline off-topic questions with an example in one of the bot's own cities, or none", () => {
    const offtopic = compose({ kind: "offtopic" }, none, "English", { ...settings, cities: ["Madrid"] });
    expect(offtopic.noAnswer).toBe(true);
    expect(offtopic.text).toContain('"3-bedroom houses for sale in Madrid"');
    const nowhere = compose({ kind: "offtopic" }, none, "Spanish", { ...settings, cities: [] }).text;
    expect(nowhere).not.toMatch(/Austin|Madrid/);
    expect(compose({ kind: "unknown" }, none, "French", { ...settings, cities: undefined }).text).not.toMatch(/Austin|Madrid/);
  });

  it("do not pass a result off as an answer to another intent, and cannot look at files", () => {
    expect(compose(SEARCH, { kind: "coverage", cities: [] })).toMatchObject({ noAnswer: true });
    expect(compose(SEARCH, { kind: "files", files: ["Image"] }, "Spanish")).toMatchObject({
      text: expect.stringContaining("no puedo ver el archivo"),
      noAnswer: true,
    });
    expect(compose(SEARCH, null as unknown as ConciergeResult)).toMatchObject({ noAnswer: true });
    expect(compose(SEARCH, { kind: "search", total: 1, listings: [austin] }, "German" as Language).language).toBe("English");
  });
});

describe("every intent and result in every language", () => {
  const none: ConciergeResult = { kind: "none" };
  const cases: [string, Intent, ConciergeResult, boolean][] = [
    ["search", SEARCH, { kind: "search", total: 7, listings: [elm, austin] }, false],
    ["search, one", { ...SEARCH, limit: 1 } as Intent, { kind: "search", total: 1, listings: [austin] }, false],
    ["search, none", SEARCH, { kind: "search", total: 0, listings: [], cities: ["Austin"] }, false],
    ["count", { kind: "count", filters: SEARCH.kind === "search" ? SEARCH.filters : {} }, { kind: "count", total: 5 }, false],
    [
      "count, none",
      { kind: "count", filters: { city: "Austin", kinds: ["condo"] } },
      { kind: "count", total: 0, nearest: { dropped: ["kinds"], filters: { city: "Austin" }, total: 8 } },
      false,
    ],
    ["listing", { kind: "listing", listing: { id: 1 } }, { kind: "listing", listing: austin }, false],
    ["listing, feature", { kind: "listing", listing: { id: 1 }, question: { feature: "pool" } }, { kind: "listing", listing: austin }, false],
    ["listing, not found", { kind: "listing", listing: { address: "1 Nowhere Rd" } }, { kind: "listing", listing: null }, true],
    ["compare", { kind: "compare", listings: [{ id: 1 }, { id: 2 }], aspect: "bedrooms" }, { kind: "compare", listings: [austin, elm], missing: [] }, false],
    ["coverage", { kind: "coverage" }, { kind: "coverage", cities: [{ city: "Austin", total: 4 }] }, false],
    ["greeting", { kind: "greeting" }, none, false],
    ["thanks", { kind: "thanks" }, none, false],
    ["goodbye", { kind: "goodbye" }, none, false],
    ["human", { kind: "human" }, { kind: "human" }, false],
    ["viewing", { kind: "viewing", listing: { id: 1 } }, { kind: "listing", listing: austin }, false],
    ["lead", { kind: "lead", phone: "555 0100", name: "Sam" }, { kind: "lead", recorded: true }, false],
    ["lead, not recorded", { kind: "lead", phone: "555 0100" }, { kind: "lead", recorded: false }, true],
    ["offtopic", { kind: "offtopic" }, none, true],
    ["unknown", { kind: "unknown" }, none, true],
    ["beyond the data", { kind: "beyond" }, none, true],
    ["files", { kind: "unknown" }, { kind: "files", files: ["Audio"] }, true],
  ];
  for (const language of LANGUAGES) {
    it.each(cases)(`${language}: %s`, (_name, intent, result, noAnswer) => {
      const answer = compose(intent, result, language);
      expect(answer.noAnswer).toBe(noAnswer);
      expect(answer.language).toBe(language);
      clean(answer.text);
      expect(detect(answer.text)).toBe(CODES[language]);
    });
  }
});

describe("picking among earlier results", () => {
  it("says the homes were picked among those shown", () => {
    const intent: Intent = { kind: "search", filters: { ids: [1, 2], features: ["garage"] }, fromResults: true, limit: 3 };
    expect(compose(intent, { kind: "search", total: 1, listings: [austin] }).text.split("\n")[0]).toBe(
      "I found one home among those I showed you with a garage:",
    );
    expect(compose(intent, { kind: "search", total: 1, listings: [austin] }, "Spanish").text.split("\n")[0]).toBe(
      "Encontré una vivienda de las que te mostré con garaje:",
    );
    const cheapest: Intent = { kind: "search", filters: { ids: [1, 2] }, sort: { field: "price", direction: "asc" }, fromResults: true, limit: 1 };
    expect(compose(cheapest, { kind: "search", total: 2, listings: [elm] }, "French").text.split("\n")[0]).toBe(
      "Le bien le moins cher parmi ceux que je vous ai montrés est :",
    );
  });
});

describe("agreement", () => {
  it("agrees qualifiers with the noun in Spanish and French", () => {
    const sold: Intent = { kind: "count", filters: { city: "Austin", kinds: ["apartment"], availability: "sold" } };
    expect(compose(sold, { kind: "count", total: 2 }, "Spanish").text).toBe("Hay 2 pisos ya vendidos en Austin. ¿Quieres verlos?");
    expect(compose(sold, { kind: "count", total: 0 }, "Spanish").text).toBe("No encontré pisos ya vendidos en Austin.");
    expect(compose(sold, { kind: "count", total: 0 }, "French").text).toBe("Je n'ai pas trouvé d'appartements déjà vendus à Austin.");
    const houses: Intent = { kind: "count", filters: { kinds: ["house"], availability: "sold" } };
    expect(compose(houses, { kind: "count", total: 1 }, "French").text).toBe("Il y a une maison déjà vendue. Voulez-vous la voir ?");
  });
});

describe("several questions of one listing, and facts derived from it", () => {
  it("answers each question in the order asked, unanswered only when none was", () => {
    const intent: Intent = { kind: "listing", listing: { id: 1 }, question: { field: "price" }, also: [{ field: "lotArea" }, { field: "bathrooms" }] };
    const answer = compose(intent, { kind: "listing", listing: listing({ lotArea: 8000 }) });
    expect(answer.text.split("\n")).toEqual([
      "4100 Congress Ave, Austin is listed at $450,000.",
      "The lot at 4100 Congress Ave, Austin is 8,000 sq ft.",
      "4100 Congress Ave, Austin has 2 bathrooms.",
    ]);
    expect(answer.noAnswer).toBe(false);
    const none = compose({ ...intent, also: [{ field: "lotArea" }] }, { kind: "listing", listing: listing({ price: 0, lotArea: 0 }) });
    expect(none.noAnswer).toBe(true);
  });

  it("tells a big lot in acres or hectares beside the listing's unit, and a small one as it is", () => {
    const lot = (lotArea: number, areaUnit: string, language: "English" | "Spanish" | "French" = "English") =>
      compose({ kind: "listing", listing: { id: 1 }, question: { field: "lotArea" } }, { kind: "listing", listing: listing({ lotArea, areaUnit }) }, language)
        .text;
    expect(lot(104_544, "Square Feet")).toBe("The lot at 4100 Congress Ave, Austin is 104,544 sq ft (2.4 acres).");
    expect(lot(8000, "Square Feet")).toBe("The lot at 4100 Congress Ave, Austin is 8,000 sq ft.");
    expect(lot(12_000, "Square Meters", "Spanish")).toBe("El terreno de 4100 Congress Ave, Austin tiene 12.000 m² (1,2 ha).");
    expect(lot(720, "Square Meters", "French")).toBe("4100 Congress Ave, Austin : terrain de 720 m².");
  });

  it("gives an area in the unit system asked too, beside the listing's", () => {
    const asked = (question: ListingQuestion, fields: Partial<ConciergeListing>, language: "English" | "Spanish" | "French" = "English") =>
      compose({ kind: "listing", listing: { id: 1 }, question }, { kind: "listing", listing: listing(fields) }, language).text;
    expect(asked({ field: "lotArea", unit: "metric" }, { lotArea: 104_544 }, "Spanish")).toBe(
      "El terreno de 4100 Congress Ave, Austin tiene 104.544 pies² (2,4 acres) (9712 m²).",
    );
    expect(asked({ field: "area", unit: "imperial" }, { buildingArea: 62, areaUnit: "Square Meters" }, "French")).toMatch(
      /62 m² \(667 pi²\)|62 m² \(667 pieds²\)|62 m² \(667 sq ft\)/,
    );
    expect(asked({ field: "area", unit: "imperial" }, { buildingArea: 1500 })).toBe("4100 Congress Ave, Austin has 1,500 sq ft of living space.");
  });

  it("gives the price per unit of area from the price and the living area, in the listing's unit", () => {
    const perFoot = compose({ kind: "listing", listing: { id: 1 }, question: { field: "pricePerArea" } }, { kind: "listing", listing: austin });
    expect(perFoot.text).toBe("4100 Congress Ave, Austin comes to $214.29/sq ft: $450,000 for 2,100 sq ft.");
    const madrid = listing({ price: 300_000, currencySymbol: "€", buildingArea: 100, areaUnit: "Square Meters", city: "Madrid", address: "Calle Mayor 1" });
    const perMetre = compose({ kind: "listing", listing: { id: 1 }, question: { field: "pricePerArea" } }, { kind: "listing", listing: madrid }, "Spanish");
    expect(perMetre.text).toContain("3000 €/m²");
    expect(perMetre.text).toContain("300.000 €");
    const unknown = compose(
      { kind: "listing", listing: { id: 1 }, question: { field: "pricePerArea" } },
      { kind: "listing", listing: listing({ buildingArea: 0 }) },
    );
    expect(unknown.noAnswer).toBe(true);
  });
});

describe("how many, and the best of them, asked together (issue 41)", () => {
  // "How many rentals in Boise, and which is the cheapest?": both parts answered, in the visitor's language.
  const cheapest = listing({ id: 3, price: 1875, saleType: "for_rent" });
  const intent: Intent = { kind: "search", filters: { saleType: "for_rent" }, sort: { field: "price", direction: "asc" }, limit: 1, counted: true };
  it.each([
    ["English", /^There are 2 .*\. The cheapest/u],
    ["Spanish", /^Hay 2 .*\. La .*más barata/u],
    ["French", /^Il y a 2 .*\. L[ae] .*moins cher/u],
  ] as const)("%s", (language, expected) => {
    const answer = composeAnswer({ intent, result: { kind: "search", total: 2, listings: [cheapest] }, language, settings });
    expect(answer.text).toMatch(expected);
    expect(answer.listingIds).toEqual([3]);
  });
  it("says no count twice when several are shown", () => {
    const two = composeAnswer({
      intent: { ...intent, limit: 2 },
      result: { kind: "search", total: 5, listings: [cheapest, listing({ id: 4, price: 1900, saleType: "for_rent" })] },
      language: "English",
      settings,
    });
    expect(two.text).not.toMatch(/There are/u);
    expect(two.text).toMatch(/5 /u);
  });
});
