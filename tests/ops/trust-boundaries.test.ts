import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../setup/server";
import { migratedDataDir } from "@/tests/setup/databases";

// What a client may say about itself, under each way the app is run: scripts/server.mjs without
// a proxy in front, plain `next start` (no server.mjs), and `next start` as on Vercel.
// Each server has its own fresh database.

// Tests that check twenty-odd passwords one after another, each a deliberately slow hash.
const SLOW = { timeout: 180_000 };

let n = 0;
const unique = () => `${process.pid}-${Date.now()}-${++n}`;

async function post(base: string, route: string, body: object, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** Signs up an owner and, when sign-up took it, signs them in as the dashboard does. */
async function signUp(base: string, headers: Record<string, string> = {}) {
  const account = { email: `trust-${unique()}@example.test`, password: "correct horse battery" };
  const reply = await post(base, "/chat/User/SignUp", { Email: account.email, Password: account.password, WorkspaceName: "Trust" }, headers);
  if (reply.status !== 200) return { ...account, reply, cookie: "" };
  const signedIn = await post(base, "/chat/User/SignIn", { Email: account.email, Password: account.password }, headers);
  const cookie = signedIn.headers
    .getSetCookie()
    .find((c) => c.startsWith("casabot_session="))
    ?.split(";")[0];
  return { ...account, reply, cookie: cookie ?? "" };
}

async function widget(base: string, route: string, bot: string, body: object, token?: string) {
  return post(base, `/chat/Widget/${route}?serialNumber=${bot}`, body, {
    origin: "https://homes.example.com",
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
}

/** Headers by which a client claims to be somewhere else. */
const claims = () => {
  const forged = `203.0.113.${++n % 250}`;
  return { "x-casabot-client-address": forged, "x-forwarded-for": forged, "x-real-ip": forged, "x-vercel-forwarded-for": forged };
};

function serverWith(env: Record<string, string>, runner: "server" | "next-start") {
  const state: { server?: RunningServer; dataDir?: string } = {};
  beforeAll(async () => {
    state.dataDir = await migratedDataDir("trust");
    state.server = await startServer({ DATA_DIR: state.dataDir, DATABASE_URL: "", SEED_DEMO: "0", ...env }, runner);
  });
  afterAll(async () => {
    await state.server?.stop();
    if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
  });
  return () => state.server!.baseUrl;
}

describe("scripts/server.mjs with no trusted proxy", () => {
  const base = serverWith({ SIGNUP_LIMIT: "3" }, "server");

  it("takes the site's origin from the Host and scheme the request came by, never X-Forwarded-Host or another scheme", async () => {
    const owner = await signUp(base());
    expect(owner.reply.status).toBe(200);
    const add = (headers: Record<string, string>) => post(base(), "/chat/Chatbot/Add", { Name: "forged" }, { cookie: owner.cookie, ...headers });
    expect((await add({ origin: "http://evil.example", "x-forwarded-host": "evil.example" })).status).toBe(403);
    expect((await add({ origin: base().replace(/^http:/, "https:") })).status).toBe(403);
    expect((await add({ origin: base().replace(/^http:/, "https:"), "x-forwarded-proto": "https" })).status).toBe(403);
    const list = await post(base(), "/chat/Chatbot/List", {}, { cookie: owner.cookie });
    expect(list.body.Data).toEqual([]);
    expect((await add({})).status).toBe(200);
  });

  it("limits sign-ups per client address (SIGNUP_LIMIT an hour), whatever address the client claims", async () => {
    // The first of the three went to the test above.
    for (let i = 0; i < 2; i++) expect((await signUp(base(), claims())).reply.status).toBe(200);
    const refused = await signUp(base(), claims());
    expect(refused.reply.status).toBe(429);
    expect(refused.reply.body.Message).toMatch(/^Too many sign-ups from your network\. Try again in \d+ minutes\.$/);
    expect(Number(refused.reply.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(refused.cookie).toBe("");
  });

  it("counts failed sign-ins against the connection's address, whatever address the client claims", SLOW, async () => {
    for (let i = 0; i < 20; i++) {
      const reply = await post(base(), "/chat/User/SignIn", { Email: `nobody-${unique()}@example.test`, Password: "guess" }, claims());
      expect(reply.status, `attempt ${i + 1}`).toBe(401);
    }
    const next = await post(base(), "/chat/User/SignIn", { Email: `nobody-${unique()}@example.test`, Password: "guess" }, claims());
    expect(next.status).toBe(429);
  });
});

describe("next start, where nothing tells the client's address", () => {
  const base = serverWith({}, "next-start");

  it("does not let one client's failed sign-ins lock everyone else out, and still locks the account guessed at", SLOW, async () => {
    const owner = await signUp(base());
    expect(owner.reply.status).toBe(200);
    for (let i = 0; i < 20; i++) {
      expect((await post(base(), "/chat/User/SignIn", { Email: `nobody-${unique()}@example.test`, Password: "guess" })).status).toBe(401);
    }
    expect((await post(base(), "/chat/User/SignIn", { Email: owner.email, Password: owner.password })).status).toBe(200);

    for (let i = 0; i < 5; i++) expect((await post(base(), "/chat/User/SignIn", { Email: owner.email, Password: `guess-${i}` }, claims())).status).toBe(401);
    expect((await post(base(), "/chat/User/SignIn", { Email: owner.email, Password: owner.password }, claims())).status).toBe(429);
  });

  it("limits widget visitors per chat, never all of them together as one unknown address", async () => {
    const owner = await signUp(base());
    const bot = (await post(base(), "/chat/Chatbot/Add", {}, { cookie: owner.cookie })).body.Data as string;
    expect((await post(base(), "/chat/Chatbot/Edit", { serialNumber: bot, TalkToHumanEmail: "agent@trust.test" }, { cookie: owner.cookie })).status).toBe(200);
    // One address may ask for a person five times an hour: six strangers, each in a chat of
    // their own, would be refused if they were counted as one.
    for (let i = 0; i < 6; i++) {
      const session = await widget(base(), "Session", bot, {});
      expect(session.status, `visitor ${i + 1}'s session`).toBe(200);
      const token = session.body.Data.Token as string;
      expect((await widget(base(), "Handoff", bot, { Email: `visitor-${i}@example.com`, Message: "Please call me" }, token)).status, `visitor ${i + 1}`).toBe(
        200,
      );
    }
    // A chat's own allowance still holds: three requests for a person.
    const token = (await widget(base(), "Session", bot, {})).body.Data.Token as string;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await widget(base(), "Handoff", bot, { Email: "one@example.com", Message: `take ${i}` }, token)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("ignores X-Forwarded-Host when judging the Origin", async () => {
    const owner = await signUp(base());
    const forged = await post(
      base(),
      "/chat/Chatbot/Add",
      { Name: "forged" },
      { cookie: owner.cookie, origin: "http://evil.example", "x-forwarded-host": "evil.example" },
    );
    expect(forged.status).toBe(403);
  });
});

describe("next start on Vercel (TRUST_PROXY=vercel)", () => {
  const base = serverWith({ TRUST_PROXY: "vercel" }, "next-start");

  it("counts failures against Vercel's x-vercel-forwarded-for, not a client's other claims", SLOW, async () => {
    const owner = await signUp(base(), { "x-vercel-forwarded-for": "198.51.100.1" });
    expect(owner.reply.status).toBe(200);
    const attacker = "198.51.100.66";
    for (let i = 0; i < 20; i++) {
      const forged = { ...claims(), "x-vercel-forwarded-for": attacker };
      expect((await post(base(), "/chat/User/SignIn", { Email: `nobody-${unique()}@example.test`, Password: "guess" }, forged)).status).toBe(401);
    }
    expect((await post(base(), "/chat/User/SignIn", { Email: owner.email, Password: owner.password }, { "x-vercel-forwarded-for": attacker })).status).toBe(
      429,
    );
    expect(
      (await post(base(), "/chat/User/SignIn", { Email: owner.email, Password: owner.password }, { "x-vercel-forwarded-for": "198.51.100.2" })).status,
    ).toBe(200);
  });
});
