import { describe, expect, it } from "vitest";
import { CHAT_ROUTES } from "@/lib/api/chat-paths.mjs";
import { baseUrl, call, fixtures, newChatbot, newListing, ok } from "./helpers";

// Habits of clients written against the existing (.NET) service: property names in any case,
// paths with a trailing slash, and any Int32 in integer settings.

describe("body property names in any case", () => {
  it("reads the spellings integrators mix, on every kind of endpoint", async () => {
    const bot = await newChatbot();
    expect((await call("/chat/Chatbot/Edit", { SerialNumber: bot, NAME: "Any case" })).status).toBe(200);
    expect((await ok("/chat/Chatbot/Get", { SERIALNUMBER: bot })).Name).toBe("Any case");
    await newListing(bot);
    await newListing(bot);
    const page = await ok("/chat/Chatbot/RealEstateList", { serialNumber: bot, pageSize: 1, pagenumber: 2 });
    expect(page.List).toHaveLength(1);
    expect(page.VirtualCount).toBe(2);
    const { SessionID } = await ok("/chat/Chatbot/GetSession", { SerialNumber: bot });
    const asked = await call("/chat/Chat/ClientAsk", { SessionID, Content: "hi" });
    expect(asked.status).toBe(200);
    expect(asked.body.Data.messageid).toEqual(expect.any(Number));
    // The original widget's channel, named in the body: in any case too.
    const config = await call("/chat/Chatbot/GetConfig", { SERIALNUMBER: bot, ClientTimeZone: "Europe/Paris" }, null);
    expect(config.status).toBe(200);
    expect(config.body.Data.SessionID).toEqual(expect.any(Number));
  });

  it("lets the exact spelling win, and names a bad field as the spec spells it", async () => {
    const bot = await newChatbot();
    await newListing(bot);
    await newListing(bot);
    const page = await ok("/chat/Chatbot/RealEstateList", { SerialNumber: bot, pagesize: 2, PageSize: 1 });
    expect(page.List).toHaveLength(1);
    const bad = await call("/chat/Chatbot/Edit", { serialnumber: bot, messagelimit: "lots" });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toMatch(/^MessageLimit must be a number/);
    const missing = await call("/chat/Chatbot/RealEstateList", { serialnumbers: bot });
    expect(missing.body.Message).toMatch(/^SerialNumber is required/);
  });
});

describe("a trailing slash", () => {
  // No credential and an empty body: every endpoint refuses, and with nothing written anywhere.
  it("is answered on every /chat path, in any case, exactly as without it", async () => {
    for (const route of CHAT_ROUTES) {
      const plain = await call(route, {}, null);
      for (const path of [`${route}/`, `${route.toLowerCase()}//`]) {
        const reply = await call(path, {}, null);
        expect(reply.status, path).toBe(plain.status);
        expect(reply.body, path).toEqual(plain.body);
      }
    }
  });

  it("reaches the endpoint with its credential and body", async () => {
    const bot = await newChatbot();
    const response = await fetch(`${baseUrl}/chat/Chatbot/RealEstateList/`, {
      method: "POST",
      headers: { authorization: fixtures.a.apiKey },
      body: JSON.stringify({ SerialNumber: bot }),
      redirect: "manual",
    });
    expect(response.status).toBe(200);
    expect((await response.json()).Data).toEqual({ List: [], VirtualCount: 0 });
  });

  it("still sends a page's address to its canonical form", async () => {
    const response = await fetch(`${baseUrl}/login/`, { redirect: "manual" });
    expect(response.status).toBe(308);
    expect(new URL(response.headers.get("location")!, baseUrl).pathname).toBe("/login");
  });
});

describe("integer settings", () => {
  it("take any Int32, as the existing service's int does, and no more", async () => {
    const bot = await newChatbot();
    const extremes = { MessageLimit: 2_147_483_647, RateLimitCount: 2_147_483_647, RateLimitTime: 2_147_483_647 };
    expect((await call("/chat/Chatbot/Edit", { serialNumber: bot, ...extremes })).status).toBe(200);
    expect(await ok("/chat/Chatbot/Get", { serialNumber: bot })).toMatchObject(extremes);
    const lows = { MessageLimit: -2_147_483_648, RateLimitCount: -2_147_483_648, RateLimitTime: -2_147_483_648 };
    expect((await call("/chat/Chatbot/Edit", { serialNumber: bot, ...lows })).status).toBe(200);
    expect(await ok("/chat/Chatbot/Get", { serialNumber: bot })).toMatchObject(lows);
    // Any negative MessageLimit is unlimited, and said so as -1.
    expect(await ok("/chat/Chatbot/GetMessageCreditsUsage", { serialNumber: bot })).toMatchObject({ Total: -1, Remain: -1 });
    const over = await call("/chat/Chatbot/Edit", { serialNumber: bot, MessageLimit: 2_147_483_648 });
    expect(over.status).toBe(400);
    expect(over.body.Message).toMatch(/^MessageLimit must be at most 2147483647/);
    expect((await call("/chat/Chatbot/Add", { type: 2_147_483_647 })).status).toBe(200);
  });

  it("turn the rate limit off with a window of 0 or less", async () => {
    const bot = await newChatbot();
    expect((await call("/chat/Chatbot/Edit", { serialNumber: bot, RateLimitCount: 1, RateLimitTime: 0 })).status).toBe(200);
    const { SessionID } = await ok("/chat/Chatbot/GetSession", { serialNumber: bot });
    for (let i = 0; i < 3; i++) expect((await call("/chat/Chat/ClientAsk", { sessionID: SessionID, content: `hello ${i}` })).status).toBe(200);
    expect((await call("/chat/Chatbot/Edit", { serialNumber: bot, RateLimitTime: 60 })).status).toBe(200);
    expect((await call("/chat/Chat/ClientAsk", { sessionID: SessionID, content: "once more" })).status).toBe(429);
  });
});
