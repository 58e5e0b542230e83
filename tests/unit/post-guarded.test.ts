import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { postGuarded } from "@/lib/net/post";

// The POST webhooks and CRMs go through (issue 42): a receiver that never answers is given up on at
// the timeout, a redirect comes back as the status it is (never followed), and private addresses
// are refused outside the test setting.

describe("postGuarded", () => {
  let server: http.Server;
  let base: string;
  const seen: string[] = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      seen.push(request.url ?? "");
      if (request.url === "/hang") return;
      if (request.url === "/moved") return response.writeHead(307, { location: "/elsewhere" }).end();
      response.writeHead(200).end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
    vi.unstubAllEnvs();
  });

  it("gives up on a receiver that does not answer within the timeout", async () => {
    vi.stubEnv("KNOWLEDGE_FETCH_ALLOW_LOOPBACK", "1");
    await expect(postGuarded(`${base}/hang`, { headers: {}, body: "{}", timeoutMs: 300 })).rejects.toThrow("No answer within 0.3 s");
  });

  it("returns a redirect as it is and follows nothing", async () => {
    vi.stubEnv("KNOWLEDGE_FETCH_ALLOW_LOOPBACK", "1");
    const answer = await postGuarded(`${base}/moved`, { headers: {}, body: "{}" });
    expect(answer.status).toBe(307);
    expect(seen).not.toContain("/elsewhere");
  });

  it("refuses loopback and private addresses outside the test setting", async () => {
    vi.stubEnv("KNOWLEDGE_FETCH_ALLOW_LOOPBACK", "0");
    await expect(postGuarded(`${base}/ok`, { headers: {}, body: "{}" })).rejects.toThrow(/not a public address/);
    await expect(postGuarded("https://10.0.0.8/hook", { headers: {}, body: "{}" })).rejects.toThrow(/not a public address/);
  });
});
