import { describe, expect, it } from "vitest";
import { defaultSettings } from "@/lib/chatbots/defaults";
import { SETTING_FIELDS } from "@/lib/chatbots/schema";
import { tinyPng } from "./bytes";
import { call, fixtures, newChatbot, newListing, ok, uploadOk } from "./helpers";

const get = (serialNumber: string) => ok("/chat/Chatbot/Get", { serialNumber });
const edit = (serialNumber: string, fields: object) => call("/chat/Chatbot/Edit", { serialNumber, ...fields });

describe("Chatbot/Add", () => {
  it("returns a 32 lower-case hex ID and gives every setting its documented default", async () => {
    const id = await newChatbot();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const bot = await get(id);
    expect(Object.keys(bot).sort()).toEqual([...SETTING_FIELDS, "serialNumber", "CreatedAt"].sort());
    expect(bot).toMatchObject({ ...defaultSettings("UTC"), serialNumber: id });
    expect(bot).toMatchObject({ MessageLimit: -1, RateLimitCount: 20, RateLimitTime: 240, ChatBubbleColor: "rgb(37,99,235)", TimeZone: "UTC", Model: "1" });
    expect(Date.now() - Date.parse(bot.CreatedAt)).toBeLessThan(60_000);
  });

  it("takes timeZone (canonicalised), type and Name", async () => {
    const id = await newChatbot(undefined, { timeZone: "america/new_york", type: 0, Name: "Harbor Homes" });
    expect(await get(id)).toMatchObject({ TimeZone: "America/New_York", Name: "Harbor Homes" });
  });

  it("refuses an unknown time zone, naming the field", async () => {
    const reply = await call("/chat/Chatbot/Add", { timeZone: "Mars/Olympus" });
    expect(reply.status).toBe(400);
    expect(reply.body.Message).toMatch(/^timeZone must be an IANA time zone name/);
  });
});

describe("Chatbot/Edit", () => {
  it("changes only the fields present and answers Data 1", async () => {
    const id = await newChatbot();
    const before = await get(id);
    const reply = await edit(id, { Name: "Renamed", Temperature: 70 });
    expect(reply.status).toBe(200);
    expect(reply.body.Data).toBe(1);
    const after = await get(id);
    expect(after).toEqual({ ...before, Name: "Renamed", Temperature: 70 });
  });

  it("stores every one of the 36 fields of the spec, and the booking link, and reads them back through Get", async () => {
    const id = await newChatbot();
    const [picture, icon] = [await uploadOk(tinyPng(), "face.png"), await uploadOk(tinyPng(), "icon.png")];
    const all = {
      Name: "Full",
      Model: "2",
      SystemMessage: "Be brief.",
      Temperature: 0,
      TimeZone: "Europe/Paris",
      AnswerSuffix: " — Casabot",
      ChatProfilePicture: picture,
      ChatIcon: icon,
      ChatBubbleAlign: 1,
      ChatBubbleColor: "rgb(1,2,3)",
      ChatbotPopupOnce: false,
      ChatbotPrivacyPolicyDescription: "We keep chats 30 days.",
      ChatbotPrivacyPolicyName: "Privacy",
      ChatbotPrivacyPolicyUrl: "https://ex.com/privacy",
      EnablePushToTalk: true,
      EnableUploadImage: true,
      FacebookUrl: "https://facebook.com/x",
      InstagramUrl: "https://instagram.com/x",
      RemoveChatLogOnBrowserClose: true,
      SuggestedMessage: "Homes?\nRentals?",
      TalkToHumanEmail: "agent@ex.com",
      TalkToHumanResponseMessage: "Hold on",
      UserInputPlaceholder: "Type…",
      UserMessageColor: "rgb(4,5,6)",
      WelcomeMessage: "Hello",
      WhatsappUrl: "https://wa.me/15551234567",
      VerifyDomain: true,
      Domains: "ex.com\n*.ex.org",
      RateLimitCount: 0,
      RateLimitMessage: "Slow down",
      RateLimitTime: 86400,
      CustomDomain: "chat.ex.com",
      EmailForDailyChatLogs: "logs@ex.com",
      EmailForDailyLeads: "leads@ex.com, boss@ex.com",
      AIResponseLanguage: "Spanish",
      MessageLimit: 1000,
      BookingUrl: "https://cal.com/ex/showing",
    };
    expect(Object.keys(all).sort()).toEqual([...SETTING_FIELDS].sort());
    expect((await edit(id, all)).status).toBe(200);
    expect(await get(id)).toMatchObject(all);
  });

  it("normalises what it accepts", async () => {
    const id = await newChatbot();
    const picture = await uploadOk(tinyPng(), "face.png");
    const reply = await edit(id, {
      ChatBubbleColor: "RGB( 10 , 20 ,30 )",
      TimeZone: "asia/tokyo",
      AIResponseLanguage: "fReNcH",
      Model: "GPT-4o-mini",
      Domains: "Example.com, *.agents.example.org\nhttps://shop.example.net:8443/path",
      TalkToHumanEmail: " a@ex.com ,b@ex.com ",
      CustomDomain: "https://Chat.Example.com",
      ChatProfilePicture: Number(picture),
      Temperature: "55",
      ChatbotPopupOnce: "false",
      EnablePushToTalk: 1,
    });
    expect(reply.status).toBe(200);
    expect(await get(id)).toMatchObject({
      ChatBubbleColor: "rgb(10,20,30)",
      TimeZone: "Asia/Tokyo",
      AIResponseLanguage: "French",
      Model: "3",
      Domains: "example.com\n*.agents.example.org\nshop.example.net:8443",
      TalkToHumanEmail: "a@ex.com, b@ex.com",
      CustomDomain: "chat.example.com",
      ChatProfilePicture: picture,
      Temperature: 55,
      ChatbotPopupOnce: false,
      EnablePushToTalk: true,
    });
  });

  it("accepts the empty values that mean 'none'", async () => {
    const id = await newChatbot();
    const empties = {
      AIResponseLanguage: "",
      FacebookUrl: "",
      TalkToHumanEmail: "",
      Domains: "",
      CustomDomain: "",
      ChatIcon: "",
      MessageLimit: -1,
      RateLimitCount: 0,
    };
    expect((await edit(id, empties)).status).toBe(200);
    expect(await get(id)).toMatchObject(empties);
  });

  it("takes hex colours as designers copy them, and stores the spec's rgb(r,g,b)", async () => {
    const id = await newChatbot();
    expect((await edit(id, { ChatBubbleColor: "#BF5700", UserMessageColor: "#fff" })).status).toBe(200);
    expect(await get(id)).toMatchObject({ ChatBubbleColor: "rgb(191,87,0)", UserMessageColor: "rgb(255,255,255)" });
    expect((await edit(id, { UserMessageColor: "1e3a8a" })).status).toBe(200);
    expect(await get(id)).toMatchObject({ UserMessageColor: "rgb(30,58,138)" });
  });

  const invalid: [string, unknown, string][] = [
    ["ChatBubbleColor", "#ff00", "ChatBubbleColor must be a colour: rgb(r,g,b) with each value from 0 to 255, or a hex colour such as #BF5700 or #fff"],
    ["ChatBubbleColor", "rgb(256,0,0)", "ChatBubbleColor must be a colour: rgb(r,g,b) with each value from 0 to 255, or a hex colour such as #BF5700 or #fff"],
    ["UserMessageColor", "rgb(1,2)", "UserMessageColor must be a colour: rgb(r,g,b) with each value from 0 to 255, or a hex colour such as #BF5700 or #fff"],
    ["Temperature", 101, "Temperature must be at most 100"],
    ["Temperature", -1, "Temperature must be at least 0"],
    ["Temperature", 0.5, "Temperature must be an integer"],
    ["Temperature", "hot", "Temperature must be a number"],
    ["ChatBubbleAlign", 2, "ChatBubbleAlign must be at most 1"],
    ["ChatBubbleAlign", -1, "ChatBubbleAlign must be at least 0"],
    ["ChatBubbleAlign", 0.5, "ChatBubbleAlign must be an integer"],
    ["TimeZone", "EST5EDT-ish", "TimeZone must be an IANA time zone name such as America/New_York"],
    ["TimeZone", "+05:00", "TimeZone must be an IANA time zone name such as America/New_York"],
    ["AIResponseLanguage", "Klingon", "AIResponseLanguage must be a language name such as English, Spanish or French, or empty"],
    ["Model", "gpt-99", "Model must be a model key or name from ModelList"],
    ["TalkToHumanEmail", "not-an-email", "TalkToHumanEmail must be an e-mail address or a comma-separated list of them"],
    ["EmailForDailyLeads", "a@ex.com, nope", "EmailForDailyLeads must be an e-mail address or a comma-separated list of them"],
    ["EmailForDailyChatLogs", 5, "EmailForDailyChatLogs must be a string"],
    ["FacebookUrl", "facebook.com/x", "FacebookUrl must be an http(s) URL or empty"],
    ["InstagramUrl", "ftp://instagram.com/x", "InstagramUrl must be an http(s) URL"],
    ["WhatsappUrl", "javascript:alert(1)", "WhatsappUrl must be an http(s) URL"],
    ["ChatbotPrivacyPolicyUrl", "https://", "ChatbotPrivacyPolicyUrl must be an http(s) URL"],
    ["Domains", "exa mple.com", "Domains must be host names separated by commas or new lines"],
    ["Domains", "*.*.example.com", "Domains must be host names separated by commas or new lines"],
    ["CustomDomain", "*.example.com", "CustomDomain must be a host name such as chat.example.com, or empty"],
    // Past the existing service's Int32.
    ["MessageLimit", 2_147_483_648, "MessageLimit must be at most 2147483647"],
    ["MessageLimit", -2_147_483_649, "MessageLimit must be at least -2147483648"],
    ["RateLimitCount", 2_147_483_648, "RateLimitCount must be at most 2147483647"],
    ["RateLimitTime", 2_147_483_648, "RateLimitTime must be at most 2147483647"],
    ["RateLimitTime", 0.5, "RateLimitTime must be an integer"],
    ["SystemMessage", "x".repeat(20_001), "SystemMessage must be at most 20000 characters long"],
    ["Name", "x".repeat(101), "Name must be at most 100 characters long"],
    ["ChatProfilePicture", "abc", "ChatProfilePicture must be a file ID (digits) or empty"],
    ["ChatIcon", -3, "ChatIcon must be a file ID (digits) or empty"],
    ["ChatbotPopupOnce", "maybe", "ChatbotPopupOnce must be true or false"],
    ["VerifyDomain", null, "VerifyDomain must be true or false"],
  ];

  for (const [field, value, message] of invalid) {
    it(`refuses ${field} = ${JSON.stringify(value).slice(0, 30)} and changes nothing`, async () => {
      const id = await newChatbot();
      const before = await get(id);
      const reply = await edit(id, { Name: "should not stick", [field]: value });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ Success: false, Code: 400, Data: null });
      expect(reply.body.Message.startsWith(message)).toBe(true);
      expect(await get(id)).toEqual(before);
    });
  }

  it("accepts SystemMessage of exactly 20,000 characters", async () => {
    const id = await newChatbot();
    expect((await edit(id, { SystemMessage: "y".repeat(20_000) })).status).toBe(200);
  });

  it("requires serialNumber, and answers 404 for a chatbot that does not exist", async () => {
    const missing = await call("/chat/Chatbot/Edit", { Name: "x" });
    expect(missing.status).toBe(400);
    expect(missing.body.Message).toBe("serialNumber is required");
    const unknown = await edit("0".repeat(32), { Name: "x" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.Message).toBe("Chatbot not found");
  });

  it("keeps concurrent edits of different settings", async () => {
    const id = await newChatbot();
    const changes = [
      { Name: "Concurrent" },
      { Temperature: 12 },
      { WelcomeMessage: "Hey" },
      { RateLimitCount: 7 },
      { AnswerSuffix: "!" },
      { MessageLimit: 99 },
      { SystemMessage: "Be brief." },
      { TimeZone: "Europe/Paris" },
      { ChatBubbleAlign: 1 },
      { ChatBubbleColor: "rgb(1,2,3)" },
      { UserMessageColor: "rgb(4,5,6)" },
      { ChatbotPopupOnce: false },
      { EnablePushToTalk: true },
      { EnableUploadImage: true },
      { FacebookUrl: "https://facebook.com/x" },
      { InstagramUrl: "https://instagram.com/x" },
      { WhatsappUrl: "https://wa.me/1" },
      { SuggestedMessage: "One\nTwo" },
      { UserInputPlaceholder: "Type…" },
      { TalkToHumanEmail: "agent@example.com" },
      { RateLimitTime: 99 },
      { RateLimitMessage: "Wait" },
      { VerifyDomain: true },
      { Domains: "a.example" },
      { CustomDomain: "chat.a.example" },
      { AIResponseLanguage: "Spanish" },
      { RemoveChatLogOnBrowserClose: true },
      { TalkToHumanResponseMessage: "Soon" },
    ];
    const replies = await Promise.all(changes.map((change) => edit(id, change)));
    expect(replies.map((reply) => reply.status)).toEqual(changes.map(() => 200));
    expect(await get(id)).toMatchObject(Object.assign({}, ...changes));
  });
});

describe("Chatbot/Get, List, Remove, ModelList", () => {
  it("Get requires serialNumber", async () => {
    const reply = await call("/chat/Chatbot/Get", {});
    expect(reply.status).toBe(400);
    expect(reply.body.Message).toBe("serialNumber is required");
  });

  it("List gives the workspace's chatbots, newest first, with listing counts", async () => {
    const c = { apiKey: fixtures.c.apiKey };
    const first = await newChatbot(c, { Name: "First" });
    const second = await newChatbot(c, { Name: "Second" });
    await newListing(second, {}, c);
    await newListing(second, {}, c);
    const bots = await ok<any[]>("/chat/Chatbot/List", {}, c);
    expect(bots.map((bot) => [bot.serialNumber, bot.Name, bot.ListingCount])).toEqual([
      [second, "Second", 2],
      [first, "First", 0],
    ]);
    expect(Object.keys(bots[0]).sort()).toEqual(["CreatedAt", "ListingCount", "MessagesThisMonth", "Name", "serialNumber"]);
    const viaGet = await call("/chat/Chatbot/List", {}, c, { method: "GET" });
    expect(viaGet.body.Data).toEqual(bots);
  });

  it("Remove deletes the chatbot and every listing it holds", async () => {
    const id = await newChatbot();
    await newListing(id);
    await newListing(id);
    const reply = await call("/chat/Chatbot/Remove", { serialNumber: id });
    expect(reply.status).toBe(200);
    expect(reply.body.Data).toBeNull();
    expect((await call("/chat/Chatbot/Get", { serialNumber: id })).status).toBe(404);
    expect((await call("/chat/Chatbot/RealEstateList", { SerialNumber: id })).status).toBe(404);
    expect((await call("/chat/Chatbot/Remove", { serialNumber: id })).status).toBe(404);
    // No listing row outlives its chatbot; the test can read the rows where the database
    // admits a second connection beside the server (PostgreSQL).
    if (fixtures.database === "postgres") {
      const postgres = (await import("postgres")).default;
      const sql = postgres(fixtures.databaseUrl!, { max: 1 });
      const [row] = await sql`select count(*)::int as n from listings where chatbot_id = ${id}`;
      await sql.end();
      expect(row!.n).toBe(0);
    }
  });

  it("ModelList answers GET and POST with the concierge available and the compatibility keys", async () => {
    for (const method of ["GET", "POST"]) {
      const reply = await call("/chat/Chatbot/ModelList", {}, undefined, { method });
      expect(reply.status).toBe(200);
      expect(reply.body.Data).toEqual(
        expect.arrayContaining([
          { Key: "1", Value: "casabot-concierge", Status: true, Vision: false },
          { Key: "2", Value: "gpt-4o", Status: false, Vision: true },
          { Key: "3", Value: "gpt-4o-mini", Status: false, Vision: true },
          { Key: "22", Value: "claude-3.5-sonnet", Status: false, Vision: true },
          { Key: "23", Value: "claude-3.5-haiku", Status: false, Vision: false },
        ]),
      );
    }
  });
});
