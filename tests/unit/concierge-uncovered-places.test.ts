import { describe, expect, it } from "vitest";
import { composeAnswer } from "@/lib/ai/concierge/compose";
import { understand } from "@/lib/ai/concierge/parse";
import { EMPTY_STATE, type Intent, type SearchFilters } from "@/lib/ai/concierge/types";

// A city the chatbot does not cover, named with several words and maybe a state code ("Santa Fe
// NM", "El Paso, TX", "St Louis"): the whole name is the place searched and said, never one of
// its words; the state code ends it.

const cities = ["Tulsa", "Omaha", "Lyon"];
const filters = (message: string): SearchFilters | undefined => {
  const intent = understand(message, EMPTY_STATE, { cities }).intent;
  return intent.kind === "search" || intent.kind === "count" ? intent.filters : undefined;
};

describe("a place of several words", () => {
  it.each([
    ["got anything in Santa Fe NM?", "santa fe"],
    ["condos in El Paso, TX under 300k", "el paso"],
    ["homes near Las Vegas NV with a pool", "las vegas"],
    ["3 bed houses in St Louis", "st louis"],
    ["rentals in Ft Myers FL", "ft myers"],
    ["any townhomes in Lake Oswego OR?", "lake oswego"],
    ["anything in Boise ID", "boise"],
  ])("%s", (message, place) => {
    const read = filters(message);
    expect(read?.place).toBe(place);
    expect(read?.city).toBeUndefined();
  });

  it("leaves a covered city with its state code a city", () => {
    expect(filters("homes in Tulsa OK")).toEqual({ city: "Tulsa" });
    expect(filters("houses in Omaha, NE under 400k")).toMatchObject({ city: "Omaha", price: { max: 400_000 } });
  });

  it("ends at a word joining another place", () => {
    expect(filters("houses in Boise or Denver")?.place).toBe("boise");
  });

  it("is said whole when nothing matches, with the cities covered", () => {
    const intent: Intent = { kind: "search", filters: { place: "santa fe" }, limit: 3 };
    const answer = composeAnswer({
      intent,
      result: { kind: "search", total: 0, listings: [], cities },
      language: "English",
      settings: { welcomeMessage: "", talkToHumanResponseMessage: "", cities },
    });
    expect(answer.text).toContain("in Santa Fe");
    expect(answer.text).toMatch(/couldn't find/);
    for (const city of cities) expect(answer.text).toContain(city);
  });
});
