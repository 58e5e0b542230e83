import { beforeAll, describe, expect, it } from "vitest";
import { LIST_ITEM_FIELDS } from "../fixtures/list-item-fields";
import { call, listAll, listingInput, newChatbot, newListing, ok } from "./helpers";

const create = (input: object) => call("/chat/Chatbot/RealEstateCreate", input);
const update = (input: object) => call("/chat/Chatbot/RealEstateUpdate", input);

describe("RealEstateCreate", () => {
  let bot: string;
  beforeAll(async () => {
    bot = await newChatbot();
  });

  it("returns the new listing's ID as a string, and List shows every field in the shape of spec 2.5", async () => {
    const input = listingInput(bot, {
      SaleType: "for_rent",
      Status: "PreOnMarket",
      Bathrooms: 2.5,
      Bedrooms: 2,
      RentPrice: 2450.5,
      DepositFee: 2450,
      SalePrice: "",
      Images: ["https://img.example.com/1.jpg", "https://img.example.com/2.jpg"],
      Tours: "3D",
      Description: "Sunny, with a pool",
      ExtensionColumn: [{ Key: "Pets", value: "Cats only" }],
      Location: "Near the park",
      Address: "12 Elm St",
      City: "Denver",
      State: "CO",
      ZIP: "80202",
      Latitude: 39.74,
      Longitude: -104.99,
      UnitAreaPrice: 1.25,
      HOAMonth: 0,
      ZestimatePrice: 1200000,
      SpaceType: "Entire place",
      LotArea: 0.25,
      BuildingArea: 980,
    });
    const reply = await create(input);
    expect(reply.status).toBe(200);
    expect(reply.body.Data).toMatch(/^\d+$/);
    const { List } = await listAll(bot, { MLSNumber: input.MLSNumber });
    expect(Object.keys(List[0])).toEqual(LIST_ITEM_FIELDS);
    expect(List[0]).toEqual({
      ID: Number(reply.body.Data),
      PropertyType: "Single Family",
      SaleType: "For Rent",
      Status: "PreOnMarket",
      Images: '["https://img.example.com/1.jpg","https://img.example.com/2.jpg"]',
      CurrencySymbol: "$",
      State: "CO",
      City: "Denver",
      Address: "12 Elm St",
      ZIP: "80202",
      Area: "Near the park",
      Url: input.Url,
      Tours: "3D",
      MLSNumber: input.MLSNumber,
      Description: "Sunny, with a pool",
      SpaceType: "Entire place",
      Price: "2450.5",
      Bathrooms: "2.5",
      Bedrooms: "2",
      YearBuilt: "1998",
      DaysOnMarket: "12",
      LotArea: "0.25",
      BuildingArea: "980",
      ParkingSpots: "2",
      RentPrice: "2450.5",
      DepositFee: "2450",
      SalePrice: "",
      UnitAreaPrice: "1.25",
      ZestimatePrice: "1200000",
      HOAMonth: "0",
      LATITUDE: 39.74,
      LONGITUDE: -104.99,
      ExtensionColumn: '[{"Key":"Pets","value":"Cats only"}]',
    });
  });

  it("shows absent optional values as empty text, and Price as SalePrice for a sale", async () => {
    const input = listingInput(bot, { SalePrice: 450000, City: undefined });
    await create(input);
    const [item] = (await listAll(bot, { MLSNumber: input.MLSNumber })).List;
    expect(item).toMatchObject({
      Price: "450000",
      SalePrice: "450000",
      RentPrice: "",
      Images: "",
      ExtensionColumn: "",
      Tours: "",
      SpaceType: "",
      City: "",
      LATITUDE: null,
      LONGITUDE: null,
    });
  });

  it("accepts numeric text, '' for absent optional numbers, JSON text for Images and ExtensionColumn, and For Sale / For Rent", async () => {
    const input = listingInput(bot, {
      SaleType: "For Sale",
      Bedrooms: "4",
      Bathrooms: "3.5",
      YearBuilt: "2001",
      SalePrice: "875000",
      HOAMonth: "",
      Latitude: "",
      Images: '["https://img.example.com/a.jpg"]',
      ExtensionColumn: '[{"Key":"View","value":"Lake"}]',
      Tour: "OpenHouse",
    });
    expect((await create(input)).status).toBe(200);
    const [item] = (await listAll(bot, { MLSNumber: input.MLSNumber })).List;
    expect(item).toMatchObject({
      SaleType: "For Sale",
      Bedrooms: "4",
      Bathrooms: "3.5",
      YearBuilt: "2001",
      Price: "875000",
      HOAMonth: "",
      LATITUDE: null,
      Images: '["https://img.example.com/a.jpg"]',
      ExtensionColumn: '[{"Key":"View","value":"Lake"}]',
      Tours: "OpenHouse",
    });
  });

  const required = [
    "SaleType",
    "Status",
    "CurrencySymbol",
    "PropertyType",
    "Bedrooms",
    "Bathrooms",
    "Url",
    "MLSNumber",
    "YearBuilt",
    "DaysOnMarket",
    "LotArea",
    "BuildingArea",
    "AreaUnit",
    "ParkingSpots",
  ];
  for (const field of required) {
    it(`requires ${field}`, async () => {
      const input: Record<string, unknown> = listingInput(bot);
      delete input[field];
      const reply = await create(input);
      expect(reply.status).toBe(400);
      expect(reply.body.Message).toBe(`${field} is required`);
    });
  }

  const invalid: [string, unknown, string][] = [
    ["SaleType", "sale", "SaleType must be one of for_sale, for_rent"],
    ["SaleType", "FOR_SALE", "SaleType must be one of for_sale, for_rent"],
    ["Status", "active", "Status must be one of Active, PreOnMarket, Sold, Pending, ComingSoon, OffMarket"],
    ["AreaUnit", "sqft", "AreaUnit must be one of Square Feet, Square Meters"],
    ["Tours", "VR", "Tours must be one of OpenHouse, 3D"],
    ["SpaceType", "Shared", "SpaceType must be one of Entire place, Room"],
    ["Bedrooms", -1, "Bedrooms must be at least 0"],
    ["Bedrooms", 2.5, "Bedrooms must be an integer"],
    ["Bathrooms", -0.5, "Bathrooms must be at least 0"],
    ["Bathrooms", "two", "Bathrooms must be a number"],
    ["ParkingSpots", -1, "ParkingSpots must be at least 0"],
    ["LotArea", -10, "LotArea must be at least 0"],
    ["BuildingArea", "big", "BuildingArea must be a number"],
    ["DaysOnMarket", -3, "DaysOnMarket must be at least 0"],
    ["YearBuilt", 3000, "YearBuilt must be at most 2100"],
    ["Latitude", 91, "Latitude must be at most 90"],
    ["Latitude", -90.5, "Latitude must be at least -90"],
    ["Longitude", 181, "Longitude must be at most 180"],
    ["Longitude", -180.01, "Longitude must be at least -180"],
    ["SalePrice", -1, "SalePrice must be at least 0"],
    ["RentPrice", "cheap", "RentPrice must be a number"],
    ["Url", "homes.example.com/1", "Url must be an http(s) URL or empty"],
    ["Url", "ftp://homes.example.com/1", "Url must be an http(s) URL or empty"],
    ["MLSNumber", "", "MLSNumber must not be empty"],
    ["MLSNumber", "   ", "MLSNumber must not be empty"],
    ["CurrencySymbol", "", "CurrencySymbol must not be empty"],
    ["PropertyType", 7, "PropertyType must be a string"],
    ["Images", ["not a url"], "Images[0] must be an http(s) URL"],
    ["Images", "just text", "Images must be an array"],
    ["ExtensionColumn", [{ Key: "A" }], "ExtensionColumn[0].value is required"],
    ["ExtensionColumn", [{ value: "x" }], "ExtensionColumn[0].Key is required"],
    ["Description", "x".repeat(20_001), "Description must be at most 20000 characters long"],
  ];
  it('takes BuildingArea sent as null or "" as not known (land), shown as "" in lists and null in Get', async () => {
    for (const value of [null, ""]) {
      const input = listingInput(bot, { BuildingArea: value, PropertyType: "Land" });
      const id = await ok<string>("/chat/Chatbot/RealEstateCreate", input);
      expect((await ok("/chat/Chatbot/RealEstateGet", { SerialNumber: bot, Key: id, KeyType: "PlatformId" })).BuildingArea).toBeNull();
      const [item] = (await listAll(bot, { MLSNumber: input.MLSNumber })).List;
      expect(item.BuildingArea).toBe("");
    }
  });

  for (const [field, value, message] of invalid) {
    it(`refuses ${field} = ${JSON.stringify(value).slice(0, 24)} and writes nothing`, async () => {
      const input = listingInput(bot, { [field]: value });
      const before = (await listAll(bot)).VirtualCount;
      const reply = await create(input);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ Success: false, Code: 400, Data: null });
      expect(reply.body.Message).toBe(message);
      expect((await listAll(bot)).VirtualCount).toBe(before);
    });
  }

  it("trims a Url, so it matches its key and counts for uniqueness", async () => {
    const url = `https://homes.example.com/trim/${Date.now()}`;
    const { id } = await newListing(bot, { Url: `  ${url}\t` });
    expect((await update({ SerialNumber: bot, Key: url, KeyType: "URL", Bedrooms: 6 })).body.Data).toBe(1);
    const duplicate = await create(listingInput(bot, { Url: ` ${url}` }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.Message).toContain(`listing ${id}`);
  });

  it("refuses a Url longer than 2,048 bytes, however few characters it has", async () => {
    const reply = await create(listingInput(bot, { Url: `https://example.com/${"家".repeat(1000)}` }));
    expect(reply.status).toBe(400);
    expect(reply.body.Message).toBe("Url must be at most 2048 bytes long");
  });

  it("stores City trimmed, so the trimmed CityName filter finds it", async () => {
    const input = listingInput(bot, { City: " Pflugerville\t" });
    await create(input);
    const { List } = await listAll(bot, { CityName: "pflugerville" });
    expect(List.map((item) => item.MLSNumber)).toEqual([input.MLSNumber]);
    expect(List[0].City).toBe("Pflugerville");
  });

  it("answers creates that race a Remove of their chatbot with 200 or 404, never a 500", async () => {
    const doomed = await newChatbot();
    const creates = Array.from({ length: 30 }, () => create(listingInput(doomed)));
    const removal = call("/chat/Chatbot/Remove", { serialNumber: doomed });
    const statuses = (await Promise.all(creates)).map((reply) => reply.status);
    expect((await removal).status).toBe(200);
    expect(statuses.filter((status) => status !== 200 && status !== 404)).toEqual([]);
  });

  it("accepts the boundaries of every range", async () => {
    const edges = {
      Latitude: -90,
      Longitude: 180,
      Bedrooms: 0,
      Bathrooms: 0,
      LotArea: 0,
      BuildingArea: 0,
      ParkingSpots: 0,
      DaysOnMarket: 0,
      YearBuilt: 2100,
      Url: "",
    };
    expect((await create(listingInput(bot, edges))).status).toBe(200);
  });

  it("answers 404 for a chatbot that does not exist and 400 without SerialNumber", async () => {
    expect((await create(listingInput("0".repeat(32)))).status).toBe(404);
    const input: Record<string, unknown> = listingInput(bot);
    delete input.SerialNumber;
    const reply = await create(input);
    expect(reply.status).toBe(400);
    expect(reply.body.Message).toBe("SerialNumber is required");
  });
});

describe("uniqueness within a chatbot", () => {
  it("refuses a second listing with the same MLSNumber, naming the holder, with 409", async () => {
    const bot = await newChatbot();
    const first = await newListing(bot);
    const reply = await create(listingInput(bot, { MLSNumber: first.input.MLSNumber }));
    expect(reply.status).toBe(409);
    expect(reply.body.Message).toBe(`MLSNumber "${first.input.MLSNumber}" is already used by listing ${first.id} of this chatbot`);
    expect((await listAll(bot)).VirtualCount).toBe(1);
  });

  it("refuses a second listing with the same non-empty Url, but allows many empty ones", async () => {
    const bot = await newChatbot();
    const first = await newListing(bot);
    const reply = await create(listingInput(bot, { Url: first.input.Url }));
    expect(reply.status).toBe(409);
    expect(reply.body.Message).toBe(`Url "${first.input.Url}" is already used by listing ${first.id} of this chatbot`);
    await newListing(bot, { Url: "" });
    await newListing(bot, { Url: "" });
    expect((await listAll(bot)).VirtualCount).toBe(3);
  });

  it("refuses an update that would take another listing's MLSNumber or Url", async () => {
    const bot = await newChatbot();
    const first = await newListing(bot);
    const second = await newListing(bot);
    const byMls = await update({ SerialNumber: bot, Key: second.id, KeyType: "PlatformId", MLSNumber: first.input.MLSNumber });
    expect(byMls.status).toBe(409);
    expect(byMls.body.Message).toContain(`listing ${first.id}`);
    const byUrl = await update({ SerialNumber: bot, Key: second.id, KeyType: "PlatformId", Url: first.input.Url, Bedrooms: 9 });
    expect(byUrl.status).toBe(409);
    const [item] = (await listAll(bot, { MLSNumber: second.input.MLSNumber })).List;
    expect(item).toMatchObject({ Url: second.input.Url, Bedrooms: "3" });
  });

  it("lets two chatbots hold the same MLSNumber and Url", async () => {
    const one = await newChatbot();
    const two = await newChatbot();
    const first = await newListing(one);
    expect((await create(listingInput(two, { MLSNumber: first.input.MLSNumber, Url: first.input.Url }))).status).toBe(200);
  });

  it("admits exactly one of many concurrent creates with the same MLSNumber", async () => {
    const bot = await newChatbot();
    const input = listingInput(bot);
    const replies = await Promise.all(Array.from({ length: 100 }, (_, i) => create({ ...input, Url: `${input.Url}-${i}` })));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(99);
    expect((await listAll(bot, { MLSNumber: input.MLSNumber })).VirtualCount).toBe(1);
  });
});

describe("RealEstateUpdate", () => {
  it("round trip: a List element sent back to Update changes nothing", async () => {
    const bot = await newChatbot();
    await newListing(bot, {
      Images: ["https://img.example.com/x.jpg"],
      ExtensionColumn: [{ Key: "k", value: "v" }],
      Tours: "3D",
      Latitude: 30.1,
      SpaceType: "Room",
      SaleType: "for_rent",
      RentPrice: 1800,
    });
    const [before] = (await listAll(bot)).List;
    const reply = await update({ ...before, SerialNumber: bot, Key: String(before.ID), KeyType: "NewOaks" });
    expect(reply.status).toBe(200);
    expect(reply.body.Data).toBe(1);
    const [after] = (await listAll(bot)).List;
    expect(after).toEqual(before);
  });

  it("round trip: a List element changed in its own text forms updates every changed field", async () => {
    const bot = await newChatbot();
    await newListing(bot, { SaleType: "for_rent", RentPrice: 1800, Bathrooms: 1 });
    const [before] = (await listAll(bot)).List;
    const changed = {
      ...before,
      SaleType: "For Sale",
      SalePrice: "615000.5",
      Bathrooms: "3.5",
      Bedrooms: "4",
      HOAMonth: "",
      City: "Round Rock",
      Images: '["https://img.example.com/new.jpg"]',
      ExtensionColumn: '[{"Key":"Garage","value":"2 cars"}]',
      Tours: "OpenHouse",
      SpaceType: "",
    };
    const reply = await update({ ...changed, SerialNumber: bot, Key: before.MLSNumber, KeyType: "MLSNumber" });
    expect(reply.body.Data).toBe(1);
    const [after] = (await listAll(bot)).List;
    expect(after).toEqual({ ...changed, Price: "615000.5" });
  });

  it("merges a partial body: only the fields present change", async () => {
    const bot = await newChatbot();
    const { id } = await newListing(bot, { Description: "Keep me", Latitude: 10 });
    const [before] = (await listAll(bot)).List;
    expect((await update({ SerialNumber: bot, Key: id, KeyType: "PlatformId", Bedrooms: 5, Status: "Sold" })).body.Data).toBe(1);
    const [after] = (await listAll(bot)).List;
    expect(after).toEqual({ ...before, Bedrooms: "5", Status: "Sold" });
  });

  it("clears an optional value sent as ''", async () => {
    const bot = await newChatbot();
    const { id } = await newListing(bot, { HOAMonth: 300, Tours: "OpenHouse", Images: ["https://img.example.com/y.jpg"] });
    await update({ SerialNumber: bot, Key: id, KeyType: "PlatformId", HOAMonth: "", Tours: "", Images: "" });
    const [after] = (await listAll(bot)).List;
    expect(after).toMatchObject({ HOAMonth: "", Tours: "", Images: "" });
  });

  it("finds the listing by PlatformId, NewOaks, MLSNumber or URL, in any case of KeyType", async () => {
    const bot = await newChatbot();
    const { id, input } = await newListing(bot);
    const keys: [string, string][] = [
      ["PlatformId", id],
      ["platformid", id],
      ["NewOaks", id],
      ["NEWOAKS", id],
      ["MLSNumber", input.MLSNumber],
      ["mlsnumber", input.MLSNumber],
      ["URL", input.Url],
      ["Url", input.Url],
      ["url", input.Url],
    ];
    for (const [index, [KeyType, Key]] of keys.entries()) {
      const reply = await update({ SerialNumber: bot, Key, KeyType, DaysOnMarket: index });
      expect(reply.body.Data, KeyType).toBe(1);
    }
    expect((await listAll(bot)).List[0].DaysOnMarket).toBe(String(keys.length - 1));
  });

  it("answers 404 with Data 0 when no listing matches", async () => {
    const bot = await newChatbot();
    await newListing(bot);
    for (const [KeyType, Key] of [
      ["PlatformId", "999999999"],
      ["PlatformId", "not-a-number"],
      ["MLSNumber", "NOPE"],
      ["URL", "https://nowhere.example.com/"],
    ]) {
      const reply = await update({ SerialNumber: bot, Key, KeyType, Bedrooms: 1 });
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ Success: false, Code: 404, Data: 0 });
    }
  });

  it("never reaches a listing of another chatbot through its key", async () => {
    const bot = await newChatbot();
    const other = await newChatbot();
    const { id } = await newListing(other, { Bedrooms: 3 });
    expect((await update({ SerialNumber: bot, Key: id, KeyType: "PlatformId", Bedrooms: 1 })).status).toBe(404);
    expect((await listAll(other)).List[0].Bedrooms).toBe("3");
  });

  it("validates Key, KeyType and the fields present", async () => {
    const bot = await newChatbot();
    const { id } = await newListing(bot);
    const cases: [object, string][] = [
      [{ SerialNumber: bot, KeyType: "PlatformId" }, "Key is required"],
      [{ SerialNumber: bot, Key: id }, "KeyType is required"],
      [{ SerialNumber: bot, Key: id, KeyType: "Address" }, "KeyType must be one of PlatformId (or NewOaks), MLSNumber, URL"],
      [{ SerialNumber: bot, Key: id, KeyType: "PlatformId", Bedrooms: "" }, "Bedrooms must be a number"],
      [{ SerialNumber: bot, Key: id, KeyType: "PlatformId", SaleType: "rent" }, "SaleType must be one of for_sale, for_rent"],
    ];
    for (const [body, message] of cases) {
      const reply = await update(body);
      expect(reply.status).toBe(400);
      expect(reply.body.Message).toBe(message);
    }
  });

  it("keeps every field of 100 concurrent partial updates of one listing", async () => {
    const bot = await newChatbot();
    const { id } = await newListing(bot);
    // Twenty fields, each written five times with a different value, all at once.
    const fields: [string, (round: number) => unknown, string][] = [
      ["Bedrooms", (r) => 7 + r, "Bedrooms"],
      ["Bathrooms", (r) => 4.5 + r, "Bathrooms"],
      ["Description", (r) => `Concurrent ${r}`, "Description"],
      ["City", (r) => `Boise ${r}`, "City"],
      ["State", (r) => `ID${r}`, "State"],
      ["ZIP", (r) => `8370${r}`, "ZIP"],
      ["DaysOnMarket", (r) => 77 + r, "DaysOnMarket"],
      ["ParkingSpots", (r) => 6 + r, "ParkingSpots"],
      ["YearBuilt", (r) => 1977 + r, "YearBuilt"],
      ["HOAMonth", (r) => 123 + r, "HOAMonth"],
      ["Address", (r) => `${r} Main`, "Address"],
      ["Location", (r) => `Downtown ${r}`, "Area"],
      ["LotArea", (r) => 4321 + r, "LotArea"],
      ["BuildingArea", (r) => 2345 + r, "BuildingArea"],
      ["ZestimatePrice", (r) => 500000 + r, "ZestimatePrice"],
      ["UnitAreaPrice", (r) => 250 + r, "UnitAreaPrice"],
      ["Latitude", (r) => 43.6 + r / 10, "LATITUDE"],
      ["Longitude", (r) => -116.2 - r / 10, "LONGITUDE"],
      ["CurrencySymbol", (r) => ["€", "£", "¥", "₹", "₩"][r], "CurrencySymbol"],
      ["RentPrice", (r) => 2000 + r, "RentPrice"],
    ];
    const writes = fields.flatMap(([field, value]) => [0, 1, 2, 3, 4].map((round) => ({ [field]: value(round) })));
    expect(writes).toHaveLength(100);
    const replies = await Promise.all(writes.map((change) => update({ SerialNumber: bot, Key: id, KeyType: "PlatformId", ...change })));
    expect(replies.map((reply) => reply.body.Data)).toEqual(writes.map(() => 1));
    const [item] = (await listAll(bot)).List;
    for (const [field, value, listed] of fields) {
      const written = [0, 1, 2, 3, 4].map((round) => String(value(round)));
      expect(written, `${field} ended as ${item[listed]}`).toContain(String(item[listed]));
    }
  });
});
