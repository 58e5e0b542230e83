import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type RunningServer, servingPids } from "../setup/server";
import { baseUrl, call, fixtures, newChatbot, newListing, ok, startTwoWorkerServer } from "./helpers";

const apiKey = { apiKey: fixtures.a.apiKey };

function getWithBody(path: string, body: object): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const headers = { Authorization: fixtures.a.apiKey, "content-length": Buffer.byteLength(payload) };
    const req = request(`${baseUrl}${path}`, { method: "GET", headers }, (res) => {
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on("error", reject);
    req.end(payload);
  });
}

async function session(chatbot: string) {
  return (await ok<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: chatbot })).SessionID;
}

async function ask(sessionID: number, content: string, extra: object = {}) {
  return call("/chat/Chat/ClientAsk", { sessionID, content, ...extra });
}

/** A streamed ClientAsk, read line by line as existing widgets do. */
async function askStreamed(sessionID: number, content: string) {
  const response = await fetch(`${baseUrl}/chat/Chat/ClientAsk`, {
    method: "POST",
    headers: { Authorization: fixtures.a.apiKey },
    body: JSON.stringify({ sessionID, content, stream: true }),
  });
  const text = await response.text();
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  return { response, lines, objects: lines.map((line) => JSON.parse(line)) };
}

describe("Chatbot/GetSession", () => {
  it("returns an integer SessionID for a chatbot of the workspace", async () => {
    const bot = await newChatbot();
    const first = await session(bot);
    const second = await session(bot);
    expect(Number.isInteger(first)).toBe(true);
    expect(second).toBeGreaterThan(first);
  });

  it("answers another workspace's chatbot and a missing one alike, and wants the API key", async () => {
    const bot = await newChatbot();
    const foreign = await call("/chat/Chatbot/GetSession", { serialNumber: bot }, { apiKey: fixtures.b.apiKey });
    const missing = await call("/chat/Chatbot/GetSession", { serialNumber: "e".repeat(32) }, { apiKey: fixtures.b.apiKey });
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(foreign.body.Message).toBe(missing.body.Message);
    expect((await call("/chat/Chatbot/GetSession", { serialNumber: bot }, { sessionKey: fixtures.a.sessionKey })).status).toBe(401);
  });
});

describe("Chat/ClientAsk", () => {
  it("answers in one envelope: the answer's message ID, the content with AnswerSuffix, tokens and noAnswer", async () => {
    const bot = await newChatbot();
    await call("/chat/Chatbot/Edit", { serialNumber: bot, AnswerSuffix: " — Harbor Homes", WelcomeMessage: "Welcome to Harbor Homes!" });
    const sessionID = await session(bot);
    const reply = await ask(sessionID, "Hello there");
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body.Data).sort()).toEqual(["content", "messageid", "noAnswer", "totalToken"]);
    expect(reply.body.Data.content).toBe("Welcome to Harbor Homes! — Harbor Homes");
    expect(reply.body.Data.totalToken).toBeGreaterThan(0);
    expect(reply.body.Data.noAnswer).toBe(false);
    const history = await ok<any[]>("/chat/Chatbot/ChatContentHistory", { SerialNumber: bot });
    expect(history.map((m) => [m.Type, m.Content])).toEqual([
      ["Question", "Hello there"],
      ["Answer", "Welcome to Harbor Homes! — Harbor Homes"],
    ]);
    expect(history[1].MessageID).toBe(reply.body.Data.messageid);
    expect(history[0].MessageID).toBeLessThan(history[1].MessageID);
  });

  it("streams one JSON object per line, no data: prefix, pieces first and the summary last", async () => {
    const bot = await newChatbot();
    await call("/chat/Chatbot/Edit", { serialNumber: bot, AnswerSuffix: " (demo)" });
    for (let i = 0; i < 4; i++) await newListing(bot, { City: "Austin", Bedrooms: 3, SalePrice: 400_000 + i * 10_000 });
    const sessionID = await session(bot);
    const { response, lines, objects } = await askStreamed(sessionID, "Show me 3 bedroom homes for sale in Austin");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(lines.every((line) => line.startsWith("{"))).toBe(true);
    const pieces = objects.slice(0, -1);
    const summary = objects.at(-1);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.every((piece) => Object.keys(piece).join() === "content")).toBe(true);
    expect(Object.keys(summary).sort()).toEqual(["Answer", "AnswerID", "QuestionID", "TaskCompleted", "TotalToken"]);
    expect(pieces.map((piece) => piece.content).join("")).toBe(summary.Answer);
    expect(summary.Answer.endsWith(" (demo)")).toBe(true);
    expect(summary.AnswerID).toBeGreaterThan(summary.QuestionID);
    expect(summary.TotalToken).toBeGreaterThan(0);
    expect(summary.TaskCompleted).toBe(true);
  });

  it("says TaskCompleted on the envelope of a stream request refused before streaming, and on no other envelope", async () => {
    const bot = await newChatbot();
    await call("/chat/Chatbot/Edit", { serialNumber: bot, RateLimitCount: 1, RateLimitTime: 600 });
    const sessionID = await session(bot);
    expect((await askStreamed(sessionID, "hello")).objects.at(-1).TaskCompleted).toBe(true);
    const refusedStreams = [
      await call("/chat/Chat/ClientAsk", { sessionID, content: "again", stream: true }),
      await call("/chat/Chat/ClientAsk", { sessionID, content: "again", stream: "true" }),
      await call("/chat/Chat/ClientAsk", { sessionID, content: "", stream: true }),
      await call("/chat/Chat/ClientAsk", { sessionID: 987_654_321, content: "hi", stream: true }),
      // Refused before the body is read: it is read then, to tell.
      await call("/chat/Chat/ClientAsk", { sessionID, content: "again", stream: true }, { apiKey: "not-a-key" }),
    ];
    expect(refusedStreams.map((reply) => [reply.status, reply.body.TaskCompleted])).toEqual([
      [429, true],
      [429, true],
      [400, true],
      [404, true],
      [401, true],
    ]);
    const refusedWhole = [
      await call("/chat/Chat/ClientAsk", { sessionID, content: "again" }),
      await call("/chat/Chat/ClientAsk", { sessionID, content: "again", stream: false }),
      await call("/chat/Chat/ClientAsk", { sessionID, content: "" }),
      await call("/chat/Chat/ClientAsk", { sessionID, content: "again" }, { apiKey: "not-a-key" }),
    ];
    expect(refusedWhole.map((reply) => [reply.status, Object.keys(reply.body).sort().join()])).toEqual([
      [429, "Code,Data,Message,Success,Version"],
      [429, "Code,Data,Message,Success,Version"],
      [400, "Code,Data,Message,Success,Version"],
      [401, "Code,Data,Message,Success,Version"],
    ]);
  });

  it("answers a request for a person with TalkToHumanResponseMessage and records the handoff", async () => {
    const bot = await newChatbot();
    await call("/chat/Chatbot/Edit", { serialNumber: bot, TalkToHumanResponseMessage: "An agent will call you today.", TalkToHumanEmail: "agent@harbor.test" });
    const sessionID = await session(bot);
    const reply = await ask(sessionID, "Can I talk to a real person please?");
    expect(reply.body.Data.content).toBe("An agent will call you today.");
    const leads = await ok<any[]>("/chat/Chatbot/LeadList", { serialNumber: bot });
    expect(leads.map((lead) => [lead.Type, lead.SessionID])).toEqual([["Handoff", sessionID]]);
    // The mail to TalkToHumanEmail waits in the outbox with the conversation; the test can read
    // the table where the database admits a second connection (PostgreSQL).
    if (fixtures.database === "postgres") {
      const postgres = (await import("postgres")).default;
      const sql = postgres(fixtures.databaseUrl!, { max: 1 });
      const mails = await sql`select "to", subject, body, status from outbox where chatbot_id = ${bot}`;
      await sql.end();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: "agent@harbor.test", status: "pending" });
      expect(mails[0]!.body).toContain("Visitor: Can I talk to a real person please?");
    }
  });

  it("records a visitor who leaves an e-mail address or phone number as a lead", async () => {
    const bot = await newChatbot();
    const sessionID = await session(bot);
    await ask(sessionID, "I'm Ana, reach me at ana.buyer@example.com or 512-555-0142");
    const leads = await ok<any[]>("/chat/Chatbot/LeadList", { serialNumber: bot, sessionID });
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ Type: "Lead", Email: "ana.buyer@example.com", SessionID: sessionID });
    expect(leads[0].Phone.replace(/\D/g, "")).toBe("5125550142");
  });

  it("sets noAnswer for what it cannot answer", async () => {
    const bot = await newChatbot();
    const reply = await ask(await session(bot), "What is the airspeed velocity of an unladen swallow?");
    expect(reply.status).toBe(200);
    expect(reply.body.Data.noAnswer).toBe(true);
    expect(reply.body.Data.content.length).toBeGreaterThan(0);
  });

  it("refuses a session of another workspace, or none, with 404", async () => {
    const bot = await newChatbot({ apiKey: fixtures.b.apiKey });
    const foreign = await ok<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: bot }, { apiKey: fixtures.b.apiKey });
    const reply = await ask(foreign.SessionID, "Hello");
    expect(reply.status).toBe(404);
    expect(reply.body.Message).toBe("Session not found");
    expect((await ask(987_654_321, "Hello")).body.Message).toBe("Session not found");
    const history = await ok<any[]>("/chat/Chatbot/ChatContentHistory", { SerialNumber: bot }, { apiKey: fixtures.b.apiKey });
    expect(history).toEqual([]);
  });

  const invalid: [object, string][] = [
    [{ content: "hi" }, "sessionID is required"],
    [{ sessionID: 1 }, "content is required"],
    [{ sessionID: 1, content: "  " }, "content must not be empty for a Text question"],
    [{ sessionID: "abc", content: "hi" }, "sessionID must be a number"],
    [{ sessionID: 1, content: "hi", chatAskType: "Gif" }, "chatAskType must be one of Text, Audio, Image, Video"],
    [{ sessionID: 1, content: "hi", fileIds: [1] }, "fileIds are only valid when chatAskType is Image, Video or Audio"],
    [{ sessionID: 1, content: "", chatAskType: "Image" }, "fileIds is required when chatAskType is Image and content is empty"],
    [{ sessionID: 1, content: "", chatAskType: "video", fileIds: [1, 2] }, "fileIds must hold exactly one file for an Video question"],
    [{ sessionID: 1, content: "", chatAskType: "Audio", fileIds: ["x"] }, "fileIds[0] must be a file ID"],
    [{ sessionID: 1, content: "hi", stream: "sometimes" }, "stream must be true or false"],
    [{ sessionID: 1, content: "x".repeat(10_001) }, "content must be at most 10000 characters long"],
  ];
  for (const [body, message] of invalid) {
    it(`refuses ${JSON.stringify(body).slice(0, 60)} with 400`, async () => {
      const reply = await call("/chat/Chat/ClientAsk", body, apiKey);
      expect(reply.status).toBe(400);
      expect(reply.body.Message).toBe(message);
    });
  }

  it("refuses file IDs that are not files of the workspace", async () => {
    const sessionID = await session(await newChatbot());
    const reply = await ask(sessionID, "", { chatAskType: "Image", fileIds: [123456] });
    expect(reply.status).toBe(400);
    expect(reply.body.Message).toBe("fileIds[0] is not a file of this workspace");
  });
});

describe("limits, exact under concurrency", () => {
  it("admits exactly RateLimitCount of 200 concurrent asks in one session, the rest get RateLimitMessage", async () => {
    const bot = await newChatbot();
    await call("/chat/Chatbot/Edit", { serialNumber: bot, RateLimitCount: 10, RateLimitTime: 3600, RateLimitMessage: "Easy there!" });
    const sessionID = await session(bot);
    const replies = await Promise.all(Array.from({ length: 200 }, () => ask(sessionID, "hello")));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(10);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(refused).toHaveLength(190);
    expect(new Set(refused.map((reply) => reply.body.Message))).toEqual(new Set(["Easy there!"]));
    // Another session of the same bot has its own window.
    expect((await ask(await session(bot), "hello")).status).toBe(200);
  });

  it("uses a default message when RateLimitMessage is empty, and RateLimitCount 0 turns the limit off", async () => {
    const bot = await newChatbot();
    await call("/chat/Chatbot/Edit", { serialNumber: bot, RateLimitCount: 1, RateLimitMessage: "" });
    const sessionID = await session(bot);
    expect((await ask(sessionID, "hello")).status).toBe(200);
    const refused = await ask(sessionID, "hello again");
    expect(refused.status).toBe(429);
    expect(refused.body.Message).toMatch(/too quickly/);
    await call("/chat/Chatbot/Edit", { serialNumber: bot, RateLimitCount: 0 });
    for (let i = 0; i < 3; i++) expect((await ask(sessionID, "hello")).status).toBe(200);
  });

  it("admits exactly MessageLimit questions a month over many sessions, and counts them in the credits", async () => {
    const bot = await newChatbot();
    await call("/chat/Chatbot/Edit", { serialNumber: bot, MessageLimit: 50, RateLimitCount: 0 });
    const sessions = await Promise.all(Array.from({ length: 10 }, () => session(bot)));
    const replies = await Promise.all(Array.from({ length: 200 }, (_, i) => ask(sessions[i % sessions.length]!, "hi")));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(50);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(refused).toHaveLength(150);
    expect(refused[0]!.body.Message).toMatch(/monthly message limit/);
    expect(await ok("/chat/Chatbot/GetMessageCreditsUsage", { serialNumber: bot })).toEqual({ Total: 50, Used: 50, Remain: 0 });
    expect(await ok("/chat/Chatbot/GetMessageCountByChatbot", { SerialNumber: bot })).toBe(100);
  });
});

// Two server processes on one PostgreSQL share the limits, because the database keeps them.
const secondBaseUrl = inject("secondBaseUrl");
const askAt = async (url: string, sessionID: number) =>
  (
    await fetch(`${url}/chat/Chat/ClientAsk`, {
      method: "POST",
      headers: { Authorization: fixtures.a.apiKey },
      body: JSON.stringify({ sessionID, content: "hi" }),
    })
  ).status;

// Only PostgreSQL admits a second server process (PGlite is one process's database).
describe.skipIf(!secondBaseUrl)("limits across two server processes (PostgreSQL)", () => {
  it("admits exactly RateLimitCount and MessageLimit of asks spread over both", async () => {
    const bot = await newChatbot();
    await call("/chat/Chatbot/Edit", { serialNumber: bot, RateLimitCount: 10, RateLimitTime: 3600 });
    const sessionID = await session(bot);
    const statuses = await Promise.all(Array.from({ length: 200 }, (_, i) => askAt(i % 2 ? secondBaseUrl! : baseUrl, sessionID)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(190);

    const limited = await newChatbot();
    await call("/chat/Chatbot/Edit", { serialNumber: limited, RateLimitCount: 0, MessageLimit: 50 });
    const sessions = await Promise.all(Array.from({ length: 10 }, () => session(limited)));
    const monthly = await Promise.all(Array.from({ length: 200 }, (_, i) => askAt(i % 2 ? secondBaseUrl! : baseUrl, sessions[i % 10]!)));
    expect(monthly.filter((status) => status === 200)).toHaveLength(50);
    expect(monthly.filter((status) => status === 429)).toHaveLength(150);
  });
});

// And so do the workers of one server (WEB_CONCURRENCY=2), which are server processes too.
describe.skipIf(!secondBaseUrl)("limits across the workers of one server (WEB_CONCURRENCY=2, PostgreSQL)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTwoWorkerServer();
  }, 120_000);
  afterAll(() => server?.stop());

  it("admits exactly RateLimitCount and MessageLimit of asks that both workers served", async () => {
    const bot = await newChatbot();
    await call("/chat/Chatbot/Edit", { serialNumber: bot, RateLimitCount: 10, RateLimitTime: 3600 });
    const sessionID = await session(bot);
    const statuses = await Promise.all(Array.from({ length: 200 }, () => askAt(server.baseUrl, sessionID)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(190);

    const limited = await newChatbot();
    await call("/chat/Chatbot/Edit", { serialNumber: limited, RateLimitCount: 0, MessageLimit: 50 });
    const sessions = await Promise.all(Array.from({ length: 10 }, () => session(limited)));
    const monthly = await Promise.all(Array.from({ length: 200 }, (_, i) => askAt(server.baseUrl, sessions[i % 10]!)));
    expect(monthly.filter((status) => status === 200)).toHaveLength(50);
    expect(monthly.filter((status) => status === 429)).toHaveLength(150);
    expect(await ok("/chat/Chatbot/GetMessageCreditsUsage", { serialNumber: limited })).toEqual({ Total: 50, Used: 50, Remain: 0 });

    // Two workers answered (the access log's pid), neither of them the primary.
    const pids = servingPids(server.output(), "/chat/Chat/ClientAsk");
    expect(pids.size).toBe(2);
    expect(pids).not.toContain(server.pid);
  });
});

describe("reporting endpoints", () => {
  it("GetMessageCreditsUsage counts this month's questions, -1 meaning unlimited, and answers GET with a JSON body too", async () => {
    const bot = await newChatbot();
    await ask(await session(bot), "hello");
    expect(await ok("/chat/Chatbot/GetMessageCreditsUsage", { serialNumber: bot })).toEqual({ Total: -1, Used: 1, Remain: -1 });
    // fetch will not send a body with GET; existing clients do, so speak HTTP directly.
    const viaGet = await getWithBody("/chat/Chatbot/GetMessageCreditsUsage", { serialNumber: bot });
    expect(viaGet.status).toBe(200);
    expect(viaGet.body.Data).toEqual({ Total: -1, Used: 1, Remain: -1 });
    // A GET with a body to an endpoint that takes only POST is still a wrong method.
    const edit = await getWithBody("/chat/Chatbot/Edit", { serialNumber: bot, Name: "via GET" });
    expect(edit.status).toBe(405);
    expect(edit.body.Message).toBe("Method GET is not allowed here; use POST");
    expect((await ok("/chat/Chatbot/Get", { serialNumber: bot })).Name).toBe("My Chatbot");
  });

  it("ChatContentHistory filters by UTC date and validates its dates", async () => {
    const bot = await newChatbot();
    await ask(await session(bot), "hello");
    const today = new Date().toISOString().slice(0, 10);
    expect(await ok<any[]>("/chat/Chatbot/ChatContentHistory", { SerialNumber: bot, StartTime: today, EndTime: today })).toHaveLength(2);
    expect(await ok<any[]>("/chat/Chatbot/ChatContentHistory", { SerialNumber: bot, EndTime: "2020-01-01" })).toEqual([]);
    expect(await ok<any[]>("/chat/Chatbot/ChatContentHistory", { SerialNumber: bot, StartTime: "2999-01-01" })).toEqual([]);
    const bad = await call("/chat/Chatbot/ChatContentHistory", { SerialNumber: bot, StartTime: "yesterday" });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toBe("StartTime must be a UTC date such as 2025-03-07");
  });

  it("ChatContentHistory and LeadList answer 400 naming the field for dates off the calendar or out of range", async () => {
    const bot = await newChatbot();
    await ask(await session(bot), "hello");
    const refused = [
      ["/chat/Chatbot/ChatContentHistory", { SerialNumber: bot, EndTime: "9999-12-31" }, "EndTime must be a UTC date between 0001-01-01 and 9999-12-30"],
      ["/chat/Chatbot/ChatContentHistory", { SerialNumber: bot, StartTime: "0000-01-01" }, "StartTime must be a UTC date between 0001-01-01 and 9999-12-30"],
      ["/chat/Chatbot/ChatContentHistory", { SerialNumber: bot, StartTime: "2026-02-30" }, "StartTime must be a date that exists on the calendar"],
      ["/chat/Chatbot/ChatContentHistory", { SerialNumber: bot, EndTime: "2025-02-29" }, "EndTime must be a date that exists on the calendar"],
      ["/chat/Chatbot/LeadList", { serialNumber: bot, endTime: "9999-12-31" }, "endTime must be a UTC date between 0001-01-01 and 9999-12-30"],
      ["/chat/Chatbot/LeadList", { serialNumber: bot, startTime: "2026-13-01" }, "startTime must be a date that exists on the calendar"],
    ] as const;
    for (const [path, body, message] of refused) {
      const reply = await call(path, body);
      expect({ path, body, status: reply.status, message: reply.body.Message }).toEqual({ path, body, status: 400, message });
    }
    // The widest range still accepted holds everything.
    expect(await ok<any[]>("/chat/Chatbot/ChatContentHistory", { SerialNumber: bot, StartTime: "0001-01-01", EndTime: "9999-12-30" })).toHaveLength(2);
    expect(await ok<any[]>("/chat/Chatbot/LeadList", { serialNumber: bot, startTime: "2024-02-29", endTime: "9999-12-30T23:59:59Z" })).toEqual([]);
  });
});
