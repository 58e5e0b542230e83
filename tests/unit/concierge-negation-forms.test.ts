import { describe, expect, it } from "vitest";
import { understand } from "@/lib/ai/concierge/parse";
import { EMPTY_STATE, type SearchFilters } from "@/lib/ai/concierge/types";

// A feature asked away in every grammatical shape: Spanish subjunctives ("que no esté", "que no
// venga", "que no tenga"), French "n'est pas", "ne soit pas", "pas", "non", English "not",
// "doesn't come", "un-", and furniture named on its own.

const cities = ["Valencia", "Lyon", "Omaha"];
const filters = (message: string): SearchFilters | undefined => {
  const intent = understand(message, EMPTY_STATE, { cities }).intent;
  return intent.kind === "search" || intent.kind === "count" ? intent.filters : undefined;
};

describe("a home that is not furnished", () => {
  it.each([
    "busco un piso en Valencia que no esté amueblado",
    "alquileres en Valencia que no estén amueblados",
    "en Valencia, algo que no venga amueblado",
    "un piso en Valencia que no tenga muebles",
    "un alquiler en Valencia que no sea amueblado",
    "piso sin amueblar en Valencia",
    "un T2 à Lyon qui n'est pas meublé",
    "je cherche à Lyon un logement qui ne soit pas meublé",
    "studio non meublé à Lyon",
    "appartement pas meublé à Lyon",
    "a rental in Omaha that doesn't come furnished",
    "Omaha apartment, not furnished",
    "unfurnished homes in Omaha",
    "Omaha rental with no furniture",
  ])("%s", (message) => {
    const read = filters(message);
    expect(read?.excludedFeatures).toEqual(["furnished"]);
    expect(read?.features ?? []).not.toContain("furnished");
  });

  it("still reads a furnished home as wanted", () => {
    expect(filters("un piso amueblado en Valencia")?.features).toEqual(["furnished"]);
    expect(filters("un logement meublé à Lyon")?.features).toEqual(["furnished"]);
  });

  it("reads furniture named on its own as asked away only when negated", () => {
    const read = filters("an Omaha rental, unfurnished please, we'll bring our own furniture");
    expect(read?.excludedFeatures).toEqual(["furnished"]);
    expect(read?.features).toBeUndefined();
    expect(filters("a rental in Omaha, we have our own furniture")).toEqual({ city: "Omaha", saleType: "for_rent" });
  });

  it("reads other features asked away with the same verbs", () => {
    expect(filters("una casa en Valencia que no esté en planta baja")?.excludedFeatures).toEqual(["single_storey"]);
    expect(filters("une maison à Lyon qui n'est pas mitoyenne")).toMatchObject({ excludedKinds: ["townhouse"] });
  });
});
