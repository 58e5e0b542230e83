import { describe, expect, it } from "vitest";
import { tinyPng } from "./bytes";
import { baseUrl, newChatbot, ok, upload, uploadOk } from "./helpers";

describe("web security headers", () => {
  it("gives every page a nonce policy that allows no inline script, and no frame", async () => {
    const nonces = new Set<string>();
    for (const path of ["/", "/login", "/signup"]) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      const policy = response.headers.get("content-security-policy") ?? "";
      const scriptSrc = policy
        .split(";")
        .map((part) => part.trim())
        .find((part) => part.startsWith("script-src"))!;
      expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(scriptSrc).not.toContain("unsafe-eval");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]!;
      nonces.add(nonce);
      // Every script Next wrote into the page carries this response's nonce.
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(3);
  });

  it("lets only the widget frame be embedded, and the API answer JSON with nosniff", async () => {
    const bot = await newChatbot();
    const frame = await fetch(`${baseUrl}/widget/${bot}`);
    expect(frame.headers.get("content-security-policy")).toContain("frame-ancestors *");
    const api = await fetch(`${baseUrl}/chat/Chatbot/ModelList`);
    expect(api.headers.get("x-content-type-options")).toBe("nosniff");
    expect(api.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("serves uploaded files by the type read from their bytes, never as a page", async () => {
    // An HTML upload is a knowledge document: it is downloaded, sandboxed, never shown as a page of this origin.
    const page = await upload(new Uint8Array(Buffer.from("<!doctype html><script>alert(1)</script>")), "page.html");
    expect(page.status).toBe(200);
    const html = await fetch((await ok<{ Url: string }>("/chat/User/GetFile", { fileId: page.id })).Url);
    expect(html.headers.get("content-disposition")).toMatch(/^attachment; filename="page.html"/);
    expect(html.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(html.headers.get("x-content-type-options")).toBe("nosniff");
    const id = await uploadOk(tinyPng(), "looks-like.html");
    const { Url } = await ok<{ Url: string }>("/chat/User/GetFile", { fileId: id });
    const served = await fetch(Url);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(served.headers.get("content-disposition")).toMatch(/^inline; filename="looks-like.html"/);
  });
});
