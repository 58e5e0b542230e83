import { describe, expect, it } from "vitest";
import { composeAnswer } from "@/lib/ai/concierge/compose";
import { markedListings, shownListings } from "@/lib/ai/concierge/marker";
import { readAmount, readDigits } from "@/lib/ai/concierge/numbers";
import type { ConciergeResult } from "@/lib/ai/concierge/results";
import type { ConciergeListing, Intent } from "@/lib/ai/concierge/types";

const settings = { welcomeMessage: "Welcome to Casa Realty!", talkToHumanResponseMessage: "Our agent Maria will call you." };

function listing(fields: Partial<ConciergeListing> & Pick<ConciergeListing, "mlsNumber">): ConciergeListing {
  return {
    id: 1, url: `https://x.test/${fields.mlsNumber.toLowerCase()}`, saleType: "for_sale", status: "Active", propertyType: "Condo", bedrooms: 2, bathrooms: 2,
    price: 450_000, currencySymbol: "$", city: "Austin", state: "TX", address: "801 Lamar Blvd Unit 12B", zip: "78704", buildingArea: 1100, lotArea: 0,
    areaUnit: "Square Feet", yearBuilt: 2012, parkingSpots: 1, daysOnMarket: 5, tours: null, hoaMonth: 300, description: "A bright condo.", extension: [],
    ...fields,
  };
}

const search = (filters: Extract<Intent, { kind: "search" }>["filters"] = {}): Intent => ({ kind: "search", filters, sort: "newest", limit: 3 });
const compose = (intent: Intent, result: ConciergeResult, language = "English") => composeAnswer({ intent, result, language, settings });
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("composeAnswer", () => {
  const five = ["A1", "A2", "A3", "A4", "A5"].map((mls, index) => listing({ mlsNumber: mls, price: 100_000 * (index + 1) }));

  it("lists at most three matches in the fixed line form, and says how many matched", () => {
    const { text, noAnswer } = compose(search(), { kind: "search", total: 5, listings: five });
    expect(noAnswer).toBe(false);
    expect(text).toContain("I found 5 listings");
    expect(markedListings(text)).toEqual(["A1", "A2", "A3"]);
    expect(text.split("\n")[1]).toBe("1. 801 Lamar Blvd Unit 12B, Austin — $100,000 · 2 beds · 2 baths · Condo · https://x.test/a1 (MLS# A1)");
  });

  it("writes rentals per month, studios and half baths, cents only when there are some", () => {
    const rental = listing({ mlsNumber: "R1", saleType: "for_rent", price: 1850.5, bedrooms: 0, bathrooms: 1.5, status: "PreOnMarket" });
    const line = compose(search(), { kind: "search", total: 1, listings: [rental] }).text.split("\n")[1];
    expect(line).toBe("1. 801 Lamar Blvd Unit 12B, Austin — $1,850.50/month · Studio · 1.5 baths · Condo · Coming soon · https://x.test/r1 (MLS# R1)");
  });

  it("reads its own lines back, in every language", () => {
    for (const language of ["English", "Spanish", "French"]) {
      const { text } = compose(search(), { kind: "search", total: 5, listings: five.map((item) => ({ ...item, bathrooms: 2.5 })) }, language);
      expect(shownListings(text), language).toEqual([
        { mlsNumber: "A1", position: 1, price: 100_000, bedrooms: 2, bathrooms: 2.5 },
        { mlsNumber: "A2", position: 2, price: 200_000, bedrooms: 2, bathrooms: 2.5 },
        { mlsNumber: "A3", position: 3, price: 300_000, bedrooms: 2, bathrooms: 2.5 },
      ]);
    }
  });

  it("says plainly when nothing matches, and how to widen the search", () => {
    const { text, noAnswer } = compose(search({ city: "Boston", price: { max: 1 } }), { kind: "search", total: 0, listings: [] });
    expect(text).toBe("I couldn't find any listings that match. You could try a wider price range or another city.");
    expect(noAnswer).toBe(false);
  });

  it("answers in Spanish and French, and in English for a language without phrases", () => {
    const result: ConciergeResult = { kind: "search", total: 1, listings: [five[0]!] };
    expect(compose(search(), result, "Spanish").text).toContain("Encontré una propiedad");
    expect(plain(compose(search(), result, "french").text)).toContain("100 000 $");
    expect(compose(search(), result, "German").text).toContain("I found one listing");
    expect(compose(search(), result, "").text).toContain("I found one listing");
  });

  it("counts with what was asked for", () => {
    const count = (filters: Extract<Intent, { kind: "count" }>["filters"], total: number, language = "English") => compose({ kind: "count", filters }, { kind: "count", total }, language).text;
    expect(count({ city: "Austin", saleType: "for_rent" }, 4)).toBe("There are 4 rentals in Austin.");
    expect(count({ city: "Miami", propertyType: "Condo" }, 1)).toBe("There is 1 listing in Miami that matches.");
    expect(count({}, 0)).toBe("There are no listings right now.");
    expect(count({ city: "Denver", saleType: "for_sale" }, 3, "Spanish")).toBe("Hay 3 propiedades en venta en Denver.");
    expect(count({ city: "Seattle", saleType: "for_rent" }, 2, "French")).toBe("Il y a 2 locations à Seattle.");
  });

  it("answers questions about one listing, naming it by its marker", () => {
    const one = listing({ mlsNumber: "TX1", lotArea: 5000, tours: "3D" });
    const ask = (question: Extract<Intent, { kind: "listing" }>["question"], language = "English") =>
      plain(compose({ kind: "listing", mlsNumber: "TX1", question }, { kind: "listing", listing: one }, language).text);
    expect(ask("size")).toBe("801 Lamar Blvd Unit 12B, Austin (MLS# TX1): it has 1,100 sq ft of living space on a 5,000 sq ft lot.");
    expect(ask("price")).toBe("801 Lamar Blvd Unit 12B, Austin (MLS# TX1): it's listed at $450,000.");
    expect(ask("hoa")).toContain("$300/month");
    expect(ask("tours")).toContain("https://x.test/tx1");
    expect(ask("address")).toContain("801 Lamar Blvd Unit 12B, Austin, TX 78704");
    expect(ask("price", "French")).toContain("450 000 $");
    expect(ask("bedrooms", "Spanish")).toContain("tiene 2 habitaciones");
    const summary = compose({ kind: "listing", mlsNumber: "TX1" }, { kind: "listing", listing: one }).text;
    expect(summary.split("\n")[0]).toContain("(MLS# TX1)");
    expect(summary).toContain("HOA $300/month");
  });

  it("keeps HTML from descriptions out of answers", () => {
    const one = listing({ mlsNumber: "H1", description: "<p>Sunny <b>corner</b> unit</p><script>x()</script>" });
    const { text } = compose({ kind: "listing", mlsNumber: "H1" }, { kind: "listing", listing: one });
    expect(text).not.toMatch(/<[a-z/][^>]*>/i);
    expect(text).toContain("Sunny corner unit");
  });

  it("says so when the listing asked about is not there, without a marker", () => {
    const { text, noAnswer } = compose({ kind: "listing", mlsNumber: "ZZ9" }, { kind: "listing", listing: null });
    expect(text).toContain('"ZZ9"');
    expect(markedListings(text)).toEqual([]);
    expect(noAnswer).toBe(false);
  });

  it("answers greetings, handoffs, leads, thanks and the rest from settings and phrases", () => {
    const none: ConciergeResult = { kind: "none" };
    expect(compose({ kind: "greeting" }, none)).toEqual({ text: "Welcome to Casa Realty!", noAnswer: false });
    expect(compose({ kind: "human" }, { kind: "human" })).toEqual({ text: "Our agent Maria will call you.", noAnswer: false });
    expect(composeAnswer({ intent: { kind: "greeting" }, result: none, language: "Spanish", settings: { welcomeMessage: " ", talkToHumanResponseMessage: "" } }).text).toContain("¡Hola!");
    expect(compose({ kind: "lead", email: "a@b.co", name: "Ana" }, { kind: "lead", recorded: true }).text).toContain("Thank you, Ana!");
    expect(compose({ kind: "lead", email: "a@b.co" }, { kind: "lead", recorded: false }).noAnswer).toBe(true);
    expect(compose({ kind: "thanks" }, none, "French").text).toContain("Avec plaisir");
    expect(compose({ kind: "unknown" }, none)).toMatchObject({ noAnswer: true });
    expect(compose(search(), { kind: "files", files: ["Image"] }, "Spanish")).toEqual({ text: expect.stringContaining("no puedo ver el archivo"), noAnswer: true });
    // A result that does not belong to the intent is not passed off as an answer.
    expect(compose(search(), { kind: "count", total: 3 })).toMatchObject({ noAnswer: true });
  });
});

describe("reading amounts", () => {
  it.each([
    ["2,000", 2000], ["2.000", 2000], ["2 000", 2000], ["1,250,000", 1_250_000], ["1.250.000", 1_250_000], ["1 250 000,50", 1_250_000.5], ["2.5", 2.5], ["1,2", 1.2], ["1,650.50", 1650.5],
  ])("%s → %d", (digits, value) => expect(readDigits(digits)).toBe(value));
  it.each([
    ["500", "k", 500_000], ["1.2", "m", 1_200_000], ["2.5", "k", 2500], ["1,2", "millones", 1_200_000], ["900", "mil", 900_000], ["3000", undefined, 3000],
  ] as [string, string | undefined, number][])("%s %s → %d", (digits, multiplier, value) => expect(readAmount(digits, multiplier)).toBe(value));
});
