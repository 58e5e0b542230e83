import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { type Credential, call, fixtures, listAll, listingInput, newChatbot, newListing, ok } from "./helpers";

const { a, b } = fixtures;

type Auth = "apiKey" | "apiKeyOrSessionKey";
interface EndpointCase {
  path: string;
  auth: Auth;
  /** Whether the endpoint acts on one chatbot named in the body. */
  scoped: boolean;
  body: () => object;
}

let chatbotId: string;
let listing: { id: string; input: ReturnType<typeof listingInput> };

const endpoints: EndpointCase[] = [
  { path: "/chat/Chatbot/Add", auth: "apiKey", scoped: false, body: () => ({ Name: "intruder" }) },
  { path: "/chat/Chatbot/List", auth: "apiKey", scoped: false, body: () => ({}) },
  { path: "/chat/Chatbot/ModelList", auth: "apiKey", scoped: false, body: () => ({}) },
  { path: "/chat/Chatbot/Edit", auth: "apiKey", scoped: true, body: () => ({ serialNumber: chatbotId, Name: "hijacked" }) },
  { path: "/chat/Chatbot/Get", auth: "apiKey", scoped: true, body: () => ({ serialNumber: chatbotId }) },
  { path: "/chat/Chatbot/Remove", auth: "apiKey", scoped: true, body: () => ({ serialNumber: chatbotId }) },
  { path: "/chat/Chatbot/RealEstateCreate", auth: "apiKeyOrSessionKey", scoped: true, body: () => listingInput(chatbotId) },
  {
    path: "/chat/Chatbot/RealEstateUpdate",
    auth: "apiKeyOrSessionKey",
    scoped: true,
    body: () => ({ SerialNumber: chatbotId, Key: listing.id, KeyType: "PlatformId", Description: "hijacked" }),
  },
  { path: "/chat/Chatbot/RealEstateList", auth: "apiKeyOrSessionKey", scoped: true, body: () => ({ SerialNumber: chatbotId }) },
  {
    path: "/chat/Chatbot/RealEstateGet",
    auth: "apiKeyOrSessionKey",
    scoped: true,
    body: () => ({ SerialNumber: chatbotId, Key: listing.id, KeyType: "PlatformId" }),
  },
  { path: "/chat/Chatbot/SessionList", auth: "apiKey", scoped: true, body: () => ({ serialNumber: chatbotId }) },
  {
    path: "/chat/Chatbot/RealEstateDelete",
    auth: "apiKeyOrSessionKey",
    scoped: true,
    body: () => ({ SerialNumber: chatbotId, Keys: [listing.id], KeyType: "PlatformId" }),
  },
];

beforeAll(async () => {
  chatbotId = await newChatbot({ apiKey: a.apiKey }, { Name: "Guarded" });
  listing = await newListing(chatbotId, { Description: "original" });
});

async function expectUntouched() {
  const bot = await ok("/chat/Chatbot/Get", { serialNumber: chatbotId });
  expect(bot.Name).toBe("Guarded");
  const { List, VirtualCount } = await listAll(chatbotId);
  expect(VirtualCount).toBe(1);
  expect(List[0].ID).toBe(Number(listing.id));
  expect(List[0].Description).toBe("original");
}

describe("credentials", () => {
  const refused: [string, (auth: Auth) => Credential, number][] = [
    ["no credential", () => null, 401],
    ["a malformed Authorization", () => ({ apiKey: "not-a-key" }), 401],
    ["a well-formed but unknown key", () => ({ apiKey: `cbk_${"0".repeat(16)}_${"0".repeat(48)}` }), 401],
    ["a revoked API key", () => ({ apiKey: a.revokedApiKey }), 401],
    ["an empty Bearer", () => ({ headers: { Authorization: "Bearer " } }), 401],
    ["a rotated-away session key", () => ({ sessionKey: a.oldSessionKey }), 401],
    ["a malformed session key", () => ({ sessionKey: "cbs_nope" }), 401],
    ["the session key where only the API key is taken", (auth) => (auth === "apiKey" ? { sessionKey: a.sessionKey } : { sessionKey: "x" }), 401],
    ["the API key in the session-key header", () => ({ sessionKey: a.apiKey }), 401],
  ];

  for (const endpoint of endpoints) {
    describe(endpoint.path, () => {
      for (const [label, credential, status] of refused) {
        it(`refuses ${label} with ${status}`, async () => {
          const reply = await call(endpoint.path, endpoint.body(), credential(endpoint.auth));
          expect(reply.status).toBe(status);
          expect(reply.body).toMatchObject({ Success: false, Code: status, Data: null });
          expect(reply.body.Message).not.toContain(a.apiKey);
          await expectUntouched();
        });
      }

      if (endpoint.scoped) {
        for (const [label, credential] of [
          ["another workspace's API key", { apiKey: b.apiKey }],
          ["another workspace's session key", { sessionKey: b.sessionKey }],
        ] as const) {
          if (endpoint.auth === "apiKey" && "sessionKey" in credential) continue;
          it(`answers ${label} as if the chatbot did not exist`, async () => {
            const reply = await call(endpoint.path, endpoint.body(), credential);
            expect(reply.status).toBe(404);
            const missing = await call(endpoint.path, { ...endpoint.body(), serialNumber: "f".repeat(32), SerialNumber: "f".repeat(32) }, credential);
            expect(missing.status).toBe(404);
            expect(reply.body.Message).toBe(missing.body.Message);
            await expectUntouched();
          });
        }
      }
    });
  }

  it("accepts the API key raw, as Bearer, and in any case of Bearer", async () => {
    for (const header of [a.apiKey, `Bearer ${a.apiKey}`, `bearer ${a.apiKey}`, `  Bearer   ${a.apiKey} `]) {
      const reply = await call("/chat/Chatbot/Get", { serialNumber: chatbotId }, { headers: { Authorization: header } });
      expect(reply.status, header).toBe(200);
    }
  });

  it("accepts every live API key of the workspace", async () => {
    const reply = await call("/chat/Chatbot/Get", { serialNumber: chatbotId }, { apiKey: a.secondApiKey });
    expect(reply.status).toBe(200);
  });

  it("accepts the session key on RealEstateList, Create, Update and Delete", async () => {
    const session = { sessionKey: a.sessionKey };
    const created = await call("/chat/Chatbot/RealEstateCreate", listingInput(chatbotId, { Description: "via session key" }), session);
    expect(created.status).toBe(200);
    const updated = await call("/chat/Chatbot/RealEstateUpdate", { SerialNumber: chatbotId, Key: created.body.Data, KeyType: "NewOaks", Bedrooms: 4 }, session);
    expect(updated.body.Data).toBe(1);
    const listed = await call("/chat/Chatbot/RealEstateList", { SerialNumber: chatbotId }, session);
    expect(listed.body.Data.VirtualCount).toBe(2);
    const deleted = await call("/chat/Chatbot/RealEstateDelete", { SerialNumber: chatbotId, Keys: [created.body.Data], KeyType: "NewOaks" }, session);
    expect(deleted.body.Data).toEqual({ SuccessCount: 1 });
    await expectUntouched();
  });

  it("lists only the caller's own chatbots", async () => {
    const ofB = await ok<any[]>("/chat/Chatbot/List", {}, { apiKey: b.apiKey });
    expect(ofB.map((bot) => bot.serialNumber)).not.toContain(chatbotId);
  });

  // The CLI can share the database with a running server only on PostgreSQL (PGlite is
  // one process's database), so this case exists in the PostgreSQL run alone.
  if (fixtures.database === "postgres")
    describe("while the server runs, through the CLI", () => {
      const cli = async (...args: string[]) => {
        const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "cli/index.ts", ...args, "--json"], {
          env: { ...process.env, DATABASE_URL: fixtures.databaseUrl },
        });
        return JSON.parse(stdout.trim().split("\n").at(-1)!);
      };

      it("a revoked key fails at once, and a rotated session key replaces the old one at once", async () => {
        const tenant = await cli("workspace", "create", "--name", "Live tenant");
        const { apiKey } = await cli("key", "create", "--workspace", tenant.workspaceId);
        const bot = await newChatbot({ apiKey });
        expect((await call("/chat/Chatbot/Get", { serialNumber: bot }, { apiKey })).status).toBe(200);
        await cli("key", "revoke", "--key", apiKey);
        expect((await call("/chat/Chatbot/Get", { serialNumber: bot }, { apiKey })).status).toBe(401);
        expect((await call("/chat/Chatbot/Get", { serialNumber: bot }, { apiKey: tenant.apiKey })).status).toBe(200);

        const list = (sessionKey: string) => call("/chat/Chatbot/RealEstateList", { SerialNumber: bot }, { sessionKey });
        expect((await list(tenant.sessionKey)).status).toBe(200);
        const { sessionKey } = await cli("sessionkey", "rotate", "--workspace", tenant.workspaceId);
        expect((await list(tenant.sessionKey)).status).toBe(401);
        expect((await list(sessionKey)).status).toBe(200);
      });
    });
});
