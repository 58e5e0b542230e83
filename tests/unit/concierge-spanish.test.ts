import { describe, expect, it } from "vitest";
import { composeAnswer } from "@/lib/ai/concierge/compose";
import { understand } from "@/lib/ai/concierge/parse";
import { defaultSettings } from "@/lib/chatbots/defaults";
import { listingReply } from "@/lib/ai/concierge/answer-listing";
import { phrasesFor } from "@/lib/ai/concierge/phrases";
import { EMPTY_STATE, type ConciergeListing, type ConversationState, type Intent, type SearchFilters, type ListingQuestion } from "@/lib/ai/concierge/types";

// Spanish as visitors from Spain, Mexico, Argentina and Colombia write it: the classes of
// wording the concierge must read (other names of a city, regional words, negations, status
// questions), each with wording that differs from the eval's questions.

const cities = ["Ciudad de México", "Buenos Aires", "Bogotá", "Madrid", "Nueva York", "Montréal"];
const read = (message: string, state: ConversationState = EMPTY_STATE) => understand(message, state, { cities });
const filtersOf = (intent: Intent): SearchFilters | undefined => ("filters" in intent ? intent.filters : undefined);

function table(name: string, cases: [string, Partial<SearchFilters>][]) {
  describe(name, () => {
    it.each(cases)("%s", (message, filters) => expect(filtersOf(read(message).intent)).toMatchObject(filters));
  });
}

table("a city by another of its names", [
  ["deptos en la CDMX", { city: "Ciudad de México" }],
  ["casas en el D.F. con jardín", { city: "Ciudad de México" }],
  ["homes in Mexico City", { city: "Ciudad de México" }],
  ["cuántas casas hay en cdmx", { city: "Ciudad de México" }],
  ["departamentos en CABA", { city: "Buenos Aires" }],
  ["algo en capital federal", { city: "Buenos Aires" }],
  ["apartamentos en Bogota D.C.", { city: "Bogotá" }],
  ["condos in NYC", { city: "Nueva York" }],
  ["appartements à MTL", { city: "Montréal" }],
]);

describe("a short Spanish message with English or French-looking words is Spanish", () => {
  it.each([
    "lofts en Madrid",
    "duplex en venta en Bogotá",
    "penthouses en renta en cdmx",
    "condos en Buenos Aires",
    "villas con piscina",
    "studios en alquiler",
  ])("%s", (message) => {
    expect(read(message).language).toBe("Spanish");
  });
  it.each([
    ["maisons à Montréal", "French"],
    ["condos in Madrid", "English"],
  ] as const)("%s", (message, language) => {
    expect(read(message).language).toBe(language);
  });
});

table("rentals and sales in every region's words", [
  ["arriendos en Bogotá", { city: "Bogotá", saleType: "for_rent" }],
  ["¿cuántas rentas hay en cdmx?", { city: "Ciudad de México", saleType: "for_rent" }],
  ["deptos para alquilar en CABA", { city: "Buenos Aires", saleType: "for_rent" }],
  ["se arriendan aptos en Bogotá?", { city: "Bogotá", saleType: "for_rent" }],
]);

table("not sold, in every tense and gender", [
  ["casas en Madrid que todavía no se hayan vendido", { city: "Madrid", availability: "available" }],
  ["departamentos que aún no están vendidos", { availability: "available" }],
  ["pisos en venta que no esté vendido", { availability: "available" }],
  ["¿qué casas se han vendido en Bogotá?", { city: "Bogotá", availability: "sold" }],
  ["deptos ya vendidos en cdmx", { city: "Ciudad de México", availability: "sold" }],
]);

describe("a request for a person, in every region's words", () => {
  it.each([
    "¿me pasas con un asesor?",
    "comunícame con una asesora inmobiliaria",
    "quiero platicar con un agente de bienes raíces",
    "ponme en contacto con alguien de la agencia",
    "necesito un corredor inmobiliario",
    "me conectas con un ejecutivo de ventas?",
  ])("%s", (message) => {
    expect(read(message).intent).toEqual({ kind: "human" });
  });
});

describe("the handoff message the tool hands back, left at its default, is said in Spanish", () => {
  const defaults = defaultSettings();
  it.each([
    [defaults.TalkToHumanResponseMessage, "¡Gracias! Un agente se pondrá en contacto contigo en breve."],
    ["Te llama María.", "Te llama María."],
  ])("%s", (message, text) => {
    const settings = { welcomeMessage: defaults.WelcomeMessage, talkToHumanResponseMessage: defaults.TalkToHumanResponseMessage, cities: ["Madrid"] };
    expect(composeAnswer({ intent: { kind: "human" }, result: { kind: "human", message }, language: "Spanish", settings }).text).toBe(text);
  });
});

describe("questions about one listing, in every region's words", () => {
  const question = (message: string) => {
    const intent = read(message).intent;
    return intent.kind === "listing" ? intent.question : intent.kind;
  };
  it.each([
    ["¿sigue en venta el MAD101?", { field: "status" }],
    ["¿se puede alquilar todavía el MX200?", { field: "status" }],
    ["¿está libre el depa MX300?", { field: "status" }],
    ["¿cuánto son las expensas del BA100?", { field: "hoa" }],
    ["¿de cuánto es la cuota de administración del BG200?", { field: "hoa" }],
    ["¿cuánto se paga de comunidad en el MAD101?", { field: "hoa" }],
    ["dame información del MAD101", undefined],
    ["datos de MX200 por favor", undefined],
  ] as const)("%s", (message, expected) => expect(question(message)).toEqual(expected));
  it.each([
    "¿podemos ir a ver el departamento MX200 mañana?",
    "quiero conocer la casa de Calle Mayor 5",
    "me gustaría recorrer el depto BA100",
    "¿puedo pasar a ver el piso MAD101?",
  ])("%s is a visit", (message) => {
    expect(read(message).intent.kind).toBe("viewing");
  });
});

describe("a fact the owner keeps under a key of their own answers the question", () => {
  const home = {
    id: 1,
    mlsNumber: "BA1",
    url: "",
    saleType: "for_sale",
    status: "Active",
    propertyType: "Departamento",
    kind: "apartment",
    bedrooms: 2,
    bathrooms: 1,
    price: 150_000,
    currencySymbol: "US$",
    city: "Buenos Aires",
    state: "",
    address: "Av. Corrientes 1200",
    zip: "",
    location: "",
    buildingArea: 60,
    lotArea: 0,
    areaUnit: "Square Meters",
    yearBuilt: 1970,
    parkingSpots: 0,
    daysOnMarket: 3,
    tours: null,
    hoaMonth: 0,
    description: "Departamento luminoso.",
    photo: "",
    extension: [
      { Key: "Expensas", value: "45.000 ARS" },
      { Key: "Vigilancia", value: "Portero 24 h" },
      { Key: "Mascotas", value: "Solo gatos" },
    ],
  } as unknown as ConciergeListing;
  it.each([
    [{ field: "hoa" }, "45.000 ARS"],
    [{ feature: "security" }, "Portero 24 h"],
    [{ feature: "pet_friendly" }, "Solo gatos"],
  ] as [ListingQuestion, string][])("%j", (question, value) => {
    const reply = listingReply(phrasesFor("Spanish"), home, question);
    expect(reply.text).toContain(value);
    expect(reply.noAnswer).toBe(false);
  });
});

describe("'those' after a search are every listing it found, not only the few shown", () => {
  const after: ConversationState = { criteria: { filters: { city: "Madrid", saleType: "for_sale" } }, results: [1, 2, 3], focus: [], language: "Spanish" };
  it.each([
    ["¿y cuál sale más barata?", { city: "Madrid", saleType: "for_sale" }, { field: "price", direction: "asc" }],
    ["¿cuál es la de más habitaciones?", { city: "Madrid", saleType: "for_sale" }, { field: "bedrooms", direction: "desc" }],
    ["¿cuáles tienen terraza?", { city: "Madrid", saleType: "for_sale", features: ["terrace"] }, undefined],
    ["¿alguna de esas con garaje?", { city: "Madrid", saleType: "for_sale", features: ["garage"] }, undefined],
  ] as const)("%s", (message, filters, sort) => {
    const intent = read(message, after).intent;
    expect(intent.kind).toBe("search");
    expect(filtersOf(intent)).toEqual(filters);
    if (sort) expect("sort" in intent && intent.sort).toEqual(sort);
  });
});

describe("comparisons by address and in every region's words", () => {
  it.each([
    ["¿qué diferencias hay entre Calle Mayor 5 y Avenida Reforma 222?", 2],
    ["cuál me conviene, Calle Mayor 5 o Calle Serrano 40?", 2],
    ["la diferencia entre MX100 y MX200", 2],
  ] as const)("%s", (message, size) => {
    const intent = read(message).intent;
    expect(intent.kind).toBe("compare");
    expect("listings" in intent && intent.listings.length).toBe(size);
  });
  it.each(["lo último que entró en Bogotá", "novedades en cdmx", "¿qué es lo que acaba de salir en Madrid?", "recién listados en CABA"])(
    "%s is the most recently listed",
    (message) => {
      const intent = read(message).intent;
      expect("sort" in intent && intent.sort).toEqual({ field: "daysOnMarket", direction: "asc" });
    },
  );
});

describe("a home named by its street, without a street word", () => {
  it.each([
    ["¿cuántos baños tiene el piso de Gran Vía?", "Gran Vía"],
    ["¿la casa de Tres Marías 40 tiene jardín?", "Tres Marías 40"],
    ["precio del depa de la Reforma", "Reforma"],
    ["¿el chalet de Puerta de Hierro tiene piscina?", "Puerta de Hierro"],
  ])("%s", (message, address) => {
    const intent = read(message).intent;
    expect(intent.kind).toBe("listing");
    expect("listing" in intent && intent.listing).toEqual({ address });
  });
  it.each(["la casa de Madrid más barata", "busco una casa de Lujo", "casas de Bogotá con jardín"])("%s is no street", (message) => {
    expect(read(message).intent.kind).not.toBe("listing");
  });
});

describe("a carport is no garage", () => {
  it("is not one of the garage's words", async () => {
    const { featureWords } = await import("@/lib/ai/concierge/features");
    expect(featureWords("garage")).not.toContain("carport");
  });
});
