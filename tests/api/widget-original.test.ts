import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatbots, chatSessions } from "@/db/schema";
import { createWorkspace } from "@/lib/auth/workspaces";
import { createChatbot } from "@/lib/chatbots/service";
import { ownDatabase, type OwnDatabase } from "../setup/databases";
import { type RunningServer, startServer } from "../setup/server";
import { baseUrl, call, fixtures, newChatbot, newListing, ok } from "./helpers";

// Issue 17, part 4: the original service's public widget channel (Chatbot/GetConfig, then
// Chat/Ask with the SessionKey), called as a public client of the original calls it.

const SITE = "https://homes.example.com";
const FOREIGN = "https://evil.example";

async function edit(bot: string, settings: object) {
  await ok("/chat/Chatbot/Edit", { serialNumber: bot, ...settings });
}

async function messagesOf(bot: string, sessionID: number) {
  return (await ok("/chat/Chatbot/SessionMessages", { serialNumber: bot, sessionID })).Messages as any[];
}

/** Chatbot/GetConfig as the original widget calls it: no credential, the chatbot in the body, from the page's origin. */
async function getConfig(
  bot: string,
  origin: string | null = SITE,
  clock: object = { clientTimeZone: "America/Chicago", clientCurrentTime: new Date().toString() },
  base = baseUrl,
) {
  const response = await fetch(`${base}/chat/Chatbot/GetConfig`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(origin ? { origin } : {}) },
    body: JSON.stringify({ ...clock, serialNumber: bot }),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function openSession(bot: string, origin = SITE) {
  const reply = await getConfig(bot, origin);
  expect(reply.status).toBe(200);
  return reply.body.Data as { SessionID: number; SessionKey: string };
}

interface Read {
  /** The `content` pieces, joined. */
  text: string;
  questionId?: number;
  messageId?: number;
  /** The object that said TaskCompleted. */
  last: Record<string, any>;
  lines: string[];
}

/**
 * The original widget's reader, ported: it reads the body line by line until a line's object
 * says TaskCompleted, skipping lines that do not start with `{`, and takes questionid or
 * QuestionID and messageid or AnswerID. The original waits for ever for the flag; this port
 * fails when the body ends without it.
 */
async function readLikeTheOriginal(response: Response): Promise<Read> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const read: Omit<Read, "last"> = { text: "", lines: [] };
  let buffer = "";
  const take = (raw: string): Record<string, any> | undefined => {
    const line = raw.trim();
    if (line !== "") read.lines.push(line);
    if (!line.startsWith("{")) return undefined;
    const object = JSON.parse(line);
    if (typeof object.content === "string") read.text += object.content;
    read.questionId = object.questionid ?? object.QuestionID ?? read.questionId;
    read.messageId = object.messageid ?? object.AnswerID ?? read.messageId;
    return object.TaskCompleted ? object : undefined;
  };
  for (;;) {
    const { done, value } = await reader.read();
    buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n")) >= 0) {
      const last = take(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      if (last) {
        await reader.cancel();
        return { ...read, last };
      }
    }
    if (done) break;
  }
  const last = take(buffer);
  if (last) return { ...read, last };
  throw new Error(`the reply ended without TaskCompleted (the original widget would wait for ever): ${read.lines.join(" | ").slice(0, 300)}`);
}

/** Chat/Ask as the original widget sends it: the key in chatrobot-sessionkey, asking for a stream. */
async function ask(sessionKey: string | null, body: object, opts: { origin?: string | null; stream?: boolean; path?: string; base?: string } = {}) {
  const origin = opts.origin === undefined ? SITE : opts.origin;
  return fetch(`${opts.base ?? baseUrl}${opts.path ?? "/chat/Chat/Ask"}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(opts.stream === false ? {} : { accept: "text/event-stream" }),
      ...(origin ? { origin } : {}),
      ...(sessionKey === null ? {} : { "chatrobot-sessionkey": sessionKey }),
    },
    body: JSON.stringify(body),
  });
}

/** A refusal's envelope, read as the original reads a stream: it must end the read too. */
async function refusal(response: Response) {
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const { last } = await readLikeTheOriginal(response);
  return { status: response.status, cors: response.headers.get("access-control-allow-origin"), body: last };
}

describe("Chatbot/GetConfig and Chat/Ask, as a client of the original calls them", () => {
  it("gives Widget/Config's config and a session, then streams the answer to TaskCompleted from an allowed page", async () => {
    const bot = await newChatbot();
    await edit(bot, { VerifyDomain: true, Domains: "homes.example.com", Name: "Harbor Homes" });
    await newListing(bot, { City: "Savannah", SalePrice: 385000, Bedrooms: 3 });

    const config = await getConfig(bot);
    expect(config.status).toBe(200);
    expect(config.headers.get("access-control-allow-origin")).toBe(SITE);
    const { SessionID, SessionKey, ...shown } = config.body.Data;
    expect(Number.isInteger(SessionID)).toBe(true);
    expect(SessionKey).toMatch(new RegExp(`^${SessionID}\\.[A-Za-z0-9_-]{43}$`));
    const widgetConfig = await fetch(`${baseUrl}/chat/Widget/Config?serialNumber=${bot}`, { method: "POST", headers: { origin: SITE }, body: "{}" });
    expect(shown).toEqual((await widgetConfig.json()).Data);
    expect(config.body).not.toHaveProperty("TaskCompleted");

    const response = await ask(SessionKey, { content: "Do you have homes in Savannah?", sessionID: SessionID });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("access-control-allow-origin")).toBe(SITE);
    const answer = await readLikeTheOriginal(response);
    expect(answer.text).toContain("$385,000");
    expect(answer.text).toBe(answer.last.Answer);
    expect(Object.keys(answer.last).sort()).toEqual(["Answer", "AnswerID", "QuestionID", "TaskCompleted", "TotalToken"]);
    expect(answer.lines.slice(0, -1).every((line) => Object.keys(JSON.parse(line)).join() === "content")).toBe(true);
    expect(answer.messageId).toBeGreaterThan(answer.questionId!);

    const stored = await messagesOf(bot, SessionID);
    expect(stored.map((message) => [message.MessageID, message.Type, message.Content])).toEqual([
      [answer.questionId, "Question", "Do you have homes in Savannah?"],
      [answer.messageId, "Answer", answer.last.Answer],
    ]);
    // Paths match in any case here too, through the server's fast path.
    const lower = await ask(SessionKey, { content: "and in Savannah again?", sessionID: SessionID }, { path: "/chat/chat/ask" });
    expect((await readLikeTheOriginal(lower)).last.TaskCompleted).toBe(true);
  });

  it("refuses a foreign page with a 403 envelope and no CORS headers, before anything is done", async () => {
    const bot = await newChatbot();
    await edit(bot, { VerifyDomain: true, Domains: "homes.example.com" });
    for (const origin of [FOREIGN, "https://homes.example.com.evil.example", null]) {
      const refused = await getConfig(bot, origin);
      expect([origin, refused.status, refused.headers.get("access-control-allow-origin")]).toEqual([origin, 403, null]);
      expect(refused.body).toMatchObject({ Success: false, Code: 403, Data: null, Message: expect.stringMatching(/not enabled on this site/) });
    }

    // A key got on the allowed page does not ask from another one, streamed or not.
    const { SessionID, SessionKey } = await openSession(bot);
    const streamed = await refusal(await ask(SessionKey, { content: "hi", sessionID: SessionID }, { origin: FOREIGN }));
    expect(streamed).toMatchObject({ status: 403, cors: null, body: { Code: 403, TaskCompleted: true } });
    const whole = await ask(SessionKey, { content: "hi", sessionID: SessionID }, { origin: FOREIGN, stream: false });
    expect(whole.status).toBe(403);
    expect(whole.headers.get("access-control-allow-origin")).toBeNull();
    expect(await whole.json()).not.toHaveProperty("TaskCompleted");
    expect(await messagesOf(bot, SessionID)).toEqual([]);
  });

  it("answers the preflights a browser sends before them, letting chatrobot-sessionkey through", async () => {
    const bot = await newChatbot();
    await edit(bot, { VerifyDomain: true, Domains: "homes.example.com" });
    const preflight = (path: string, origin: string, headers: string) =>
      fetch(`${baseUrl}${path}`, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": headers },
      });
    // The original names the chatbot in the body or by the key, which a preflight does not carry: the request itself is judged.
    const config = await preflight("/chat/Chatbot/GetConfig", SITE, "content-type");
    expect(config.status).toBe(204);
    expect(config.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(config.headers.get("access-control-allow-headers")).toMatch(/content-type/);
    const asking = await preflight("/chat/Chat/Ask", SITE, "chatrobot-sessionkey, content-type");
    expect(asking.status).toBe(204);
    expect(asking.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(asking.headers.get("access-control-allow-methods")).toContain("POST");
    expect(asking.headers.get("access-control-allow-headers")).toMatch(/chatrobot-sessionkey/);
    // Named in the query, the chatbot is judged already.
    const named = await preflight(`/chat/Chatbot/GetConfig?serialNumber=${bot}`, FOREIGN, "content-type");
    expect([named.status, named.headers.get("access-control-allow-origin")]).toEqual([403, null]);
  });

  it("answers in one envelope, as ClientAsk does, without Accept: text/event-stream, and streams for stream: true", async () => {
    const bot = await newChatbot();
    const { SessionID, SessionKey } = await openSession(bot);
    const whole = await ask(SessionKey, { content: "Hello there", sessionID: SessionID }, { stream: false });
    expect(whole.status).toBe(200);
    const body = await whole.json();
    expect(Object.keys(body).sort()).toEqual(["Code", "Data", "Message", "Success", "Version"]);
    expect(Object.keys(body.Data).sort()).toEqual(["content", "messageid", "noAnswer", "totalToken"]);

    const flagged = await ask(SessionKey, { content: "Hello again", sessionID: SessionID, stream: true }, { stream: false });
    expect(flagged.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect((await readLikeTheOriginal(flagged)).last.Answer).toBeTruthy();
  });
});

describe("the SessionKey", () => {
  it("is refused when missing, wrong, renewed away or the workspace's session key (401)", async () => {
    const bot = await newChatbot();
    const { SessionID, SessionKey } = await openSession(bot);
    const body = { content: "hi", sessionID: SessionID };
    const missing = await refusal(await ask(null, body));
    expect(missing).toMatchObject({ status: 401, body: { Code: 401, TaskCompleted: true, Message: expect.stringMatching(/chatrobot-sessionkey/) } });
    const wrong = [
      "garbage",
      `${SessionID}.${"A".repeat(43)}`,
      `${SessionID + 1_000_000}.${SessionKey.split(".")[1]}`,
      fixtures.a.sessionKey,
      fixtures.a.oldSessionKey,
      fixtures.a.apiKey,
    ];
    for (const key of wrong) {
      const reply = await refusal(await ask(key, body));
      expect([key, reply.status, reply.body.Message]).toEqual([key, 401, "The session key is invalid or has expired: get a new one from Chatbot/GetConfig"]);
    }
    // The key goes in chatrobot-sessionkey, not Authorization.
    const bearer = await fetch(`${baseUrl}/chat/Chat/Ask`, {
      method: "POST",
      headers: { authorization: `Bearer ${SessionKey}`, origin: SITE },
      body: JSON.stringify(body),
    });
    expect(bearer.status).toBe(401);

    // It is the widget's visitor token: Widget/Session renews it, and then the old one stops working.
    const renewed = await fetch(`${baseUrl}/chat/Widget/Session?serialNumber=${bot}`, {
      method: "POST",
      headers: { origin: SITE },
      body: JSON.stringify({ SessionID, Token: SessionKey }),
    });
    const { Token } = (await renewed.json()).Data;
    expect((await refusal(await ask(SessionKey, body))).status).toBe(401);
    expect((await ask(Token, body, { stream: false })).status).toBe(200);
    expect(await messagesOf(bot, SessionID)).toHaveLength(2);
  });

  it("asks only in its own session: not in another session of its chatbot, nor in another chatbot's (403)", async () => {
    const a = await newChatbot();
    const b = await newChatbot({ apiKey: fixtures.b.apiKey });
    const mine = await openSession(a);
    const sibling = await openSession(a);
    const theirs = await openSession(b);
    for (const sessionID of [sibling.SessionID, theirs.SessionID]) {
      const reply = await refusal(await ask(mine.SessionKey, { content: "hi", sessionID }));
      expect(reply).toMatchObject({ status: 403, body: { Code: 403, TaskCompleted: true } });
      expect(reply.body.Message).toMatch(/not for that sessionID/);
    }
    expect(await messagesOf(a, sibling.SessionID)).toEqual([]);
    expect((await ok("/chat/Chatbot/SessionMessages", { serialNumber: b, sessionID: theirs.SessionID }, { apiKey: fixtures.b.apiKey })).Messages).toEqual([]);
  });

  it("works as the visitor token of Widget/*, and as no owner credential anywhere", async () => {
    const bot = await newChatbot();
    const { SessionID, SessionKey } = await openSession(bot);
    const widgetAsk = await fetch(`${baseUrl}/chat/Widget/Ask?serialNumber=${bot}`, {
      method: "POST",
      headers: { authorization: `Bearer ${SessionKey}`, origin: SITE },
      body: JSON.stringify({ content: "hello" }),
    });
    expect(widgetAsk.status).toBe(200);
    const refused = [
      await call("/chat/Chatbot/Get", { serialNumber: bot }, { apiKey: SessionKey }),
      await call("/chat/Chatbot/Get", { serialNumber: bot }, { apiKey: `Bearer ${SessionKey}` }),
      await call("/chat/Chat/ClientAsk", { sessionID: SessionID, content: "hi" }, { apiKey: SessionKey }),
      await call("/chat/Chatbot/SessionMessages", { serialNumber: bot, sessionID: SessionID }, { apiKey: SessionKey }),
      await call("/chat/Chatbot/RealEstateList", { SerialNumber: bot }, { sessionKey: SessionKey }),
      await call("/chat/Chatbot/RealEstateCreate", { SerialNumber: bot }, { sessionKey: SessionKey }),
    ];
    expect(refused.map((reply) => reply.status)).toEqual([401, 401, 401, 401, 401, 401]);
  });
});

describe("the widget's limits and settings on Chat/Ask", () => {
  it("applies RateLimitCount per session, with RateLimitMessage readable by the page; the refused stream's envelope says TaskCompleted", async () => {
    const bot = await newChatbot();
    await edit(bot, { RateLimitCount: 1, RateLimitTime: 600, RateLimitMessage: "Slow down, friend." });
    const { SessionID, SessionKey } = await openSession(bot);
    expect((await readLikeTheOriginal(await ask(SessionKey, { content: "hello", sessionID: SessionID }))).last.TaskCompleted).toBe(true);
    const streamed = await refusal(await ask(SessionKey, { content: "hello again", sessionID: SessionID }));
    expect(streamed).toEqual({
      status: 429,
      cors: SITE,
      body: { Data: null, Version: "1.0.0", Success: false, Code: 429, Message: "Slow down, friend.", TaskCompleted: true },
    });
    const whole = await ask(SessionKey, { content: "hello again", sessionID: SessionID }, { stream: false });
    expect(whole.status).toBe(429);
    expect(Object.keys(await whole.json()).sort()).toEqual(["Code", "Data", "Message", "Success", "Version"]);
  });

  it("applies RateLimitCount per address across sessions, and MessageLimit", async () => {
    const bot = await newChatbot();
    await edit(bot, { RateLimitCount: 2, RateLimitTime: 600 });
    const one = await openSession(bot);
    const two = await openSession(bot);
    expect((await ask(one.SessionKey, { content: "first", sessionID: one.SessionID }, { stream: false })).status).toBe(200);
    expect((await ask(two.SessionKey, { content: "second", sessionID: two.SessionID }, { stream: false })).status).toBe(200);
    const three = await openSession(bot);
    expect((await refusal(await ask(three.SessionKey, { content: "third", sessionID: three.SessionID }))).status).toBe(429);
    expect(await messagesOf(bot, three.SessionID)).toEqual([]);

    const capped = await newChatbot();
    await edit(capped, { MessageLimit: 1, RateLimitCount: 0 });
    const a = await openSession(capped);
    const b = await openSession(capped);
    expect((await ask(a.SessionKey, { content: "one", sessionID: a.SessionID }, { stream: false })).status).toBe(200);
    const over = await refusal(await ask(b.SessionKey, { content: "two", sessionID: b.SessionID }));
    expect(over).toMatchObject({ status: 429, cors: SITE, body: { TaskCompleted: true, Message: expect.stringMatching(/monthly message limit/) } });
  });

  it("refuses bad input (400) and questions the settings turn off (403), saying TaskCompleted only to stream requests", async () => {
    const bot = await newChatbot();
    const { SessionID, SessionKey } = await openSession(bot);
    const empty = await refusal(await ask(SessionKey, { content: "  ", sessionID: SessionID }));
    expect(empty).toMatchObject({ status: 400, cors: SITE, body: { TaskCompleted: true, Message: expect.stringMatching(/content/) } });
    const wholeEmpty = await ask(SessionKey, { content: "  ", sessionID: SessionID }, { stream: false });
    expect(wholeEmpty.status).toBe(400);
    expect(await wholeEmpty.json()).not.toHaveProperty("TaskCompleted");
    const image = await refusal(await ask(SessionKey, { content: "", chatAskType: "Image", fileIds: ["1"], sessionID: SessionID }));
    expect(image).toMatchObject({ status: 403, body: { TaskCompleted: true, Message: "Sending images is turned off for this chatbot" } });
    const voice = await refusal(await ask(SessionKey, { content: "", chatAskType: "Audio", fileIds: ["1"], sessionID: SessionID }));
    expect(voice.body.Message).toBe("Voice messages are turned off for this chatbot");
  });

  it("opens at most 30 sessions per address per hour on a chatbot, counted with Widget/Session's", async () => {
    const bot = await newChatbot();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await getConfig(bot)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const over = await getConfig(bot);
    expect(over.status).toBe(429);
    expect(over.body.Message).toMatch(/Too many new chats/);
    expect((await fetch(`${baseUrl}/chat/Widget/Session?serialNumber=${bot}`, { method: "POST", headers: { origin: SITE }, body: "{}" })).status).toBe(429);
  });

  it("takes the visitor's clock as any text of up to 100 characters, and nothing else", async () => {
    const bot = await newChatbot();
    const accepted = [
      {},
      { clientTimeZone: "Mars/Olympus_Mons", clientCurrentTime: "not a time at all" },
      { clientTimeZone: null, clientCurrentTime: 1767225600000 },
      { clientTimeZone: "", clientCurrentTime: "x".repeat(100) },
    ];
    for (const clock of accepted) expect([clock, (await getConfig(bot, SITE, clock)).status]).toEqual([clock, 200]);
    const long = await getConfig(bot, SITE, { clientTimeZone: "x".repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.Message).toMatch(/clientTimeZone/);
    expect((await getConfig(bot, SITE, { clientCurrentTime: { at: "noon" } })).status).toBe(400);
  });
});

// An expired key needs a token issued over an hour ago: a server of its own, on a database seeded before it starts.
describe("an expired SessionKey", () => {
  let own: OwnDatabase;
  let server: RunningServer;
  const keys = { expired: "", fresh: "" };
  const sessions = { expired: 0, fresh: 0 };

  beforeAll(async () => {
    own = await ownDatabase(fixtures.database, "expired-key");
    const handle = await own.open();
    const { db } = handle;
    const { workspaceId } = await createWorkspace({ db, name: "Expiry", apiKey: false });
    const bot = await createChatbot({ db, workspace: { id: workspaceId, name: "Expiry" }, input: { Name: "Expiry Homes" } });
    await db.update(chatbots).set({ VerifyDomain: true, Domains: "homes.example.com" }).where(eq(chatbots.id, bot));
    for (const [kind, age] of [
      ["expired", 61 * 60_000],
      ["fresh", 60_000],
    ] as const) {
      const secret = randomBytes(32).toString("base64url");
      const [row] = await db
        .insert(chatSessions)
        .values({ chatbotId: bot, visitorTokenHash: createHash("sha256").update(secret).digest("hex"), visitorTokenIssuedAt: new Date(Date.now() - age) })
        .returning({ id: chatSessions.id });
      sessions[kind] = row!.id;
      keys[kind] = `${row!.id}.${secret}`;
    }
    await handle.close();
    server = await startServer({ ...own.env, SEED_DEMO: "0", TRUST_PROXY: "1" });
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await own?.drop();
  });

  it("is a 401 its own page can read (so it can start over), a 403 for a foreign page, and the fresh key still asks", async () => {
    const base = server.baseUrl;
    const expired = await refusal(await ask(keys.expired, { content: "hi", sessionID: sessions.expired }, { base }));
    expect(expired).toMatchObject({ status: 401, cors: SITE, body: { TaskCompleted: true, Message: expect.stringMatching(/expired/) } });
    const foreign = await refusal(await ask(keys.expired, { content: "hi", sessionID: sessions.expired }, { base, origin: FOREIGN }));
    expect(foreign).toMatchObject({ status: 403, cors: null });
    const fresh = await ask(keys.fresh, { content: "hi", sessionID: sessions.fresh }, { base });
    expect(fresh.status).toBe(200);
    expect((await readLikeTheOriginal(fresh)).last.TaskCompleted).toBe(true);
  });
});
