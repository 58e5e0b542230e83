import { describe, expect, it } from "vitest";
import { baseUrl, newChatbot } from "./helpers";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("/api/health and /api/ready", () => {
  it("health answers 200 without caching, with how long the event loop was delayed and held lately", async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { Data } = await response.json();
    expect(Data.Status).toBe("ok");
    for (const measure of [Data.EventLoopDelay, Data.EventLoopHeld]) {
      expect(measure).toEqual({ RecentMaxMs: expect.any(Number), MinuteMaxMs: expect.any(Number) });
      expect(measure.RecentMaxMs).toBeGreaterThanOrEqual(0);
      expect(measure.MinuteMaxMs).toBeGreaterThanOrEqual(measure.RecentMaxMs);
    }
    // The hold is the delay less the time spent waiting for a CPU: never more than the delay.
    expect(Data.EventLoopHeld.MinuteMaxMs).toBeLessThanOrEqual(Data.EventLoopDelay.MinuteMaxMs);
  });

  it("ready answers 200 on a migrated, reachable database, fast", async () => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/ready`);
    expect(response.status).toBe(200);
    expect((await response.json()).Data).toEqual({ Status: "ready" });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe("X-Request-Id", () => {
  it("is on every reply: API, errors, pages, the widget frame, static files, health", async () => {
    const bot = await newChatbot();
    const replies = await Promise.all([
      fetch(`${baseUrl}/chat/Chatbot/List`, { method: "POST", body: "{}" }),
      fetch(`${baseUrl}/chat/Nope/Nothing`, { method: "POST", body: "{}" }),
      fetch(`${baseUrl}/login`),
      fetch(`${baseUrl}/widget/${bot}`),
      fetch(`${baseUrl}/widget.js`),
      fetch(`${baseUrl}/api/health`),
      fetch(`${baseUrl}/no/such/page`),
    ]);
    const ids = replies.map((reply) => reply.headers.get("x-request-id") ?? `missing on ${reply.url} (${reply.status})`);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("is the one a trusted proxy sent (the test server runs with TRUST_PROXY=1), if it looks like an ID", async () => {
    const sent = await fetch(`${baseUrl}/api/health`, { headers: { "x-request-id": "lb-2f9c1e77-req" } });
    expect(sent.headers.get("x-request-id")).toBe("lb-2f9c1e77-req");
    const junk = await fetch(`${baseUrl}/api/health`, { headers: { "x-request-id": "<script>" } });
    expect(junk.headers.get("x-request-id")).toMatch(UUID);
  });
});
