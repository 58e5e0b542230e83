import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type RunningServer, servingPids } from "../setup/server";
import { baseUrl, call, signUp, startTwoWorkerServer } from "./helpers";

// On PostgreSQL a second server process shares the database: the count must hold across both.
const servers = [baseUrl, inject("secondBaseUrl")].filter((url): url is string => Boolean(url));

/** Each attempt from an address of its own (the test server trusts one proxy): only the account's count can stop them. */
let addresses = 0;
const fresh = () => `192.0.2.${(process.pid * 7 + ++addresses) % 250}`;

async function signIn(server: string, body: object, address: string) {
  const response = await fetch(`${server}/chat/User/SignIn`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server, "x-forwarded-for": address },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.json() };
}

describe("the sign-in throttle under a burst", () => {
  it("lets at most five of 60 parallel wrong passwords for one account be checked; the rest are 429 with Retry-After", { timeout: 60_000 }, async () => {
    const owner = await signUp();
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn(servers[i % servers.length]!, { Email: owner.email, Password: `guess-${i}` }, fresh())),
    );
    const checked = replies.filter((reply) => reply.status === 401);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.length + refused.length, JSON.stringify(replies.map((reply) => reply.status))).toBe(60);
    for (const reply of refused) {
      expect(reply.body.Message).toMatch(/^Too many failed sign-ins\. Try again in \d+ minutes?\.$/);
      expect(Number(reply.retryAfter)).toBeGreaterThan(0);
    }
    // Locked now, even for the right password.
    expect((await signIn(baseUrl, { Email: owner.email, Password: owner.password }, fresh())).status).toBe(429);
  });

  // These check one password after another, each a deliberately slow hash.
  it("clears the account's count only on a success", { timeout: 120_000 }, async () => {
    const owner = await signUp();
    for (let i = 0; i < 4; i++) expect((await signIn(baseUrl, { Email: owner.email, Password: `guess-${i}` }, fresh())).status).toBe(401);
    expect((await signIn(baseUrl, { Email: owner.email, Password: owner.password }, fresh())).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(baseUrl, { Email: owner.email, Password: `again-${i}` }, fresh())).status, `attempt ${i + 1}`).toBe(401);
    expect((await signIn(baseUrl, { Email: owner.email, Password: `again-6` }, fresh())).status).toBe(429);
  });

  it("does not hold an address's successful sign-ins against it", { timeout: 120_000 }, async () => {
    const owner = await signUp();
    const address = fresh();
    for (let i = 0; i < 21; i++) {
      const reply = await signIn(baseUrl, { Email: owner.email, Password: owner.password }, address);
      expect(reply.status, `sign-in ${i + 1}: ${reply.body.Message}`).toBe(200);
    }
  });

  // The workers of one server (WEB_CONCURRENCY=2) are server processes too: the count holds across them.
  describe.skipIf(servers.length < 2)("on one server of two workers (PostgreSQL)", () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startTwoWorkerServer();
    }, 120_000);
    afterAll(() => server?.stop());

    it("checks exactly five of 60 parallel wrong passwords, served by both workers", { timeout: 60_000 }, async () => {
      const owner = await signUp();
      const replies = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(server.baseUrl, { Email: owner.email, Password: `guess-${i}` }, fresh())));
      const statuses = replies.map((reply) => reply.status);
      expect(
        statuses.filter((status) => status === 401),
        JSON.stringify(statuses),
      ).toHaveLength(5);
      expect(
        statuses.filter((status) => status === 429),
        JSON.stringify(statuses),
      ).toHaveLength(55);
      expect((await signIn(server.baseUrl, { Email: owner.email, Password: owner.password }, fresh())).status).toBe(429);
      const pids = servingPids(server.output(), "/chat/User/SignIn");
      expect(pids.size).toBe(2);
      expect(pids).not.toContain(server.pid);
    });
  });

  it("names the bad field of a malformed sign-in without counting it", async () => {
    const reply = await call("/chat/User/SignIn", { Email: "not-an-email", Password: "" }, { headers: { origin: baseUrl, "x-forwarded-for": fresh() } });
    expect(reply.status).toBe(400);
    expect(reply.body.Message).toContain("Email");
  });
});
