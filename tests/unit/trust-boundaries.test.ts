import { afterEach, describe, expect, it, vi } from "vitest";
import { isOwnOrigin } from "@/lib/api/origin";
import { clientAddress } from "@/lib/auth/http";
import { checkConfig } from "@/lib/config";
import { processState } from "@/lib/runtime-contract.mjs";

const request = (headers: Record<string, string>, url = "http://127.0.0.1:3000/chat/Chatbot/Add") => new Request(url, { method: "POST", headers });

afterEach(() => {
  delete processState.setsClientAddress;
  vi.unstubAllEnvs();
});

describe("the client's address", () => {
  it("is never what the client claims in x-casabot-client-address when scripts/server.mjs did not set it (next start, Vercel)", () => {
    expect(clientAddress(request({ "x-casabot-client-address": "203.0.113.7" }), {})).toBeUndefined();
  });

  it("is the peer address scripts/server.mjs put there, in the process it runs", () => {
    processState.setsClientAddress = true;
    expect(clientAddress(request({ "x-casabot-client-address": "192.0.2.10" }), {})).toBe("192.0.2.10");
  });

  it("is unknown, not a shared stand-in, when nothing trustworthy says it", () => {
    expect(clientAddress(request({}), {})).toBeUndefined();
    processState.setsClientAddress = true;
    expect(clientAddress(request({ "x-casabot-client-address": "" }), {})).toBeUndefined();
  });

  it("ignores every forwarded header without TRUST_PROXY", () => {
    processState.setsClientAddress = true;
    const forged = {
      "x-casabot-client-address": "192.0.2.10",
      "x-forwarded-for": "203.0.113.7",
      "x-real-ip": "203.0.113.8",
      "x-vercel-forwarded-for": "203.0.113.9",
    };
    for (const env of [{}, { TRUST_PROXY: "0" }, { TRUST_PROXY: "" }]) expect(clientAddress(request(forged), env)).toBe("192.0.2.10");
  });

  it("behind TRUST_PROXY=N proxies is the entry the Nth proxy appended, not what the client wrote to the left of it", () => {
    const chain = { "x-forwarded-for": "6.6.6.6, 203.0.113.7, 10.0.0.2" };
    expect(clientAddress(request(chain), { TRUST_PROXY: "1" })).toBe("10.0.0.2");
    expect(clientAddress(request(chain), { TRUST_PROXY: "2" })).toBe("203.0.113.7");
    processState.setsClientAddress = true;
    // Fewer entries than proxies: no proxy vouched for any of them, so the peer it is.
    expect(clientAddress(request({ ...chain, "x-casabot-client-address": "10.0.0.9" }), { TRUST_PROXY: "4" })).toBe("10.0.0.9");
  });

  it("on Vercel (TRUST_PROXY=vercel) is Vercel's x-vercel-forwarded-for, never X-Forwarded-For", () => {
    const headers = { "x-vercel-forwarded-for": "198.51.100.4", "x-forwarded-for": "6.6.6.6", "x-casabot-client-address": "6.6.6.7" };
    expect(clientAddress(request(headers), { TRUST_PROXY: "vercel" })).toBe("198.51.100.4");
    expect(clientAddress(request({ "x-forwarded-for": "6.6.6.6" }), { TRUST_PROXY: "vercel" })).toBeUndefined();
  });

  it("is counted for an IPv6 client by its /64, and for an IPv4-mapped one as the IPv4 address", () => {
    const from = (address: string) => clientAddress(request({ "x-forwarded-for": address }), { TRUST_PROXY: "1" });
    expect(from("2001:db8:64:1::1")).toBe("2001:db8:64:1::/64");
    expect(from("2001:DB8:64:1:ffff:ffff:ffff:fffe")).toBe("2001:db8:64:1::/64");
    expect(from("2001:db8:64:2::1")).toBe("2001:db8:64:2::/64");
    expect(from("::ffff:203.0.113.64")).toBe("203.0.113.64");
    expect(from("203.0.113.64")).toBe("203.0.113.64");
    processState.setsClientAddress = true;
    expect(clientAddress(request({ "x-casabot-client-address": "::ffff:192.0.2.10" }), {})).toBe("192.0.2.10");
    expect(clientAddress(request({ "x-casabot-client-address": "not an address" }), {})).toBe("not an address");
  });

  it("TRUST_PROXY takes 0 to 9 or vercel, and nothing else", () => {
    for (const value of ["0", "1", "3", "vercel", "Vercel"]) expect(checkConfig({ TRUST_PROXY: value }).ok, value).toBe(true);
    for (const value of ["yes", "true", "10", "-1", "cloudflare"]) expect(checkConfig({ TRUST_PROXY: value }).ok, value).toBe(false);
  });
});

describe("the site's own origin", () => {
  it("is not whatever X-Forwarded-Host says without TRUST_PROXY", () => {
    vi.stubEnv("TRUST_PROXY", "");
    vi.stubEnv("PUBLIC_URL", "");
    expect(isOwnOrigin(request({ host: "127.0.0.1:3000", "x-forwarded-host": "evil.example", origin: "http://evil.example" }))).toBe(false);
    expect(isOwnOrigin(request({ host: "127.0.0.1:3000", "x-forwarded-host": "evil.example", origin: "http://127.0.0.1:3000" }))).toBe(true);
  });

  it("compares the scheme and port as well as the host", () => {
    vi.stubEnv("TRUST_PROXY", "");
    vi.stubEnv("PUBLIC_URL", "");
    const host = { host: "chat.example.com" };
    expect(isOwnOrigin(request({ ...host, origin: "http://chat.example.com" }, "http://chat.example.com/chat/Chatbot/Add"))).toBe(true);
    expect(isOwnOrigin(request({ ...host, origin: "https://chat.example.com" }, "http://chat.example.com/chat/Chatbot/Add"))).toBe(false);
    expect(isOwnOrigin(request({ ...host, origin: "http://chat.example.com:8080" }, "http://chat.example.com/chat/Chatbot/Add"))).toBe(false);
    expect(isOwnOrigin(request({ ...host, origin: "http://chat.example.com.evil.example" }, "http://chat.example.com/chat/Chatbot/Add"))).toBe(false);
  });

  it("behind a trusted proxy is the scheme and host the proxy reports", () => {
    vi.stubEnv("TRUST_PROXY", "1");
    vi.stubEnv("PUBLIC_URL", "");
    const proxied = { host: "app:3000", "x-forwarded-host": "chat.example.com", "x-forwarded-proto": "https" };
    expect(isOwnOrigin(request({ ...proxied, origin: "https://chat.example.com" }, "http://app:3000/chat/Chatbot/Add"))).toBe(true);
    expect(isOwnOrigin(request({ ...proxied, origin: "http://chat.example.com" }, "http://app:3000/chat/Chatbot/Add"))).toBe(false);
    expect(isOwnOrigin(request({ ...proxied, origin: "http://app:3000" }, "http://app:3000/chat/Chatbot/Add"))).toBe(false);
  });

  it("is PUBLIC_URL's origin when it is set, whatever the headers say", () => {
    vi.stubEnv("TRUST_PROXY", "1");
    vi.stubEnv("PUBLIC_URL", "https://chat.example.com/");
    const headers = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" };
    expect(isOwnOrigin(request({ ...headers, origin: "https://chat.example.com" }))).toBe(true);
    expect(isOwnOrigin(request({ ...headers, origin: "http://chat.example.com" }))).toBe(false);
    expect(isOwnOrigin(request({ ...headers, origin: "http://evil.example" }))).toBe(false);
  });
});
