import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tinyPng } from "./bytes";
import { asOwner, baseUrl, call, fixtures, listAll, newChatbot, newListing, type Owner, ok, signUp } from "./helpers";

// Issue 23 §4: RealEstateList's added filters, partial search and sorts (all in SQL, paged),
// and RealEstateSetStatus, the grid's bulk status change.

const list = (bot: string, body: Record<string, unknown> = {}) => listAll(bot, body);
const mlsOf = (page: { List: { MLSNumber: string }[] }) => page.List.map((item) => item.MLSNumber);

describe("RealEstateList for the listings table", () => {
  let bot: string;
  // MLS numbers are unique per chatbot only: plain names, so that no search meets the chatbot's ID.
  const mls = (name: string) => name;
  beforeAll(async () => {
    bot = await newChatbot();
    const specs: [string, Record<string, unknown>][] = [
      ["A100", { Address: "12 Oak Street", Bedrooms: 2, SalePrice: 300_000, PropertyType: "Condo", DaysOnMarket: 5 }],
      ["B200", { Address: "400 Congress Ave", Bedrooms: 4, SalePrice: 900_000, PropertyType: "Single Family", Status: "Sold", DaysOnMarket: 40 }],
      ["C300", { Address: "7 Elm Road", Bedrooms: 3, SaleType: "for_rent", SalePrice: null, RentPrice: 2_500, PropertyType: "condo", DaysOnMarket: 1 }],
      ["D400", { Address: "55 Oak Lane", Bedrooms: 5, SalePrice: 1_200_000, PropertyType: "Townhouse", Status: "Pending", DaysOnMarket: 90 }],
      ["E_50%", { Address: "9 Rue Montréal", Bedrooms: 1, SalePrice: null, PropertyType: "Condo", DaysOnMarket: 12 }],
    ];
    for (const [name, fields] of specs) await newListing(bot, { MLSNumber: mls(name), ...fields });
  });

  it("searches part of an MLS number or of an address, ignoring case and accents", async () => {
    expect(mlsOf(await list(bot, { Search: "oak" })).sort()).toEqual([mls("A100"), mls("D400")]);
    expect(mlsOf(await list(bot, { Search: "c30" }))).toEqual([mls("C300")]);
    expect(mlsOf(await list(bot, { Search: "MONTREAL" }))).toEqual([mls("E_50%")]);
    expect((await list(bot, { Search: "  CONGRESS " })).VirtualCount).toBe(1);
  });

  it("takes % and _ in a search literally", async () => {
    expect(mlsOf(await list(bot, { Search: "_50%" }))).toEqual([mls("E_50%")]);
    expect((await list(bot, { Search: "%" })).VirtualCount).toBe(1);
    expect((await list(bot, { Search: "A_00" })).VirtualCount).toBe(0);
  });

  it("filters by status, property type (any case), the shown price range and least bedrooms, counting what matches", async () => {
    expect(mlsOf(await list(bot, { Status: "Sold" }))).toEqual([mls("B200")]);
    expect(mlsOf(await list(bot, { PropertyType: "CONDO" })).sort()).toEqual([mls("A100"), mls("C300"), mls("E_50%")]);
    // The rent of C300 is its price; E_50% has none and is in no range.
    expect(mlsOf(await list(bot, { PriceMin: 2000, PriceMax: "950000" })).sort()).toEqual([mls("A100"), mls("B200"), mls("C300")]);
    expect(mlsOf(await list(bot, { BedsMin: 4 })).sort()).toEqual([mls("B200"), mls("D400")]);
    const combined = await list(bot, { BedsMin: 2, PropertyType: "condo", SaleType: "for_sale", PageSize: 1 });
    expect(combined).toMatchObject({ VirtualCount: 1, List: [{ MLSNumber: mls("A100") }] });
    expect((await list(bot, { Status: "", PropertyType: null, PriceMin: "" })).VirtualCount).toBe(5);
  });

  it("sorts by each column both ways, absent prices last, paging through the sorted order", async () => {
    const sorted = async (SortBy: string, SortOrder: string) => mlsOf(await list(bot, { SortBy, SortOrder }));
    expect(await sorted("Price", "asc")).toEqual([mls("C300"), mls("A100"), mls("B200"), mls("D400"), mls("E_50%")]);
    expect(await sorted("Price", "desc")).toEqual([mls("D400"), mls("B200"), mls("A100"), mls("C300"), mls("E_50%")]);
    expect(await sorted("Bedrooms", "desc")).toEqual([mls("D400"), mls("B200"), mls("C300"), mls("A100"), mls("E_50%")]);
    expect(await sorted("DaysOnMarket", "asc")).toEqual([mls("C300"), mls("A100"), mls("E_50%"), mls("B200"), mls("D400")]);
    expect(await sorted("Address", "asc")).toEqual([mls("A100"), mls("B200"), mls("D400"), mls("C300"), mls("E_50%")]);
    expect(await sorted("MLSNumber", "desc")).toEqual([mls("E_50%"), mls("D400"), mls("C300"), mls("B200"), mls("A100")]);
    expect((await sorted("Status", "asc"))[0]).toBe(mls("A100"));
    expect((await sorted("PropertyType", "asc")).slice(0, 3).sort()).toEqual([mls("A100"), mls("C300"), mls("E_50%")]);
    expect((await sorted("SaleType", "asc"))[0]).toBe(mls("C300"));
    expect((await sorted("SaleType", "desc"))[4]).toBe(mls("C300"));
    expect((await sorted("Bathrooms", "asc")).length).toBe(5);
    const pages = [];
    for (const PageNumber of [1, 2, 3]) pages.push(...mlsOf(await list(bot, { SortBy: "Price", SortOrder: "asc", PageSize: 2, PageNumber })));
    expect(pages).toEqual(await sorted("Price", "asc"));
    const beyond = await ok("/chat/Chatbot/RealEstateList", { SerialNumber: bot, SortBy: "Price", PageSize: 2, PageNumber: 9 });
    expect(beyond).toEqual({ List: [], VirtualCount: 5 });
  });

  const refused: [object, string][] = [
    [{ SortBy: "Url" }, "SortBy"],
    [{ SortOrder: "up" }, "SortOrder"],
    [{ Status: "Gone" }, "Status"],
    [{ PriceMin: -1 }, "PriceMin"],
    [{ PriceMax: "lots" }, "PriceMax"],
    [{ BedsMin: 1001 }, "BedsMin"],
    [{ Search: "x".repeat(101) }, "Search"],
    [{ PropertyType: ["Condo"] }, "PropertyType"],
  ];
  for (const [body, field] of refused) {
    it(`refuses ${JSON.stringify(body).slice(0, 40)} with a 400 naming ${field}`, async () => {
      const reply = await call("/chat/Chatbot/RealEstateList", { SerialNumber: bot, ...body });
      expect(reply.status).toBe(400);
      expect(reply.body.Message).toMatch(new RegExp(`^${field} `));
    });
  }
});

describe("RealEstateSetStatus", () => {
  const setStatus = (body: object, credential?: { apiKey: string }) => call("/chat/Chatbot/RealEstateSetStatus", body, credential);

  it("sets the status of every listing named, by ID or MLS number, and skips keys that match nothing", async () => {
    const bot = await newChatbot();
    const [a, b, c] = [await newListing(bot), await newListing(bot), await newListing(bot)];
    const byId = await setStatus({ SerialNumber: bot, KeyType: "PlatformId", Keys: [a.id, b.id, "999999999", "abc"], Status: "Sold" });
    expect(byId.status).toBe(200);
    expect(byId.body.Data).toEqual({ SuccessCount: 2 });
    expect((await list(bot, { Status: "Sold" })).List.map((item) => String(item.ID)).sort()).toEqual([a.id, b.id].sort());
    const byMls = await setStatus({ SerialNumber: bot, KeyType: "MLSNumber", Keys: [c.input.MLSNumber], Status: "coming soon" });
    expect(byMls.body.Data).toEqual({ SuccessCount: 1 });
    expect((await list(bot, { Status: "ComingSoon" })).VirtualCount).toBe(1);
    const got = await ok("/chat/Chatbot/RealEstateGet", { SerialNumber: bot, Key: a.id, KeyType: "PlatformId" });
    expect(got.Status).toBe("Sold");
  });

  it("refuses bad bodies with a 400 naming the field, and caps the keys at 1000", async () => {
    const bot = await newChatbot();
    const cases: [object, RegExp][] = [
      [{ KeyType: "PlatformId", Keys: ["1"] }, /^Status is required/],
      [{ KeyType: "PlatformId", Keys: ["1"], Status: "Gone" }, /^Status must be one of/],
      [{ KeyType: "PlatformId", Keys: [], Status: "Sold" }, /^Keys must have at least 1 item/],
      [{ KeyType: "PlatformId", Keys: Array.from({ length: 1001 }, (_, i) => String(i)), Status: "Sold" }, /^Keys must have at most 1000 items/],
      [{ KeyType: "Address", Keys: ["1"], Status: "Sold" }, /^KeyType /],
    ];
    for (const [body, message] of cases) {
      const reply = await setStatus({ SerialNumber: bot, ...body });
      expect(reply.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(reply.body.Message).toMatch(message);
    }
  });

  it("never touches another workspace's listings", async () => {
    const victim = await newChatbot();
    const listing = await newListing(victim);
    const other = await setStatus({ SerialNumber: victim, KeyType: "PlatformId", Keys: [listing.id], Status: "Sold" }, { apiKey: fixtures.b.apiKey });
    expect(other.status).toBe(404);
    const mine = await newChatbot();
    expect((await setStatus({ SerialNumber: mine, KeyType: "PlatformId", Keys: [listing.id], Status: "Sold" })).body.Data).toEqual({ SuccessCount: 0 });
    expect((await list(victim, { Status: "Active" })).VirtualCount).toBe(1);
  });
});

describe("the listing image path, /api/listing-image/<chatbot>/<listing>/<index>", () => {
  let owner: Owner;
  let bot: string;
  const image = (path: string, cookie: string | null = owner.cookie) =>
    fetch(`${baseUrl}/api/listing-image/${path}`, { headers: cookie === null ? {} : { cookie } });

  /** A file uploaded by the owner, and its public URL on this service. */
  async function uploaded(bytes: Uint8Array, fileName: string) {
    const target = await ok<{ PreUploadUrl: string; FileUrl: string }>("/chat/User/GetPreUploadUrl", { fileName }, asOwner(owner));
    const put = await fetch(target.PreUploadUrl, { method: "PUT", body: bytes, duplex: "half" } as RequestInit);
    expect(put.status).toBe(200);
    return target.FileUrl;
  }

  const servers: http.Server[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  beforeAll(async () => {
    owner = await signUp("Photo Realty");
    bot = await newChatbot(asOwner(owner));
  });

  it("serves a photo uploaded to this service by the type its bytes show, with nosniff, a closed policy and an hour of caching", async () => {
    const photo = await uploaded(tinyPng(), "porch.png");
    const { id } = await newListing(bot, { Images: [photo] }, asOwner(owner));
    for (const query of ["", "?url=https%3A%2F%2Fevil.example%2Fx.png"]) {
      const response = await image(`${bot}/${id}/0${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
      expect(response.headers.get("cache-control")).toBe("private, max-age=3600");
      expect(response.headers.get("x-listing-image")).toBe("ok");
      expect(Buffer.from(await response.arrayBuffer()).equals(tinyPng())).toBe(true);
    }
  });

  it("refuses, with the placeholder, a loopback server (which never sees the request) and a file that is no image", async () => {
    const hits: string[] = [];
    const server = http.createServer((request, response) => {
      hits.push(request.url ?? "");
      response.writeHead(200, { "content-type": "image/png" }).end(tinyPng());
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}/home.png`;
    const notes = await uploaded(new TextEncoder().encode("# Notes\n\nNot a photo.\n"), "notes.md");
    const { id } = await newListing(bot, { Images: [local, notes] }, asOwner(owner));
    const refusedLocal = await image(`${bot}/${id}/0`);
    expect(refusedLocal.status).toBe(200);
    expect(refusedLocal.headers.get("content-type")).toBe("image/png");
    expect(refusedLocal.headers.get("x-listing-image")).toBe("placeholder; reason=privateAddress");
    expect(refusedLocal.headers.get("cache-control")).toBe("private, max-age=300");
    expect(hits).toEqual([]);
    const refusedText = await image(`${bot}/${id}/1`);
    expect(refusedText.headers.get("x-listing-image")).toBe("placeholder; reason=unsupportedType");
  });

  it("answers 404 for an index past the listing's images, another chatbot's listing, another workspace and no session", async () => {
    const photo = await uploaded(tinyPng(), "yard.png");
    const { id } = await newListing(bot, { Images: [photo] }, asOwner(owner));
    const other = await newListing(await newChatbot(asOwner(owner)), { Images: [photo] }, asOwner(owner));
    const stranger = await signUp("Stranger Realty");
    const cases: [string, string | null][] = [
      [`${bot}/${id}/1`, owner.cookie],
      [`${bot}/${id}/x`, owner.cookie],
      [`${bot}/${other.id}/0`, owner.cookie],
      [`${bot}/${id}/0`, stranger.cookie],
      [`${bot}/${id}/0`, null],
    ];
    for (const [path, cookie] of cases) {
      const response = await image(path, cookie);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    }
  });
});
