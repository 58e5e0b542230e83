import { describe, expect, it } from "vitest";
import { questionFacts } from "@/lib/insights/facts";
import { searchLabel } from "@/lib/insights/labels";
import { budgetStep, criteriaTerms, priceBand, readSearchShape, searchShape } from "@/lib/insights/terms";

// What Insights records of a question, from how it was answered: the same reading for the
// concierge and a provider's model, since both call the same tools.

const search = (filters: object) => ({ toolName: "search_listings", input: JSON.stringify({ filters, limit: 3 }) });

describe("a question's facts", () => {
  it("takes the criteria of the answer's last search, as the tools validated them", () => {
    const facts = questionFacts("3 bed houses in Austin under 400k", {
      toolCalls: [
        search({ city: "Dallas" }),
        search({ city: "Austin", saleType: "for_sale", bedrooms: { min: 3 }, price: { max: 380_000 }, kinds: ["house"] }),
      ],
      toolOutputs: [{ kind: "search", total: 2, listings: [{ id: 7 }, { id: 9 }] }],
      metadata: undefined,
    });
    expect(facts).toMatchObject({
      intent: "search",
      criteria: { city: "Austin", saleType: "for_sale", bedrooms: { min: 3 }, price: { max: 380_000 }, kinds: ["house"] },
      listingIds: [7, 9],
      language: "en",
    });
    expect(facts.terms).toEqual([
      "intent:search",
      "lang:en",
      "city:austin",
      "sale:for_sale",
      "price:for_sale:3",
      "beds:3",
      "type:house",
      'search:["austin","for_sale",3,"for_sale:400000","house"]',
      "listing:7",
      "listing:9",
    ]);
  });

  it("ignores criteria a model sent that the tool would refuse, and keeps the rest of the facts", () => {
    const facts = questionFacts("homes?", { toolCalls: [search({ city: 42, bedrooms: "three" })], toolOutputs: [], metadata: undefined });
    expect(facts.criteria).toBeNull();
    expect(facts.intent).toBe("search");
    expect(facts.terms.filter((term) => !term.startsWith("intent:") && !term.startsWith("lang:"))).toEqual([]);
  });

  it.each([
    // [tools called, the concierge's own reading, intent]
    [["searchKnowledge"], "offtopic", "offtopic"],
    [["searchKnowledge"], "unknown", "knowledge"],
    [["search_listings", "searchKnowledge"], "search", "search"],
    [["get_listing"], undefined, "listing"],
    [["compare_listings", "get_listing"], undefined, "compare"],
    [["record_lead"], undefined, "contact"],
    [["request_human"], undefined, "human"],
    [["no_answer"], undefined, "other"],
    [[], "greeting", "chat"],
    [[], "viewing", "contact"],
    [[], undefined, "chat"],
  ])("tools %j, read as %s: %s", (tools, own, intent) => {
    const facts = questionFacts("hello there", {
      toolCalls: tools.map((toolName) => ({ toolName, input: "{}" })),
      toolOutputs: [],
      metadata: own ? { casabot: { intent: own } } : undefined,
    });
    expect(facts.intent).toBe(intent);
  });

  it("takes the visitor's language from the concierge, else from the text when sure, else other", () => {
    const none = { toolCalls: [], toolOutputs: [] };
    expect(questionFacts("ok", { ...none, metadata: { casabot: { language: "French" } } }).language).toBe("fr");
    expect(questionFacts("¿Tienen casas en venta con jardín en Sevilla?", { ...none, metadata: undefined }).language).toBe("es");
    expect(questionFacts("TX1001", { ...none, metadata: undefined }).language).toBe("other");
  });

  it("counts the listings asked about alone or compared as viewed", () => {
    const facts = questionFacts("compare them", {
      toolCalls: [{ toolName: "compare_listings", input: "{}" }],
      toolOutputs: [
        { kind: "compare", listings: [{ id: 3 }, { id: 4 }] },
        { kind: "listing", listing: { id: 5 } },
      ],
      metadata: { casabot: { listingIds: [3, 4], language: "English" } },
    });
    expect(facts.terms.filter((term) => /^(listing|viewed):/.test(term))).toEqual(["listing:3", "listing:4", "viewed:3", "viewed:4", "viewed:5"]);
  });
});

describe("demand terms", () => {
  it.each([
    ["for_sale", 380_000, 400_000],
    ["for_sale", 400_000, 400_000],
    ["for_sale", 1, 50_000],
    ["for_sale", 1_100_000, 1_250_000],
    ["for_sale", 4_200_000, 5_000_000],
    ["for_rent", 1_800, 2_000],
    ["for_rent", 950, 1_000],
    ["for_rent", 6_500, 7_000],
  ] as const)("a %s budget of %d is counted up to %d", (saleType, amount, step) => {
    expect(budgetStep(saleType, amount)).toBe(step);
  });

  it("reads a price without a sale type by its size, and bands budgets by their most, else their least", () => {
    expect(searchShape({ price: { max: 1_500 } })?.budget).toEqual({ saleType: "for_rent", max: 1_500 });
    expect(searchShape({ price: { max: 450_000 } })?.budget).toEqual({ saleType: "for_sale", max: 450_000 });
    expect(criteriaTerms({ saleType: "for_sale", price: { min: 2_500_000 } })).toContain("price:for_sale:9");
    expect(priceBand("for_sale", 100_000)).toBe(0);
    expect(priceBand("for_sale", 100_001)).toBe(1);
    expect(priceBand("for_rent", 99_999)).toBe(9);
  });

  it("counts a studio, several cities, a place that is none of them and features once each", () => {
    const terms = criteriaTerms({
      city: "Madrid",
      cities: ["Madrid", "Málaga"],
      place: "Boise",
      bedrooms: { max: 0 },
      features: ["pool", "Pool"],
      anyFeatures: [["garden", "pool"]],
    });
    expect(terms.filter((term) => !term.startsWith("search:"))).toEqual([
      "city:madrid",
      "city:málaga",
      "place:boise",
      "beds:0",
      "feature:pool",
      "feature:garden",
    ]);
  });

  it("keeps a neighbourhood apart from the city, and counts a town named with its state as a city", () => {
    const zilker = criteriaTerms({ city: "Austin", place: "Zilker", saleType: "for_rent" });
    expect(zilker.filter((term) => !term.startsWith("search:"))).toEqual(["city:austin", "place:zilker", "sale:for_rent"]);
    expect(searchShape({ city: "Austin", place: "Zilker" })).toMatchObject({ city: "austin", place: "zilker" });
    expect(searchLabel(searchShape({ city: "Austin", place: "Zilker", saleType: "for_rent" })!, "$")).toBe("Homes to rent in Zilker, Austin");
    expect(criteriaTerms({ place: "Charleston", placeIsTown: true }).filter((term) => !term.startsWith("search:"))).toEqual(["city:charleston"]);
    expect(searchShape({ place: "Charleston", placeIsTown: true })).toMatchObject({ city: "charleston", place: null });
    // A search term written before places were kept apart (five values) reads with no place.
    expect(readSearchShape('["austin","for_sale",3,null,null]')).toEqual({
      city: "austin",
      place: null,
      saleType: "for_sale",
      beds: 3,
      budget: null,
      kind: null,
    });
  });

  it("reads a search term back, and refuses one that is not", () => {
    const shape = searchShape({ city: "Austin", saleType: "for_rent", bedrooms: { min: 2 }, price: { max: 2_100 }, kinds: ["apartment"] })!;
    const value = criteriaTerms({ city: "Austin", saleType: "for_rent", bedrooms: { min: 2 }, price: { max: 2_100 }, kinds: ["apartment"] })
      .find((term) => term.startsWith("search:"))!
      .slice("search:".length);
    expect(readSearchShape(value)).toEqual(shape);
    expect(searchLabel(shape, "$")).toBe("2+ bedroom apartments to rent in Austin, up to $2,250/mo");
    for (const junk of [
      "",
      "{}",
      "[1,2,3,4,5]",
      '["a","for_lease",null,null,null]',
      '["a",null,9,null,null]',
      '[null,null,null,"for_sale:-5",null]',
      '[null,null,null,null,"castle"]',
      "[null,null,null,null,null,7]",
      "[null,null,null,null,null,null,null]",
    ]) {
      expect(readSearchShape(junk), junk).toBeUndefined();
    }
  });
});
