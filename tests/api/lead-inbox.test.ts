import { describe, expect, it } from "vitest";
import { asOwner, call, type Credential, newChatbot, newListing, ok, signUp } from "./helpers";

// Issue 23: the leads inbox. Leads and handoffs of every chatbot of a workspace, with where the
// follow-up stands, the owner's notes, the listing the visitor was looking at and the conversation.

async function workspace() {
  const owner = await signUp("Inbox Realty");
  const { ApiKey } = await ok<{ ApiKey: string }>("/chat/Workspace/ApiKeyCreate", { Name: "inbox" }, asOwner(owner));
  return { apiKey: ApiKey } satisfies Credential;
}

const session = async (serialNumber: string, key: Credential) => (await ok<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber }, key)).SessionID;
const ask = (sessionID: number, content: string, key: Credential) => ok("/chat/Chat/ClientAsk", { sessionID, content }, key);

describe("Workspace/LeadInbox and LeadUpdate", () => {
  it("lists every chatbot's leads newest first, with the listing the visitor was shown and the conversation", async () => {
    const key = await workspace();
    const harbor = await newChatbot(key, { Name: "Harbor" });
    const lakeside = await newChatbot(key, { Name: "Lakeside" });
    await ok("/chat/Chatbot/Edit", { serialNumber: lakeside, TalkToHumanEmail: "agent@example.test" }, key);
    const { id: listingId } = await newListing(harbor, { City: "Austin", MLSNumber: "INBOX-1", Address: "12 Oak St" }, key);

    const browsing = await session(harbor, key);
    await ask(browsing, "Any homes in Austin?", key);
    await ask(browsing, "I'm Sam, reach me at sam.buyer@example.com", key);
    // A lead whose own conversation named no listing has none, whatever other conversations named.
    const quiet = await session(harbor, key);
    await ask(quiet, "I'm Jo, jo.buyer@example.com", key);
    const other = await session(lakeside, key);
    await ask(other, "I'd like to talk to an agent", key);
    await ask(other, "I'm Lee, 512-555-0142", key);

    const inbox = await ok("/chat/Workspace/LeadInbox", {}, key);
    expect(inbox.VirtualCount).toBe(4);
    expect(inbox.Counts).toEqual({ new: 4, contacted: 0, closed: 0 });
    // Lee's lead and handoff come from one message, at one moment.
    expect(
      inbox.List.map((lead: any) => [lead.ChatbotName, lead.Type])
        .slice(0, 2)
        .sort(),
    ).toEqual([
      ["Lakeside", "Handoff"],
      ["Lakeside", "Lead"],
    ]);
    expect(inbox.List[3]).toMatchObject({ ChatbotName: "Harbor", Type: "Lead" });
    expect(inbox.List[2]).toMatchObject({ Email: "jo.buyer@example.com", SessionID: quiet, Listing: null });
    expect(inbox.List[3]).toMatchObject({
      SerialNumber: harbor,
      Email: "sam.buyer@example.com",
      Status: "new",
      Notes: "",
      SessionID: browsing,
      Listing: { ID: Number(listingId), MLSNumber: "INBOX-1", Address: "12 Oak St", City: "Austin" },
    });
    expect(inbox.List[0]).toMatchObject({ Phone: "512-555-0142", SessionID: other, Listing: null });

    const harborOnly = await ok("/chat/Workspace/LeadInbox", { serialNumber: harbor }, key);
    expect(harborOnly.List.map((lead: any) => lead.Email)).toEqual(["jo.buyer@example.com", "sam.buyer@example.com"]);
    const handoffs = await ok("/chat/Workspace/LeadInbox", { Type: "Handoff" }, key);
    expect(handoffs.List.map((lead: any) => lead.ChatbotName)).toEqual(["Lakeside"]);
    const paged = await ok("/chat/Workspace/LeadInbox", { PageNumber: 2, PageSize: 2 }, key);
    expect(paged).toMatchObject({ VirtualCount: 4, List: [{ Email: "jo.buyer@example.com" }, { Email: "sam.buyer@example.com" }] });
  });

  it("sets a lead's status and notes, and filters and counts by status", async () => {
    const key = await workspace();
    const bot = await newChatbot(key);
    const sessionID = await session(bot, key);
    await ask(sessionID, "I'm Ana, ana.buyer@example.com", key);
    await ask(sessionID, "and my colleague is bo.buyer@example.com", key);
    const [second, first] = (await ok("/chat/Workspace/LeadInbox", { serialNumber: bot }, key)).List;

    const contacted = await ok("/chat/Workspace/LeadUpdate", { LeadID: first.LeadID, Status: "contacted", Notes: "Called; viewing Saturday 10 am" }, key);
    expect(contacted).toMatchObject({ LeadID: first.LeadID, Status: "contacted", Notes: "Called; viewing Saturday 10 am", Email: first.Email });
    expect(Date.parse(contacted.UpdatedAt)).toBeGreaterThanOrEqual(Date.parse(first.UpdatedAt));
    // Notes alone keep the status.
    expect(await ok("/chat/Workspace/LeadUpdate", { LeadID: first.LeadID, Notes: "" }, key)).toMatchObject({ Status: "contacted", Notes: "" });
    await ok("/chat/Workspace/LeadUpdate", { LeadID: second.LeadID, Status: "closed" }, key);

    const onlyContacted = await ok("/chat/Workspace/LeadInbox", { serialNumber: bot, Status: "contacted" }, key);
    expect(onlyContacted).toMatchObject({ VirtualCount: 1, Counts: { new: 0, contacted: 1, closed: 1 }, List: [{ LeadID: first.LeadID }] });
    // The original LeadList is unchanged by the inbox.
    expect(Object.keys((await ok<any[]>("/chat/Chatbot/LeadList", { serialNumber: bot }, key))[0]).sort()).toEqual([
      "CreateTime",
      "Email",
      "Message",
      "Name",
      "Phone",
      "SessionID",
      "Type",
    ]);
  });

  it("refuses bad input naming the field, and another workspace's lead as not found", async () => {
    const key = await workspace();
    const intruder = await workspace();
    const bot = await newChatbot(key);
    await ask(await session(bot, key), "I'm Kim, kim.buyer@example.com", key);
    const [lead] = (await ok("/chat/Workspace/LeadInbox", {}, key)).List;

    const cases: [object, number, RegExp][] = [
      [{ LeadID: lead.LeadID, Status: "won" }, 400, /^Status must be one of new, contacted, closed/],
      [{ LeadID: lead.LeadID, Notes: "x".repeat(5001) }, 400, /^Notes must be at most 5000 characters/],
      [{ LeadID: lead.LeadID }, 400, /^Status: Send Status or Notes to change|Send Status or Notes to change/],
      [{ LeadID: "seven", Status: "closed" }, 400, /^LeadID /],
      [{ LeadID: 999_999_999, Status: "closed" }, 404, /^Lead not found$/],
    ];
    for (const [body, status, message] of cases) {
      const reply = await call("/chat/Workspace/LeadUpdate", body, key);
      expect([reply.status, reply.body.Message], `${JSON.stringify(body).slice(0, 80)} → ${reply.body.Message}`).toEqual([
        status,
        expect.stringMatching(message),
      ]);
    }
    const stolen = await call("/chat/Workspace/LeadUpdate", { LeadID: lead.LeadID, Status: "closed", Notes: "mine now" }, intruder);
    expect([stolen.status, stolen.body.Message]).toEqual([404, "Lead not found"]);
    expect((await ok("/chat/Workspace/LeadInbox", {}, intruder)).List).toEqual([]);
    expect((await call("/chat/Workspace/LeadInbox", { serialNumber: bot }, intruder)).status).toBe(404);
    expect((await ok("/chat/Workspace/LeadInbox", {}, key)).List[0]).toMatchObject({ Status: "new", Notes: "" });
    expect((await call("/chat/Workspace/LeadInbox", { Status: "won" }, key)).body.Message).toMatch(/^Status must be one of/);
  });
});

describe("Workspace/MailStatus", () => {
  it("says mail is not set up and counts the handoff mails that wait", async () => {
    const key = await workspace();
    const bot = await newChatbot(key);
    await ok("/chat/Chatbot/Edit", { serialNumber: bot, TalkToHumanEmail: "agent@example.test" }, key);
    expect(await ok("/chat/Workspace/MailStatus", {}, key)).toEqual({ SmtpConfigured: false, Pending: 0, Failed: 0, OldestPendingAt: null, LastError: "" });
    await ask(await session(bot, key), "Can I talk to a real person please?", key);
    const status = await ok("/chat/Workspace/MailStatus", {}, key);
    expect(status).toMatchObject({ SmtpConfigured: false, Pending: 1, Failed: 0 });
    expect(Date.parse(status.OldestPendingAt)).toBeLessThanOrEqual(Date.now());
  });
});
