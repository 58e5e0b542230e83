import { beforeAll, describe, expect, it } from "vitest";
import { createWorld, type FuzzWorld, samples } from "../fuzz/samples";
import { discoverRoutes } from "../setup/routes";
import type { ConfirmedOwner } from "../setup/fixtures";
import { baseUrl, fixtures, ok } from "./helpers";

/**
 * Every endpoint under app/chat (found on disk), called at a victim workspace's chatbot,
 * session, listing, file and key IDs with every credential that is not the victim's:
 * none, malformed, revoked, rotated away, and another workspace's valid ones. Every call
 * is refused, and reading the victim's data back afterwards shows nothing changed.
 */

/** Endpoints anyone may call by design; a new one has to be added here on purpose. */
const PUBLIC = new Map([
  ["/chat/User/SignIn", "signing in is how a credential is obtained"],
  ["/chat/User/SignUp", "signing up creates a new workspace of one's own"],
  ["/chat/User/ForgotPassword", "a reset link goes only to the address's own mailbox, whoever asks"],
  ["/chat/User/ResendVerification", "a confirmation link goes only to the address's own mailbox, whoever asks"],
  ["/chat/User/ResetPassword", "the mailed token is the credential"],
  ["/chat/User/VerifyEmail", "the mailed token is the credential"],
  ["/chat/User/AcceptInvite", "the mailed invitation's token is the credential"],
  ["/chat/Widget/Config", "a visitor's browser reads the chatbot's look (no secret in it; Domains limit it)"],
  ["/chat/Chatbot/GetConfig", "the original widget's Widget/Config and Widget/Session in one call"],
  ["/chat/Widget/Session", "a visitor's browser opens its own chat session"],
]);

/** Endpoints that act only on the caller's own workspace, whatever the body says: another tenant's valid credential gets its own data there. */
const OWN_WORKSPACE_ONLY = new Set([
  "/chat/Chatbot/Add",
  "/chat/Chatbot/List",
  "/chat/Chatbot/ModelList",
  "/chat/User/GetPreUploadUrl",
  "/chat/User/Me",
  "/chat/User/SignOut",
  "/chat/User/Sessions",
  "/chat/User/SessionRevokeOthers",
  "/chat/Workspace/InviteList",
  "/chat/Workspace/MemberInvite",
  "/chat/Workspace/ApiKeyCreate",
  "/chat/Workspace/ApiKeyList",
  "/chat/Workspace/Get",
  "/chat/Workspace/Insights",
  "/chat/Workspace/LeadInbox",
  "/chat/Workspace/MailStatus",
  "/chat/Workspace/MemberList",
  "/chat/Workspace/SessionKeyRotate",
]);

interface Tenant extends FuzzWorld {
  botName: string;
  sessionKey: string;
  oldSessionKey: string;
  revokedApiKey: string;
  apiKeyId: string;
}

async function tenant(account: ConfirmedOwner): Promise<Tenant> {
  const world = await createWorld(account);
  const owner = { headers: world.owner };
  const oldSessionKey = (await ok<{ SessionKey: string }>("/chat/Workspace/SessionKeyRotate", {}, owner)).SessionKey;
  const sessionKey = (await ok<{ SessionKey: string }>("/chat/Workspace/SessionKeyRotate", {}, owner)).SessionKey;
  const revoked = await ok<{ ApiKey: string; ID: string }>("/chat/Workspace/ApiKeyCreate", { Name: "old" }, owner);
  await ok("/chat/Workspace/ApiKeyRevoke", { ID: revoked.ID }, owner);
  const keys = await ok<{ ID: string; RevokedAt: string | null }[]>("/chat/Workspace/ApiKeyList", {}, owner);
  const live = keys.find((key) => key.RevokedAt === null)!;
  await ok("/chat/Chat/ClientAsk", { sessionID: world.sessionID, content: "Homes in Austin? I am Sam, sam@example.com" }, { apiKey: world.apiKey });
  await ok("/chat/Knowledge/Add", { SerialNumber: world.bot, Question: "Private fees?", Answer: "Secret." }, { apiKey: world.apiKey });
  const botName = `Private Bot ${Math.random().toString(36).slice(2)}`;
  await ok("/chat/Chatbot/Edit", { serialNumber: world.bot, Name: botName }, { apiKey: world.apiKey });
  return { ...world, botName, sessionKey, oldSessionKey, revokedApiKey: revoked.ApiKey, apiKeyId: live.ID };
}

/** Everything of the victim's that a call could change, read with the victim's own credentials. */
async function snapshot(victim: Tenant) {
  const key = { apiKey: victim.apiKey };
  const owner = { headers: victim.owner };
  return {
    bot: await ok("/chat/Chatbot/Get", { serialNumber: victim.bot }, key),
    spare: await ok("/chat/Chatbot/Get", { serialNumber: victim.spareBot }, key),
    bots: await ok("/chat/Chatbot/List", {}, key),
    knowledge: await ok("/chat/Knowledge/List", { SerialNumber: victim.bot, PageSize: 100 }, key),
    listings: await ok("/chat/Chatbot/RealEstateList", { SerialNumber: victim.bot, PageSize: 100 }, { sessionKey: victim.sessionKey }),
    sessions: await ok("/chat/Chatbot/SessionList", { serialNumber: victim.bot, PageSize: 100 }, key),
    messages: await ok("/chat/Chatbot/SessionMessages", { serialNumber: victim.bot, sessionID: victim.sessionID }, key),
    leads: await ok("/chat/Chatbot/LeadList", { serialNumber: victim.bot }, key),
    inbox: await ok("/chat/Workspace/LeadInbox", {}, key),
    credits: await ok("/chat/Chatbot/GetMessageCreditsUsage", { serialNumber: victim.bot }, key),
    file: await ok("/chat/User/GetFile", { fileId: victim.fileId }, key),
    keys: await ok("/chat/Workspace/ApiKeyList", {}, owner),
    workspace: await ok("/chat/Workspace/Get", {}, owner),
  };
}

let victim: Tenant;
let intruder: Tenant;
let before: Awaited<ReturnType<typeof snapshot>>;
const routes = discoverRoutes()
  .filter((route) => !PUBLIC.has(route.path))
  // The intruder signs out and rotates its own session key last, so the other calls still carry live credentials.
  .sort(
    (x, y) =>
      Number(["/chat/User/SignOut", "/chat/Workspace/SessionKeyRotate"].includes(x.path)) -
      Number(["/chat/User/SignOut", "/chat/Workspace/SessionKeyRotate"].includes(y.path)),
  );
const refusedCalls: string[] = [];

beforeAll(async () => {
  victim = await tenant(fixtures.confirmedOwners.victim);
  intruder = await tenant(fixtures.confirmedOwners.intruder);
  before = await snapshot(victim);
}, 60_000);

/** The credentials to try: each is some other party's, or no one's, or the victim's visitor's where it is not a credential. */
function credentials(visitorRoute: boolean): [string, Record<string, string>][] {
  const widgetQueryless = { origin: "https://homes.example.com" };
  return [
    ["no credential", {}],
    ["a malformed API key", { authorization: "not-a-key" }],
    ["a well-formed unknown API key", { authorization: `cbk_${"0".repeat(16)}_${"0".repeat(48)}` }],
    ["a revoked API key", { authorization: victim.revokedApiKey }],
    ["a rotated-away session key", { "chatrobot-sessionkey": victim.oldSessionKey }],
    ["a malformed session key", { "chatrobot-sessionkey": "cbs_nope" }],
    ["a forged session cookie", { cookie: `casabot_session=${"a".repeat(64)}`, origin: baseUrl }],
    ["the victim's cookie from another site", { ...victim.owner, origin: "https://evil.example" }],
    ["another workspace's API key", { authorization: intruder.apiKey, ...widgetQueryless }],
    ["another workspace's session key", { "chatrobot-sessionkey": intruder.sessionKey }],
    ["another workspace's owner session", intruder.owner],
    ["another chatbot's visitor token", { authorization: `Bearer ${intruder.widgetToken}` }],
    ["another chatbot's visitor token as a session key", { "chatrobot-sessionkey": intruder.widgetToken }],
    // A visitor's key asks in its own session and does nothing else, wherever it is put.
    ...(visitorRoute
      ? []
      : ([
          ["the victim's visitor token as an API key", { authorization: victim.widgetToken }],
          ["the victim's visitor token as a session key", { "chatrobot-sessionkey": victim.widgetToken }],
        ] as [string, Record<string, string>][])),
  ];
}

/** The victim's identifiers and names, none of which may reach another tenant. */
function victimMarks(): string[] {
  return [victim.bot, victim.spareBot, victim.botName, victim.listingMls, victim.apiKeyId, victim.sessionKey, victim.apiKey];
}

describe("isolation matrix over every endpoint under app/chat", () => {
  it("knows how every endpoint is guarded, and names every public one", () => {
    const all = discoverRoutes();
    expect(
      all
        .filter((route) => route.auth === "public" || route.auth === "widget")
        .map((route) => route.path)
        .sort(),
    ).toEqual([...PUBLIC.keys()].sort());
    expect(routes.length).toBeGreaterThan(25);
  });

  for (const route of routes) {
    it(`${route.path} (${route.auth}) refuses every credential but the owner's, and leaks nothing`, async () => {
      const sample = samples(victim)[route.path];
      expect(sample, `no sample body for ${route.path}`).toBeDefined();
      // Aimed at the victim's own key, not a made-up one.
      const requestBody = route.path === "/chat/Workspace/ApiKeyRevoke" ? { ID: victim.apiKeyId } : sample!.body;
      for (const [label, headers] of credentials(route.auth === "widgetToken" || route.auth === "widgetSessionKey")) {
        const response = await fetch(`${baseUrl}${route.path}${sample!.query ?? ""}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify(requestBody),
        });
        const text = await response.text();
        for (const secret of [victim.apiKey, victim.sessionKey, victim.oldSessionKey, victim.revokedApiKey, intruder.apiKey]) {
          expect(text, `${label}: a key in the reply`).not.toContain(secret);
        }
        if (route.path === "/chat/User/ChangePassword" && label === "another workspace's owner session") {
          // The body carries the victim's password, which is not the intruder's own.
          expect(response.status, text).toBe(400);
          expect(text).toContain("CurrentPassword");
          continue;
        }
        const ownWorkspace = OWN_WORKSPACE_ONLY.has(route.path) && ["another workspace's API key", "another workspace's owner session"].includes(label);
        if (response.status === 200 && ownWorkspace) {
          for (const mark of victimMarks()) expect(text, `${label}: the victim's ${mark} in the reply`).not.toContain(mark);
          continue;
        }
        expect([401, 403, 404], `${route.path} with ${label}: ${response.status} ${text.slice(0, 200)}`).toContain(response.status);
        expect(JSON.parse(text)).toMatchObject({ Success: false, Code: response.status, Data: null });
        refusedCalls.push(`${route.path} ${label}`);
      }
    });
  }

  it("changed none of the victim's data", async () => {
    expect(await snapshot(victim)).toEqual(before);
    // And the victim's own credentials all still work.
    await ok("/chat/Chatbot/RealEstateList", { SerialNumber: victim.bot }, { sessionKey: victim.sessionKey });
    const asked = await fetch(`${baseUrl}/chat/Widget/Ask?serialNumber=${victim.bot}`, {
      method: "POST",
      headers: { authorization: `Bearer ${victim.widgetToken}` },
      body: JSON.stringify({ content: "Homes in Austin?" }),
    });
    expect(asked.status).toBe(200);
    const keyed = await fetch(`${baseUrl}/chat/Chat/Ask`, {
      method: "POST",
      headers: { "chatrobot-sessionkey": victim.widgetToken },
      body: JSON.stringify({ sessionID: victim.widgetSessionID, content: "Homes in Austin?" }),
    });
    expect(keyed.status).toBe(200);
    console.log(`isolation matrix: ${refusedCalls.length} calls refused over ${routes.length} endpoints`);
    expect(refusedCalls.length).toBeGreaterThan(routes.length * 8);
  });

  it("keeps other owners' dashboard pages empty of the victim's data, and sends visitors without a session to sign in", async () => {
    for (const page of ["settings", "chat", "embed", "listings", "conversations", "mail"]) {
      const url = `${baseUrl}/chatbots/${victim.bot}/${page}`;
      const intruding = await fetch(url, { headers: { cookie: intruder.owner.cookie! } });
      const html = await intruding.text();
      for (const mark of [victim.botName, victim.listingMls, victim.apiKey]) expect(html, page).not.toContain(mark);
      const anonymous = await fetch(url, { redirect: "manual" });
      expect(anonymous.status).toBe(307);
      expect(anonymous.headers.get("location")).toContain("/login");
    }
  });
});
