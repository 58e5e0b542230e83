import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "@/db/client";
import { chatbots, listings } from "@/db/schema";
import { KINDS } from "@/lib/ai/concierge/kinds";
import { fold } from "@/lib/ai/concierge/text";
import { compareListings, countListings, findListing, listCities, listCoverage, searchListings } from "@/lib/ai/concierge/search";
import { type ConciergeListing, type SearchFilters, SORT_FIELDS, type SortField } from "@/lib/ai/concierge/types";
import { chatTools } from "@/lib/ai/tools";
import { createWorkspace } from "@/lib/auth/workspaces";
import { createSession } from "@/lib/chat/sessions";
import { createChatbot } from "@/lib/chatbots/service";
import { listingObject } from "@/lib/listings/schema";
import { NEGATIVE_VALUES, NOT_NEGATIVE_VALUES } from "../fixtures/negative-values";
import { OTHER_LISTING, SEARCH_LISTINGS } from "../fixtures/search-listings";
import { ownDatabase } from "../setup/databases";

// The concierge's search side over real databases, PGlite and (when TEST_DATABASE_URL is set)
// PostgreSQL: full-text search in three languages, kinds, cities, statuses, sorts and lookups.

const engines = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres" as const] : [])] as const;

describe.each(engines)("the concierge's search on %s", (engine) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let db: Database;
  let chatbotId: string;
  let workspace: Parameters<typeof createSession>[0]["workspace"];

  beforeAll(async () => {
    const database = await ownDatabase(engine, "concierge-search");
    drop = database.drop;
    handle = await database.open();
    db = handle.db;
    workspace = { id: (await createWorkspace({ db, name: "Search" })).workspaceId, name: "Search" };
    chatbotId = await createChatbot({ db, workspace, input: {} });
    const other = await createChatbot({ db, workspace, input: {} });
    await db.insert(listings).values(SEARCH_LISTINGS.map((listing) => ({ ...listing, chatbotId })));
    await db.insert(listings).values({ ...OTHER_LISTING, chatbotId: other });
  });

  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  const mls = (found: { listings: ConciergeListing[] }) => found.listings.map((listing) => listing.mlsNumber).sort();
  const search = (filters: SearchFilters, limit = 20) => searchListings({ db, chatbotId, filters, limit });

  it("finds homes by the postal code a visitor named, spaces and case aside", async () => {
    expect(mls(await search({ postalCode: "78701" }))).toEqual(["A1", "R1"]);
    expect(mls(await search({ postalCode: "78704" }))).toEqual(["A2"]);
    expect(mls(await search({ postalCode: "78701", saleType: "for_rent" }))).toEqual(["R1"]);
    expect((await search({ postalCode: "99999" })).total).toBe(0);
  });

  it("classifies every KINDS word, in any case, to its kind in SQL", async () => {
    for (const { kind, words } of KINDS) {
      for (const word of words) {
        const spellings = [word, word.toUpperCase(), word.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase())];
        for (const spelling of spellings) {
          const rows = await db.select({ kind: sql<string>`casabot_property_kind(${spelling})` }).from(sql`(select 1) as one`);
          expect(rows[0]!.kind, spelling).toBe(kind);
        }
      }
    }
  });

  it("folds every accented letter as the concierge's own fold does (migration 0026)", async () => {
    const words = ["Dúplex", "Cabaña", "Façade", "Peñasco", "Ýpsilon", "Ÿvoire", "Año", "Ático", "Châlet", "Müller", "São Paulo", "Bâtiment"];
    for (const word of words) {
      const rows = await db.select({ folded: sql<string>`casabot_fold(${word})` }).from(sql`(select 1) as one`);
      expect(rows[0]!.folded, word).toBe(fold(word));
    }
    // So an accented stored type gets its kind, and a folded address is found without accents.
    const kinds = await db
      .select({ duplex: sql<string>`casabot_property_kind('Dúplex')`, cabin: sql<string>`casabot_property_kind('Cabaña')` })
      .from(sql`(select 1) as one`);
    expect(kinds[0]).toEqual({ duplex: "multi_family", cabin: expect.not.stringMatching(/^other$/) });
  });

  it("classifies Latin American stored types", async () => {
    const kinds: [string, string][] = [
      ["Casa en condominio", "townhouse"],
      ["Casas pareadas", "townhouse"],
      ["Dpto", "apartment"],
      ["Apto.", "apartment"],
      ["Apartaestudio", "apartment"],
      ["Departamentito", "apartment"],
      ["Pisito", "apartment"],
      ["Casa sola", "house"],
      ["Casita", "house"],
      ["Casona", "house"],
      ["Residencias", "house"],
      ["Condominio", "condo"],
    ];
    for (const [type, kind] of kinds) {
      const rows = await db.select({ kind: sql<string>`casabot_property_kind(${type})` }).from(sql`(select 1) as one`);
      expect(rows[0]!.kind, type).toBe(kind);
    }
  });

  it("classifies regional stored types: shotgun doubles, two-family homes, Swiss attiques and PPE condos", async () => {
    const kinds: [string, string][] = [
      ["Double Shotgun", "multi_family"],
      ["Shotgun Double", "multi_family"],
      ["Two-Family", "multi_family"],
      ["2 Family Home", "multi_family"],
      ["Maison plurifamiliale", "multi_family"],
      ["Shotgun", "house"],
      ["Camelback Shotgun", "house"],
      ["Attique", "apartment"],
      ["Attique en PPE", "condo"],
      ["Appartement en PPE", "condo"],
    ];
    for (const [type, kind] of kinds) {
      const rows = await db.select({ kind: sql<string>`casabot_property_kind(${type})` }).from(sql`(select 1) as one`);
      expect(rows[0]!.kind, type).toBe(kind);
    }
  });

  it("classifies regional farms: caseríos, alquerías and fermettes", async () => {
    const kinds: [string, string][] = [
      ["Caserío", "farm"],
      ["Caserio rehabilitado", "farm"],
      ["Alquería", "farm"],
      ["Fermette", "farm"],
      ["Caseríos", "farm"],
    ];
    for (const [type, kind] of kinds) {
      const rows = await db.select({ kind: sql<string>`casabot_property_kind(${type})` }).from(sql`(select 1) as one`);
      expect(rows[0]!.kind, type).toBe(kind);
    }
  });

  it("classifies one-word small flats and Spanish tierras (migration 0016)", async () => {
    const kinds: [string, string][] = [
      ["Minidepartamento amoblado", "apartment"],
      ["Mini-departamento", "apartment"],
      ["Miniapartamento", "apartment"],
      ["Microstudio", "apartment"],
      ["Tierras de cultivo", "land"],
      ["Tierra", "land"],
    ];
    for (const [type, kind] of kinds) {
      const rows = await db.select({ kind: sql<string>`casabot_property_kind(${type})` }).from(sql`(select 1) as one`);
      expect(rows[0]!.kind, type).toBe(kind);
    }
  });

  it("strips a negation with a modifier before the feature (migration 0016)", async () => {
    const cases: [string, string, boolean][] = [
      ["No central air, window units in every bedroom.", "air", false],
      ["Sin cochera techada, solo estacionamiento en la calle.", "cochera", false],
      ["Pas de parking privé, mais une cave.", "cave", true],
      ["No detached garage; big fenced yard.", "garage", false],
    ];
    for (const [description, word, kept] of cases) {
      const rows = await db.select({ text: sql<string>`casabot_strip_negations(${description})` }).from(sql`(select 1) as one`);
      expect(rows[0]!.text.toLowerCase().includes(word), description).toBe(kept);
    }
  });

  it("finds Spanish and French descriptions by English feature ids, and never a negated feature", async () => {
    expect(mls(await search({ features: ["pool"] }))).toEqual(["A1", "M1", "P1"]);
    expect(mls(await search({ features: ["garden"] }))).toEqual(["A5", "M1"]);
    expect(mls(await search({ features: ["garage"] }))).toEqual(["A1", "M2"]);
    expect(mls(await search({ features: ["sea_view"] }))).toEqual(["M2"]);
    expect(mls(await search({ city: "madrid", excludedFeatures: ["pool"] }))).toEqual(["M2"]);
    expect(mls(await search({ features: ["pool", "garage"] }))).toEqual(["A1"]);
  });

  it("takes out of a description only what it says is absent", async () => {
    const strip = async (text: string) =>
      (await db.select({ text: sql<string>`casabot_strip_negations(${text})` }).from(sql`(select 1) as one`))[0]!.text.replace(/\s+/g, " ").trim();
    expect(await strip("Pool, no parking, sin piscina, pas de jardin, no pets allowed.")).toBe("Pool, , , , allowed.");
    expect(await strip("It doesn't have a garage; no tiene garaje; n'a pas de balcon; pas d'ascenseur.")).toBe("It ; ; ; .");
    expect(await strip("À deux pas de la plage, sans vis-à-vis.")).toBe("À deux steps de la plage, -à-vis.");
    expect(await strip("Nothing to do; notable views; sinuous road; pasta.")).toBe("Nothing to do; notable views; sinuous road; pasta.");
  });

  it("takes out negations written after the word, joined by or, and non- words", async () => {
    const strip = async (text: string) =>
      (await db.select({ text: sql<string>`casabot_strip_negations(${text})` }).from(sql`(select 1) as one`))[0]!.text.replace(/\s+/g, " ").trim();
    const cases: [string, string][] = [
      ["Dogs are not allowed.", "."],
      ["Balcony; smoking not permitted", "Balcony;"],
      ["Piscina; mascotas no permitidas.", "Piscina; ."],
      ["Jardin, animaux interdits.", "Jardin, ."],
      ["Terrasse; chiens non acceptés", "Terrasse;"],
      ["Cozy flat, no pets or smoking, gym", "Cozy flat, , gym"],
      ["Maison, pas de jardin ou de balcon.", "Maison, ."],
      ["Non-smoking building with a pool", "building with a pool"],
      ["Parking not included; storage", "; storage"],
      ["Piso luminoso. No se admiten mascotas.", "Piso luminoso. ."],
      ["Ático; no se permiten animales; terraza", "Ático; ; terraza"],
      ["Casa con jardín, no incluye garaje.", "Casa con jardín, ."],
      ["Prohibido fumar. Piscina.", ". Piscina."],
      ["Condo that doesn't allow pets, with a gym", "Condo that , with a gym"],
      ["Studio, n'accepte pas les animaux.", "Studio, ."],
      ["Loft; les animaux ne sont pas acceptés", "Loft; les"],
      ["Petit appartement, pas d'animaux, pas de stationnement.", "Petit appartement, , ."],
      ["Studio, pas d’animaux.", "Studio, ."],
      ["Condo; aucun animal; sans animaux; pas de chats.", "Condo; ; ; ."],
      ["Loft, animaux non admis, chiens interdits.", "Loft, , ."],
    ];
    for (const [text, left] of cases) expect(await strip(text), text).toBe(left);
  });

  it("reads an ExtensionColumn value that says no, in any language, as absent", async () => {
    const negative = async (value: string) => (await db.select({ no: sql<boolean>`casabot_negative_value(${value})` }).from(sql`(select 1) as one`))[0]!.no;
    for (const value of [...NEGATIVE_VALUES, "No se aceptan", "NON", "Aucun animal", "Interdits", "Pas acceptés", " "]) {
      expect(await negative(value), value).toBe(true);
    }
    for (const value of NOT_NEGATIVE_VALUES) {
      expect(await negative(value), value).toBe(false);
    }
  });

  it("drops a phrase that stop words would leave with one word, and keeps the others", async () => {
    const query = async (config: string, phrase: string) =>
      (await db.select({ q: sql<string>`casabot_phrase_query(${config}::regconfig, ${phrase})::text` }).from(sql`(select 1) as one`))[0]!.q;
    expect(await query("casabot_en", "on the water")).toBe("");
    expect(await query("casabot_es", "una planta")).toBe("");
    expect(await query("casabot_en", "a c")).toBe("");
    expect(await query("casabot_en", "sea view")).toBe("'sea' <-> 'view'");
    expect(await query("casabot_es", "vista al mar")).toBe("'vist' <2> 'mar'");
    expect(await query("casabot_fr", "piscine")).toBe("'piscin'");
  });

  it("finds listings typed in the owner's language by kind", async () => {
    expect(mls(await search({ kinds: ["house"] }))).toEqual(["A1", "A5", "P1"]);
    expect(mls(await search({ kinds: ["townhouse"] }))).toEqual(["M2"]);
    expect(mls(await search({ kinds: ["apartment"] }))).toEqual(["M1", "P2", "R1"]);
    expect(mls(await search({ kinds: ["condo", "townhouse"], availability: "any" }))).toEqual(["A2", "A3", "M2"]);
    const [piso] = (await search({ kinds: ["apartment"], city: "Madrid" })).listings;
    expect(piso).toMatchObject({ kind: "apartment", propertyType: "Piso", location: "Salamanca", areaUnit: "Square Meters" });
  });

  it("matches cities whatever their case and accents", async () => {
    expect(mls(await search({ city: "montreal" }))).toEqual(["P1"]);
    expect(mls(await search({ city: "MONTRÉAL" }))).toEqual(["P1"]);
    expect(mls(await search({ city: "sao paulo" }))).toEqual(["P2"]);
    expect(mls(await search({ city: " Madrid " }))).toEqual(["M1", "M2"]);
    expect(mls(await search({ city: "Madird" }))).toEqual(["M1", "M2"]);
    expect((await listCities({ db, chatbotId })).sort()).toEqual(["Austin", "Madrid", "Montréal", "São Paulo"]);
  });

  it("offers available listings unless another availability is asked for", async () => {
    expect(mls(await search({ city: "Austin" }))).toEqual(["A1", "A2", "A5", "R1"]);
    expect(mls(await search({ city: "Austin", availability: "available" }))).toEqual(["A1", "A2", "A5", "R1"]);
    expect(mls(await search({ availability: "pending" }))).toEqual(["A3"]);
    expect(mls(await search({ availability: "sold" }))).toEqual(["A4"]);
    expect(mls(await search({ availability: "off_market" }))).toEqual(["A6"]);
    expect((await search({ availability: "any" })).total).toBe(SEARCH_LISTINGS.length);
    // One listing asked about is found whatever its status.
    expect((await findListing({ db, chatbotId, ref: { mlsNumber: "a4" } }))?.status).toBe("Sold");
  });

  it("orders by default with the most recently listed first, and by every sort field with unknowns last", async () => {
    const byDefault = await search({ availability: "any" }, 50);
    const days = byDefault.listings.map((listing) => listing.daysOnMarket);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    const value = (listing: ConciergeListing, field: SortField): number | null => {
      const sqft = (area: number) => (listing.areaUnit === "Square Meters" ? area * 10.7639 : area);
      const known = (number: number | null) => (number === null || number === 0 ? null : number);
      const values: Record<SortField, number | null> = {
        price: known(listing.price),
        bedrooms: listing.bedrooms,
        bathrooms: listing.bathrooms,
        area: known(sqft(listing.buildingArea)),
        lotArea: known(sqft(listing.lotArea)),
        yearBuilt: known(listing.yearBuilt),
        daysOnMarket: listing.daysOnMarket,
        parkingSpots: listing.parkingSpots,
        hoa: listing.hoaMonth,
        pricePerArea: known(listing.price) !== null && known(listing.buildingArea) !== null ? listing.price! / sqft(listing.buildingArea) : null,
      };
      return values[field];
    };
    for (const field of SORT_FIELDS) {
      for (const direction of ["asc", "desc"] as const) {
        const found = await searchListings({ db, chatbotId, filters: { availability: "any" }, sort: { field, direction }, limit: 50 });
        const values = found.listings.map((listing) => value(listing, field));
        const known = values.filter((number) => number !== null) as number[];
        expect(
          values.slice(known.length).every((number) => number === null),
          `${field} ${direction}: nulls last`,
        ).toBe(true);
        expect(known, `${field} ${direction}`).toEqual([...known].sort((a, b) => (direction === "asc" ? a - b : b - a)));
      }
    }
    const biggestLot = await searchListings({ db, chatbotId, filters: {}, sort: { field: "lotArea", direction: "desc" }, limit: 1 });
    expect(biggestLot.listings[0]?.mlsNumber).toBe("A5");
  });

  it("converts square metres to square feet and compares prices within the currency asked for", async () => {
    expect(mls(await search({ city: "Madrid", area: { min: 1000 } }))).toEqual(["M2"]);
    expect(mls(await search({ city: "Madrid", area: { max: 1000 } }))).toEqual(["M1"]);
    expect(mls(await search({ currency: "€" }))).toEqual(["M1", "M2"]);
    expect(mls(await search({ currency: "eur", price: { max: 300_000 } }))).toEqual(["M1"]);
    expect(mls(await search({ currency: "USD", saleType: "for_sale" }))).toEqual(["A1", "A2", "A5"]);
    expect(mls(await search({ currency: "R$" }))).toEqual(["P2"]);
    expect(mls(await search({ saleType: "for_rent", price: { max: 3000 } }))).toEqual(["R1"]);
  });

  it("finds words in the text and in ExtensionColumn values, and skips a pair whose value is no", async () => {
    expect(mls(await search({ text: ["radiant"] }))).toEqual(["R1"]);
    expect(mls(await search({ text: ["heating"] }))).toEqual(["R1"]);
    expect(mls(await search({ text: ["fireplace"] }))).toEqual(["A5"]);
    expect(mls(await search({ text: ["salamanca"] }))).toEqual(["M1"]);
    expect(mls(await search({ text: ["Congres"] }))).toEqual(["A1"]);
  });

  it("leaves out the kinds asked away", async () => {
    const all = mls(await search({}));
    const noHouses = mls(await search({ excludedKinds: ["house"] }));
    expect(noHouses.length).toBeGreaterThan(0);
    expect(noHouses.length).toBeLessThan(all.length);
    for (const id of mls(await search({ kinds: ["house"] }))) expect(noHouses).not.toContain(id);
  });

  it("finds a place that is no city of the chatbot's in the listings' text, and never offers to drop it", async () => {
    expect(mls(await search({ place: "salamanca" }))).toEqual(["M1"]);
    const elsewhere = await search({ place: "tucson" });
    expect(elsewhere.total).toBe(0);
    expect(elsewhere.nearest).toBeUndefined();
    expect([...(elsewhere.cities ?? [])].sort()).toEqual(["Austin", "Madrid", "Montréal", "São Paulo"]);
  });

  it("matches a place close to a street of an address, unless it is a town named with its state code", async () => {
    expect(mls(await search({ place: "congres" }))).toEqual(["A1"]);
    expect((await search({ place: "congres", placeIsTown: true })).total).toBe(0);
  });

  it("names the cities covered and the nearest relaxation when nothing matches", async () => {
    const none = await search({ city: "Austin", saleType: "for_sale", features: ["sea_view"] });
    expect(none.total).toBe(0);
    expect(none.cities?.[0]).toBe("Austin");
    expect([...(none.cities ?? [])].sort()).toEqual(["Austin", "Madrid", "Montréal", "São Paulo"]);
    expect(none.nearest).toMatchObject({ dropped: ["features"], total: 3 });
    const cheap = await countListings({ db, chatbotId, filters: { city: "Madrid", price: { max: 220_000 } } });
    expect(cheap).toMatchObject({ total: 0, nearest: { dropped: ["price"], total: 1, filters: { price: { max: 275_000 } } } });
    const elsewhere = await countListings({ db, chatbotId, filters: { city: "Boise", kinds: ["house"] } });
    expect(elsewhere.nearest).toMatchObject({ dropped: ["city"], total: 3 });
    expect((await countListings({ db, chatbotId, filters: { city: "Austin" } })).nearest).toBeUndefined();
    // Another kind than the one asked ("un piso" in Madrid, with a garage: the townhouse): named at once, not only counted.
    const otherKind = await search({ city: "Madrid", kinds: ["apartment"], area: { min: 1200 } });
    expect(otherKind.nearest).toMatchObject({ dropped: ["kinds"], total: 1 });
    expect(otherKind.nearest?.listings?.map((listing) => listing.mlsNumber)).toEqual(["M2"]);
    // A feature left aside is offered, never named: the visitor needs it.
    expect(none.nearest?.listings).toBeUndefined();
  });

  it("looks a listing up by MLS number in any case, by a loosely typed address, and by id", async () => {
    const a1 = await findListing({ db, chatbotId, ref: { mlsNumber: "a1" } });
    expect(a1).toMatchObject({ mlsNumber: "A1", photo: "https://img.example.com/a1.jpg", kind: "house" });
    expect((await findListing({ db, chatbotId, ref: { address: "4100 Congress Avenue" } }))?.mlsNumber).toBe("A1");
    expect((await findListing({ db, chatbotId, ref: { address: "4100 Congres Ave" } }))?.mlsNumber).toBe("A1");
    expect((await findListing({ db, chatbotId, ref: { address: "calle mayor 5" } }))?.mlsNumber).toBe("M2");
    expect((await findListing({ db, chatbotId, ref: { address: "1200 rue sherbrook" } }))?.mlsNumber).toBe("P1");
    expect((await findListing({ db, chatbotId, ref: { id: a1!.id } }))?.mlsNumber).toBe("A1");
    expect(await findListing({ db, chatbotId, ref: { address: "Nowhere Lane 999" } })).toBeNull();
  });

  it("finds an address typed with its street type abbreviated or its number on the other side, and never another number", async () => {
    const mlsOf = async (address: string) => (await findListing({ db, chatbotId, ref: { address } }))?.mlsNumber ?? null;
    expect(await mlsOf("C/ Alcalá, 100")).toBe("M1");
    expect(await mlsOf("Calle Mayor nº 5")).toBe("M2");
    expect(await mlsOf("Avda. Paulista 1000")).toBe("P2");
    expect(await mlsOf("Lamar Blvd 12")).toBe("A2");
    expect(await mlsOf("rue Sherbrooke 1200")).toBe("P1");
    expect(await mlsOf("Calle Mayor 50")).toBeNull();
    expect(await mlsOf("Calle Mayor 6")).toBeNull();
    expect(await mlsOf("Alcalá")).toBe("M1");
    expect(await mlsOf("Sherbrooke")).toBe("P1");
    expect(await mlsOf("5 de la calle Mayor")).toBe("M2");
    expect(await mlsOf("1200 de la rue Sherbrooke")).toBe("P1");
  });

  it("skips the matches already shown, in the same order, and still counts them all", async () => {
    const sort = { field: "price" as const, direction: "asc" as const };
    const all = await searchListings({ db, chatbotId, filters: { availability: "any" }, sort, limit: 6 });
    const next = await searchListings({ db, chatbotId, filters: { availability: "any" }, sort, limit: 3, offset: 3 });
    expect(next.listings.map((listing) => listing.id)).toEqual(all.listings.slice(3, 6).map((listing) => listing.id));
    expect(next.total).toBe(all.total);
    const past = await searchListings({ db, chatbotId, filters: { availability: "any" }, sort, limit: 3, offset: 45 });
    expect(past).toMatchObject({ total: all.total, listings: [] });
  });

  it("compares listings and lists coverage through the tools", async () => {
    const compared = await compareListings({ db, chatbotId, refs: [{ mlsNumber: "A1" }, { address: "12 Lamar Boulevard" }, { mlsNumber: "NOPE" }] });
    expect(compared.listings.map((listing) => listing.mlsNumber)).toEqual(["A1", "A2"]);
    expect(compared.missing).toEqual(["NOPE"]);
    expect(await listCoverage({ db, chatbotId })).toEqual([
      { city: "Austin", total: 4 },
      { city: "Madrid", total: 2 },
      { city: "Montréal", total: 1 },
      { city: "São Paulo", total: 1 },
    ]);
    const [chatbot] = await db.select().from(chatbots).where(eq(chatbots.id, chatbotId));
    const { SessionID } = await createSession({ db, workspace, serialNumber: chatbotId });
    const tools = chatTools({ db, chatbot: chatbot!, sessionId: SessionID, question: "" });
    const call = { toolCallId: "t", messages: [] };
    const result = await tools.compare_listings.execute!({ listings: [{ mlsNumber: "M1" }, { mlsNumber: "M2" }] }, call);
    expect(result).toMatchObject({ kind: "compare", missing: [] });
    expect(await tools.count_listings.execute!({ filters: { features: ["pool"] } }, call)).toEqual({ kind: "count", total: 3 });
  });
});

describe("listing statuses in the API", () => {
  const status = (Status: string) => listingObject.shape.Status.safeParse(Status);
  it("normalises the added statuses as feeds spell them, and keeps the original three exact", () => {
    expect(status("Coming Soon").data).toBe("ComingSoon");
    expect(status("coming-soon").data).toBe("ComingSoon");
    expect(status("Off Market").data).toBe("OffMarket");
    expect(status("pending").data).toBe("Pending");
    expect(status("Active").data).toBe("Active");
    expect(status("Sold").data).toBe("Sold");
    expect(status("PreOnMarket").data).toBe("PreOnMarket");
    expect(status("Closed").success).toBe(false);
  });
});
