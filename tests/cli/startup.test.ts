import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { verifyPassword } from "@/lib/auth/passwords";
import { freePort, startServer } from "../setup/server";

const dataDir = mkdtempSync(path.join(tmpdir(), "casabot-start-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm start` as a new user runs it; resolves once the demo banner is printed. */
async function npmStart(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn("npm", ["start"], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 90_000;
  while (!/Chatbot ID:.*\n/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not seed:\n${output}`);
    // The seed runs as the server starts; a first request makes sure it has started.
    await fetch(`${baseUrl}/chat/Chatbot/ModelList`).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      process.kill(-child.pid!, "SIGTERM");
    });
  return { baseUrl, output: () => output, stop };
}

const field = (output: string, label: string) => new RegExp(`${label}:\\s+(\\S+)(?: / (\\S+))?`).exec(output);

async function post(baseUrl: string, endpoint: string, headers: Record<string, string>, body: object) {
  const response = await fetch(`${baseUrl}${endpoint}`, { method: "POST", headers, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

describe("npm start on a fresh clone", () => {
  let demo: { email: string; password: string; apiKey: string; sessionKey: string; chatbotId: string };

  it("seeds a demo workspace on first run and prints its sign-in, keys and chatbot ID", async () => {
    const server = await npmStart({ DATA_DIR: dataDir, DATABASE_URL: "" });
    try {
      const out = server.output();
      const signIn = field(out, "Sign in")!;
      demo = {
        email: signIn[1]!,
        password: signIn[2]!,
        apiKey: field(out, "API key")![1]!,
        sessionKey: field(out, "Session key")![1]!,
        chatbotId: field(out, "Chatbot ID")![1]!,
      };
      expect(demo.email).toBe("demo@casabot.local");
      expect(demo.chatbotId).toMatch(/^[0-9a-f]{32}$/);

      const bots = await post(server.baseUrl, "/chat/Chatbot/List", { Authorization: demo.apiKey }, {});
      expect(bots.body.Data).toHaveLength(1);
      expect(bots.body.Data[0].ListingCount).toBeGreaterThanOrEqual(60);

      const items: any[] = [];
      for (let page = 1; ; page++) {
        const reply = await post(
          server.baseUrl,
          "/chat/Chatbot/RealEstateList",
          { "chatrobot-sessionkey": demo.sessionKey },
          { SerialNumber: demo.chatbotId, PageSize: 100, PageNumber: page },
        );
        expect(reply.status).toBe(200);
        items.push(...reply.body.Data.List);
        if (items.length >= reply.body.Data.VirtualCount) break;
      }
      expect(new Set(items.map((item) => item.City)).size).toBeGreaterThanOrEqual(5);
      expect(new Set(items.map((item) => item.SaleType))).toEqual(new Set(["For Sale", "For Rent"]));
      for (const item of items) {
        expect(Number(item.Price)).toBeGreaterThan(0);
        expect(item.Url).toMatch(/^https:\/\//);
        expect(item.Description.length).toBeGreaterThan(40);
      }
    } finally {
      await server.stop();
    }
  }, 120_000);

  it("stores the printed password as a scrypt hash that it verifies against", async () => {
    const handle = await openDatabase({ dataDir, poolMax: 1 });
    try {
      const { rows } = await (handle.db as any).$client.query("select password_hash from users where email = $1", [demo.email]);
      expect(rows[0].password_hash).not.toContain(demo.password);
      expect(await verifyPassword(demo.password, rows[0].password_hash)).toBe(true);
    } finally {
      await handle.close();
    }
  }, 30_000);

  // The next start, as a user makes it: one server answers both of these.
  describe("on the next start", () => {
    let server: Awaited<ReturnType<typeof startServer>>;
    beforeAll(async () => {
      server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
    }, 60_000);
    afterAll(() => server?.stop());

    it("does not seed again, and keeps the data", async () => {
      const bots = await post(server.baseUrl, "/chat/Chatbot/List", { Authorization: demo.apiKey }, {});
      expect(bots.body.Data.map((bot: any) => bot.serialNumber)).toEqual([demo.chatbotId]);
      expect(server.output()).not.toContain("demo workspace created");
    });

    it("lets the demo owner sign in to the dashboard with the printed password", async () => {
      const signIn = await fetch(`${server.baseUrl}/chat/User/SignIn`, {
        method: "POST",
        body: JSON.stringify({ Email: demo.email, Password: demo.password }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers.getSetCookie()[0]!.split(";")[0]!;
      const bots = await post(server.baseUrl, "/chat/Chatbot/List", { cookie, origin: server.baseUrl }, {});
      expect(bots.body.Data.map((bot: any) => bot.serialNumber)).toEqual([demo.chatbotId]);
      const page = await fetch(`${server.baseUrl}/chatbots`, { headers: { cookie }, redirect: "manual" });
      expect(page.status).toBe(200);
    });
  });

  // A fresh data directory started with both switches off: one server for the two.
  describe("with SEED_DEMO=0 and ALLOW_SIGNUP=0 on an empty data directory", () => {
    const emptyDir = mkdtempSync(path.join(tmpdir(), "casabot-noseed-"));
    let server: Awaited<ReturnType<typeof startServer>>;
    let stopped: Promise<void> | undefined;
    const stop = () => (stopped ??= server?.stop());
    beforeAll(async () => {
      server = await startServer({ DATA_DIR: emptyDir, DATABASE_URL: "", SEED_DEMO: "0", ALLOW_SIGNUP: "0" });
    }, 60_000);
    afterAll(async () => {
      await stop();
      rmSync(emptyDir, { recursive: true, force: true });
    });

    it("turns sign-up off", async () => {
      const reply = await post(server.baseUrl, "/chat/User/SignUp", {}, { Email: "new@example.test", Password: "a long password", WorkspaceName: "New" });
      expect(reply.status).toBe(403);
      expect(reply.body.Message).toContain("Sign-up is turned off");
      const page = await (await fetch(`${server.baseUrl}/signup`)).text();
      expect(page).toContain("Sign-up is turned off");
    });

    it("seeds nothing", async () => {
      expect(server.output()).not.toContain("demo workspace created");
      // The embedded database is one process's: read it once the server has let go.
      await stop();
      const handle = await openDatabase({ dataDir: emptyDir, poolMax: 1 });
      try {
        const { rows } = await (handle.db as any).$client.query("select count(*)::int as n from workspaces");
        expect(rows[0].n).toBe(0);
      } finally {
        await handle.close();
      }
    }, 30_000);
  });
});
