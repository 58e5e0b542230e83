import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { asOwner, baseUrl, call, fixtures, newChatbot, ok, sessionCookieOf, signUp } from "./helpers";

const post = (path: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json", origin: baseUrl, ...headers }, body: JSON.stringify(body) });

/**
 * A client address of its own, so throttles never meet: the test server trusts one proxy
 * (TRUST_PROXY=1), whose entry is the last; the one before it is the client's own claim.
 */
let addresses = 0;
const address = () => `10.0.0.1, 198.51.100.${(process.pid + ++addresses) % 250}`;

describe("sign-up", () => {
  it("creates an owner and a workspace without signing in; signing in then sets an HttpOnly, SameSite=Lax cookie", async () => {
    const email = `new-${Date.now()}@Example.test`;
    const response = await post("/chat/User/SignUp", { Email: email, Password: "correct horse battery", WorkspaceName: "Harbor Realty" });
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.Data).toEqual({ Email: email.toLowerCase(), Status: "sign_in" });
    // The reply must not differ for a taken address, so it carries no session.
    expect(response.headers.getSetCookie()).toEqual([]);

    const signIn = await post("/chat/User/SignIn", { Email: email, Password: "correct horse battery" }, { "x-forwarded-for": address() });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith("casabot_session="))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    // Served over plain http here: a Secure cookie would be dropped by the browser.
    expect(cookie).not.toMatch(/; Secure/);

    const me = await ok("/chat/User/Me", {}, asOwner({ cookie: sessionCookieOf(signIn) }));
    expect(me).toMatchObject({ Email: email.toLowerCase(), WorkspaceName: "Harbor Realty" });
  });

  it("marks the cookie Secure when the site is served over https", async () => {
    const email = `tls-${Date.now()}@example.test`;
    expect((await post("/chat/User/SignUp", { Email: email, Password: "correct horse battery", WorkspaceName: "TLS" })).status).toBe(200);
    // The page that signs in is on the https origin the proxy reports.
    const headers = { "x-forwarded-proto": "https", origin: baseUrl.replace(/^http:/, "https:"), "x-forwarded-for": address() };
    const response = await post("/chat/User/SignIn", { Email: email, Password: "correct horse battery" }, headers);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().find((c) => c.startsWith("casabot_session="))).toMatch(/; Secure/);
  });

  it("answers a taken address, in any case, exactly as a free one, and changes nothing of its account", async () => {
    const owner = await signUp();
    const send = (email: string) => post("/chat/User/SignUp", { Email: email, Password: "another password", WorkspaceName: "Copy" });
    const [taken, free] = await Promise.all([send(owner.email.toUpperCase()), send(`free-${Date.now()}@example.test`)]);
    const shape = async (response: Response) => {
      const body = await response.json();
      const headers = [...response.headers.keys()].filter((name) => !["date", "x-request-id", "content-length"].includes(name)).sort();
      return { status: response.status, headers, body: { ...body, Data: { ...body.Data, Email: "<address>" } } };
    };
    expect(await shape(taken)).toEqual(await shape(free));
    expect(taken.headers.getSetCookie()).toEqual([]);

    const intruder = await call("/chat/User/SignIn", { Email: owner.email, Password: "another password" }, { headers: { "x-forwarded-for": address() } });
    expect(intruder.status).toBe(401);
    const me = await ok("/chat/User/Me", {}, asOwner(owner));
    expect(me.WorkspaceID).toBe(owner.workspaceId);
  });

  it("names every bad field and creates nothing", async () => {
    const email = `bad-${Date.now()}@example.test`;
    const reply = await call("/chat/User/SignUp", { Email: "not-an-email", Password: "short", WorkspaceName: "" }, null);
    expect(reply.status).toBe(400);
    expect(reply.body.Message).toContain("Email must be a valid e-mail address");
    expect(reply.body.Message).toContain("Password must be at least 8 characters long");
    expect(reply.body.Message).toContain("WorkspaceName must not be empty");
    const signIn = await call("/chat/User/SignIn", { Email: email, Password: "short" }, { headers: { "x-forwarded-for": address() } });
    expect(signIn.status).toBe(401);
  });

  it("is refused when a page of another site sends it", async () => {
    const reply = await call(
      "/chat/User/SignUp",
      { Email: `csrf-${Date.now()}@example.test`, Password: "correct horse battery", WorkspaceName: "X" },
      { headers: { origin: "https://evil.example" } },
    );
    expect(reply.status).toBe(403);
    expect(reply.headers.get("set-cookie")).toBeNull();
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with the right password and refuses a wrong one with the same message for unknown accounts", async () => {
    const owner = await signUp();
    const xff = address();
    const wrong = await call("/chat/User/SignIn", { Email: owner.email, Password: "wrong password" }, { headers: { "x-forwarded-for": xff } });
    expect(wrong.status).toBe(401);
    const unknown = await call(
      "/chat/User/SignIn",
      { Email: `nobody-${Date.now()}@example.test`, Password: "wrong password" },
      { headers: { "x-forwarded-for": xff } },
    );
    expect(unknown.status).toBe(401);
    expect(unknown.body.Message).toBe(wrong.body.Message);
    expect(wrong.body.Message).not.toContain("wrong password");

    const right = await post("/chat/User/SignIn", { Email: owner.email.toUpperCase(), Password: owner.password }, { "x-forwarded-for": xff });
    expect(right.status).toBe(200);
    const me = await ok("/chat/User/Me", {}, asOwner({ cookie: sessionCookieOf(right) }));
    expect(me.Email).toBe(owner.email);
  });

  it("signs out: the cookie is cleared and the old session no longer works", async () => {
    const owner = await signUp();
    expect((await call("/chat/Chatbot/List", {}, asOwner(owner))).status).toBe(200);
    const response = await post("/chat/User/SignOut", {}, { cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().find((c) => c.startsWith("casabot_session="))).toMatch(/casabot_session=;.*Expires=Thu, 01 Jan 1970/);
    const after = await call("/chat/Chatbot/List", {}, asOwner(owner));
    expect(after.status).toBe(401);
    expect(after.body.Message).toContain("sign in again");
  });

  it("locks an account after five wrong passwords, even for the right one, and says when to retry", async () => {
    const owner = await signUp();
    // Each from another address: the account's own count is what locks it.
    for (let i = 0; i < 5; i++) {
      const reply = await call("/chat/User/SignIn", { Email: owner.email, Password: `guess-${i}` }, { headers: { "x-forwarded-for": address() } });
      expect(reply.status).toBe(401);
    }
    const locked = await call("/chat/User/SignIn", { Email: owner.email, Password: owner.password }, { headers: { "x-forwarded-for": address() } });
    expect(locked.status).toBe(429);
    expect(locked.body.Message).toMatch(/Too many failed sign-ins\. Try again in 15 minutes/);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    // The session the owner already had is not affected.
    expect((await call("/chat/User/Me", {}, asOwner(owner))).status).toBe(200);
  });

  // Twenty-two deliberately slow password hashes (scrypt, N=2^17), one after another: on a busy
  // machine each takes a second or more, so this test gets the time for them.
  it("locks an address after twenty failures across accounts, but not other addresses", { timeout: 120_000 }, async () => {
    const owner = await signUp();
    const xff = address();
    for (let i = 0; i < 20; i++) {
      const reply = await call(
        "/chat/User/SignIn",
        { Email: `spray-${i}-${Date.now()}@example.test`, Password: "guess" },
        { headers: { "x-forwarded-for": xff } },
      );
      expect(reply.status, `attempt ${i + 1}`).toBe(401);
    }
    const fromThere = await call("/chat/User/SignIn", { Email: owner.email, Password: owner.password }, { headers: { "x-forwarded-for": xff } });
    expect(fromThere.status).toBe(429);
    const fromElsewhere = await call("/chat/User/SignIn", { Email: owner.email, Password: owner.password }, { headers: { "x-forwarded-for": address() } });
    expect(fromElsewhere.status).toBe(200);
  });
});

describe("the /chat handlers with an owner's session", () => {
  it("act on the owner's workspace from the site's own pages", async () => {
    const owner = await signUp();
    const id = await ok<string>("/chat/Chatbot/Add", { Name: "From the dashboard" }, asOwner(owner));
    const bots = await ok<any[]>("/chat/Chatbot/List", {}, asOwner(owner));
    expect(bots.map((bot) => bot.serialNumber)).toEqual([id]);
    expect(bots[0]).toMatchObject({ Name: "From the dashboard", ListingCount: 0, MessagesThisMonth: 0 });
  });

  it("refuse a state-changing request with no Origin or another site's Origin, and change nothing", async () => {
    const owner = await signUp();
    for (const origin of [null, "https://evil.example", "http://127.0.0.1.evil.example", "null"]) {
      const reply = await call("/chat/Chatbot/Add", { Name: "forged" }, asOwner(owner, origin));
      expect(reply.status, String(origin)).toBe(403);
      expect(reply.body.Message).toContain("Cross-origin request refused");
    }
    expect(await ok<any[]>("/chat/Chatbot/List", {}, asOwner(owner))).toEqual([]);
  });

  it("answer a GET without an Origin (it changes nothing)", async () => {
    const owner = await signUp();
    const reply = await call("/chat/Chatbot/ModelList", {}, asOwner(owner, null), { method: "GET" });
    expect(reply.status).toBe(200);
  });

  it("never reach another workspace's chatbot", async () => {
    const owner = await signUp();
    const foreign = await newChatbot({ apiKey: fixtures.a.apiKey }, { Name: "A's bot" });
    const get = await call("/chat/Chatbot/Get", { serialNumber: foreign }, asOwner(owner));
    expect(get.status).toBe(404);
    const edit = await call("/chat/Chatbot/Edit", { serialNumber: foreign, Name: "taken" }, asOwner(owner));
    expect(edit.status).toBe(404);
    expect((await ok("/chat/Chatbot/Get", { serialNumber: foreign })).Name).toBe("A's bot");
  });

  it("refuse a made-up or tampered session cookie", async () => {
    const owner = await signUp();
    const [name, token] = owner.cookie.split("=") as [string, string];
    const tampered = `${name}=${token.slice(0, -1)}${token.endsWith("0") ? "1" : "0"}`;
    for (const cookie of [tampered, "casabot_session=nonsense", `casabot_session=cbu_${"0".repeat(16)}_${"0".repeat(48)}`]) {
      const reply = await call("/chat/Chatbot/List", {}, asOwner({ cookie }));
      expect(reply.status, cookie).toBe(401);
    }
  });

  it("take the API key first when both are sent", async () => {
    const owner = await signUp();
    const bots = await ok<any[]>("/chat/Chatbot/List", {}, { headers: { cookie: owner.cookie, origin: baseUrl, authorization: fixtures.c.apiKey } });
    const ofC = await ok<any[]>("/chat/Chatbot/List", {}, { apiKey: fixtures.c.apiKey });
    expect(bots).toEqual(ofC);
  });
});

describe("workspace endpoints (owner only)", () => {
  it("refuse API keys with 403 and no credential with 401", async () => {
    for (const path of [
      "/chat/Workspace/ApiKeyList",
      "/chat/Workspace/ApiKeyCreate",
      "/chat/Workspace/SessionKeyRotate",
      "/chat/Workspace/MemberList",
      "/chat/Workspace/Get",
      "/chat/User/Me",
    ]) {
      const withKey = await call(path, { Name: "x" }, { apiKey: fixtures.a.apiKey });
      expect(withKey.status, path).toBe(403);
      const without = await call(path, { Name: "x" }, null);
      expect(without.status, path).toBe(401);
    }
  });

  it("create a named API key shown once, list it by prefix only, and revoke it", async () => {
    const owner = await signUp();
    const created = await ok("/chat/Workspace/ApiKeyCreate", { Name: "Zapier" }, asOwner(owner));
    expect(created.ApiKey).toMatch(/^cbk_[0-9a-f]{16}_[0-9a-f]{48}$/);
    const bot = await ok<string>("/chat/Chatbot/Add", { Name: "Keyed" }, { apiKey: created.ApiKey });

    const keys = await ok<any[]>("/chat/Workspace/ApiKeyList", {}, asOwner(owner));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ ID: created.ID, Name: "Zapier", RevokedAt: null });
    expect(keys[0].Prefix).toBe(`${created.ApiKey.slice(0, 21)}…`);
    expect(JSON.stringify(keys)).not.toContain(created.ApiKey.slice(22));

    expect(await ok("/chat/Workspace/ApiKeyRevoke", { ID: created.ID }, asOwner(owner))).toBe(1);
    const refused = await call("/chat/Chatbot/Get", { serialNumber: bot }, { apiKey: created.ApiKey });
    expect(refused.status).toBe(401);
    expect((await ok<any[]>("/chat/Workspace/ApiKeyList", {}, asOwner(owner)))[0].RevokedAt).not.toBeNull();
  });

  it("cannot revoke another workspace's key", async () => {
    const owner = await signUp();
    const other = await signUp();
    const key = await ok("/chat/Workspace/ApiKeyCreate", { Name: "theirs" }, asOwner(other));
    const reply = await call("/chat/Workspace/ApiKeyRevoke", { ID: key.ID }, asOwner(owner));
    expect(reply.status).toBe(404);
    expect((await call("/chat/Chatbot/List", {}, { apiKey: key.ApiKey })).status).toBe(200);
  });

  it("rotate the session key: the new one works at once and the old one stops", async () => {
    const owner = await signUp();
    const bot = await ok<string>("/chat/Chatbot/Add", {}, asOwner(owner));
    const first = await ok("/chat/Workspace/SessionKeyRotate", {}, asOwner(owner));
    const second = await ok("/chat/Workspace/SessionKeyRotate", {}, asOwner(owner));
    const list = (sessionKey: string) => call("/chat/Chatbot/RealEstateList", { SerialNumber: bot }, { sessionKey });
    expect((await list(first.SessionKey)).status).toBe(401);
    expect((await list(second.SessionKey)).status).toBe(200);
    const workspace = await ok("/chat/Workspace/Get", {}, asOwner(owner));
    expect(second.SessionKey.startsWith(workspace.SessionKeyPrefix.replace("…", ""))).toBe(true);
  });

  it("list the workspace's members", async () => {
    const owner = await signUp();
    const members = await ok<any[]>("/chat/Workspace/MemberList", {}, asOwner(owner));
    expect(members).toEqual([{ ID: expect.any(String), Email: owner.email, Role: "owner", CreatedAt: expect.any(String), You: true }]);
  });
});

if (fixtures.database === "postgres") {
  describe("sessions at rest", () => {
    it("are stored as a hash of their secret, and stop working when they expire", async () => {
      const owner = await signUp();
      const token = owner.cookie.split("=")[1]!;
      const [, id, secret] = token.split("_") as [string, string, string];
      const sql = postgres(fixtures.databaseUrl!, { max: 1, onnotice: () => {} });
      try {
        const [row] = await sql`select * from user_sessions where id = ${id}`;
        expect(row).toBeDefined();
        expect(JSON.stringify(row)).not.toContain(secret);
        expect((await call("/chat/User/Me", {}, asOwner(owner))).status).toBe(200);
        await sql`update user_sessions set expires_at = now() - interval '1 second' where id = ${id}`;
        expect((await call("/chat/User/Me", {}, asOwner(owner))).status).toBe(401);
      } finally {
        await sql.end();
      }
    });
  });
}
