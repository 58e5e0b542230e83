import { describe, expect, it } from "vitest";
import { understand } from "@/lib/ai/concierge/parse";
import { type ConversationState, EMPTY_STATE, type Intent, type ListingSort } from "@/lib/ai/concierge/types";

// Sort words for every field and direction in English, Spanish and French, with gendered and
// plural forms and the noun a superlative is about ("the biggest parcel", "l'annonce la plus ancienne").

const cities = ["Tampa", "Sevilla", "Guadalajara", "Lyon", "Bordeaux"];
const read = (message: string, state: ConversationState = EMPTY_STATE) => understand(message, state, { cities }).intent;
const sortOf = (message: string): ListingSort | undefined => {
  const intent = read(message);
  return intent.kind === "search" ? intent.sort : undefined;
};

function sorts(name: string, cases: [string, ListingSort["field"], ListingSort["direction"]][]) {
  describe(name, () => {
    it.each(cases)("%s", (message, field, direction) => expect(sortOf(message)).toEqual({ field, direction }));
  });
}

sorts("newest and oldest listed", [
  ["the freshest listing in Tampa", "daysOnMarket", "asc"],
  ["which condo in Tampa was posted most recently", "daysOnMarket", "asc"],
  ["los avisos más nuevos en Sevilla", "daysOnMarket", "asc"],
  ["la última vivienda publicada en Sevilla", "daysOnMarket", "asc"],
  ["el último aviso de Guadalajara", "daysOnMarket", "asc"],
  ["la dernière maison mise en ligne à Lyon", "daysOnMarket", "asc"],
  ["les annonces les plus anciennes à Bordeaux", "daysOnMarket", "desc"],
  ["which Tampa condo has been listed the longest", "daysOnMarket", "desc"],
  ["el piso que lleva más tiempo a la venta en Sevilla", "daysOnMarket", "desc"],
]);

sorts("newest and oldest built", [
  ["the earliest built home in Tampa", "yearBuilt", "asc"],
  ["the newest build in Tampa", "yearBuilt", "desc"],
  ["el edificio más viejo de Sevilla", "yearBuilt", "asc"],
  ["la vivienda construida más recientemente en Sevilla", "yearBuilt", "desc"],
  ["le plus vieil appartement de Lyon", "yearBuilt", "asc"],
  ["les plus vieilles maisons de Lyon", "yearBuilt", "asc"],
  ["le bâtiment le plus récent à Lyon", "yearBuilt", "desc"],
]);

sorts("lot size, bathrooms, size", [
  ["the biggest parcel in Tampa", "lotArea", "desc"],
  ["the smallest plot in Tampa", "lotArea", "asc"],
  ["el lote más chico de Guadalajara", "lotArea", "asc"],
  ["la parcelle la plus petite à Lyon", "lotArea", "asc"],
  ["le terrain le plus vaste à Bordeaux", "lotArea", "desc"],
  ["fewest baths in Tampa", "bathrooms", "asc"],
  ["la casa con menos baños en Guadalajara", "bathrooms", "asc"],
  ["le condo avec le moins de salles d'eau à Bordeaux", "bathrooms", "asc"],
  ["las casas más chicas de Guadalajara", "area", "asc"],
]);

sorts("parking, HOA, price per area, and the least time on the market", [
  ["the townhome with the fewest parking spaces in Tampa", "parkingSpots", "asc"],
  ["la vivienda con menos cocheras en Guadalajara", "parkingSpots", "asc"],
  ["l'appartement avec le moins de places de parking à Lyon", "parkingSpots", "asc"],
  ["el departamento con las expensas más bajas en Guadalajara", "hoa", "asc"],
  ["le condo avec les frais de copropriété les plus élevés à Bordeaux", "hoa", "desc"],
  ["la vivienda más barata por metro cuadrado en Sevilla", "pricePerArea", "asc"],
  ["l'appartement le plus cher au mètre carré à Lyon", "pricePerArea", "desc"],
  ["the listing with the fewest days on market in Tampa", "daysOnMarket", "asc"],
  ["la casa que lleva menos tiempo a la venta en Guadalajara", "daysOnMarket", "asc"],
]);

// "Celle qui est…" is a relative "which is", not the "who is" of a question off topic.
sorts("a French relative 'qui est' before a superlative", [
  ["celle qui est en ligne depuis le moins longtemps à Bordeaux", "daysOnMarket", "asc"],
  ["celui qui est le plus spacieux à Lyon", "area", "desc"],
]);

sorts("an order asked outright, by any field, either way", [
  ["condos in Tampa sorted by lot size", "lotArea", "desc"],
  ["Tampa townhomes ordered by number of baths", "bathrooms", "desc"],
  ["Tampa rentals by size, smallest first", "area", "asc"],
  ["Tampa homes sorted by price, descending", "price", "desc"],
  ["viviendas en Sevilla ordenadas por superficie del terreno", "lotArea", "desc"],
  ["pisos en Sevilla ordenados por número de baños", "bathrooms", "desc"],
  ["pisos en Sevilla ordenados por precio de mayor a menor", "price", "desc"],
  ["maisons à Lyon triées par surface du terrain", "lotArea", "desc"],
  ["appartements à Bordeaux par nombre de salles de bains", "bathrooms", "desc"],
  ["condos à Bordeaux triés par prix, ordre décroissant", "price", "desc"],
]);

sorts("a plain adjective next to what it describes asks for an order", [
  ["tiny condos in Tampa", "area", "asc"],
  ["viviendas chicas en Guadalajara", "area", "asc"],
  ["un petit studio à Lyon", "area", "asc"],
  ["upscale condos in Tampa", "price", "desc"],
  ["departamentos lujosos en Guadalajara", "price", "desc"],
  ["appartements luxueux à Bordeaux", "price", "desc"],
  ["historic homes in Tampa", "yearBuilt", "asc"],
  ["pisos viejos en Sevilla", "yearBuilt", "asc"],
  ["un vieil immeuble à Lyon", "yearBuilt", "asc"],
  ["recent rentals in Tampa", "daysOnMarket", "asc"],
  ["propiedades recientes en Sevilla", "daysOnMarket", "asc"],
]);

describe("an adjective about something else asks for no order", () => {
  it.each([
    "I have a small dog, any condos in Tampa?",
    "tengo un perro pequeño, ¿hay pisos en Sevilla?",
    "we have a large family and a huge cat, rentals in Tampa?",
    "mi perro es grande, ¿qué alquileres hay en Guadalajara?",
    "j'ai un grand chien, des locations à Lyon ?",
    "my budget is 450k, condos in Tampa",
    "presupuesto 200 mil, casas en Guadalajara",
  ])("%s", (message) => expect(sortOf(message)).toBeUndefined());
  it("how old the listing in focus is, is a question about it", () => {
    const focused: ConversationState = { results: [5], focus: [5], language: "English" };
    expect(read("how old is the house?", focused)).toEqual({ kind: "listing", listing: { id: 5 }, question: { field: "yearBuilt" } });
  });
});

describe("'the last' is still a place in a list shown", () => {
  const shown: ConversationState = { criteria: { filters: { city: "Lyon" } }, results: [7, 8, 9], focus: [], language: "French" };
  it.each([
    ["et la dernière annonce ?", 9],
    ["y el último?", 9],
    ["tell me about the last one", 9],
  ] as const)("%s", (message, id) => expect(read(message, shown)).toMatchObject({ kind: "listing", listing: { id } } satisfies Partial<Intent>));
});
