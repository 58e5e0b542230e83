import { describe, expect, it } from "vitest";
import { understand } from "@/lib/ai/concierge/parse";
import { EMPTY_STATE, type ConversationState, type Intent, type ListingFilters } from "@/lib/ai/concierge/types";

// Spanish as visitors from Spain, Mexico, Argentina and Colombia write it: the classes of
// wording the concierge must read (other names of a city, regional words, negations, status
// questions), each with wording that differs from the eval's questions.

const cities = ["Ciudad de México", "Buenos Aires", "Bogotá", "Madrid", "Nueva York", "Montréal"];
const read = (message: string, state: ConversationState = EMPTY_STATE) => understand(message, state, { cities });
const filtersOf = (intent: Intent): ListingFilters | undefined => ("filters" in intent ? intent.filters : undefined);

function table(name: string, cases: [string, Partial<ListingFilters>][]) {
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
  it.each(["lofts en Madrid", "duplex en venta en Bogotá", "penthouses en renta en cdmx", "condos en Buenos Aires", "villas con piscina", "studios en alquiler"])("%s", (message) => {
    expect(read(message).language).toBe("Spanish");
  });
  it.each([["maisons à Montréal", "French"], ["condos in Madrid", "English"]] as const)("%s", (message, language) => {
    expect(read(message).language).toBe(language);
  });
});
