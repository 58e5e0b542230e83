import { describe, expect, it } from "vitest";
import { safeNextPath } from "@/lib/client/next-path";

const ORIGIN = "https://casabot.example";

/** Where a browser on our origin would really go when sent to `next`, as its URL parser reads it. */
const destination = (next: string) => new URL(next, ORIGIN);

describe("safeNextPath", () => {
  it.each([
    "/\t/evil.example/phish",
    "/\n/evil.example",
    "/\r/evil.example",
    "\t//evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "/\\/evil.example",
    "https://evil.example",
    "HTTPS://evil.example/",
    "http:evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/..//evil.example",
    "/.//evil.example",
    "/%2e%2e//evil.example",
    "/./%2e//evil.example",
    "/\u0000/evil.example",
    "/\u001f/evil.example",
    "/\u007f/evil.example",
    "/\u0085/evil.example",
    "/\u2028/evil.example",
    "%2F%2Fevil.example",
    "%2F%09%2Fevil.example",
    "",
    "chatbots",
    "?next=/",
  ])("refuses %j", (next) => {
    expect(safeNextPath(next)).toBe("/chatbots");
  });

  it.each([undefined, null, ["/chatbots", "//evil.example"], 42, { toString: () => "//evil.example" }])("refuses the non-string %j", (next) => {
    expect(safeNextPath(next)).toBe("/chatbots");
  });

  it.each([
    ["/chatbots", "/chatbots"],
    ["/chatbots/abc/settings?tab=ai#colours", "/chatbots/abc/settings?tab=ai#colours"],
    ["/workspace", "/workspace"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/a/../workspace", "/workspace"],
    ["/chatbots?next=//evil.example", "/chatbots?next=//evil.example"],
  ])("keeps the path of this site %j", (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it("never returns anything that leaves the origin, for a generated mix of hostile pieces", () => {
    const pieces = ["/", "//", "\\", "\t", "\n", ".", "..", "%2f", "%5c", "evil.example", ":", "@", "javascript:", "http:", "?", "#", " ", "\u3000"];
    let checked = 0;
    for (const a of pieces)
      for (const b of pieces)
        for (const c of pieces) {
          const next = `/${a}${b}${c}`;
          const safe = safeNextPath(next);
          expect(destination(safe).origin, JSON.stringify(next)).toBe(ORIGIN);
          expect(safe, JSON.stringify(next)).toMatch(/^\/(?!\/)/);
          expect(safe, JSON.stringify(next)).not.toMatch(/[\u0000-\u001f\\]/);
          checked++;
        }
    expect(checked).toBe(pieces.length ** 3);
  });

  it("gives the fallback it is handed", () => {
    expect(safeNextPath("//evil.example", "/workspace")).toBe("/workspace");
  });
});
