import { beforeAll, describe, expect, it } from "vitest";
import { call, listAll, newChatbot, newListing, ok } from "./helpers";

const remove = (input: object) => call("/chat/Chatbot/RealEstateDelete", input);

describe("RealEstateDelete", () => {
  it("deletes by each key type, counts what it deleted and skips keys that match nothing", async () => {
    const bot = await newChatbot();
    const listings = await Promise.all(Array.from({ length: 4 }, () => newListing(bot)));
    const [l0, l1, l2, l3] = listings;
    expect((await remove({ SerialNumber: bot, KeyType: "NewOaks", Keys: [l0!.id, "123456789", "abc"] })).body.Data).toEqual({ SuccessCount: 1 });
    expect((await remove({ SerialNumber: bot, KeyType: "mlsnumber", Keys: [l1!.input.MLSNumber, l1!.input.MLSNumber] })).body.Data).toEqual({
      SuccessCount: 1,
    });
    expect((await remove({ SerialNumber: bot, KeyType: "URL", Keys: [l2!.input.Url, "https://none.example.com"] })).body.Data).toEqual({ SuccessCount: 1 });
    expect((await remove({ SerialNumber: bot, KeyType: "PlatformId", Keys: [l0!.id] })).body.Data).toEqual({ SuccessCount: 0 });
    const { List } = await listAll(bot);
    expect(List.map((item) => String(item.ID))).toEqual([l3!.id]);
  });

  it("takes 1 to 1000 keys", async () => {
    const bot = await newChatbot();
    const none = await remove({ SerialNumber: bot, KeyType: "PlatformId", Keys: [] });
    expect(none.status).toBe(400);
    expect(none.body.Message).toBe("Keys must have at least 1 item");
    const tooMany = await remove({ SerialNumber: bot, KeyType: "PlatformId", Keys: Array.from({ length: 1001 }, (_, i) => String(i)) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.Message).toBe("Keys must have at most 1000 items");
    const max = await remove({ SerialNumber: bot, KeyType: "PlatformId", Keys: Array.from({ length: 1000 }, (_, i) => String(i + 1)) });
    expect(max.status).toBe(200);
    const missing = await remove({ SerialNumber: bot, KeyType: "PlatformId" });
    expect(missing.body.Message).toBe("Keys is required");
  });

  it("never deletes another chatbot's listings", async () => {
    const bot = await newChatbot();
    const other = await newChatbot();
    const { id, input } = await newListing(other);
    expect((await remove({ SerialNumber: bot, KeyType: "PlatformId", Keys: [id] })).body.Data).toEqual({ SuccessCount: 0 });
    expect((await remove({ SerialNumber: bot, KeyType: "MLSNumber", Keys: [input.MLSNumber] })).body.Data).toEqual({ SuccessCount: 0 });
    expect((await listAll(other)).VirtualCount).toBe(1);
  });
});

describe("RealEstateList", () => {
  let bot: string;
  const ids: string[] = [];
  beforeAll(async () => {
    bot = await newChatbot();
    const specs = [
      { City: "Austin", SaleType: "for_sale" },
      { City: " austin ", SaleType: "for_rent", RentPrice: 2000 },
      { City: "AUSTIN", SaleType: "for_sale" },
      { City: "Denver", SaleType: "for_rent", RentPrice: 2500 },
      { City: "Denver", SaleType: "for_sale" },
      { City: "Austin Heights", SaleType: "for_sale" },
    ];
    for (let i = 0; i < 45; i++) ids.push((await newListing(bot, specs[i % specs.length])).id);
  });

  it("pages newest first: 20 by default, VirtualCount is the total that matches", async () => {
    const page = await ok("/chat/Chatbot/RealEstateList", { SerialNumber: bot });
    expect(page.VirtualCount).toBe(45);
    expect(page.List.map((item: any) => String(item.ID))).toEqual([...ids].reverse().slice(0, 20));
    const third = await ok("/chat/Chatbot/RealEstateList", { SerialNumber: bot, PageNumber: 3 });
    expect(third.List.map((item: any) => String(item.ID))).toEqual([...ids].reverse().slice(40));
    const beyond = await ok("/chat/Chatbot/RealEstateList", { SerialNumber: bot, PageNumber: 4 });
    expect(beyond).toEqual({ List: [], VirtualCount: 45 });
  });

  it("walks every listing exactly once across pages of any size", async () => {
    for (const PageSize of [1, 7, 45, 100]) {
      const seen: number[] = [];
      for (let PageNumber = 1; seen.length < 45; PageNumber++) {
        const page = await ok("/chat/Chatbot/RealEstateList", { SerialNumber: bot, PageSize, PageNumber: String(PageNumber) });
        expect(page.List.length).toBeGreaterThan(0);
        seen.push(...page.List.map((item: any) => item.ID));
      }
      expect(new Set(seen).size).toBe(45);
    }
  });

  it("filters by city (case-insensitive, trimmed, exact), sale type and MLS number", async () => {
    const austin = await listAll(bot, { CityName: "  aUsTiN " });
    expect(austin.VirtualCount).toBe(24);
    expect(new Set(austin.List.map((item) => item.City.trim().toLowerCase()))).toEqual(new Set(["austin"]));
    expect((await listAll(bot, { CityName: "Austin", SaleType: "for_rent" })).VirtualCount).toBe(8);
    expect((await listAll(bot, { CityName: "austin", SaleType: "For Sale" })).VirtualCount).toBe(16);
    expect((await listAll(bot, { SaleType: "for_rent" })).VirtualCount).toBe(15);
    expect((await listAll(bot, { CityName: "Austin Heights" })).VirtualCount).toBe(7);
    expect((await listAll(bot, { CityName: "Aus" })).VirtualCount).toBe(0);
    const [one] = (await listAll(bot, { CityName: "Denver" })).List;
    const byMls = await listAll(bot, { MLSNumber: one.MLSNumber });
    expect(byMls.List.map((item) => item.ID)).toEqual([one.ID]);
    expect((await listAll(bot, { CityName: "", SaleType: "", MLSNumber: "" })).VirtualCount).toBe(45);
  });

  const badPaging: [object, string][] = [
    [{ PageSize: 0 }, "PageSize must be at least 1"],
    [{ PageSize: 101 }, "PageSize must be at most 100"],
    [{ PageSize: 2.5 }, "PageSize must be an integer"],
    [{ PageNumber: 0 }, "PageNumber must be at least 1"],
    [{ PageNumber: -1 }, "PageNumber must be at least 1"],
    [{ PageNumber: "first" }, "PageNumber must be a number"],
    [{ SaleType: "sale" }, "SaleType must be one of for_sale, for_rent"],
  ];
  for (const [body, message] of badPaging) {
    it(`refuses ${JSON.stringify(body)} with 400`, async () => {
      const reply = await call("/chat/Chatbot/RealEstateList", { SerialNumber: bot, ...body });
      expect(reply.status).toBe(400);
      expect(reply.body.Message).toBe(message);
    });
  }

  it("requires SerialNumber", async () => {
    const reply = await call("/chat/Chatbot/RealEstateList", {});
    expect(reply.status).toBe(400);
    expect(reply.body.Message).toBe("SerialNumber is required");
  });
});
