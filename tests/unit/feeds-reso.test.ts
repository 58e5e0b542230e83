import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { filterFields } from "@/lib/feeds/filter";
import { entityFields, type ResoPage, ResoClient, type ResoSource, retryAfterMs, type Watermark } from "@/lib/feeds/reso-client";
import { mapResoProperty } from "@/lib/feeds/reso-map";
import { type FakeReso, fakeProperty, startFakeReso } from "@/tests/setup/fake-reso";

// Issue 43: a feed's records read into listings, and replication from a RESO Web API, against a fake
// server on loopback speaking OData with OAuth2 client credentials.

describe("a RESO Property record read into a listing", () => {
  const options = { currency: "$" };

  it("maps the Data Dictionary's fields, converting units, periods and forms", () => {
    const mapped = mapResoProperty(
      {
        ...fakeProperty(4, "2026-01-02T03:04:05Z"),
        StandardStatus: "ActiveUnderContract",
        BathroomsTotalInteger: 3,
        BathroomsHalf: 1,
        LotSizeAcres: 0.5,
        AssociationFee: 900,
        AssociationFeeFrequency: "Quarterly",
        VirtualTourURLUnbranded: "https://tours.example/4",
        ElementarySchool: "Maple Elementary",
        PetsAllowed: ["CatsOK", "SmallDogsOK"],
        PoolPrivateYN: true,
      },
      options,
    );
    expect(mapped.kind).toBe("listing");
    if (mapped.kind !== "listing") return;
    expect(mapped.key).toBe("LK000004");
    expect(mapped.listing).toMatchObject({
      MLSNumber: "MLS100004",
      Status: "Pending",
      SaleType: "for_sale",
      SalePrice: 254000,
      PropertyType: "Single Family",
      Bedrooms: 5,
      Bathrooms: 2.5,
      LotArea: 21780,
      AreaUnit: "Square Feet",
      BuildingArea: 804,
      HOAMonth: 300,
      Tours: "3D",
      Address: "104 Cedar Ave",
      City: "Lakemont",
      ParkingSpots: 1,
      Images: ["https://photos.example/4/1.jpg", "https://photos.example/4/2.jpg"],
    });
    expect(mapped.listing.ExtensionColumn).toEqual(
      expect.arrayContaining([
        { Key: "Elementary school", value: "Maple Elementary" },
        { Key: "Pets allowed", value: "Cats OK, Small Dogs OK" },
        { Key: "Private pool", value: "Yes" },
        { Key: "Virtual tour", value: "https://tours.example/4" },
      ]),
    );
  });

  it("takes a lease's ListPrice as its rent, the display form of a status, and square metres with the lot converted", () => {
    const mapped = mapResoProperty(
      {
        ...fakeProperty(10, "2026-01-02T03:04:05Z"),
        StandardStatus: "Coming Soon",
        LivingAreaUnits: "Square Meters",
        LotSizeAcres: null,
        LotSizeSquareFeet: 1076.391,
      },
      options,
    );
    expect(mapped).toMatchObject({
      kind: "listing",
      listing: { SaleType: "for_rent", RentPrice: 1750, Status: "ComingSoon", AreaUnit: "Square Meters", LotArea: 100 },
    });
    expect(mapped.kind === "listing" ? mapped.listing.SalePrice : "not a listing").toBeUndefined();
  });

  it("removes a deleted record and one not to be shown on the internet", () => {
    const base = fakeProperty(1, "2026-01-02T03:04:05Z");
    expect(mapResoProperty({ ...base, StandardStatus: "Delete" }, options)).toMatchObject({ kind: "remove", reason: "deleted" });
    expect(mapResoProperty({ ...base, MlgCanView: false }, options)).toMatchObject({ kind: "remove", reason: "hidden" });
    expect(mapResoProperty({ ...base, InternetEntireListingDisplayYN: false }, options)).toMatchObject({ kind: "remove", reason: "hidden" });
  });

  it("stores nothing it would have to guess: it names the field instead", () => {
    const base = fakeProperty(1, "2026-01-02T03:04:05Z");
    expect(mapResoProperty({ ...base, StandardStatus: "Sleeping" }, options)).toMatchObject({
      kind: "problem",
      problems: [expect.stringMatching(/^StandardStatus/)],
    });
    expect(mapResoProperty({ ...base, LivingAreaUnits: null }, options)).toMatchObject({
      kind: "problem",
      problems: [expect.stringMatching(/^LivingAreaUnits/)],
    });
    // The owner named the feed's unit: then an area without one is in it.
    expect(mapResoProperty({ ...base, LivingAreaUnits: null }, { ...options, areaUnit: "Square Meters" })).toMatchObject({
      kind: "listing",
      listing: { AreaUnit: "Square Meters" },
    });
    expect(mapResoProperty({ ...base, AssociationFee: 50, AssociationFeeFrequency: "Sometimes" }, options)).toMatchObject({
      kind: "problem",
      problems: [expect.stringMatching(/^AssociationFeeFrequency/)],
    });
    expect(mapResoProperty({ ...base, BedroomsTotal: null }, options)).toMatchObject({ kind: "problem", problems: ["BedroomsTotal: missing"] });
    // Land has no rooms to count: no BedroomsTotal is none.
    expect(
      mapResoProperty(
        { ...base, PropertyType: "Land", PropertySubType: "UnimprovedLand", BedroomsTotal: null, BathroomsTotalInteger: null, BathroomsHalf: null },
        options,
      ),
    ).toMatchObject({
      kind: "listing",
      listing: { PropertyType: "Land", Bedrooms: 0, Bathrooms: 0 },
    });
  });
});

describe("replication from a RESO Web API", () => {
  let server: FakeReso;
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
  };

  /** 5,000 records; 700 of them (keys 1000–1699) share one ModificationTimestamp across page boundaries. */
  function seed() {
    server.records = Array.from({ length: 5000 }, (_, i) => {
      const n = i + 1;
      const minute = n >= 1000 && n < 1700 ? 1000 : n;
      return fakeProperty(n, new Date(Date.UTC(2026, 0, 1) + minute * 60_000).toISOString());
    });
  }

  const source = (overrides: Partial<ResoSource> = {}): ResoSource => ({
    baseUrl: server.url,
    resource: "Property",
    top: 500,
    expandMedia: true,
    auth: { kind: "oauth", tokenUrl: server.tokenUrl, clientId: "client-1", clientSecret: "secret-1" },
    ...overrides,
  });

  async function all(client: ResoClient, from: Watermark | null) {
    const pages: ResoPage[] = [];
    for await (const page of client.replicate(from)) pages.push(page);
    return { keys: pages.flatMap((page) => page.records.map((record) => String(record.ListingKey))), last: pages.at(-1)?.watermark ?? from, pages };
  }

  beforeAll(async () => {
    vi.stubEnv("KNOWLEDGE_FETCH_ALLOW_LOOPBACK", "1");
    server = await startFakeReso({ topCap: 500, tokenUses: 4 });
  });
  afterEach(() => {
    waits.length = 0;
    server.requests.length = 0;
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await server.close();
  });

  it("paces its requests under the vendor's rate (at least minIntervalMs apart), and reads the resource's fields from $metadata", async () => {
    seed();
    const client = new ResoClient(source({ top: 1000 }), { sleep, minIntervalMs: 400 });
    const { pages } = await all(client, null);
    const requests = server.requests.length;
    expect(pages.length).toBeGreaterThanOrEqual(5);
    // Every request after the first (the token's included) waited out the interval; the sleep here does not pass time.
    const paced = waits.filter((ms) => ms > 0);
    expect(paced.length).toBeGreaterThanOrEqual(requests);
    for (const ms of paced) expect(ms).toBeLessThanOrEqual(400);
    expect(Math.max(...paced)).toBeGreaterThan(300);

    const fields = await new ResoClient(source(), { sleep, minIntervalMs: 0 }).fields();
    expect(fields?.has("ListAgentMlsId")).toBe(true);
    expect(fields?.has("ListingKey")).toBe(true);
    // Media is a navigation, MediaKey another entity's field.
    expect(fields?.has("Media")).toBe(false);
    expect(fields?.has("MediaKey")).toBe(false);
  });

  it("reads a CSDL's fields of one entity, and a filter's fields, without a regular expression over either", () => {
    const csdl =
      '<EntityType Name="Member"><Property Name="MemberKey"/></EntityType><EntityType Name="Property"><Key><PropertyRef Name="ListingKey"/></Key><Property Name="ListingKey" Type="Edm.String"/><Property Type="Edm.Decimal" Name="ListPrice"/><NavigationProperty Name="Media"/></EntityType>';
    expect([...(entityFields(csdl, "Property") ?? [])]).toEqual(["ListingKey", "ListPrice"]);
    expect(entityFields(csdl, "Lease")).toBeNull();
    expect(filterFields("(ListAgentMlsId eq 'A1' or ListOfficeMlsId eq 'O''Brien') and not (ListPrice gt 5 and ListPrice le 9)")).toEqual([
      "ListAgentMlsId",
      "ListOfficeMlsId",
      "ListPrice",
    ]);
    // An unclosed tag at the end is read to the end, not looped on.
    expect([...(entityFields('<EntityType Name="Property"><Property Name="A"/><Property Name="Bedrooms', "Property") ?? [])]).toEqual(["A"]);
  });

  it("loads every record once, in keyset order, through a 429, an expired token and gzip; then only what changed", async () => {
    seed();
    server.throttle(1, 2);
    const client = new ResoClient(source(), { sleep });
    const first = await all(client, null);
    expect(first.keys).toHaveLength(5000);
    expect(new Set(first.keys).size).toBe(5000);
    // In keyset order: by timestamp, then by key within the 700 that share one.
    const stamp = new Map(server.records.map((record) => [String(record.ListingKey), Date.parse(String(record.ModificationTimestamp))]));
    const order = first.keys.map((key) => [stamp.get(key)!, key] as const);
    expect(order.every(([time, key], i) => i === 0 || time > order[i - 1]![0] || (time === order[i - 1]![0] && key > order[i - 1]![1]))).toBe(true);
    // The 429 was waited out for its Retry-After, the token renewed when it expired, and pages came gzipped.
    expect(waits).toEqual([2000]);
    expect(server.tokensIssued).toBeGreaterThanOrEqual(3);
    expect(server.requests.filter((request) => request.status === 200).every((request) => request.gzip)).toBe(true);
    expect(first.last).toEqual({ timestamp: server.records.at(-1)!.ModificationTimestamp, key: "LK005000" });
    expect(first.pages[0]!.records[0]!.Media).toHaveLength(3);

    // Three records change after the watermark; one shares the last timestamp with a lower key, so is not new.
    const later = (minutes: number) => new Date(Date.UTC(2026, 0, 1) + (5000 + minutes) * 60_000).toISOString();
    Object.assign(server.records[41]!, { StandardStatus: "Closed", ModificationTimestamp: later(1) });
    Object.assign(server.records[1200]!, { ListPrice: 1, ModificationTimestamp: later(2) });
    Object.assign(server.records[2]!, { StandardStatus: "Delete", ModificationTimestamp: later(2) });
    const second = await all(client, first.last);
    expect(second.keys).toEqual(["LK000042", "LK000003", "LK001201"]);
    expect(second.last).toEqual({ timestamp: later(2), key: "LK001201" });
    // Nothing after that: one request, an empty page, the watermark kept.
    const third = await all(client, second.last);
    expect(third.keys).toEqual([]);
    expect(third.last).toEqual(second.last);
  });

  it("pages by keyset where the server gives no nextLink, without skipping or repeating a shared timestamp", async () => {
    const bare = await startFakeReso({ topCap: 300, nextLinks: false });
    try {
      const own = server;
      server = bare;
      seed();
      const client = new ResoClient(source({ top: 300 }), { sleep });
      const { keys } = await all(client, null);
      server = own;
      expect(keys).toHaveLength(5000);
      expect(new Set(keys).size).toBe(5000);
      // Every query after the first started from the last record's timestamp and key.
      const filters = bare.requests.map((request) => request.query.get("$filter"));
      expect(filters[0]).toBeNull();
      expect(filters[4]).toMatch(/^\(ModificationTimestamp gt \S+ or \(ModificationTimestamp eq \S+ and ListingKey gt 'LK\d{6}'\)\)$/);
    } finally {
      await bare.close();
    }
  });

  it("keeps to the owner's scope, and fails clearly on refused credentials", async () => {
    seed();
    const scoped = await all(new ResoClient(source({ filter: "ListOfficeMlsId eq 'OFF1'" }), { sleep }), null);
    expect(scoped.keys).toHaveLength(2500);
    expect(scoped.keys.every((key) => Number(key.slice(2)) % 2 === 0)).toBe(true);
    const wrong = new ResoClient(source({ auth: { kind: "oauth", tokenUrl: server.tokenUrl, clientId: "client-1", clientSecret: "nope" } }), { sleep });
    await expect(all(wrong, null)).rejects.toThrow(/refused the client ID and secret/);
  });

  it("reads Retry-After in seconds or as a date", () => {
    expect(retryAfterMs("3")).toBe(3000);
    expect(retryAfterMs(new Date(Date.now() + 10_000).toUTCString())).toBeGreaterThan(8000);
    expect(retryAfterMs("soon")).toBeNull();
  });
});
