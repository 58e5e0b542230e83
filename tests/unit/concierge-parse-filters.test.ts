import { describe, expect, it } from "vitest";
import { understand } from "@/lib/ai/concierge/parse";
import { EMPTY_STATE, type SearchFilters } from "@/lib/ai/concierge/types";

// Classes of filters: spelt amounts, currencies by code and name, "coming soon" listings, and
// verbs that join a feature to the homes ("come with", "include", "incluye", "offrent").

const cities = ["Austin", "Denver", "Málaga", "Lyon", "Toronto", "Ciudad de México"];
const filters = (message: string): SearchFilters | undefined => {
  const intent = understand(message, EMPTY_STATE, { cities }).intent;
  return intent.kind === "search" || intent.kind === "count" ? intent.filters : undefined;
};

describe("amounts spelt with words", () => {
  it.each([
    ["houses above one million in Denver", { min: 1_000_000 }],
    ["condos below half a million in Austin", { max: 500_000 }],
    ["pisos por menos de medio millón en Málaga", { max: 500_000 }],
    ["maisons de plus d'un million à Lyon", { min: 1_000_000 }],
    ["homes under three million in Toronto", { max: 3_000_000 }],
    // Numbers spelt in full, and ranges whose scale is said once, at the end, as when written in digits.
    ["houses in Austin for four hundred and fifty thousand or less", { max: 450_000 }],
    ["condos in Denver under two and a half million", { max: 2_500_000 }],
    ["rentals in Austin under twenty-five hundred a month", { max: 2_500 }],
    ["casas en Málaga de trescientos cincuenta a cuatrocientos mil euros", { min: 350_000, max: 400_000 }],
    ["pisos en Málaga por menos de mil quinientos euros al mes", { max: 1_500 }],
    ["un chalet en Málaga por dos millones y medio como máximo", { max: 2_500_000 }],
    ["maisons à Lyon entre quatre cent cinquante et six cent mille euros", { min: 450_000, max: 600_000 }],
    ["appartements à Lyon à moins de quatre-vingt-dix-sept mille euros", { max: 97_000 }],
    ["un appartement à Lyon pour un million deux cent mille euros au plus", { max: 1_200_000 }],
  ])("%s", (message, price) => expect(filters(message)?.price).toEqual(price));
});

describe("words that only look like numbers stay words", () => {
  it.each([
    ["once we sell our house we want a condo in Austin", undefined],
    ["un appartement neuf à Lyon", undefined],
    ["mil gracias, pisos en Málaga", undefined],
  ])("%s", (message, price) => expect(filters(message)?.price).toEqual(price));
});

describe("currencies by code and name", () => {
  it.each([
    ["apartments in Toronto for less than 2000 cad a month", "CAD"],
    ["condos in Toronto under 600k canadian dollars", "CAD"],
    ["appartements à Lyon à moins de 1500 CHF", "CHF"],
    ["casas en Málaga por menos de 300.000 euros", "€"],
  ])("%s → %s", (message, currency) => expect(filters(message)?.currency).toBe(currency));
});

describe("listings about to come on the market", () => {
  it.each(["upcoming listings in Denver", "what's coming up soon in Austin?", "casas que salen próximamente en Málaga", "maisons bientôt en vente à Lyon"])(
    "%s",
    (message) => expect(filters(message)?.availability).toBe("coming_soon"),
  );
});

describe("verbs between the homes and the feature are not search words", () => {
  it.each([
    ["which houses in Denver include a fireplace", "fireplace"],
    ["condos in Austin that come with a gym", "gym"],
    ["pisos en Málaga que incluyen terraza", "terrace"],
    ["les appartements à Lyon qui offrent un balcon", "balcony"],
  ])("%s", (message, feature) => {
    const read = filters(message);
    expect(read?.features).toEqual([feature]);
    expect(read?.text).toBeUndefined();
  });
});

describe("a qualifier before a feature is wanted too", () => {
  it.each([
    ["Denver homes featuring geothermal heating", ["heating"], ["geothermal"]],
    ["condos in Austin with a saltwater pool", ["pool"], ["saltwater"]],
    ["rentas que permitan mascotas en Denver", ["pet_friendly"], undefined],
    ["Austin houses with private pools", ["pool"], undefined],
  ])("%s", (message, features, text) => {
    const read = filters(message);
    expect(read?.features).toEqual(features);
    expect(read?.text).toEqual(text);
  });
});
