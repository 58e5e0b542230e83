import { describe, expect, it } from "vitest";
import { baseUrl, call, fixtures, newChatbot } from "./helpers";

const apiKey = { apiKey: fixtures.a.apiKey };

function expectEnvelope(body: any, code: number) {
  expect(Object.keys(body).sort()).toEqual(["Code", "Data", "Message", "Success", "Version"]);
  expect(body.Version).toBe("1.0.0");
  expect(body.Code).toBe(code);
  expect(body.Success).toBe(code === 200);
  if (code === 200) expect(body.Message).toBe("");
  else expect(body.Message).not.toBe("");
}

describe("envelope", () => {
  it("wraps success with Code 200, Success true and an empty Message", async () => {
    const reply = await call("/chat/Chatbot/ModelList", {}, apiKey);
    expect(reply.status).toBe(200);
    expectEnvelope(reply.body, 200);
    expect(reply.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers an unknown path under /chat with a 404 envelope", async () => {
    for (const path of ["/chat/Chatbot/DoesNotExist", "/chat/nothing", "/chat/a/b/c/d"]) {
      const reply = await call(path, {}, apiKey);
      expect(reply.status).toBe(404);
      expectEnvelope(reply.body, 404);
      expect(reply.body.Data).toBeNull();
    }
  });

  it("answers a wrong method with a 405 envelope and an Allow header", async () => {
    for (const method of ["GET", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const reply = await call("/chat/Chatbot/Edit", {}, apiKey, { method });
      expect(reply.status).toBe(405);
      expectEnvelope(reply.body, 405);
      expect(reply.headers.get("allow")).toBe("POST");
    }
  });

  it("matches paths without regard to case", async () => {
    const id = await newChatbot();
    for (const path of ["/chat/chatbot/get", "/CHAT/CHATBOT/GET", "/chat/ChatBot/gEt"]) {
      const reply = await call(path, { serialNumber: id }, apiKey);
      expect(reply.status, path).toBe(200);
      expect(reply.body.Data.serialNumber).toBe(id);
    }
  });

  it("parses the body as JSON whatever the Content-Type says, or with none", async () => {
    const id = await newChatbot();
    for (const contentType of [undefined, "text/plain", "application/x-www-form-urlencoded"]) {
      const response = await fetch(`${baseUrl}/chat/Chatbot/Get`, {
        method: "POST",
        headers: { Authorization: fixtures.a.apiKey, ...(contentType ? { "content-type": contentType } : {}) },
        body: JSON.stringify({ serialNumber: id }),
      });
      expect(response.status).toBe(200);
      expect((await response.json()).Data.serialNumber).toBe(id);
    }
  });

  it("refuses a body that is not JSON, or not an object, with 400", async () => {
    const cases: [string, string][] = [
      ["{not json", "Request body is not valid JSON"],
      ["[1,2]", "Request body must be a JSON object"],
      ['"text"', "Request body must be a JSON object"],
      ["null", "Request body must be a JSON object"],
      ["42", "Request body must be a JSON object"],
    ];
    for (const [raw, message] of cases) {
      const reply = await call("/chat/Chatbot/Add", {}, apiKey, { raw });
      expect(reply.status, raw).toBe(400);
      expectEnvelope(reply.body, 400);
      expect(reply.body.Message).toBe(message);
    }
  });

  it("refuses invalid UTF-8 with 400", async () => {
    const response = await fetch(`${baseUrl}/chat/Chatbot/Add`, {
      method: "POST",
      headers: { Authorization: fixtures.a.apiKey },
      body: new Uint8Array([0x7b, 0x22, 0x4e, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).Message).toBe("Request body is not valid UTF-8");
  });

  it("refuses a body over 1 MB with 413, declared or streamed", async () => {
    const big = `{"Name":"${"x".repeat(1024 * 1024)}"}`;
    const declared = await call("/chat/Chatbot/Add", {}, apiKey, { raw: big });
    expect(declared.status).toBe(413);
    expectEnvelope(declared.body, 413);

    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        const piece = new TextEncoder().encode("x".repeat(64 * 1024));
        controller.enqueue(new TextEncoder().encode('{"Name":"'));
        for (let i = 0; i < 20; i++) controller.enqueue(piece);
        controller.enqueue(new TextEncoder().encode('"}'));
        controller.close();
      },
    });
    const response = await fetch(`${baseUrl}/chat/Chatbot/Add`, {
      method: "POST",
      headers: { Authorization: fixtures.a.apiKey },
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).Code).toBe(413);
  });

  it("treats an empty body as {} and ignores unknown fields", async () => {
    const empty = await call("/chat/Chatbot/List", {}, apiKey, { raw: "" });
    expect(empty.status).toBe(200);
    const id = await newChatbot(apiKey, { Name: "Extra fields", Unknown: 1, nested: { a: [1] } });
    const bot = await call("/chat/Chatbot/Get", { serialNumber: id, whatever: true }, apiKey);
    expect(bot.body.Data.Name).toBe("Extra fields");
    expect(bot.body.Data).not.toHaveProperty("Unknown");
  });

  it("refuses text holding the NUL character, which PostgreSQL text cannot store, naming the field", async () => {
    const id = await newChatbot();
    const cases: [string, object, string][] = [
      ["/chat/Chatbot/Edit", { serialNumber: id, Name: "a\u0000b" }, "Name must not contain the NUL character (\\u0000)"],
      ["/chat/Chatbot/RealEstateList", { SerialNumber: id, CityName: "\u0000" }, "CityName must not contain the NUL character (\\u0000)"],
      [
        "/chat/Chatbot/RealEstateCreate",
        { SerialNumber: id, ExtensionColumn: [{ Key: "k", value: "\u0000" }] },
        "ExtensionColumn[0].value must not contain the NUL character (\\u0000)",
      ],
      [
        "/chat/Chatbot/RealEstateDelete",
        { SerialNumber: id, KeyType: "MLSNumber", Keys: ["ok", "x\u0000"] },
        "Keys[1] must not contain the NUL character (\\u0000)",
      ],
    ];
    for (const [path, body, message] of cases) {
      const reply = await call(path, body, apiKey);
      expect(reply.status, path).toBe(400);
      expect(reply.body.Message).toBe(message);
    }
    expect((await call("/chat/Chatbot/Get", { serialNumber: id }, apiKey)).body.Data.Name).toBe("My Chatbot");
  });

  it("refuses text holding a lone UTF-16 surrogate, which could not be stored verbatim, naming the field", async () => {
    const id = await newChatbot();
    const { SessionID } = (await call("/chat/Chatbot/GetSession", { serialNumber: id }, apiKey)).body.Data;
    // JSON.stringify writes a lone surrogate as the escape "\ud800", which JSON.parse turns back into one.
    const lone = " (\\ud800-\\udfff without its pair)";
    const cases: [string, object, string][] = [
      ["/chat/Chatbot/Edit", { serialNumber: id, Name: "Harbor \ud800 Homes" }, `Name must not contain a lone UTF-16 surrogate${lone}`],
      ["/chat/Chat/ClientAsk", { sessionID: SessionID, content: "hi \udc00" }, `content must not contain a lone UTF-16 surrogate${lone}`],
      [
        "/chat/Chatbot/RealEstateCreate",
        { SerialNumber: id, ExtensionColumn: [{ Key: "k", value: "\udbff!" }] },
        `ExtensionColumn[0].value must not contain a lone UTF-16 surrogate${lone}`,
      ],
      [
        "/chat/Chatbot/RealEstateDelete",
        { SerialNumber: id, KeyType: "MLSNumber", Keys: ["ok", "\ude00\ud83d"] },
        `Keys[1] must not contain a lone UTF-16 surrogate${lone}`,
      ],
      ["/chat/User/GetPreUploadUrl", { fileName: "house\ud83d.png" }, `fileName must not contain a lone UTF-16 surrogate${lone}`],
      ["/chat/Chatbot/Edit", { serialNumber: id, "Na\ud800me": "x" }, `Request body has a field name with a lone UTF-16 surrogate${lone}`],
    ];
    for (const [path, body, message] of cases) {
      const reply = await call(path, body, apiKey);
      expect({ path, status: reply.status, message: reply.body.Message }).toEqual({ path, status: 400, message });
      expectEnvelope(reply.body, 400);
    }
    const widget = await fetch(`${baseUrl}/chat/Widget/Session?serialNumber=${id}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://homes.example.com" },
      body: JSON.stringify({ Token: "\udfff" }),
    });
    expect(widget.status).toBe(400);
    expect((await widget.json()).Message).toBe(`Token must not contain a lone UTF-16 surrogate${lone}`);
    // Nothing was half-written, and a surrogate pair (one emoji) is still text like any other.
    expect((await call("/chat/Chatbot/Get", { serialNumber: id }, apiKey)).body.Data.Name).toBe("My Chatbot");
    expect((await call("/chat/Chatbot/ChatContentHistory", { SerialNumber: id }, apiKey)).body.Data).toEqual([]);
    expect((await call("/chat/Chatbot/Edit", { serialNumber: id, Name: "Harbor \ud83c\udfe0 Homes" }, apiKey)).status).toBe(200);
    expect((await call("/chat/Chatbot/Get", { serialNumber: id }, apiKey)).body.Data.Name).toBe("Harbor 🏠 Homes");
  });

  it("refuses a body nested deeper than any request goes, without walking it", async () => {
    // Found by the fuzzer: 100,000 nested objects overflowed the stack of the NUL check (a 500).
    for (const raw of [`{"Name":${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}}`, `{"Keys":${"[".repeat(50_000)}${"]".repeat(50_000)}}`]) {
      const reply = await call("/chat/Chatbot/List", {}, apiKey, { raw });
      expect(reply.status).toBe(400);
      expect(reply.body.Message).toBe("Request body is nested more than 32 levels deep");
    }
  });

  it("names every offending field in one 400 message", async () => {
    const id = await newChatbot();
    const reply = await call("/chat/Chatbot/Edit", { serialNumber: id, Temperature: 101, ChatBubbleAlign: 2, Name: 5 }, apiKey);
    expect(reply.status).toBe(400);
    expect(reply.body.Message).toContain("Temperature must be at most 100");
    expect(reply.body.Message).toContain("ChatBubbleAlign must be at most 1");
    expect(reply.body.Message).toContain("Name must be a string");
    expect(reply.body.Message).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
  });
});

describe("unknown paths in any spelling", () => {
  it("answers /chat, /CHAT/x and /Chat/Chatbot/Nope with a 404 envelope", async () => {
    for (const path of ["/chat", "/CHAT/x", "/Chat/Chatbot/Nope", "/chat/"]) {
      const reply = await call(path, {}, { apiKey: fixtures.a.apiKey });
      expect(reply.status, path).toBe(404);
      expect(reply.body.Code).toBe(404);
    }
  });
});
