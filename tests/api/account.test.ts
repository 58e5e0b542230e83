import { request as httpRequest } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { mailingServer } from "./mailing-server";

// Forgot password, reset links and address confirmation (issue 15, item 8), over HTTP on a
// server of its own with REQUIRE_EMAIL_VERIFICATION=1, a real SMTP server, and /api/cron to
// send what is queued, so each test reads the very mail an owner would get.

const mailing = mailingServer("account", { REQUIRE_EMAIL_VERIFICATION: "1" });
const { mailsTo } = mailing;
let base: string;
beforeAll(() => {
  base = mailing.base();
});

let clients = 0;
/** A client address of its own per call site (the server trusts X-Forwarded-For), so throttles never meet. */
const client = () => `203.0.113.${(process.pid + ++clients) % 250}`;

interface Reply {
  status: number;
  body: { Data: any; Success: boolean; Code: number; Message: string };
  headers: Headers;
}

async function post(endpoint: string, body: object, headers: Record<string, string> = {}): Promise<Reply> {
  const response = await fetch(`${base}/chat/User/${endpoint}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, "x-forwarded-for": client(), ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** The link in a mail, and its token (after `#token=`). */
function linkIn(text: string | undefined, page: string) {
  const match = new RegExp(`(\\S+/${page}#token=(\\S+))`).exec(text ?? "");
  if (!match) throw new Error(`no ${page} link in:\n${text}`);
  return { link: match[1]!, token: match[2]! };
}

let accounts = 0;
const newEmail = (label: string) => `${label}-${process.pid}-${Date.now()}-${++accounts}@account.test`;

/** A confirmed owner, through sign-up and the link of its confirmation mail. */
async function confirmedOwner(label = "owner") {
  const email = newEmail(label);
  const password = `pw-${Math.random().toString(36).slice(2)}-long`;
  expect((await post("SignUp", { Email: email, Password: password, WorkspaceName: "Account Realty" })).status).toBe(200);
  const [mail] = await mailsTo(email);
  expect((await post("VerifyEmail", { Token: linkIn(mail?.text, "verify-email").token })).status).toBe(200);
  return { email, password };
}

async function signIn(email: string, password: string) {
  const reply = await post("SignIn", { Email: email, Password: password });
  const cookie = reply.headers
    .getSetCookie()
    .find((c) => c.startsWith("casabot_session="))
    ?.split(";")[0];
  return { ...reply, cookie };
}

const me = (cookie: string) => fetch(`${base}/chat/User/Me`, { headers: { cookie } }).then((response) => response.status);

/** Status, headers and body with the address masked: what a caller can compare between two replies. */
function shape(reply: Reply) {
  const headers = [...reply.headers.keys()].filter((name) => !["date", "x-request-id", "content-length"].includes(name)).sort();
  return {
    status: reply.status,
    headers,
    body: { ...reply.body, Data: reply.body.Data && { ...reply.body.Data, Email: reply.body.Data.Email && "<address>" } },
  };
}

// Each test hashes several passwords (scrypt, about a second each on a busy two-core machine).
describe("REQUIRE_EMAIL_VERIFICATION=1", { timeout: 90_000 }, () => {
  it("lets a new account sign in only after it opened the mailed link, which works once", async () => {
    const email = newEmail("verify");
    const password = "correct horse battery";
    const signUp = await post("SignUp", { Email: email, Password: password, WorkspaceName: "Verified Realty" });
    expect(signUp.status).toBe(200);
    expect(signUp.body.Data).toEqual({ Email: email, Status: "verify_email" });
    expect(signUp.headers.getSetCookie()).toEqual([]);

    const early = await signIn(email, password);
    expect(early.status).toBe(403);
    expect(early.body.Message).toBe("Confirm your e-mail address first: open the link we mailed you, or ask for a new one.");
    expect(early.body.Data).toEqual({ Unverified: true });
    expect(early.cookie).toBeUndefined();
    // A wrong password is told apart from nothing: it is wrong, confirmed or not.
    expect((await signIn(email, "not the password")).status).toBe(401);

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe("Confirm your Casabot account");
    const { link, token } = linkIn(mail?.text, "verify-email");
    expect(link.startsWith(`${base}/verify-email#token=cbv_`)).toBe(true);

    const confirmed = await post("VerifyEmail", { Token: token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.Data).toEqual({ Email: email });
    const after = await signIn(email, password);
    expect(after.status).toBe(200);
    expect(await me(after.cookie!)).toBe(200);

    const again = await post("VerifyEmail", { Token: token });
    expect(again.status).toBe(400);
    expect(again.body.Message).toMatch(/^Token is not a valid confirmation link/);
  });

  it("mails a new confirmation link on request, and answers the same for any other address", async () => {
    const email = newEmail("resend");
    await post("SignUp", { Email: email, Password: "correct horse battery", WorkspaceName: "Resend" });
    const waiting = await post("ResendVerification", { Email: email });
    const unknown = await post("ResendVerification", { Email: newEmail("nobody") });
    expect(waiting.status).toBe(200);
    expect(shape(waiting)).toEqual(shape(unknown));
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    // The newer link works; once the address is confirmed, the older one does not.
    expect((await post("VerifyEmail", { Token: linkIn(mails[1]!.text, "verify-email").token })).status).toBe(200);
    expect((await post("VerifyEmail", { Token: linkIn(mails[0]!.text, "verify-email").token })).status).toBe(400);
  });

  it("answers a taken address as a free one, and mails its owner a notice rather than a link to confirm", async () => {
    const owner = await confirmedOwner("taken");
    const taken = await post("SignUp", { Email: owner.email.toUpperCase(), Password: "attacker's password", WorkspaceName: "Copy" });
    const free = await post("SignUp", { Email: newEmail("free"), Password: "attacker's password", WorkspaceName: "Copy" });
    expect(shape(taken)).toEqual(shape(free));
    const mails = await mailsTo(owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["Confirm your Casabot account", "Someone tried to create a Casabot account with your address"]);
    expect(mails[1]!.text).toContain(`${base}/forgot-password`);
    expect(mails[1]!.text).not.toContain("#token=");
    expect((await signIn(owner.email, owner.password)).status).toBe(200);
  });
});

describe("forgot password", { timeout: 90_000 }, () => {
  it("mails a link that sets a new password once, and signs every session out", async () => {
    const owner = await confirmedOwner("reset");
    const first = await signIn(owner.email, owner.password);
    const second = await signIn(owner.email, owner.password);
    expect(await me(first.cookie!)).toBe(200);

    const asked = await post("ForgotPassword", { Email: owner.email.toUpperCase() });
    expect(asked.status).toBe(200);
    expect(asked.body.Data.Message).toMatch(/^If an account uses this address/);
    const mails = await mailsTo(owner.email);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe("Choose a new Casabot password");
    const { link, token } = linkIn(mail.text, "reset-password");
    expect(link.startsWith(`${base}/reset-password#token=cbr_`)).toBe(true);

    const reset = await post("ResetPassword", { Token: token, Password: "a brand new password" });
    expect(reset.status).toBe(200);
    expect(reset.body.Data).toEqual({ Email: owner.email });
    expect(await me(first.cookie!)).toBe(401);
    expect(await me(second.cookie!)).toBe(401);
    expect((await signIn(owner.email, owner.password)).status).toBe(401);
    expect((await signIn(owner.email, "a brand new password")).status).toBe(200);

    const replay = await post("ResetPassword", { Token: token, Password: "the attacker's password" });
    expect(replay.status).toBe(400);
    expect(replay.body.Message).toMatch(/^Token is not a valid reset link, or it was used or has expired/);
    expect((await signIn(owner.email, "the attacker's password")).status).toBe(401);
  });

  it("spends a link once even when it is sent twice at the same moment", async () => {
    const owner = await confirmedOwner("race");
    await post("ForgotPassword", { Email: owner.email });
    const { token } = linkIn((await mailsTo(owner.email)).at(-1)!.text, "reset-password");
    const replies = await Promise.all(["first racer password", "second racer password"].map((Password) => post("ResetPassword", { Token: token, Password })));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
  });

  it("ends every other reset link of the account once one was used", async () => {
    const owner = await confirmedOwner("older");
    await post("ForgotPassword", { Email: owner.email });
    await post("ForgotPassword", { Email: owner.email });
    const links = (await mailsTo(owner.email)).slice(-2).map((mail) => linkIn(mail.text, "reset-password").token);
    expect((await post("ResetPassword", { Token: links[1], Password: "the newer link's password" })).status).toBe(200);
    expect((await post("ResetPassword", { Token: links[0], Password: "the older link's password" })).status).toBe(400);
  });

  it("answers an address without an account exactly as one with, and mails it nothing", async () => {
    const owner = await confirmedOwner("known");
    const nobody = newEmail("nobody");
    const known = await post("ForgotPassword", { Email: owner.email });
    const unknown = await post("ForgotPassword", { Email: nobody });
    expect(shape(unknown)).toEqual(shape(known));
    expect(await mailsTo(nobody)).toEqual([]);
  });

  it("refuses forged and malformed links, and bad fields, by name, changing nothing", async () => {
    const owner = await confirmedOwner("forged");
    await post("ForgotPassword", { Email: owner.email });
    const { token } = linkIn((await mailsTo(owner.email)).at(-1)!.text, "reset-password");
    const forged = `${token.slice(0, -4)}0000` === token ? `${token.slice(0, -4)}1111` : `${token.slice(0, -4)}0000`;
    for (const Token of [forged, "cbr_nothing", token.replace("cbr_", "cbv_"), "x".repeat(200)]) {
      const reply = await post("ResetPassword", { Token, Password: "a brand new password" });
      expect(reply.status, Token).toBe(400);
      expect(reply.body.Message, Token).toMatch(/^Token /);
    }
    const bad = await post("ResetPassword", { Token: "", Password: "short" });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toContain("Token must not be empty");
    expect(bad.body.Message).toContain("Password must be at least 8 characters long");
    expect((await post("ForgotPassword", { Email: "not an address" })).body.Message).toContain("Email must be a valid e-mail address");
    expect((await post("VerifyEmail", {})).body.Message).toContain("Token");
    expect((await signIn(owner.email, owner.password)).status).toBe(200);
    // The real link still works after all that.
    expect((await post("ResetPassword", { Token: token, Password: "a brand new password" })).status).toBe(200);
  });

  it("limits the mails one address can be sent, alike for addresses with and without an account", async () => {
    const owner = await confirmedOwner("flood");
    const nobody = newEmail("flood-nobody");
    for (const email of [owner.email, nobody]) {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await post("ForgotPassword", { Email: email })).status);
      expect(statuses, email).toEqual([200, 200, 200, 429, 429]);
    }
    const mails = (await mailsTo(owner.email)).filter((mail) => mail.subject === "Choose a new Casabot password");
    expect(mails).toHaveLength(3);
  });

  it("limits the requests of one client across addresses", async () => {
    const from = { "x-forwarded-for": "198.18.0.77" };
    const statuses = [];
    for (let i = 0; i < 22; i++) statuses.push((await post("ForgotPassword", { Email: newEmail("spray") }, from)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it("never mails a link to the host a request names, only to this server's own", async () => {
    const owner = await confirmedOwner("host");
    const before = (await mailsTo(owner.email)).length;
    const port = new URL(base).port;
    const reply = await new Promise<{ status: number; body: any }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path: "/chat/User/ForgotPassword",
          method: "POST",
          headers: { host: "evil.example", "content-type": "application/json", "x-forwarded-for": client() },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
        },
      );
      req.on("error", reject);
      req.end(JSON.stringify({ Email: owner.email }));
    });
    expect(reply.status).toBe(503);
    expect(reply.body.Message).toContain("PUBLIC_URL");
    const after = await mailsTo(owner.email);
    expect(after).toHaveLength(before);
    expect(after.map((mail) => mail.text).join("\n")).not.toContain("evil.example");
  });
});
