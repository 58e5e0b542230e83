import { beforeAll, describe, expect, it } from "vitest";
import { listingInput } from "./helpers";
import { mailingServer } from "./mailing-server";

// Team and account (issue 23 §6) over HTTP, on a server of its own with a real SMTP server and
// /api/cron to send the outbox, so each invitation is accepted through the very mail it sent.

const mailing = mailingServer("team");
let base: string;
beforeAll(() => {
  base = mailing.base();
});

const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) casabot-team-test";
let clients = 0;
/** A client address of its own per call (the server trusts X-Forwarded-For), so sign-in throttles never meet. */
const client = () => `198.51.100.${(process.pid + ++clients) % 250}`;

interface Reply {
  status: number;
  body: { Data: any; Success: boolean; Code: number; Message: string };
  cookie?: string;
}

/** A call as the dashboard makes it: from this site's pages, with the cookie if given (or an API key). */
async function post(path: string, body: object = {}, auth: { cookie?: string; apiKey?: string } = {}): Promise<Reply> {
  const headers: Record<string, string> = { "content-type": "application/json", origin: base, "x-forwarded-for": client(), "user-agent": USER_AGENT };
  if (auth.cookie) headers.cookie = auth.cookie;
  if (auth.apiKey) headers.authorization = auth.apiKey;
  const response = await fetch(`${base}/chat/${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("casabot_session="))
    ?.split(";")[0];
  return { status: response.status, body: await response.json(), cookie };
}

async function ok(path: string, body: object = {}, auth: { cookie?: string; apiKey?: string } = {}) {
  const reply = await post(path, body, auth);
  expect(reply.status, `${path}: ${reply.body.Message}`).toBe(200);
  return reply.body.Data;
}

let accounts = 0;
const newEmail = (label: string) => `${label}-${process.pid}-${Date.now()}-${++accounts}@team.test`;

/** Confirms the address through the link a confirmation mail brings, as its owner would. */
async function verifyEmail(email: string) {
  await ok("User/ResendVerification", { Email: email });
  const mail = (await mailing.mailsTo(email)).at(-1);
  const match = /\/verify-email#token=(cbv_\S+)/.exec(mail?.text ?? "");
  if (!match) throw new Error(`no confirmation link in:\n${mail?.text}`);
  await ok("User/VerifyEmail", { Token: match[1] });
}

/** A new owner of a workspace of their own, signed in; their address confirmed unless `verified` is false. */
async function newOwner(label = "owner", { verified = true, workspaceName = `${label} Realty` } = {}) {
  const email = newEmail(label);
  const password = `pw-${Math.random().toString(36).slice(2)}-long`;
  await ok("User/SignUp", { Email: email, Password: password, WorkspaceName: workspaceName });
  const signedIn = await post("User/SignIn", { Email: email, Password: password });
  expect(signedIn.status).toBe(200);
  if (verified) await verifyEmail(email);
  return { email, password, cookie: signedIn.cookie! };
}

/** Sends what the outbox holds; the token of the newest invitation mailed to the address. */
async function invitationToken(email: string): Promise<string> {
  const mail = (await mailing.mailsTo(email)).at(-1);
  const match = /(\S+)\/invite#token=(cbi_\S+)/.exec(mail?.text ?? "");
  if (!match) throw new Error(`no invitation link in:\n${mail?.text}`);
  expect(match[1]).toBe(base);
  return match[2]!;
}

/** An owner and a member they invited, who accepted through the mailed link and is signed in. */
async function ownerWithMember() {
  const owner = await newOwner();
  const memberEmail = newEmail("member");
  const memberPassword = "member's long password";
  const invited = await ok("Workspace/MemberInvite", { Email: memberEmail, Role: "member" }, owner);
  expect(invited).toMatchObject({ Email: memberEmail, Role: "member" });
  const accepted = await post("User/AcceptInvite", { Token: await invitationToken(memberEmail), Password: memberPassword });
  expect(accepted.status, accepted.body.Message).toBe(200);
  expect(accepted.cookie).toBeDefined();
  return { owner, member: { email: memberEmail, password: memberPassword, cookie: accepted.cookie! } };
}

// Each test hashes several passwords (scrypt, about a second each on a busy two-core machine).
describe("team and account", { timeout: 120_000 }, () => {
  it("invites by mail; the invitee sets a password and joins the workspace with the role", async () => {
    const owner = await newOwner();
    const email = newEmail("agent");
    await ok("Workspace/MemberInvite", { Email: email, Role: "member" }, owner);
    const waiting = await ok("Workspace/InviteList", {}, owner);
    expect(waiting).toEqual([
      {
        ID: expect.stringMatching(/^[0-9a-f]{16}$/),
        Email: email,
        Role: "member",
        InvitedBy: owner.email,
        CreatedAt: expect.any(String),
        ExpiresAt: expect.any(String),
      },
    ]);
    const days = (Date.parse(waiting[0].ExpiresAt) - Date.parse(waiting[0].CreatedAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 1);

    const token = await invitationToken(email);
    const sent = (await mailing.mailsTo(email)).at(-1)!;
    expect(sent.subject).toBe("You are invited to join a team on Casabot");
    expect(sent.text).toContain(`${owner.email.replace(".test", "[.]test")} invited you to join the workspace "owner Realty" on Casabot as a member.`);

    // A short password is refused by name, and the link still works after it.
    const short = await post("User/AcceptInvite", { Token: token, Password: "short" });
    expect(short.status).toBe(400);
    expect(short.body.Message).toContain("Password");

    const accepted = await post("User/AcceptInvite", { Token: token, Password: "agent's long password" });
    expect(accepted.status).toBe(200);
    expect(accepted.body.Data).toMatchObject({ Email: email, WorkspaceName: "owner Realty", Role: "member" });
    const me = await ok("User/Me", {}, { cookie: accepted.cookie });
    const ownerMe = await ok("User/Me", {}, owner);
    expect(me).toMatchObject({ Email: email, Role: "member", WorkspaceID: ownerMe.WorkspaceID });
    expect(ownerMe.Role).toBe("owner");

    // The link works once; the invitation no longer waits; the member signs in with the password.
    const again = await post("User/AcceptInvite", { Token: token, Password: "another long password" });
    expect(again.status).toBe(400);
    expect(again.body.Message).toMatch(/^Token /);
    expect(await ok("Workspace/InviteList", {}, owner)).toEqual([]);
    expect((await post("User/SignIn", { Email: email, Password: "agent's long password" })).status).toBe(200);
    const members = await ok("Workspace/MemberList", {}, { cookie: accepted.cookie });
    expect(members.map((m: { Email: string; Role: string; You: boolean }) => [m.Email, m.Role, m.You])).toEqual([
      [owner.email, "owner", false],
      [email, "member", true],
    ]);
  });

  it("refuses a member on keys, deletes and the team, allows their everyday work, and lets API keys through", async () => {
    const { owner, member } = await ownerWithMember();
    const { ApiKey } = await ok("Workspace/ApiKeyCreate", { Name: "sync" }, owner);
    const bot = await ok("Chatbot/Add", { timeZone: "America/New_York", type: 0, Name: "Team Bot" }, { apiKey: ApiKey });
    const spare = await ok("Chatbot/Add", { timeZone: "America/New_York", type: 0, Name: "Spare Bot" }, { apiKey: ApiKey });

    // Everyday work: settings, listings, the workspace and its members.
    expect(await ok("Chatbot/Edit", { serialNumber: bot, Name: "Renamed by member" }, member)).toBe(1);
    await ok("Chatbot/RealEstateCreate", listingInput(bot, { MLSNumber: "T-1" }), member);
    expect((await ok("Chatbot/List", {}, member)).length).toBe(2);
    await ok("Workspace/Get", {}, member);
    await ok("Workspace/MemberList", {}, member);
    await ok("User/Sessions", {}, member);

    const refused: [string, object][] = [
      ["Workspace/ApiKeyList", {}],
      ["Workspace/ApiKeyCreate", { Name: "mine" }],
      ["Workspace/ApiKeyRevoke", { ID: "00000000-0000-4000-8000-000000000000" }],
      ["Workspace/SessionKeyRotate", {}],
      ["Chatbot/Remove", { serialNumber: spare }],
      ["Chatbot/RealEstateDelete", { SerialNumber: bot, Keys: ["T-1"], KeyType: "MLSNumber" }],
      ["Knowledge/Delete", { SerialNumber: bot, IDs: ["1"] }],
      ["Workspace/MemberInvite", { Email: newEmail("friend"), Role: "owner" }],
      ["Workspace/InviteList", {}],
      ["Workspace/InviteRevoke", { ID: "0123456789abcdef" }],
      ["Workspace/MemberRemove", { Email: owner.email }],
      ["Workspace/MemberRole", { Email: member.email, Role: "owner" }],
    ];
    for (const [path, body] of refused) {
      const reply = await post(path, body, member);
      expect(reply.status, path).toBe(403);
      expect(reply.body).toMatchObject({ Success: false, Code: 403, Data: null, Message: expect.stringContaining("your role is member") });
    }
    // Nothing was deleted; the owner's API key still deletes, as the workspace itself.
    expect((await ok("Chatbot/List", {}, { apiKey: ApiKey })).length).toBe(2);
    expect((await ok("Chatbot/RealEstateList", { SerialNumber: bot }, { apiKey: ApiKey })).VirtualCount).toBe(1);
    await ok("Chatbot/Remove", { serialNumber: spare }, { apiKey: ApiKey });

    // Made an owner, the same session may do it at once.
    expect(await ok("Workspace/MemberRole", { Email: member.email, Role: "owner" }, owner)).toBe(1);
    expect((await ok("User/Me", {}, member)).Role).toBe("owner");
    await ok("Workspace/ApiKeyList", {}, member);
  });

  it("removes a member, ending their sessions; never the owner themselves", async () => {
    const { owner, member } = await ownerWithMember();
    const self = await post("Workspace/MemberRemove", { Email: owner.email }, owner);
    expect(self.status).toBe(400);
    expect(self.body.Message).toMatch(/^Email /);
    expect(await ok("Workspace/MemberRemove", { Email: member.email }, owner)).toBe(1);
    expect((await post("User/Me", {}, member)).status).toBe(401);
    expect((await post("User/SignIn", { Email: member.email, Password: member.password })).status).toBe(401);
    expect((await ok("Workspace/MemberList", {}, owner)).map((m: { Email: string }) => m.Email)).toEqual([owner.email]);
    expect((await post("Workspace/MemberRemove", { Email: member.email }, owner)).status).toBe(404);
  });

  it("changes the password after checking the current one, ending the other sessions only", async () => {
    const owner = await newOwner();
    const other = await post("User/SignIn", { Email: owner.email, Password: owner.password });
    expect(other.status).toBe(200);

    const wrong = await post("User/ChangePassword", { CurrentPassword: "not my password", NewPassword: "a brand new password" }, owner);
    expect(wrong.status).toBe(400);
    expect(wrong.body.Message).toBe("CurrentPassword is not your current password");
    const short = await post("User/ChangePassword", { CurrentPassword: owner.password, NewPassword: "short" }, owner);
    expect(short.status).toBe(400);
    expect(short.body.Message).toContain("NewPassword");
    expect((await post("User/Me", {}, { cookie: other.cookie })).status).toBe(200);

    expect(await ok("User/ChangePassword", { CurrentPassword: owner.password, NewPassword: "a brand new password" }, owner)).toEqual({ SignedOutSessions: 1 });
    expect((await post("User/Me", {}, { cookie: other.cookie })).status).toBe(401);
    expect((await post("User/Me", {}, owner)).status).toBe(200);
    expect((await post("User/SignIn", { Email: owner.email, Password: owner.password })).status).toBe(401);
    expect((await post("User/SignIn", { Email: owner.email, Password: "a brand new password" })).status).toBe(200);
  });

  it("lists the user's own sessions and signs out one, the others, or this one", async () => {
    const owner = await newOwner();
    const second = await post("User/SignIn", { Email: owner.email, Password: owner.password });
    const third = await post("User/SignIn", { Email: owner.email, Password: owner.password });
    const sessions = await ok("User/Sessions", {}, owner);
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s: { Current: boolean }) => s.Current)).toHaveLength(1);
    expect(sessions[0].UserAgent).toBe(USER_AGENT);
    const idOf = (cookie: string) => cookie.split("_")[2];
    expect(sessions.map((s: { ID: string }) => s.ID).sort()).toEqual([owner.cookie, second.cookie!, third.cookie!].map(idOf).sort());

    // Another user's session is not found, and stays signed in.
    const stranger = await newOwner("stranger");
    const foreign = await post("User/SessionRevoke", { ID: idOf(second.cookie!) }, stranger);
    expect(foreign.status).toBe(404);
    expect((await post("User/Me", {}, { cookie: second.cookie })).status).toBe(200);

    expect(await ok("User/SessionRevoke", { ID: idOf(second.cookie!) }, owner)).toEqual({ Count: 1, SignedOut: false });
    expect((await post("User/Me", {}, { cookie: second.cookie })).status).toBe(401);
    expect(await ok("User/SessionRevokeOthers", {}, owner)).toEqual({ Count: 1, SignedOut: false });
    expect((await post("User/Me", {}, { cookie: third.cookie })).status).toBe(401);

    const own = await post("User/SessionRevoke", { ID: idOf(owner.cookie) }, owner);
    expect(own.status).toBe(200);
    expect(own.body.Data).toEqual({ Count: 1, SignedOut: true });
    expect(own.cookie).toBe("casabot_session=");
    expect((await post("User/Me", {}, owner)).status).toBe(401);
  });

  it("keeps each workspace's invitations and members to itself", async () => {
    const { owner, member } = await ownerWithMember();
    const intruder = await newOwner("intruder");
    const email = newEmail("pending");
    const { ID } = await ok("Workspace/MemberInvite", { Email: email }, owner);
    expect(await ok("Workspace/InviteList", {}, intruder)).toEqual([]);
    expect((await ok("Workspace/MemberList", {}, intruder)).map((m: { Email: string }) => m.Email)).toEqual([intruder.email]);
    expect((await post("Workspace/InviteRevoke", { ID }, intruder)).status).toBe(404);
    expect((await post("Workspace/MemberRemove", { Email: member.email }, intruder)).status).toBe(404);
    expect((await post("Workspace/MemberRole", { Email: member.email, Role: "member" }, intruder)).status).toBe(404);
    expect((await post("User/Me", {}, member)).status).toBe(200);
    expect((await ok("Workspace/InviteList", {}, owner)).map((i: { ID: string }) => i.ID)).toEqual([ID]);

    // Revoked, the link stops working.
    const token = await invitationToken(email);
    expect(await ok("Workspace/InviteRevoke", { ID }, owner)).toBe(1);
    const late = await post("User/AcceptInvite", { Token: token, Password: "a long enough password" });
    expect(late.status).toBe(400);
    expect(late.body.Message).toMatch(/^Token /);
  });

  it("refuses clearly an invitation to an address that already has an account, or is already a member", async () => {
    const owner = await newOwner();
    const elsewhere = await newOwner("elsewhere");
    await ok("Workspace/MemberInvite", { Email: elsewhere.email }, owner);
    const refused = await post("User/AcceptInvite", { Token: await invitationToken(elsewhere.email), Password: "a long enough password" });
    expect(refused.status).toBe(409);
    expect(refused.body.Message).toContain("already has a Casabot account");
    expect(refused.cookie).toBeUndefined();
    // Their own account and workspace are untouched.
    expect((await ok("User/Me", {}, elsewhere)).Role).toBe("owner");

    const mine = await post("Workspace/MemberInvite", { Email: owner.email }, owner);
    expect(mine.status).toBe(409);
  });

  it("names the field of a bad request, and limits invitations per address", async () => {
    const owner = await newOwner();
    const badEmail = await post("Workspace/MemberInvite", { Email: "not an address", Role: "member" }, owner);
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.Message).toContain("Email");
    const badRole = await post("Workspace/MemberInvite", { Email: newEmail("x"), Role: "admin" }, owner);
    expect(badRole.status).toBe(400);
    expect(badRole.body.Message).toContain("Role");
    const badId = await post("Workspace/InviteRevoke", { ID: "../../etc" }, owner);
    expect(badId.status).toBe(400);
    expect(badId.body.Message).toContain("ID");
    const badSession = await post("User/SessionRevoke", { ID: 42 }, owner);
    expect(badSession.status).toBe(400);
    expect(badSession.body.Message).toContain("ID");

    // Inviting again replaces the waiting invitation; past two invitations a day the address is refused.
    const email = newEmail("again");
    for (let i = 0; i < 2; i++) await ok("Workspace/MemberInvite", { Email: email }, owner);
    expect(await ok("Workspace/InviteList", {}, owner)).toHaveLength(1);
    const third = await post("Workspace/MemberInvite", { Email: email }, owner);
    expect(third.status).toBe(429);
    expect(third.body.Message).toContain("Too many");
  });

  it("tells the owner who creates a chatbot of its leads and handoffs, and says so in Get started", async () => {
    const { email, cookie } = await newOwner("alerts");
    const bot = await ok("Chatbot/Add", { Name: "Alerts Realty" }, { cookie });
    expect(await ok("Chatbot/Get", { serialNumber: bot }, { cookie })).toMatchObject({ TalkToHumanEmail: email, EmailForDailyLeads: email });
    expect(await ok("Chatbot/Onboarding", { serialNumber: bot }, { cookie })).toMatchObject({ Alerts: true, Total: 5 });
    await ok("Chatbot/Edit", { serialNumber: bot, TalkToHumanEmail: "", EmailForDailyLeads: "" }, { cookie });
    expect(await ok("Chatbot/Onboarding", { serialNumber: bot }, { cookie })).toMatchObject({ Alerts: false });
  });

  it("mails no invitation until the inviter has confirmed their address", async () => {
    const owner = await newOwner("unconfirmed", { verified: false });
    const email = newEmail("invitee");
    const refused = await post("Workspace/MemberInvite", { Email: email, Role: "member" }, owner);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ Success: false, Code: 403, Message: expect.stringMatching(/^Verify your e-mail address before inviting/) });
    expect(await ok("Workspace/InviteList", {}, owner)).toEqual([]);

    await verifyEmail(owner.email);
    await ok("Workspace/MemberInvite", { Email: email, Role: "member" }, owner);
    const mails = await mailing.mailsTo(email);
    expect(mails).toHaveLength(1);
  });

  it("puts the workspace's and the inviter's text in no subject, and in the body as plain text no client links", async () => {
    const lure = "Payroll locked\r\nSign in: https://evil.example/x\u202e or www.evil.example";
    const owner = await newOwner("ceo", { workspaceName: lure });
    const email = newEmail("victim");
    await ok("Workspace/MemberInvite", { Email: email, Role: "member" }, owner);
    const mail = (await mailing.mailsTo(email)).at(-1)!;
    expect(mail.subject).toBe("You are invited to join a team on Casabot");
    const text = mail.text ?? "";
    const named = text.split("\n")[0]!;
    expect(named).toBe(
      `${owner.email.replace(".test", "[.]test")} invited you to join the workspace "Payroll locked Sign in: hxxps[:]//evil[.]example/x or www[.]evil[.]example" on Casabot as a member.`,
    );
    for (const body of [text, String(mail.html)]) {
      expect(body).not.toMatch(/https?:\/\/evil|evil\.example|www\.evil|\u202e/);
      expect(body).not.toContain(owner.email);
    }
    // The invitation's own link is still whole.
    expect(await invitationToken(email)).toMatch(/^cbi_/);
  });

  it("limits the invitations one account sends a day, and those one address receives a day from anyone", async () => {
    const owner = await newOwner("sender");
    for (let i = 0; i < 15; i++) await ok("Workspace/MemberInvite", { Email: newEmail(`daily-${i}`) }, owner);
    const sixteenth = await post("Workspace/MemberInvite", { Email: newEmail("daily-16") }, owner);
    expect(sixteenth.status).toBe(429);
    expect(sixteenth.body).toMatchObject({ Code: 429, Message: "Too many invitations from your account today. Try again tomorrow." });

    const sought = newEmail("sought");
    const [first, second, third] = [await newOwner("first"), await newOwner("second"), await newOwner("third")];
    await ok("Workspace/MemberInvite", { Email: sought }, first);
    await ok("Workspace/MemberInvite", { Email: sought }, second);
    const refused = await post("Workspace/MemberInvite", { Email: sought }, third);
    expect(refused.status).toBe(429);
    expect(refused.body.Message).toBe(`Too many invitations to ${sought} today. Try again tomorrow.`);
    expect(await mailing.mailsTo(sought)).toHaveLength(2);
  });

  it("lets exactly one of two owners demoting or removing each other at once win, and always keeps an owner", async () => {
    const a = await newOwner("first-owner");
    const bEmail = newEmail("second-owner");
    await ok("Workspace/MemberInvite", { Email: bEmail, Role: "owner" }, a);
    const accepted = await post("User/AcceptInvite", { Token: await invitationToken(bEmail), Password: "second owner's long password" });
    expect(accepted.status, accepted.body.Message).toBe(200);
    const b = { email: bEmail, cookie: accepted.cookie! };
    const roles = async (viewer: { cookie: string }) =>
      Object.fromEntries((await ok("Workspace/MemberList", {}, viewer)).map((m: { Email: string; Role: string }) => [m.Email, m.Role]));

    for (let round = 0; round < 8; round++) {
      const replies = await Promise.all([
        post("Workspace/MemberRole", { Email: b.email, Role: "member" }, a),
        post("Workspace/MemberRole", { Email: a.email, Role: "member" }, b),
      ]);
      expect(replies.map((reply) => reply.status).sort(), `round ${round}`).toEqual([200, 403]);
      const loser = replies.find((reply) => reply.status === 403)!;
      expect(loser.body.Message).toContain("your role is member");
      const [winner, other] = replies[0]!.status === 200 ? [a, b] : [b, a];
      expect(await roles(winner)).toEqual({ [winner.email]: "owner", [other.email]: "member" });
      expect(await ok("Workspace/MemberRole", { Email: other.email, Role: "owner" }, winner)).toBe(1);
    }

    const removals = await Promise.all([post("Workspace/MemberRemove", { Email: b.email }, a), post("Workspace/MemberRemove", { Email: a.email }, b)]);
    expect(removals.filter((reply) => reply.status === 200)).toHaveLength(1);
    const refusedRemoval = removals.find((reply) => reply.status !== 200)!;
    expect([401, 403]).toContain(refusedRemoval.status);
    const survivor = removals[0]!.status === 200 ? a : b;
    expect(await roles(survivor)).toEqual({ [survivor.email]: "owner" });
  });
});
