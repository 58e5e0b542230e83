import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "@/lib/api/body";
import { bodyPolicy, loggedPath, requestIdFor } from "@/scripts/http-guards.mjs";

const withHeaders = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe("the server's body guards", () => {
  it("refuse JSON bodies at the size the handlers do, and leave uploads' sizes to their route", () => {
    expect(bodyPolicy("/chat/Chatbot/Add")).toEqual({ limit: MAX_BODY_BYTES, hold: true });
    expect(bodyPolicy("/widget/abc")).toEqual({ limit: MAX_BODY_BYTES, hold: true });
    expect(bodyPolicy("/api/uploads/12")).toEqual({ limit: Number.POSITIVE_INFINITY, hold: false });
  });
});

describe("request IDs", () => {
  it("take a proxy's X-Request-Id only behind a trusted proxy, and only when it looks like one", () => {
    const offered = "edge-7f3a9c21-req";
    expect(requestIdFor(withHeaders({ "x-request-id": offered }), true)).toBe(offered);
    expect(requestIdFor(withHeaders({ "x-request-id": offered }), false)).not.toBe(offered);
    for (const bad of ["short", "has space in it", "x".repeat(129), "line\nbreak-injected", '{"json":1}']) {
      expect(requestIdFor(withHeaders({ "x-request-id": bad }), true)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe("the access log's path", () => {
  it("drops the query (upload tokens) and a public file's key", () => {
    expect(loggedPath("/api/uploads/12?token=abcdef")).toBe("/api/uploads/12");
    expect(loggedPath("/api/files/12/9f8e7d6c5b4a?download=1")).toBe("/api/files/12/[key]");
    expect(loggedPath("/chat/Chatbot/List")).toBe("/chat/Chatbot/List");
  });
});
