import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "@/db/client";
import { listings } from "@/db/schema";
import { understand } from "@/lib/ai/concierge/parse";
import { idsOf, resolveNamedListings } from "@/lib/ai/concierge/resolver";
import { findListing } from "@/lib/ai/concierge/search-lookup";
import { EMPTY_STATE } from "@/lib/ai/concierge/types";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { createWorkspace } from "@/lib/auth/workspaces";
import { clientAsk } from "@/lib/chat/ask";
import { createSession } from "@/lib/chat/sessions";
import { createChatbot } from "@/lib/chatbots/service";
import { createListing } from "@/lib/listings/service";
import { migratedDataDir } from "@/tests/setup/databases";

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

describe("the listing resolver", () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  let workspace: WorkspaceRef;
  let bot = "";
  const idOf = new Map<string, number>();
  const cities = ["Eugene", "Springfield"];

  beforeAll(async () => {
    dataDir = await migratedDataDir("resolver");
    handle = await openDatabase({ dataDir, poolMax: 1 });
    const { db } = handle;
    workspace = { id: (await createWorkspace({ db, name: "Resolver" })).workspaceId, name: "Resolver" };
    bot = await createChatbot({ db, workspace, input: {} });
    for (const home of HOMES) await createListing({ db, workspace, input: { SerialNumber: bot, ...base, ...home } as never });
    for (const row of await db.select({ id: listings.id, mls: listings.MLSNumber }).from(listings)) idOf.set(row.mls, row.id);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const named = (text: string) => resolveNamedListings(handle.db, bot, text, cities);
  /** The ids of the listings the first name in a message finds. */
  const firstIds = async (text: string) => {
    const [span] = await named(text);
    return span && idsOf(span);
  };
  const ids = (...mls: string[]) => mls.map((number) => idOf.get(number));
  const read = async (text: string) => understand(text, EMPTY_STATE, { cities, named: await named(text) }).intent;

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
      listing: { id: idOf.get("EUG103") },
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
    expect(await read("how much is the house on larkspur?")).toMatchObject({ kind: "listing", listing: { id: idOf.get("EUG101") } });
    expect(await read("what did the house on larkspur that sold go for?")).toMatchObject({ kind: "listing", listing: { id: idOf.get("EUG102") } });
    // …or, when nothing picks one out, every one of them, whatever its status.
    const both = await read("is the house on larkspur still available?");
    expect(both.kind === "compare" && both.listings.map((listing) => ("id" in listing ? listing.id : 0)).sort()).toEqual(ids("EUG101", "EUG102").sort());
    expect(await read("tell me about the house on larkspur ln")).toMatchObject({ kind: "listing", listing: { id: idOf.get("EUG101") } });
    // Written with its street's suffix ("larkspur ln"), the street's own reading picks neither of the two.
    const suffixed = await read("the house on larkspur ln, is it still available?");
    expect(suffixed.kind === "compare" && suffixed.listings.length).toBe(2);
    // A search for homes stays a search.
    expect((await read("houses near willow bend under 500k")).kind).toBe("search");
  });

  it("finds the listing a provider's model names by its building or street, through the same resolver", async () => {
    const find = async (address: string) => (await findListing({ db: handle.db, chatbotId: bot, ref: { address } }))?.mlsNumber;
    // An MLS number typed without its dash, or with one it does not have.
    const byMls = async (mlsNumber: string) => (await findListing({ db: handle.db, chatbotId: bot, ref: { mlsNumber } }))?.mlsNumber;
    expect(await byMls("eug-110")).toBe("EUG110");
    expect(await byMls("EUG 104")).toBe("EUG104");
    expect(await find("the Quillmark Lofts")).toBe("EUG103");
    expect(await find("Willow Bend")).toBe("EUG104");
    // A name no listing has.
    expect(await find("the Zanzibar Court")).toBeUndefined();
  });

  it("answers about the named home end to end, with the difference between two compared", async () => {
    const { SessionID } = await createSession({ db: handle.db, workspace, serialNumber: bot });
    const ask = async (content: string) =>
      (await clientAsk({
        db: handle.db,
        workspace,
        input: { sessionID: SessionID, content, chatAskType: "Text", stream: false, listingCards: false },
        request: new Request("http://localhost/chat/Chat/ClientAsk"),
      })) as { content: string; noAnswer: boolean };
    const fee = await ask("whats the hoa at the quillmark lofts?");
    expect(fee.content).toContain("$310");
    expect(fee.noAnswer).toBe(false);
    const bigger = await ask("which is bigger, the one at 1440 larkspur or the willow bend ranch, and by how much?");
    expect(bigger.content).toMatch(/1,800 sq ft vs 1,650 sq ft\. A difference of 150 sq ft\./);
  });
});
