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

describe("'the last' is still a place in a list shown", () => {
  const shown: ConversationState = { criteria: { filters: { city: "Lyon" } }, results: [7, 8, 9], focus: [], language: "French" };
  it.each([
    ["et la dernière annonce ?", 9],
    ["y el último?", 9],
    ["tell me about the last one", 9],
  ] as const)("%s", (message, id) => expect(read(message, shown)).toMatchObject({ kind: "listing", listing: { id } } satisfies Partial<Intent>));
});
