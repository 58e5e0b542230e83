import { describe, expect, it } from "vitest";
import { understand } from "@/lib/ai/concierge/parse";
import { EMPTY_STATE, type SearchFilters } from "@/lib/ai/concierge/types";

// Words around a request (politeness, urgency, time, insistence) in English, Spanish and French are
// never taken for a place or a text the listings must mention.

const cities = ["Tampa", "Sevilla", "Guadalajara", "Lyon", "Bordeaux"];
const filtersOf = (message: string) => {
  const intent = understand(message, EMPTY_STATE, { cities }).intent;
  return intent.kind === "search" || intent.kind === "count" ? intent.filters : undefined;
};

describe("filler words are never a text to search for", () => {
  it.each([
    ["condos in Tampa immediately", { city: "Tampa", kinds: ["condo"] }],
    ["I definitely need a townhouse in Tampa, thx", { city: "Tampa", kinds: ["townhouse"] }],
    ["rentals in Tampa at the moment, it has to have a garage", { city: "Tampa", saleType: "for_rent", features: ["garage"] }],
    ["departamentos en Guadalajara, urgente por favor", { city: "Guadalajara", kinds: ["apartment"] }],
    ["pisos en Sevilla ya mismo", { city: "Sevilla", kinds: ["apartment"] }],
    ["necesito casa en Guadalajara hoy, es imprescindible que tenga jardín", { city: "Guadalajara", kinds: ["house"], features: ["garden"] }],
    ["un appartement à Bordeaux au plus vite stp", { city: "Bordeaux", kinds: ["apartment"] }],
    ["maisons à Lyon en ce moment, merci", { city: "Lyon", kinds: ["house"] }],
    ["il faut impérativement un condo à Bordeaux avec piscine", { city: "Bordeaux", kinds: ["condo"], features: ["pool"] }],
  ] as [string, Partial<SearchFilters>][])("%s", (message, expected) => {
    const found = filtersOf(message);
    expect(found).toMatchObject(expected);
    expect(found?.text).toBeUndefined();
  });

  it.each([
    ["we're moving to Tampa next spring, any townhouses?", { city: "Tampa", kinds: ["townhouse"] }],
    ["my husband got transferred to Tampa in August, need a rental", { city: "Tampa", saleType: "for_rent" }],
    ["nos trasladan a Sevilla en septiembre, buscamos piso", { city: "Sevilla", kinds: ["apartment"] }],
    ["me mudo a Guadalajara a finales de año con mi familia, casas?", { city: "Guadalajara", kinds: ["house"] }],
    ["mutation à Lyon en janvier, je cherche un appartement", { city: "Lyon", kinds: ["apartment"] }],
    ["on s'installe à Bordeaux cet hiver avec les enfants, une maison ?", { city: "Bordeaux", kinds: ["house"] }],
  ] as [string, Partial<SearchFilters>][])("when and why a visitor moves: %s", (message, expected) => {
    const found = filtersOf(message);
    expect(found).toMatchObject(expected);
    expect(found?.text).toBeUndefined();
  });

  it.each([
    ["we have a dog and two kids, any townhouses in Tampa?", { city: "Tampa", kinds: ["townhouse"], features: ["pet_friendly"] }],
    ["tengo un gato, busco piso en Sevilla", { city: "Sevilla", kinds: ["apartment"], features: ["pet_friendly"] }],
    ["avec mon chiot, un logement à louer à Lyon ?", { city: "Lyon", saleType: "for_rent", features: ["pet_friendly"] }],
  ] as [string, Partial<SearchFilters>][])("a pet the visitor has asks for homes that take pets: %s", (message, expected) => {
    expect(filtersOf(message)).toMatchObject(expected);
  });

  it.each([
    ["condos por acá", { kinds: ["condo"] }],
    ["des condos dans le coin de Lyon", { city: "Lyon", kinds: ["condo"] }],
    ["apartments in the Tampa area", { city: "Tampa", kinds: ["apartment"] }],
  ] as [string, Partial<SearchFilters>][])("words for 'around here': %s", (message, expected) => {
    const found = filtersOf(message);
    expect(found).toMatchObject(expected);
    expect(found?.text).toBeUndefined();
  });

  it.each([
    ["maisons dans la région de Beaujolais", "beaujolais"],
    ["pisos en los alrededores de Triana", "triana"],
    ["homes on the outskirts of Brandon", "brandon"],
  ])("the place after a wider area's noun is still read: %s", (message, place) => expect(filtersOf(message)?.place).toEqual(place));

  it("a neighbourhood after the city is still read", () => {
    expect(filtersOf("homes in Tampa near Seminole Heights")?.place).toEqual("seminole heights");
  });
});
