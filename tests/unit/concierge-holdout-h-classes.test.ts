import { describe, expect, it } from "vitest";
import { understand } from "@/lib/ai/concierge/parse";
import { EMPTY_STATE, type SearchFilters } from "@/lib/ai/concierge/types";

// Classes of mistake seen on held-out set H, each tested with sentences of its own: a sale type
// said away ("buying, not renting") read as neither, and a kind asked away carried on to the next
// only when nothing stood between them ("isn't a mobile home or plain land" wanted the land).
// (The language of "2 bed condo" is in concierge-reply-language.test.ts.)

const cities = ["Reno", "Tampa", "Málaga", "Nice"];
const filters = (message: string): SearchFilters | undefined => {
  const read = understand(message, EMPTY_STATE, { cities }).intent;
  return read.kind === "search" || read.kind === "count" ? read.filters : undefined;
};

describe("a sale type said away says the other one", () => {
  it.each([
    ["we're buying, not renting. 3 bed house in reno", "for_sale"],
    ["casas en tampa, no alquiler", "for_sale"],
    ["une maison à Nice, pas à louer", "for_sale"],
    ["a condo in reno, not for sale, we only want to rent", "for_rent"],
    ["un piso en málaga, no en venta", "for_rent"],
  ] as const)("%s → %s", (message, saleType) => {
    expect(filters(message)?.saleType).toBe(saleType);
  });

  it("still reads both, or neither, when both are asked", () => {
    expect(filters("homes for rent in tampa")?.saleType).toBe("for_rent");
    expect(filters("is anything in reno for sale or for rent?")?.saleType).toBeUndefined();
  });
});

describe("a kind asked away carries its negation on through 'or' and one qualifying word", () => {
  it.each([
    ["in tampa, anything but a condo or plain land", ["condo", "land"]],
    ["reno, to buy: anything that isn't a mobile home or raw land?", ["mobile_home", "land"]],
  ] as const)("%s excludes %j", (message, kinds) => {
    const read = filters(message);
    for (const kind of kinds) expect(read?.excludedKinds).toContain(kind);
    expect(read?.kinds ?? []).toEqual([]);
  });

  it("still wants a kind named after a comma", () => {
    expect(filters("no condos, a house in reno")).toMatchObject({ kinds: ["house"], excludedKinds: ["condo"] });
  });
});
