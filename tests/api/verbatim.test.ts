import { describe, expect, it } from "vitest";
import { call, listAll, newChatbot, newListing, ok } from "./helpers";

/**
 * Text that a careless layer would run: SQL, markup, template and format syntax. Each
 * must be stored and given back byte for byte, and do nothing on the way.
 */
const HOSTILE = {
  sql: "x'); DROP TABLE listings; --",
  sqlOr: "' OR '1'='1",
  script: "<script>window.__pwned=1</script>",
  image: '<img src=x onerror="window.__pwned=2">',
  templates: "{{7*7}} ${7*7} <%= 7*7 %> #{7*7} {% print(7*7) %} [[7*7]]",
  format: "%s %d %n $1 $& \\u0041 \\x41",
  like: "50% off_ _%",
  unicode: "🏠 e\u0301 \u202eevil\u202c \u200b \ufeff",
} as const;

const sqlText = HOSTILE.sql;

describe("text that looks like code is stored and returned verbatim", () => {
  it("in every free-text field of a listing, and a filter on it matches it literally", async () => {
    const bot = await newChatbot();
    const fields = {
      Description: Object.values(HOSTILE).join("\n"),
      Address: HOSTILE.script,
      Location: HOSTILE.templates,
      City: sqlText,
      State: HOSTILE.image,
      ZIP: "%_'\"",
      PropertyType: HOSTILE.format,
      MLSNumber: `${HOSTILE.sqlOr}-${Date.now()}`,
      ExtensionColumn: [{ Key: HOSTILE.templates, value: HOSTILE.script }],
    };
    const { id } = await newListing(bot, fields);
    // A neighbour that a wildcard or an injected OR would drag into the results.
    await newListing(bot, { City: "Austin" });

    const stored = await ok("/chat/Chatbot/RealEstateGet", { SerialNumber: bot, Key: id, KeyType: "PlatformId" });
    for (const [field, value] of Object.entries(fields)) {
      if (field === "ExtensionColumn") expect(stored.ExtensionColumn).toEqual(value);
      else expect(stored[field], field).toBe(value);
    }

    const byCity = await listAll(bot, { CityName: sqlText });
    expect(byCity.List.map((listing) => String(listing.ID))).toEqual([id]);
    const byMls = await listAll(bot, { MLSNumber: fields.MLSNumber });
    expect(byMls.List.map((listing) => String(listing.ID))).toEqual([id]);
    // Wildcards in a filter are characters, not patterns.
    expect((await listAll(bot, { CityName: "%" })).VirtualCount).toBe(0);
    expect((await listAll(bot, { MLSNumber: "%" })).VirtualCount).toBe(0);
    expect((await listAll(bot, { CityName: HOSTILE.sqlOr })).VirtualCount).toBe(0);
    // And the table the SQL names is still there, with both listings in it.
    expect((await listAll(bot)).VirtualCount).toBe(2);
  });

  it("in a chatbot's settings", async () => {
    const bot = await newChatbot();
    const settings = {
      Name: HOSTILE.script,
      WelcomeMessage: HOSTILE.templates,
      SystemMessage: Object.values(HOSTILE).join("\n"),
      SuggestedMessage: `${HOSTILE.image}\n${HOSTILE.sql}`,
      AnswerSuffix: HOSTILE.format,
      UserInputPlaceholder: HOSTILE.unicode,
      RateLimitMessage: HOSTILE.like,
    };
    await ok("/chat/Chatbot/Edit", { serialNumber: bot, ...settings });
    const stored = await ok("/chat/Chatbot/Get", { serialNumber: bot });
    for (const [field, value] of Object.entries(settings)) expect(stored[field], field).toBe(value);
  });

  it("in a visitor's questions, as the conversation log gives them back", async () => {
    const bot = await newChatbot();
    await newListing(bot, { City: "Austin" });
    const { SessionID } = await ok<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: bot });
    const questions = [HOSTILE.sql, HOSTILE.script, HOSTILE.templates, HOSTILE.unicode];
    for (const content of questions) {
      const reply = await call("/chat/Chat/ClientAsk", { sessionID: SessionID, content });
      expect(reply.status, content).toBe(200);
      // The concierge's answer does not evaluate the template either ({{7*7}} is never 49; the
      // listing's MLS number, "MLS-…-49" when it is the run's 49th, is no evaluation).
      expect(JSON.stringify(reply.body.Data)).not.toMatch(/(?<![\w-])49(?![\w-])/);
    }
    const conversation = await ok("/chat/Chatbot/SessionMessages", { serialNumber: bot, sessionID: SessionID });
    const asked = conversation.Messages.filter((message: { Type: string }) => message.Type === "Question").map(
      (message: { Content: string }) => message.Content,
    );
    expect(asked).toEqual(questions);
  });
});
