import { describe, expect, it } from "vitest";
import { asOwner, call, fixtures, newChatbot, ok, signUp } from "./helpers";

async function handoff(bot: string, credential = { apiKey: fixtures.a.apiKey }) {
  const { SessionID } = await ok<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: bot }, credential);
  await ok("/chat/Chat/ClientAsk", { sessionID: SessionID, content: "Can I talk to a real person please?" }, credential);
  return SessionID;
}

describe("Chatbot/MailList", () => {
  it("lists the chatbot's mails newest first with their state and body, pending without an SMTP server", async () => {
    const bot = await newChatbot();
    await ok("/chat/Chatbot/Edit", { serialNumber: bot, Name: "Mail Bot", TalkToHumanEmail: "agent@harbor.test, boss@harbor.test" });
    const session = await handoff(bot);

    const page = await ok("/chat/Chatbot/MailList", { serialNumber: bot });
    expect(page.VirtualCount).toBe(2);
    expect(page.List.map((mail: any) => mail.To)).toEqual(["boss@harbor.test", "agent@harbor.test"]);
    const [mail] = page.List;
    expect(mail).toMatchObject({
      Kind: "handoff",
      ReplyTo: "",
      Subject: `Mail Bot: a visitor asked to talk to a person (session ${session})`,
      Status: "pending",
      Attempts: 0,
      LastError: "",
      SentAt: null,
    });
    expect(mail.Body).toContain("Visitor: Can I talk to a real person please?");
    expect(Date.parse(mail.CreatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(mail.NextAttemptAt)).toBeLessThanOrEqual(Date.now() + 1_000);

    const second = await ok("/chat/Chatbot/MailList", { serialNumber: bot, PageNumber: 2, PageSize: 1 });
    expect(second).toMatchObject({ VirtualCount: 2, List: [{ To: "agent@harbor.test" }] });
    expect(await ok("/chat/Chatbot/MailList", { serialNumber: bot, Status: "sent" })).toEqual({ List: [], VirtualCount: 0 });
    expect((await ok("/chat/Chatbot/MailList", { serialNumber: bot, Status: "pending" })).VirtualCount).toBe(2);
  });

  it("shows a chatbot's mails to its owner only", async () => {
    const owner = await signUp("Mail Realty");
    const bot = await ok<string>("/chat/Chatbot/Add", { Name: "Owned" }, asOwner(owner));
    await ok("/chat/Chatbot/Edit", { serialNumber: bot, TalkToHumanEmail: "agent@owned.test" }, asOwner(owner));
    const { SessionID } = await ok<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: bot }, asOwner(owner));
    await ok("/chat/Chat/ClientAsk", { sessionID: SessionID, content: "Can I talk to a real person please?" }, asOwner(owner));
    expect((await ok("/chat/Chatbot/MailList", { serialNumber: bot }, asOwner(owner))).VirtualCount).toBe(1);

    const foreign = await call("/chat/Chatbot/MailList", { serialNumber: bot }, { apiKey: fixtures.b.apiKey });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ Success: false, Data: null, Message: "Chatbot not found" });
  });

  it("names every bad field", async () => {
    const bot = await newChatbot();
    const bad = await call("/chat/Chatbot/MailList", { serialNumber: bot, Status: "lost", PageNumber: 0, PageSize: 51 });
    expect(bad.status).toBe(400);
    for (const field of ["Status", "PageNumber", "PageSize"]) expect(bad.body.Message).toContain(field);
    expect((await call("/chat/Chatbot/MailList", {})).body.Message).toContain("serialNumber");
  });
});
