import { describe, expect, it } from "vitest";
import { mentionsFeature } from "@/lib/ai/concierge/listing-facts";
import { understand } from "@/lib/ai/concierge/parse";
import { EMPTY_STATE, type ConversationState, type SearchFilters } from "@/lib/ai/concierge/types";

// Regional words for a feature (Swiss "place de parc", Spanish "plaza de parking", North
// American "carport") and views of a kind (sea, lake, river, mountains, city) in the three
// languages, read in a listing's text with words between the view and what it looks at.

const cities = ["Lausanne", "Bilbao", "Tulsa"];
const filters = (message: string): SearchFilters | undefined => {
  const intent = understand(message, EMPTY_STATE, { cities }).intent;
  return intent.kind === "search" || intent.kind === "count" ? intent.filters : undefined;
};

describe("regional words for a parking space", () => {
  it.each([
    ["un 3 pièces à Lausanne avec place de parc", { min: 1 }],
    ["Lausanne, deux places de parc intérieures", { min: 2 }],
    ["à Lausanne sans place de parc", { max: 0 }],
    ["piso en Bilbao con plaza de parking", { min: 1 }],
    ["casa en Bilbao con 2 cajones de estacionamiento", { min: 2 }],
    ["a duplex in Tulsa with a carport", { min: 1 }],
    ["Tulsa condo with assigned parking", { min: 1 }],
  ])("%s", (message, parkingSpots) => {
    expect(filters(message)).toMatchObject({ parkingSpots });
  });

  it("are a question about the listing in focus", () => {
    const focus: ConversationState = { results: [4], focus: [4] };
    expect(understand("y a-t-il une place de parc ?", focus, { cities }).intent).toEqual({
      kind: "listing",
      listing: { id: 4 },
      question: { field: "parkingSpots", yesNo: true },
    });
  });
});

describe("views of a kind", () => {
  it.each([
    ["à Lausanne, quelque chose avec vue sur le lac", "lake_view"],
    ["en Bilbao algo con vistas a la ría", "river_view"],
    ["Tulsa homes with river views", "river_view"],
    ["pisos en Bilbao con vistas a la montaña", "mountain_view"],
    ["un appart à Lausanne avec vue sur les Alpes", "mountain_view"],
  ])("%s", (message, feature) => {
    expect(filters(message)?.features).toEqual([feature]);
  });

  const listing = (description: string) => ({ description, extension: [], parkingSpots: 0 });
  it.each([
    ["Attique avec vue imprenable sur le lac et les montagnes.", "lake_view", "yes"],
    ["Ático con vistas despejadas al mar desde la terraza.", "sea_view", "yes"],
    ["Townhome with sweeping lake and mountain views.", "lake_view", "yes"],
    ["Townhome with sweeping lake and mountain views.", "mountain_view", "yes"],
    ["Appartement à deux pas du lac, avec vue sur le jardin.", "lake_view", "unknown"],
    ["Piso interior, sin vistas al mar.", "sea_view", "no"],
  ] as const)("%s has %s: %s", (description, feature, mention) => {
    expect(mentionsFeature(listing(description), feature)).toBe(mention);
  });
});
