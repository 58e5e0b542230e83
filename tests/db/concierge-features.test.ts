import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "@/db/client";
import { listings } from "@/db/schema";
import { FEATURES } from "@/lib/ai/concierge/features";
import { findListing, searchListings } from "@/lib/ai/concierge/search";
import type { ConciergeListing, SearchFilters } from "@/lib/ai/concierge/types";
import { createWorkspace } from "@/lib/auth/workspaces";
import { createChatbot } from "@/lib/chatbots/service";
import { ownDatabase } from "../setup/databases";

// Features through the full-text index: each language's words meet only that language's stems
// (migration 0012), "this or that" (anyFeatures), several cities, and features narrower than
// another (underfloor heating is heating).

const engines = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres" as const] : [])] as const;

let made = 0;
const home = (mls: string, city: string, Description: string, fields: Partial<typeof listings.$inferInsert> = {}) => ({
  SaleType: "for_sale" as const,
  Status: "Active" as const,
  CurrencySymbol: "$",
  SalePrice: 400_000 + ++made * 1000,
  Bedrooms: 2,
  Bathrooms: 1,
  YearBuilt: 2000,
  DaysOnMarket: made,
  LotArea: 0,
  BuildingArea: 1200,
  AreaUnit: "Square Feet" as const,
  ParkingSpots: 0,
  State: "",
  PropertyType: "House",
  City: city,
  Url: `https://homes.example.com/${mls}?n=${made}`,
  MLSNumber: mls,
  Address: `${made} Main St`,
  Description,
  ...fields,
});

const HOMES = [
  // French "petite" and "petit" stem to 'pet', as English "pets" does: no pet-friendly home here.
  home("F1", "Lyon", "Petite maison de ville, pas d'animaux.", { PropertyType: "Maison de ville" }),
  home("F2", "Lyon", "Petit studio lumineux près du parc.", { PropertyType: "Studio" }),
  home("E1", "Tulsa", "Cozy cottage, pets welcome, with a sauna."),
  home("E2", "Tulsa", "Craftsman home with a wine cellar and a porch."),
  home("E3", "Tulsa", "Plain ranch home."),
  home("S1", "Toulouse", "Casa con suelo radiante y bodega de vinos."),
  home("S2", "Toulouse", "Maison avec plancher chauffant et sauna."),
  home("R1", "Reno", "Ranch home.", {
    ExtensionColumn: [
      { Key: "Energy rating", value: "A" },
      { Key: "Exposure", value: "North" },
    ],
  }),
  home("R2", "Reno", "Casa con calificación energética: D, orientada al sur."),
  home("R3", "Reno", "Maison lumineuse.", {
    ExtensionColumn: [
      { Key: "DPE", value: "C" },
      { Key: "Exposition", value: "Sud-est" },
    ],
  }),
  // Views with words between the view and what it looks at, and a lake that is only nearby.
  home("V1", "Annecy", "Appartement avec vue dégagée et splendide sur le lac."),
  home("V2", "Annecy", "Maison à deux pas du lac, jardin et belle vue."),
  home("V3", "Bariloche", "Cabaña con vistas espectaculares a las montañas y al lago."),
  home("V4", "Duluth", "Condo with sweeping lake and harbor views."),
  home("V5", "Duluth", "Loft with views out over the river."),
  // Homes named by their area alone ("le studio de Bouffay"), one of them sold.
  home("N1", "Nantes", "Studio meublé au cœur du Bouffay, proche du tram.", {
    PropertyType: "Studio",
    Bedrooms: 0,
    SaleType: "for_rent",
    SalePrice: null,
    RentPrice: 600,
    DepositFee: 1200,
  }),
  home("N2", "Nantes", "Maison de ville à Chantenay avec cour."),
  home("N3", "Nantes", "Maison à Chantenay, jardin arboré.", { Status: "Sold" }),
];

describe.each(engines)("the concierge's features on %s", (engine) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let db: Database;
  let chatbotId: string;

  beforeAll(async () => {
    const database = await ownDatabase(engine, "concierge-features");
    drop = database.drop;
    handle = await database.open();
    db = handle.db;
    const workspace = { id: (await createWorkspace({ db, name: "Features" })).workspaceId, name: "Features" };
    chatbotId = await createChatbot({ db, workspace, input: {} });
    await db.insert(listings).values(HOMES.map((listing) => ({ ...listing, chatbotId })));
  });

  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  const mls = (found: { listings: ConciergeListing[] }) => found.listings.map((listing) => listing.mlsNumber).sort();
  const search = (filters: SearchFilters) => searchListings({ db, chatbotId, filters, limit: 20 });

  it("matches a language's words only against that language's stems", async () => {
    // English "pets" is 'pet', and so is French "petit": only the home that welcomes pets is pet-friendly.
    expect(mls(await search({ features: ["pet_friendly"] }))).toEqual(["E1"]);
    expect(mls(await search({ city: "Lyon", excludedFeatures: ["pet_friendly"] }))).toEqual(["F1", "F2"]);
  });

  it("gives no two features the same stem in one language", async () => {
    const config = { en: "casabot_en", es: "casabot_es", fr: "casabot_fr" } as const;
    for (const language of ["en", "es", "fr"] as const) {
      const owners = new Map<string, Set<string>>();
      for (const feature of FEATURES) {
        for (const word of feature.words[language]) {
          const phrase = word
            .split(/[^\p{L}\p{N}]+/u)
            .filter(Boolean)
            .join(" ");
          const [row] = await db.select({ q: sql<string>`casabot_phrase_query(${config[language]}::regconfig, ${phrase})::text` }).from(sql`(select 1) as one`);
          if (!row?.q) continue;
          owners.set(row.q, (owners.get(row.q) ?? new Set()).add(feature.id));
        }
      }
      const shared = [...owners].filter(([, ids]) => ids.size > 1).map(([query, ids]) => `${language} ${query}: ${[...ids].join(", ")}`);
      expect(shared).toEqual([]);
    }
  });

  it("finds any one of the features of a group", async () => {
    expect(mls(await search({ anyFeatures: [["sauna", "wine_cellar"]] }))).toEqual(["E1", "E2", "S1", "S2"]);
    expect(mls(await search({ city: "Tulsa", anyFeatures: [["sauna", "wine_cellar"]] }))).toEqual(["E1", "E2"]);
    // Every group must hold, and the features wanted besides.
    expect(
      mls(
        await search({
          anyFeatures: [
            ["sauna", "wine_cellar"],
            ["porch", "underfloor_heating"],
          ],
        }),
      ),
    ).toEqual(["E2", "S1", "S2"]);
    expect(mls(await search({ features: ["pet_friendly"], anyFeatures: [["sauna", "wine_cellar"]] }))).toEqual(["E1"]);
  });

  it("finds the homes of any of several cities", async () => {
    expect(mls(await search({ city: "Lyon", cities: ["Lyon", "Toulouse"] }))).toEqual(["F1", "F2", "S1", "S2"]);
    expect(mls(await search({ city: "tulsa", cities: ["tulsa", "Toulose"], anyFeatures: [["sauna"]] }))).toEqual(["E1", "S2"]);
  });

  it("finds an owner's fact by its value, under any key and in any language", async () => {
    // "A" is a stop word to the English stemmer: the letter is checked after the rating's key.
    expect(mls(await search({ text: ["energy rating a"] }))).toEqual(["R1"]);
    expect(mls(await search({ text: ["dpe d"] }))).toEqual(["R2"]);
    expect(mls(await search({ text: ["calificacion energetica c"] }))).toEqual(["R3"]);
    // A south-east exposure faces south too ("sud-est" holds "sud").
    expect(mls(await search({ text: ["orientation south"] }))).toEqual(["R2", "R3"]);
    expect(mls(await search({ text: ["orientacion norte"] }))).toEqual(["R1"]);
    expect(mls(await search({ text: ["orientation southeast"] }))).toEqual(["R3"]);
  });

  it("finds a view of a lake, the sea, a river or mountains with words between the view and what it looks at", async () => {
    expect(mls(await search({ features: ["lake_view"] }))).toEqual(["V1", "V3", "V4"]);
    expect(mls(await search({ features: ["mountain_view"] }))).toEqual(["V3"]);
    expect(mls(await search({ features: ["river_view"] }))).toEqual(["V5"]);
    expect(mls(await search({ features: ["sea_view"] }))).toEqual([]);
    // A lake steps away is no view of it.
    expect(mls(await search({ city: "Annecy", features: ["lake_view"] }))).toEqual(["V1"]);
  });

  it("finds the one listing an area names, an available one first, and none when several are named", async () => {
    expect((await findListing({ db, chatbotId, ref: { address: "Bouffay" } }))?.mlsNumber).toBe("N1");
    expect((await findListing({ db, chatbotId, ref: { address: "Chantenay" } }))?.mlsNumber).toBe("N2");
    expect(await findListing({ db, chatbotId, ref: { address: "Duluth" } })).toBeNull();
    expect(await findListing({ db, chatbotId, ref: { address: "Île de Nantes" } })).toBeNull();
  });

  it("finds a studio by its area, with its deposit", async () => {
    const found = await search({ bedrooms: { min: 0, max: 0 }, place: "bouffay" });
    expect(mls(found)).toEqual(["N1"]);
    expect(found.listings[0]!.deposit).toBe(1200);
  });

  it("finds a narrower feature's homes when the broader one is asked for", async () => {
    expect(mls(await search({ features: ["underfloor_heating"] }))).toEqual(["S1", "S2"]);
    expect(mls(await search({ features: ["heating"] }))).toEqual(["S1", "S2"]);
  });
});
