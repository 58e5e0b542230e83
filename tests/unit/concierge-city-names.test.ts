import { describe, expect, it } from "vitest";
import { cityAliases } from "@/lib/ai/concierge/city-aliases";
import { understand } from "@/lib/ai/concierge/parse";
import { EMPTY_STATE, type SearchFilters } from "@/lib/ai/concierge/types";

// A city is found by the name the visitor's language gives it (an exonym), whichever name the
// owner stored, and a common word that some city is also called never becomes that city.

const cities = ["Firenze", "München", "Den Haag", "Sevilla", "Genève", "Bordeaux"];
const filtersOf = (message: string): SearchFilters | undefined => {
  const { intent } = understand(message, EMPTY_STATE, { cities });
  return "filters" in intent ? intent.filters : undefined;
};

describe("a city named in the visitor's language", () => {
  it.each([
    ["apartments in Florence", "Firenze"],
    ["pisos en Florencia", "Firenze"],
    ["maisons à Munich", "München"],
    ["houses for rent in The Hague", "Den Haag"],
    ["appartements à Séville", "Sevilla"],
    ["casas en venta en Ginebra", "Genève"],
    ["algo en alquiler en Burdeos?", "Bordeaux"],
  ])("%s", (message, city) => expect(filtersOf(message)?.city).toBe(city));
});

describe("words that are not a city's other name", () => {
  it.each(["sea", "playa", "colonia", "rio", "sd"])("%s", (word) => {
    for (const city of ["Seattle", "Playa del Carmen", "Köln", "Rio de Janeiro", "San Diego"]) expect(cityAliases(city)).not.toContain(word);
  });
});
