import { describe, expect, it } from "vitest";
import { understand } from "@/lib/ai/concierge/parse";
import { EMPTY_STATE, type Intent, type SearchFilters } from "@/lib/ai/concierge/types";

// Classes of mistake seen on held-out set G, each tested with sentences of its own: a state or region
// after the city read as a place of its own, a kind "that doesn't count" read as wanted (and as a
// count), a feature the visitor hates read as wanted, Spanish "tierra" unread, and floors named by
// their wood not read as hardwood, and Spanish "nada de" not read as a negation. (Minidepartamentos and "No central AC" are the database's:
// tests/db/concierge-search.test.ts.)

const cities = ["Tacoma", "Omaha", "Bilbao", "Lyon", "Cusco"];
const intent = (message: string): Intent => understand(message, EMPTY_STATE, { cities }).intent;
const filters = (message: string): SearchFilters | undefined => {
  const read = intent(message);
  return read.kind === "search" || read.kind === "count" ? read.filters : undefined;
};

describe("a state, province or region after the city only says which city is meant", () => {
  it.each([
    ["houses in Tacoma, Washington state", "Tacoma"],
    ["¿cuántas casas tienen en Omaha, Nebraska?", "Omaha"],
    ["des maisons à Omaha dans le Nebraska ?", "Omaha"],
    ["pisos en Bilbao, País Vasco", "Bilbao"],
  ])("%s", (message, city) => {
    expect(filters(message)?.city).toBe(city);
    expect(filters(message)?.place).toBeUndefined();
  });
});

describe("a kind the visitor says does not count is left out", () => {
  it.each([
    ["the cheapest listing in Omaha, condos don't count", "condo"],
    ["lo más barato en Bilbao, los terrenos no cuentan", "land"],
    ["le bien le moins cher à Lyon, les terrains ne comptent pas", "land"],
    ["something in Tacoma to buy, mobile homes are out", "mobile_home"],
  ])("%s", (message, kind) => {
    expect(filters(message)?.excludedKinds).toEqual([kind]);
    expect(filters(message)?.kinds ?? []).not.toContain(kind);
  });
  it('asks for no number when only "doesn\'t count" says count', () => {
    expect(intent("cheapest house in Omaha? townhouses don't count").kind).toBe("search");
    expect(intent("how many homes in Omaha? land doesn't count").kind).toBe("count");
  });
});

describe("a feature the visitor hates or fears is unwanted", () => {
  it.each([
    ["a rental in Tacoma without a pool, I really hate pools", "pool"],
    ["piso en Bilbao, nada de chimenea, me dan miedo las chimeneas", "fireplace"],
    ["un appartement à Lyon sans ascenseur, les ascenseurs me font peur", "elevator"],
    ["I can't stand elevators, any condo in Omaha?", "elevator"],
  ])("%s", (message, feature) => {
    expect(filters(message)?.excludedFeatures).toEqual([feature]);
    expect(filters(message)?.features ?? []).not.toContain(feature);
  });
  it("still wants a feature asked for outright", () => {
    expect(filters("a house in Omaha with a pool, the kids love pools")?.features).toEqual(["pool"]);
  });
});

describe('"tierra" is land in Spanish', () => {
  it("reads tierras for sale as land", () => {
    expect(filters("¿venden tierras cerca de Cusco?")?.kinds).toEqual(["land"]);
  });
  it('reads "con tierra" as land a home comes with', () => {
    expect(filters("una hacienda con tierra para vacas en Cusco")?.kinds).toEqual(["farm"]);
  });
});

describe("floors named by their wood are hardwood", () => {
  it.each([
    "a house in Omaha with maple floors",
    "casa en Bilbao con suelos de roble",
    "un appartement à Lyon avec parquet point de Hongrie",
    "condo in Tacoma with original oak floors",
  ])("%s", (message) => {
    expect(filters(message)?.features).toEqual(["hardwood"]);
  });
});
