import { describe, expect, it } from "vitest";
import { understand } from "@/lib/ai/concierge/parse";
import { EMPTY_STATE, type SearchFilters } from "@/lib/ai/concierge/types";

// A kind word is a kind sought only when it names what the visitor wants: the house one means to
// build on a plot, "to house" as a verb, are no second kind; "duplex or triplex" is one kind.

const cities = ["Tulsa", "Lyon", "Valencia", "Omaha"];
const filters = (message: string): SearchFilters | undefined => {
  const intent = understand(message, EMPTY_STATE, { cities }).intent;
  return intent.kind === "search" || intent.kind === "count" ? intent.filters : undefined;
};

describe("a kind that is the object of another verb", () => {
  it.each([
    ["any land in Tulsa where I could build my own house?", ["land"]],
    ["a plot in Omaha to build a cabin on", ["land"]],
    ["¿hay parcelas en Valencia? queremos construir nuestra casa", ["land"]],
    ["terrenos en Valencia para edificar un chalet", ["land"]],
    ["un terrain à Lyon pour faire construire notre maison", ["land"]],
    ["je cherche un terrain à bâtir à Lyon, pour construire ma future maison", ["land"]],
  ])("%s", (message, kinds) => {
    expect(filters(message)?.kinds).toEqual(kinds);
  });

  it("reads a kind used as a verb as no kind", () => {
    expect(filters("triplex in Omaha or Tulsa to house my extended family")?.kinds).toEqual(["multi_family"]);
  });

  it("reads regional words for two homes under one roof as multi-family", () => {
    expect(filters("any double shotgun for sale in Tulsa?")?.kinds).toEqual(["multi_family"]);
    expect(filters("a two-family home or a triplex in Omaha")?.kinds).toEqual(["multi_family"]);
    expect(filters("a shotgun house in Tulsa")?.kinds).toEqual(["house"]);
  });

  it("keeps every kind sought", () => {
    expect(filters("a fourplex or a duplex in Tulsa")?.kinds).toEqual(["multi_family"]);
    expect(filters("a house or a condo in Omaha")?.kinds).toEqual(["house", "condo"]);
    expect(filters("quiero una casa con jardín en Valencia")?.kinds).toEqual(["house"]);
    expect(filters("I want to buy a townhouse in Tulsa")?.kinds).toEqual(["townhouse"]);
  });
});
