import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { CHAT_ROUTES } from "@/lib/api/chat-paths.mjs";
import { loadChatRoutes } from "../../scripts/chat-routes.mjs";
import { listingInput } from "../api/helpers";
import { createFixtures, type Fixtures } from "../setup/fixtures";
import { startServer } from "../setup/server";
import { migratedDataDir } from "@/tests/setup/databases";

// scripts/server.mjs answers /chat endpoints by calling their route handlers itself
// (scripts/chat-routes.mjs). The same calls through Next's router (CHAT_FAST_PATH=0) must give the
// same answers: status, the headers a client reads, and the body.

let dataDir: string;
let fixtures: Fixtures;
let bot: string;

beforeAll(async () => {
  dataDir = await migratedDataDir("chat-routes");
  const handle = await openDatabase({ dataDir, poolMax: 1 });
  fixtures = await createFixtures(handle.db, "pglite");
  await handle.close();
  // Listings enough for a list reply over 1 KB, which is compressed when the client asks.
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "0" });
  const post = (route: string, body: unknown) =>
    fetch(`${server.baseUrl}${route}`, { method: "POST", headers: { authorization: fixtures.a.apiKey }, body: JSON.stringify(body) }).then((response) =>
      response.json(),
    );
  bot = (await post("/chat/Chatbot/Add", { Name: "Routes", Domain: "homes.example.com" })).Data;
  for (let i = 0; i < 12; i++) {
    const created = await post(
      "/chat/Chatbot/RealEstateCreate",
      listingInput(bot, { MLSNumber: `RT-${i}`, Description: `A quiet house number ${i} with a long garden and a view over the river.` }),
    );
    expect(created, JSON.stringify(created)).toMatchObject({ Success: true });
  }
  await server.stop();
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Content-Encoding is compared apart: Next gzips even a 100-byte envelope, the fast path (like
// Next's own compression when it knows the length) only bodies of 1 KB and more.
const COMPARED_HEADERS = [
  "content-type",
  "x-content-type-options",
  "referrer-policy",
  "allow",
  "cache-control",
  "access-control-allow-origin",
  "access-control-allow-methods",
  "access-control-allow-headers",
];

/** The same calls, read-only, so that both servers see the same data. */
function calls(): { name: string; path: string; init: RequestInit }[] {
  const key = { authorization: fixtures.a.apiKey };
  return [
    { name: "no credential", path: "/chat/Chatbot/ModelList", init: { method: "POST", body: "{}" } },
    { name: "a list", path: "/chat/Chatbot/List", init: { method: "POST", headers: key, body: "{}" } },
    {
      name: "another spelling, compressed",
      path: "/chat/chatbot/REALESTATELIST",
      init: { method: "POST", headers: { ...key, "accept-encoding": "gzip" }, body: JSON.stringify({ SerialNumber: bot, PageSize: 10 }) },
    },
    {
      name: "uncompressed",
      path: "/chat/Chatbot/RealEstateList",
      init: { method: "POST", headers: { ...key, "accept-encoding": "identity" }, body: JSON.stringify({ SerialNumber: bot, CityName: "austin" }) },
    },
    { name: "broken JSON", path: "/chat/Chatbot/Get", init: { method: "POST", headers: key, body: '{"serialNumber": ' } },
    {
      name: "a wrong field",
      path: "/chat/Chatbot/RealEstateList",
      init: { method: "POST", headers: key, body: JSON.stringify({ SerialNumber: bot, PageSize: "many" }) },
    },
    {
      name: "another workspace's chatbot",
      path: "/chat/Chatbot/Get",
      init: { method: "POST", headers: { authorization: fixtures.b.apiKey }, body: JSON.stringify({ serialNumber: bot }) },
    },
    { name: "a method not allowed", path: "/chat/Chatbot/List", init: { method: "PUT", headers: key, body: "{}" } },
    { name: "a GET without a body", path: "/chat/Chatbot/ModelList", init: { method: "GET", headers: key } },
    {
      name: "a widget preflight",
      path: `/chat/Widget/Config?serialNumber=${bot}`,
      init: {
        method: "OPTIONS",
        headers: { origin: "https://homes.example.com", "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
      },
    },
    {
      name: "the widget's config",
      path: `/chat/Widget/Config?serialNumber=${bot}`,
      init: { method: "POST", headers: { origin: "https://homes.example.com" }, body: "{}" },
    },
    { name: "no such endpoint", path: "/chat/Chatbot/Nothing", init: { method: "POST", headers: key, body: "{}" } },
    {
      name: "a trailing slash",
      path: "/chat/Chatbot/RealEstateList/",
      init: { method: "POST", headers: { ...key, "accept-encoding": "identity" }, body: JSON.stringify({ serialNumber: bot, pageSize: 2 }) },
    },
    {
      name: "a trailing slash, another spelling",
      path: "/chat/chatbot/GET/",
      init: { method: "POST", headers: key, body: JSON.stringify({ SerialNumber: bot }) },
    },
    { name: "no such endpoint, with a slash", path: "/chat/Chatbot/Nothing/", init: { method: "POST", headers: key, body: "{}" } },
  ];
}

async function answers(env: Record<string, string>) {
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "0", ...env });
  try {
    const result: Record<string, { status: number; gzip: boolean; headers: Record<string, string | null>; body: string }> = {};
    for (const call of calls()) {
      const response = await fetch(`${server.baseUrl}${call.path}`, call.init);
      result[call.name] = {
        status: response.status,
        gzip: response.headers.get("content-encoding") === "gzip",
        headers: Object.fromEntries(COMPARED_HEADERS.map((name) => [name, response.headers.get(name)])),
        body: await response.text(),
      };
    }
    return result;
  } finally {
    await server.stop();
  }
}

describe("the /chat fast path", () => {
  it("knows every endpoint from the build, whatever its spelling", () => {
    const routes = loadChatRoutes(".next", 3000);
    expect(routes.size).toBe(CHAT_ROUTES.length);
    for (const route of CHAT_ROUTES) {
      expect(routes.match(route, "POST"), route).toMatch(/route\.js$/);
      expect(routes.match(route.toUpperCase(), "POST"), route).toBe(routes.match(route, "POST"));
    }
    expect(routes.match("/chat/Chatbot/List", "HEAD")).toBeUndefined();
    expect(routes.match("/chat/Chatbot/List/", "POST")).toBe(routes.match("/chat/Chatbot/List", "POST"));
    expect(routes.match("/chat/chatbot/list///", "POST")).toBe(routes.match("/chat/Chatbot/List", "POST"));
    expect(routes.match("/chat/Nope/Nothing", "POST")).toBeUndefined();
  });

  it("answers as Next's router does: status, headers and body", async () => {
    const fast = await answers({});
    const next = await answers({ CHAT_FAST_PATH: "0" });
    expect(Object.keys(fast)).toHaveLength(calls().length);
    for (const name of Object.keys(next)) {
      const { gzip, ...answer } = fast[name]!;
      const { gzip: nextGzip, ...nextAnswer } = next[name]!;
      expect(answer, name).toEqual(nextAnswer);
      if (answer.body.length >= 1024) expect([gzip, nextGzip], name).toEqual([nextGzip, nextGzip]);
      // An unknown path is Next's in both modes (the catch-all's 404 envelope).
      else expect(gzip, name).toBe(name.startsWith("no such endpoint"));
    }
    // The calls meant something: a compressed list of listings, a refusal, a preflight.
    expect(fast["another spelling, compressed"]).toMatchObject({ status: 200, gzip: true });
    expect(fast.uncompressed).toMatchObject({ status: 200, gzip: false });
    expect(JSON.parse(fast["another spelling, compressed"]!.body).Data).toMatchObject({ List: expect.any(Array), VirtualCount: 12 });
    expect(JSON.parse(fast["another spelling, compressed"]!.body).Data.List).toHaveLength(10);
    expect(fast["no credential"]!.status).toBe(401);
    // A trailing slash is answered as without it, never with a redirect; property names in any case.
    expect(JSON.parse(fast["a trailing slash"]!.body).Data.List).toHaveLength(2);
    expect(JSON.parse(fast["a trailing slash, another spelling"]!.body).Data.serialNumber).toBe(bot);
    expect(fast["no such endpoint, with a slash"]!.status).toBe(404);
    expect(fast["a method not allowed"]).toMatchObject({ status: 405, headers: { allow: "GET, POST" } });
    expect(fast["a widget preflight"]!.headers["access-control-allow-origin"]).toBe("https://homes.example.com");
  });
});
