import { describe, expect, it } from "vitest";
import { tinyPng } from "./bytes";
import { asOwner, call, fixtures, listAll, newChatbot, newListing, ok, signUp, upload, uploadOk } from "./helpers";

async function ask(sessionID: number, content: string, credential = { apiKey: fixtures.a.apiKey }) {
  return ok("/chat/Chat/ClientAsk", { sessionID, content }, credential);
}

const newSession = async (serialNumber: string) => (await ok<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber })).SessionID;

describe("Chatbot/SessionList and SessionMessages", () => {
  it("list conversations newest first, with counts, a preview, and leads and handoffs marked", async () => {
    const bot = await newChatbot();
    await newListing(bot, { City: "Austin" });
    const quiet = await newSession(bot); // no message: not a conversation yet
    const first = await newSession(bot);
    await ask(first, "Any homes in Austin?");
    const second = await newSession(bot);
    await ask(second, "I'd like to talk to an agent");
    await ask(second, "I'm Sam, my email is sam@example.com");

    const page = await ok("/chat/Chatbot/SessionList", { serialNumber: bot });
    expect(page.VirtualCount).toBe(2);
    expect(page.List.map((s: any) => s.SessionID)).toEqual([second, first]);
    expect(page.List.map((s: any) => s.SessionID)).not.toContain(quiet);
    expect(page.List[0]).toMatchObject({ MessageCount: 4, Preview: "I'd like to talk to an agent", LeadCount: 1, HandoffCount: 1 });
    expect(page.List[1]).toMatchObject({ MessageCount: 2, Preview: "Any homes in Austin?", LeadCount: 0, HandoffCount: 0 });

    const paged = await ok("/chat/Chatbot/SessionList", { serialNumber: bot, PageNumber: 2, PageSize: 1 });
    expect(paged).toMatchObject({ VirtualCount: 2, List: [{ SessionID: first }] });

    const conversation = await ok("/chat/Chatbot/SessionMessages", { serialNumber: bot, sessionID: second });
    expect(conversation.Messages.map((m: any) => m.Type)).toEqual(["Question", "Answer", "Question", "Answer"]);
    expect(conversation.Messages[0].Content).toBe("I'd like to talk to an agent");
    expect(conversation.Leads.map((l: any) => l.Type).sort()).toEqual(["Handoff", "Lead"]);
    expect(conversation.Leads.find((l: any) => l.Type === "Lead")).toMatchObject({ Name: "Sam", Email: "sam@example.com" });
  });

  it("keep other workspaces out and name bad input", async () => {
    const bot = await newChatbot();
    const session = await newSession(bot);
    await ask(session, "hello");
    const foreign = await call("/chat/Chatbot/SessionMessages", { serialNumber: bot, sessionID: session }, { apiKey: fixtures.b.apiKey });
    expect(foreign.status).toBe(404);
    const otherBot = await newChatbot();
    const wrongBot = await call("/chat/Chatbot/SessionMessages", { serialNumber: otherBot, sessionID: session });
    expect(wrongBot.status).toBe(404);
    expect(wrongBot.body.Message).toBe("Session not found");
    expect((await call("/chat/Chatbot/SessionList", { serialNumber: bot }, { apiKey: fixtures.b.apiKey })).status).toBe(404);
    const bad = await call("/chat/Chatbot/SessionList", { serialNumber: bot, PageSize: 500, PageNumber: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toContain("PageNumber must be at least 1");
    expect(bad.body.Message).toContain("PageSize must be at most 100");
  });
});

describe("Chatbot/List for the dashboard", () => {
  it("counts this month's questions per chatbot", async () => {
    const owner = await signUp();
    const bot = await ok<string>("/chat/Chatbot/Add", { Name: "Busy" }, asOwner(owner));
    const idle = await ok<string>("/chat/Chatbot/Add", { Name: "Idle" }, asOwner(owner));
    const session = (await ok("/chat/Chatbot/GetSession", { serialNumber: bot }, asOwner(owner))).SessionID;
    for (const question of ["hi", "homes in Austin?", "thanks"]) {
      await ok("/chat/Chat/ClientAsk", { sessionID: session, content: question }, asOwner(owner));
    }
    const bots = await ok<any[]>("/chat/Chatbot/List", {}, asOwner(owner));
    expect(bots.find((b) => b.serialNumber === bot).MessagesThisMonth).toBe(3);
    expect(bots.find((b) => b.serialNumber === idle).MessagesThisMonth).toBe(0);
  });
});

describe("Chatbot/RealEstateGet", () => {
  it("returns one listing in the input shape, which Update takes back as it is", async () => {
    const bot = await newChatbot();
    const { id, input } = await newListing(bot, {
      AreaUnit: "Square Meters",
      Images: ["https://img.example.com/1.jpg"],
      ExtensionColumn: [{ Key: "Pool", value: "yes" }],
      Tours: "3D",
      RentPrice: null,
    });
    const listing = await ok("/chat/Chatbot/RealEstateGet", { SerialNumber: bot, Key: id, KeyType: "PlatformId" });
    expect(listing).toMatchObject({
      ID: id,
      AreaUnit: "Square Meters",
      SaleType: "for_sale",
      Bathrooms: 2.5,
      Images: ["https://img.example.com/1.jpg"],
      ExtensionColumn: [{ Key: "Pool", value: "yes" }],
      Tours: "3D",
      RentPrice: null,
      MLSNumber: input.MLSNumber,
    });
    expect(listing).not.toHaveProperty("chatbotId");
    expect(listing).not.toHaveProperty("cityKey");

    const { ID, CreatedAt, UpdatedAt, ...fields } = listing;
    const updated = await ok("/chat/Chatbot/RealEstateUpdate", { ...fields, Bedrooms: 5, SerialNumber: bot, Key: input.MLSNumber, KeyType: "MLSNumber" });
    expect(updated).toBe(1);
    const byUrl = await ok("/chat/Chatbot/RealEstateGet", { SerialNumber: bot, Key: input.Url, KeyType: "url" });
    expect(byUrl).toMatchObject({ ID: id, Bedrooms: 5, AreaUnit: "Square Meters" });
    expect((await listAll(bot)).VirtualCount).toBe(1);
  });

  it("answers a missing listing and another workspace alike with 404", async () => {
    const bot = await newChatbot();
    const { id } = await newListing(bot);
    expect((await call("/chat/Chatbot/RealEstateGet", { SerialNumber: bot, Key: "999999999", KeyType: "PlatformId" })).status).toBe(404);
    expect((await call("/chat/Chatbot/RealEstateGet", { SerialNumber: bot, Key: id, KeyType: "PlatformId" }, { apiKey: fixtures.b.apiKey })).status).toBe(404);
    expect(
      (await call("/chat/Chatbot/RealEstateGet", { SerialNumber: bot, Key: id, KeyType: "PlatformId" }, { sessionKey: fixtures.a.sessionKey })).status,
    ).toBe(200);
  });
});

describe("User/GetFile and public file URLs", () => {
  it("describe a ready file and serve its bytes with its detected type, never as a page", async () => {
    const id = await uploadOk(tinyPng(), "front <porch>.html");
    const file = await ok("/chat/User/GetFile", { fileId: Number(id) });
    expect(file).toMatchObject({ FileStoreId: id, FileName: "front <porch>.html", Status: "ready", Kind: "image", Mime: "image/png" });
    const response = await fetch(file.Url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toMatch(/^inline; filename="front <porch>.html"; filename\*=UTF-8''front%20%3Cporch%3E.html$/);
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(tinyPng()))).toBe(true);

    const wrongKey = file.Url.replace(/[0-9a-f]{32}$/, "0".repeat(32));
    expect((await fetch(wrongKey)).status).toBe(404);
    expect((await fetch(file.Url.replace(/\/[0-9a-f]{32}$/, "/nope"))).status).toBe(404);
  });

  it("keep other workspaces' files and unfinished uploads unlisted", async () => {
    const id = await uploadOk(tinyPng(), "mine.png");
    expect((await call("/chat/User/GetFile", { fileId: id }, { apiKey: fixtures.b.apiKey })).status).toBe(404);
    const { FileStoreId, FileUrl } = await ok("/chat/User/GetPreUploadUrl", { fileName: "later.png" });
    const pending = await ok("/chat/User/GetFile", { fileId: FileStoreId });
    expect(pending).toMatchObject({ Status: "pending", Url: null });
    expect((await fetch(FileUrl)).status).toBe(404);
    const refused = await upload(new TextEncoder().encode("<script>alert(1)</script>"), "x.png");
    expect(refused.status).toBe(415);
    expect(await ok("/chat/User/GetFile", { fileId: refused.id })).toMatchObject({ Status: "failed", Url: null, Failure: refused.body.Message });
  });
});

describe("ModelList for the dashboard", () => {
  it("says which models take images", async () => {
    const models = await ok<any[]>("/chat/Chatbot/ModelList");
    expect(models.find((m) => m.Key === "1")).toMatchObject({ Vision: false, Status: true });
    expect(models.find((m) => m.Key === "oc:fake-vision")).toMatchObject({ Vision: true, Status: true });
  });
});
