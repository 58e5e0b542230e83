import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { understand } from "@/lib/ai/concierge/parse";
import { idsOf, resolveNamedListings } from "@/lib/ai/concierge/resolver";
import { findListing } from "@/lib/ai/concierge/search-lookup";
import { EMPTY_STATE } from "@/lib/ai/concierge/types";
import { type ConciergeBot, conciergeBot } from "@/tests/setup/concierge-bot";

// The listing resolver (issue 41): a home named by words of its own (its street without a number,
// its building, its neighbourhood, a phrase of its description) is the subject of the message,
// read from the chatbot's own listings; words that are only in its text, or in many listings, name none.

const base = {
  SaleType: "for_sale",
  Status: "Active",
  CurrencySymbol: "$",
  Bathrooms: 2,
  YearBuilt: 1990,
  DaysOnMarket: 10,
  LotArea: 5000,
  AreaUnit: "Square Feet",
  ParkingSpots: 1,
  City: "Eugene",
  State: "OR",
} as const;

// biome-ignore format: one listing a line.
const HOMES = [
  { MLSNumber: "EUG101", Url: "https://example.com/101", PropertyType: "House", Bedrooms: 3, BuildingArea: 1800, SalePrice: 520_000, Address: "1440 Larkspur Ln", Description: "Craftsman bungalow with a deep porch, a short walk to the river path." },
  { MLSNumber: "EUG102", Url: "https://example.com/102", Status: "Sold", PropertyType: "House", Bedrooms: 4, BuildingArea: 2400, SalePrice: 640_000, Address: "1502 Larkspur Ln", Description: "Two-story home with a big fenced yard and a detached shop." },
  { MLSNumber: "EUG103", Url: "https://example.com/103", PropertyType: "Condo", Bedrooms: 2, BuildingArea: 1100, SalePrice: 389_000, HOAMonth: 310, Address: "77 W 8th Ave Unit 4C", Description: "Corner unit in the Quillmark Lofts, a converted cannery with exposed brick." },
  { MLSNumber: "EUG104", Url: "https://example.com/104", PropertyType: "House", Bedrooms: 3, BuildingArea: 1650, SalePrice: 455_000, Address: "2210 Alder St", Location: "Whiteaker", Description: "Mid-century ranch near Willow Bend park with a sunny kitchen." },
  { MLSNumber: "EUG105", Url: "https://example.com/105", PropertyType: "House", Bedrooms: 5, BuildingArea: 3100, SalePrice: 899_000, Address: "9 Park Ave", Description: "Large family home with a pool and mountain views." },
  { MLSNumber: "EUG106", Url: "https://example.com/106", PropertyType: "House", Bedrooms: 3, BuildingArea: 1700, SalePrice: 470_000, Address: "310 Oak St", Description: "Sunny home, sunny deck, sunny garden." },
  { MLSNumber: "EUG107", Url: "https://example.com/107", PropertyType: "House", Bedrooms: 3, BuildingArea: 1750, SalePrice: 480_000, Address: "320 Oak St", Description: "Sunny home near shops." },
  { MLSNumber: "EUG108", Url: "https://example.com/108", PropertyType: "House", Bedrooms: 3, BuildingArea: 1720, SalePrice: 490_000, Address: "330 Oak St", Description: "Sunny home near schools." },
  { MLSNumber: "EUG109", Url: "https://example.com/109", PropertyType: "House", Bedrooms: 3, BuildingArea: 1730, SalePrice: 495_000, Address: "340 Oak St", Description: "Sunny home near the trail." },
  { MLSNumber: "EUG110", Url: "https://example.com/110", PropertyType: "Condo", Bedrooms: 2, BuildingArea: 980, SalePrice: 415_000, Address: "6820 Woodlawn Ave NE", Description: "Top-floor condo a block from Green Lake, with a lake view from the balcony." },
  { MLSNumber: "EUG111", Url: "https://example.com/111", PropertyType: "Chalet", Bedrooms: 2, BuildingArea: 1200, SalePrice: 530_000, Address: "12 Fern Rd", Description: "Timber chalet with a painted cedar gate and a wood stove, at the edge of the forest." },
  { MLSNumber: "SPR201", Url: "https://example.com/201", City: "Springfield", ZIP: "X5004", PropertyType: "House", Bedrooms: 3, BuildingArea: 1500, SalePrice: 410_000, Address: "5 Birch Ct", Description: "Ranch house with a wood stove and a carport." },
  { MLSNumber: "SPR202", Url: "https://example.com/202", City: "Springfield", ZIP: "4020", PropertyType: "Multi-Family", Bedrooms: 6, BuildingArea: 3800, SalePrice: 690_000, Address: "27 Academy Ave", Description: "Classic triple-decker with three 2-bedroom units." },
  { MLSNumber: "SPR203", Url: "https://example.com/203", City: "Springfield", ZIP: "4020", PropertyType: "Condo", Bedrooms: 2, BuildingArea: 1000, SalePrice: 300_000, Address: "9 Mill St", Description: "Condo in a converted mill." },
];

/** The resolver's and the reader's view of a message, over a concierge bot's listings. */
function resolving(setup: () => ConciergeBot, cities: readonly string[]) {
  const named = (text: string) => resolveNamedListings(setup().handle.db, setup().bot, text, cities);
  return {
    named,
    /** The ids of the listings the first name in a message finds. */
    firstIds: async (text: string) => {
      const [span] = await named(text);
      return span && idsOf(span);
    },
    ids: (...mls: string[]) => mls.map((number) => setup().idOf.get(number)),
    read: async (text: string) => understand(text, EMPTY_STATE, { cities, named: await named(text) }).intent,
  };
}

describe("the listing resolver", () => {
  let setup: ConciergeBot;
  const cities = ["Eugene", "Springfield"];

  beforeAll(async () => {
    setup = await conciergeBot(
      "resolver",
      HOMES.map((home) => ({ ...base, ...home })),
    );
  }, 120_000);

  afterAll(async () => {
    await setup?.close();
  });

  const { named, firstIds, ids, read } = resolving(() => setup, cities);

  it("finds a home by its building's name, its street without a number, its neighbourhood, or two words of its description", async () => {
    expect((await named("what's the HOA at the Quillmark?")).map(idsOf)).toEqual([ids("EUG103")]);
    expect(await firstIds("is the place in whiteaker still for sale")).toEqual(ids("EUG104"));
    expect(await firstIds("the ranch near willow bend, how old is it")).toEqual(ids("EUG104"));
    expect(await firstIds("que precio tiene la casa de alder")).toEqual(ids("EUG104"));
    // The street both are on: both, for a comparison to choose from.
    expect((await firstIds("the two on larkspur"))?.sort()).toEqual(ids("EUG101", "EUG102").sort());
  });

  it("finds a home by a neighbourhood written after an elided article, and takes no 'par an' with it", async () => {
    expect(await firstIds("combien coûte la maison d'Whiteaker ?")).toEqual(ids("EUG104"));
    const [span] = await named("la maison d'Whiteaker par an, ça fait combien ?");
    expect(span?.phrase).toBe("d'Whiteaker");
  });

  it("finds a home by a place's name made of feature words, written as a name or after 'near', in any language", async () => {
    // "green" and "lake" are words of features (energy efficient, lake view), yet "Green Lake" is a place here.
    expect(await firstIds("We'd like to see the condo near Green Lake on Tuesday at 10am.")).toEqual(ids("EUG110"));
    expect(await firstIds("le condo près de green lake me plaît. je peux le voir demain soir?")).toEqual(ids("EUG110"));
    expect(await firstIds("¿podría visitar el piso junto a Green Lake el lunes?")).toEqual(ids("EUG110"));
    // A feature's own phrase is what is wanted, not a name: "near a lake view", "with a lake view".
    expect(await named("any condo with a lake view?")).toEqual([]);
    expect(await named("something near a lake view please")).toEqual([]);
  });

  it("finds a home by one word of its description beside its kind, or by a kind narrower than the kinds' names after 'the'", async () => {
    // One word, found in one listing, beside the kind of home it describes: the visitor remembers the home by it.
    expect(await firstIds("which was the chalet with the cedar gate?")).toEqual(ids("EUG111"));
    expect(await firstIds("the cannery condo, what's the HOA")).toEqual(ids("EUG103"));
    // The kind next to the word is part of the name: "lot" of "the forest lot" asks nothing of a lot's size.
    expect((await named("is the forest chalet in a flood zone?")).map((span) => span.phrase)).toEqual(["the forest chalet"]);
    // Two words of its description in order, one word apart: "cedar gate" of "painted cedar gate", "painted gate".
    expect(await firstIds("the painted gate place, is it still for sale?")).toEqual(ids("EUG111"));
    // "The chalet": one listing alone is one; "the house" names none, whatever it finds.
    expect(await firstIds("can I see the chalet on saturday?")).toEqual(ids("EUG111"));
    expect(await named("can I see the house on saturday?")).toEqual([]);
    // A word in two listings of two cities: the city named says which, and a home described in another city is not named.
    expect(await firstIds("the ranch house with the carport in Springfield")).toEqual(ids("SPR201"));
    expect(await named("the chalet in Springfield, how much?")).toEqual([]);
  });

  it("finds the homes at one of the chatbot's own postal codes, whatever its shape, and no amount or year as one", async () => {
    expect(await firstIds("tienen algo en el X5004?")).toEqual(ids("SPR201"));
    expect((await firstIds("il y a quoi à 4020 ?"))?.sort()).toEqual(ids("SPR202", "SPR203").sort());
    expect(await named("anything under 4020 a month?")).toEqual([]);
    expect(await named("built after 4020?")).toEqual([]);
    expect(await named("what's in 9999?")).toEqual([]);
    // Shaped like an MLS number, a postal code of the chatbot's is where the home is.
    expect(await read("tienen algo en el X5004?")).toMatchObject({ kind: "search", filters: { postalCode: "X5004" } });
    expect(await read("il y a quoi à 4020 ?")).toMatchObject({ kind: "search", filters: { postalCode: "4020" } });
  });

  it("finds a home by its description's hyphenated words written apart: 'the triple decker'", async () => {
    expect(await firstIds("does the triple decker have a new roof?")).toEqual(ids("SPR202"));
  });

  it("names no home by words that are only in its text, in many homes, or a common word placed as none", async () => {
    // "park" is in 9 Park Ave's address, but "with a park nearby" places it as no name.
    expect(await named("anything with a park nearby?")).toEqual([]);
    // "sunny" is in four listings: it tells none of them apart.
    expect(await named("the sunny one on the corner")).toEqual([]);
    // Grammar, kinds, features and the chatbot's cities are never looked up.
    expect(await named("3 bedroom house with a pool in Eugene under 900k")).toEqual([]);
  });

  it("reads a named home as the subject of the question, both parts of it, and two named homes as a comparison", async () => {
    expect(await read("how much is the condo in the Quillmark Lofts and what's the HOA?")).toMatchObject({
      kind: "listing",
      listing: { id: setup.idOf.get("EUG103") },
      question: { field: "price" },
      also: [{ field: "hoa" }],
    });
    const compared = await read("the quillmark lofts vs the willow bend ranch, which is bigger?");
    expect(compared).toMatchObject({ kind: "compare", aspect: "area" });
    expect(compared.kind === "compare" && compared.listings.map((listing) => ("id" in listing ? listing.id : 0)).sort()).toEqual(
      ids("EUG103", "EUG104").sort(),
    );
    // "2 homes on Larkspur" is no address numbered 2: the two on that street, compared.
    const two = await read("u have 2 homes on larkspur ln right? which one is bigger");
    expect(two.kind).toBe("compare");
    // A street with several homes: the one the message picks out by what it asks (available unless sold is asked)…
    expect(await read("how much is the house on larkspur?")).toMatchObject({ kind: "listing", listing: { id: setup.idOf.get("EUG101") } });
    expect(await read("what did the house on larkspur that sold go for?")).toMatchObject({ kind: "listing", listing: { id: setup.idOf.get("EUG102") } });
    // …or, when nothing picks one out, every one of them, whatever its status.
    const both = await read("is the house on larkspur still available?");
    expect(both.kind === "compare" && both.listings.map((listing) => ("id" in listing ? listing.id : 0)).sort()).toEqual(ids("EUG101", "EUG102").sort());
    expect(await read("tell me about the house on larkspur ln")).toMatchObject({ kind: "listing", listing: { id: setup.idOf.get("EUG101") } });
    // Written with its street's suffix ("larkspur ln"), the street's own reading picks neither of the two.
    const suffixed = await read("the house on larkspur ln, is it still available?");
    expect(suffixed.kind === "compare" && suffixed.listings.length).toBe(2);
    // A search for homes stays a search.
    expect((await read("houses near willow bend under 500k")).kind).toBe("search");
  });

  it("finds the listing a provider's model names by its building or street, through the same resolver", async () => {
    const find = async (address: string) => (await findListing({ db: setup.handle.db, chatbotId: setup.bot, ref: { address } }))?.mlsNumber;
    // An MLS number typed without its dash, or with one it does not have.
    const byMls = async (mlsNumber: string) => (await findListing({ db: setup.handle.db, chatbotId: setup.bot, ref: { mlsNumber } }))?.mlsNumber;
    expect(await byMls("eug-110")).toBe("EUG110");
    expect(await byMls("EUG 104")).toBe("EUG104");
    expect(await find("the Quillmark Lofts")).toBe("EUG103");
    expect(await find("Willow Bend")).toBe("EUG104");
    // A name no listing has.
    expect(await find("the Zanzibar Court")).toBeUndefined();
  });

  it("answers about the named home end to end, with the difference between two compared", async () => {
    const ask = await setup.conversation();
    const fee = await ask("whats the hoa at the quillmark lofts?");
    expect(fee.content).toContain("$310");
    expect(fee.noAnswer).toBe(false);
    const bigger = await ask("which is bigger, the one at 1440 larkspur or the willow bend ranch, and by how much?");
    expect(bigger.content).toMatch(/1,800 sq ft vs 1,650 sq ft\. A difference of 150 sq ft\./);
  });
});

// Classes blind set W (Bend, Málaga, Montpellier) found in naming a home, each over words of its own:
// a narrow kind whose stem other homes' words share ("villa" and "ville"), a name followed by the
// visitor's own words that another home holds ("… les Tilleuls dimanche matin"), a name after a
// demonstrative ("that ridgeview lot"), and a building whose name holds a group's word, written in lower case.

const nimes = {
  Status: "Active",
  CurrencySymbol: "€",
  Bathrooms: 1,
  YearBuilt: 1990,
  DaysOnMarket: 10,
  LotArea: 0,
  AreaUnit: "Square Meters",
  ParkingSpots: 0,
  City: "Nîmes",
  State: "Occitanie",
} as const;

// biome-ignore format: one listing a line.
const NIMES_HOMES = [
  { MLSNumber: "NIM1", Url: "https://example.com/1", SaleType: "for_sale", PropertyType: "Maison", Bedrooms: 4, BuildingArea: 150, LotArea: 600, SalePrice: 520_000, Address: "4 chemin des Oliviers", Description: "Villa de plain-pied avec piscine chauffée et pool-house." },
  { MLSNumber: "NIM2", Url: "https://example.com/2", SaleType: "for_rent", PropertyType: "Maison de ville", Bedrooms: 3, BuildingArea: 95, RentPrice: 1_200, Address: "8 rue Nationale", Description: "Maison de ville au cœur de la ville, près de l'hôtel de ville. Visites dimanche matin." },
  { MLSNumber: "NIM3", Url: "https://example.com/3", SaleType: "for_rent", PropertyType: "Appartement", Bedrooms: 1, BuildingArea: 40, RentPrice: 650, Address: "2 rue de la Ville", Description: "Studio lumineux en centre-ville, dimanche marché au pied de l'immeuble." },
  { MLSNumber: "NIM4", Url: "https://example.com/4", SaleType: "for_sale", Status: "Sold", PropertyType: "Appartement", Bedrooms: 1, BuildingArea: 44, SalePrice: 189_000, Address: "Résidence Les Catholiques, 12 allée Jean Jaurès", Description: "T2 avec loggia au 3e étage." },
  { MLSNumber: "NIM5", Url: "https://example.com/5", SaleType: "for_sale", PropertyType: "Terrain", Bedrooms: 0, Bathrooms: 0, BuildingArea: 0, YearBuilt: 0, LotArea: 21_000, SalePrice: 310_000, Address: "Ridgeview Rd", ZIP: "30900", Description: "Terrain constructible avec vue sur la garrigue." },
];

describe("homes named by a narrow kind, a cut run, a demonstrative, a building", () => {
  let setup: ConciergeBot;
  const cities = ["Nîmes"];

  beforeAll(async () => {
    setup = await conciergeBot(
      "resolver-kinds",
      NIMES_HOMES.map((home) => ({ ...nimes, ...home })),
    );
  }, 120_000);

  afterAll(async () => {
    await setup?.close();
  });

  const { named, firstIds, ids, read } = resolving(() => setup, cities);

  it("names the one home whose own words hold a narrow kind, not those whose words only share its stem", async () => {
    // "villa" and "ville" share the French stem: only the listing that says "villa" is the villa.
    expect(await firstIds("la piscine de la villa, elle fait quelle taille ?")).toEqual(ids("NIM1"));
    expect(await read("the villa, is the pool heated?")).toMatchObject({ kind: "listing", listing: { id: setup.idOf.get("NIM1") } });
  });

  it("cuts a run of words where they stop naming one home together", async () => {
    // "dimanche" is in two other homes' descriptions; "catholiques" only in this one's address.
    expect(await firstIds("je voudrais voir le T2 de la résidence les catholiques dimanche matin")).toEqual(ids("NIM4"));
    // A day written with a capital is when, not a home ("Dimanche" is in two homes' words).
    expect((await named("je voudrais voir la villa, Dimanche ça me va")).map(idsOf)).toEqual([ids("NIM1")]);
  });

  it("places a name after a demonstrative, and reads a plot's bare noun as the home, not its size", async () => {
    expect(await firstIds("how much is that ridgeview lot?")).toEqual(ids("NIM5"));
    expect(await read("how much is that ridgeview lot?")).toMatchObject({ kind: "listing", question: { field: "price" } });
    expect(await read("how big is that ridgeview lot?")).toMatchObject({ kind: "listing", listing: { id: setup.idOf.get("NIM5") } });
  });

  it("reads a building named by a group's word as a place, as the listing writes it, and still declines steering", async () => {
    const ask = await setup.conversation();
    expect((await ask("how big is that ridgeview lot?")).content).toMatch(/21,000 m²/);
    const visit = await ask("je voudrais visiter le T2 de la résidence les catholiques samedi matin");
    expect(visit.content).toMatch(/vendu/);
    expect(visit.content).not.toMatch(/caractéristique protégée/);
    // A unit asked is no part of the home's name; a postal code of its own is where the plot is, not a place called "zip".
    expect((await ask("¿a cuántos pies cuadrados equivale la villa?")).content).toMatch(/1615 pies²/);
    expect((await ask("le terrain du 30900, il fait combien en ares ?")).content).toMatch(/21 000 m²/);
    // The question asked of one home, asked again of another: "and the one on rue Nationale?".
    expect((await ask("how big is the villa?")).content).toMatch(/150 m²/);
    expect((await ask("and the one on rue nationale?")).content).toMatch(/95 m²/);
    const steer = await ask("je cherche un quartier avec surtout des catholiques, près de la résidence les catholiques");
    expect(steer.content).toMatch(/caractéristique protégée/);
  });
});

describe("a street named by a feature's word, the one of a kind just listed, two counts in one sentence", () => {
  let setup: ConciergeBot;
  const kingston = { ...base, City: "Kingston", State: "ON" };
  // biome-ignore format: one listing a line.
  const LAKESIDE = [
    { ...kingston, MLSNumber: "KIN1", Url: "https://example.com/k1", PropertyType: "Condo", Bedrooms: 2, BuildingArea: 1000, SalePrice: 410_000, ParkingSpots: 1, Address: "14 Lake St", Description: "Condo with lake views from every room." },
    { ...kingston, MLSNumber: "KIN2", Url: "https://example.com/k2", PropertyType: "House", Bedrooms: 3, BuildingArea: 1600, SalePrice: 520_000, Address: "8 Birch Rd", Description: "House with private lake access." },
    { ...kingston, MLSNumber: "KIN3", Url: "https://example.com/k3", PropertyType: "Townhouse", Bedrooms: 3, BuildingArea: 1500, SalePrice: 450_000, Address: "3 Elm Rd", Description: "Townhouse near the lake and the market." },
    { ...kingston, MLSNumber: "KIN4", Url: "https://example.com/k4", SaleType: "for_rent", RentPrice: 2_100, PropertyType: "Townhouse", Bedrooms: 2, BuildingArea: 1100, Address: "2 Pine Rd", Description: "Walk to the lake." },
    { ...kingston, MLSNumber: "KIN5", Url: "https://example.com/k5", SaleType: "for_rent", RentPrice: 2_600, PropertyType: "House", Bedrooms: 3, BuildingArea: 1400, Address: "9 Larkmoor Rd", Description: "A lake breeze in summer." },
  ];
  beforeAll(async () => {
    setup = await conciergeBot("resolver-lakeside", LAKESIDE);
  }, 60_000);
  afterAll(async () => setup?.close());
  const resolver = resolving(() => setup, ["Kingston"]);

  it("finds a street by a word many descriptions hold, when a street type follows it", async () => {
    expect(await resolver.firstIds("the lake st condo, how big?")).toEqual(resolver.ids("KIN1"));
    expect(await resolver.named("houses near the lake, any with a garage?")).toEqual([]);
    // A lone word after its house number, or before its street type, in lower case.
    expect(await resolver.firstIds("can we see 8 birch thursday at 5?")).toEqual(resolver.ids("KIN2"));
    expect(await resolver.firstIds("would they take 500 for birch rd?")).toEqual(resolver.ids("KIN2"));
    expect(await resolver.named("can we see 9 birch thursday at 5?")).toEqual([]);
    // A street's name alone, which only the address holds.
    expect(await resolver.firstIds("how big is the larkmoor house?")).toEqual(resolver.ids("KIN5"));
  });

  it("answers 'the condo' of the one condo the last answer listed, not with a new search", async () => {
    const ask = await setup.conversation();
    expect((await ask("what do you have for sale in Kingston?")).content).toContain("14 Lake St");
    const reply = (await ask("does the condo have parking?")).content;
    expect(reply).toContain("14 Lake St");
    expect(reply).not.toMatch(/I found|homes/);
  });

  it("answers 'the townhouse' of each townhouse listed when two were", async () => {
    const ask = await setup.conversation();
    await ask("what do you have in Kingston?");
    const reply = (await ask("how big is the townhouse?")).content;
    expect(reply).toContain("3 Elm Rd");
    expect(reply).toContain("2 Pine Rd");
    expect(reply).not.toContain("14 Lake St");
  });

  it("answers two counts asked in one sentence, the second within the first", async () => {
    const ask = await setup.conversation();
    const reply = (await ask("how many homes do you have in Kingston and how many are rentals")).content;
    expect(reply).toMatch(/5 homes in Kingston/);
    expect(reply).toMatch(/2 homes for rent in Kingston/);
  });
});
