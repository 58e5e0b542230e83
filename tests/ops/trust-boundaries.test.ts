import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../setup/server";

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

async function signUp(base: string, headers: Record<string, string> = {}) {
  const account = { email: `trust-${unique()}@example.test`, password: "correct horse battery" };
  const reply = await post(base, "/chat/User/SignUp", { Email: account.email, Password: account.password, WorkspaceName: "Trust" }, headers);
  const cookie = reply.headers.getSetCookie().find((c) => c.startsWith("casabot_session="))?.split(";")[0];
  return { ...account, reply, cookie: cookie ?? "" };
}

/** Headers by which a client claims to be somewhere else. */
const claims = () => {
  const forged = `203.0.113.${++n % 250}`;
  return { "x-casabot-client-address": forged, "x-forwarded-for": forged, "x-real-ip": forged, "x-vercel-forwarded-for": forged };
};

function serverWith(env: Record<string, string>, runner: "server" | "next-start") {
  const state: { server?: RunningServer; dataDir?: string } = {};
  beforeAll(async () => {
    state.dataDir = mkdtempSync(path.join(tmpdir(), "casabot-trust-"));
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

  it("ignores X-Forwarded-Host when judging the Origin", async () => {
    const owner = await signUp(base());
    const forged = await post(base(), "/chat/Chatbot/Add", { Name: "forged" }, { cookie: owner.cookie, origin: "http://evil.example", "x-forwarded-host": "evil.example" });
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
    expect((await post(base(), "/chat/User/SignIn", { Email: owner.email, Password: owner.password }, { "x-vercel-forwarded-for": attacker })).status).toBe(429);
    expect((await post(base(), "/chat/User/SignIn", { Email: owner.email, Password: owner.password }, { "x-vercel-forwarded-for": "198.51.100.2" })).status).toBe(200);
  });
});
