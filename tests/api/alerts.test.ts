import { beforeAll, describe, expect, it } from "vitest";
import { mailingServer } from "./mailing-server";

// Issue 43 over HTTP: a visitor asks the concierge to be told of homes like the ones searched for,
// gets the confirmation mail over real SMTP, confirms on the page it links to, gets one mail when a
// matching home is added through the API, and ends it with the one-click unsubscribe of RFC 8058.
// The server looks at alerts at every /api/cron call and reads listings as soon as they are written.

const mailing = mailingServer("alerts", { ALERT_CHECK_MINUTES: "0", ALERT_SETTLE_SECONDS: "0" });
let base: string;
beforeAll(() => {
  base = mailing.base();
});

let accounts = 0;

async function post(path: string, body: object, auth: { cookie?: string; apiKey?: string } = {}) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    origin: base,
    "x-forwarded-for": `198.51.100.${(process.pid + ++accounts) % 250}`,
  };
  if (auth.cookie) headers.cookie = auth.cookie;
  if (auth.apiKey) headers.authorization = auth.apiKey;
  const response = await fetch(`${base}/chat/${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  const json = await response.json();
  expect(response.status, `${path}: ${json.Message}`).toBe(200);
  return {
    data: json.Data,
    cookie: response.headers
      .getSetCookie()
      .find((c) => c.startsWith("casabot_session="))
      ?.split(";")[0],
  };
}

/** A workspace of its own on the mailing server, with an API key and a chatbot holding one home. */
async function agency() {
  const email = `alerts-${process.pid}-${Date.now()}-${++accounts}@alerts.test`;
  const password = `pw-${Math.random().toString(36).slice(2)}-long`;
  await post("User/SignUp", { Email: email, Password: password, WorkspaceName: "Alert Realty" });
  const { cookie } = await post("User/SignIn", { Email: email, Password: password });
  const { data } = await post("Workspace/ApiKeyCreate", { Name: "alerts" }, { cookie: cookie! });
  const apiKey = data.ApiKey as string;
  const bot = (await post("Chatbot/Add", { Name: "Alert Realty" }, { apiKey })).data as string;
  return { apiKey, bot };
}

const home = (bot: string, overrides: Record<string, unknown>) => ({
  SerialNumber: bot,
  SaleType: "for_sale",
  Status: "Active",
  CurrencySymbol: "$",
  PropertyType: "Single Family",
  Bedrooms: 3,
  Bathrooms: 2,
  YearBuilt: 2001,
  DaysOnMarket: 3,
  LotArea: 6000,
  BuildingArea: 1800,
  AreaUnit: "Square Feet",
  ParkingSpots: 2,
  City: "Austin",
  SalePrice: 450_000,
  MLSNumber: `AL-${Date.now()}-${++accounts}`,
  Url: `https://alert.example/${Date.now()}-${accounts}`,
  ...overrides,
});

const link = (text: string, kind: "confirm" | "unsubscribe") => {
  const match = new RegExp(`(http\\S+/alerts/${kind}\\?token=[\\w-]+)`).exec(text);
  if (!match) throw new Error(`no ${kind} link in:\n${text}`);
  return match[1]!;
};

describe("a visitor's alert", () => {
  it("is confirmed by its link, mails one new match, and stops at the one-click unsubscribe", async () => {
    const { apiKey, bot } = await agency();
    await post("Chatbot/RealEstateCreate", home(bot, { Address: "10 First St" }), { apiKey });
    const { data: session } = await post("Chatbot/GetSession", { serialNumber: bot }, { apiKey });
    const ask = async (content: string) => (await post("Chat/ClientAsk", { sessionID: session.SessionID, content }, { apiKey })).data.content as string;
    await ask("3 bedroom houses in Austin under 500k");
    expect(await ask("let me know when something like this comes up")).toMatch(/e-mail/i);
    expect(await ask("sure, it's visitor@alerts.test")).toContain("visitor@alerts.test");

    const [confirmation, ...rest] = await mailing.mailsTo("visitor@alerts.test");
    expect(rest).toEqual([]);
    expect(confirmation!.subject).toMatch(/Confirm your home alert/);
    const confirmUrl = link(confirmation!.text ?? "", "confirm");
    expect(confirmUrl.startsWith(base)).toBe(true);
    // The header's raw line, unfolded (a long one is folded onto a second line).
    const header = (name: string) => (confirmation!.headerLines.find((line) => line.key === name)?.line ?? "").replace(/\r?\n\s+/g, " ");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(header("list-unsubscribe")).toMatch(/^List-Unsubscribe: <http\S+\/alerts\/unsubscribe\?token=[\w-]+>$/);

    // A GET only shows the page (a mail scanner following links confirms nothing); its button POSTs.
    const page = await fetch(confirmUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<form method="post">/);
    await post("Chatbot/RealEstateCreate", home(bot, { Address: "11 Before Confirm St", SalePrice: 400_000 }), { apiKey });
    expect(await mailing.mailsTo("visitor@alerts.test")).toHaveLength(1);
    const confirmed = await fetch(confirmUrl, { method: "POST" });
    expect(await confirmed.text()).toMatch(/Your alert is on/);

    // A matching home and one that is not: one mail with the first.
    await post("Chatbot/RealEstateCreate", home(bot, { Address: "12 New Match Ave", SalePrice: 480_000 }), { apiKey });
    await post("Chatbot/RealEstateCreate", home(bot, { Address: "13 Too Dear Ave", SalePrice: 950_000 }), { apiKey });
    const mails = await mailing.mailsTo("visitor@alerts.test");
    expect(mails).toHaveLength(2);
    const news = mails[1]!;
    expect(news.subject).toMatch(/new home/i);
    expect(news.text).toContain("12 New Match Ave");
    expect(news.text).not.toContain("13 Too Dear Ave");
    expect(news.text).not.toContain("11 Before Confirm St");
    expect(news.text).not.toContain("10 First St");

    // A second match the same day waits (at most a mail a day).
    await post("Chatbot/RealEstateCreate", home(bot, { Address: "14 Same Day Ave", SalePrice: 470_000 }), { apiKey });
    expect(await mailing.mailsTo("visitor@alerts.test")).toHaveLength(2);

    // The one-click unsubscribe, as a mail client sends it (RFC 8058), then the page says so.
    const unsubscribeUrl = link(news.text ?? "", "unsubscribe");
    const oneClick = await fetch(unsubscribeUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await (await fetch(unsubscribeUrl)).text()).toMatch(/You are unsubscribed/);

    // The owner sees the saved search as a lead.
    const inbox = await post("Workspace/LeadInbox", { SerialNumber: bot }, { apiKey });
    expect(JSON.stringify(inbox.data)).toContain("visitor@alerts.test");
    expect(JSON.stringify(inbox.data)).toContain("Saved search");
  });

  it("answers a link that is not one with a 404 page, never a stack trace", async () => {
    for (const path of ["/alerts/confirm?token=nope", "/alerts/unsubscribe?token=", "/alerts/unsubscribe?token=" + "x".repeat(5000)]) {
      const response = await fetch(`${base}${path}`, { method: "POST" });
      expect(response.status).toBe(404);
      const text = await response.text();
      expect(text).toMatch(/not valid/);
      expect(text).not.toMatch(/at .*\.ts:\d+/);
    }
  });
});
