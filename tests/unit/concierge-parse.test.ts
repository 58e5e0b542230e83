import { describe, expect, it } from "vitest";
import { detectLanguage, parseIntent } from "@/lib/ai/concierge/parse";
import type { Intent, Turn } from "@/lib/ai/concierge/types";

const search = (filters: Extract<Intent, { kind: "search" }>["filters"], sort: Extract<Intent, { kind: "search" }>["sort"] = "newest", limit = 3): Intent => ({ kind: "search", filters, sort, limit });

describe("parseIntent: one message", () => {
  const cases: [string, Intent][] = [
    // Searches.
    ["3 bedroom houses in Austin under 500k", search({ city: "Austin", bedrooms: { min: 3, max: 3 }, price: { max: 500_000 }, saleType: "for_sale", propertyType: "Single Family" })],
    ["rentals in Denver between $2,000 and $3,000 a month", search({ city: "Denver", price: { min: 2000, max: 3000 }, saleType: "for_rent" })],
    ["condos below $1.2M in Miami with a pool", search({ city: "Miami", price: { max: 1_200_000 }, saleType: "for_sale", propertyType: "Condo", keywords: ["pool"] })],
    ["homes with at least 3 bedrooms and 2+ baths in San Diego", search({ city: "San Diego", bedrooms: { min: 3 }, bathrooms: { min: 2 } })],
    ["3 or more bedrooms", search({ bedrooms: { min: 3 } })],
    ["2 to 4 bedrooms to rent", search({ bedrooms: { min: 2, max: 4 }, saleType: "for_rent" })],
    ["1-2 bedrooms", search({ bedrooms: { min: 1, max: 2 } })],
    ["more than 2 bedrooms", search({ bedrooms: { min: 3 } })],
    ["fewer than 3 bedrooms", search({ bedrooms: { max: 2 } })],
    ["at most 2 bathrooms", search({ bathrooms: { max: 2 } })],
    ["3br 2ba in austin", search({ city: "Austin", bedrooms: { min: 3, max: 3 }, bathrooms: { min: 2, max: 2 } })],
    ["3 bed 2.5 bath townhome", search({ bedrooms: { min: 3, max: 3 }, bathrooms: { min: 2.5, max: 2.5 }, propertyType: "Townhouse" })],
    ["studio for rent in Miami", search({ city: "Miami", bedrooms: { min: 0, max: 0 }, saleType: "for_rent" })],
    ["over 900,000 in Seattle", search({ city: "Seattle", price: { min: 900_000 }, saleType: "for_sale" })],
    ["$1.2M", search({ price: { max: 1_200_000 }, saleType: "for_sale" })],
    ["rentals for 2.5k", search({ price: { max: 2500 }, saleType: "for_rent" })],
    ["homes for 2.5k/month", search({ price: { max: 2500 }, saleType: "for_rent" })],
    ["houses between 500 and 700k in Seattle", search({ city: "Seattle", price: { min: 500_000, max: 700_000 }, saleType: "for_sale", propertyType: "Single Family" })],
    ["rentals around 2500", search({ price: { min: 2250, max: 2750 }, saleType: "for_rent" })],
    ["homes under 1.250.000 euros", search({ price: { max: 1_250_000 }, saleType: "for_sale" })],
    ["I want to buy a condo in Miami under 700k", search({ city: "Miami", price: { max: 700_000 }, saleType: "for_sale", propertyType: "Condo" })],
    ["duplex in Austin", search({ city: "Austin", propertyType: "Multi-Family" })],
    ["townhomes with 2 parking spots", search({ parkingSpots: { min: 2 }, propertyType: "Townhouse" })],
    ["houses with a garage and at least 2 parking spaces", search({ parkingSpots: { min: 2 }, propertyType: "Single Family", keywords: ["garage"] })],
    ["apartments with parking", search({ parkingSpots: { min: 1 }, propertyType: "Apartment" })],
    ["houses built after 2000 in Denver", search({ city: "Denver", yearBuilt: { min: 2001 }, propertyType: "Single Family" })],
    ["newer than 2010", search({ yearBuilt: { min: 2011 } })],
    ["built before 1950", search({ yearBuilt: { max: 1949 } })],
    ["built in 1990", search({ yearBuilt: { min: 1990, max: 1990 } })],
    ["coming soon in Austin", search({ city: "Austin", status: "PreOnMarket" })],
    ["pre-market listings", search({ status: "PreOnMarket" })],
    ["sold homes in Miami", search({ city: "Miami", status: "Sold" })],
    ["active listings in Denver", search({ city: "Denver", status: "Active" })],
    ["open house this weekend in Austin", search({ city: "Austin", tours: "OpenHouse" })],
    ["homes with a 3D tour", search({ tours: "3D" })],
    ["virtual tour", search({ tours: "3D" })],
    ["pet friendly apartments in Austin", search({ city: "Austin", propertyType: "Apartment", keywords: ["pet"] })],
    ["homes with a fireplace, a balcony and views", search({ keywords: ["fireplace", "balcony", "view"] })],
    ["a place with a yard for my dog", search({ keywords: ["yard", "pet"] })],
    ["homes without a pool in Miami", search({ city: "Miami" })],
    ["what do you have?", search({})],
    ["do you have anything in San Diego", search({ city: "San Diego" })],
    ["cheapest rental in Austin", search({ city: "Austin", saleType: "for_rent" }, "price_asc", 1)],
    ["most expensive homes in Miami", search({ city: "Miami" }, "price_desc")],
    ["newest listings", search({})],
    ["biggest house in Seattle", search({ city: "Seattle", propertyType: "Single Family" }, "area_desc", 1)],
    ["cheap apartments in Denver", search({ city: "Denver", propertyType: "Apartment" }, "price_asc")],
    // Spanish and French.
    ["casa en venta en Austin con 3 habitaciones", search({ city: "Austin", bedrooms: { min: 3, max: 3 }, saleType: "for_sale", propertyType: "Single Family" })],
    ["busco departamento en renta en Austin de 2 recámaras", search({ city: "Austin", bedrooms: { min: 2, max: 2 }, saleType: "for_rent", propertyType: "Apartment" })],
    ["casas con piscina en Miami por menos de 1 millón", search({ city: "Miami", price: { max: 1_000_000 }, saleType: "for_sale", propertyType: "Single Family", keywords: ["pool"] })],
    ["entre 2 y 3 habitaciones en Miami", search({ city: "Miami", bedrooms: { min: 2, max: 3 } })],
    ["al menos 2 baños", search({ bathrooms: { min: 2 } })],
    ["casa adosada en Denver", search({ city: "Denver", propertyType: "Townhouse" })],
    ["el más barato en Seattle", search({ city: "Seattle" }, "price_asc", 1)],
    ["apartamento en alquiler barato en Miami", search({ city: "Miami", saleType: "for_rent", propertyType: "Apartment" }, "price_asc")],
    ["je cherche une maison à vendre à Denver avec 3 chambres", search({ city: "Denver", bedrooms: { min: 3, max: 3 }, saleType: "for_sale", propertyType: "Single Family" })],
    ["appartement à louer à Miami moins de 3000 $ par mois", search({ city: "Miami", price: { max: 3000 }, saleType: "for_rent", propertyType: "Apartment" })],
    ["maison avec piscine à San Diego moins de 1,2 million", search({ city: "San Diego", price: { max: 1_200_000 }, saleType: "for_sale", propertyType: "Single Family", keywords: ["pool"] })],
    ["au moins 3 chambres et 2 salles de bain", search({ bedrooms: { min: 3 }, bathrooms: { min: 2, max: 2 } })],
    ["maison de ville à Seattle", search({ city: "Seattle", propertyType: "Townhouse" })],
    ["entre 2 000 et 3 000 € par mois", search({ price: { min: 2000, max: 3000 }, saleType: "for_rent" })],
    // Counts.
    ["how many rentals in Austin?", { kind: "count", filters: { city: "Austin", saleType: "for_rent" } }],
    ["¿Cuántos alquileres hay en Denver?", { kind: "count", filters: { city: "Denver", saleType: "for_rent" } }],
    ["Combien de locations à Seattle ?", { kind: "count", filters: { city: "Seattle", saleType: "for_rent" } }],
    // One listing.
    ["tell me about TX1004", { kind: "listing", mlsNumber: "TX1004" }],
    ["MLS# TX1004", { kind: "listing", mlsNumber: "TX1004" }],
    ["mls 552301 please", { kind: "listing", mlsNumber: "552301" }],
    ["how big is TX1004?", { kind: "listing", mlsNumber: "TX1004", question: "size" }],
    ["what's the price of 123 Main St?", { kind: "listing", address: "123 Main St", question: "price" }],
    ["is there parking at 1500 Larimer St Unit 4B?", { kind: "listing", address: "1500 Larimer St Unit 4B", question: "parking" }],
    ["tell me about 12 rue de Rivoli", { kind: "listing", address: "12 rue de Rivoli" }],
    // Conversation.
    ["hi", { kind: "greeting" }],
    ["Hello there, how are you?", { kind: "greeting" }],
    ["hola", { kind: "greeting" }],
    ["bonjour !", { kind: "greeting" }],
    ["thanks!", { kind: "thanks" }],
    ["muchas gracias por la ayuda", { kind: "thanks" }],
    ["merci beaucoup", { kind: "thanks" }],
    ["I want to talk to an agent", { kind: "human" }],
    ["agent please", { kind: "human" }],
    ["can someone call me?", { kind: "human" }],
    ["quiero hablar con una persona", { kind: "human" }],
    ["je voudrais parler à un conseiller", { kind: "human" }],
    ["I'm Ana, my email is ana@example.com", { kind: "lead", email: "ana@example.com", name: "Ana" }],
    ["call me at 512-555-0199", { kind: "lead", phone: "512-555-0199" }],
    ["My name is ana, reach me at +1 415 555 2671", { kind: "lead", phone: "+1 415 555 2671", name: "Ana" }],
    ["me llamo Lucía, mi correo es lucia@correo.mx", { kind: "lead", email: "lucia@correo.mx", name: "Lucía" }],
    ["what's the weather tomorrow?", { kind: "unknown" }],
  ];
  it.each(cases)("%s", (message, intent) => expect(parseIntent(message, [])).toEqual(intent));
});

describe("parseIntent: what must not be misread", () => {
  it.each([
    // A price with seven digits is not a phone number, a fee is not a price, a place is not a rent.
    ["under 1200000", (intent: Intent) => intent.kind === "search" && intent.filters.price?.max === 1_200_000],
    ["condo with HOA under $300 a month", (intent: Intent) => intent.kind === "search" && intent.filters.price === undefined && intent.filters.saleType === undefined],
    ["what's the location?", (intent: Intent) => intent.kind !== "search" || intent.filters.saleType === undefined],
    // "first" in "first time buyer" points at no listing; counts near a street are not an address.
    ["I'm a first time buyer looking for condos in Austin", (intent: Intent) => intent.kind === "search" && intent.filters.city === "Austin"],
    ["3 bedrooms 2 baths near 5th Ave", (intent: Intent) => intent.kind === "search" && intent.filters.bathrooms?.min === 2],
    ["I'm interested in a house", (intent: Intent) => intent.kind === "search"],
  ])("%s", (message, check) => expect(check(parseIntent(message, [])), JSON.stringify(parseIntent(message, []))).toBe(true));
});

// Earlier answers as compose.ts writes them: numbered lines ending with the MLS# marker.
const rentalsAnswer = [
  "I found 4 listings that match. Here are 3, newest first:",
  "1. 1200 Cesar Chavez St, Austin — $3,400/month · 4 beds · 3 baths · Single Family · https://x.test/tx1010 (MLS# TX1010)",
  "2. 910 Mueller Blvd, Austin — $2,800/month · 3 beds · 2.5 baths · Townhouse · https://x.test/tx1009 (MLS# TX1009)",
  "3. 77 Rainey St Unit 5, Austin — $1,200/month · Studio · 1 bath · Apartment · https://x.test/tx1008 (MLS# TX1008)",
  "Ask me about any of them for more details.",
].join("\n");
const rentals: Turn[] = [
  { role: "user", text: "Show me rentals in Austin" },
  { role: "assistant", text: rentalsAnswer },
];
const austinRentals = { city: "Austin", saleType: "for_rent" } as const;

describe("parseIntent: follow-ups read from the conversation", () => {
  const cases: [string, Turn[], string, Intent][] = [
    ["an ordinal", rentals, "tell me more about the second one", { kind: "listing", mlsNumber: "TX1009" }],
    ["an ordinal with a question", rentals, "what's the price of the third one?", { kind: "listing", mlsNumber: "TX1008", question: "price" }],
    ["the last one", rentals, "the last one", { kind: "listing", mlsNumber: "TX1008" }],
    ["a Spanish ordinal", rentals, "¿cuántos baños tiene la segunda?", { kind: "listing", mlsNumber: "TX1009", question: "bathrooms" }],
    ["a French ordinal", rentals, "la première", { kind: "listing", mlsNumber: "TX1010" }],
    ["an ordinal past the list", rentals, "option 5", { kind: "unknown" }],
    ["a pronoun after a list", rentals, "how big is it?", { kind: "listing", mlsNumber: "TX1010", question: "size" }],
    ["a bare question after a list", rentals, "what's the HOA?", { kind: "listing", mlsNumber: "TX1010", question: "hoa" }],
    ["a definite reference", rentals, "how much is the house?", { kind: "listing", mlsNumber: "TX1010", question: "price" }],
    ["how many bedrooms", rentals, "how many bedrooms?", { kind: "listing", mlsNumber: "TX1010", question: "bedrooms" }],
    ["cheaper than every listing shown", rentals, "any cheaper?", search({ ...austinRentals, price: { max: 1199.99 } }, "price_asc")],
    ["bigger than every listing shown", rentals, "anything bigger?", search({ ...austinRentals, bedrooms: { min: 5 } }, "area_desc")],
    ["cheaper in Spanish", rentals, "¿algo más barato?", search({ ...austinRentals, price: { max: 1199.99 } }, "price_asc")],
    ["cheaper in French", rentals, "quelque chose de moins cher ?", search({ ...austinRentals, price: { max: 1199.99 } }, "price_asc")],
    ["another city", rentals, "what about in Denver?", search({ city: "Denver", saleType: "for_rent" })],
    ["another city, no preposition", rentals, "what about Denver?", search({ city: "Denver", saleType: "for_rent" })],
    ["another city in Spanish", rentals, "¿y en Miami?", search({ city: "Miami", saleType: "for_rent" })],
    ["sale instead of rent", rentals, "and for sale?", search({ city: "Austin", saleType: "for_sale" })],
    ["a feature added", rentals, "only the ones with a pool", search({ ...austinRentals, keywords: ["pool"] })],
    ["a superlative over the last search", rentals, "which is the cheapest?", search(austinRentals, "price_asc", 1)],
    ["a count over the last search", rentals, "how many of them have a garage?", { kind: "count", filters: { ...austinRentals, keywords: ["garage"] } }],
    ["a new search replaces the last", rentals, "condos for sale in Miami", search({ city: "Miami", saleType: "for_sale", propertyType: "Condo" })],
  ];
  it.each(cases)("%s: %s", (_label, history, message, intent) => expect(parseIntent(message, history)).toEqual(intent));

  it("keeps criteria across several turns, and a count stays a count", () => {
    const history: Turn[] = [
      { role: "user", text: "how many rentals in Austin?" },
      { role: "assistant", text: "There are 4 rentals in Austin." },
      { role: "user", text: "what about Denver?" },
      { role: "assistant", text: "There are 3 rentals in Denver." },
    ];
    expect(parseIntent("and with a balcony?", history)).toEqual({ kind: "count", filters: { city: "Denver", saleType: "for_rent", keywords: ["balcony"] } });
    expect(parseIntent("yes, show them", history)).toEqual(search({ city: "Denver", saleType: "for_rent" }));
  });

  it("takes 'it' to mean the listing the last answer described", () => {
    const history: Turn[] = [
      ...rentals,
      { role: "user", text: "the second one" },
      { role: "assistant", text: "910 Mueller Blvd, Austin — $2,800/month · 3 beds · 2.5 baths · Townhouse · https://x.test/tx1009 (MLS# TX1009)\nA townhouse." },
      { role: "user", text: "how big is it?" },
      { role: "assistant", text: "910 Mueller Blvd, Austin (MLS# TX1009): it has 1,600 sq ft of living space." },
    ];
    expect(parseIntent("does it have a garage?", history)).toEqual({ kind: "listing", mlsNumber: "TX1009", question: "parking" });
    expect(parseIntent("is it pet friendly?", history)).toEqual({ kind: "listing", mlsNumber: "TX1009", question: "features" });
    // Cheaper than the listing being discussed, with the Austin rentals search still in force.
    expect(parseIntent("any cheaper?", history)).toEqual(search({ ...austinRentals, price: { max: 2799.99 } }, "price_asc"));
  });

  it("needs a conversation for follow-ups", () => {
    expect(parseIntent("the second one", [])).toEqual({ kind: "unknown" });
    expect(parseIntent("how big is it?", [])).toEqual({ kind: "unknown" });
  });

  it("reads answers in French number formatting back", () => {
    const answer = "1. 12 rue X, Paris — 1 250 000 € · 3 ch. · 1,5 sdb · Apartment (MLS# FR1)\n2. 3 rue Y, Paris — 980 000 € · 2 ch. · 1 sdb · Apartment (MLS# FR2)";
    const history: Turn[] = [{ role: "user", text: "appartements à vendre à Paris" }, { role: "assistant", text: answer }];
    expect(parseIntent("moins cher ?", history)).toEqual(search({ city: "Paris", saleType: "for_sale", propertyType: "Apartment", price: { max: 979_999.99 } }, "price_asc"));
  });
});

describe("parseIntent with the chatbot's cities", () => {
  const cities = ["Austin", "San Diego"];
  it.each([
    ["Austin rentals", search({ city: "Austin", saleType: "for_rent" })],
    ["san diego condos", search({ city: "San Diego", propertyType: "Condo" })],
    // A place that is not one of the cities is an area the listings may mention.
    ["homes near Hillcrest", search({ keywords: ["Hillcrest"] })],
  ] as [string, Intent][])("%s", (message, intent) => expect(parseIntent(message, [], { cities })).toEqual(intent));
});

describe("detectLanguage", () => {
  it.each([
    ["3 bedroom houses in Austin under 500k", "English"],
    ["Show me rentals", "English"],
    ["TX1004", "English"],
    ["", "English"],
    ["hola", "Spanish"],
    ["Busco casas en venta en Austin con 3 habitaciones", "Spanish"],
    ["¿Cuántos baños tiene?", "Spanish"],
    ["la segunda", "Spanish"],
    ["apartamento barato", "Spanish"],
    ["bonjour", "French"],
    ["Je cherche une maison à vendre", "French"],
    ["Combien de chambres ?", "French"],
    ["la deuxième", "French"],
    ["appartement pas cher à Paris", "French"],
    ["merci", "French"],
  ])("%s → %s", (text, language) => expect(detectLanguage(text)).toBe(language));
});
