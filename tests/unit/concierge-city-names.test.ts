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

// A place that is none of the chatbot's cities is read after "in", "en", "à"…; from a visitor who capitalises
// names, only a word written as one ("en Lavapiés", "near the Coeurs-Vaillants school"), never the common word
// after a preposition ("entrada sin escalones", "sur les photos", "à ras de suelo").
describe("a place that is no city of the chatbot's", () => {
  it.each([
    ["Hola, busco piso en Lavapiés", "lavapies"],
    ["hola busco piso en lavapies", "lavapies"],
    ["2 bed condo in Mueller? Thanks. Budget 400k", "mueller"],
  ])("%s: read as a place", (message, place) => expect(filtersOf(message)?.place).toBe(place));
  it.each([
    "¿El piso tiene ascensor y entrada sin escalones? Mi padre va en silla de ruedas",
    "Y a-t-il un coffre-fort dans la maison ? Sur les photos on voit une porte blindée dans le dressing",
    "¿Hay barras de apoyo en el baño y plato de ducha a ras de suelo? Es para mi abuela que vive con nosotros",
    "Ma mère vient vivre avec nous. Il y a des barres d'appui dans la salle de bain ou on peut en faire poser ?",
    "L'appart est-il accessible PMR ? Douche à l'italienne ?",
  ])("%s: no place", (message) => expect(filtersOf(message)?.place).toBeUndefined());
});
