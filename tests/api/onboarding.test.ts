import { describe, expect, it } from "vitest";
import { baseUrl, call, fixtures, newChatbot, newListing, ok } from "./helpers";

// Issue 23: a chatbot's checklist, each step read from what has happened.
describe("Chatbot/Onboarding", () => {
  it("marks listings, a test question, the embed and the first visitor's question as they happen", async () => {
    const bot = await newChatbot();
    const steps = () => ok("/chat/Chatbot/Onboarding", { serialNumber: bot });
    expect(await steps()).toEqual({ Listings: false, Tested: false, Embedded: false, Live: false, Done: 0, Total: 4 });

    await newListing(bot, { City: "Austin" });
    // A session without a question is not a test yet.
    const { SessionID } = await ok("/chat/Chatbot/GetSession", { serialNumber: bot });
    expect(await steps()).toMatchObject({ Listings: true, Tested: false, Done: 1 });
    await ok("/chat/Chat/ClientAsk", { sessionID: SessionID, content: "Any homes in Austin?" });
    expect(await steps()).toMatchObject({ Tested: true, Embedded: false, Done: 2 });

    // The widget opening on a site is the embed; a visitor's question there is going live.
    const opened = await fetch(`${baseUrl}/chat/Widget/Session?serialNumber=${bot}`, {
      method: "POST",
      headers: { origin: "https://homes.example.com" },
      body: "{}",
    });
    const { Token } = (await opened.json()).Data;
    expect(await steps()).toMatchObject({ Embedded: true, Live: false, Done: 3 });
    const asked = await fetch(`${baseUrl}/chat/Widget/Ask?serialNumber=${bot}`, {
      method: "POST",
      headers: { origin: "https://homes.example.com", authorization: `Bearer ${Token}` },
      body: JSON.stringify({ content: "Homes in Austin?" }),
    });
    expect(asked.status).toBe(200);
    expect(await steps()).toEqual({ Listings: true, Tested: true, Embedded: true, Live: true, Done: 4, Total: 4 });
  });

  it("counts the sites named in Domains as embedded, and is another workspace's 404", async () => {
    const bot = await newChatbot();
    await ok("/chat/Chatbot/Edit", { serialNumber: bot, Domains: "homes.example.com" });
    expect(await ok("/chat/Chatbot/Onboarding", { serialNumber: bot })).toMatchObject({ Embedded: true, Live: false, Done: 1 });
    expect((await call("/chat/Chatbot/Onboarding", { serialNumber: bot }, { apiKey: fixtures.b.apiKey })).status).toBe(404);
    expect((await call("/chat/Chatbot/Onboarding", {})).body.Message).toMatch(/^serialNumber /);
  });
});
