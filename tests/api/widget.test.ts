import { describe, expect, it } from "vitest";
import { baseUrl, fixtures, newChatbot, newListing, ok, uploadOk } from "./helpers";
import { tinyPng, wav } from "./bytes";

/** A Widget endpoint called as a visitor's browser on `origin` would (null: no Origin, as curl). */
async function widget(path: string, bot: string, body: object = {}, opts: { origin?: string | null; token?: string; query?: boolean } = {}) {
  const origin = opts.origin === undefined ? "https://homes.example.com" : opts.origin;
  const url = opts.query === false ? `${baseUrl}/chat/Widget/${path}` : `${baseUrl}/chat/Widget/${path}?serialNumber=${bot}`;
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(origin ? { origin } : {}), ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const isStream = response.headers.get("content-type")?.startsWith("text/event-stream");
  return { status: response.status, headers: response.headers, text, body: isStream ? null : JSON.parse(text) };
}

async function preflight(bot: string | null, origin: string) {
  return fetch(`${baseUrl}/chat/Widget/Ask${bot ? `?serialNumber=${bot}` : ""}`, {
    method: "OPTIONS",
    headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization, content-type" },
  });
}

async function edit(bot: string, settings: object) {
  await ok("/chat/Chatbot/Edit", { serialNumber: bot, ...settings });
}

async function openSession(bot: string, origin?: string | null) {
  const reply = await widget("Session", bot, {}, { origin });
  expect(reply.status).toBe(200);
  return reply.body.Data as { SessionID: number; Token: string; ExpiresAt: string };
}

async function messagesOf(bot: string, sessionID: number) {
  return (await ok("/chat/Chatbot/SessionMessages", { serialNumber: bot, sessionID })).Messages as any[];
}

describe("Widget/Config", () => {
  it("tells a visitor's browser the look and behaviour, and no secret", async () => {
    const bot = await newChatbot();
    const picture = await uploadOk(tinyPng(), "face.png");
    await edit(bot, {
      Name: "Harbor Homes",
      ChatProfilePicture: picture,
      ChatBubbleAlign: 1,
      ChatBubbleColor: "rgb(200, 10, 20)",
      SuggestedMessage: "Homes for sale\n\n  Rentals downtown  \n",
      SystemMessage: "SECRET-PROMPT",
      TalkToHumanEmail: "agent@harbor.example",
      EmailForDailyLeads: "leads@harbor.example",
      ChatbotPrivacyPolicyName: "Privacy",
      InstagramUrl: "https://instagram.com/harbor",
    });
    const reply = await widget("Config", bot);
    expect(reply.status).toBe(200);
    const config = reply.body.Data;
    expect(config).toMatchObject({
      SerialNumber: bot,
      Name: "Harbor Homes",
      BubbleAlign: "left",
      BubbleColor: "rgb(200,10,20)",
      SuggestedMessages: ["Homes for sale", "Rentals downtown"],
      TalkToHuman: true,
      PrivacyPolicy: { Name: "Privacy", Description: "", Url: "" },
      Social: { Facebook: "", Instagram: "https://instagram.com/harbor", Whatsapp: "" },
      IconUrl: "",
    });
    expect(config.ProfilePictureUrl).toMatch(new RegExp(`/api/files/${picture}/[0-9a-f]{32}$`));
    expect((await fetch(config.ProfilePictureUrl)).status).toBe(200);
    const text = JSON.stringify(config);
    for (const secret of ["SECRET-PROMPT", "agent@harbor.example", "leads@harbor.example", "MessageLimit", "Domains", "SystemMessage"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("wants the chatbot in the query or body, and answers an unknown one with 404", async () => {
    const bot = await newChatbot();
    const none = await widget("Config", bot, {}, { query: false });
    expect(none.status).toBe(400);
    expect(none.body.Message).toMatch(/serialNumber/);
    expect((await widget("Config", bot, { serialNumber: bot }, { query: false })).status).toBe(200);
    expect((await widget("Config", "f".repeat(32))).status).toBe(404);
  });
});

describe("Widget CORS and VerifyDomain", () => {
  it("answers any origin, by name, while VerifyDomain is off", async () => {
    const bot = await newChatbot();
    const reply = await widget("Config", bot, {}, { origin: "https://anywhere.example" });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("access-control-allow-origin")).toBe("https://anywhere.example");
    expect(reply.headers.get("vary")).toMatch(/Origin/);
    const curl = await widget("Config", bot, {}, { origin: null });
    expect(curl.status).toBe(200);
    expect(curl.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("with VerifyDomain on, admits exactly Domains and CustomDomain and refuses the rest with 403 and no CORS", async () => {
    const bot = await newChatbot();
    await edit(bot, { VerifyDomain: true, Domains: "homes.example.com, *.agents.example\nlocalhost:8080", CustomDomain: "chat.brand.example" });
    const allowed = [
      "https://homes.example.com",
      "http://homes.example.com:3000",
      "https://a.agents.example",
      "https://x.y.agents.example",
      "https://chat.brand.example",
      "http://localhost:8080",
    ];
    const refused = [
      "https://evil.example",
      "https://agents.example",
      "https://homes.example.com.evil.example",
      "http://localhost:8081",
      "null",
      "https://www.homes.example.com",
    ];
    for (const origin of allowed) {
      const reply = await widget("Config", bot, {}, { origin });
      expect([origin, reply.status, reply.headers.get("access-control-allow-origin")]).toEqual([origin, 200, origin]);
    }
    for (const origin of refused) {
      const reply = await widget("Config", bot, {}, { origin });
      expect([origin, reply.status, reply.headers.get("access-control-allow-origin")]).toEqual([origin, 403, null]);
      expect(reply.body.Message).toMatch(/not enabled on this site/);
    }
    // A request that does not say where it comes from is refused too; our own pages (the frame) are not.
    expect((await widget("Config", bot, {}, { origin: null })).status).toBe(403);
    expect((await widget("Config", bot, {}, { origin: baseUrl })).status).toBe(200);
    // A session cannot be opened from a refused page either.
    expect((await widget("Session", bot, {}, { origin: "https://evil.example" })).status).toBe(403);
  });

  it("answers preflights for allowed origins only", async () => {
    const bot = await newChatbot();
    await edit(bot, { VerifyDomain: true, Domains: "homes.example.com" });
    const good = await preflight(bot, "https://homes.example.com");
    expect(good.status).toBe(204);
    expect(good.headers.get("access-control-allow-origin")).toBe("https://homes.example.com");
    expect(good.headers.get("access-control-allow-methods")).toContain("POST");
    expect(good.headers.get("access-control-allow-headers")).toMatch(/authorization/);
    expect(good.headers.get("access-control-allow-headers")).toMatch(/content-type/);

    const bad = await preflight(bot, "https://evil.example");
    expect(bad.status).toBe(403);
    expect(bad.headers.get("access-control-allow-origin")).toBeNull();
    expect((await preflight(null, "https://homes.example.com")).status).toBe(400);
  });

  it("lets an allowed page read its error replies (a 429 shows the visitor the rate-limit message)", async () => {
    const bot = await newChatbot();
    await edit(bot, { RateLimitCount: 1, RateLimitTime: 600, RateLimitMessage: "Slow down, friend." });
    const { Token } = await openSession(bot);
    expect((await widget("Ask", bot, { content: "hello" }, { token: Token })).status).toBe(200);
    const limited = await widget("Ask", bot, { content: "hello again" }, { token: Token });
    expect(limited.status).toBe(429);
    expect(limited.body.Message).toBe("Slow down, friend.");
    expect(limited.headers.get("access-control-allow-origin")).toBe("https://homes.example.com");
    expect(limited.body).not.toHaveProperty("TaskCompleted");
    // Refused before streaming, a stream request's envelope ends a reader that waits for TaskCompleted.
    const streamed = await widget("Ask", bot, { content: "hello again", stream: true }, { token: Token });
    expect(streamed.body).toMatchObject({ Code: 429, Message: "Slow down, friend.", TaskCompleted: true });
  });
});

describe("Widget/Session and visitor tokens", () => {
  it("opens a session with a short-lived token, and renews it for the same session", async () => {
    const bot = await newChatbot();
    const first = await openSession(bot);
    expect(first.Token).toMatch(new RegExp(`^${first.SessionID}\\.[A-Za-z0-9_-]{43}$`));
    const lifetime = Date.parse(first.ExpiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(55 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);

    const renewed = (await widget("Session", bot, { SessionID: first.SessionID, Token: first.Token })).body.Data;
    expect(renewed.SessionID).toBe(first.SessionID);
    expect(renewed.Token).not.toBe(first.Token);
    // The old token stops working once renewed.
    expect((await widget("Ask", bot, { content: "hi" }, { token: first.Token })).status).toBe(401);
    expect((await widget("Ask", bot, { content: "hi" }, { token: renewed.Token })).status).toBe(200);

    // A token that is not the session's own gets a new session, not that one.
    const other = (await widget("Session", bot, { SessionID: first.SessionID, Token: `${first.SessionID}.${"A".repeat(43)}` })).body.Data;
    expect(other.SessionID).not.toBe(first.SessionID);
  });

  it("asks only with a token of this chatbot's session, never with a workspace key", async () => {
    const bot = await newChatbot();
    const otherBot = await newChatbot({ apiKey: fixtures.b.apiKey });
    const { Token } = await openSession(bot);
    const refusals = [
      await widget("Ask", bot, { content: "hi" }),
      await widget("Ask", bot, { content: "hi" }, { token: "garbage" }),
      await widget("Ask", bot, { content: "hi" }, { token: fixtures.a.apiKey }),
      await widget("Ask", otherBot, { content: "hi" }, { token: Token }),
    ];
    expect(refusals.map((reply) => reply.status)).toEqual([401, 401, 401, 401]);
    expect(refusals[0]!.body.Message).toMatch(/Bearer/);
  });

  it("limits how many sessions one address opens per chatbot", async () => {
    const bot = await newChatbot();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await widget("Session", bot)).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Each chatbot counts its own.
    expect((await widget("Session", await newChatbot())).status).toBe(200);
  });
});

describe("Widget/Ask", () => {
  it("answers from the listings, in one reply or streamed, into the visitor's session", async () => {
    const bot = await newChatbot();
    await newListing(bot, { City: "Savannah", SalePrice: 385000, Bedrooms: 3, Url: "https://homes.example.com/savannah-1" });
    const { SessionID, Token } = await openSession(bot);

    const single = await widget("Ask", bot, { content: "Do you have homes in Savannah?" }, { token: Token });
    expect(single.status).toBe(200);
    expect(single.body.Data.content).toContain("$385,000");
    expect(single.body.Data.content).toContain("Savannah");

    const streamed = await widget("Ask", bot, { content: "homes in Savannah", stream: true }, { token: Token });
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get("access-control-allow-origin")).toBe("https://homes.example.com");
    const lines = streamed.text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(lines.length).toBeGreaterThan(2);
    const summary = lines.at(-1);
    expect(Object.keys(summary).sort()).toEqual(["Answer", "AnswerID", "QuestionID", "TaskCompleted", "TotalToken"]);
    // The widget's channel carries the listing's link on its card, just before the summary.
    expect(lines.at(-2).listings.map((card: { url: string }) => card.url)).toEqual(["https://homes.example.com/savannah-1"]);
    expect(
      lines
        .slice(0, -2)
        .map((line) => line.content)
        .join(""),
    ).toBe(summary.Answer);

    const messages = await messagesOf(bot, SessionID);
    expect(messages.map((m) => m.Content)).toContain("Do you have homes in Savannah?");
    expect(messages).toHaveLength(4);
  });

  it("limits a visitor per session and per address across sessions, and honours MessageLimit", async () => {
    const bot = await newChatbot();
    await edit(bot, { RateLimitCount: 2, RateLimitTime: 600 });
    const one = await openSession(bot);
    const two = await openSession(bot);
    expect((await widget("Ask", bot, { content: "first" }, { token: one.Token })).status).toBe(200);
    expect((await widget("Ask", bot, { content: "second" }, { token: two.Token })).status).toBe(200);
    // Each session asked once, but the address has asked twice: a third session cannot get round it.
    const three = await openSession(bot);
    expect((await widget("Ask", bot, { content: "third" }, { token: three.Token })).status).toBe(429);
    expect(await messagesOf(bot, three.SessionID)).toHaveLength(0);

    const capped = await newChatbot();
    await edit(capped, { MessageLimit: 1, RateLimitCount: 0 });
    const a = await openSession(capped);
    const b = await openSession(capped);
    expect((await widget("Ask", capped, { content: "one" }, { token: a.Token })).status).toBe(200);
    const over = await widget("Ask", capped, { content: "two" }, { token: b.Token });
    expect(over.status).toBe(429);
    expect(over.body.Message).toMatch(/monthly message limit/);
  });

  it("admits exactly RateLimitCount of 200 concurrent asks from one address over five sessions", async () => {
    const bot = await newChatbot();
    await edit(bot, { RateLimitCount: 10, RateLimitTime: 3600 });
    const sessions = await Promise.all(Array.from({ length: 5 }, () => openSession(bot)));
    const replies = await Promise.all(Array.from({ length: 200 }, (_, i) => widget("Ask", bot, { content: "hi" }, { token: sessions[i % 5]!.Token })));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(10);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(190);
    const stored = await Promise.all(sessions.map((session) => messagesOf(bot, session.SessionID)));
    expect(stored.flat().filter((message) => message.Type === "Question")).toHaveLength(10);
  });

  it("takes images and voice only when the settings turn them on, and only files of the visitor's own session", async () => {
    const bot = await newChatbot();
    const { Token } = await openSession(bot);
    expect((await widget("UploadUrl", bot, { fileName: "a.png" }, { token: Token })).status).toBe(403);

    await edit(bot, { EnableUploadImage: true });
    const slot = (await widget("UploadUrl", bot, { fileName: "a.png" }, { token: Token })).body.Data;
    expect((await fetch(slot.PreUploadUrl, { method: "PUT", body: new Uint8Array(tinyPng()) })).status).toBe(200);
    const image = await widget("Ask", bot, { content: "", chatAskType: "Image", fileIds: [slot.FileStoreId] }, { token: Token });
    expect(image.status).toBe(200);
    const voice = await widget("Ask", bot, { content: "", chatAskType: "Audio", fileIds: [slot.FileStoreId] }, { token: Token });
    expect(voice.status).toBe(403);
    expect(voice.body.Message).toMatch(/Voice messages are turned off/);

    // Another session's file, and a file the workspace uploaded through the API, are not this visitor's.
    const stranger = await openSession(bot);
    const theirs = await widget("Ask", bot, { content: "", chatAskType: "Image", fileIds: [slot.FileStoreId] }, { token: stranger.Token });
    expect(theirs.status).toBe(400);
    expect(theirs.body.Message).toMatch(/fileIds\[0\] is not a file of this chat/);
    const workspaceFile = await uploadOk(tinyPng(), "b.png");
    expect((await widget("Ask", bot, { content: "", chatAskType: "Image", fileIds: [workspaceFile] }, { token: Token })).status).toBe(400);

    await edit(bot, { EnablePushToTalk: true });
    const audioSlot = (await widget("UploadUrl", bot, { fileName: "voice.wav" }, { token: Token })).body.Data;
    expect((await fetch(audioSlot.PreUploadUrl, { method: "PUT", body: new Uint8Array(wav()) })).status).toBe(200);
    const spoken = await widget("Ask", bot, { content: "", chatAskType: "Audio", fileIds: [audioSlot.FileStoreId] }, { token: Token });
    expect(spoken.status).toBe(200);
  });
});

describe("Widget/Handoff", () => {
  it("records the visitor's contact and request, and answers with TalkToHumanResponseMessage", async () => {
    const bot = await newChatbot();
    const { SessionID, Token } = await openSession(bot);
    expect((await widget("Handoff", bot, { Email: "sam@example.com" }, { token: Token })).status).toBe(403);

    await edit(bot, { TalkToHumanEmail: "agent@harbor.example", TalkToHumanResponseMessage: "An agent will call you." });
    const missing = await widget("Handoff", bot, { Name: "Sam" }, { token: Token });
    expect(missing.status).toBe(400);
    expect(missing.body.Message).toMatch(/Email/);

    const reply = await widget("Handoff", bot, { Name: "Sam", Phone: "+1 555 0100", Message: "Call me about Savannah" }, { token: Token });
    expect(reply.status).toBe(200);
    expect(reply.body.Data).toEqual({ Message: "An agent will call you." });
    const leads = await ok<any[]>("/chat/Chatbot/LeadList", { serialNumber: bot, sessionID: SessionID });
    expect(leads.map((lead) => lead.Type).sort()).toEqual(["Handoff", "Lead"]);
    expect(leads.find((lead) => lead.Type === "Lead")).toMatchObject({ Name: "Sam", Phone: "+1 555 0100" });
  });
});

describe("the widget frame document", () => {
  async function frame(bot: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${baseUrl}/widget/${bot}`, { headers });
    return { status: response.status, csp: response.headers.get("content-security-policy") ?? "", html: await response.text(), headers: response.headers };
  }

  it("carries the visitor config as inert data and a strict policy", async () => {
    const bot = await newChatbot();
    await edit(bot, { Name: "</script><script>alert(1)</script>", WelcomeMessage: "<img src=x onerror=alert(2)>" });
    const { status, csp, html, headers } = await frame(bot);
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/^text\/html/);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors *");
    expect(csp).not.toContain("unsafe-inline");
    const data = /<script type="application\/json" id="casabot-config">(.*?)<\/script>/.exec(html)![1]!;
    expect(data).not.toContain("<");
    expect(JSON.parse(data)).toMatchObject({ Name: "</script><script>alert(1)</script>", WelcomeMessage: "<img src=x onerror=alert(2)>" });
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain("&#60;/script&#62;&#60;script&#62;alert(1)");
  });

  it("may be framed only by the allowed hosts with VerifyDomain on, and is not a page of its own then", async () => {
    const bot = await newChatbot();
    await edit(bot, { VerifyDomain: true, Domains: "homes.example.com\n*.agents.example\nlocalhost:8080" });
    const framed = await frame(bot, { "sec-fetch-dest": "iframe" });
    expect(framed.status).toBe(200);
    expect(framed.csp).toContain(
      "frame-ancestors 'self' https://homes.example.com:* http://homes.example.com:* https://*.agents.example:* http://*.agents.example:* https://localhost:8080 http://localhost:8080",
    );
    expect((await frame(bot, { "sec-fetch-dest": "document" })).status).toBe(403);
    expect((await frame("0".repeat(32))).status).toBe(404);
    expect((await frame("not-an-id")).status).toBe(404);
  });
});
